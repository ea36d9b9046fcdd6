// The product editor's form state: a product as the fields hold it (prices as typed text), to and from the owner API's shape, and the variants regenerated when options change.
import { minorUnitsToDecimalString, decimalStringToMinorUnits } from '../../domain/money.js';
import {
  PRODUCT_MESSAGES,
  combinationKey,
  suggestedSku,
  variantCombinations,
  type ProductKind,
  type ProductOption,
} from '../../domain/owner-api/product-rules.js';
import {
  defaultMerchandising,
  type ProductMerchandising,
} from '../../domain/owner-api/product-merchandising.js';
import type { ProductView } from '../../domain/owner-api/products.js';
import type { ProductBody } from '../api/products.js';

/** One variant as its row and the variant dialog hold it. */
export interface VariantDraft {
  /** The stored variant's id; absent for a variant not saved yet. */
  id?: string;
  attributes: Record<string, string>;
  sku: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  unlimited: boolean;
  stock: string;
  /** The stock as loaded (null: unlimited), so the server keeps newer stock the owner did not touch. */
  stockRead?: number | null;
  weight: string;
  imageId: string | null;
  imageUrl: string | null;
}

/** One of the product's pictures, in the order the shop shows them (the first is the main one). */
export interface ProductPicture {
  id: string;
  /** Its address, or null when the server has none (the picture is kept all the same). */
  url: string | null;
  /** Its alt text as the owner has it now ('' for none). */
  altText: string;
  /** Its alt text as stored: only a changed one is sent, so one written elsewhere since is kept. */
  savedAltText: string;
}

/** The whole form. */
export interface ProductDraft {
  storeId: string;
  kind: ProductKind;
  title: string;
  description: string;
  urlSlug: string;
  enabled: boolean;
  tags: string;
  categories: string;
  seoTitle: string;
  seoDescription: string;
  /** Every picture, each one kept until the owner removes it. */
  images: ProductPicture[];
  digitalFileId: string | null;
  digitalFileName: string;
  subscription: boolean;
  billingValue: string;
  billingUnit: 'WEEK' | 'MONTH' | 'YEAR';
  billingCycles: string;
  options: ProductOption[];
  variants: VariantDraft[];
  /** Restock sign-ups, the low-stock message, button and mark texts (the threshold is in {@link lowStockThreshold}). */
  merchandising: ProductMerchandising;
  /** The low-stock threshold as typed ('' for any limited stock). */
  lowStockThreshold: string;
}

const money = (cents: number, currency: string) =>
  minorUnitsToDecimalString(cents, currency) ?? String(cents);

/** A fresh variant for a combination: no price, stock 0. */
export function newVariant(title: string, attributes: Record<string, string>): VariantDraft {
  return {
    attributes,
    sku: suggestedSku(title, attributes),
    price: '',
    salePrice: '',
    onSale: false,
    unlimited: false,
    stock: '0',
    weight: '',
    imageId: null,
    imageUrl: null,
  };
}

/** An empty product for `storeId`: physical, enabled, one variant. */
export function emptyDraft(storeId: string): ProductDraft {
  return {
    storeId,
    kind: 'physical',
    title: '',
    description: '',
    urlSlug: '',
    enabled: true,
    tags: '',
    categories: '',
    seoTitle: '',
    seoDescription: '',
    images: [],
    digitalFileId: null,
    digitalFileName: '',
    subscription: false,
    billingValue: '1',
    billingUnit: 'MONTH',
    billingCycles: '0',
    options: [],
    variants: [newVariant('', {})],
    merchandising: defaultMerchandising(),
    lowStockThreshold: '',
  };
}

/** A stored product as the form holds it. */
export function draftOf(product: ProductView): ProductDraft {
  return {
    storeId: product.storeId,
    kind: product.kind,
    title: product.title,
    description: product.description,
    urlSlug: product.urlSlug,
    enabled: product.enabled,
    tags: product.tags.join(', '),
    categories: product.categories.join(', '),
    seoTitle: product.seo.title,
    seoDescription: product.seo.description,
    // Every picture the product has, even one whose address the server did not give.
    images: product.imageIds.map((id) => {
      const image = product.images.find((each) => each.id === id);
      const altText = image?.altText ?? '';
      return { id, url: image?.url ?? null, altText, savedAltText: altText };
    }),
    digitalFileId: product.digitalFileId,
    digitalFileName: product.digitalFileName ?? '',
    subscription: product.subscription !== null,
    billingValue: String(product.subscription?.billingPeriod.value ?? 1),
    billingUnit: product.subscription?.billingPeriod.unit ?? 'MONTH',
    billingCycles: String(product.subscription?.numBillingCycles ?? 0),
    options: product.options,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      attributes: variant.attributes,
      sku: variant.sku,
      price: money(variant.priceCents, product.currency),
      salePrice: variant.salePriceCents === 0 ? '' : money(variant.salePriceCents, product.currency),
      onSale: variant.onSale,
      unlimited: variant.stock === null,
      stock: variant.stock === null ? '0' : String(variant.stock),
      stockRead: variant.stock,
      weight: variant.weight === null ? '' : String(variant.weight),
      imageId: variant.imageId,
      imageUrl: variant.imageUrl,
    })),
    merchandising: product.merchandising,
    lowStockThreshold:
      product.merchandising.scarcityThreshold === null ? '' : String(product.merchandising.scarcityThreshold),
  };
}

/**
 * The variants for new options: every combination, keeping the draft of a combination that
 * already had one (its SKU, price, stock…), new ones priced like the first existing variant.
 */
export function regenerateVariants(
  title: string,
  options: readonly ProductOption[],
  variants: readonly VariantDraft[],
): VariantDraft[] {
  const known = new Map(variants.map((variant) => [combinationKey(options, variant.attributes), variant]));
  const template = variants[0];
  return variantCombinations(options).map((attributes) => {
    const kept = known.get(combinationKey(options, attributes));
    if (kept !== undefined) return { ...kept, attributes };
    const fresh = newVariant(title, attributes);
    return template === undefined
      ? fresh
      : { ...fresh, price: template.price, weight: template.weight, unlimited: template.unlimited };
  });
}

const names = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** A number the owner typed, or -1 when it is none (never null, which means "unlimited" or "none"), so the server names the field. */
function decimal(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? -1 : value;
}

/** Minor units of a typed price (-1 when it is no price, so the server refuses it by name). */
function cents(text: string, currency: string): number {
  const minor = decimalStringToMinorUnits(text.trim(), currency);
  return minor === undefined ? -1 : Number(minor);
}

/** The alt texts the owner changed, by picture, as the product API takes them (nothing when none changed). */
function altTextsOf(pictures: readonly ProductPicture[]): { imageAltTexts?: Record<string, string> } {
  const changed = pictures.filter((picture) => picture.altText.trim() !== picture.savedAltText);
  return changed.length === 0
    ? {}
    : { imageAltTexts: Object.fromEntries(changed.map((picture) => [picture.id, picture.altText.trim()])) };
}

/** What the form sends. `isNew` adds the store. */
export function bodyOf(draft: ProductDraft, currency: string, isNew: boolean): ProductBody {
  return {
    ...(isNew ? { storeId: draft.storeId } : {}),
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    ...(draft.urlSlug.trim() === '' ? {} : { urlSlug: draft.urlSlug.trim() }),
    enabled: draft.enabled,
    tags: names(draft.tags),
    categories: names(draft.categories),
    seo: { title: draft.seoTitle, description: draft.seoDescription },
    imageIds: draft.images.map((image) => image.id),
    ...altTextsOf(draft.images),
    digitalFileId: draft.kind === 'digital' ? draft.digitalFileId : null,
    subscription:
      draft.subscription && (draft.kind === 'physical' || draft.kind === 'service')
        ? {
            billingPeriod: { value: decimal(draft.billingValue), unit: draft.billingUnit },
            numBillingCycles: decimal(draft.billingCycles),
          }
        : null,
    options: draft.options,
    variants: draft.variants.map((variant) => ({
      ...(variant.id === undefined ? {} : { id: variant.id }),
      sku: variant.sku,
      attributes: variant.attributes,
      priceCents: cents(variant.price, currency),
      salePriceCents: variant.salePrice.trim() === '' ? 0 : cents(variant.salePrice, currency),
      onSale: variant.onSale,
      stock: variant.unlimited ? null : decimal(variant.stock),
      ...(variant.id === undefined || variant.stockRead === undefined
        ? {}
        : { stockRead: variant.stockRead }),
      weight: variant.weight.trim() === '' ? null : decimal(variant.weight),
      imageId: variant.imageId,
    })),
    merchandising: {
      ...draft.merchandising,
      scarcityThreshold: draft.lowStockThreshold.trim() === '' ? null : decimal(draft.lowStockThreshold),
    },
  };
}

/** The problems the variant dialog shows before anything is sent (the server checks again). */
export function variantProblems(variant: VariantDraft, currency: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (variant.sku.trim() === '') problems.sku = PRODUCT_MESSAGES.skuRequired;
  const price = cents(variant.price, currency);
  if (price < 0) problems.price = PRODUCT_MESSAGES.priceInvalid;
  if (variant.onSale) {
    const sale = cents(variant.salePrice, currency);
    if (sale < 0) problems.salePrice = PRODUCT_MESSAGES.priceInvalid;
    else if (price >= 0 && sale >= price) problems.salePrice = PRODUCT_MESSAGES.salePriceAbovePrice;
  }
  if (!variant.unlimited) {
    const stock = decimal(variant.stock);
    if (!Number.isInteger(stock) || stock < 0) problems.stock = PRODUCT_MESSAGES.stockInvalid;
  }
  if (variant.weight.trim() !== '' && !(decimal(variant.weight) >= 0))
    problems.weight = PRODUCT_MESSAGES.weightInvalid;
  return problems;
}
