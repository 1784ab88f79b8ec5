import type { SerializedError } from 'vitest';
import type { TestModule } from 'vitest/node';
import { JsonReporter } from 'vitest/reporters';

/**
 * Vitest's JSON report plus `unhandledErrors`, what the run threw outside any test: Vitest fails the run
 * for them but its JSON report has no field for them, and deploy/local/test-summary.js counts them.
 */
export class VitestReportFile extends JsonReporter {
  private unhandledErrors: string[] = [];

  constructor(outputFile: string) {
    super({ outputFile });
  }

  override onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    this.unhandledErrors = unhandledErrors.map((error) => error.stack || error.message);
    return super.onTestRunEnd(testModules);
  }

  override writeReport(report: string) {
    return super.writeReport(JSON.stringify({ ...JSON.parse(report), unhandledErrors: this.unhandledErrors }));
  }
}
