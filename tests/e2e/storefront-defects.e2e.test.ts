// Issue 31's storefront defects in Chromium: compact sold-out marks, a product page that holds still between variants, the added-item popover's picture and link, the drawer's steppers, the menu closing, the comment form's button and typed name, checkout's heading face and the confirmation's email wrapping.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, islandsHydrated, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { fillCheckout } from './checkout-form.js';
import { demoProduct } from './demo-store.js';

/** Two options; Duck Brown on sale, Indigo at full price. */
const COAT = demoProduct('harbor-chore-coat');
/** One option; Navy in stock. */
const BLANKET = demoProduct('wool-camp-blanket');
/** One variant, in stock. */
const SKILLET = demoProduct('cast-iron-skillet');

const suite = useBrowserSuite();
const { newVisitor, url, visit } = suite;

const option = (tab: Page, name: string) => tab.locator('form.product-form').getByRole('combobox', { name });

/** Where the product page's parts sit: the price block's top and height, and the form's top. */
function productLayout(tab: Page): Promise<number[]> {
  return tab.evaluate(() => {
    const price = document.querySelector('[data-tessera-product-price]')!.getBoundingClientRect();
    const form = document.querySelector('form.product-form')!.getBoundingClientRect();
    return [price.top + window.scrollY, price.height, form.top + window.scrollY];
  });
}

/** The first blog post's path. */
async function firstPostPath(tab: Page): Promise<string> {
  const blog = await (await tab.context().request.get(url('/blog'))).text();
  const path = /href="(\/blog\/[^"]+)"/.exec(blog)?.[1];
  if (path === undefined) throw new Error('The demo blog lists no post.');
  return path;
}

describe.skipIf(!hasChromium)(`storefront defects of issue 31 in Chromium (${testDatabaseKind()})`, () => {
  it('marks sold-out cards with a compact one-line mark inside the picture, at 390 and 1440 px', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    for (const width of [390, 1440]) {
      await tab.setViewportSize({ width, height: 900 });
      await visit(tab, '/shop', false);
      const marks = await tab.evaluate(() =>
        Array.from(document.querySelectorAll('.product-card__media .product-mark.sold-out')).map((mark) => {
          const box = mark.getBoundingClientRect();
          const media = mark.closest('.product-card__media')!.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(mark).lineHeight);
          return {
            height: box.height,
            lineHeight,
            // Inside the picture with its margin: a long text is cut short, not spread past the edge.
            inside: box.left >= media.left && box.right <= media.right - 9 && box.top >= media.top,
          };
        }),
      );
      expect(marks.length, `${width} px`).toBeGreaterThan(0);
      for (const mark of marks) {
        // One line: its height is one line plus the padding (2 × 2 px), well under the old 46 px pill.
        expect(mark.height, `${width} px`).toBeLessThanOrEqual(mark.lineHeight + 6);
        expect(mark.height, `${width} px`).toBeLessThan(26);
        expect(mark.inside, `${width} px`).toBe(true);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the price block and the form where they are between a sale and a full-price variant', async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 1366, height: 900 } }));
    await visit(tab, COAT.path);
    await option(tab, 'Size').selectOption('M');
    await option(tab, 'Colour').selectOption('Duck Brown');
    await tab.locator('[data-tessera-product-price] .original-price').waitFor();
    const onSale = await productLayout(tab);
    await option(tab, 'Size').selectOption('L');
    await option(tab, 'Colour').selectOption('Indigo');
    await tab.locator('[data-tessera-product-price] .original-price').waitFor({ state: 'detached' });
    expect(await productLayout(tab)).toEqual(onSale);
    // The sale mark is hidden but keeps its place.
    await expect(tab.locator('.product-detail__summary > .product-mark.sale').isVisible()).resolves.toBe(
      false,
    );
    await option(tab, 'Colour').selectOption('Duck Brown');
    await option(tab, 'Size').selectOption('M');
    await tab.locator('[data-tessera-product-price] .original-price').waitFor();
    expect(await productLayout(tab)).toEqual(onSale);
    expect(problems).toEqual([]);
  });

  it("shows the added item's picture, name, options and price in the popover, with a link to the cart", async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 1280, height: 900 } }));
    await visit(tab, BLANKET.path);
    await option(tab, 'Colour').selectOption('Navy');
    await tab.locator('form.product-form button[type="submit"]').click();
    const popover = tab.locator('.tessera-popover');
    await popover.waitFor();
    await expect(popover.locator('.tessera-popover__name').textContent()).resolves.toBe(BLANKET.title);
    await expect(popover.locator('.tessera-popover__variant').textContent()).resolves.toBe('Navy');
    await expect(popover.locator('.tessera-popover__price').textContent()).resolves.toMatch(/^\$\d+\.\d\d$/);
    const picture = popover.locator('img');
    await expect(
      picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).resolves.toBe(true);
    await Promise.all([tab.waitForURL(/\/cart$/), popover.getByRole('link', { name: 'View cart' }).click()]);
    expect(problems).toEqual([]);
  });

  it('changes quantities in the cart drawer with its steppers, and removes a line', async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 1280, height: 900 } }));
    await visit(tab, SKILLET.path);
    await tab.locator('form.product-form button[type="submit"]').click();
    await tab.getByRole('link', { name: 'One item in cart' }).waitFor();
    await tab.locator('a[data-tessera-cart-drawer]').click();
    const drawer = tab.getByRole('dialog', { name: 'Your cart' });
    const stepper = drawer.getByRole('group', { name: `Quantity of ${SKILLET.title}` });
    await stepper.waitFor();
    await expect(
      stepper.getByRole('button', { name: `Decrease quantity of ${SKILLET.title}` }).isDisabled(),
    ).resolves.toBe(true);
    await stepper.getByRole('button', { name: `Increase quantity of ${SKILLET.title}` }).click();
    await drawer.locator('.tessera-stepper__count', { hasText: '2' }).waitFor();
    await tab.getByText(`Quantity of ${SKILLET.title} is now 2.`).waitFor({ state: 'attached' });
    await drawer.getByRole('button', { name: `Remove ${SKILLET.title}` }).click();
    await drawer.getByText('Your cart is empty.').waitFor();
    expect(problems).toEqual([]);
  });

  it('closes the narrow menu on Escape (focus back on Menu) and on a tap outside it', async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 390, height: 844 } }));
    await visit(tab, '/', false);
    await tab.waitForFunction(
      () => document.documentElement.getAttribute('data-tessera-runtime') === 'ready',
    );
    const menu = tab.locator('details.site-nav--narrow');
    const toggle = menu.locator('summary');
    await toggle.click();
    await expect(menu.evaluate((details: HTMLDetailsElement) => details.open)).resolves.toBe(true);
    await menu.getByRole('link').first().focus();
    await tab.keyboard.press('Escape');
    await expect(menu.evaluate((details: HTMLDetailsElement) => details.open)).resolves.toBe(false);
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await toggle.click();
    await expect(menu.evaluate((details: HTMLDetailsElement) => details.open)).resolves.toBe(true);
    await tab.mouse.click(200, 700);
    await expect(menu.evaluate((details: HTMLDetailsElement) => details.open)).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it("styles Post comment as the site's buttons and keeps a name typed before the form hydrated", async () => {
    const context = await newVisitor({ viewport: { width: 1280, height: 900 } });
    const { tab } = await watchedTab(context);
    const path = await firstPostPath(tab);
    // The islands' code is held back until the visitor has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tab.route(/\/assets\/.*\.js$/, async (route) => {
      if (!route.request().url().includes('/boot-')) await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back too: the page is used as soon as its form is parsed.
    await tab.goto(url(path), { waitUntil: 'commit' });
    const form = tab.locator('form.comment-form');
    await form.waitFor();
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Name (required)').fill('Rowan Pike');
    await form.getByLabel('Comment (required)').fill('Seasoned mine twice.');
    release();
    await islandsHydrated(tab);
    await expect(form.getByLabel('Name (required)').inputValue()).resolves.toBe('Rowan Pike');
    await expect(form.getByLabel('Comment (required)').inputValue()).resolves.toBe('Seasoned mine twice.');
    const button = form.getByRole('button', { name: 'Post comment' });
    const looks = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.borderRadius, style.minHeight, style.cursor];
    });
    expect(looks).toEqual(['999px', '44px', 'pointer']);
  });

  it("sets checkout's Shipping method heading in the headings' face, and wraps a long email only between its parts", async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 320, height: 800 } }));
    await visit(tab, SKILLET.path);
    await tab.locator('form.product-form button[type="submit"]').click();
    await tab.getByRole('link', { name: 'One item in cart' }).waitFor();
    await visit(tab, '/checkout');
    const email = 'rowan.pike.of.the.harbor.and.pine.supply.company@example.com';
    await fillCheckout(tab, email, { standardShipping: true });
    const faces = await tab.evaluate(() => {
      const face = (element: Element | null) =>
        element === null ? '' : getComputedStyle(element).fontFamily;
      const legend = Array.from(document.querySelectorAll('legend')).find(
        (element) => element.textContent === 'Shipping method',
      );
      return [face(legend ?? null), face(document.querySelector('h2.checkout__section-title'))];
    });
    expect(faces[0]).not.toBe('');
    expect(faces[0]).toBe(faces[1]);

    await Promise.all([
      tab.waitForURL(/\/confirmed/, { timeout: 20_000 }),
      tab.getByRole('button', { name: 'Place order' }).click(),
    ]);
    const address = tab.locator('.page-description .email-address');
    await expect(address.textContent()).resolves.toBe(email);
    // Each part between break points (after @, before each dot) is on one line: no break inside a word.
    const split = await address.evaluate((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .filter((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          return lines.size > 1;
        })
        .map((node) => node.textContent),
    );
    expect(split).toEqual([]);
    const lines = await address.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeGreaterThan(1);
    expect(problems).toEqual([]);
  });
});
