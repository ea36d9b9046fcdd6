// Checks storage keys and prefixes, so no key can name anything outside the store (on disk: outside the data folder).

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Throws unless `key` is relative, `/`-separated, and every segment is a plain name (no `.`, `..`, dotfile or empty one). */
export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
}

/** Throws unless `prefix` is a valid key followed by `/`. */
export function assertPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidKey(prefix.slice(0, -1))) {
    throw new Error(`Not a valid storage prefix: ${JSON.stringify(prefix)}`);
  }
}

/** Whether `key` is a key `assertKey` accepts. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}
