// The product editor's plain rules (no zod): kinds, limits, messages, and the variant combinations two or more options make.

/** The four kinds of product (SPEC §3 PRODUCT_TYPE), by the names the owner API uses. */
export const PRODUCT_KINDS = ['physical', 'digital', 'service', 'gift-card'] as const;
/** A kind of product. */
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** What the editor calls each kind. */
export const PRODUCT_KIND_LABELS: Readonly<Record<ProductKind, string>> = {
  physical: 'Physical',
  digital: 'Digital',
  service: 'Service',
  'gift-card': 'Gift card',
};

/** SPEC §3: only physical products and services can be sold as subscriptions. */
export const SUBSCRIBABLE_KINDS: readonly ProductKind[] = ['physical', 'service'];

/** Kinds whose stock is counted (digital products and gift cards never sell out, SPEC §4). */
export const STOCKED_KINDS: readonly ProductKind[] = ['physical', 'service'];

/** Billing units of a subscription plan. */
export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;

/** How many options a product may have, values an option may have, and variants in all. */
export const MAX_OPTIONS = 6;
export const MAX_OPTION_VALUES = 50;
export const MAX_VARIANTS = 250;
/** The highest price, in minor units, and the largest stock count. */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_SKU_LENGTH = 64;

/** Product list filters and sorts. */
export const PRODUCT_STATUSES = ['enabled', 'disabled', 'sold-out'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUSES)[number];
/** `position`: the store's own order, which the storefront follows (the grid drags products in it). */
export const PRODUCT_SORTS = ['position', 'title', 'price', 'stock', 'updated'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Messages of the product editor and its variant dialog. */
export const PRODUCT_MESSAGES = {
  skuRequired: 'Enter a SKU.',
  skuTaken: 'Another variant already has this SKU.',
  optionNameRequired: 'Name the option.',
  optionNameRepeated: 'Each option needs a different name.',
  optionValuesRequired: 'Give the option at least one value.',
  optionValueRepeated: 'Each value of an option must be different.',
  variantCombination: 'Each variant needs one value of every option.',
  variantRepeated: 'Two variants have the same values.',
  variantRequired: 'A product needs at least one variant.',
  tooManyVariants: `A product may have at most ${MAX_VARIANTS} variants.`,
  priceInvalid: 'Enter a price of 0 or more.',
  salePriceAbovePrice: 'The sale price must be lower than the price.',
  stockInvalid: 'Enter a stock of 0 or more, or choose Unlimited.',
  weightInvalid: 'Enter a weight of 0 or more.',
  subscriptionKind: 'Only physical products and services can be subscriptions.',
  digitalFileRequired: 'Choose the file buyers download.',
  fileNotFound: 'That file is not in this website’s files.',
  imageNotFound: 'That image is not in this website’s files.',
  altTextNotPicture: 'Alt text can only be given to one of the product’s pictures.',
  storeNotFound: 'No such store.',
  productNotFound: 'No such product.',
  moveTarget: 'Name the product to place this one after, or the one to place it before.',
  moveOtherStore: 'Products can only be ordered among the products of their own store.',
} as const;

/** One option of a product (Size: S, M, L). */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * Every combination of the options' values, in option order with the last option changing
 * fastest (Size S/M/L × Colour Red/Blue → S Red, S Blue, M Red, …). No options: one empty combination.
 */
export function variantCombinations(options: readonly ProductOption[]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const option of options) {
    combinations = combinations.flatMap((combination) =>
      option.values.map((value) => ({ ...combination, [option.name]: value })),
    );
  }
  return combinations;
}

/** A combination's key, to match variants to combinations whatever order their attributes come in. */
export function combinationKey(
  options: readonly ProductOption[],
  attributes: Readonly<Record<string, string>>,
): string {
  return JSON.stringify(options.map((option) => attributes[option.name] ?? null));
}

/** The words a combination is shown with ("M / Red"), or "Default" when the product has no options. */
export function combinationLabel(
  options: readonly ProductOption[],
  attributes: Readonly<Record<string, string>>,
): string {
  if (options.length === 0) return 'Default';
  return options.map((option) => attributes[option.name] ?? '?').join(' / ');
}

/** A SKU made from a title and a combination (`LINEN-TEE-M-RED`), for new variants. */
export function suggestedSku(title: string, attributes: Readonly<Record<string, string>>): string {
  const words = [title, ...Object.values(attributes)]
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part !== '');
  return (words.join('-') || 'SKU').slice(0, MAX_SKU_LENGTH);
}
