// Judges golden-case outcomes against the expected-failures list and counts the totals.
import type { CaseFile } from './find-cases.js';
import type { CaseOutcome } from './golden-runner.js';

export type CaseResult = 'pass' | 'fail' | 'expected-fail' | 'unexpected-pass';

/** One line of the `--json` report. */
export interface CaseReport {
  name: string;
  result: CaseResult;
  expected: string;
  actual: string;
  errors: string[];
}

/** A case file, what running it gave, and the verdict once the expected failures are applied. */
export interface Verdict {
  testCase: CaseFile;
  outcome: CaseOutcome;
  result: CaseResult;
  /** The reason from the expected-failures list, when the case is listed. */
  reason: string | undefined;
}

/** Whether a case counts as passed once the expected-failures list is applied. */
export function verdictOf(passed: boolean, reason: string | undefined): CaseResult {
  if (reason === undefined) return passed ? 'pass' : 'fail';
  return passed ? 'unexpected-pass' : 'expected-fail';
}

/** Counts for the closing lines: expected failures count as passed. */
export function tally(results: readonly CaseResult[], missingNames: number) {
  const count = (result: CaseResult): number => results.filter((r) => r === result).length;
  const expectedFailures = count('expected-fail');
  return {
    passed: count('pass') + expectedFailures,
    failed: count('fail') + count('unexpected-pass') + missingNames,
    expectedFailures,
  };
}
