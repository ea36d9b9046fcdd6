// Runs one golden case through the engine and decides whether it passes.
import type { CompileResult, Template, TemplateError } from '../engine/types.js';
import { readGoldenCase } from './golden-case.js';
import { parseGoldenFile } from './golden-file.js';

/** Compiles template source; `name` is what errors call it. */
export type CompileTemplate = (source: string, name: string) => CompileResult;

/** What running a case produced. */
export interface CaseOutcome {
  passed: boolean;
  /** The trimmed `:OUTPUT`. */
  expected: string;
  /** The trimmed rendered HTML. */
  actual: string;
  /** Errors and warnings from compiling the template and its partials. */
  compileErrors: TemplateError[];
  /** Errors recorded while rendering; they never fail a case. */
  renderErrors: TemplateError[];
  /** Why the case could not run or failed besides its output: a bad section, an engine crash. */
  problems: string[];
}

const isError = (error: TemplateError): boolean => error.severity === 'error';

function compilePartials(
  partials: Record<string, string>,
  compile: CompileTemplate,
  errors: TemplateError[],
): Record<string, Template> {
  const compiled: Record<string, Template> = {};
  for (const [name, source] of Object.entries(partials)) {
    const result = compile(source, name);
    compiled[name] = result.template;
    for (const error of result.errors) errors.push({ partial: name, ...error });
  }
  return compiled;
}

/**
 * Runs the golden case in `text` (conformance/README.md, "How a case runs"): compiles the
 * template and every partial, renders with expressions and `.include` enabled and the case's
 * locale and clock, and compares the trimmed output with the trimmed `:OUTPUT`. A compile error
 * (not a warning) fails the case; render errors do not.
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
    problems: [],
  };
  if (!parsed.ok) return { ...outcome, problems: parsed.problems };
  const testCase = parsed.value;
  try {
    const { template, errors } = compile(testCase.template, name);
    outcome.compileErrors.push(...errors);
    const partials = compilePartials(testCase.partials, compile, outcome.compileErrors);
    const result = template.render(testCase.data, {
      partials,
      injects: testCase.injects,
      locale: testCase.locale,
      now: testCase.now,
      expressions: true,
      includes: true,
    });
    outcome.actual = result.html.trim();
    outcome.renderErrors.push(...result.errors);
  } catch (error) {
    // The engine promises errors as values; one that escapes fails this case, not the whole run.
    outcome.problems.push(`the engine threw: ${(error as Error).stack ?? String(error)}`);
  }
  outcome.passed =
    outcome.problems.length === 0 &&
    !outcome.compileErrors.some(isError) &&
    outcome.actual === outcome.expected;
  return outcome;
}
