// `tessera test`: runs golden case files and reports failures as diffs.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CliError, EXIT, guard, usageErrors } from './cli-error.js';
import { compileTemplate } from './compile-template.js';
import { diffReport } from './diff-report.js';
import { formatError } from './error-format.js';
import { parseExpectFailList } from './expect-fail-list.js';
import { findCases } from './find-cases.js';
import { runGoldenCase } from './golden-runner.js';
import type { Io } from './io.js';
import { readFailure, readText } from './read-input.js';
import { tally, verdictOf, type CaseReport, type Verdict } from './test-verdict.js';

export const TEST_USAGE = 'tessera test PATH… [--json FILE] [--expect-fail FILE]';

const OPTIONS = {
  json: { type: 'string' },
  'expect-fail': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const NO_SUCH_CASE = 'listed in expected failures but no case has this name';
const UNEXPECTED_PASS = 'listed in expected failures but passed: remove it';

function readExpectFail(file: string | undefined): Map<string, string> {
  if (file === undefined) return new Map();
  const list = parseExpectFailList(readText(file, 'expected-failures list'), file);
  if (list.errors.length > 0) throw new CliError(list.errors.join('\ntessera: '));
  return list.reasons;
}

/** Every error of a case as one line each, compile errors first, then problems running it. */
function errorLines({ testCase, outcome }: Verdict, excerpt: boolean): string[] {
  const format = { severity: true, excerpt };
  return [
    ...outcome.compileErrors.map((error) => formatError(error, testCase.file, format)),
    ...outcome.renderErrors.map((error) => `while rendering: ${formatError(error, testCase.file, format)}`),
    ...outcome.problems.map((problem) => `${testCase.file}: ${problem}`),
  ];
}

function printVerdict(verdict: Verdict, io: Io): void {
  const { testCase, outcome, result, reason } = verdict;
  if (result === 'pass') return;
  if (result === 'expected-fail') {
    io.out(`expected failure: ${testCase.name} (${reason})\n`);
    return;
  }
  if (result === 'unexpected-pass') {
    io.out(`FAIL ${testCase.name}: ${UNEXPECTED_PASS}\n`);
    return;
  }
  const details = [diffReport(outcome.expected, outcome.actual), ...errorLines(verdict, true)];
  io.out(`FAIL ${testCase.name} (${testCase.file})\n${details.filter((d) => d !== '').join('\n')}\n\n`);
}

function toReport(verdict: Verdict): CaseReport {
  const { testCase, outcome, result } = verdict;
  const errors = errorLines(verdict, false);
  if (result === 'unexpected-pass') errors.push(UNEXPECTED_PASS);
  return { name: testCase.name, result, expected: outcome.expected, actual: outcome.actual, errors };
}

function writeReport(file: string, reports: CaseReport[]): void {
  try {
    writeFileSync(file, `${JSON.stringify(reports, null, 2)}\n`);
  } catch (error) {
    throw new CliError(`cannot write ${file}: ${readFailure(error)}`);
  }
}

/**
 * Runs every golden case under the PATHs (files, or folders searched for `*.html`), prints each
 * failure with a diff of expected against actual output and its errors, then `N passed, M failed`.
 * With `--expect-fail`, listed failing cases count as passed and listed passing or unknown cases
 * as failed. `--json` writes one report per case. Exits 1 when anything failed, 2 on bad input.
 */
export function runTest(argv: string[], io: Io): Promise<number> {
  return guard(io, () => {
    const { values, positionals } = usageErrors(() =>
      parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true }),
    );
    if (values.help === true) {
      io.out(`usage: ${TEST_USAGE}\n`);
      return EXIT.ok;
    }
    if (positionals.length === 0) throw new CliError(`test needs a file or folder\nusage: ${TEST_USAGE}`);
    const expectFail = readExpectFail(values['expect-fail']);
    const cases = findCases(positionals);
    if (cases.length === 0) throw new CliError(`no golden cases (*.html) in ${positionals.join(', ')}`);

    const verdicts = cases.map((testCase): Verdict => {
      const outcome = runGoldenCase(readText(testCase.file, 'golden case'), compileTemplate, testCase.file);
      const reason = expectFail.get(testCase.name);
      return { testCase, outcome, result: verdictOf(outcome.passed, reason), reason };
    });
    verdicts.forEach((verdict) => printVerdict(verdict, io));
    const names = new Set(cases.map((testCase) => testCase.name));
    const missing = [...expectFail.keys()].filter((name) => !names.has(name));
    for (const name of missing) io.out(`FAIL ${name}: ${NO_SUCH_CASE}\n`);

    if (values.json !== undefined) {
      const missingReports = missing.map((name): CaseReport => ({
        name,
        result: 'fail',
        expected: '',
        actual: '',
        errors: [NO_SUCH_CASE],
      }));
      writeReport(values.json, [...verdicts.map(toReport), ...missingReports]);
    }
    const totals = tally(
      verdicts.map((verdict) => verdict.result),
      missing.length,
    );
    if (values['expect-fail'] !== undefined) io.out(`${totals.expectedFailures} expected failures\n`);
    io.out(`${totals.passed} passed, ${totals.failed} failed\n`);
    return totals.failed > 0 ? EXIT.failed : EXIT.ok;
  });
}
