// Exact decimal amounts for money: parsed from JSON, compared, shifted and rounded without floats.

/** `(negative ? -1 : 1) × units × 10^-scale`; `scale` counts the digits after the point, zeros kept. */
export interface Decimal {
  readonly negative: boolean;
  readonly units: bigint;
  readonly scale: number;
}

/** How a rounded-off half goes: to the even neighbour (java.text) or away from zero (Intl's default). */
export type HalfRounding = 'half-even' | 'half-expand';

export const ZERO_DECIMAL: Decimal = Object.freeze({ negative: false, units: 0n, scale: 0 });

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Bounds keep a hostile value from building an enormous BigInt; every double fits easily. */
const MAX_TEXT_LENGTH = 400;
const MAX_EXPONENT = 400;
const TEN = 10n;

/**
 * A JSON number or a decimal string (`12`, `-0.50`, `.5`, `5.`, `1e3`, `+2`) as an exact decimal;
 * undefined for anything else: blanks, grouping commas, `NaN`, `Infinity`, other kinds.
 */
export function parseDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string' && value.length <= MAX_TEXT_LENGTH) {
    text = value;
  } else {
    return undefined;
  }
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) return undefined;
  const [, sign, whole, fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  return make(sign === '-', BigInt(whole + fraction), fraction.length - exponent);
}

function make(negative: boolean, units: bigint, scale: number): Decimal {
  if (scale < 0) return make(negative, units * TEN ** BigInt(-scale), 0);
  return { negative: negative && units !== 0n, units, scale };
}

/** The value × 10^places (`movePoint(d, 2)` turns dollars into cents), exactly. */
export function movePoint(d: Decimal, places: number): Decimal {
  return make(d.negative, d.units, d.scale - places);
}

/** Plain text, no exponent, trailing zeros kept: `150.0`, `0.05`, `-12`, `10000`. */
export function decimalToString(d: Decimal): string {
  let digits = d.units.toString();
  if (d.scale > 0) {
    digits = digits.padStart(d.scale + 1, '0');
    digits = `${digits.slice(0, -d.scale)}.${digits.slice(-d.scale)}`;
  }
  return d.negative ? `-${digits}` : digits;
}

function signed(d: Decimal, scale: number): bigint {
  const units = d.units * TEN ** BigInt(scale - d.scale);
  return d.negative ? -units : units;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; `1.50` equals `1.5`. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = signed(a, scale);
  const y = signed(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `d` with exactly `digits` fraction digits, rounding a dropped half as `mode` says. */
export function roundDecimal(d: Decimal, digits: number, mode: HalfRounding): Decimal {
  if (d.scale <= digits) return make(d.negative, d.units * TEN ** BigInt(digits - d.scale), digits);
  const divisor = TEN ** BigInt(d.scale - digits);
  let kept = d.units / divisor;
  const twiceRest = (d.units % divisor) * 2n;
  if (twiceRest > divisor || (twiceRest === divisor && (mode === 'half-expand' || kept % 2n === 1n)))
    kept += 1n;
  return make(d.negative, kept, digits);
}

/** Whole units and fraction digits of a decimal, as text without sign: `-1234.5` → `1234`, `5`. */
export function decimalParts(d: Decimal): { integer: string; fraction: string } {
  const text = decimalToString(d.negative ? { ...d, negative: false } : d);
  const point = text.indexOf('.');
  return point < 0
    ? { integer: text, fraction: '' }
    : { integer: text.slice(0, point), fraction: text.slice(point + 1) };
}

/** A whole number of minor units (cents) as a decimal amount of major units (`12345`, 2 → 123.45). */
export function fromMinorUnits(minor: bigint, fractionDigits: number): Decimal {
  return make(minor < 0n, minor < 0n ? -minor : minor, fractionDigits);
}

/**
 * The amount in whole minor units for a currency with `fractionDigits`, or undefined when that
 * would drop a non-zero digit (`1.005` dollars is no whole number of cents).
 */
export function toMinorUnits(d: Decimal, fractionDigits: number): bigint | undefined {
  const shifted = movePoint(d, fractionDigits);
  const divisor = TEN ** BigInt(shifted.scale);
  if (shifted.units % divisor !== 0n) return undefined;
  const whole = shifted.units / divisor;
  return shifted.negative ? -whole : whole;
}
