// Checks how a golden case is run and judged, using a stand-in engine.
import { describe, expect, it } from 'vitest';
import type { CompileResult, Limits, RenderOptions, Template, TemplateError } from '../engine/types.js';
import { errorLine, runGoldenCase, type CompileTemplate } from './golden-runner.js';

function problem(message: string, severity: 'error' | 'warning'): TemplateError {
  return { kind: 'malformed-instruction', stage: 'parser', severity, message, line: 1, column: 1 };
}

/**
 * A stand-in engine: `{key}` prints a data key; `{.bad}`, `{.meh}` and `{.oops}` raise problems.
 * The limits each compile received are pushed to `compiled`.
 */
function fakeEngine(
  seen: RenderOptions[] = [],
  compiled: (Partial<Limits> | undefined)[] = [],
): CompileTemplate {
  return (source: string, name: string, limits?: Partial<Limits>): CompileResult => {
    compiled.push(limits);
    const errors: TemplateError[] = [];
    if (source.includes('{.bad}')) errors.push(problem(`bad in ${name}`, 'error'));
    if (source.includes('{.meh}')) errors.push(problem('meh', 'warning'));
    const template = {
      source,
      name,
      errors,
      render(data: unknown, options: RenderOptions = {}) {
        seen.push(options);
        const record = (data ?? {}) as Record<string, unknown>;
        const html = source
          .replace(/\{\.(bad|meh|oops)\}/g, '')
          .replace(/\{(\w+)\}/g, (_, key: string) => String(record[key] ?? ''));
        return { html, errors: source.includes('{.oops}') ? [problem('oops', 'error')] : [] };
      },
    } as unknown as Template;
    return { template, errors };
  };
}

const cases = {
  simple: ':JSON\n{"a": "A"}\n\n:TEMPLATE\n  <b>{a}</b>\n\n:OUTPUT\n<b>A</b>\n',
};

describe('runGoldenCase', () => {
  it('passes when the trimmed output matches', () => {
    const outcome = runGoldenCase(cases.simple, fakeEngine());
    expect(outcome).toMatchObject({ passed: true, expected: '<b>A</b>', actual: '<b>A</b>', problems: [] });
  });

  it('fails with expected and actual when the output differs', () => {
    const outcome = runGoldenCase(cases.simple.replace('"A"', '"Z"'), fakeEngine());
    expect(outcome).toMatchObject({ passed: false, expected: '<b>A</b>', actual: '<b>Z</b>' });
  });

  it('fails on a compile error but not on a warning or a render error', () => {
    const withError = runGoldenCase(cases.simple.replace('{a}', '{a}{.bad}'), fakeEngine());
    expect(withError.passed).toBe(false);
    expect(withError.compileErrors.map((e) => e.message)).toEqual(['bad in case']);
    const withWarning = runGoldenCase(cases.simple.replace('{a}', '{a}{.meh}{.oops}'), fakeEngine());
    expect(withWarning.passed).toBe(true);
    expect(withWarning.renderErrors.map((e) => e.message)).toEqual(['oops']);
  });

  it('fails on a compile error in a partial and names the partial', () => {
    const text = cases.simple.replace(':OUTPUT', ':PARTIALS\n{"card": "{.bad}"}\n:OUTPUT');
    const outcome = runGoldenCase(text, fakeEngine());
    expect(outcome.passed).toBe(false);
    expect(outcome.compileErrors).toMatchObject([{ message: 'bad in card', partial: 'card' }]);
  });

  it('renders with partials, parsed injects, locale, clock, expressions and includes', () => {
    const seen: RenderOptions[] = [];
    const text = [
      ':JSON\n{}',
      ':PARTIALS\n{"card": "<i>{name}</i>"}',
      ':INJECT\n{"cfg.json": "{\\"v\\": 3}"}',
      ':PARAMS\n{"locale": "fr-FR", "now": 1563883077000}',
      ':TEMPLATE\nx',
      ':OUTPUT\nx',
    ].join('\n');
    expect(runGoldenCase(text, fakeEngine(seen)).passed).toBe(true);
    expect(seen[0]).toMatchObject({
      injects: { 'cfg.json': { v: 3 } },
      locale: 'fr-FR',
      now: 1563883077000,
      expressions: true,
      includes: true,
    });
    expect(Object.keys(seen[0].partials ?? {})).toEqual(['card']);
  });

  it("uses locale 'en' by default and passes 'none' through", () => {
    const seen: RenderOptions[] = [];
    runGoldenCase(':JSON\n{}\n:TEMPLATE\nx\n:OUTPUT\nx', fakeEngine(seen));
    runGoldenCase(':JSON\n{}\n:PARAMS\n{"locale": "none"}\n:TEMPLATE\nx\n:OUTPUT\nx', fakeEngine(seen));
    expect(seen.map((options) => options.locale)).toEqual(['en', 'none']);
    expect(seen[0].now).toBeUndefined();
  });

  it('fails with a readable problem when a section is missing or not JSON', () => {
    const outcome = runGoldenCase(':JSON\n{a: 1}\n:TEMPLATE\nx\n:INJECT\n{"p": "nope"}\n', fakeEngine());
    expect(outcome.passed).toBe(false);
    expect(outcome.problems).toEqual([
      'the case has no :OUTPUT section',
      expect.stringMatching(/^:JSON is not valid JSON: /),
      expect.stringMatching(/^:INJECT 'p' is not valid JSON: /),
    ]);
  });

  it('reports bad :PARAMS and :PARTIALS shapes', () => {
    const text =
      ':JSON\n1\n:PARTIALS\n{"p": 1}\n:PARAMS\n{"locale": 5, "now": "soon"}\n:TEMPLATE\nx\n:OUTPUT\nx';
    expect(runGoldenCase(text, fakeEngine()).problems).toEqual([
      ":PARTIALS 'p' must be template source, a string",
      ':PARAMS locale must be a string',
      ':PARAMS now must be a number of epoch milliseconds',
    ]);
  });

  it('with :ERRORS, passes on matching errors even when the template has a compile error', () => {
    const text = cases.simple
      .replace('{a}', '{a}{.bad}{.oops}')
      .replace(':OUTPUT', ':ERRORS\n1:1: error: bad in case\n1:1: error: oops\n\n:OUTPUT');
    const outcome = runGoldenCase(text, fakeEngine());
    expect(outcome).toMatchObject({
      passed: true,
      problems: [],
      expectedErrors: ['1:1: error: bad in case', '1:1: error: oops'],
      actualErrors: ['1:1: error: bad in case', '1:1: error: oops'],
    });
  });

  it('with :ERRORS, fails and shows both lists when the errors differ', () => {
    const text = cases.simple
      .replace('{a}', '{a}{.meh}')
      .replace(':OUTPUT', ':ERRORS\n1:1: warning: mah\n:OUTPUT');
    const outcome = runGoldenCase(text, fakeEngine());
    expect(outcome.passed).toBe(false);
    expect(outcome.problems).toEqual([
      'the errors differ from :ERRORS\nexpected:\n  1:1: warning: mah\nactual:\n  1:1: warning: meh',
    ]);
  });

  it('with :ERRORS, compares the order and fails on a missing or an extra error', () => {
    const twoErrors = cases.simple.replace('{a}', '{a}{.bad}{.oops}');
    const reversed = twoErrors.replace(
      ':OUTPUT',
      ':ERRORS\n1:1: error: oops\n1:1: error: bad in case\n:OUTPUT',
    );
    expect(runGoldenCase(reversed, fakeEngine()).passed).toBe(false);
    const missing = twoErrors.replace(':OUTPUT', ':ERRORS\n1:1: error: bad in case\n:OUTPUT');
    expect(runGoldenCase(missing, fakeEngine()).passed).toBe(false);
  });

  it('with an empty :ERRORS, fails on any error or warning', () => {
    const clean = cases.simple.replace(':OUTPUT', ':ERRORS\n\n:OUTPUT');
    expect(runGoldenCase(clean, fakeEngine()).passed).toBe(true);
    const outcome = runGoldenCase(clean.replace('{a}', '{a}{.meh}'), fakeEngine());
    expect(outcome.passed).toBe(false);
    expect(outcome.problems[0]).toBe(
      'the errors differ from :ERRORS\nexpected:\n  (none)\nactual:\n  1:1: warning: meh',
    );
  });

  it('with :ERRORS, still fails on a wrong output', () => {
    const text = cases.simple.replace('"A"', '"Z"').replace(':OUTPUT', ':ERRORS\n:OUTPUT');
    expect(runGoldenCase(text, fakeEngine())).toMatchObject({ passed: false, problems: [] });
  });

  it('leads the error lines of a partial with its name', () => {
    const text = cases.simple.replace(
      ':OUTPUT',
      ':PARTIALS\n{"card": "{.bad}"}\n:ERRORS\ncard:1:1: error: bad in card\n:OUTPUT',
    );
    expect(runGoldenCase(text, fakeEngine())).toMatchObject({
      passed: true,
      actualErrors: ['card:1:1: error: bad in card'],
    });
  });

  it('writes an error as LINE:COLUMN: SEVERITY: MESSAGE, naming only other templates', () => {
    const error: TemplateError = { ...problem('Oops.', 'warning'), line: 3, column: 14 };
    expect(errorLine(error, 'case')).toBe('3:14: warning: Oops.');
    expect(errorLine({ ...error, partial: 'case' }, 'case')).toBe('3:14: warning: Oops.');
    expect(errorLine({ ...error, partial: 'card' }, 'case')).toBe('card:3:14: warning: Oops.');
  });

  it('passes :LIMITS to every compile and to the render', () => {
    const seen: RenderOptions[] = [];
    const compiled: (Partial<Limits> | undefined)[] = [];
    const text = cases.simple.replace(
      ':OUTPUT',
      ':PARTIALS\n{"card": "x"}\n:LIMITS\n{"outputSize": 50, "nesting": 3}\n:OUTPUT',
    );
    expect(runGoldenCase(text, fakeEngine(seen, compiled)).passed).toBe(true);
    expect(compiled).toEqual([
      { outputSize: 50, nesting: 3 },
      { outputSize: 50, nesting: 3 },
    ]);
    expect(seen[0].limits).toEqual({ outputSize: 50, nesting: 3 });
    const compiledWithout: (Partial<Limits> | undefined)[] = [];
    runGoldenCase(cases.simple, fakeEngine([], compiledWithout));
    expect(compiledWithout).toEqual([undefined]);
  });

  it('reports :ERRORS lines and :LIMITS that cannot be right', () => {
    const text = cases.simple.replace(
      ':OUTPUT',
      ':ERRORS\n1:1 error: no colon\n2:3: fatal: bad severity\n\n:LIMITS\n{"outputsize": 5, "nesting": 0, "instructions": 1.5}\n:OUTPUT',
    );
    expect(runGoldenCase(text, fakeEngine()).problems).toEqual([
      ':ERRORS line "1:1 error: no colon" is not LINE:COLUMN: SEVERITY: MESSAGE (severity error or warning)',
      ':ERRORS line "2:3: fatal: bad severity" is not LINE:COLUMN: SEVERITY: MESSAGE (severity error or warning)',
      expect.stringMatching(/^:LIMITS 'outputsize' is not a limit; the limits are templateSize, /),
      ":LIMITS 'nesting' must be a positive whole number",
      ":LIMITS 'instructions' must be a positive whole number",
    ]);
    const notObject = cases.simple.replace(':OUTPUT', ':LIMITS\n[1]\n:OUTPUT');
    expect(runGoldenCase(notObject, fakeEngine()).problems).toEqual([':LIMITS must be a JSON object']);
  });

  it('turns an engine crash into a failed case', () => {
    const crash: CompileTemplate = () => {
      throw new Error('kaboom');
    };
    const outcome = runGoldenCase(cases.simple, crash);
    expect(outcome.passed).toBe(false);
    expect(outcome.problems[0]).toMatch(/^the engine threw: Error: kaboom/);
  });
});
