// Tests the cart store: cart-updated events, snapshots for useSyncExternalStore, and the cross-tab mirror.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_UPDATED_EVENT,
  createCartStore,
  dispatchCartUpdated,
  type CartChannel,
  type RuntimeCartStore,
} from './cart-store.js';

const stores: RuntimeCartStore[] = [];
function store(options: Parameters<typeof createCartStore>[0] = {}): RuntimeCartStore {
  const created = createCartStore(options);
  stores.push(created);
  return created;
}
afterEach(() => {
  for (const created of stores.splice(0)) created.dispose();
});

/** A channel that records what it posts and can be fed messages. */
function fakeChannel() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const channel: CartChannel & { posted: unknown[]; receive(data: unknown): void; closed: boolean } = {
    posted: [],
    closed: false,
    postMessage(message) {
      this.posted.push(message);
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    close() {
      this.closed = true;
    },
    receive(data) {
      for (const listener of listeners) listener(new MessageEvent('message', { data }));
    },
  };
  return channel;
}

describe('cart store', () => {
  it('knows nothing until a cart arrives, then notifies subscribers', () => {
    const target = new EventTarget();
    const cart = store({ target });
    const listener = vi.fn();
    cart.subscribe(listener);
    expect(cart.getSnapshot()).toBeNull();

    dispatchCartUpdated({ totalQuantity: 2, subtotalCents: 3000, currency: 'USD' }, target);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cart.getSnapshot()).toEqual({ totalQuantity: 2, subtotalCents: 3000, currency: 'USD' });
  });

  it('reads the add-entry reply and full carts', () => {
    const target = new EventTarget();
    const cart = store({ target });
    dispatchCartUpdated(
      { shoppingCart: { entries: [{ quantity: 2 }, { quantity: 1 }], subtotalCents: 900 } },
      target,
    );
    expect(cart.getSnapshot()).toEqual({ totalQuantity: 3, subtotalCents: 900 });
  });

  it('keeps the same snapshot object, and stays quiet, when nothing shown changes', () => {
    const cart = store();
    const listener = vi.fn();
    cart.subscribe(listener);
    cart.update({ totalQuantity: 1, subtotalCents: 100, currency: 'EUR' });
    const first = cart.getSnapshot();
    cart.update({ totalQuantity: 1, subtotalCents: 100, currency: 'EUR', id: 'other field' });
    expect(cart.getSnapshot()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the last currency when an update does not say', () => {
    const cart = store();
    cart.update({ totalQuantity: 1, subtotalCents: 100, currency: 'EUR' });
    cart.update({ totalQuantity: 2, subtotalCents: 200 });
    expect(cart.getSnapshot()).toEqual({ totalQuantity: 2, subtotalCents: 200, currency: 'EUR' });
  });

  it('ignores updates that say nothing about a count', () => {
    const cart = store();
    cart.update({ totalQuantity: 4, subtotalCents: 100 });
    cart.update({ error: 'oops' });
    cart.update(null);
    expect(cart.getSnapshot()?.totalQuantity).toBe(4);
  });

  it('stops notifying after unsubscribing and stops listening after dispose', () => {
    const target = new EventTarget();
    const cart = createCartStore({ target });
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    unsubscribe();
    dispatchCartUpdated({ totalQuantity: 1 }, target);
    expect(listener).not.toHaveBeenCalled();
    cart.dispose();
    target.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { totalQuantity: 9 } }));
    expect(cart.getSnapshot()?.totalQuantity).toBe(1);
  });
});

describe('cart store across tabs', () => {
  it('broadcasts page updates and applies channel updates without echoing them', () => {
    const channel = fakeChannel();
    const target = new EventTarget();
    const cart = store({ target, channel });

    dispatchCartUpdated({ totalQuantity: 1, subtotalCents: 500, currency: 'USD' }, target);
    expect(channel.posted).toEqual([
      { type: CART_UPDATED_EVENT, cart: { totalQuantity: 1, subtotalCents: 500, currency: 'USD' } },
    ]);

    channel.receive({
      type: CART_UPDATED_EVENT,
      cart: { totalQuantity: 6, subtotalCents: 3000, currency: 'USD' },
    });
    expect(cart.getSnapshot()?.totalQuantity).toBe(6);
    expect(channel.posted).toHaveLength(1);

    channel.receive({ type: 'something-else', cart: { totalQuantity: 99 } });
    channel.receive('garbage');
    expect(cart.getSnapshot()?.totalQuantity).toBe(6);
  });

  it('closes its channel on dispose', () => {
    const channel = fakeChannel();
    createCartStore({ channel }).dispose();
    expect(channel.closed).toBe(true);
  });

  it('reaches another tab through a real BroadcastChannel', async () => {
    const name = `tessera-cart-test-${Math.random()}`;
    const tabA = store({ target: new EventTarget(), channel: new BroadcastChannel(name) });
    const tabB = store({ channel: new BroadcastChannel(name) });
    const heard = new Promise<void>((resolve) => tabB.subscribe(resolve));
    tabA.update({ totalQuantity: 3, subtotalCents: 4200, currency: 'GBP' });
    await heard;
    expect(tabB.getSnapshot()).toEqual({ totalQuantity: 3, subtotalCents: 4200, currency: 'GBP' });
  });
});
