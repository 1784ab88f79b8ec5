// Types of test-summary.js for its unit tests (deploy/local/test-summary.spec.ts).
export type ReportCounts =
  { problem: string } | { problem?: undefined; passed: number; failed: number; skipped: number; problems: string[] };
export function readReport(file: string): ReportCounts;
export function summarize(options: {
  dir: string;
  reports: string[];
  lintFailed?: boolean;
  stopped?: string;
  notes?: string[];
}): { lines: string[]; ok: boolean };
