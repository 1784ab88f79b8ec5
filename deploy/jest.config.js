// Offline checks of the deployment files: they read, build and validate them; nothing is deployed. And
// the unit tests of the local test scripts (deploy/local), on fake reports.
module.exports = {
  ...require('../jest.preset')({ dir: __dirname }),
  testMatch: ['<rootDir>/checks/**/*.spec.ts', '<rootDir>/local/**/*.spec.ts'],
  testTimeout: 60_000,
};
