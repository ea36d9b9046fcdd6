// Cart formatters and the deprecated cents-to-money formatters, with the Java reference's output.
import type { Formatter, FormatterTable, RenderContext } from '../engine/types.js';
import { CART_URL, cartQuantity } from '../domain/cart-labels.js';
import { ZERO_DECIMAL, decimalToString, movePoint, parseDecimal, type Decimal } from '../domain/decimal.js';
import { member } from '../domain/json-value.js';
import { formatAmount, legacyMoneyHtml } from '../domain/money.js';
import { checkedFormatter, noArgs } from './content-args.js';

const ONE_CENT: Decimal = { negative: false, units: 1n, scale: 0 };

/**
 * A number of cents: numbers as they are, numeric text (blanks trimmed) exactly, booleans as 1 and
 * 0 (as Java's `asDouble` reads them). Anything else — missing, null, other text, an object — is no
 * amount: the money formatters then print nothing, as SPEC §5 asks for a value that is not a number.
 */
function centsOf(value: unknown): Decimal | undefined {
  if (typeof value === 'boolean') return value ? ONE_CENT : ZERO_DECIMAL;
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  return parseDecimal(typeof value === 'string' ? value.trim() : value);
}

function outOfRange(name: string, cents: Decimal, ctx: RenderContext): string {
  ctx.error(`${name}: ${decimalToString(cents)} cents has more than 15 digits before the decimal point`);
  return '';
}

/**
 * `{cents|money-format}` (and its old spelling `moneyFormat`): cents as dollars in the en-US
 * `#,##0.00` pattern, half-even like java.text: `123456` → `1,234.56`. Deprecated; the TypeScript
 * reference leaves it a no-op, the Java one prints this.
 */
const moneyFormat: Formatter = (value, _args, ctx) => {
  const cents = centsOf(value);
  if (cents === undefined) return '';
  return (
    formatAmount(movePoint(cents, -2), { rounding: 'half-even' }) ?? outOfRange('money-format', cents, ctx)
  );
};

/** Legacy money markup of a number of cents, `<span class="sqs-money-native">1.00</span>`. */
function moneyHtml(cents: Decimal): string | undefined {
  return legacyMoneyHtml(movePoint(cents, -2), 'half-even');
}

/**
 * `{cents|money-string}`: cents as the legacy money markup, `<span class="sqs-money-native">123.45</span>`.
 * Deprecated; Java output (the TypeScript reference leaves it a no-op).
 */
const moneyString: Formatter = (value, _args, ctx) => {
  const cents = centsOf(value);
  if (cents === undefined) return '';
  return moneyHtml(cents) ?? outOfRange('money-string', cents, ctx);
};

/**
 * `{cart|cart-subtotal}`: the cart's `subtotalCents` as
 * `<span class="sqs-cart-subtotal"><span class="sqs-money-native">123.45</span></span>`. This is the
 * Java reference's output; the TypeScript one prints "deprecated, do not use", which no shopper
 * should read.
 */
const cartSubtotal: Formatter = (value, _args, ctx) => {
  // A cart without a usable subtotal has a subtotal of nothing: 0.00.
  const cents = centsOf(member(value, 'subtotalCents')) ?? ZERO_DECIMAL;
  const money = moneyHtml(cents);
  return money === undefined
    ? outOfRange('cart-subtotal', cents, ctx)
    : `<span class="sqs-cart-subtotal">${money}</span>`;
};

/** `{cart|cart-quantity}`: the number of items in the cart, `<span class="sqs-cart-quantity">5</span>`. */
const cartQuantityFormatter: Formatter = (value) =>
  `<span class="sqs-cart-quantity">${cartQuantity(value)}</span>`;

/** Cart and legacy money formatters by name. */
export const COMMERCE_CART_FORMATTERS: FormatterTable = {
  'cart-quantity': checkedFormatter(cartQuantityFormatter, noArgs('cart-quantity')),
  'cart-subtotal': checkedFormatter(cartSubtotal, noArgs('cart-subtotal')),
  'cart-url': checkedFormatter(() => CART_URL, noArgs('cart-url')),
  'money-format': checkedFormatter(moneyFormat, noArgs('money-format')),
  moneyFormat: checkedFormatter((value, args, ctx) => moneyFormat(value, args, ctx), noArgs('moneyFormat')),
  'money-string': checkedFormatter(moneyString, noArgs('money-string')),
};
