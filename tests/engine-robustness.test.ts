// Property tests: compile and render never throw or hang, and every error they return is positioned.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import type { Limits, RenderResult, TemplateError } from '../engine/index.js';
import {
  anyString,
  contextArb,
  injectsArb,
  mangledTemplateArb,
  partialsArb,
  tagFreeTextArb,
  templateArb,
} from './arbitraries/template-arbitraries.js';

/**
 * Render limits for grammar-shaped templates: random partials can fan out (a partial applying itself
 * twice per level is 2^16 calls), and these keep each case in milliseconds while still ending every
 * render the way the defaults would, only sooner.
 */
const FUZZ_LIMITS: Partial<Limits> = { instructions: 20_000, outputSize: 200_000 };

const STAGES = ['parser', 'assembler', 'engine', 'limit'];

/** Lines the way an editor counts them: `\r\n`, `\r` and `\n` each end one. */
function lineLengths(source: string): number[] {
  return source.split(/\r\n|\r|\n/).map((line) => line.length);
}

/** Every error is a well-formed value: kind, stage, severity, a message, a 1-based position. */
function expectWellFormed(errors: readonly TemplateError[]): void {
  for (const e of errors) {
    expect(typeof e.kind).toBe('string');
    expect(STAGES).toContain(e.stage);
    expect(['error', 'warning']).toContain(e.severity);
    expect(typeof e.message).toBe('string');
    expect(e.message.length).toBeGreaterThan(0);
    expect(Number.isInteger(e.line)).toBe(true);
    expect(Number.isInteger(e.column)).toBe(true);
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.column).toBeGreaterThanOrEqual(1);
  }
}

/** Every error points inside the source it names: the template, or the partial in `error.partial`. */
function expectInsideSource(
  errors: readonly TemplateError[],
  source: string,
  partials: Record<string, string> = {},
) {
  for (const e of errors) {
    const own = e.partial === undefined ? source : partials[e.partial];
    expect(own, `error names partial ${e.partial} that this render does not have`).toBeTypeOf('string');
    const lines = lineLengths(own);
    expect(e.line, `${e.message} at ${e.line}:${e.column}`).toBeLessThanOrEqual(lines.length);
    expect(e.column, `${e.message} at ${e.line}:${e.column}`).toBeLessThanOrEqual(lines[e.line - 1] + 1);
  }
}

/**
 * Output past the limit is always reported. (The engine checks after appending a chunk, so the html
 * may overshoot by that one chunk: see the `outputSize` case in engine-hostile.test.ts.)
 */
function expectOutputWithin(result: RenderResult, outputSize: number): void {
  if (result.html.length > outputSize) {
    expect(result.errors.at(-1)?.message).toBe(
      `Output size limit of ${outputSize} reached; rendering stopped`,
    );
  }
}

function expectResult(result: RenderResult): void {
  expect(typeof result.html).toBe('string');
  expect(Array.isArray(result.errors)).toBe(true);
}

/**
 * Fresh plugin tables per case give each compile its own partial cache, so a partial compiled in an
 * earlier case (the cache is keyed by source and shared by every template with the same tables)
 * cannot lend its name or limits to this one.
 */
const isolated = () => ({ formatters: {} });

describe('engine robustness: arbitrary input', () => {
  it('never throws on arbitrary strings and arbitrary JSON, with default limits', () => {
    fc.assert(
      fc.property(anyString(300), fc.jsonValue({ maxDepth: 4 }), (source, data) => {
        const compiled = compile(source);
        expectWellFormed(compiled.errors);
        const result = compiled.template.render(data);
        expectResult(result);
        expectWellFormed(result.errors);
        expectInsideSource([...compiled.errors, ...result.errors], source);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary strings rendered against arbitrary partials', () => {
    fc.assert(
      fc.property(
        anyString(120),
        fc.dictionary(fc.constantFrom('p', 'q', 'm'), anyString(60), { maxKeys: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
        (source, partials, data) => {
          const result = compile(source, isolated()).template.render(data, { partials });
          expectResult(result);
          expectWellFormed(result.errors);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('engine robustness: grammar-shaped templates', () => {
  it('never throws or hangs, and every error is well formed and inside its source', () => {
    fc.assert(
      fc.property(
        templateArb(),
        contextArb,
        partialsArb,
        injectsArb,
        fc.boolean(),
        (source, data, partials, injects, flagsOn) => {
          const compiled = compile(source, isolated());
          expectWellFormed(compiled.errors);
          expectInsideSource(compiled.errors, source);
          const result = compiled.template.render(data, {
            partials,
            injects,
            limits: FUZZ_LIMITS,
            expressions: flagsOn,
            includes: flagsOn,
            now: 0,
          });
          expectResult(result);
          expectWellFormed(result.errors);
          expectInsideSource(result.errors, source, partials);
          // A limit ends the render: it is the last error, and there is at most one.
          const limitErrors = result.errors.filter((e) => e.stage === 'limit');
          expect(limitErrors.length).toBeLessThanOrEqual(1);
          if (limitErrors.length === 1) expect(result.errors.at(-1)).toBe(limitErrors[0]);
          expectOutputWithin(result, FUZZ_LIMITS.outputSize!);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never throws on half-typed templates (cut short, or with arbitrary characters spliced in)', () => {
    fc.assert(
      fc.property(mangledTemplateArb, contextArb, partialsArb, (source, data, partials) => {
        const compiled = compile(source, isolated());
        expectWellFormed(compiled.errors);
        expectInsideSource(compiled.errors, source);
        const result = compiled.template.render(data, { partials, limits: FUZZ_LIMITS });
        expectResult(result);
        expectWellFormed(result.errors);
        expectInsideSource(result.errors, source, partials);
      }),
      { numRuns: 200 },
    );
  });

  it('ends cleanly wherever small random limits cut a render short', () => {
    const compileLimits = fc.record({
      templateSize: fc.integer({ min: 1, max: 400 }),
      nesting: fc.integer({ min: 1, max: 4 }),
      expressionTokens: fc.integer({ min: 1, max: 8 }),
      expressionStringLength: fc.integer({ min: 1, max: 8 }),
    });
    const renderLimits = fc.record({
      instructions: fc.integer({ min: 1, max: 300 }),
      outputSize: fc.integer({ min: 1, max: 300 }),
      partialDepth: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        templateArb(),
        contextArb,
        partialsArb,
        compileLimits,
        renderLimits,
        (source, data, partials, limits, renderLimitsValue) => {
          const compiled = compile(source, { ...isolated(), limits });
          expectWellFormed(compiled.errors);
          expectInsideSource(compiled.errors, source);
          const result = compiled.template.render(data, { partials, limits: renderLimitsValue });
          expectResult(result);
          expectWellFormed(result.errors);
          expectInsideSource(result.errors, source, partials);
          expectOutputWithin(result, renderLimitsValue.outputSize);
          const limitErrors = result.errors.filter((e) => e.stage === 'limit');
          expect(limitErrors.length).toBeLessThanOrEqual(1);
          if (limitErrors.length === 1) expect(result.errors.at(-1)).toBe(limitErrors[0]);
          for (const e of result.errors.filter((error) => error.kind === 'partial-recursion')) {
            expect(e.message).toMatch(
              new RegExp(`maximum recursion depth of ${renderLimitsValue.partialDepth}$`),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('renders the same compiled template twice to the same html and errors', () => {
    fc.assert(
      fc.property(templateArb(), contextArb, partialsArb, injectsArb, (source, data, partials, injects) => {
        const { template } = compile(source, isolated());
        const options = { partials, injects, limits: FUZZ_LIMITS, now: 0 };
        const first = template.render(data, options);
        const second = template.render(data, options);
        expect(second.html).toBe(first.html);
        expect(second.errors).toEqual(first.errors);
      }),
      { numRuns: 200 },
    );
  });

  it('compiles the same source twice to the same tree and errors', () => {
    fc.assert(
      fc.property(templateArb(), (source) => {
        const first = compile(source);
        const second = compile(source);
        expect(second.errors).toEqual(first.errors);
        expect(second.template.ast).toEqual(first.template.ast);
      }),
      { numRuns: 150 },
    );
  });

  it('does not let a render change the data it was given', () => {
    fc.assert(
      fc.property(templateArb(), contextArb, partialsArb, (source, data, partials) => {
        const before = JSON.stringify(data);
        compile(source, isolated()).template.render(data, { partials, limits: FUZZ_LIMITS });
        expect(JSON.stringify(data)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});

describe('engine robustness: positions', () => {
  it('positions errors after CRLF line ends on the right line, with its excerpt', () => {
    const [error] = compile('a\r\nb\r\n  {.end}').errors;
    expect(error).toMatchObject({ line: 3, column: 3 });
    expect(error.excerpt).toBe('3 |   {.end}\n      ^');
  });

  // Found by this suite and fixed: the lexer counts a lone `\r` as a line end, and so do excerpts now.
  it('shows the excerpt of the line an error names when lines end in a lone CR', () => {
    const [error] = compile('a\r{.end}\nb').errors;
    expect(error.excerpt).toContain('{.end}');
  });
});

describe('engine robustness: text without tags', () => {
  it('renders a template with no tags to itself, without errors', () => {
    fc.assert(
      fc.property(tagFreeTextArb, fc.jsonValue({ maxDepth: 2 }), (source, data) => {
        const compiled = compile(source);
        expect(compiled.errors).toEqual([]);
        const result = compiled.template.render(data);
        expect(result).toEqual({ html: source, errors: [] });
      }),
      { numRuns: 200 },
    );
  });

  it('renders text whose braces never form a tag to itself', () => {
    // A `{` followed by a space can never start a tag body the engine accepts (JSONT §2.2).
    fc.assert(
      fc.property(fc.array(fc.tuple(tagFreeTextArb, fc.boolean()), { maxLength: 6 }), (parts) => {
        const source = parts.map(([text, brace]) => (brace ? `{ ${text}` : text)).join('');
        expect(compile(source).template.render({ a: 1 }).html).toBe(source);
      }),
      { numRuns: 150 },
    );
  });
});
