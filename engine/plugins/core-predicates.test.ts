// Tests each core predicate as a template would call it, including bad values and bad arguments.
import { describe, expect, it } from 'vitest';
import { CORE_PREDICATES } from './core-predicates.js';
import { fakeContext } from './fake-context.js';

/** Evaluates `{.name args…}` over `data`, with `node` as the current node (default: the data). */
function test(name: string, args: string[], data: unknown, node: unknown = data): boolean {
  const frames = node === data ? [{ node: data }] : [{ node: data }, { node }];
  return CORE_PREDICATES[name](args, fakeContext(frames));
}

function check(name: string, args: string[]): string | undefined {
  return CORE_PREDICATES[name].validateArgs?.(args);
}

describe('debug?', () => {
  it('tests the debug key, looked up the stack', () => {
    expect(test('debug?', [], { debug: true })).toBe(true);
    expect(test('debug?', [], { debug: 1 }, { inner: 1 })).toBe(true);
  });

  it('is false when debug is falsy or missing', () => {
    expect(test('debug?', [], { debug: '' })).toBe(false);
    expect(test('debug?', [], {})).toBe(false);
    expect(check('debug?', ['x'])).toBe('debug? takes no arguments, got 1');
  });
});

describe('equal? and notEqual?', () => {
  const data = {
    a: 'same',
    b: 'same',
    c: 'diff',
    n: 3,
    t: true,
    z: null,
    o: { x: [1, 2] },
    p: { x: [1, 2] },
  };

  it('compares two references, deeply', () => {
    expect(test('equal?', ['a', 'b'], data)).toBe(true);
    expect(test('equal?', ['a', 'c'], data)).toBe(false);
    expect(test('equal?', ['o', 'p'], data)).toBe(true);
    expect(test('notEqual?', ['a', 'c'], data)).toBe(true);
  });

  it('reads JSON literals', () => {
    expect(test('equal?', ['a', '"same"'], data)).toBe(true);
    expect(test('equal?', ['n', '3'], data)).toBe(true);
    expect(test('equal?', ['n', '3.0'], data)).toBe(true);
    expect(test('equal?', ['t', 'true'], data)).toBe(true);
    expect(test('equal?', ['z', 'null'], data)).toBe(true);
    expect(test('equal?', ['o', '{"x":[1,2]}'], data)).toBe(true);
    expect(test('equal?', ['"x y"', '"x y"'], data)).toBe(true);
  });

  it('falls back to a reference when a JSON-looking argument does not parse', () => {
    expect(test('equal?', ['3rd', '"third"'], { '3rd': 'third' })).toBe(true);
  });

  it('compares one argument with the current node', () => {
    expect(test('equal?', ['5'], data, 5)).toBe(true);
    expect(test('notEqual?', ['5'], data, 6)).toBe(true);
  });

  it('treats missing values as equal to each other and to null', () => {
    expect(test('equal?', ['nope', 'other'], data)).toBe(true);
    expect(test('equal?', ['nope', 'z'], data)).toBe(true);
    expect(test('equal?', ['nope', 'a'], data)).toBe(false);
  });

  it('is false without arguments, and warns about their number', () => {
    expect(test('equal?', [], data)).toBe(false);
    expect(test('notEqual?', [], data)).toBe(false);
    expect(check('equal?', [])).toBe('equal? expects one or two values to compare, got 0');
    expect(check('notEqual?', ['a', 'b', 'c'])).toBe('notEqual? expects one or two values to compare, got 3');
    expect(check('equal?', ['a', 'b'])).toBeUndefined();
  });
});

describe('greaterThan?, greaterThanOrEqual?, lessThan?, lessThanOrEqual?', () => {
  const data = { n: 10, s: 'apple', t: true, f: false, o: { a: 1 } };

  it('orders numbers', () => {
    expect(test('greaterThan?', ['n', '10'], data)).toBe(false);
    expect(test('greaterThanOrEqual?', ['n', '10'], data)).toBe(true);
    expect(test('lessThan?', ['n', '11'], data)).toBe(true);
    expect(test('lessThanOrEqual?', ['n', '9.5'], data)).toBe(false);
    expect(test('greaterThan?', ['n', '"9"'], data)).toBe(true);
  });

  it('orders strings by code unit', () => {
    expect(test('lessThan?', ['s', '"banana"'], data)).toBe(true);
    expect(test('greaterThan?', ['s', '"Apple"'], data)).toBe(true);
    expect(test('greaterThan?', ['"10"', '"9"'], data)).toBe(false);
  });

  it('orders booleans false before true, reading the right side as a Jackson boolean', () => {
    expect(test('greaterThan?', ['t', 'f'], data)).toBe(true);
    expect(test('lessThan?', ['f', 't'], data)).toBe(true);
    expect(test('greaterThan?', ['t', '"false"'], data)).toBe(true);
    expect(test('greaterThan?', ['t', '"true"'], data)).toBe(false);
  });

  it('treats a number against unreadable text as greater, as the reference does', () => {
    expect(test('greaterThan?', ['n', '"abc"'], data)).toBe(true);
    expect(test('lessThan?', ['n', '"abc"'], data)).toBe(false);
  });

  it('orders other kinds only by equality: unequal means less', () => {
    expect(test('greaterThan?', ['missing', '1'], data)).toBe(false);
    expect(test('lessThan?', ['missing', '1'], data)).toBe(true);
    expect(test('greaterThanOrEqual?', ['o', '{"a":1}'], data)).toBe(true);
  });

  it('compares one argument with the current node, and warns without arguments', () => {
    expect(test('greaterThan?', ['3'], data, 4)).toBe(true);
    expect(test('lessThanOrEqual?', ['3'], data, 4)).toBe(false);
    expect(test('lessThan?', [], data, 4)).toBe(false);
    expect(check('greaterThan?', [])).toBe('greaterThan? expects one or two values to compare, got 0');
  });
});

describe('even? and odd?', () => {
  const data = { n: 7, m: -4, f: 2.5, s: '4', 4: 3 };

  it('tests a number referenced by the argument', () => {
    expect(test('odd?', ['n'], data)).toBe(true);
    expect(test('even?', ['m'], data)).toBe(true);
    expect(test('odd?', ['m'], data)).toBe(false);
  });

  it('tests the current node without an argument', () => {
    expect([1, 2, 3, -3].map((n) => test('odd?', [], data, n))).toEqual([true, false, true, true]);
    expect(test('even?', [], data, 0)).toBe(true);
  });

  it('is false for fractions, text and missing values', () => {
    expect(test('even?', ['f'], data)).toBe(false);
    expect(test('odd?', ['f'], data)).toBe(false);
    expect(test('even?', ['s'], data)).toBe(false);
    expect(test('even?', ['nope'], data)).toBe(false);
  });

  it('looks a number argument up as a key, and warns about it', () => {
    expect(test('even?', ['4'], data)).toBe(false);
    expect(test('odd?', ['4'], data)).toBe(true);
    expect(check('even?', ['4'])).toBe(
      'even? takes a variable reference: "4" is looked up as a key, not read as a number',
    );
    expect(check('odd?', ['a', 'b'])).toBe('odd? expects at most one variable reference, got 2');
    expect(check('odd?', ['@index'])).toBeUndefined();
  });
});

describe('nth?', () => {
  it('tests the current node against a modulus', () => {
    expect([1, 2, 3, 6].map((n) => test('nth?', ['3'], {}, n))).toEqual([false, false, true, true]);
    expect(test('nth?', ['-2'], {}, -4)).toBe(true);
  });

  it('tests a value against a modulus, each a reference or a literal', () => {
    const data = { i: 6, m: 3 };
    expect(test('nth?', ['i', 'm'], data)).toBe(true);
    expect(test('nth?', ['i', '4'], data)).toBe(false);
    expect(test('nth?', ['4.0', '2'], data)).toBe(true);
  });

  it('is false for a zero modulus, fractions, text and missing values', () => {
    expect(test('nth?', ['0'], {}, 4)).toBe(false);
    expect(test('nth?', ['2'], {}, 4.5)).toBe(false);
    expect(test('nth?', ['2'], {}, '4')).toBe(false);
    expect(test('nth?', ['nope', '2'], {})).toBe(false);
    expect(test('nth?', [], {}, 4)).toBe(false);
  });

  it('warns without a modulus, with too many arguments, or with a zero modulus', () => {
    expect(check('nth?', [])).toBe(
      'nth? expects a modulus, as in {.nth? 3} or {.nth? @index 3}, got 0 arguments',
    );
    expect(check('nth?', ['a', 'b', 'c'])).toBe(
      'nth? expects a modulus, as in {.nth? 3} or {.nth? @index 3}, got 3 arguments',
    );
    expect(check('nth?', ['@index', '0'])).toBe('nth? with a modulus of 0 is always false');
    expect(check('nth?', ['@index', '3'])).toBeUndefined();
  });
});

describe('plural? and singular?', () => {
  it('read the current node as a number', () => {
    expect([0, 1, 2, 5].map((n) => test('plural?', [], {}, n))).toEqual([false, false, true, true]);
    expect([0, 1, 2].map((n) => test('singular?', [], {}, n))).toEqual([false, true, false]);
    expect(test('singular?', [], {}, '1')).toBe(true);
    expect(test('plural?', [], {}, '2.5')).toBe(true);
  });

  it('are false for missing values and text that is not a number', () => {
    expect(test('plural?', [], {}, undefined)).toBe(false);
    expect(test('singular?', [], {}, 'one')).toBe(false);
    expect(check('plural?', ['2'])).toBe('plural? takes no arguments, got 1');
  });
});

describe('the table', () => {
  it('has exactly the core predicates of JSONT §10.6', () => {
    expect(Object.keys(CORE_PREDICATES).sort()).toEqual(
      [
        'debug?',
        'equal?',
        'notEqual?',
        'greaterThan?',
        'greaterThanOrEqual?',
        'lessThan?',
        'lessThanOrEqual?',
        'even?',
        'odd?',
        'nth?',
        'plural?',
        'singular?',
      ].sort(),
    );
  });
});
