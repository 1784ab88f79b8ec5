module.exports = require('../../jest.preset')({ dir: __dirname });
