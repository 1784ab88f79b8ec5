// Adds up the reports of every suite a full test run must leave (deploy/local/test-results.js lists
// them, plus any named on the command line) and prints the line CI reads last, plain:
// "N passed, M failed[, K skipped]". Above it, a `note` line for each thing that did not run and why (the
// step a run stopped at; a report's `notRun`: suites its runner left out; the MongoDB contract).
// Failures the suites' own counts miss are counted too: a failed lint; the set-up step the run stopped at;
// a report that is missing, empty or unreadable (a suite that crashed before writing or a target that never
// ran cannot vanish from the count); a suite none of whose tests ran (its set-up failed, or every test was
// skipped); and every error a runner reported outside any test (Vitest fails the run for them, but its own
// JSON report leaves them out: web/vitest-report-file.ts and jest-report-file.js write them down).
// The MongoDB contract suites count only in a run given a MongoDB server (--mongodb-contract); otherwise
// a note says they did not run.
// Usage: node test-summary.js [--lint-failed] [--stopped <step: why>] [--mongodb-contract] [report name ...]
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { expectedReports, resultsDir } = require('./test-results');

const firstLine = (text) => String(text).trim().split('\n')[0];
// Report names line up: the longest is catalog-mongodb-contract.
const NAME_WIDTH = 24;

/** The counts of one report file (with the problems it adds to them, and its notes), or why it cannot be counted. */
function readReport(file) {
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
  if (
    !Array.isArray(report.testResults) ||
    typeof report.numPassedTests !== 'number' ||
    !Array.isArray(report.unhandledErrors)
  ) {
    return { problem: 'unreadable report (not a test report written by the shop’s reporters)' };
  }
  const idle = report.testResults.filter((suite) => {
    const tests = suite.assertionResults ?? [];
    if (tests.some((test) => test.status === 'failed')) return false;
    return suite.status === 'failed' || !tests.some((test) => test.status === 'passed');
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + idle.length + report.unhandledErrors.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    problems: [
      // A suite whose set-up failed reports its tests as skipped, not failed.
      ...idle.map(
        (suite) =>
          `${path.relative(process.cwd(), suite.name)}: ${suite.status === 'failed' ? 'failed outside its tests' : 'no test ran'}`,
      ),
      ...report.unhandledErrors.map((error) => `error outside any test: ${firstLine(error)}`),
    ],
    notes: report.notRun ?? [],
  };
}

/**
 * The summary of the reports in `dir`: a line per report and per problem, then the line CI reads. `ok` is
 * false when anything failed or nothing passed.
 */
function summarize({ dir, reports, lintFailed = false, stopped, notes = [] }) {
  const lines = [];
  const tail = stopped ? [`stopped at ${stopped}`, ...notes] : [...notes];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (stopped) {
    failed += 1;
    lines.push(`  ${'run'.padEnd(NAME_WIDTH)} failed: stopped at ${stopped}`);
  }
  if (lintFailed) {
    failed += 1;
    lines.push(`  ${'lint'.padEnd(NAME_WIDTH)} failed`);
  }
  for (const name of [...reports].sort()) {
    const counts = readReport(path.join(dir, `${name}.json`));
    if (counts.problem) {
      failed += 1;
      lines.push(`  ${name.padEnd(NAME_WIDTH)} failed: ${counts.problem}`);
      continue;
    }
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    tail.push(...counts.notes);
    const pending = counts.skipped ? `, ${counts.skipped} skipped` : '';
    lines.push(`  ${name.padEnd(NAME_WIDTH)} ${counts.passed} passed, ${counts.failed} failed${pending}`);
    lines.push(...counts.problems.map((problem) => `    ${problem}`));
  }
  lines.push(...[...new Set(tail)].map((note) => `  ${'note'.padEnd(NAME_WIDTH)} ${note}`));
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return { lines, ok: failed === 0 && passed > 0 };
}

if (require.main === module) {
  const { values, positionals } = parseArgs({
    options: {
      'lint-failed': { type: 'boolean' },
      stopped: { type: 'string' },
      'mongodb-contract': { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const contract = Boolean(values['mongodb-contract']);
  const { lines, ok } = summarize({
    dir: resultsDir(),
    reports: [...expectedReports(contract ? ['unit', 'e2e', 'mongodb-contract'] : undefined), ...positionals],
    lintFailed: values['lint-failed'],
    stopped: values.stopped,
    notes: contract ? [] : ['mongodb contract: not run, no server'],
  });
  console.log(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}

module.exports = { summarize };
