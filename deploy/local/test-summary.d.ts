// Types of test-summary.js for its unit tests (deploy/local/test-summary.spec.ts).
export function summarize(options: {
  dir: string;
  reports: string[];
  lintFailed?: boolean;
  stopped?: string;
  notes?: string[];
}): { lines: string[]; ok: boolean };
