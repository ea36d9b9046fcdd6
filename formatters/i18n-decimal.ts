// Exact decimal numbers: what i18n formatters accept, keep trailing zeros of, and hand to Intl unrounded.

/** A decimal number `(negative ? -1 : 1) × units / 10^scale`, exact at any size. */
export interface Decimal {
  readonly negative: boolean;
  readonly units: bigint;
  /** Digits after the decimal point, trailing zeros included: `1.50` has scale 2. */
  readonly scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Bounds digits and exponents so a hostile value cannot make a huge number; doubles fit easily. */
const MAX_DIGITS = 400;
const MAX_EXPONENT = 400;

const TEN = 10n;

/**
 * A JSON number or a decimal string (`12`, `-0.50`, `.5`, `1e3`) as an exact decimal; undefined
 * for anything else, including non-finite numbers, `NaN`, `Infinity`, blanks and grouped digits.
 */
export function parseDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string' && value.length <= MAX_DIGITS) {
    text = value;
  } else {
    return undefined;
  }
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) return undefined;
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  let units = BigInt(whole + fraction || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= TEN ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && units !== 0n, units, scale };
}

/** Plain decimal text, no exponent, trailing zeros kept: `1.0`, `0.001`, `-12`. */
export function decimalString(d: Decimal): string {
  let digits = d.units.toString();
  if (d.scale > 0) {
    digits = digits.padStart(d.scale + 1, '0');
    digits = digits.slice(0, -d.scale) + '.' + digits.slice(-d.scale);
  }
  return d.negative ? '-' + digits : digits;
}

/** The value multiplied by 10^power, exactly (`power` -2 divides by 100). */
export function shiftDecimal(d: Decimal, power: number): Decimal {
  const scale = d.scale - power;
  if (scale >= 0) return { ...d, scale };
  return { ...d, units: d.units * TEN ** BigInt(-scale), scale: 0 };
}

function signedUnits(d: Decimal, scale: number): bigint {
  const units = d.units * TEN ** BigInt(scale - d.scale);
  return d.negative ? -units : units;
}

function fromSigned(units: bigint, scale: number): Decimal {
  const negative = units < 0n;
  return { negative, units: negative ? -units : units, scale };
}

/** `a - n` for an integer `n`, keeping `a`'s scale. */
export function subtractInteger(a: Decimal, n: number): Decimal {
  return fromSigned(signedUnits(a, a.scale) - BigInt(n) * TEN ** BigInt(a.scale), a.scale);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`; `1.0` equals `1`. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = signedUnits(a, scale);
  const y = signedUnits(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const ZERO: Decimal = { negative: false, units: 0n, scale: 0 };
export const ONE: Decimal = { negative: false, units: 1n, scale: 0 };
