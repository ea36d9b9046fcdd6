// Number scanning shared by the tokenizer and string-to-number conversion, so both accept the same text.

/** Why a decimal scan failed; the tokenizer turns these into its error messages. */
export type DecimalError = 'exponent-digit' | 'duplicate-point' | 'point-in-exponent';

export const DECIMAL_ERRORS: Readonly<Record<DecimalError, string>> = {
  'exponent-digit': 'Expected a digit after exponent in decimal number',
  'duplicate-point': 'Duplicate decimal point in number',
  'point-in-exponent': 'Unexpected decimal point in exponent',
};

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/** True for one hexadecimal digit. */
export function isHexDigit(c: string): boolean {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/**
 * Scans a decimal number starting at a digit: digits, one optional `.`, one optional exponent with
 * an optional sign. Returns the end index, or why the text is malformed. Signs before the number
 * are separate operators, so none is accepted here.
 */
export function scanDecimal(text: string, start: number, end: number): number | DecimalError {
  let seenPoint = false;
  let seenExponent = false;
  let seenExponentSign = false;
  // An exponent marker needs at least one digit after it (and after its sign).
  let needDigit = false;
  let i = start;
  for (; i < end; i++) {
    const c = text[i];
    if (isDigit(c)) {
      needDigit = false;
    } else if (c === '.') {
      if (seenPoint) return 'duplicate-point';
      if (seenExponent) return 'point-in-exponent';
      seenPoint = true;
    } else if (c === 'e' || c === 'E') {
      if (seenExponent) break;
      seenExponent = true;
      needDigit = true;
    } else if (c === '+' || c === '-') {
      // A sign belongs to the number only right after the exponent marker.
      if (!needDigit || seenExponentSign) break;
      seenExponentSign = true;
    } else {
      break;
    }
  }
  return needDigit ? 'exponent-digit' : i;
}

/** Scans hexadecimal digits from `start`; returns the index of the first non-digit (or `end`). */
export function scanHex(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isHexDigit(text[i])) i++;
  return i;
}
