/** Fills the numbered slots `{0}`, `{1}`… of a `format` pattern (JSONT §10.2 `format`). */

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Replaces each `{n}` with `values[n]` (nothing when n is out of range; `{}` is `{0}`). A slot with
 * any other character is dropped up to its `}`, and an unterminated slot is dropped to the end —
 * the reference's rules, kept so existing themes print the same text. A `{` met while skipping a
 * malformed slot starts a new slot, also as in the reference.
 */
export function fillPattern(pattern: string, values: readonly string[]): string {
  const length = pattern.length;
  let out = '';
  let i = 0;
  while (i < length) {
    const open = pattern.indexOf('{', i);
    if (open < 0) return out + pattern.slice(i);
    out += pattern.slice(i, open);

    let j = open + 1;
    let index = 0;
    while (j < length && isDigit(pattern.charCodeAt(j))) index = index * 10 + pattern.charCodeAt(j++) - 48;
    if (j >= length) return out;
    if (pattern.charCodeAt(j) === 125) {
      if (index < values.length) out += values[index];
      i = j + 1;
      continue;
    }

    // Malformed slot: the offending character is consumed, then skip to `}` (eaten) or `{` (kept).
    let k = j + 1;
    while (k < length && pattern.charCodeAt(k) !== 125 && pattern.charCodeAt(k) !== 123) k++;
    if (k >= length) return out;
    i = pattern.charCodeAt(k) === 125 ? k + 1 : k;
  }
  return out;
}
