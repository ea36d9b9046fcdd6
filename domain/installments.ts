// Buy-now-pay-later badge rules (SPEC §5 "Installments", §9): provider by locale, eligibility, range and texts.

/** The two brands of the installment provider. */
export type InstallmentProvider = 'Afterpay' | 'Clearpay';

/** SPEC §9: the payments a price is split into. */
export const INSTALLMENT_COUNT = 4;

/** SPEC §9: Afterpay for these locales, Clearpay for en_GB. */
const PROVIDER_BY_LOCALE: Readonly<Record<string, InstallmentProvider>> = {
  en_US: 'Afterpay',
  en_CA: 'Afterpay',
  fr_CA: 'Afterpay',
  en_AU: 'Afterpay',
  en_NZ: 'Afterpay',
  en_GB: 'Clearpay',
};

/** The currency each supported locale pays in: a badge in another currency would promise too much. */
const CURRENCY_BY_LOCALE: Readonly<Record<string, string>> = {
  en_US: 'USD',
  en_CA: 'CAD',
  fr_CA: 'CAD',
  en_AU: 'AUD',
  en_NZ: 'NZD',
  en_GB: 'GBP',
};

/**
 * The provider's order limits, in minor units. SPEC does not give them ("not shown"); these are the
 * provider's published defaults, overridable per store.
 */
export const DEFAULT_INSTALLMENT_LIMITS: Readonly<Record<InstallmentProvider, InstallmentLimits>> = {
  Afterpay: { minCents: 100, maxCents: 200_000 },
  Clearpay: { minCents: 100, maxCents: 100_000 },
};

/** The smallest price (exclusive) and largest price (inclusive) the provider splits, in minor units. */
export interface InstallmentLimits {
  minCents: number;
  maxCents: number;
}

/** `en-US`, `en_us` or `EN_US` as SPEC's `en_US`; undefined for text that is not a locale. */
export function normaliseLocale(locale: string | undefined): string | undefined {
  const match = /^([a-zA-Z]{2,3})[-_]([a-zA-Z]{2})$/.exec((locale ?? '').trim());
  return match === null ? undefined : `${match[1].toLowerCase()}_${match[2].toUpperCase()}`;
}

/** SPEC §9's brand for a locale, or undefined where no provider serves it. */
export function installmentProvider(locale: string | undefined): InstallmentProvider | undefined {
  const key = normaliseLocale(locale);
  return key === undefined ? undefined : PROVIDER_BY_LOCALE[key];
}

/** Whether a store in `locale` selling in `currency` can offer installments at all. */
export function installmentsAvailable(locale: string | undefined, currency: string): boolean {
  const key = normaliseLocale(locale);
  return key !== undefined && CURRENCY_BY_LOCALE[key] === currency.trim().toUpperCase();
}

/** SPEC §5: only physical products get the badge, and only when the page says installments are available. */
export function showsInstallmentBadge(productType: string | number, available: boolean): boolean {
  return available && (productType === 'PHYSICAL' || productType === 1);
}

/** What decides whether one product page offers installments. */
export interface InstallmentOfferInput {
  productType: string | number;
  /** The store and locale offer installments (see {@link installmentsAvailable}). */
  available: boolean;
  /** The product sells a subscription: a recurring charge is not split into four. */
  subscribable: boolean;
  /** Every variant is sold out: there is nothing to pay for now. */
  soldOut: boolean;
}

/**
 * Whether a product page offers installments (SPEC §5 with issue 31): a physical product the page
 * says installments are available for, that is not a subscription and has a variant in stock.
 * Whether its price is in the provider's range then picks the badge's text ({@link installmentTexts}).
 */
export function offersInstallments(input: InstallmentOfferInput): boolean {
  return showsInstallmentBadge(input.productType, input.available) && !input.subscribable && !input.soldOut;
}

/** SPEC §5: the price is greater than the minimum and not greater than the maximum. */
export function isInInstallmentRange(priceCents: number, limits: InstallmentLimits): boolean {
  return priceCents > limits.minCents && priceCents <= limits.maxCents;
}

/** SPEC §9: each payment is the total divided by the count, rounded up to a whole minor unit. */
export function installmentAmountCents(totalCents: number, count: number = INSTALLMENT_COUNT): number {
  return Math.ceil(totalCents / count);
}

/** SPEC §5 "Cart eligibility": a non-empty cart whose every item is physical. */
export function isCartInstallmentEligible(entries: readonly { productType: string }[]): boolean {
  return entries.length > 0 && entries.every((entry) => entry.productType === 'PHYSICAL');
}

/** What the badge says, given a money formatter for minor units. */
export interface InstallmentTexts {
  inRange: boolean;
  /** The badge's sentence. */
  text: string;
}

/**
 * The badge's text: in range, 'or 4 interest-free payments of $37.00 with Afterpay'; out of range,
 * SPEC §5's 'available for orders up to {amount} or over {amount}' after the provider's name, the
 * maximum first and the minimum second.
 */
export function installmentTexts(
  priceCents: number,
  provider: InstallmentProvider,
  limits: InstallmentLimits,
  format: (cents: number) => string,
): InstallmentTexts {
  if (isInInstallmentRange(priceCents, limits)) {
    const each = format(installmentAmountCents(priceCents));
    return {
      inRange: true,
      text: `or ${INSTALLMENT_COUNT} interest-free payments of ${each} with ${provider}`,
    };
  }
  return {
    inRange: false,
    text: `${provider} available for orders up to ${format(limits.maxCents)} or over ${format(limits.minCents)}`,
  };
}
