// Shared jest settings: TypeScript through SWC (decorator metadata on), workspace libraries from source.
// `test` runs the unit specs (src/**/*.spec.ts), which need nothing running; `e2e` runs the suites that
// talk to the real stack: test/**/*.e2e-spec.ts through the gateway and src/**/*.integration-spec.ts
// against FerretDB, Redis and RabbitMQ directly.
const path = require('node:path');
const fs = require('node:fs');
const { projectName, reportFile } = require('./deploy/local/test-results');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

/**
 * Suites a run leaves out (testPathIgnorePatterns), with the note the summary line prints for them. The
 * query-plan suites read PostgreSQL's plans of FerretDB's SQL, so they run only on FerretDB (the engine of
 * the local stack and CI: deploy/local/config.env); on another they are left out and said so, never skipped
 * from inside.
 */
function leftOut(dir, e2e) {
  const onFerretDb = (process.env.MONGO_ENGINE ?? 'ferretdb') === 'ferretdb';
  return e2e && !onFerretDb && fs.existsSync(path.join(dir, 'test/query-plans.e2e-spec.ts'))
    ? [{ pattern: '<rootDir>/test/query-plans\\.e2e-spec\\.ts$', note: 'query plans: not run, not on FerretDB' }]
    : [];
}

module.exports = function preset({ dir, e2e = false }) {
  const left = leftOut(dir, e2e);
  return {
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: e2e
      ? ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/src/**/*.integration-spec.ts']
      : ['<rootDir>/src/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', ...left.map(({ pattern }) => pattern)],
    transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
    moduleNameMapper: {
      '^@shop/common$': path.join(__dirname, 'services/common/src/index.ts'),
      '^@shop/testkit$': path.join(__dirname, 'services/testkit/src/index.ts'),
    },
    reporters: [
      'default',
      [
        path.join(__dirname, 'deploy/local/jest-report-file.js'),
        { file: reportFile(projectName(dir), e2e ? 'e2e' : 'unit'), notRun: left.map(({ note }) => note) },
      ],
    ],
    testTimeout: e2e ? 60_000 : 10_000,
    passWithNoTests: false,
  };
};
