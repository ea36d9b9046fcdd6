// What a change of the store's currency may do: nothing to relabel, relabel once the owner confirms, or refuse while money is owed or charged in the old currency.
import { findCurrency } from '../../../domain/currencies.js';
import type { CurrencyUse } from '../../../domain/owner-api/site-settings-rules.js';

/** The decision about a change of currency. */
export type CurrencyDecision =
  { kind: 'relabel' } | { kind: 'confirm'; message: string } | { kind: 'refuse'; message: string };

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "3 product variants, 1 shipping option and 2 coupons", of what holds a price. */
function pricedThings(use: CurrencyUse): string {
  const parts = [
    use.variants > 0 ? counted(use.variants, 'product variant', 'product variants') : '',
    use.shippingOptions > 0 ? counted(use.shippingOptions, 'shipping option', 'shipping options') : '',
    use.coupons > 0 ? counted(use.coupons, 'coupon', 'coupons') : '',
  ].filter((part) => part !== '');
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Whether the currency may go from `from` to `to` with what the store holds in `from`. Amounts are
 * never converted (there is no exchange rate to trust) and never reinterpreted: a gift card's
 * balance is owed, and a subscription is charged, in the currency they were sold in, so either
 * stops the change; prices keep their amounts under the new code only when both currencies have
 * the same minor-unit digits (19.99 USD → 19.99 EUR; never 1999 cents → ¥1999), and only once the
 * owner has read that (`confirmed`). Orders keep the currency they were placed in.
 */
export function decideCurrencyChange(
  from: string,
  to: string,
  use: CurrencyUse,
  confirmed: boolean,
): CurrencyDecision {
  if (use.giftCards > 0 || use.subscriptions > 0) {
    const owed = [
      use.giftCards > 0
        ? counted(use.giftCards, 'gift card with a balance', 'gift cards with a balance')
        : '',
      use.subscriptions > 0 ? counted(use.subscriptions, 'subscription', 'subscriptions') : '',
    ].filter((part) => part !== '');
    return {
      kind: 'refuse',
      message: `The store cannot change from ${from} to ${to} while ${owed.join(' and ')} in ${from} ${
        use.giftCards + use.subscriptions === 1 ? 'is' : 'are'
      } still open: that money is owed or charged in ${from}.`,
    };
  }
  const priced = pricedThings(use);
  if (priced === '') return { kind: 'relabel' };
  const digitsFrom = findCurrency(from)?.fractionDigits;
  const digitsTo = findCurrency(to)?.fractionDigits;
  if (digitsFrom !== digitsTo) {
    return {
      kind: 'refuse',
      message: `${from} and ${to} count in different units (${digitsFrom} and ${digitsTo} decimals), so the prices of ${priced} cannot keep their amounts. Remove those prices or set them again in ${to} first.`,
    };
  }
  if (!confirmed) {
    return {
      kind: 'confirm',
      message: `The prices of ${priced} are in ${from}. Changing the currency to ${to} keeps their amounts (19.99 ${from} becomes 19.99 ${to}); nothing is converted. Orders already placed keep their currency.`,
    };
  }
  return { kind: 'relabel' };
}
