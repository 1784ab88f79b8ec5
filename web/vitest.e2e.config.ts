import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reportFile } from '../deploy/local/test-results.js';
import { VitestReportFile } from './vitest-report-file';

// Browser tests: playwright-core drives Debian's Chromium against the running stack, one file at a time.
export default defineConfig({
  resolve: {
    alias: { '@shop/testkit': fileURLToPath(new URL('../testkit/src/index.ts', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    setupFiles: ['e2e/support/csp.setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    globals: true,
    reporters: ['default', new VitestReportFile(reportFile('web', 'e2e'))],
  },
});
