// @vitest-environment jsdom
// Tests when islands hydrate in the `cart`, `click` and `interaction` modes: never for an empty cart or an untouched trigger, at the first interaction or cart change, and the held click replayed once hydrated.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, scheduleHydration } from './hydrate-schedule.js';

/** A cart the test fills by hand, told to its listeners as the runtime's store would. */
function fakeCart(count: number) {
  const listeners = new Set<() => void>();
  return {
    count,
    hasItems() {
      return this.count > 0;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: number) {
      this.count = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('cart mode', () => {
  it('hydrates at once when the cart has items', () => {
    const hydrate = vi.fn();
    scheduleHydration('cart', document.createElement('div'), hydrate, { cart: fakeCart(2) });
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('waits while the cart is empty, and hydrates once when it gets items', () => {
    const hydrate = vi.fn();
    const cart = fakeCart(0);
    scheduleHydration('cart', document.createElement('div'), hydrate, { cart });
    cart.set(0);
    expect(hydrate).not.toHaveBeenCalled();
    cart.set(1);
    cart.set(3);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

describe('click mode', () => {
  function page() {
    document.body.innerHTML =
      '<a href="/cart" data-tessera-cart-drawer>Cart</a><a href="/about">About</a><div id="marker"></div>';
    const marker = document.getElementById('marker')!;
    const trigger = document.querySelector<HTMLAnchorElement>('a[data-tessera-cart-drawer]')!;
    return { marker, trigger };
  }

  it('never hydrates until a trigger is clicked; other clicks and modified clicks pass', () => {
    const { marker, trigger } = page();
    const hydrate = vi.fn();
    scheduleHydration('click', marker, hydrate, { trigger: 'a[data-tessera-cart-drawer]' });
    document.querySelector<HTMLAnchorElement>('a[href="/about"]')!.click();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    trigger.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('holds the first click, hydrates, and replays the click on the link once hydrated', async () => {
    const { marker, trigger } = page();
    const hydrate = vi.fn();
    const seen: boolean[] = [];
    scheduleHydration('click', marker, hydrate, { trigger: 'a[data-tessera-cart-drawer]' });
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    trigger.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(hydrate).toHaveBeenCalledTimes(1);
    // The island's own handler, as it listens once hydrated.
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    marker.setAttribute(HYDRATED_ATTRIBUTE, '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([false]);
    // Later clicks are the island's alone.
    trigger.click();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

describe('interaction mode', () => {
  it('waits for the first pointer, key, focus or change event, then hydrates once', () => {
    document.body.innerHTML = '<input id="field"><div id="marker"></div>';
    const hydrate = vi.fn();
    scheduleHydration('interaction', document.getElementById('marker')!, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    document.getElementById('field')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates when the cart changes (an add in another tab), once, and no later event hydrates again', () => {
    document.body.innerHTML = '<div id="marker"></div>';
    const hydrate = vi.fn();
    const cart = fakeCart(0);
    scheduleHydration('interaction', document.getElementById('marker')!, hydrate, { cart });
    expect(hydrate).not.toHaveBeenCalled();
    cart.set(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    cart.set(2);
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a click inside the island until it is hydrated, then replays it on the same button', async () => {
    document.body.innerHTML = '<div id="marker"><p><button type="button"><span>i</span></button></p></div>';
    const marker = document.getElementById('marker')!;
    const button = marker.querySelector('button')!;
    const hydrate = vi.fn();
    const clicks: boolean[] = [];
    scheduleHydration('interaction', marker, hydrate);
    // The island's handler, as React will attach it.
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    marker.querySelector('span')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(hydrate).toHaveBeenCalledTimes(1);
    marker.setAttribute(HYDRATED_ATTRIBUTE, '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual([false]);
    button.click();
    expect(clicks).toEqual([false, false]);
  });
});
