// Hostile templates, data and plugins: every render ends with a positioned limit or recursion error (how long each takes: bench/hostile.ts).
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import type {
  CompileOptions,
  Formatter,
  RenderOptions,
  RenderResult,
  Template,
  TemplateError,
} from '../engine/index.js';

interface Outcome extends RenderResult {
  compileErrors: TemplateError[];
}

/**
 * Compiles and renders; any exception escaping either fails the test. The work is bounded by the
 * limits each case asserts it reached (a render that never ends fails on the test timeout); the
 * time each case takes is measured by bench/hostile.ts, not asserted here.
 */
function run(
  source: string,
  data: unknown = {},
  render: RenderOptions = {},
  options: CompileOptions = {},
): Outcome {
  const compiled = compile(source, options);
  const result = compiled.template.render(data, render);
  expect(typeof result.html).toBe('string');
  return { ...result, compileErrors: compiled.errors };
}

/** The render ended on a limit: it is the last error, the only one of its stage, at this position. */
function expectLimit(
  errors: readonly TemplateError[],
  message: string,
  line: number,
  column: number | number[],
) {
  const last = errors.at(-1);
  expect(last).toMatchObject({ kind: 'limit', stage: 'limit', severity: 'error', message, line });
  expect(Array.isArray(column) ? column : [column]).toContain(last!.column);
  expect(last!.excerpt).toContain('^');
  expect(errors.filter((e) => e.stage === 'limit')).toHaveLength(1);
}

const recursion = (name: string, depth = 16) =>
  `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${depth}`;

/** Each call gets fresh plugin tables, hence its own partial cache (it is keyed by source, per table). */
const fresh = (formatters: Record<string, Formatter> = {}): CompileOptions => ({
  formatters: { ...formatters },
});

/** A widget whose formatter renders the widget again: only the JavaScript call stack stops it. */
function selfRenderingWidget(): Template {
  const self: Formatter = (value, _args, ctx) => ctx.renderTemplate(widget, value);
  const widget = compile('{@|self}', fresh({ self })).template;
  return widget;
}

describe('hostile templates: nesting', () => {
  const SECTION = '{.section @}';

  it('stops 100 000 nested sections at the nesting limit, at the first block too deep', () => {
    const source = SECTION.repeat(100_000) + 'x' + '{.end}'.repeat(100_000);
    const outcome = run(source, { a: 1 }, {}, { limits: { templateSize: 2_000_000 } });
    expectLimit(
      outcome.compileErrors,
      'Blocks nest deeper than the limit of 200',
      1,
      200 * SECTION.length + 1,
    );
    expect(outcome.errors).toEqual([]);
  });

  it('positions the nesting error on its own line when blocks are one per line', () => {
    const outcome = run(`${SECTION}\n`.repeat(100_000), {}, {}, { limits: { templateSize: 2_000_000 } });
    expectLimit(outcome.compileErrors, 'Blocks nest deeper than the limit of 200', 201, 1);
  });

  it('renders nesting right up to the limit', () => {
    const source = SECTION.repeat(200) + 'x' + '{.end}'.repeat(200);
    expect(run(source, { a: 1 })).toMatchObject({ html: 'x', errors: [], compileErrors: [] });
  });

  it('refuses a 100 000-level template over the default size before parsing it', () => {
    const outcome = run(SECTION.repeat(100_000), { a: 1 });
    expect(outcome.compileErrors).toEqual([
      expect.objectContaining({
        kind: 'limit',
        stage: 'limit',
        message: 'Template is 1200000 characters, more than the limit of 1000000',
        line: 1,
        column: 1,
      }),
    ]);
    expect(outcome.html).toBe('');
  });

  it('ends a render over 100 000-level nested data with a call-stack limit at the instruction', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    // V8's JSON.stringify recursed up to Node 24 and runs out of stack here; Node 26's does not, and
    // then json and raw print the whole value (what they print for any data), with no error.
    let json: string | undefined;
    try {
      json = JSON.stringify(deep);
    } catch {
      json = undefined;
    }
    for (const tag of ['{a|json}', '{a|raw}', '{a}']) {
      const outcome = run(`ok\n  ${tag}`, { a: deep });
      if (json !== undefined && tag !== '{a}') {
        expect(outcome).toMatchObject({ html: `ok\n  ${json}`, errors: [] });
        continue;
      }
      expect(outcome.html).toBe('ok\n  ');
      expect(outcome.errors.at(-1)).toMatchObject({ kind: 'limit', stage: 'limit', line: 2, column: 3 });
      expect(outcome.errors.at(-1)!.message).toMatch(/^The template nests too deeply to render/);
    }
  });
});

describe('hostile templates: recursion through partials and macros', () => {
  it('stops a self-applying macro at depth 16, reporting the call that went too deep', () => {
    const outcome = run('{.macro m}{@|apply m}{.end}{@|apply m}');
    expect(outcome.html).toBe('');
    expect(outcome.errors).toEqual([
      expect.objectContaining({
        kind: 'partial-recursion',
        stage: 'engine',
        message: recursion('m'),
        line: 1,
        column: 11,
      }),
    ]);
  });

  it('renders 16 levels of a recursive macro and refuses the 17th', () => {
    const outcome = run('{.macro m}<{@|apply m}>{.end}{@|apply m}');
    expect(outcome.html).toBe('<'.repeat(16) + '>'.repeat(16));
    expect(outcome.errors.map((e) => e.message)).toEqual([recursion('m')]);
  });

  it('renders 16 levels of mutually recursive partials and names the partial refused', () => {
    const partials = { a: 'A{@|apply b}', b: 'B{@|apply a}' };
    const outcome = run('{@|apply a}', {}, { partials }, fresh());
    expect(outcome.html).toBe('AB'.repeat(8));
    expect(outcome.errors).toEqual([
      expect.objectContaining({ message: recursion('a'), partial: 'b', line: 1, column: 2 }),
    ]);
  });

  it('renders 16 levels of mutually recursive macros', () => {
    const outcome = run('{.macro a}A{@|apply b}{.end}{.macro b}B{@|apply a}{.end}{@|apply a}');
    expect(outcome.html).toBe('AB'.repeat(8));
    expect(outcome.errors.map((e) => [e.message, e.line, e.column])).toEqual([[recursion('a'), 1, 40]]);
  });

  it('counts .include toward the same depth', () => {
    const outcome = run(
      '{.include inc output}',
      {},
      { partials: { inc: 'I{.include inc output}' } },
      fresh(),
    );
    expect(outcome.html).toBe('I'.repeat(16));
    expect(outcome.errors).toEqual([expect.objectContaining({ message: recursion('inc'), partial: 'inc' })]);
  });

  it('honours a smaller partialDepth limit', () => {
    const outcome = run(
      '{@|apply a}',
      {},
      { partials: { a: 'A{@|apply a}' }, limits: { partialDepth: 3 } },
      fresh(),
    );
    expect(outcome.html).toBe('AAA');
    expect(outcome.errors.map((e) => e.message)).toEqual([recursion('a', 3)]);
  });

  it('stops exponential fan-out (a macro applying itself twice per level) at the instruction limit', () => {
    const outcome = run(
      '{.macro m}{@|apply m}{@|apply m}{.end}{@|apply m}',
      {},
      {
        limits: { partialDepth: 64, instructions: 100_000 },
      },
    );
    expectLimit(outcome.errors, 'Instruction limit of 100000 reached; rendering stopped', 1, [11, 22]);
    expect(outcome.html).toBe('');
  });

  it('ends two-way fan-out under default limits at depth 16 (2^16 refused calls)', () => {
    const outcome = run('{.macro m}{@|apply m}{@|apply m}{.end}{@|apply m}');
    expect(outcome.html).toBe('');
    // 2^16 refused calls, of which the first 1000 are reported and the rest summed up in one error.
    expect(outcome.errors).toHaveLength(1001);
    expect(new Set(outcome.errors.slice(0, 1000).map((e) => e.message))).toEqual(new Set([recursion('m')]));
    expect(outcome.errors[1000].message).toBe(
      'More than 1000 errors in one render; later errors are not reported',
    );
  });
});

describe('hostile templates: loops and output', () => {
  it('stops a repeated section over 1 000 000 elements at a small instruction limit', () => {
    const xs = new Array<number>(1_000_000).fill(1);
    const outcome = run('{.repeated section xs}{@}{.end}', { xs }, { limits: { instructions: 1000 } });
    // One step for the section, then one per element: the 1000th element is the 1001st step.
    expect(outcome.html).toBe('1'.repeat(999));
    expectLimit(outcome.errors, 'Instruction limit of 1000 reached; rendering stopped', 1, 23);
  });

  it('stops nested loops (10^8 iterations) at the instruction limit', () => {
    const row = new Array<number>(10_000).fill(0);
    const rows = new Array<number[]>(10_000).fill(row);
    const source = '{.repeated section rows}\n{.repeated section @}{@}{.end}{.end}';
    const outcome = run(source, { rows }, { limits: { instructions: 50_000 } });
    expectLimit(outcome.errors, 'Instruction limit of 50000 reached; rendering stopped', 2, [1, 22]);
    expect(outcome.html).toMatch(/^(\n0+)+$/);
  });

  it('stops a macro that doubles its output per level at a small output limit', () => {
    const outcome = run(
      '{.macro d}{@|apply d}{@|apply d}x{.end}{@|apply d}',
      {},
      {
        limits: { outputSize: 1000, partialDepth: 64 },
      },
    );
    expectLimit(outcome.errors, 'Output size limit of 1000 reached; rendering stopped', 1, 33);
    expect(outcome.html).toBe('');
  });

  it('stops a long loop of big values at the output limit, positioned at the printing tag', () => {
    const data = { s: 'x'.repeat(100), xs: new Array<number>(100_000).fill(0) };
    const outcome = run('{.repeated section xs}{s}{.end}', data, { limits: { outputSize: 10_000 } });
    expectLimit(outcome.errors, 'Output size limit of 10000 reached; rendering stopped', 1, 23);
    // The chunk that crosses the limit is kept (see the known-bug case below).
    expect(outcome.html.length).toBeLessThanOrEqual(10_000 + 100);
  });
});

describe('hostile templates: size', () => {
  it('refuses a template over templateSize with a positioned error, and renders nothing', () => {
    const outcome = run('x'.repeat(1_000_001));
    expect(outcome.compileErrors).toEqual([
      expect.objectContaining({
        kind: 'limit',
        message: 'Template is 1000001 characters, more than the limit of 1000000',
        line: 1,
        column: 1,
      }),
    ]);
    expect(outcome.html).toBe('');
  });

  it('refuses a partial over templateSize where it is applied', () => {
    const outcome = run(
      'ok\n{@|apply big}',
      {},
      { partials: { big: 'y'.repeat(101) } },
      {
        ...fresh(),
        limits: { templateSize: 100 },
      },
    );
    expect(outcome.html).toBe('ok\n');
    expect(outcome.errors).toEqual([
      expect.objectContaining({
        kind: 'partial-syntax',
        message: 'Parse of partial "big" failed: Template is 101 characters, more than the limit of 100',
        line: 2,
        column: 1,
      }),
    ]);
  });

  it('compiles and renders a large legal template (300 000 tags) quickly', () => {
    expect(run('{a}'.repeat(300_000), { a: 'x' }).html).toHaveLength(300_000);
  });
});

describe('hostile templates: .eval', () => {
  const sum = (n: number) => Array.from({ length: n }, () => '1').join('+');

  it('refuses an expression over expressionTokens, at the .eval', () => {
    const outcome = run(`a\n  {.eval ${sum(3000)}}b`);
    expect(outcome.html).toBe('a\n  b');
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]).toMatchObject({ kind: 'expression-parse', line: 2, column: 3 });
    expect(outcome.errors[0].message).toMatch(
      /: Expression exceeds the maximum number of allowed tokens: 2000$/,
    );
  });

  it('honours a compile-time expressionTokens limit', () => {
    const outcome = run('{.eval 1 + 2}{.eval 1 + 2 + 3}', {}, {}, { limits: { expressionTokens: 4 } });
    expect(outcome.html).toBe('3');
    expect(outcome.errors.map((e) => [e.line, e.column])).toEqual([[1, 14]]);
    expect(outcome.errors[0].message).toMatch(/maximum number of allowed tokens: 4$/);
  });

  it('refuses string concatenation over the default expressionStringLength', () => {
    // 'ab' doubled 19 times is 1 048 576 characters: only the last doubling fails.
    const source = `{.eval @s = 'ab';${' @s = @s + @s;'.repeat(19)} @s}after{@s}`;
    const outcome = run(source);
    expect(outcome.html).toBe('after');
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]).toMatchObject({ kind: 'expression-reduce', line: 1, column: 1 });
    expect(outcome.errors[0].message).toMatch(/: Concatenation would exceed maximum string length 1000000$/);
  });

  it('honours a compile-time expressionStringLength limit', () => {
    const outcome = run(`x{.eval 'aaaaa' + 'bbbbb'}`, {}, {}, { limits: { expressionStringLength: 9 } });
    expect(outcome.html).toBe('x');
    expect(outcome.errors.map((e) => [e.kind, e.line, e.column])).toEqual([['expression-reduce', 1, 2]]);
    expect(outcome.errors[0].message).toMatch(/Concatenation would exceed maximum string length 9$/);
  });

  it('evaluates deeply parenthesised and long operator chains without overflowing', () => {
    expect(run(`{.eval ${'('.repeat(999)}1${')'.repeat(999)}}`).html).toBe('1');
    expect(run(`{.eval ${'-'.repeat(1999)}1}`).html).toBe('-1');
  });
});

describe('hostile plugins', () => {
  const boom: Formatter = () => {
    throw new Error('kaboom');
  };

  it('reports a formatter that throws and carries on with the next instruction', () => {
    const outcome = run('a{x|boom}b{x}', { x: 1 }, {}, fresh({ boom }));
    expect(outcome.html).toBe('ab1');
    expect(outcome.errors).toEqual([
      expect.objectContaining({
        kind: 'formatter-failed',
        stage: 'engine',
        message: 'Unexpected Error error when executing VARIABLE: kaboom',
        line: 1,
        column: 2,
      }),
    ]);
  });

  it('names the error class and the instruction: TypeError in .var, a thrown string', () => {
    const typeError: Formatter = () => {
      throw new TypeError('bad type');
    };
    const text: Formatter = () => {
      throw 'plain string';
    };
    const outcome = run('{.var @v x|typeError}{x|text}.', { x: 1 }, {}, fresh({ typeError, text }));
    expect(outcome.html).toBe('.');
    expect(outcome.errors.map((e) => e.message)).toEqual([
      'Unexpected TypeError error when executing BINDVAR: bad type',
      'Unexpected Error error when executing VARIABLE: plain string',
    ]);
  });

  it('keeps going through 10 000 failing formatter calls in a loop', () => {
    const xs = new Array<number>(10_000).fill(0);
    const outcome = run('{.repeated section xs}{@|boom}.{.end}', { xs }, {}, fresh({ boom }));
    expect(outcome.html).toBe('.'.repeat(10_000));
    expect(outcome.errors).toHaveLength(1001);
    expect(outcome.errors[1000].message).toBe(
      'More than 1000 errors in one render; later errors are not reported',
    );
  });

  it('reports a predicate that throws as false', () => {
    const outcome = run(
      '{.boom?}yes{.or}no{.end}',
      {},
      {},
      {
        predicates: {
          'boom?': () => {
            throw new Error('bad predicate');
          },
        },
      },
    );
    expect(outcome.html).toBe('no');
    expect(outcome.errors.map((e) => e.message)).toEqual([
      'Unexpected Error error when executing PREDICATE: bad predicate',
    ]);
  });

  it('stops a formatter that recurses into ctx.applyPartial forever at depth 16', () => {
    const rec: Formatter = (value, _args, ctx) => ctx.applyPartial('p', value);
    const outcome = run('{x|rec}', { x: 1 }, { partials: { p: '{@|rec}' } }, fresh({ rec }));
    expect(outcome.html).toBe('');
    expect(outcome.errors).toEqual([
      expect.objectContaining({
        kind: 'partial-recursion',
        message: recursion('p'),
        partial: 'p',
        line: 1,
        column: 1,
      }),
    ]);
  });

  it('stops a formatter that calls ctx.applyPartial in an endless loop at the instruction limit', () => {
    const loop: Formatter = (value, _args, ctx) => {
      for (;;) ctx.applyPartial('p', value);
    };
    const outcome = run(
      'a{x|loop}b',
      { x: 1 },
      { partials: { p: 'x' }, limits: { instructions: 10_000 } },
      fresh({ loop }),
    );
    expect(outcome.html).toBe('a');
    expectLimit(outcome.errors, 'Instruction limit of 10000 reached; rendering stopped', 1, 1);
    expect(outcome.errors.at(-1)!.partial).toBe('p');
  });

  it('stops a widget formatter rendering itself forever (no depth counter) at the call stack', () => {
    const result = selfRenderingWidget().render({});
    expect(result.html).toBe('');
    // Exactly one limit error is the contract; today the overflow may surface as a SyntaxError
    // instead (see the known-bug case about `/call stack/i`), still positioned at the tag.
    expect(result.errors.length).toBeGreaterThan(0);
    for (const e of result.errors) expect(e).toMatchObject({ line: 1, column: 1 });
  });

  it('survives formatters returning values JSON cannot hold', () => {
    const values: unknown[] = [Symbol('s'), 10n, () => 1, new Map(), Object.create(null)];
    for (const value of values) {
      const outcome = run('a{x|odd}b{x|odd|json}c', { x: 1 }, {}, fresh({ odd: () => value }));
      expect(outcome.html).toMatch(/^ab.*c$/);
    }
  });

  it('survives cyclic data passed by a JavaScript caller', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const outcome = run('{c|json}|{.section c}{self.self.a}{.end}|{c|count}', { c: cyclic });
    expect(outcome.html).toBe('|1|2');
    expect(outcome.errors.map((e) => e.kind)).toEqual(['formatter-failed']);
  });
});

/**
 * Engine bugs found by these tests and reported to the lead. Each case states the contract and is
 * marked `fails` while the engine breaks it: when a fix lands, vitest reports it, and `.fails` goes.
 */
describe('engine bugs found by these tests, fixed (regressions)', () => {
  it('compile does not overflow the stack when a caller raises the nesting limit', () => {
    const source = '{.section @}'.repeat(20_000) + '{.end}'.repeat(20_000);
    expect(() => compile(source, { limits: { nesting: 1_000_000 } })).not.toThrow();
  });

  it('render does not throw when a formatter throws a value that cannot be turned into text', () => {
    const evil: { toString(): string } = {
      toString(): string {
        throw evil;
      },
    };
    const { template } = compile(
      'a{x|evil}b',
      fresh({
        evil: () => {
          throw evil;
        },
      }),
    );
    expect(() => template.render({ x: 1 })).not.toThrow();
  });

  it('render-time expressionStringLength applies to .eval', () => {
    const { template } = compile(`{.eval 'aaaaa' + 'bbbbb'}`, fresh());
    const result = template.render({}, { limits: { expressionStringLength: 9 } });
    expect(result.html).toBe('');
  });

  it('the html never exceeds outputSize', () => {
    const result = compile('{s}').template.render({ s: 'x'.repeat(50) }, { limits: { outputSize: 10 } });
    expect(result.html.length).toBeLessThanOrEqual(10);
  });

  it('a partial keeps the limits of the template that applies it', () => {
    // The partial cache is keyed by source only, shared by every template with the same tables.
    const tables = fresh();
    const partials = { p: `{.eval 'aaaaa' + 'bbbbb'}` };
    const lax = compile('{@|apply p}', tables).template;
    const strict = compile('{@|apply p}', { ...tables, limits: { expressionStringLength: 9 } }).template;
    expect(lax.render({}, { partials }).html).toBe('aaaaabbbbb');
    expect(strict.render({}, { partials }).html).toBe('');
  });

  it('an error inside a partial names that partial, even when another has the same source', () => {
    const source = 'x{@|apply nope}';
    const result = compile('{@|apply header}{@|apply footer}', fresh()).template.render(
      {},
      { partials: { header: source, footer: source } },
    );
    expect(result.errors.map((e) => e.partial)).toEqual(['header', 'footer']);
  });

  it('a stack overflow in a formatter ends the render with one limit error, nothing else', () => {
    // After any formatter failure, V8 runs the engine's `/call stack/i` test (compiler.ts `isFatal`)
    // with the stack exhausted; the regular expression itself throws a SyntaxError, which an outer
    // formatter call reports as "Unexpected SyntaxError error …" and rendering resumes one level up.
    const boom = compile(
      '{x|boom}',
      fresh({
        boom: () => {
          throw new Error('kaboom');
        },
      }),
    ).template;
    boom.render({ x: 1 });
    const result = selfRenderingWidget().render({});
    expect(result.errors.map((e) => e.kind)).toEqual(['limit']);
  });

  it('reports 15 000 errors, one per line, each with its own short excerpt (their time: bench/hostile.ts)', () => {
    const { errors } = compile('{.end}\n'.repeat(15_000));
    expect(errors).toHaveLength(15_000);
    // Each error shows its own line, not the source around it: the output grows with the errors only.
    expect(errors.map((e) => e.line)).toEqual(Array.from({ length: 15_000 }, (_, i) => i + 1));
    for (const e of errors) expect(e.excerpt?.length ?? 0).toBeLessThanOrEqual(40);
    expect(JSON.stringify(errors).length).toBeLessThan(15_000 * 200);
  });
});
