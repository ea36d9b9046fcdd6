/** JSON-T value semantics (JSONT §1): kinds, truthiness, printing and the coercions plugins use. */

/** `undefined` is the MISSING value: what a failed lookup yields. JSON never contains it. */
export const MISSING = undefined;

export type ValueKind = 'missing' | 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

/** The kind of a value; anything that is not JSON (functions, symbols) counts as missing. */
export function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    case 'object':
      return Array.isArray(value) ? 'array' : 'object';
    default:
      return 'missing';
  }
}

/** Truthiness for `.section`, `.if` and most plugins (JSONT §1.2). */
export function isTruthy(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'string':
      return value.length > 0;
    case 'object':
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) return true;
      return Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null;
    default:
      return false;
  }
}

/** The "Jackson" boolean used by a few plugins: only `true`, `"true"` and non-zero integers. */
export function isJacksonTrue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === 'true';
  if (typeof value === 'number') return Number.isInteger(value) && value !== 0;
  return false;
}

/** An array element as JavaScript's String() gives it: nested arrays join their nulls as empty. */
function elementText(value: unknown): string {
  if (value === undefined) return '';
  return value === null ? 'null' : String(value);
}

/** The text a value prints as (JSONT §1.3): no escaping; objects and missing print nothing. */
export function printValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Object.is(value, -0) ? '0' : String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (Array.isArray(value)) return value.map(elementText).join(',');
      return '';
    default:
      return '';
  }
}

/** As-string coercion: scalars to their text, everything else to `""` (JSONT §1.4). */
export function asString(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Object.is(value, -0) ? '0' : String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return '';
  }
}

/** As-number coercion: `"1.5"` → parseFloat, `"12abc"` → 12, booleans 1/0, other kinds 0. */
export function asNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** Deep structural equality of JSON values; numbers compare with `===`. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aArray = Array.isArray(a);
  if (aArray !== Array.isArray(b)) return false;
  if (aArray) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!deepEqual(x[i], y[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(y, key) || !deepEqual(x[key], y[key])) return false;
  }
  return true;
}

/**
 * Ordering by the kind of the left operand (JSONT §1.4): numbers numerically, strings by UTF-16
 * code units, booleans false < true, anything else 0 when deep-equal else -1.
 */
export function compareValues(left: unknown, right: unknown): number {
  switch (typeof left) {
    case 'number': {
      const r = asNumber(right);
      return left < r ? -1 : left > r ? 1 : left === r ? 0 : -1;
    }
    case 'string': {
      const r = asString(right);
      return left < r ? -1 : left > r ? 1 : 0;
    }
    case 'boolean': {
      const r = typeof right === 'boolean' ? right : asNumber(right) !== 0;
      return left === r ? 0 : left ? 1 : -1;
    }
    default:
      return deepEqual(left, right) ? 0 : -1;
  }
}

const hasOwn = Object.prototype.hasOwnProperty;

/** Own-property lookup of one path segment (JSONT §5.2 step 3); missing otherwise. */
export function getMember(node: unknown, segment: string | number): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) {
    return typeof segment === 'number' && segment < node.length ? node[segment] : undefined;
  }
  // A direct read is the fast path; only a function (never JSON) or `__proto__` can come from the
  // prototype chain, and those are checked for being the object's own.
  const value = (node as Record<string | number, unknown>)[segment];
  if (value === undefined) return undefined;
  if (typeof value === 'function') return undefined;
  if (segment === '__proto__' && !hasOwn.call(node, segment)) return undefined;
  return value;
}

/** Follows `path` from `node` with plain member access; missing as soon as a step is missing or null. */
export function getPath(node: unknown, path: readonly (string | number)[]): unknown {
  let current = node;
  for (let i = 0; i < path.length; i++) {
    if (current === null || current === undefined) return undefined;
    current = getMember(current, path[i]);
  }
  return current;
}

/** Splits `a.b.0` into segments; all-digit segments that fit in a signed 32-bit int become numbers. */
export function splitPath(reference: string): (string | number)[] {
  if (reference === '') return [];
  return reference.split('.').map((segment) => {
    if (/^[0-9]+$/.test(segment)) {
      const n = Number(segment);
      if (n <= 2147483647) return n;
    }
    return segment;
  });
}
