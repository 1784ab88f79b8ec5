// Adds up the reports of every suite a full test run must leave (deploy/local/test-results.js lists
// them, plus any named on the command line) and prints the line CI reads: "N passed, M failed, K skipped".
// A failed lint counts as one failure; a report that is missing, empty or unreadable counts as a failed
// suite, so a suite that crashed before writing or a target that never ran cannot vanish from the count.
// Usage: node test-summary.js <lint failures> [extra report name ...]
const fs = require('node:fs');
const path = require('node:path');
const { expectedReports, resultsDir } = require('./test-results');

const lintFailures = Number(process.argv[2] ?? 0);
const expected = [...expectedReports(), ...process.argv.slice(3)].sort();

/** The report's counts, or the reason it cannot be counted. */
function readReport(name) {
  const file = path.join(resultsDir(), `${name}.json`);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { problem: 'no report (the suite did not run or crashed before writing it)' };
  }
  if (!text.trim()) return { problem: 'empty report' };
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { problem: 'unreadable report' };
  }
  if (!Array.isArray(report.testResults) || typeof report.numPassedTests !== 'number') {
    return { problem: 'unreadable report (not a test report)' };
  }
  // A suite whose set-up failed reports its tests as skipped, not failed: count the suite itself.
  const brokenSuites = report.testResults.filter(
    (suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenSuites.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

let passed = 0;
let failed = lintFailures;
let skipped = 0;
if (lintFailures) console.log('  lint                 failed');
for (const name of expected) {
  const counts = readReport(name);
  if (counts.problem) {
    failed += 1;
    console.log(`  ${name.padEnd(20)} failed: ${counts.problem}`);
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  const pending = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`  ${name.padEnd(20)} ${counts.passed} passed, ${counts.failed} failed${pending}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
