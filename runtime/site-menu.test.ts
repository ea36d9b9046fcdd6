// @vitest-environment jsdom
// Tests that the narrow header menu closes on Escape (focus back on its toggle) and on a press outside it, and stays open for a press inside.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindSiteMenus } from './site-menu.js';

let unbind: () => void = () => undefined;

beforeEach(() => {
  document.body.innerHTML = `<header><details class="site-nav site-nav--narrow" open>
      <summary class="site-nav__toggle">Menu</summary>
      <nav aria-label="Main"><ul><li><a href="/shop">Shop</a></li></ul></nav>
    </details></header><main><p>Page text</p></main>`;
  unbind = bindSiteMenus(document);
});

afterEach(() => unbind());

const menu = () => document.querySelector('details')!;

describe('bindSiteMenus', () => {
  it('closes the open menu on Escape and returns focus to its toggle', () => {
    document.querySelector<HTMLAnchorElement>('nav a')!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('closes on a press outside the menu', () => {
    document.querySelector('main p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu().open).toBe(false);
  });

  it('stays open for a press on a link inside it, and for other keys', () => {
    document.querySelector('nav a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(menu().open).toBe(true);
  });

  it('leaves the focus alone on Escape when no menu is open', () => {
    menu().open = false;
    const link = document.querySelector<HTMLAnchorElement>('nav a')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(link);
  });
});
