// The products grid's inline edits of one variant (price, sale price, stock, SKU): the typed text checked as the product editor checks it, then saved through the product's own PUT (read fresh, If-Match, the stock it was read with), a refusal given back as the cell's message.
import { minorUnitsToDecimalString } from '../../domain/money.js';
import type { VariantSummary } from '../../domain/owner-api/products.js';
import { asApiError } from '../api/client.js';
import { fetchProduct, saveProduct } from '../api/products.js';
import { bodyOf, draftOf, variantProblems, type VariantDraft } from './product-form.js';

/** The grid's editable columns. */
export type VariantField = 'price' | 'salePrice' | 'stock' | 'sku';

/** Each field's API name, as a refusal's `fields` names it (`variants.2.priceCents`). */
const API_FIELD: Readonly<Record<VariantField, string>> = {
  price: 'priceCents',
  salePrice: 'salePriceCents',
  stock: 'stock',
  sku: 'sku',
};

/** The words a cell starts with: money as the product editor shows it, "Unlimited", the SKU. */
export function cellText(variant: VariantSummary, field: VariantField, currency: string): string {
  const money = (cents: number) => minorUnitsToDecimalString(cents, currency) ?? String(cents);
  switch (field) {
    case 'price':
      return money(variant.priceCents);
    case 'salePrice':
      return variant.onSale ? money(variant.salePriceCents) : '';
    case 'stock':
      return variant.stock === null ? 'Unlimited' : String(variant.stock);
    case 'sku':
      return variant.sku;
  }
}

/** `draft` with `field` set to what was typed (an empty sale price takes the variant off sale). */
export function withTyped(draft: VariantDraft, field: VariantField, typed: string): VariantDraft {
  const text = typed.trim();
  switch (field) {
    case 'price':
      return { ...draft, price: text };
    case 'salePrice':
      return text === ''
        ? { ...draft, onSale: false, salePrice: '' }
        : { ...draft, onSale: true, salePrice: text };
    case 'stock':
      return /^unlimited$/i.test(text)
        ? { ...draft, unlimited: true }
        : { ...draft, unlimited: false, stock: text === '' ? 'none' : text };
    case 'sku':
      return { ...draft, sku: text };
  }
}

/** Why `typed` cannot be `field` before anything is sent (the server checks again), or undefined. */
export function typedProblem(
  variant: VariantSummary,
  field: VariantField,
  typed: string,
  currency: string,
): string | undefined {
  const draft: VariantDraft = withTyped(
    {
      attributes: variant.attributes,
      sku: variant.sku,
      price: cellText(variant, 'price', currency),
      salePrice: cellText(variant, 'salePrice', currency),
      onSale: variant.onSale,
      unlimited: variant.stock === null,
      stock: variant.stock === null ? '0' : String(variant.stock),
      weight: '',
      imageId: null,
      imageUrl: null,
    },
    field,
    typed,
  );
  return variantProblems(draft, currency)[field];
}

/** What a save answers: saved, or the message the cell shows (what was typed stays in it). */
export type InlineSaveResult = { saved: true } | { saved: false; message: string };

/**
 * Saves one typed value of variant `variantId` of product `productId`: the product is read as
 * it is now, the value put in, and the whole product saved over that version (with the stock
 * it was read with, so an order's stock change in between is not written over).
 */
export async function saveVariantField(
  productId: string,
  variantId: string,
  field: VariantField,
  typed: string,
): Promise<InlineSaveResult> {
  let index = -1;
  try {
    const product = await fetchProduct(productId);
    const draft = draftOf(product);
    index = draft.variants.findIndex((variant) => variant.id === variantId);
    if (index === -1) return { saved: false, message: 'This variant was removed. Reload the page.' };
    draft.variants[index] = withTyped(draft.variants[index], field, typed);
    const problem = variantProblems(draft.variants[index], product.currency)[field];
    if (problem !== undefined) return { saved: false, message: problem };
    await saveProduct(productId, bodyOf(draft, product.currency, false), product.version);
    return { saved: true };
  } catch (error) {
    const failure = asApiError(error);
    const own = failure.fields[`variants.${index}.${API_FIELD[field]}`];
    return { saved: false, message: own ?? Object.values(failure.fields)[0] ?? failure.message };
  }
}
