// Offline checks of the deployment files: they read, build and validate them; nothing is deployed.
module.exports = {
  ...require('../jest.preset')({ dir: __dirname }),
  testMatch: ['<rootDir>/checks/**/*.spec.ts'],
  testTimeout: 60_000,
};
