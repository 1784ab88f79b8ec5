// Types of test-results.js for the TypeScript configurations that import it (the web app's Vitest configs).
export function resultsDir(): string;
export function reportFile(project: string, kind: 'unit' | 'e2e'): string;
export function projectName(dir: string): string;
export function expectedReports(): string[];
