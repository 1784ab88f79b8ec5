module.exports = require('../../jest.preset')({ dir: __dirname, kind: 'e2e' });
