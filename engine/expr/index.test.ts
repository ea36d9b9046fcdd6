// Tests `.eval` through its front door: what an expression prints, assigns, or reports (JSONT §8).

import { describe, expect, it } from 'vitest';
import { getPath, printValue } from '../values.js';
import { debugText, evaluateExpression, parseExpression, type ExpressionOptions } from './index.js';

const UNLIMITED: ExpressionOptions = { maxTokens: Infinity, maxStringLength: Infinity };

const DATA = {
  a: 4,
  b: 2,
  s: 'abc',
  n: '12',
  neg: '-6.5',
  t: true,
  z: null,
  o: { b: { c: 3 } },
  list: [1, 2],
  PI: 'apple',
};

/** A one-frame resolver: `@` is the data, `@name` reads `vars`, anything else the data. */
function resolverFor(data: unknown, vars: Record<string, unknown> = {}) {
  return (path: (string | number)[]): unknown => {
    const head = path[0];
    if (head === '@') return getPath(data, path.slice(1));
    if (typeof head === 'string' && head.startsWith('@')) return getPath(vars[head], path.slice(1));
    return getPath(data, path);
  };
}

/** What the engine would print for `{.eval source}`, or the errors it would report. */
function run(source: string, data: unknown = DATA, options = UNLIMITED): string {
  const parsed = parseExpression(source, options);
  if ('error' in parsed) return `parse: ${parsed.errors.join(' / ')}`;
  const { expression } = parsed;
  const result = evaluateExpression(expression, resolverFor(data), options);
  if (!result.ok) return `reduce: ${result.errors.join(' / ')}`;
  const debug = expression.debug ? debugText(expression, result.hasValue) : '';
  return debug + (result.hasValue ? printValue(result.value) : '');
}

/** The raw value of the last statement (undefined when it leaves none). */
function value(source: string, data: unknown = DATA): unknown {
  const parsed = parseExpression(source, UNLIMITED);
  if ('error' in parsed) throw new Error(parsed.error);
  const result = evaluateExpression(parsed.expression, resolverFor(data), UNLIMITED);
  if (!result.ok) throw new Error(result.error);
  return result.hasValue ? result.value : undefined;
}

describe('arithmetic', () => {
  it('follows the precedence table', () => {
    expect(run('1 + 2 * 3')).toBe('7');
    expect(run('(1 + 2) * 3')).toBe('9');
    expect(run('2 ** 3 ** 2')).toBe('512');
    expect(run('-2 ** 2')).toBe('4');
    expect(run('8 - 4 - 2')).toBe('2');
  });

  it('uses JS number semantics', () => {
    expect(run('7 / 2')).toBe('3.5');
    expect(run('10 % 3')).toBe('1');
    expect(run('5 % 0')).toBe('NaN');
    expect(run('1 / 0')).toBe('Infinity');
    expect(run('-1 / 0')).toBe('-Infinity');
    expect(run('2 ** -1')).toBe('0.5');
    expect(run('0.1 + 0.2')).toBe('0.30000000000000004');
    expect(value('0 * -1')).toBe(-0);
  });

  it('applies unary operators to references and literals', () => {
    expect(run('-a')).toBe('-4');
    expect(run('- -a')).toBe('4');
    expect(run('+"5"')).toBe('5');
    expect(run('1 - -1')).toBe('2');
    expect(run('(1) - 1')).toBe('0');
  });

  it('does 32-bit bitwise and shift operations', () => {
    expect(run('5 & 3')).toBe('1');
    expect(run('5 | 3')).toBe('7');
    expect(run('5 ^ 3')).toBe('6');
    expect(run('~5')).toBe('-6');
    expect(run('1 << 4')).toBe('16');
    expect(run('256 >> 2')).toBe('64');
    expect(run('1 << 33')).toBe('2');
    expect(run('-1 >> 1')).toBe('-1');
    expect(run('2 ** 32 | 0')).toBe('0');
  });

  it('keeps the reference quirk that ~ of a reference is always -1', () => {
    expect(run('~a')).toBe('-1');
    expect(run('~(a)')).toBe('-1');
    expect(run('~(a + 0)')).toBe('-5');
  });
});

describe('strings and conversions', () => {
  it('concatenates when either side of + is a string', () => {
    expect(run('"a" + 1')).toBe('a1');
    expect(run('1 + "b"')).toBe('1b');
    expect(run('"x" + true')).toBe('xtrue');
    expect(run('"a" + null')).toBe('anull');
    expect(run('s + 1 + 2')).toBe('abc12');
    expect(run('1 + 2 + s')).toBe('3abc');
    expect(run('5 + neg')).toBe('5-6.5');
  });

  it('converts strings to numbers only when they are wholly numeric', () => {
    expect(run('"5" * "2"')).toBe('10');
    expect(run('"0x10" * 1')).toBe('16');
    expect(run('"-0x1F" * 1')).toBe('-31');
    expect(run('"+5" - 0')).toBe('5');
    expect(run('"1e+5" - 0')).toBe('100000');
    expect(run('"1." - 0')).toBe('1');
    expect(run('"" - 1')).toBe('-1');
    for (const text of ['abc', '12abc', ' 1', '.5', '-', '0x', '1e', '1.2.3', 'Infinity']) {
      expect(run(`"${text}" * 1`)).toBe('NaN');
    }
  });

  it('converts booleans to 1/0 and null to 0', () => {
    expect(run('true + 2')).toBe('3');
    expect(run('true + true')).toBe('2');
    expect(run('null + null')).toBe('0');
    expect(run('missing + 1')).toBe('1');
  });

  it('converts to booleans with JS truthiness, null being false', () => {
    expect(run('!0')).toBe('true');
    expect(run('!"0"')).toBe('false');
    expect(run('!""')).toBe('true');
    expect(run('!NaN')).toBe('true');
    expect(run('!null')).toBe('true');
    expect(run('!!!!t')).toBe('true');
  });
});

describe('comparison and logic', () => {
  it('compares raw values with JS coercion', () => {
    expect(run('1 < 2')).toBe('true');
    expect(run('2 <= 2')).toBe('true');
    expect(run('3 > 2')).toBe('true');
    expect(run('1 >= 2')).toBe('false');
    expect(run('0 < "0x01"')).toBe('true');
    expect(run('0 < true')).toBe('true');
    expect(run('"a" < "b"')).toBe('true');
    expect(run('s < "abd"')).toBe('true');
    expect(run('null < 1')).toBe('true');
    expect(run('"a" < 1')).toBe('false');
  });

  it('has loose and strict equality', () => {
    expect(run('"1" == 1')).toBe('true');
    expect(run('"1" === 1')).toBe('false');
    expect(run('1 != 2')).toBe('true');
    expect(run('"a" !== "a"')).toBe('false');
    expect(run('true == 1')).toBe('true');
    expect(run('NaN == NaN')).toBe('false');
    expect(run('null == 0')).toBe('false');
    expect(run('missing == null')).toBe('true');
    expect(run('z === null')).toBe('true');
  });

  it('makes && and || produce booleans, not operands', () => {
    expect(run('1 && 2')).toBe('true');
    expect(run('1 && 0')).toBe('false');
    expect(run('0 || ""')).toBe('false');
    expect(run('"" || "x"')).toBe('true');
    expect(run('a > b && b >= 2')).toBe('true');
    expect(run('true && (false || true)')).toBe('true');
  });
});

describe('functions', () => {
  it('max and min convert their arguments to numbers', () => {
    expect(run('max(1, 5, 3)')).toBe('5');
    expect(run('min(4, -2, 9)')).toBe('-2');
    expect(run('max("3", "10")')).toBe('10');
    expect(run('max(a, n)')).toBe('12');
  });

  it('max and min keep the reference handling of NaN by position', () => {
    expect(run('max(NaN, 1)')).toBe('1');
    expect(run('max(1, NaN)')).toBe('NaN');
    expect(run('min(NaN, 1)')).toBe('1');
  });

  it('abs, num, str and bool use their first argument', () => {
    expect(run('abs(-4.5)')).toBe('4.5');
    expect(run('num(n) + 1')).toBe('13');
    expect(run('num(neg) + 5')).toBe('-1.5');
    expect(run('num(null)')).toBe('0');
    expect(run('str(5) + 1')).toBe('51');
    expect(run('str(null)')).toBe('null');
    expect(run('bool("")')).toBe('false');
    expect(run('bool("x")')).toBe('true');
    expect(run('bool(5, 0)')).toBe('true');
  });

  it('drops object and array arguments', () => {
    expect(run('max(o, 1)')).toBe('1');
    expect(run('max(list)')).toBe('reduce: Error calling function max');
  });

  it('reports a call without arguments', () => {
    for (const name of ['max', 'min', 'abs', 'num', 'str', 'bool']) {
      expect(run(`${name}()`)).toBe(`reduce: Error calling function ${name}`);
    }
  });

  it('rejects unknown functions when parsing', () => {
    expect(run('foo(1)')).toBe('parse: Invalid function foo');
  });
});

describe('constants and references', () => {
  it('knows null, true, false, PI, E, Infinity and NaN', () => {
    expect(run('PI')).toBe('3.141592653589793');
    expect(run('E')).toBe('2.718281828459045');
    expect(run('Infinity')).toBe('Infinity');
    expect(run('-Infinity')).toBe('-Infinity');
    expect(run('NaN')).toBe('NaN');
    expect(value('null')).toBeNull();
    expect(value('true')).toBe(true);
    expect(value('false')).toBe(false);
  });

  it('reaches a data key that a constant shadows through @', () => {
    expect(run('@.PI')).toBe('apple');
  });

  it('resolves dotted paths and treats missing or null data as null', () => {
    expect(run('o.b.c * 2')).toBe('6');
    expect(run('list.1')).toBe('2');
    expect(value('missing')).toBeNull();
    expect(value('z')).toBeNull();
    expect(value('z.x')).toBeNull();
  });

  it('fails when an operator meets an object or array', () => {
    expect(run('o + 1')).toBe('reduce: Invalid arguments to operator add');
    expect(run('1 < list')).toBe('reduce: Invalid arguments to operator less than');
    expect(run('-o + 1')).toBe('reduce: Invalid arguments to operator add');
  });

  it('fails when the value left over is an object or array', () => {
    expect(run('o')).toBe('reduce: Reduce error: unexpected token on stack');
    expect(run('1, list')).toBe('reduce: Reduce error: unexpected token on stack');
  });

  it('leaves no value, silently, for a unary operator on an object', () => {
    expect(run('-o')).toBe('');
    expect(value('!list')).toBeUndefined();
  });

  it('ignores names every JS object inherits, as the reference does', () => {
    expect(value('toString')).toBeUndefined();
    expect(run('toString(1)')).toBe('1');
  });
});

describe('statements', () => {
  it('prints the value left on top of the stack by the last statement', () => {
    expect(run('1 2 3')).toBe('3');
    expect(run('3, 2, 1')).toBe('1');
    expect(run("'a' 'b' 'c'")).toBe('c');
    expect(run('true; false; true')).toBe('true');
    expect(run('+17; +17')).toBe('17');
    expect(run('1;')).toBe('1');
  });

  it('prints nothing for an empty expression or lone operators', () => {
    expect(value('')).toBeUndefined();
    expect(value(' ')).toBeUndefined();
    expect(value(';;')).toBeUndefined();
    expect(value('-')).toBeUndefined();
  });

  it('reports operators missing an operand', () => {
    expect(run('*')).toBe('reduce: Invalid arguments to operator multiply');
    expect(run('1 * * 2')).toBe('reduce: Invalid arguments to operator multiply');
    expect(run('max(1 *)')).toBe('reduce: Invalid arguments to operator multiply');
  });

  it('reports one error per failing statement and still runs the rest', () => {
    expect(run('1 *; 2; 3 *')).toBe(
      'reduce: Invalid arguments to operator multiply / Invalid arguments to operator multiply',
    );
  });
});

describe('assignments', () => {
  function assign(source: string, vars: Record<string, unknown> = {}) {
    const parsed = parseExpression(source, UNLIMITED);
    if ('error' in parsed) throw new Error(parsed.error);
    return evaluateExpression(parsed.expression, resolverFor(DATA, vars), UNLIMITED);
  }

  it('returns assignments in order and prints nothing for them', () => {
    expect(assign('@total = a + b')).toEqual({
      ok: true,
      hasValue: false,
      value: null,
      assignments: [['@total', 6]],
    });
  });

  it('makes earlier assignments visible to later statements', () => {
    expect(assign('@x = 2; @y = @x * 5; @y + 1')).toEqual({
      ok: true,
      hasValue: true,
      value: 11,
      assignments: [
        ['@x', 2],
        ['@y', 10],
      ],
    });
    expect(assign('@x = 1; @x = @x + 1; @x', { '@x': 40 })).toMatchObject({
      value: 2,
      assignments: [
        ['@x', 1],
        ['@x', 2],
      ],
    });
  });

  it('reads variables from the resolver until assigned', () => {
    expect(assign('@sum = @sum + a', { '@sum': 3 })).toMatchObject({ assignments: [['@sum', 7]] });
    expect(assign('@x = 3; @x.b')).toMatchObject({ hasValue: true, value: null });
  });

  it('assigns null for missing data and nothing for objects', () => {
    expect(assign('@x = missing').ok && assign('@x = missing')).toMatchObject({
      assignments: [['@x', null]],
    });
    expect(assign('@x = o')).toMatchObject({ ok: true, hasValue: false, assignments: [] });
  });

  it('ignores targets that are not a single @name', () => {
    for (const source of ['x = 1', '@x.y = 1', '1 = 2', '"@x" = 1']) {
      expect(assign(source)).toMatchObject({ ok: true, hasValue: false, assignments: [] });
    }
  });

  it('ends its statement: nothing after it in the statement runs', () => {
    expect(assign('@x = 1, @y = 2')).toMatchObject({ hasValue: false, assignments: [['@x', 1]] });
    expect(assign('(@x = 2) + 1')).toMatchObject({ hasValue: false, assignments: [['@x', 2]] });
    expect(assign('1; @x = 2')).toMatchObject({ hasValue: false });
  });
});

describe('debug form', () => {
  it('prints the compiled statements, then an arrow and the value', () => {
    expect(run('#1 + 2 * 3')).toBe('EVAL=[[1 2 3 <multiply> <add>]] -> 7');
    expect(run('#-a + +2')).toBe('EVAL=[[a <unary minus> 2 <unary plus> <add>]] -> -2');
    expect(run('#max(1, 2); "x\\n"')).toBe('EVAL=[[<args> 1 2 max()], ["x\\n"]] -> x\n');
    expect(run('#@x = true || null; o.b.c')).toBe(
      'EVAL=[[@x true null <logical or> <assign>], [o.b.c]] -> 3',
    );
  });

  it('prints no arrow when there is no value', () => {
    expect(run('#@x = 1')).toBe('EVAL=[[@x 1 <assign>]]');
    expect(run('#')).toBe('EVAL=[]');
  });

  it('still offers the compiled form when parsing fails', () => {
    const parsed = parseExpression('#1; (2', UNLIMITED);
    expect(parsed).toEqual({
      error: 'Mismatched operator found: left paren',
      errors: ['Mismatched operator found: left paren'],
      source: '1; (2',
      debugText: 'EVAL=[[1]]',
    });
    expect(parseExpression('#"abc', UNLIMITED)).toMatchObject({ debugText: 'EVAL=[]' });
    expect(parseExpression('"abc', UNLIMITED)).not.toHaveProperty('debugText');
  });

  it('strips the # from the source that error messages quote', () => {
    const parsed = parseExpression('#1 + 2', UNLIMITED);
    expect(parsed).toMatchObject({ expression: { source: '1 + 2', debug: true } });
    expect(parseExpression('1 + 2', UNLIMITED)).toMatchObject({
      expression: { source: '1 + 2', debug: false },
    });
  });
});

describe('parse errors', () => {
  it('returns the bare message of every error', () => {
    expect(parseExpression("'abc", UNLIMITED)).toMatchObject({ error: 'Unterminated string' });
    expect(run('(1 + 2')).toBe('parse: Mismatched operator found: left paren');
    expect(run('1 + 2)')).toBe('parse: Mismatched operator found: right paren');
    expect(run('1 # 2')).toBe('parse: Unexpected character at 2: "#"');
    expect(run('"a\nb"')).toBe('parse: Illegal bare line feed character in string literal');
    expect(run("'\\xZZ'")).toBe('parse: Invalid 2-char hex escape found');
    expect(run("'\\uZZZZ'")).toBe('parse: Invalid unicode escape found');
    expect(run('1e')).toBe('parse: Expected a digit after exponent in decimal number');
    expect(run('1.2.3')).toBe('parse: Duplicate decimal point in number');
    expect(run('1e2.3')).toBe('parse: Unexpected decimal point in exponent');
    expect(run('0x')).toBe('parse: Expected digits after start of hex number');
  });
});

describe('limits', () => {
  it('limits the number of tokens', () => {
    const options = { maxTokens: 3, maxStringLength: Infinity };
    expect(run('1 + 2', DATA, options)).toBe('3');
    expect(run('1 + 2 + 3', DATA, options)).toBe(
      'parse: Expression exceeds the maximum number of allowed tokens: 3',
    );
  });

  it('limits the length of concatenated strings', () => {
    const options = { maxTokens: Infinity, maxStringLength: 4 };
    expect(run('"ab" + "cd"', DATA, options)).toBe('abcd');
    expect(run('"ab" + "cde"', DATA, options)).toBe(
      'reduce: Concatenation would exceed maximum string length 4',
    );
    expect(run('str("abcde")', DATA, options)).toBe('abcde');
  });

  it('reports a leftover argument marker after a failed concatenation, as the reference does', () => {
    expect(run('max("a" + "b")', DATA, { maxTokens: Infinity, maxStringLength: 1 })).toBe(
      'reduce: Concatenation would exceed maximum string length 1 / Reduce error: unexpected token on stack',
    );
  });
});
