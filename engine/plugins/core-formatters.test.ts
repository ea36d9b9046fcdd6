// Tests each core formatter as a template would call it, including bad values and bad arguments.
import { describe, expect, it } from 'vitest';
import { compile } from '../index.js';
import { CORE_FORMATTERS } from './core-formatters.js';
import { escapeHtmlAttribute } from './text.js';
import { fakeContext, formatterContext, type FakeContext } from './fake-context.js';

/** Runs `{value|name args…}` over `data`, as the engine would (the value on its own frame). */
function run(name: string, value: unknown, args: string[] = [], data: unknown = {}): unknown {
  return CORE_FORMATTERS[name](value, args, formatterContext(data, value));
}

/** The compile-time message for `{…|name args…}`, or undefined when the arguments are fine. */
function check(name: string, args: string[]): string | undefined {
  return CORE_FORMATTERS[name].validateArgs?.(args);
}

describe('apply', () => {
  const partials = { card: (node: unknown) => `<card ${JSON.stringify(node)}>` };

  it('replaces the value with the rendered partial', () => {
    const ctx = formatterContext({}, { id: 1 }, { partials });
    expect(CORE_FORMATTERS.apply({ id: 1 }, ['card'], ctx)).toBe('<card {"id":1}>');
    expect(ctx.partialCalls).toEqual([{ name: 'card', node: { id: 1 }, private: false, args: undefined }]);
  });

  it('passes private and key=value pairs, ignoring other words', () => {
    const ctx = formatterContext({}, 'v', { partials });
    CORE_FORMATTERS.apply('v', ['card', 'private', 'size=large', 'stray', 'eq=a=b'], ctx);
    expect(ctx.partialCalls[0]).toMatchObject({ private: true, args: { size: 'large', eq: 'a=b' } });
  });

  it('binds @args as soon as there is an extra argument, even only private', () => {
    const ctx = formatterContext({}, 'v', { partials });
    CORE_FORMATTERS.apply('v', ['card', 'private'], ctx);
    expect(ctx.partialCalls[0]).toMatchObject({ private: true, args: {} });
  });

  it('gives "" without a name, or when the engine cannot run the partial', () => {
    const ctx = formatterContext({}, 'v', { partials });
    expect(CORE_FORMATTERS.apply('v', [], ctx)).toBe('');
    expect(CORE_FORMATTERS.apply('v', ['nope'], ctx)).toBe('');
    expect(ctx.errors).toEqual(["Attempt to apply partial 'nope' which could not be found."]);
  });

  it('warns about a missing name and stray arguments', () => {
    expect(check('apply', [])).toBe('apply expects the name of a partial or macro');
    expect(check('apply', ['card', 'big'])).toBe(
      'apply ignores "big": after the name it takes "private" and key=value pairs',
    );
    expect(check('apply', ['card', 'private', 'a=1'])).toBeUndefined();
  });
});

describe('count', () => {
  it('counts keys, elements and characters', () => {
    expect(run('count', { a: 1, b: 2 })).toBe(2);
    expect(run('count', [1, 2, 3])).toBe(3);
    expect(run('count', 'hello')).toBe(5);
  });

  it('is 0 for other kinds and missing values', () => {
    expect(run('count', 42)).toBe(0);
    expect(run('count', null)).toBe(0);
    expect(run('count', undefined)).toBe(0);
    expect(run('count', [])).toBe(0);
  });
});

describe('cycle', () => {
  it('picks arguments by a 1-based index, wrapping around', () => {
    expect([1, 2, 3, 4, 5].map((n) => run('cycle', n, ['red', 'green', 'blue']))).toEqual([
      'red',
      'green',
      'blue',
      'red',
      'green',
    ]);
    expect(run('cycle', '2', ['a', 'b'])).toBe('b');
  });

  it('wraps zero and negative numbers backwards', () => {
    expect(run('cycle', 0, ['a', 'b', 'c'])).toBe('c');
    expect(run('cycle', -1, ['a', 'b', 'c'])).toBe('b');
  });

  it('is missing for fractions, text and no arguments', () => {
    expect(run('cycle', 1.5, ['a', 'b'])).toBeUndefined();
    expect(run('cycle', 'abc', ['a', 'b'])).toBeUndefined();
    expect(run('cycle', 1, [])).toBeUndefined();
    expect(check('cycle', [])).toBe('cycle expects at least one value to cycle through');
    expect(check('cycle', ['a'])).toBeUndefined();
  });
});

describe('encode-space, encode-uri, encode-uri-component', () => {
  it('encodes every whitespace character as &nbsp;', () => {
    expect(run('encode-space', 'a b  c\td')).toBe('a&nbsp;b&nbsp;&nbsp;c&nbsp;d');
    expect(run('encode-space', undefined)).toBe('');
  });

  it('encodes like encodeURI and encodeURIComponent', () => {
    const url = 'https://ex.com/a b?q=1&r=é#h';
    expect(run('encode-uri', url)).toBe('https://ex.com/a%20b?q=1&r=%C3%A9#h');
    expect(run('encode-uri-component', url)).toBe('https%3A%2F%2Fex.com%2Fa%20b%3Fq%3D1%26r%3D%C3%A9%23h');
  });

  it('treats numbers as text and objects as empty', () => {
    expect(run('encode-uri', 12)).toBe('12');
    expect(run('encode-uri-component', { a: 1 })).toBe('');
    expect(check('encode-uri', ['x'])).toBe('encode-uri takes no arguments, got 1');
  });
});

describe('format', () => {
  it('fills slots from references resolved below the value', () => {
    const data = { pattern: '{0} has {1} items ({2})', name: 'Cart', n: 3 };
    expect(run('format', data.pattern, ['name', 'n'], data)).toBe('Cart has 3 items ()');
  });

  it('does not see keys of the pattern value itself', () => {
    const ctx = fakeContext([{ node: { who: 'outer' } }, { node: { who: 'inner' } }, { node: '{0}' }]);
    expect(CORE_FORMATTERS.format('{0}', ['who'], ctx)).toBe('inner');
  });

  it('prints null and missing arguments as nothing and containers as JavaScript text', () => {
    const data = { z: null, list: [1, [2, 3]], obj: { a: 1 } };
    expect(run('format', '[{0}][{1}][{2}][{3}]', ['z', 'nope', 'list', 'obj'], data)).toBe(
      '[][][1,2,3][[object Object]]',
    );
    expect(run('format', undefined, ['z'], data)).toBe('');
    expect(check('format', [])).toBe('format expects at least one variable reference');
  });
});

describe('get', () => {
  const data = {
    o: { red: { hex: '#f00' }, green: { hex: '#0f0' }, '': 'blank', 1: 'one' },
    key: 'green',
    sub: 'hex',
    path: ['red', 'hex'],
    one: 1,
    nothing: null,
  };

  it('follows keys taken from references, chaining across arguments', () => {
    expect(run('get', data.o, ['key', 'sub'], data)).toBe('#0f0');
    expect(run('get', data.o, ['path'], data)).toBe('#f00');
    expect(run('get', data.o, ['one'], data)).toBe('one');
  });

  it('indexes arrays with numbers only', () => {
    expect(run('get', ['x', 'y'], ['one'], data)).toBe('y');
    expect(run('get', ['x', 'y'], ['sub'], data)).toBeUndefined();
  });

  it('is missing once a reference or a key is missing; null is the key ""', () => {
    expect(run('get', data.o, ['nope', 'sub'], data)).toBeUndefined();
    expect(run('get', data.o, ['sub'], data)).toBeUndefined();
    expect(run('get', data.o, ['nothing'], data)).toBe('blank');
    expect(run('get', undefined, ['key'], data)).toBeUndefined();
  });

  it('returns the value unchanged without arguments, with a warning', () => {
    expect(run('get', data.o, [], data)).toBe(data.o);
    expect(check('get', [])).toBe('get expects at least one variable reference');
  });
});

describe('html, htmlattr, htmltag', () => {
  it('escapes & < > for text and also " for attributes', () => {
    expect(run('html', '"< foo & bar >"')).toBe('"&lt; foo &amp; bar &gt;"');
    expect(run('htmlattr', '"< foo & bar >"')).toBe('&quot;&lt; foo &amp; bar &gt;&quot;');
    expect(run('htmltag', '"<x>"')).toBe('&quot;&lt;x&gt;&quot;');
  });

  it('prints scalars as text and missing values or objects as nothing', () => {
    expect(run('html', 5)).toBe('5');
    expect(run('html', true)).toBe('true');
    expect(run('html', undefined)).toBe('');
    expect(run('htmlattr', { a: '<' })).toBe('');
  });
});

describe('iter', () => {
  it('gives the 1-based loop index from the nearest iterating frame', () => {
    const ctx = fakeContext([{ node: {} }, { node: ['x', 'y'], index: 1 }, { node: 'y' }, { node: 'y' }]);
    expect(CORE_FORMATTERS.iter('y', [], ctx)).toBe('2');
  });

  it('is "" outside a loop', () => {
    expect(run('iter', 'x')).toBe('');
    expect(check('iter', ['1'])).toBe('iter takes no arguments, got 1');
  });
});

describe('json and json-pretty', () => {
  it('serialises compactly and escapes </', () => {
    expect(run('json', { a: [1, 'two', null, true], s: '</script>' })).toBe(
      '{"a":[1,"two",null,true],"s":"<\\/script>"}',
    );
    expect(run('json', 'q"uote')).toBe('"q\\"uote"');
    expect(run('json', null)).toBe('null');
  });

  it('indents by two spaces', () => {
    expect(run('json-pretty', { a: 1, b: [1], c: '</b>' })).toBe(
      '{\n  "a": 1,\n  "b": [\n    1\n  ],\n  "c": "<\\/b>"\n}',
    );
  });

  it('prints nothing for a missing value', () => {
    expect(run('json', undefined)).toBe('');
    expect(run('json-pretty', undefined)).toBe('');
  });

  // A big value printed twice in one render is serialized and escaped once (plugins/long-texts.ts).
  it('prints a long value the same each time in a render, and anew in the next render', () => {
    const variants = Array.from({ length: 40 }, (_, i) => ({ sku: `SKU-${i}`, note: 'say "hi" & <wave>' }));
    const data = { item: { variants }, again: { variants } };
    const { template } = compile(
      '<a data-v="{item.variants|json|htmlattr}"></a><b data-v="{again.variants|json|htmltag}"></b>' +
        '<script>{item.variants|json}</script>',
    );
    const attribute = escapeHtmlAttribute(JSON.stringify(variants));
    expect(attribute.length).toBeGreaterThan(2048);
    expect(template.render(data).html).toBe(
      `<a data-v="${attribute}"></a><b data-v="${attribute}"></b><script>${JSON.stringify(variants)}</script>`,
    );
    variants[0].sku = 'CHANGED';
    const changed = escapeHtmlAttribute(JSON.stringify(variants));
    expect(template.render(data).html).toBe(
      `<a data-v="${changed}"></a><b data-v="${changed}"></b><script>${JSON.stringify(variants)}</script>`,
    );
  });
});

describe('key-by', () => {
  const people = [
    { name: 'b', id: 'x' },
    { name: 2 },
    { name: 1 },
    { name: null },
    { id: 'no name' },
    { name: 'b', id: 'later' },
  ];

  it('keys elements by the value at the path, later ones winning', () => {
    const byName = run('key-by', people, ['name']);
    expect(byName).toEqual({ 1: { name: 1 }, 2: { name: 2 }, b: people[5], null: { name: null } });
    expect(Object.keys(byName as object)).toEqual(['1', '2', 'b', 'null']);
    expect(run('key-by', [{ a: { b: 'k' } }], ['a.b'])).toEqual({ k: { a: { b: 'k' } } });
  });

  it('gives {} for anything but an array, and warns without exactly one path', () => {
    expect(run('key-by', { a: 1 }, ['a'])).toEqual({});
    expect(run('key-by', undefined, ['a'])).toEqual({});
    expect(run('key-by', people, [])).toEqual({});
    expect(check('key-by', [])).toBe('key-by expects exactly one path, got 0 arguments');
    expect(check('key-by', ['a', 'b'])).toBe('key-by expects exactly one path, got 2 arguments');
  });

  it('stores a "__proto__" key as data, not as a prototype', () => {
    const result = run('key-by', [{ k: '__proto__', v: 1 }], ['k']) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(JSON.stringify(result)).toBe('{"__proto__":{"k":"__proto__","v":1}}');
  });
});

describe('lookup', () => {
  const data = { k: 'a.b', a: { b: 'found' }, n: 5 };

  it('resolves the path held in a reference', () => {
    expect(run('lookup', 'ignored', ['k'], data)).toBe('found');
  });

  it('is missing when the named path is missing, empty or not text', () => {
    expect(run('lookup', 'x', ['nope'], data)).toBeUndefined();
    expect(run('lookup', 'x', ['a'], data)).toBeUndefined();
    expect(run('lookup', 'x', ['n'], { n: 5, 5: 'five' })).toBe('five');
  });

  it('is "" without an argument, with a warning', () => {
    expect(run('lookup', 'x', [], data)).toBe('');
    expect(check('lookup', [])).toBe('lookup expects exactly one variable reference, got 0 arguments');
    expect(check('lookup', ['a', 'b'])).toBe(
      'lookup expects exactly one variable reference, got 2 arguments',
    );
  });
});

describe('mod', () => {
  it('divides by the argument, or 2 by default', () => {
    expect(run('mod', 17, ['5'])).toBe(2);
    expect(run('mod', 17)).toBe(1);
    expect(run('mod', -7, ['3'])).toBe(-1);
    expect(run('mod', '9', ['4'])).toBe(1);
  });

  it('falls back to 2 for a zero or unreadable divisor, with a warning', () => {
    expect(run('mod', 7, ['0'])).toBe(1);
    expect(run('mod', 7, ['x'])).toBe(1);
    expect(check('mod', ['x'])).toBe('mod expects a whole number divisor, got "x"');
    expect(check('mod', ['0'])).toBe('mod cannot divide by 0; it divides by 2 instead');
    expect(check('mod', ['3', '4'])).toBe('mod expects at most one divisor, got 2 arguments');
    expect(check('mod', ['-3'])).toBeUndefined();
  });

  it('is NaN for text that is not a number and 0 for missing values', () => {
    expect(run('mod', 'abc')).toBeNaN();
    expect(run('mod', undefined, ['3'])).toBe(0);
  });
});

describe('output', () => {
  it('replaces the value with the arguments joined by spaces', () => {
    expect(run('output', 'ignored', ['hello', 'there'])).toBe('hello there');
  });

  it('is "" without arguments', () => {
    expect(run('output', 'x', [])).toBe('');
  });
});

describe('pluralize', () => {
  it('uses "" and "s" by default', () => {
    expect([0, 1, 2].map((n) => run('pluralize', n))).toEqual(['s', '', 's']);
  });

  it('takes a plural, or a singular and a plural', () => {
    expect(run('pluralize', 2, ['es'])).toBe('es');
    expect(run('pluralize', 1, ['goose', 'geese'])).toBe('goose');
    expect(run('pluralize', '1', ['goose', 'geese'])).toBe('goose');
    expect(run('pluralize', undefined, ['goose', 'geese'])).toBe('geese');
    expect(check('pluralize', ['a', 'b', 'c'])).toBe(
      'pluralize expects at most two forms (singular and plural), got 3 arguments',
    );
  });
});

describe('prop', () => {
  it('follows literal paths without looking in the context', () => {
    const o = { a: { b: 'AB' }, c: 'C', 0: 'zero' };
    expect(run('prop', o, ['a.b'], { c: 'context' })).toBe('AB');
    expect(run('prop', o, ['a', 'b'])).toBe('AB');
    expect(run('prop', o, ['0'])).toBe('zero');
    expect(run('prop', ['foo', 'bar'], ['1'])).toBe('bar');
  });

  it('is missing when a step is missing', () => {
    expect(run('prop', { a: 1 }, ['x'])).toBeUndefined();
    expect(run('prop', { a: null }, ['a.b'])).toBeUndefined();
    expect(run('prop', undefined, ['a'])).toBeUndefined();
    expect(check('prop', [])).toBe('prop expects at least one path');
  });
});

describe('raw', () => {
  it('serialises without escaping </', () => {
    expect(run('raw', { s: '</b>' })).toBe('{"s":"</b>"}');
    expect(run('raw', [1, 2, 'blue'])).toBe('[1,2,"blue"]');
    expect(run('raw', -15)).toBe('-15');
  });

  it('prints null for null and missing values', () => {
    expect(run('raw', null)).toBe('null');
    expect(run('raw', undefined)).toBe('null');
  });
});

describe('round', () => {
  it('rounds halves up', () => {
    expect([2.5, -2.5, 1.49, -1.6, 7].map((n) => run('round', n))).toEqual([3, -2, 1, -2, 7]);
    expect(run('round', '1.5')).toBe(2);
  });

  it('is 0 for missing values and NaN for text that is not a number', () => {
    expect(run('round', undefined)).toBe(0);
    expect(run('round', 'abc')).toBeNaN();
  });
});

describe('safe', () => {
  it('strips tags from truthy values', () => {
    expect(run('safe', '<p>Hi <b>there</b></p>')).toBe('Hi there');
    expect(run('safe', 12)).toBe('12');
    expect(run('safe', { a: 1 })).toBe('');
  });

  it('leaves falsy values as they are', () => {
    expect(run('safe', '')).toBe('');
    expect(run('safe', 0)).toBe(0);
    expect(run('safe', undefined)).toBeUndefined();
  });
});

describe('slugify', () => {
  it('makes a lower-case slug', () => {
    expect(run('slugify', 'Cold Wave Linked to Temperatures')).toBe('cold-wave-linked-to-temperatures');
    expect(run('slugify', "If Strike isn't Settled")).toBe('if-strike-isnt-settled');
  });

  it('is "" for missing values and objects', () => {
    expect(run('slugify', undefined)).toBe('');
    expect(run('slugify', [])).toBe('');
  });
});

describe('smartypants', () => {
  it('curls quotes and dashes', () => {
    expect(run('smartypants', `Yes, I've read "Don Quixote".`)).toBe(
      'Yes, I\u2019ve read \u201cDon Quixote\u201d.',
    );
    expect(run('smartypants', 'Larry--the lead')).toBe('Larry\u2014the lead');
  });

  it('opens single quotes after a space', () => {
    expect(run('smartypants', "say 'hi'")).toBe('say \u2018hi\u2019');
    expect(run('smartypants', undefined)).toBe('');
  });
});

describe('str', () => {
  it('prints scalars as text', () => {
    expect(run('str', 1.5)).toBe('1.5');
    expect(run('str', true)).toBe('true');
    expect(run('str', 'x')).toBe('x');
  });

  it('is "" for null, missing values and containers', () => {
    expect([null, undefined, { a: 1 }, [1]].map((v) => run('str', v))).toEqual(['', '', '', '']);
  });
});

describe('truncate', () => {
  const s = 'The quick brown fox jumps over the lazy dog';

  it('cuts at a word boundary with an ellipsis', () => {
    expect(run('truncate', s, ['12'])).toBe('The quick ...');
    expect(run('truncate', s, ['10', ' etc'])).toBe('The quick  etc');
    expect(run('truncate', s, ['3'])).toBe('The...');
    expect(run('truncate', s, ['100'])).toBe(s);
  });

  it('defaults to 100 characters', () => {
    const long = 'word '.repeat(30);
    expect(run('truncate', long)).toBe('word '.repeat(20) + '...');
  });

  it('leaves the value unchanged for a length that is not positive, with a warning', () => {
    expect(run('truncate', s, ['abc'])).toBe(s);
    expect(run('truncate', s, ['0'])).toBe(s);
    expect(run('truncate', 12345, ['-1'])).toBe(12345);
    expect(check('truncate', ['abc'])).toBe('truncate expects a whole number of characters, got "abc"');
    expect(check('truncate', ['0'])).toBe(
      'truncate expects a positive number of characters, got "0"; it leaves the text unchanged',
    );
    expect(check('truncate', ['5', '.', 'x'])).toBe(
      'truncate expects a length and an optional ellipsis, got 3 arguments',
    );
    expect(check('truncate', ['28', '!'])).toBeUndefined();
  });

  it('truncates the text of numbers and is "" for missing values', () => {
    expect(run('truncate', 123456, ['3'])).toBe('123...');
    expect(run('truncate', undefined, ['3'])).toBe('');
  });
});

describe('url-encode', () => {
  it('percent-encodes UTF-8 with %20 for spaces', () => {
    expect(run('url-encode', '\u201ca b\u201d')).toBe('%E2%80%9Ca%20b%E2%80%9D');
    expect(run('url-encode', 'a+b/c@d')).toBe('a+b/c@d');
  });

  it('is "" for missing values', () => {
    expect(run('url-encode', undefined)).toBe('');
    expect(check('url-encode', ['x'])).toBe('url-encode takes no arguments, got 1');
  });
});

describe('the table', () => {
  it('has exactly the core formatters of JSONT §10.2', () => {
    expect(Object.keys(CORE_FORMATTERS).sort()).toEqual(
      [
        'apply',
        'count',
        'cycle',
        'encode-space',
        'encode-uri',
        'encode-uri-component',
        'format',
        'get',
        'html',
        'htmlattr',
        'htmltag',
        'iter',
        'json',
        'json-pretty',
        'key-by',
        'lookup',
        'mod',
        'output',
        'pluralize',
        'prop',
        'raw',
        'round',
        'safe',
        'slugify',
        'smartypants',
        'str',
        'truncate',
        'url-encode',
      ].sort(),
    );
  });

  it('never records errors for ordinary values', () => {
    const ctx: FakeContext = formatterContext({}, 'x');
    for (const [name, formatter] of Object.entries(CORE_FORMATTERS)) {
      if (name !== 'apply') formatter('x', [], ctx);
    }
    expect(ctx.errors).toEqual([]);
  });
});
