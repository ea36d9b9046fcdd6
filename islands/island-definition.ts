// What every island module exports: its React component and how a template value becomes its props.
import type { ReactNode } from 'react';

/**
 * When the browser hydrates a marker: at once, when the main thread is idle, once it scrolls into
 * view, once the visitor's cart has items (`cart`: the pill and the added-item popover, which show
 * nothing for an empty cart), or on the first plain click of the island's trigger link (`click`:
 * the dialogs of islands/island-triggers.ts; the click is replayed once hydrated), or at the
 * visitor's first pointer, key, focus or change event (`interaction`: the cart page, the checkout, a click inside the island
 * before then is held and replayed). The last three keep React off pages where nothing needs it yet.
 */
export type HydrateMode = 'load' | 'idle' | 'visible' | 'cart' | 'click' | 'interaction';

/** Every hydrate mode, in the order the `hydrate` attribute documents them. */
export const HYDRATE_MODES: readonly HydrateMode[] = [
  'load',
  'idle',
  'visible',
  'cart',
  'click',
  'interaction',
];

/** The mode a marker without a valid `hydrate` attribute gets. */
export const DEFAULT_HYDRATE_MODE: HydrateMode = 'load';

/** Whether `value` names a hydrate mode. */
export function isHydrateMode(value: unknown): value is HydrateMode {
  return typeof value === 'string' && (HYDRATE_MODES as readonly string[]).includes(value);
}

/** What the server knows when it turns a template value into props. */
export interface IslandEnvironment {
  /** The page's BCP 47 locale, for islands that format numbers or money. */
  readonly locale: string;
}

/**
 * An island: the component rendered on the server and hydrated in the browser, and the pure
 * function that turns the template's value into its props. The props must be plain JSON: the
 * server serialises them once into the marker and the browser hydrates from that same JSON.
 */
export interface IslandDefinition<P> {
  /** A function component (islands have no class components, so props types stay simple). */
  readonly component: (props: P) => ReactNode;
  readonly props: (value: unknown, env: IslandEnvironment) => P;
}

/** An island with its props type erased, as registries hold them. */
export interface AnyIslandDefinition {
  readonly component: (props: never) => ReactNode;
  readonly props: (value: unknown, env: IslandEnvironment) => unknown;
}
