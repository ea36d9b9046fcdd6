// Runs the project's own golden cases (fixtures/engine/, fixtures/formatters/) in-process, one test per case.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffReport } from '../cli/diff-report.js';
import { findCases } from '../cli/find-cases.js';
import { runGoldenCase, type CompileTemplate } from '../cli/golden-runner.js';
import { compile } from '../engine/index.js';
import { FORMATTERS, PREDICATES } from '../formatters/index.js';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const FOLDERS = ['engine', 'formatters'];

/** The engine as `tessera test` runs it, every plugin registered, with the case's `:LIMITS`. */
const compileCase: CompileTemplate = (source, name, limits) =>
  compile(source, { formatters: FORMATTERS, predicates: PREDICATES, name, limits });

/** What a person needs to see when a case fails: the output diff, then every error and problem. */
function failureReport(outcome: ReturnType<typeof runGoldenCase>): string {
  const lines = [diffReport(outcome.expected, outcome.actual)];
  if (outcome.expectedErrors === undefined && outcome.actualErrors.length > 0) {
    lines.push('errors:', ...outcome.actualErrors.map((line) => `  ${line}`));
  }
  lines.push(...outcome.problems);
  return lines.filter((line) => line !== '').join('\n');
}

for (const folder of FOLDERS) {
  const path = join(FIXTURES, folder);
  // fixtures/formatters/ is filled by the formatter groups as they land; run whatever is there.
  const cases = existsSync(path) ? findCases([path]) : [];
  describe(`fixtures/${folder}`, () => {
    if (cases.length === 0) it.skip('has no cases yet', () => {});
    for (const testCase of cases) {
      const name = relative(FIXTURES, testCase.file);
      it(name, () => {
        const outcome = runGoldenCase(readFileSync(testCase.file, 'utf8'), compileCase, name);
        expect(outcome.passed, `\n${failureReport(outcome)}\n`).toBe(true);
      });
    }
  });
}
