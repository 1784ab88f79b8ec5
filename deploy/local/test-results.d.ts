// Types of test-results.js for the TypeScript configurations that import it (the web app's Vitest configs).
export function resultsDir(): string;
export type RunKind = 'unit' | 'e2e' | 'mongodb-contract';
export function reportFile(project: string, kind: RunKind): string;
export function projectName(dir: string): string;
export function expectedReports(kinds?: RunKind[]): string[];
