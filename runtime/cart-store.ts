// The browser's cart summary, shared by every island on the page and mirrored across tabs.
import { readCartSummary, sameCartSummary, type CartSummary } from '../islands/cart-summary.js';
import type { CartStore } from '../islands/context.js';

/** The event add-to-cart code dispatches on `window` with the new cart (or add-entry reply) as detail. */
export const CART_UPDATED_EVENT = 'tessera:cart-updated';
/** The BroadcastChannel name the store mirrors updates on, so every tab's pill agrees. */
export const CART_CHANNEL = 'tessera-cart';

/** The part of BroadcastChannel the store uses (lets tests pass a fake). */
export interface CartChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

interface CartChannelMessage {
  type: typeof CART_UPDATED_EVENT;
  cart: CartSummary;
}

/** The store as the runtime holds it: the islands' `CartStore` plus writing and shutting down. */
export interface RuntimeCartStore extends CartStore {
  /** Takes a new cart, summary or add-entry reply; ignored when it says nothing about a count. */
  update(cart: unknown): void;
  /** Stops listening to the page and the channel, and closes the channel. */
  dispose(): void;
}

export interface CartStoreOptions {
  /** Where `tessera:cart-updated` events are heard; default none (call `update` yourself). */
  target?: EventTarget;
  /** The cross-tab channel; default none. */
  channel?: CartChannel | null;
}

/**
 * A cart store. Updates come from `tessera:cart-updated` events on `target` (re-broadcast to other
 * tabs) and from the channel (not re-broadcast, so tabs never echo each other). Listeners hear of
 * a change only when what the pill shows changes; a summary without a currency keeps the last one.
 */
export function createCartStore(options: CartStoreOptions = {}): RuntimeCartStore {
  const { target, channel = null } = options;
  const listeners = new Set<() => void>();
  let snapshot: CartSummary | null = null;

  function apply(cart: unknown): CartSummary | undefined {
    const summary = readCartSummary(cart);
    if (summary === undefined) return undefined;
    const currency = summary.currency ?? snapshot?.currency;
    const next = currency === undefined ? summary : { ...summary, currency };
    if (sameCartSummary(snapshot, next)) return undefined;
    snapshot = next;
    for (const listener of [...listeners]) listener();
    return next;
  }

  function update(cart: unknown): void {
    const next = apply(cart);
    if (next !== undefined && channel !== null) {
      const message: CartChannelMessage = { type: CART_UPDATED_EVENT, cart: next };
      channel.postMessage(message);
    }
  }

  const onEvent = (event: Event): void => update((event as CustomEvent<unknown>).detail);
  const onMessage = (event: MessageEvent): void => {
    const message = event.data as Partial<CartChannelMessage> | null;
    if (message?.type === CART_UPDATED_EVENT) apply(message.cart);
  };
  target?.addEventListener(CART_UPDATED_EVENT, onEvent);
  channel?.addEventListener('message', onMessage);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    update,
    dispose() {
      target?.removeEventListener(CART_UPDATED_EVENT, onEvent);
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      listeners.clear();
    },
  };
}

/**
 * Tells every island (and, through the store, every tab) that the cart changed: call it with the
 * cart or the add-entry reply `{shoppingCart, newlyAdded}` after a successful cart call.
 */
export function dispatchCartUpdated(cart: unknown, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: cart }));
}
