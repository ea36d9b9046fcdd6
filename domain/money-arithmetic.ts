// Cart and order money arithmetic through dinero.js (bigint amounts): sums, quantities, rates rounded half up, proportional splits.
import {
  add,
  compare,
  dinero,
  halfUp,
  maximum,
  minimum,
  multiply,
  subtract,
  toSnapshot,
  transformScale,
  type Dinero,
  type DineroCurrency,
} from 'dinero.js/bigint';
import { findCurrency } from './currencies.js';

/** An amount of one currency, held by dinero.js at the currency's minor unit. */
export type Amount = Dinero<bigint>;

/** A rate as a scaled integer: `{ units: 82500n, scale: 6 }` is 0.0825 (8.25 %). */
export interface ScaledRate {
  units: bigint;
  scale: number;
}

/** Minor-unit digits of a currency domain/currencies.ts does not list (cents, as carts always counted). */
const FALLBACK_EXPONENT = 2n;
/** dinero's currency objects of the supported currencies, made once each. */
const currencies = new Map<string, DineroCurrency<bigint>>();

function dineroCurrency(code: string): DineroCurrency<bigint> {
  const known = currencies.get(code);
  if (known !== undefined) return known;
  const supported = findCurrency(code);
  const exponent = supported === undefined ? FALLBACK_EXPONENT : BigInt(supported.fractionDigits);
  const currency = Object.freeze({ code, base: 10n, exponent });
  // Only supported codes are kept, so odd codes cannot grow the map.
  if (supported !== undefined) currencies.set(code, currency);
  return currency;
}

function wholeNumber(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, not ${value}`);
  return BigInt(value);
}

/**
 * `minor` minor units of `currency` (cents of USD, yen of JPY: the exponent comes from
 * domain/currencies.ts). RangeError unless `minor` is a safe integer.
 */
export function amount(minor: number, currency: string): Amount {
  return dinero({ amount: wholeNumber(minor, 'An amount'), currency: dineroCurrency(currency) });
}

/** Nothing of `currency`. */
export function zero(currency: string): Amount {
  return amount(0, currency);
}

/** `a + b`; both in one currency (dinero refuses two). */
export function plus(a: Amount, b: Amount): Amount {
  return add(a, b);
}

/** `a − b`; both in one currency. */
export function minus(a: Amount, b: Amount): Amount {
  return subtract(a, b);
}

/** The sum of `amounts`, all of `currency`; nothing for none. */
export function sum(amounts: readonly Amount[], currency: string): Amount {
  return amounts.reduce(add, zero(currency));
}

/** `unit × quantity` (a whole number of items). */
export function times(unit: Amount, quantity: number): Amount {
  return multiply(unit, wholeNumber(quantity, 'A quantity'));
}

/** `base × rate`, rounded half up to a whole minor unit. */
export function timesRate(base: Amount, rate: ScaledRate): Amount {
  const { scale } = toSnapshot(base);
  const exact = multiply(base, { amount: rate.units, scale: BigInt(rate.scale) });
  return transformScale(exact, scale, halfUp);
}

/** `percent` % of `base` (a whole percentage), rounded half up to a whole minor unit. */
export function percentOf(base: Amount, percent: number): Amount {
  return timesRate(base, { units: wholeNumber(percent, 'A percentage'), scale: 2 });
}

/** The smaller of `a` and `b`. */
export function min(a: Amount, b: Amount): Amount {
  return minimum([a, b]);
}

/** The larger of `a` and `b`. */
export function max(a: Amount, b: Amount): Amount {
  return maximum([a, b]);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareAmounts(a: Amount, b: Amount): -1 | 0 | 1 {
  return compare(a, b);
}

/** Whether `a` is more than nothing. */
export function isPositive(a: Amount): boolean {
  return toSnapshot(a).amount > 0n;
}

/** The amount in minor units. RangeError when it is beyond a safe integer (it could not be stored exactly). */
export function toMinor(a: Amount): number {
  const value = Number(toSnapshot(a).amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`An amount of ${toSnapshot(a).amount} is too large`);
  return value;
}

/**
 * Splits `total` over `weights` (non-negative minor units, such as what each line costs) in
 * proportion, in whole minor units that add up to `total` exactly: each gets its share rounded
 * down, and the units left over go one each to the largest remainders, earlier weights first on
 * ties. All-zero weights, or nothing to split: nothing to anyone.
 *
 * dinero's own `allocate` hands the left-over units to the largest weights instead, which would
 * move a cent between lines compared with every cart and order priced before it; so the split is
 * worked out here, on the amounts dinero holds.
 */
export function allocate(total: Amount, weights: readonly Amount[]): Amount[] {
  const { amount: whole, currency, scale } = toSnapshot(total);
  const share = (units: bigint) => dinero({ amount: units, currency, scale });
  const units = weights.map((weight) => {
    const snapshot = toSnapshot(weight);
    if (snapshot.currency.code !== currency.code)
      throw new TypeError('Weights must be in the currency split');
    return snapshot.amount;
  });
  const sumOfWeights = units.reduce((acc, unit) => acc + unit, 0n);
  if (whole <= 0n || sumOfWeights <= 0n) return units.map(() => share(0n));
  const shares = units.map((unit) => (whole * unit) / sumOfWeights);
  let left = whole - shares.reduce((acc, unit) => acc + unit, 0n);
  const byRemainder = units
    .map((unit, at) => ({ at, rest: (whole * unit) % sumOfWeights }))
    .sort((a, b) => (a.rest === b.rest ? a.at - b.at : a.rest > b.rest ? -1 : 1));
  for (const { at } of byRemainder) {
    if (left <= 0n) break;
    shares[at] += 1n;
    left -= 1n;
  }
  return shares.map(share);
}
