// Shared jest settings: TypeScript through SWC (decorator metadata on), workspace libraries from source.
// `test` runs the unit specs (src/**/*.spec.ts), which need nothing running; `e2e` runs the suites that
// talk to the real stack: test/**/*.e2e-spec.ts through the gateway and src/**/*.integration-spec.ts
// against FerretDB, Redis and RabbitMQ directly.
const path = require('node:path');
const fs = require('node:fs');
const { projectName, reportFile } = require('./deploy/local/test-results');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

module.exports = function preset({ dir, e2e = false }) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: e2e
      ? ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/src/**/*.integration-spec.ts']
      : ['<rootDir>/src/**/*.spec.ts'],
    transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
    moduleNameMapper: {
      '^@shop/common$': path.join(__dirname, 'services/common/src/index.ts'),
      '^@shop/testkit$': path.join(__dirname, 'services/testkit/src/index.ts'),
    },
    reporters: [
      'default',
      [
        path.join(__dirname, 'deploy/local/jest-report-file.js'),
        { file: reportFile(projectName(dir), e2e ? 'e2e' : 'unit') },
      ],
    ],
    testTimeout: e2e ? 60_000 : 10_000,
    passWithNoTests: false,
  };
};
