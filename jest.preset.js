// Shared jest settings: TypeScript through SWC (decorator metadata on), workspace libraries from source.
// One kind of run per configuration (KINDS): `test` runs the unit specs, `e2e` the suites that talk to
// the real stack, `mongodb-contract` the MongoDB side of the storage seam against a MongoDB server.
const path = require('node:path');
const fs = require('node:fs');
const { projectName, reportFile } = require('./deploy/local/test-results');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

const KINDS = {
  // src/**/*.spec.ts: nothing running.
  unit: { testMatch: ['<rootDir>/src/**/*.spec.ts'], testTimeout: 10_000 },
  // Through the gateway (test/**/*.e2e-spec.ts), and against FerretDB, Redis and RabbitMQ directly.
  e2e: {
    testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/src/**/*.integration-spec.ts'],
    testTimeout: 60_000,
  },
  // Against the MongoDB server at MONGODB_CONTRACT_URL, which no local run has: the set-up fails without it.
  'mongodb-contract': {
    testMatch: ['<rootDir>/src/**/*.mongodb-contract-spec.ts'],
    testTimeout: 60_000,
    setupFiles: [path.join(__dirname, 'deploy/local/mongodb-contract-setup.js')],
  },
};

/**
 * Suites a run leaves out (testPathIgnorePatterns), with the note the summary line prints for them. The
 * query-plan suites read PostgreSQL's plans of FerretDB's SQL, so they run only on FerretDB (the engine of
 * the local stack and CI: deploy/local/config.env); on another they are left out and said so, never skipped
 * from inside.
 */
function leftOut(dir, kind) {
  const onFerretDb = (process.env.MONGO_ENGINE ?? 'ferretdb') === 'ferretdb';
  return kind === 'e2e' && !onFerretDb && fs.existsSync(path.join(dir, 'test/query-plans.e2e-spec.ts'))
    ? [{ pattern: '<rootDir>/test/query-plans\\.e2e-spec\\.ts$', note: 'query plans: not run, not on FerretDB' }]
    : [];
}

module.exports = function preset({ dir, kind = 'unit' }) {
  const left = leftOut(dir, kind);
  return {
    ...KINDS[kind],
    rootDir: dir,
    testEnvironment: 'node',
    testPathIgnorePatterns: ['/node_modules/', ...left.map(({ pattern }) => pattern)],
    transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
    moduleNameMapper: {
      '^@shop/common$': path.join(__dirname, 'services/common/src/index.ts'),
      '^@shop/testkit$': path.join(__dirname, 'testkit/src/index.ts'),
    },
    reporters: [
      'default',
      [
        path.join(__dirname, 'deploy/local/jest-report-file.js'),
        { file: reportFile(projectName(dir), kind), notRun: left.map(({ note }) => note) },
      ],
    ],
    passWithNoTests: false,
  };
};
