// @vitest-environment jsdom
// Tests the clicks held until the add-to-cart code has loaded: nothing happens meanwhile, the last one is replayed once, none after a failed load.
import { afterEach, describe, expect, it } from 'vitest';
import { holdClicksUntil } from './held-clicks.js';

/** A promise and the functions that settle it. */
function pending() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Two reference buttons and the clicks the page's own handler (added later, as add-to-cart.ts does) hears. */
function page() {
  document.body.innerHTML =
    '<div class="sqs-add-to-cart-button" id="a" tabindex="0"><span>Add</span></div>' +
    '<div class="sqs-add-to-cart-button" id="b" tabindex="0"></div><button id="other">Other</button>';
  const heard: string[] = [];
  const listen = () =>
    document.addEventListener('click', (event) => {
      heard.push((event.target as Element).closest('[id]')!.id);
    });
  return { heard, listen, byId: (id: string) => document.getElementById(id)! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdClicksUntil', () => {
  it('holds clicks on the buttons until the code has loaded, then replays the last one once', async () => {
    const { heard, listen, byId } = page();
    const loaded = pending();
    holdClicksUntil(document, '.sqs-add-to-cart-button', loaded.promise);
    listen();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('a').querySelector('span')!.dispatchEvent(first);
    byId('b').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('other').click();
    expect(first.defaultPrevented).toBe(true);
    expect(heard).toEqual(['other']);

    loaded.resolve();
    await settle();
    expect(heard).toEqual(['other', 'b']);
    byId('a').click();
    expect(heard).toEqual(['other', 'b', 'a']);
  });

  it('holds Enter and Space on a focused button too, and replays them as its click', async () => {
    const { heard, listen, byId } = page();
    const loaded = pending();
    holdClicksUntil(document, '.sqs-add-to-cart-button', loaded.promise);
    listen();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    byId('a').dispatchEvent(enter);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    byId('b').dispatchEvent(tab);
    expect([enter.defaultPrevented, tab.defaultPrevented]).toEqual([true, false]);
    loaded.resolve();
    await settle();
    expect(heard).toEqual(['a']);
  });

  it('replays nothing when the code failed to load, and holds nothing after', async () => {
    const { heard, listen, byId } = page();
    const loaded = pending();
    holdClicksUntil(document, '.sqs-add-to-cart-button', loaded.promise);
    listen();
    byId('a').click();
    loaded.reject(new Error('offline'));
    await settle();
    expect(heard).toEqual([]);
    byId('a').click();
    expect(heard).toEqual(['a']);
  });
});
