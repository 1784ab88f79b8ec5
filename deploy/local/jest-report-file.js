// A jest reporter that writes the run's results where test-summary.js reads them, in the shape of
// `jest --json` (a file option, unlike --outputFile, can be built from SHOP_DATA_DIR in the preset).
const fs = require('node:fs');
const path = require('node:path');
const { formatTestResults } = require('@jest/test-result');

class JestReportFile {
  constructor(_globalConfig, { file }) {
    this.file = file;
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(formatTestResults(results)));
  }
}

module.exports = JestReportFile;
