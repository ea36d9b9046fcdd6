// Exact decimal numbers for the i18n formatters: the one implementation in domain/decimal.ts, under the names they use.
import {
  ZERO_DECIMAL,
  compareDecimals,
  decimalToString,
  movePoint,
  parseDecimal,
  type Decimal,
} from '../domain/decimal.js';

export { compareDecimals, parseDecimal, type Decimal };

/** Plain decimal text, no exponent, trailing zeros kept: `1.0`, `0.001`, `-12`. */
export const decimalString = decimalToString;

/** The value multiplied by 10^power, exactly (`power` -2 divides by 100). */
export const shiftDecimal = movePoint;

/** `a - n` for an integer `n`, keeping `a`'s scale. */
export function subtractInteger(a: Decimal, n: number): Decimal {
  const units = (a.negative ? -a.units : a.units) - BigInt(n) * 10n ** BigInt(a.scale);
  const negative = units < 0n;
  return { negative, units: negative ? -units : units, scale: a.scale };
}

export const ZERO: Decimal = ZERO_DECIMAL;
export const ONE: Decimal = { negative: false, units: 1n, scale: 0 };
