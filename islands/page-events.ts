// The window events the runtime's page code and the islands talk through (names and details).
import type { AddedLine } from '../domain/cart-lines.js';

/** An add from a product page or a listing grid succeeded: the added-item popover shows. Detail: {@link ItemAddedDetail}. */
export const ITEM_ADDED_EVENT = 'tessera:item-added';
/** A product page's options now name one variant (or none). Detail: {@link VariantSelectedDetail}. */
export const VARIANT_SELECTED_EVENT = 'tessera:variant-selected';

export interface ItemAddedDetail {
  productName: string;
  /** The entry the add made (picture, options, price), when the reply named it. */
  added?: AddedLine;
  /** When it was sent (`performance.now()`), so a popover that hydrates later can still show a recent add. */
  sentAt?: number;
}

export interface VariantSelectedDetail {
  itemId: string;
  /** The chosen variant's price now, in minor units; undefined when no single variant is chosen. */
  priceCents?: number;
  /** The chosen variant's id (a restock sign-up can preselect it); undefined when none is chosen. */
  variantId?: string;
  /** Whether the chosen variant is sold out. */
  soldOut?: boolean;
}

/** Listens for `name` on window with a typed detail; returns the function that stops listening. */
export function onPageEvent<T>(name: string, listener: (detail: T) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}

// The detail each event was last sent with on this page, for islands that hydrate after it.
const lastDetails = new Map<string, unknown>();

/** Dispatches `name` on window with `detail` (and remembers it for {@link lastPageEvent}). */
export function sendPageEvent<T>(name: string, detail: T): void {
  lastDetails.set(name, detail);
  window.dispatchEvent(new CustomEvent<T>(name, { detail }));
}

/** The detail `name` was last sent with on this page, if any: an island hydrated later starts from it. */
export function lastPageEvent<T>(name: string): T | undefined {
  return lastDetails.get(name) as T | undefined;
}
