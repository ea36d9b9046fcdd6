// The islands by name, each behind a lazy import: the browser loads one only when a marker needs it.
import type { AnyIslandDefinition } from './island-definition.js';

/**
 * Every island, by the name its marker and the `island` formatter use. Each module exports its
 * definition as `island`. The runtime imports them lazily, so each island is its own chunk; the
 * server imports the same modules eagerly (`server/site/islands.ts` must list every name here).
 */
export const ISLANDS = {
  'added-item-popover': () => import('./added-item-popover.js'),
  'cart-drawer': () => import('./cart-drawer.js'),
  'cart-page': () => import('./cart-page.js'),
  'cart-pill': () => import('./cart-pill.js'),
  'cookie-banner': () => import('./cookie-banner.js'),
  'installment-badge': () => import('./installment-badge.js'),
  'quick-view': () => import('./quick-view.js'),
  form: () => import('./form/form-island.js'),
  'additional-fields': () => import('./additional-fields/additional-fields-island.js'),
  newsletter: () => import('./newsletter/newsletter-island.js'),
  checkout: () => import('./checkout/checkout-form.js'),
  'restock-signup': () => import('./restock/restock-signup.js'),
  'audio-player': () => import('./media/audio-player.js'),
  'video-player': () => import('./media/video-player.js'),
  'comment-form': () => import('./comments/comment-form.js'),
  'like-button': () => import('./likes/like-button.js'),
  gallery: () => import('./gallery/gallery-island.js'),
  'promo-popup': () => import('./promo-popup/promo-popup.js'),
} as const satisfies Readonly<Record<string, () => Promise<{ island: AnyIslandDefinition }>>>;

/** The name of a known island. */
export type IslandName = keyof typeof ISLANDS;

/** Every known island name, sorted. */
export const ISLAND_NAMES: readonly IslandName[] = (Object.keys(ISLANDS) as IslandName[]).sort();

/** Whether `name` is a known island. */
export function isIslandName(name: unknown): name is IslandName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(ISLANDS, name);
}

/** Loads the island called `name` (its own chunk in the browser). */
export async function loadIsland(name: IslandName): Promise<AnyIslandDefinition> {
  const module = await ISLANDS[name]();
  return module.island;
}
