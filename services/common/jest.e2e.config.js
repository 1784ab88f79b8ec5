module.exports = require('../../jest.preset')({ dir: __dirname, e2e: true });
