// Shared jest settings: TypeScript through SWC (decorator metadata on), workspace libraries from source.
const path = require('node:path');
const fs = require('node:fs');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
// Each project's test target writes its JSON report here (jest does not create the folder).
fs.mkdirSync(path.join(__dirname, '.data/test-results'), { recursive: true });

module.exports = function preset({ dir, e2e = false }) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: e2e ? ['<rootDir>/test/**/*.e2e-spec.ts'] : ['<rootDir>/src/**/*.spec.ts'],
    transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
    moduleNameMapper: {
      '^@shop/common$': path.join(__dirname, 'services/common/src/index.ts'),
      '^@shop/testkit$': path.join(__dirname, 'services/testkit/src/index.ts'),
    },
    testTimeout: e2e ? 60_000 : 10_000,
    passWithNoTests: false,
  };
};
