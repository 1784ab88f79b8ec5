// Where the suites' reports go, and which reports a full test run must leave there. The jest preset, the
// web app's Vitest configurations, test.sh and test-summary.js all take the folder from here, so
// SHOP_DATA_DIR moves every report and the summary reads the folder they were written to.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

function resultsDir() {
  return path.join(process.env.SHOP_DATA_DIR || path.join(ROOT, '.data'), 'test-results');
}

/** The package script of each kind of run: its report is '<project>-<kind>'. */
const SCRIPTS = { unit: 'test', e2e: 'e2e', 'mongodb-contract': 'mongodb-contract' };

/** The report file of one suite, e.g. reportFile('catalog', 'unit'). */
function reportFile(project, kind) {
  return path.join(resultsDir(), `${project}-${kind}.json`);
}

/** The project's short name: '@shop/catalog' in services/catalog/package.json gives 'catalog'. */
function projectName(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name.replace(/^@shop\//, '');
}

/**
 * The reports these kinds of run leave: every workspace's `test` script leaves '<project>-unit', every `e2e`
 * script '<project>-e2e', every `mongodb-contract` script '<project>-mongodb-contract'.
 */
function expectedReports(kinds = ['unit', 'e2e']) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(ROOT, pattern.slice(0, -2), entry.name))
      : [path.join(ROOT, pattern)],
  );
  return dirs
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
    .flatMap((dir) => {
      const { scripts = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return kinds.filter((kind) => scripts[SCRIPTS[kind]]).map((kind) => `${projectName(dir)}-${kind}`);
    })
    .sort();
}

module.exports = { resultsDir, reportFile, projectName, expectedReports };
