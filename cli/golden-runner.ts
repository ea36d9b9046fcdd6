// Runs one golden case through the engine and decides whether it passes.
import type { CompileResult, Limits, Template, TemplateError } from '../engine/types.js';
import { readGoldenCase } from './golden-case.js';
import { parseGoldenFile } from './golden-file.js';

/**
 * Compiles template source; `name` is what errors call it. `limits` comes from the case's
 * `:LIMITS` and must reach `compile` (template size, nesting and expression limits apply there).
 */
export type CompileTemplate = (source: string, name: string, limits?: Partial<Limits>) => CompileResult;

/** What running a case produced. */
export interface CaseOutcome {
  passed: boolean;
  /** The trimmed `:OUTPUT`. */
  expected: string;
  /** The trimmed rendered HTML. */
  actual: string;
  /** Errors and warnings from compiling the template and its partials. */
  compileErrors: TemplateError[];
  /** Errors recorded while rendering; they fail a case only through `:ERRORS`. */
  renderErrors: TemplateError[];
  /** The `:ERRORS` lines, or undefined when the case does not compare errors. */
  expectedErrors: string[] | undefined;
  /** Every compile and render error as an `:ERRORS` line, compile errors first. */
  actualErrors: string[];
  /** Why the case could not run or failed besides its output: a bad section, an engine crash. */
  problems: string[];
}

const isError = (error: TemplateError): boolean => error.severity === 'error';

/**
 * An error as a line of `:ERRORS`: `LINE:COLUMN: SEVERITY: MESSAGE`, led by `PARTIAL:` when it
 * comes from a partial other than the case's own template (`name`).
 */
export function errorLine(error: TemplateError, name: string): string {
  const where = error.partial !== undefined && error.partial !== name ? `${error.partial}:` : '';
  return `${where}${error.line}:${error.column}: ${error.severity}: ${error.message}`;
}

/** Says how the actual error lines differ from the expected ones, or undefined when they match. */
function errorMismatch(expected: string[], actual: string[]): string | undefined {
  if (expected.length === actual.length && expected.every((line, i) => line === actual[i])) return undefined;
  const list = (lines: string[]): string =>
    lines.length === 0 ? '  (none)' : lines.map((l) => `  ${l}`).join('\n');
  return `the errors differ from :ERRORS\nexpected:\n${list(expected)}\nactual:\n${list(actual)}`;
}

function compilePartials(
  partials: Record<string, string>,
  compile: CompileTemplate,
  limits: Partial<Limits> | undefined,
  errors: TemplateError[],
): Record<string, Template> {
  const compiled: Record<string, Template> = {};
  for (const [name, source] of Object.entries(partials)) {
    const result = compile(source, name, limits);
    compiled[name] = result.template;
    for (const error of result.errors) errors.push({ partial: name, ...error });
  }
  return compiled;
}

/**
 * Runs the golden case in `text` (conformance/README.md, "How a case runs"): compiles the
 * template and every partial, renders with expressions and `.include` enabled and the case's
 * locale, clock and `:LIMITS`, and compares the trimmed output with the trimmed `:OUTPUT`. Without
 * `:ERRORS` a compile error (not a warning) fails the case and render errors do not; with it, the
 * compile and render errors must be exactly its lines, in order (fixtures/README.md).
 */
export function runGoldenCase(text: string, compile: CompileTemplate, name = 'case'): CaseOutcome {
  const sections = parseGoldenFile(text);
  const parsed = readGoldenCase(sections);
  const outcome: CaseOutcome = {
    passed: false,
    expected: (sections.get('OUTPUT') ?? '').trim(),
    actual: '',
    compileErrors: [],
    renderErrors: [],
    expectedErrors: undefined,
    actualErrors: [],
    problems: [],
  };
  if (!parsed.ok) return { ...outcome, problems: parsed.problems };
  const testCase = parsed.value;
  outcome.expectedErrors = testCase.errors;
  try {
    const { template, errors } = compile(testCase.template, name, testCase.limits);
    outcome.compileErrors.push(...errors);
    const partials = compilePartials(testCase.partials, compile, testCase.limits, outcome.compileErrors);
    const result = template.render(testCase.data, {
      partials,
      injects: testCase.injects,
      locale: testCase.locale,
      now: testCase.now,
      expressions: true,
      includes: true,
      limits: testCase.limits,
    });
    outcome.actual = result.html.trim();
    outcome.renderErrors.push(...result.errors);
  } catch (error) {
    // The engine promises errors as values; one that escapes fails this case, not the whole run.
    outcome.problems.push(`the engine threw: ${(error as Error).stack ?? String(error)}`);
  }
  outcome.actualErrors = [...outcome.compileErrors, ...outcome.renderErrors].map((e) => errorLine(e, name));
  if (testCase.errors !== undefined && outcome.problems.length === 0) {
    const mismatch = errorMismatch(testCase.errors, outcome.actualErrors);
    if (mismatch !== undefined) outcome.problems.push(mismatch);
  }
  const errorsJudged = testCase.errors !== undefined || !outcome.compileErrors.some(isError);
  outcome.passed = outcome.problems.length === 0 && errorsJudged && outcome.actual === outcome.expected;
  return outcome;
}
