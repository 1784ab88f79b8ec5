// A jest reporter that writes the run's results where test-summary.js reads them, in the shape of
// `jest --json` (a file option, unlike --outputFile, can be built from SHOP_DATA_DIR in the preset), plus
// `unhandledErrors`: an error outside any test (a crashed worker, say) fails the run but no test.
const fs = require('node:fs');
const path = require('node:path');
const { formatTestResults } = require('@jest/test-result');

class JestReportFile {
  constructor(_globalConfig, { file }) {
    this.file = file;
  }

  onRunComplete(_contexts, results) {
    const error = results.runExecError;
    const report = { ...formatTestResults(results), unhandledErrors: error ? [error.stack || error.message] : [] };
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(report));
  }
}

module.exports = JestReportFile;
