// The restock block following the product page's chosen variant (`tessera:variant-selected`): the sold-out one preselected, an in-stock one said so.
import {
  VARIANT_SELECTED_EVENT,
  lastPageEvent,
  onPageEvent,
  type VariantSelectedDetail,
} from '../page-events.js';
import type { RestockVariantChoice } from './restock-props.js';

/** What the block shows of the visitor's choice: the variant its form asks about, and whether the chosen one is in stock. */
export interface RestockChoice {
  variantId: string;
  /** The product's options name a variant that can be bought now. */
  inStock: boolean;
}

/** Said when the options chosen on the product page name a variant in stock. */
export const CHOSEN_IN_STOCK_TEXT = 'The option you chose is in stock, so you can add it to your cart now.';

/** The block's choice before the visitor chooses anything: the first sold-out variant. */
export function initialRestockChoice(variants: readonly RestockVariantChoice[]): RestockChoice {
  return { variantId: variants[0]?.id ?? '', inStock: false };
}

/**
 * The choice after the product page says which variant is chosen: a sold-out variant the block
 * offers is preselected; a variant in stock keeps the selection and is said to be in stock; no
 * single variant chosen clears that. Another product's choice (a quick view) changes nothing.
 */
export function restockChoiceFor(
  productId: string,
  variants: readonly RestockVariantChoice[],
  current: RestockChoice,
  detail: VariantSelectedDetail | undefined,
): RestockChoice {
  if (detail === undefined || detail === null || detail.itemId !== productId) return current;
  const { variantId } = detail;
  if (variantId !== undefined && variants.some((variant) => variant.id === variantId)) {
    return { variantId, inStock: false };
  }
  const inStock = variantId !== undefined && detail.soldOut === false;
  return inStock === current.inStock ? current : { ...current, inStock };
}

/**
 * Calls `change` with how to move the block's choice along each time the product page chooses a
 * variant, starting with a choice made before the block hydrated. Returns the function that stops.
 */
export function followChosenVariant(
  productId: string,
  variants: readonly RestockVariantChoice[],
  change: (next: (current: RestockChoice) => RestockChoice) => void,
): () => void {
  const follow = (detail: VariantSelectedDetail | undefined) =>
    change((current) => restockChoiceFor(productId, variants, current, detail));
  const last = lastPageEvent<VariantSelectedDetail>(VARIANT_SELECTED_EVENT);
  if (last !== undefined) follow(last);
  return onPageEvent<VariantSelectedDetail>(VARIANT_SELECTED_EVENT, follow);
}
