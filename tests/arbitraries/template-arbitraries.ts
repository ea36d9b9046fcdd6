/** fast-check arbitraries for JSON-T: raw strings, grammar-shaped templates, contexts and partials. */

import fc from 'fast-check';
import { CORE_FORMATTERS, CORE_PREDICATES } from '../../engine/index.js';

/** The core formatter names, as a template would write them. */
export const CORE_FORMATTER_NAMES: readonly string[] = Object.keys(CORE_FORMATTERS);

/** The core predicate names, each ending in `?`. */
export const CORE_PREDICATE_NAMES: readonly string[] = Object.keys(CORE_PREDICATES);

/** Names used both in templates and as context keys, so lookups often hit something. */
export const DATA_KEYS = ['a', 'b', 'c', 'items', 'x', 'title', 'PI', 'n', 's', 'o'] as const;

/** Partial and macro names, shared by `.macro`, `apply` and `.include`, so calls often find a target. */
export const PARTIAL_NAMES = ['p', 'q', 'm', 'r.html'] as const;

/** Injectable paths used by `.inject`. */
export const INJECT_PATHS = ['data/one.json', 'two', 'missing/x'] as const;

const pick = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/** Short strings drawn from every Unicode unit fast-check knows, lone surrogates included. */
export function anyString(maxLength = 200): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary-ascii', maxLength }),
    fc.string({
      unit: fc.constantFrom('{', '}', '.', '|', '#', '@', ' ', '\n', '\r', 'a', '?', ','),
      maxLength,
    }),
  );
}

/** Pieces that stress the tag scanner: stray braces, comment openers, half tags, newlines. */
const SCANNER_NOISE = [
  '{',
  '}',
  '{{',
  '}}',
  '{#',
  '{##',
  '##}',
  '{ a }',
  '{a ',
  ' ',
  '\n',
  '\r\n',
  '\t',
  '|',
  '||',
  '{.',
  '{.}',
  '{@',
  '{}',
  '{^pre}',
  '\u00a0',
  '\u2028',
  '😀',
  '\ud800',
] as const;

/** Literal text: plain words, unicode, and scanner noise. */
export const textArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.stringMatching(/^[a-z <>/="']{1,12}$/), weight: 3 },
  { arbitrary: pick(SCANNER_NOISE), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }), weight: 1 },
);

const segmentArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: pick(DATA_KEYS), weight: 6 },
  {
    arbitrary: pick(['0', '1', '2', '99999999999', '@', '@index', '@index0', '@x', '@args', '$y', 'length']),
    weight: 3,
  },
  { arbitrary: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,4}$/), weight: 1 },
);

/** A variable reference: `a`, `items.0.title`, `@`, `@index`, `$y`. */
export const refArb: fc.Arbitrary<string> = fc
  .array(segmentArb, { minLength: 1, maxLength: 3 })
  .map((segments) => segments.join('.'));

const argTextArb: fc.Arbitrary<string> = fc.oneof(
  pick(DATA_KEYS),
  pick(PARTIAL_NAMES),
  pick(['private', 'k=v', '3', '-1', '0', '%Y-%m-%d', '...', 'x', '']),
  fc.stringMatching(/^[^|}{]{0,6}$/),
);

/** Formatter or predicate arguments with a random delimiter: ` a b`, `,a,b`, `:10:…`. */
export const argsArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 2 },
  {
    arbitrary: fc
      .tuple(pick([' ', ',', ':', '/', '\t', '  ', '=']), fc.array(argTextArb, { maxLength: 3 }))
      .map(([delimiter, args]) => delimiter[0] + args.join(delimiter)),
    weight: 3,
  },
);

const formatterNameArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: pick(CORE_FORMATTER_NAMES), weight: 8 },
  { arbitrary: pick(['bogus', 'htm', 'jsno', 'unknown-one']), weight: 1 },
);

/** `|name args`, sometimes broken (`|`, `||`, `| html`). */
export const formatterCallArb: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.tuple(formatterNameArb, argsArb).map(([name, args]) => `|${name}${args}`),
    weight: 8,
  },
  {
    arbitrary: fc
      .tuple(pick(PARTIAL_NAMES), pick(['', ' private', ' k=v', ' private a=1 b=2']))
      .map(([name, extra]) => `|apply ${name}${extra}`),
    weight: 3,
  },
  { arbitrary: pick(['|', '||', '| html', '|html|']), weight: 1 },
);

const chainArb: fc.Arbitrary<string> = fc
  .array(formatterCallArb, { maxLength: 3 })
  .map((calls) => calls.join(''));

const varListArb: fc.Arbitrary<string> = fc
  .tuple(fc.array(refArb, { minLength: 1, maxLength: 3 }), pick([',', ', ', ' , ']))
  .map(([refs, separator]) => refs.join(separator));

/** `{ref, ref|fmt args|fmt}`. */
export const variableTagArb: fc.Arbitrary<string> = fc
  .tuple(varListArb, chainArb)
  .map(([refs, chain]) => `{${refs}${chain}}`);

const predicateNameArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: pick(CORE_PREDICATE_NAMES), weight: 6 },
  { arbitrary: pick(['bogus?', 'equals?', 'units-metric?']), weight: 1 },
);

/** `name? args`, as used by predicate blocks, `.or` and `.if`. */
export const predicateCallArb: fc.Arbitrary<string> = fc
  .tuple(predicateNameArb, argsArb)
  .map(([name, args]) => `${name}${args}`);

/** `.if` conditions: `a`, `a && b || c`, odd spacing, and a few malformed ones. */
export const ifConditionArb: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(
        refArb,
        fc.array(fc.tuple(pick([' && ', ' || ', '&&', '||', '  &&  ']), refArb), { maxLength: 3 }),
      )
      .map(([first, rest]) => first + rest.map(([op, ref]) => op + ref).join('')),
    weight: 5,
  },
  { arbitrary: predicateCallArb, weight: 2 },
  { arbitrary: pick(['a ||', 'a b', '', '&& a']), weight: 1 },
);

const exprAtomArb: fc.Arbitrary<string> = fc.oneof(
  pick([
    '1',
    '0',
    '-2',
    '1.5',
    '1e3',
    '0x1F',
    '1.',
    '.5',
    '1e',
    'NaN',
    'Infinity',
    'PI',
    'E',
    'null',
    'true',
    'false',
  ]),
  pick(["'a'", '"b c"', "'\\n'", "'\\x41'", "'\\u263a'", "'\\U0001F600'", "'unterminated", "'\\xZZ'", '""']),
  pick(['a', 'n', 's', '@x', '@index', 'items.0', '@.PI', '$y', 'o']),
  pick(['max(1, 2)', 'min()', 'abs(-3)', 'num("4")', 'str(5)', 'bool(0)', 'nope(1)']),
);

const exprOperatorArb = pick([
  '+',
  '-',
  '*',
  '/',
  '%',
  '**',
  '<<',
  '>>',
  '<',
  '>',
  '<=',
  '>=',
  '==',
  '!=',
  '===',
  '!==',
  '&',
  '^',
  '|',
  '&&',
  '||',
  ',',
  ';',
  '=',
  '(',
  ')',
  '!',
  '~',
]);

/** A `.eval` expression: mostly well-formed operator chains, sometimes token soup. */
export const expressionArb: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(
        fc.option(pick(['@x = ', '@y = ', '# ']), { nil: '' }),
        exprAtomArb,
        fc.array(
          fc.tuple(pick(['+', '-', '*', '/', '%', '**', '==', '<', '&&', '||', '|', ';', ',']), exprAtomArb),
          {
            maxLength: 4,
          },
        ),
      )
      .map(([prefix, first, rest]) => prefix + first + rest.map(([op, atom]) => ` ${op} ${atom}`).join('')),
    weight: 4,
  },
  {
    arbitrary: fc
      .array(fc.oneof(exprAtomArb, exprOperatorArb), { minLength: 1, maxLength: 8 })
      .map((tokens) => tokens.join(' ')),
    weight: 2,
  },
  { arbitrary: fc.stringMatching(/^[^{}]{0,12}$/), weight: 1 },
);

/** Calls into partials and macros: what makes random partials recurse into each other. */
export const callTagArb: fc.Arbitrary<string> = fc
  .tuple(pick(['@', 'a', 'items', 'o']), pick(PARTIAL_NAMES), pick(['', ' private', ' k=v']), fc.boolean())
  .map(([ref, name, extra, include]) =>
    include ? `{.include ${name}${extra === '' ? ' output' : ''}}` : `{${ref}|apply ${name}${extra}}`,
  );

/** Tags with no block structure. */
export const leafTagArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: variableTagArb, weight: 8 },
  { arbitrary: callTagArb, weight: 2 },
  { arbitrary: fc.stringMatching(/^[^}]{0,8}$/).map((text) => `{#${text}}`), weight: 1 },
  { arbitrary: fc.stringMatching(/^[^#]{0,8}$/).map((text) => `{##${text}##}`), weight: 1 },
  {
    arbitrary: pick(['{.newline}', '{.space}', '{.tab}', '{.meta-left}', '{.meta-right}', '{.newline }']),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(pick(['@x', '@y', '@args', 'x', '@']), varListArb, chainArb, pick([' ', '  ']))
      .map(([name, refs, chain, space]) => `{.var${space}${name} ${refs}${chain}}`),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(pick(['@x', '@c']), fc.array(fc.tuple(pick(['k', 'title', 'v']), refArb), { maxLength: 3 }))
      .map(([name, pairs]) => `{.ctx ${name} ${pairs.map(([k, ref]) => `${k}=${ref}`).join(' ')}}`),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(pick([...PARTIAL_NAMES, 'nope']), pick(['', ' output', ' output extra']))
      .map(([name, flags]) => `{.include ${name}${flags}}`),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(pick(['@x', '@j', 'x']), pick(INJECT_PATHS), pick(['', ' a b', ',a']))
      .map(([name, path, args]) => `{.inject ${name} ${path}${args}}`),
    weight: 1,
  },
  {
    arbitrary: fc.tuple(pick([' ', '  ', '\n']), expressionArb).map(([ws, e]) => `{.eval${ws}${e}}`),
    weight: 3,
  },
  { arbitrary: pick(['{.end}', '{.or}', '{.alternates with}', '{.eof}', '{.or bogus?}']), weight: 1 },
  { arbitrary: pick(['{.section}', '{.foo}', '{.repeated  section a}', '{.if}', '{.macro}']), weight: 1 },
);

/** Block tags: each entry builds the whole block from its body (and sometimes forgets the `.end`). */
function blockArb(body: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const end = fc.oneof(
    { arbitrary: fc.constant('{.end}'), weight: 12 },
    { arbitrary: fc.constant(''), weight: 1 },
  );
  const orPart = fc.oneof(
    { arbitrary: fc.constant(''), weight: 3 },
    { arbitrary: body.map((b) => `{.or}${b}`), weight: 2 },
    { arbitrary: fc.tuple(predicateCallArb, body).map(([p, b]) => `{.or ${p}}${b}`), weight: 2 },
    {
      arbitrary: fc.tuple(predicateCallArb, body, body).map(([p, b1, b2]) => `{.or ${p}}${b1}{.or}${b2}`),
      weight: 1,
    },
  );
  return fc.oneof(
    fc.tuple(refArb, body, orPart, end).map(([ref, b, or, e]) => `{.section ${ref}}${b}${or}${e}`),
    fc
      .tuple(refArb, body, fc.option(body, { nil: undefined }), orPart, end)
      .map(
        ([ref, b, alternates, or, e]) =>
          `{.repeated section ${ref}}${b}${alternates === undefined ? '' : `{.alternates with}${alternates}`}${or}${e}`,
      ),
    fc.tuple(predicateCallArb, body, orPart, end).map(([p, b, or, e]) => `{.${p}}${b}${or}${e}`),
    fc.tuple(ifConditionArb, body, orPart, end).map(([c, b, or, e]) => `{.if ${c}}${b}${or}${e}`),
    fc.tuple(pick(PARTIAL_NAMES), body, end).map(([name, b, e]) => `{.macro ${name}}${b}${e}`),
  );
}

/**
 * A grammar-shaped template: text, braces, variables with formatter chains, every instruction,
 * nested blocks up to `depth`, and the occasional unbalanced `.end`.
 */
export function templateArb(depth = 3, maxItems = 6): fc.Arbitrary<string> {
  const leaf = fc.oneof({ arbitrary: textArb, weight: 3 }, { arbitrary: leafTagArb, weight: 4 });
  const items =
    depth <= 0
      ? leaf
      : fc.oneof(
          { arbitrary: leaf, weight: 4 },
          { arbitrary: blockArb(templateArb(depth - 1, 3)), weight: 2 },
        );
  return fc.array(items, { maxLength: maxItems }).map((parts) => parts.join(''));
}

/** A template with no `{` at all: it must render to itself. */
export const tagFreeTextArb: fc.Arbitrary<string> = fc
  .string({
    unit: fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      fc.constantFrom('}', '\n', '\r', '#', '.', '|'),
    ),
    maxLength: 200,
  })
  .map((text) => text.replaceAll('{', ''));

const scalarArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  pick(['<b>hi</b>', 'a b c', '0', '', '#fff', '1.5', 'p', 'q', 'm', 'title']),
);

/** A JSON context: any JSON value, or an object whose keys are the ones templates look up. */
export const contextArb: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  {
    arbitrary: fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        scalarArb,
        fc.array(tie('value'), { maxLength: 4 }),
        tie('object'),
      ),
      object: fc.dictionary(pick(DATA_KEYS), tie('value'), { maxKeys: 6 }),
    })).object,
    weight: 4,
  },
);

/** Partials by name, each a small grammar-shaped template (so they may call each other). */
export const partialsArb: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  pick(PARTIAL_NAMES),
  fc.oneof(
    templateArb(2, 4),
    fc.array(fc.oneof(callTagArb, textArb), { maxLength: 4 }).map((parts) => parts.join('')),
  ),
  { maxKeys: 3 },
);

/** Injectables by path. */
export const injectsArb: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  pick(INJECT_PATHS),
  fc.jsonValue({ maxDepth: 2 }),
  {
    maxKeys: 2,
  },
);

/** A grammar-shaped template cut short, or with a few arbitrary characters spliced in: half-typed tags. */
export const mangledTemplateArb: fc.Arbitrary<string> = fc
  .tuple(templateArb(), fc.nat(), fc.nat(), anyString(8))
  .map(([source, at, cut, insert]) => {
    const i = at % (source.length + 1);
    return cut % 3 === 0 ? source.slice(0, i) : source.slice(0, i) + insert + source.slice(i);
  });
