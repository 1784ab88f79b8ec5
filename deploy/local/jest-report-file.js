// A jest reporter that writes the run's results where test-summary.js reads them, in the shape of
// `jest --json` (a file option, unlike --outputFile, can be built from SHOP_DATA_DIR in the preset), plus
// `unhandledErrors`: an error outside any test (a crashed worker, say) fails the run but no test; and
// `notRun`: the notes of the suites the preset left out (the summary line prints them).
const fs = require('node:fs');
const path = require('node:path');
const { formatTestResults } = require('@jest/test-result');

class JestReportFile {
  constructor(_globalConfig, { file, notRun = [] }) {
    this.file = file;
    this.notRun = notRun;
  }

  onRunComplete(_contexts, results) {
    const error = results.runExecError;
    const report = {
      ...formatTestResults(results),
      unhandledErrors: error ? [error.stack || error.message] : [],
      notRun: this.notRun,
    };
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(report));
  }
}

module.exports = JestReportFile;
