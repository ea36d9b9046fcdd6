// A cart store for DOM tests: the shape islands read through context, told of new carts as the runtime's store is.
import { readCartSummary, sameCartSummary, type CartSummary } from '../cart-summary.js';
import type { CartStore } from '../context.js';

/** The store with the writing side the runtime has: `update` takes a cart or an add-entry reply. */
export interface FakeCartStore extends CartStore {
  update(cart: unknown): void;
}

/** An empty store (nothing newer than the props) that listeners hear from on every change. */
export function fakeCartStore(): FakeCartStore {
  const listeners = new Set<() => void>();
  let snapshot: CartSummary | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    update(cart) {
      const summary = readCartSummary(cart);
      if (summary === undefined) return;
      const next = { ...summary, currency: summary.currency ?? snapshot?.currency ?? 'USD' };
      if (sameCartSummary(snapshot, next)) return;
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
