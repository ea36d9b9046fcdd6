// In Chromium against the demo store: editing an entry's additional-fields answers on /cart, coupons with JavaScript on and off, and the restock block following the chosen variant.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { demoProduct } from './demo-store.js';

/** One option (Length), unlimited stock, and the 'Engraving details' form. */
const PADDLE = demoProduct('engraved-cherry-paddle');
/** Two options; S / Duck Brown, M / Indigo and L / Duck Brown sold out, restock sign-ups on. */
const COAT = demoProduct('harbor-chore-coat');
/** One variant, in stock. */
const SKILLET = demoProduct('cast-iron-skillet');

const suite = useBrowserSuite();
const { newVisitor, url, visit, crumbOf } = suite;

/** Adds the product on `tab`'s page through the cart API, as that visitor, with `additionalFields` when given. */
async function addByApi(
  context: BrowserContext,
  tab: Page,
  sku: string,
  additionalFields?: Record<string, string>,
): Promise<void> {
  const itemId = await tab
    .locator('form[data-tessera-add-to-cart] input[name="itemId"]')
    .first()
    .inputValue();
  const response = await context.request.post(url('/api/commerce/shopping-cart/entries'), {
    headers: { 'X-Csrf-Token': await crumbOf(context) },
    data: {
      itemId,
      sku,
      quantity: 1,
      ...(additionalFields === undefined ? {} : { additionalFields: JSON.stringify(additionalFields) }),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const ANSWERS = {
  'engraving-text': 'Ada',
  'engraving-font': 'Script',
  'engraving-side': 'Blade, back',
};

describe.skipIf(!hasChromium)(`the cart page's forms in Chromium (${testDatabaseKind()})`, () => {
  it("edits an entry's answers in the lightbox, saves them onto the entry, and says when it cannot", async () => {
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await visit(tab, PADDLE.path);
    await addByApi(context, tab, PADDLE.variants[0].sku, ANSWERS);
    await visit(tab, SKILLET.path);
    await addByApi(context, tab, SKILLET.variants[0].sku);
    await visit(tab, '/cart');

    const paddle = tab.locator('.cart-entry', { hasText: PADDLE.title });
    const answers = paddle.locator('.cart-entry__answer-list');
    await expect(answers.innerText()).resolves.toMatch(/Engraving text\s*Ada/);
    await expect(
      tab.locator('.cart-entry', { hasText: SKILLET.title }).getByRole('button', { name: /^Edit/ }).count(),
    ).resolves.toBe(0);

    // The lightbox opens on the saved answers.
    await paddle.getByRole('button', { name: 'Edit Engraving details' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Engraving details' });
    await dialog.waitFor();
    const engraving = dialog.getByRole('textbox', { name: /Engraving text/ });
    await expect(engraving.inputValue()).resolves.toBe('Ada');
    await expect(engraving.evaluate((input) => input === document.activeElement)).resolves.toBe(true);

    // A required answer left blank is flagged, and nothing is saved.
    await engraving.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('.field__error').first().textContent()).resolves.toBe('Required');

    // A failed save says 'Unable to update form' and keeps the lightbox open.
    await tab.route('**/additionalFields', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"server-error","message":"x"}',
      }),
    );
    await engraving.fill('Lovelace');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('Unable to update form');
    await tab.unroute('**/additionalFields');

    // Saved: the lightbox closes, the entry shows the new answers, and they are on the cart.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tab.waitForFunction(() =>
      document.querySelector('.cart-entry__answer-list')?.textContent?.includes('Lovelace'),
    );
    const cart = await (await context.request.get(url('/api/commerce/shopping-cart'))).json();
    const entry = cart.entries.find((candidate: { title: string }) => candidate.title === PADDLE.title);
    expect(entry.additionalFields).toEqual({ ...ANSWERS, 'engraving-text': 'Lovelace', 'gift-note': '' });
    await visit(tab, '/cart');
    await expect(answers.innerText()).resolves.toMatch(/Engraving text\s*Lovelace/);
    expect(problems.filter((problem) => !problem.includes('500'))).toEqual([]);
  });

  it('applies and removes coupons with JavaScript off, showing why a code does not hold', async () => {
    const context = await newVisitor();
    const { tab } = await watchedTab(context);
    await visit(tab, SKILLET.path);
    await addByApi(context, tab, SKILLET.variants[0].sku);
    // A browser without JavaScript carrying the same cart.
    const plain = await newVisitor({ javaScriptEnabled: false });
    await plain.addCookies(await context.cookies(suite.storefront.origin));
    const page = await plain.newPage();
    await visit(page, '/cart', false);
    const coupon = page.getByRole('textbox', { name: 'Coupon code' });
    await coupon.fill('BOGUS');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/cartError=invalid-coupon/);
    await expect(page.locator('.cart-page .notice--error').textContent()).resolves.toContain(
      'There is no coupon with the code BOGUS.',
    );
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(url('/cart'));
    await expect(page.locator('.cart__total--discount').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await page.waitForURL(url('/cart'));
    await expect(page.locator('.cart__total--discount').count()).resolves.toBe(0);
    await expect(page.locator('.cart__coupon').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('BOGUS'),
    ]);
  });

  it('lists a code that does not hold as not applied at once with JavaScript on, beside the reason', async () => {
    const context = await newVisitor();
    const { tab } = await watchedTab(context);
    await visit(tab, SKILLET.path);
    await addByApi(context, tab, SKILLET.variants[0].sku);
    await visit(tab, '/cart');
    await tab.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
    await tab.getByRole('button', { name: 'Apply' }).click();
    // The page hydrates at this first interaction; the held click is replayed once it has.
    await tab
      .locator('.cart-page .notice--error', { hasText: 'There is no coupon with the code NOSUCHCODE.' })
      .waitFor();
    // No reload: the page shows the cart as the refusal left it.
    await tab.locator('.cart__coupon--invalid').waitFor();
    await expect(tab.locator('.cart__coupon--invalid').innerText()).resolves.toMatch(
      /NOSUCHCODE\s*\(not applied\)/,
    );
    expect(tab.url()).toBe(url('/cart'));
  });

  it('shows the restock block for a chosen sold-out variant, preselected, and hides it for one in stock', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, COAT.path);
    const form = tab.locator('form.product-form');
    await form.getByRole('combobox', { name: 'Size' }).selectOption('L');
    await form.getByRole('combobox', { name: 'Colour' }).selectOption('Duck Brown');
    const block = tab.locator('tessera-island[name="restock-signup"] .product-restock-notification');
    await block.scrollIntoViewIfNeeded();
    await tab.locator('tessera-island[name="restock-signup"][hydrated]').waitFor();
    const picker = block.getByRole('combobox', { name: 'Size / Colour' });
    const chosenLabel = () =>
      picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
    await expect(chosenLabel()).resolves.toBe('L / Duck Brown');

    await form.getByRole('combobox', { name: 'Size' }).selectOption('S');
    await expect(chosenLabel()).resolves.toBe('S / Duck Brown');

    // M / Duck Brown is in stock: no block; M / Indigo is sold out: the block is back, on it.
    await form.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await expect(block.isVisible()).resolves.toBe(false);
    await form.getByRole('combobox', { name: 'Colour' }).selectOption('Indigo');
    await block.waitFor();
    await expect(chosenLabel()).resolves.toBe('M / Indigo');
    expect(problems).toEqual([]);
  });
});
