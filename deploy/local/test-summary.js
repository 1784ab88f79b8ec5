// Adds up the jest JSON reports of every suite run (and a failed lint, counted as one failure) and
// prints the line CI reads: "N passed, M failed".
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2];
const lintFailures = Number(process.argv[3] ?? 0);
let passed = 0;
let failed = lintFailures;
if (lintFailures) console.log('  lint                 failed');
for (const file of fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  // A suite whose set-up failed reports its tests as skipped, not failed: count the suite itself.
  const brokenSuites = report.testResults.filter(
    (suite) => suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'),
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenSuites.length;
  console.log(
    `  ${file.replace(/\.json$/, '').padEnd(20)} ${report.numPassedTests} passed, ${report.numFailedTests + brokenSuites.length} failed`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
