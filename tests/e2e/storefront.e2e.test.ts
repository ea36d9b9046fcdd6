// The demo storefront in real Chromium against the real server: pages, add to cart with and without JavaScript, the pill, 404s.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, islandsHydrated, recordTexts, recordedTexts, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { DEMO_SITE, demoProduct, inStock, mainNavigation, money, stockOf } from './demo-store.js';

/** A product with one option and variants in stock (and one sold out). */
const BLANKET = demoProduct('wool-camp-blanket');
/** A product with unlimited stock, to put more than 100 in the cart. */
const COFFEE = demoProduct('harbor-blend-coffee');
const IDLE_LABEL = 'Add To Cart';
const PILL_LINK = 'a.tessera-cart-pill__link';
const PILL_COUNT = '.tessera-cart-pill__count';

const suite = useBrowserSuite();
const { newVisitor, url, visit, crumbOf } = suite;
/** Every problem seen on the pages the tests of parts 1–3 visit with JavaScript on. */
const problemsWithJavaScript: string[] = [];
/** The pages those tests visited (each waited for its islands to hydrate, but the cart page, which has none). */
const visited: string[] = [];

function pathOf(tab: Page): string {
  return new URL(tab.url()).pathname;
}

/**
 * Clicks `button` of a plain form and waits for the page the post leads to; returns the post's
 * status and Location.
 */
async function submitPlainForm(
  tab: Page,
  click: () => Promise<void>,
): Promise<{ status: number; location?: string }> {
  const arrived = Promise.all([
    tab.waitForResponse((response) => response.request().method() === 'POST'),
    tab.waitForEvent('load'),
  ]);
  await click();
  const [response] = await arrived;
  return { status: response.status(), location: response.headers().location };
}

/** The cart page's entries as a visitor reads them. */
async function cartEntries(tab: Page): Promise<{ title: string; variant: string; quantity: string }[]> {
  return tab.locator('.cart-entry').evaluateAll((entries) =>
    entries.map((entry) => ({
      title: entry.querySelector('.cart-entry__title')?.textContent?.trim() ?? '',
      variant: entry.querySelector('.cart-entry__variant')?.textContent?.trim() ?? '',
      quantity: entry.querySelector<HTMLInputElement>('input[name="quantity"]')?.value ?? '',
    })),
  );
}

describe.skipIf(!hasChromium)(`the demo storefront in Chromium (${testDatabaseKind()})`, () => {
  beforeAll(() => {
    expect(suite.storefront.kind).toBe(testDatabaseKind());
  });

  it('renders the home page: title, main navigation, no console errors', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, '/');
    visited.push('/');

    expect(await tab.title()).toContain(DEMO_SITE.title);
    expect(await tab.getAttribute('html', 'lang')).toBe(DEMO_SITE.language);
    const links = tab.locator('header nav[aria-label="Main"]:visible > ul > li > a');
    const menu = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        text: anchor.textContent?.trim() ?? '',
        path: new URL((anchor as HTMLAnchorElement).href).pathname,
      })),
    );
    expect(menu).toEqual(mainNavigation());
    await expect(tab.locator('main h1, main h2').count()).resolves.toBeGreaterThan(0);

    // The menu leads somewhere: Shop lists the products.
    await Promise.all([tab.waitForURL(url('/shop')), links.getByText('Shop', { exact: true }).click()]);
    await islandsHydrated(tab);
    await expect(tab.locator(`a[href="${BLANKET.path}"]`).count()).resolves.toBeGreaterThan(0);
    visited.push('/shop');

    problemsWithJavaScript.push(...problems);
    expect(problems).toEqual([]);
  });

  it('shows a product: images with srcset, the price, variant selects, quantity and the add-to-cart form', async () => {
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await visit(tab, BLANKET.path);
    visited.push(BLANKET.path);

    await expect(tab.locator('main h1').textContent()).resolves.toBe(BLANKET.title);

    // Every picture of the product, with its alt text and a srcset of widths that load.
    const media = tab.locator('.product-detail__media img');
    const images = await media.evaluateAll((imgs) =>
      imgs.map((img) => {
        const image = img as HTMLImageElement;
        return { alt: image.alt, srcset: image.srcset, loaded: image.complete && image.naturalWidth > 0 };
      }),
    );
    for (const { alt } of BLANKET.images) expect(images.map((image) => image.alt)).toContain(alt);
    for (const image of images) {
      expect(image.srcset).toMatch(/^(\S+ \d+w)(,\s*\S+ \d+w)+$/);
    }
    const main = images[0];
    expect(main.loaded, 'the main image has loaded').toBe(true);
    const candidates = main.srcset.split(',').map((candidate) => candidate.trim().split(' ')[0]);
    for (const candidate of candidates) {
      const response = await tab.request.get(url(candidate));
      expect(response.status(), candidate).toBe(200);
      expect(response.headers()['content-type'], candidate).toMatch(/^image\//);
    }

    // One price for every variant, in the site's currency.
    const prices = new Set(BLANKET.variants.map((variant) => variant.priceCents));
    expect(prices.size).toBe(1);
    await expect(tab.locator('.product-price').textContent()).resolves.toContain(money([...prices][0]));

    // A select per option, labelled with its name, listing that option's values after its prompt.
    for (const option of BLANKET.optionOrdering) {
      const select = tab.locator('form.product-form').getByRole('combobox', { name: option });
      expect(await select.isVisible(), `the ${option} select`).toBe(true);
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((element) => (element as HTMLOptionElement).value));
      expect(values).toEqual(['', ...new Set(BLANKET.variants.map((variant) => variant.attributes[option]))]);
    }

    const quantity = tab.getByRole('spinbutton', { name: 'Quantity' });
    expect(await quantity.isVisible()).toBe(true);
    await expect(quantity.inputValue()).resolves.toBe('1');
    await expect(quantity.getAttribute('min')).resolves.toBe('1');

    const form = tab.locator('form[data-tessera-add-to-cart]');
    await expect(form.count()).resolves.toBe(1);
    await expect(form.getAttribute('method')).resolves.toBe('post');
    await expect(form.getAttribute('action')).resolves.toBe('/cart/add');
    await expect(form.locator('input[name="crumb"]').inputValue()).resolves.toBe(await crumbOf(context));
    await expect(form.locator('input[name="itemId"]').inputValue()).resolves.toMatch(/\S/);
    const button = form.getByRole('button', { name: IDLE_LABEL });
    expect(await button.isVisible()).toBe(true);
    // The cart is empty, so the pill is there but hidden.
    await expect(tab.locator(PILL_LINK).isHidden()).resolves.toBe(true);

    problemsWithJavaScript.push(...problems);
    expect(problems).toEqual([]);
  });

  it('adds to the cart with JavaScript on: Adding…, Added!, idle, and the pill appears without a reload', async () => {
    const [variant] = inStock(BLANKET);
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, BLANKET.path);
    visited.push(BLANKET.path);
    let navigations = 0;
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) navigations++;
    });
    await tab.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    for (const option of BLANKET.optionOrdering) {
      await tab
        .locator('form.product-form')
        .getByRole('combobox', { name: option })
        .selectOption(variant.attributes[option]);
    }
    await recordTexts(tab, 'form.product-form button[type="submit"]');
    await tab.getByRole('button', { name: IDLE_LABEL }).click();
    await tab.waitForFunction(
      (idle) => {
        const seen = (window as unknown as { __recordedTexts: string[] }).__recordedTexts;
        return seen.length > 1 && seen[seen.length - 1] === idle;
      },
      IDLE_LABEL,
      { timeout: 10_000 },
    );
    expect(await recordedTexts(tab)).toEqual(['Adding…', 'Added!', IDLE_LABEL]);

    const pill = tab.getByRole('link', { name: 'One item in cart' });
    await pill.waitFor({ state: 'visible', timeout: 5_000 });
    await expect(tab.locator(PILL_COUNT).textContent()).resolves.toBe('1');
    await expect(tab.locator('.tessera-cart-pill__subtotal').textContent()).resolves.toBe(
      `Subtotal ${money(variant.priceCents)}`,
    );

    // Still the same document: no navigation, no reload.
    expect(navigations).toBe(0);
    expect(pathOf(tab)).toBe(BLANKET.path);
    expect(
      await tab.evaluate(() => ({
        marker: (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        loads: performance.getEntriesByType('navigation').length,
        type: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      })),
    ).toEqual({ marker: true, loads: 1, type: 'navigate' });

    // The pill leads to the cart, which lists the item.
    await Promise.all([tab.waitForURL(url('/cart')), pill.click()]);
    expect(await cartEntries(tab)).toEqual([
      { title: BLANKET.title, variant: variant.attributes[BLANKET.optionOrdering[0]], quantity: '1' },
    ]);
    visited.push('/cart');

    problemsWithJavaScript.push(...problems);
    expect(problems).toEqual([]);
  });

  it('adds, changes and removes with JavaScript off, through plain forms', async () => {
    // The variant with the most in stock, so three can be bought (the cart's quantity field stops at the stock).
    const [variant] = inStock(BLANKET).sort((a, b) => stockOf(b) - stockOf(a));
    expect(stockOf(variant)).toBeGreaterThanOrEqual(3);
    const option = BLANKET.optionOrdering[0];
    const value = variant.attributes[option];
    const { tab, problems } = await watchedTab(await newVisitor({ javaScriptEnabled: false }));
    await visit(tab, BLANKET.path, false);

    // The same form without scripts: a required select per option, the quantity and the button. An
    // unchosen option is stopped by the browser, never posted (so never 'variant unavailable').
    const posts: string[] = [];
    tab.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await tab.getByRole('button', { name: IDLE_LABEL }).click();
    const select = tab.locator('form.product-form').getByRole('combobox', { name: option });
    await expect(
      select.evaluate((element) => (element as HTMLSelectElement).validity.valueMissing),
    ).resolves.toBe(true);
    expect(posts).toEqual([]);
    expect(pathOf(tab)).toBe(BLANKET.path);
    await select.selectOption(value);
    await tab.locator('form[data-tessera-add-to-cart] input[name="quantity"]').fill('2');
    const added = await submitPlainForm(tab, () => tab.getByRole('button', { name: IDLE_LABEL }).click());
    expect(added).toEqual({ status: 303, location: '/cart' });
    expect(pathOf(tab)).toBe('/cart');
    expect(await cartEntries(tab)).toEqual([{ title: BLANKET.title, variant: value, quantity: '2' }]);
    await expect(tab.locator('.cart__total--subtotal dd').textContent()).resolves.toBe(
      money(variant.priceCents * 2),
    );

    const changed = await submitPlainForm(tab, async () => {
      await tab.locator('.cart-entry__quantity input[name="quantity"]').fill('3');
      await tab.getByRole('button', { name: `Update quantity of ${BLANKET.title}` }).click();
    });
    expect(changed).toEqual({ status: 303, location: '/cart' });
    expect(await cartEntries(tab)).toEqual([{ title: BLANKET.title, variant: value, quantity: '3' }]);

    // Server-rendered, the pill on other pages shows the count without any script.
    await visit(tab, '/shop', false);
    expect(await tab.getByRole('link', { name: '3 items in cart' }).isVisible()).toBe(true);
    await expect(tab.locator(PILL_COUNT).textContent()).resolves.toBe('3');

    await visit(tab, '/cart', false);
    const removed = await submitPlainForm(tab, () =>
      tab.getByRole('button', { name: `Remove ${BLANKET.title}` }).click(),
    );
    expect(removed).toEqual({ status: 303, location: '/cart' });
    expect(await cartEntries(tab)).toEqual([]);
    await expect(tab.locator('main').textContent()).resolves.toContain('Your cart is empty.');
    expect(problems).toEqual([]);
  });

  it('hydrates the pill cart without hydration warnings or errors: empty, with items, with more than 100', async () => {
    // Parts 1–3 visited these pages with JavaScript on; each logged nothing and its pill hydrated.
    expect(visited).toEqual(expect.arrayContaining(['/', '/shop', BLANKET.path, '/cart']));
    expect(problemsWithJavaScript).toEqual([]);

    // A visitor whose cart the server renders in the pill: the hydrated pill must agree with it.
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await visit(tab, COFFEE.path);
    await expect(tab.locator(PILL_LINK).isHidden()).resolves.toBe(true);
    const itemId = await tab.locator('form[data-tessera-add-to-cart] input[name="itemId"]').inputValue();
    const add = async (quantity: number) => {
      const response = await context.request.post(url('/api/commerce/shopping-cart/entries'), {
        headers: { 'X-Csrf-Token': await crumbOf(context) },
        data: { itemId, sku: COFFEE.variants[0].sku, quantity },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await add(2);
    for (const path of ['/', COFFEE.path, '/blog', '/contact']) {
      await visit(tab, path);
      expect(await tab.getByRole('link', { name: '2 items in cart' }).isVisible(), path).toBe(true);
      await expect(tab.locator(PILL_COUNT).textContent()).resolves.toBe('2');
    }
    await add(99);
    await visit(tab, '/shop');
    expect(await tab.getByRole('link', { name: 'More than 100 items in cart' }).isVisible()).toBe(true);
    await expect(tab.locator(PILL_COUNT).textContent()).resolves.toBe('100+');
    expect(problems).toEqual([]);
  });

  it('answers an unknown address with the theme’s 404 page', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    for (const path of ['/no-such-page', '/shop/p/no-such-product']) {
      const response = await tab.goto(url(path));
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(await tab.title(), path).toContain(DEMO_SITE.title);
      await expect(tab.locator('main h1').textContent()).resolves.toBe('Page not found');
      // The theme's page: its header, menu, footer and stylesheet, and a way back home.
      expect(await tab.locator('header nav[aria-label="Main"]:visible').count(), path).toBe(1);
      expect(await tab.locator('footer').count(), path).toBe(1);
      expect(await tab.locator('link[rel="stylesheet"][href^="/site.css"]').count(), path).toBe(1);
      expect(await tab.locator('main a[href="/"]').count(), path).toBeGreaterThan(0);
      await islandsHydrated(tab);
    }
    // Chromium itself logs the 404 of each document; nothing else may go wrong.
    expect(problems).toEqual([
      '/no-such-page: Failed to load resource: the server responded with a status of 404 (Not Found)',
      '/shop/p/no-such-product: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
});
