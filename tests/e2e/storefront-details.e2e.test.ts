// The storefront's details in Chromium: the sale mark and price follow the variant, the restock block only for a sold-out choice, the added-item popover, no pill on checkout, no sideways scroll.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { fillCheckout } from './checkout-form.js';
import { demoProduct, money } from './demo-store.js';

/** Two options; Duck Brown on sale (from $149.00, regularly $189.00), Indigo at full price; S / Duck Brown sold out. */
const COAT = demoProduct('harbor-chore-coat');
/** One option; Navy and Pine in stock, Oatmeal sold out; restock sign-ups on. */
const BLANKET = demoProduct('wool-camp-blanket');
/** One variant, in stock. */
const SKILLET = demoProduct('cast-iron-skillet');

const WIDTHS = [320, 390, 1440];

const suite = useBrowserSuite();
const { newVisitor, url, visit } = suite;

const option = (tab: Page, name: string) => tab.locator('form.product-form').getByRole('combobox', { name });

/** The elements that reach past the window's right edge, when the page scrolls sideways; [] when it does not. */
function sidewaysOverflow(tab: Page): Promise<string[]> {
  return tab.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

/** The sources of the page's images that lack a width or height (the browser cannot hold their place). */
function imagesWithoutSize(tab: Page): Promise<string[]> {
  return tab.evaluate(() =>
    Array.from(document.querySelectorAll('img'))
      .filter((image) => !image.hasAttribute('width') || !image.hasAttribute('height'))
      .map((image) => image.getAttribute('src') ?? ''),
  );
}

/** What of `paths` scrolls sideways at each width (`width path: elements`), and images without a size. */
async function pagesScrollingSideways(tab: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await tab.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      const response = await tab.goto(url(path));
      // Each page is what it says: no redirect to another (a confirmation whose token ran out).
      expect(new URL(tab.url()).pathname, path).toBe(new URL(url(path)).pathname);
      expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
      const overflow = await sidewaysOverflow(tab);
      if (overflow.length > 0) found.push(`${width} ${path}: ${overflow.join(', ')}`);
      const unsized = await imagesWithoutSize(tab);
      if (unsized.length > 0) found.push(`${width} ${path}: images without a size: ${unsized.join(', ')}`);
    }
  }
  return found;
}

describe.skipIf(!hasChromium)(`storefront details in Chromium (${testDatabaseKind()})`, () => {
  it('keeps the SALE mark its own size and lets it, the sale colour and the struck price follow the variant', async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 1366, height: 900 } }));
    await visit(tab, COAT.path);
    const mark = tab.locator('.product-detail__summary > .product-mark.sale');
    const summaryWidth = (await tab.locator('.product-detail__summary').boundingBox())!.width;
    expect((await mark.boundingBox())!.width).toBeLessThan(summaryWidth / 4);
    // The "from" price on sale shows the regular price struck through.
    const price = tab.locator('[data-tessera-product-price]');
    await expect(price.locator('.original-price').textContent()).resolves.toBe(money(18900));
    const struck = await price
      .locator('.original-price')
      .evaluate((element) => getComputedStyle(element).textDecorationLine);
    expect(struck).toBe('line-through');

    const detail = tab.locator('article.product-detail');
    // L / Indigo is not on sale: no mark, no sale colour, no struck price.
    await option(tab, 'Size').selectOption('L');
    await option(tab, 'Colour').selectOption('Indigo');
    await expect(price.textContent()).resolves.toBe(money(18900));
    await expect(mark.isVisible()).resolves.toBe(false);
    await expect(detail.getAttribute('class')).resolves.not.toContain('is-on-sale');
    // M / Duck Brown is: all three come back.
    await option(tab, 'Size').selectOption('M');
    await option(tab, 'Colour').selectOption('Duck Brown');
    await expect(mark.isVisible()).resolves.toBe(true);
    await expect(detail.getAttribute('class')).resolves.toContain('is-on-sale');
    await expect(price.locator('.original-price').textContent()).resolves.toBe(money(18900));

    // The quick view's mark keeps its size too.
    await visit(tab, '/shop');
    await tab.getByRole('link', { name: `Quick View: ${COAT.title}` }).click();
    const quickMark = tab.getByRole('dialog').locator('.product-mark.sale');
    await quickMark.waitFor();
    const quickSummary = (await tab.getByRole('dialog').locator('.product-detail__summary').boundingBox())!;
    expect((await quickMark.boundingBox())!.width).toBeLessThan(quickSummary.width / 4);
    expect(problems).toEqual([]);
  });

  it('shows the restock block only for a sold-out choice, with a styled field and button', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, BLANKET.path);
    const block = tab.locator('.product-restock-notification');
    await expect(block.isVisible()).resolves.toBe(false);
    await option(tab, 'Colour').selectOption('Navy');
    await expect(block.isVisible()).resolves.toBe(false);
    await option(tab, 'Colour').selectOption('Oatmeal');
    await block.waitFor();
    const email = block.locator('input[type="email"]');
    const button = block.getByRole('button');
    const looks = await Promise.all([
      email.evaluate((element) => getComputedStyle(element).minHeight),
      button.evaluate((element) => getComputedStyle(element).borderRadius),
      button.evaluate((element) => getComputedStyle(element).minHeight),
    ]);
    expect(looks).toEqual(['44px', '999px', '44px']);
    // An in-stock choice hides it again.
    await option(tab, 'Colour').selectOption('Pine');
    await expect(block.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('shows the added-item popover after adding from a product page, as from the grid', async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 1280, height: 900 } }));
    await visit(tab, BLANKET.path);
    await option(tab, 'Colour').selectOption('Navy');
    await tab.locator('form.product-form button[type="submit"]').click();
    const popover = tab.locator('.tessera-popover');
    await popover.waitFor();
    await expect(popover.textContent()).resolves.toContain(`${BLANKET.title} was added to your cart.`);
    expect(problems).toEqual([]);
  });

  it('hides the pill cart on checkout, scrolls no page sideways at 320, 390 and 1440 px, and sizes every image', async () => {
    const context = await newVisitor({ viewport: { width: 390, height: 844 } });
    const { tab, problems } = await watchedTab(context);
    await visit(tab, SKILLET.path);
    await tab.locator('form.product-form button[type="submit"]').click();
    await tab.getByRole('link', { name: 'One item in cart' }).waitFor();
    await visit(tab, '/checkout');
    await expect(tab.locator('.tessera-cart-pill').count()).resolves.toBe(0);

    const home = await (await context.request.get(url('/blog'))).text();
    const post = /href="(\/blog\/[^"]+)"/.exec(home)?.[1];
    const events = await (await context.request.get(url('/events'))).text();
    const event = /href="(\/events\/[^"]+)"/.exec(events)?.[1];
    const gallery = await (await context.request.get(url('/gallery'))).text();
    const image = /href="(\/gallery\/[^"]+)"/.exec(gallery)?.[1];
    expect([post, event, image]).not.toContain(undefined);
    const paths = [
      '/',
      '/about',
      '/contact',
      '/blog',
      post!,
      '/events',
      event!,
      '/gallery',
      image!,
      '/shop',
      COAT.path,
      '/cart',
      '/checkout',
      '/search?q=coffee',
      '/no-such-page',
    ];

    // An order with a long email address, whose confirmation must wrap it.
    await visit(tab, '/checkout');
    await fillCheckout(tab, 'rowan.pike.of.the.harbor.and.pine.supply.company@example.com');
    await Promise.all([
      tab.waitForURL(/\/confirmed/, { timeout: 20_000 }),
      tab.getByRole('button', { name: 'Place order' }).click(),
    ]);
    await expect(tab.locator('main h1').textContent()).resolves.toBe('Thank you! Your order is confirmed.');
    const confirmed = new URL(tab.url());
    paths.push(`${confirmed.pathname}${confirmed.search}`);

    // The cart again, so /cart and /checkout show a line.
    await visit(tab, SKILLET.path);
    await tab.locator('form.product-form button[type="submit"]').click();
    await tab.getByRole('link', { name: 'One item in cart' }).waitFor();

    expect(await pagesScrollingSideways(tab, paths)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
  });
});
