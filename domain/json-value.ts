// Reading JSON context values the way JSON-T plugins do (JSONT §1.2, §1.4), without the engine.

/** `node[key]` for an object node; undefined (missing) for anything else or an inherited key. */
export function member(node: unknown, key: string): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  return Object.prototype.hasOwnProperty.call(node, key) ? (node as Record<string, unknown>)[key] : undefined;
}

/** `value` when it is a JSON object, else a new empty object (for reading settings that may be absent). */
export function objectOr(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Follows `keys` from `node`; undefined as soon as a step is missing. */
export function memberPath(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) current = member(current, key);
  return current;
}

/**
 * JSON-T truthiness: `"0"` and `" "` are true; `0`, `""`, `[]`, `{}`, null and missing are false.
 */
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
      return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0;
    default:
      return false;
  }
}

/** The stricter "Jackson" boolean: only `true`, `"true"` and non-zero integers. */
export function isJacksonTrue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === 'true';
  return typeof value === 'number' && Number.isInteger(value) && value !== 0;
}

/** Number coercion: `"3 left"` is 3, `"1.5"` is 1.5, `"abc"` is NaN, booleans 1/0, others 0. */
export function toNumber(value: unknown): number {
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

/** Text coercion: scalars print as themselves; null, missing, objects and arrays are ''. */
export function toText(value: unknown): string {
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

/** Deep equality of JSON values; missing equals only missing. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(y, key) && jsonEqual(x[key], y[key]));
}
