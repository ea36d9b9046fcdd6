// The restock block following the product page's chosen variant (`tessera:variant-selected`): shown for a sold-out choice, with that variant preselected.
import {
  VARIANT_SELECTED_EVENT,
  lastPageEvent,
  onPageEvent,
  type VariantSelectedDetail,
} from '../page-events.js';
import type { RestockVariantChoice } from './restock-props.js';

/** What the block follows of the visitor's choice: the variant its form asks about, and whether the page chose it. */
export interface RestockChoice {
  variantId: string;
  /** The product's options name one of the sold-out variants the block offers. */
  soldOutChosen: boolean;
}

/**
 * Whether the block shows (SPEC §2: it belongs to a sold-out product or a sold-out choice): always
 * for a product with nothing in stock, else only while the options name a sold-out variant.
 */
export function restockBlockShown(productSoldOut: boolean, choice: RestockChoice): boolean {
  return productSoldOut || choice.soldOutChosen;
}

/** The block's choice before the visitor chooses anything: the first sold-out variant. */
export function initialRestockChoice(variants: readonly RestockVariantChoice[]): RestockChoice {
  return { variantId: variants[0]?.id ?? '', soldOutChosen: false };
}

/**
 * The choice after the product page says which variant is chosen: a sold-out variant the block
 * offers is preselected (and the block shows); a variant in stock, or no single variant, hides it
 * again, keeping the selection. Another product's choice (a quick view) changes nothing.
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
    return { variantId, soldOutChosen: true };
  }
  return current.soldOutChosen ? { ...current, soldOutChosen: false } : current;
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
