import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectedReports } from './test-results';
import { summarize } from './test-summary';

type Status = 'passed' | 'failed' | 'pending' | 'skipped' | 'todo';

/** One test file of a report: its status as the runner writes it, and its tests' statuses. */
const suite = (name: string, tests: Status[], status = tests.includes('failed') ? 'failed' : 'passed') => ({
  name: join(process.cwd(), name),
  status,
  assertionResults: tests.map((test) => ({ status: test })),
});

/** A report in the shape the shop's reporters write (jest-report-file.js, web/vitest-report-file.ts). */
function report(suites: ReturnType<typeof suite>[], unhandledErrors: string[] = []) {
  const count = (status: Status) => suites.flatMap((s) => s.assertionResults).filter((t) => t.status === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('pending') + count('skipped'),
    numTodoTests: count('todo'),
    testResults: suites,
    unhandledErrors,
  };
}

describe('test-summary.js', () => {
  let dir: string;
  const write = (name: string, content: unknown) =>
    writeFileSync(join(dir, `${name}.json`), typeof content === 'string' ? content : JSON.stringify(content));
  const lastLine = (lines: string[]) => lines[lines.length - 1];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('adds up passed, failed and skipped tests over every report', () => {
    write(
      'a-unit',
      report([suite('a.spec.ts', ['passed', 'passed', 'failed']), suite('b.spec.ts', ['passed', 'pending'])]),
    );
    write('b-e2e', report([suite('c.e2e-spec.ts', ['passed', 'todo'])]));
    const { lines, ok } = summarize({ dir, reports: ['a-unit', 'b-e2e'] });
    expect(lines).toEqual([
      '  a-unit                   3 passed, 1 failed, 1 skipped',
      '  b-e2e                    1 passed, 0 failed, 1 skipped',
      '4 passed, 1 failed, 2 skipped',
    ]);
    expect(ok).toBe(false);
  });

  it('passes a run where everything passed, and not one where nothing ran', () => {
    write('a-unit', report([suite('a.spec.ts', ['passed'])]));
    expect(summarize({ dir, reports: ['a-unit'] })).toEqual({
      lines: ['  a-unit                   1 passed, 0 failed', '1 passed, 0 failed'],
      ok: true,
    });
    expect(summarize({ dir, reports: [] })).toEqual({ lines: ['0 passed, 0 failed'], ok: false });
  });

  it('counts a report that is missing, empty, unreadable or not a test report as a failed suite', () => {
    write('empty', ' \n');
    write('garbled', '{"numPassedTests": 3,');
    write('other', { hello: 'world' });
    const { lines } = summarize({ dir, reports: ['missing', 'empty', 'garbled', 'other'] });
    expect(lines).toEqual([
      '  empty                    failed: empty report',
      '  garbled                  failed: unreadable report',
      '  missing                  failed: no report (the suite did not run or crashed before writing it)',
      '  other                    failed: unreadable report (not a test report written by the shop’s reporters)',
      '0 passed, 4 failed',
    ]);
  });

  it('counts a report without its unhandled errors as unreadable: a plain JSON reporter would hide them', () => {
    const { unhandledErrors: _, ...plain } = report([suite('a.test.ts', ['passed'])]);
    write('web-unit', plain);
    expect(lastLine(summarize({ dir, reports: ['web-unit'] }).lines)).toBe('0 passed, 1 failed');
  });

  it('counts a suite that failed outside its tests (its tests show as skipped) as one failure', () => {
    write(
      'a-e2e',
      report([suite('broken.e2e-spec.ts', ['pending', 'pending'], 'failed'), suite('ok.e2e-spec.ts', ['passed'])]),
    );
    expect(summarize({ dir, reports: ['a-e2e'] }).lines).toEqual([
      '  a-e2e                    1 passed, 1 failed, 2 skipped',
      '    broken.e2e-spec.ts: failed outside its tests',
      '1 passed, 1 failed, 2 skipped',
    ]);
  });

  it('counts a suite whose tests were all skipped as one failure, and a partly skipped one not', () => {
    write(
      'a-e2e',
      report([
        // jest writes 'skipped' for a file whose every test was skipped, Vitest 'passed'.
        suite('jest-skipped.e2e-spec.ts', ['pending', 'pending'], 'skipped'),
        suite('vitest-skipped.e2e.ts', ['skipped', 'todo'], 'passed'),
        suite('partly.e2e-spec.ts', ['passed', 'pending'], 'focused'),
      ]),
    );
    expect(summarize({ dir, reports: ['a-e2e'] }).lines).toEqual([
      '  a-e2e                    1 passed, 2 failed, 5 skipped',
      '    jest-skipped.e2e-spec.ts: no test ran',
      '    vitest-skipped.e2e.ts: no test ran',
      '1 passed, 2 failed, 5 skipped',
    ]);
  });

  it('counts every error a runner reported outside any test, though every test passed', () => {
    write(
      'web-unit',
      report(
        [suite('a.test.tsx', ['passed', 'passed'])],
        ['Error: left behind\n    at a.test.tsx:2:23', 'TypeError: x'],
      ),
    );
    const { lines, ok } = summarize({ dir, reports: ['web-unit'] });
    expect(lines).toEqual([
      '  web-unit                 2 passed, 2 failed',
      '    error outside any test: Error: left behind',
      '    error outside any test: TypeError: x',
      '2 passed, 2 failed',
    ]);
    expect(ok).toBe(false);
  });

  it('counts a failed lint and the step a run stopped at, naming the step in a note above the plain last line', () => {
    write('a-unit', report([suite('a.spec.ts', ['passed'])]));
    const { lines, ok } = summarize({
      dir,
      reports: ['a-unit', 'a-e2e'],
      lintFailed: true,
      stopped: 'starting the services: catalog exited during start-up',
      notes: ['something: not run'],
    });
    expect(lines).toEqual([
      '  run                      failed: stopped at starting the services: catalog exited during start-up',
      '  lint                     failed',
      '  a-e2e                    failed: no report (the suite did not run or crashed before writing it)',
      '  a-unit                   1 passed, 0 failed',
      '  note                     stopped at starting the services: catalog exited during start-up',
      '  note                     something: not run',
      '1 passed, 3 failed',
    ]);
    expect(ok).toBe(false);
  });

  it('prints once, above the plain last line, the notes of suites the runners left out', () => {
    const note = 'query plans: not run, not on FerretDB';
    write('a-e2e', { ...report([suite('a.e2e-spec.ts', ['passed'])]), notRun: [note] });
    write('b-e2e', { ...report([suite('b.e2e-spec.ts', ['passed'])]), notRun: [note] });
    const { lines, ok } = summarize({ dir, reports: ['a-e2e', 'b-e2e'] });
    expect(lines.slice(-2)).toEqual([`  note                     ${note}`, '2 passed, 0 failed']);
    expect(ok).toBe(true);
  });

  describe('on the command line', () => {
    const run = (...args: string[]) => {
      const { status, stdout } = spawnSync('node', [join(__dirname, 'test-summary.js'), ...args], {
        env: { ...process.env, SHOP_DATA_DIR: dir },
        encoding: 'utf8',
      });
      const printed = stdout.trimEnd().split('\n');
      return { status, last: printed.pop(), notes: printed.filter((line) => line.startsWith('  note ')) };
    };
    const writeEveryReport = () => {
      mkdirSync(join(dir, 'test-results'));
      for (const name of [...expectedReports(), 'k6-smoke']) {
        writeFileSync(
          join(dir, 'test-results', `${name}.json`),
          JSON.stringify(report([suite(`${name}.ts`, ['passed'])])),
        );
      }
    };

    const noServer = 'mongodb contract: not run, no server';

    it('ends with the line CI reads and exits 0 only when nothing failed', () => {
      writeEveryReport();
      const reports = expectedReports().length + 1;
      const note = (text: string) => `  ${'note'.padEnd(24)} ${text}`;
      expect(run('k6-smoke')).toEqual({ status: 0, last: `${reports} passed, 0 failed`, notes: [note(noServer)] });
      expect(run('k6-smoke', 'not-written')).toEqual({
        status: 1,
        last: `${reports} passed, 1 failed`,
        notes: [note(noServer)],
      });
      expect(run('--lint-failed', '--stopped', 'building: tsc failed', 'k6-smoke')).toEqual({
        status: 1,
        last: `${reports} passed, 2 failed`,
        notes: [note('stopped at building: tsc failed'), note(noServer)],
      });
    });

    it('counts the MongoDB contract suites when the run was given a server, and each missing one as failed', () => {
      writeEveryReport();
      const reports = expectedReports().length + 1;
      const contracts = expectedReports(['mongodb-contract']);
      expect(contracts).toEqual(['catalog-mongodb-contract', 'common-mongodb-contract', 'order-mongodb-contract']);
      expect(run('--mongodb-contract', 'k6-smoke')).toEqual({
        status: 1,
        last: `${reports} passed, 3 failed`,
        notes: [],
      });
      for (const name of contracts) {
        writeFileSync(
          join(dir, 'test-results', `${name}.json`),
          JSON.stringify(report([suite(`${name}.ts`, ['passed'])])),
        );
      }
      expect(run('--mongodb-contract', 'k6-smoke')).toEqual({
        status: 0,
        last: `${reports + 3} passed, 0 failed`,
        notes: [],
      });
    });
  });
});
