// Shopping in Chromium against the demo store: variants, the grid and its popover, the cart page, drawer, quick view, installments, tabs, axe.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, islandsHydrated, recordTexts, recordedTexts, watchedTab } from './browser.js';
import { axeViolations } from './axe.js';
import { useBrowserSuite } from './browser-suite.js';
import { fillCheckout } from './checkout-form.js';
import { demoProduct, money } from './demo-store.js';

/** One option; Navy 6 in stock, Pine 2, Oatmeal sold out; scarcity and restock sign-ups on. */
const BLANKET = demoProduct('wool-camp-blanket');
/** Two options; Duck Brown on sale with its own picture. */
const COAT = demoProduct('harbor-chore-coat');
/** One variant, in stock. */
const SKILLET = demoProduct('cast-iron-skillet');

const suite = useBrowserSuite();
const { newVisitor, url, visit, crumbOf } = suite;

/** Adds `quantity` of `sku` through the cart API, as the visitor of `context` (their cookies and crumb). */
async function addByApi(context: BrowserContext, tab: Page, sku: string, quantity = 1): Promise<void> {
  const itemId = await tab
    .locator('form[data-tessera-add-to-cart] input[name="itemId"]')
    .first()
    .inputValue();
  const response = await context.request.post(url('/api/commerce/shopping-cart/entries'), {
    headers: { 'X-Csrf-Token': await crumbOf(context) },
    data: { itemId, sku, quantity },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function visibleFigureAlt(tab: Page): Promise<string | null> {
  return tab.locator('.product-detail__media figure:not([hidden]) img').getAttribute('alt');
}

describe.skipIf(!hasChromium)(`shopping in Chromium (${testDatabaseKind()})`, () => {
  it('follows the chosen variant: picture, price, installments, scarcity, restock, quantity and stock', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, COAT.path);
    const price = tab.locator('[data-tessera-product-price]');
    const badge = tab.locator('.tessera-installments__text');
    expect(await visibleFigureAlt(tab)).toBe(COAT.images[0].alt);
    await expect(badge.textContent()).resolves.toBe(
      `or 4 interest-free payments of ${money(14900 / 4)} with Afterpay`,
    );

    // M / Duck Brown: its own picture, the sale price with the original struck, the badge follows.
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Size' }).selectOption('M');
    await tab
      .locator('form.product-form')
      .getByRole('combobox', { name: 'Colour' })
      .selectOption('Duck Brown');
    expect(await visibleFigureAlt(tab)).toBe(COAT.images[1].alt);
    await expect(price.textContent()).resolves.toBe(
      `Sale Price:${money(14900)} Original Price:${money(18900)}`,
    );
    await expect(price.locator('.original-price').textContent()).resolves.toBe(money(18900));
    // The badge hydrates at the first interaction and then follows the choice made before it did.
    await expect
      .poll(() => badge.textContent())
      .toBe(`or 4 interest-free payments of ${money(3725)} with Afterpay`);
    const scarcity = () => tab.locator('.product-scarcity:visible').allInnerTexts();
    expect(await scarcity()).toEqual(['Only 4 left in this size']);

    // L / Indigo: full price, 5 in stock; the quantity may go up to the stock.
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Size' }).selectOption('L');
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Colour' }).selectOption('Indigo');
    expect(await visibleFigureAlt(tab)).toBe(COAT.images[0].alt);
    await expect(price.textContent()).resolves.toBe(money(18900));
    await expect(tab.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max')).resolves.toBe('5');
    expect(await scarcity()).toEqual(['Only 5 left in this size']);

    // S / Duck Brown is sold out: the button says so and is disabled, its restock sign-up shows.
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Size' }).selectOption('S');
    await tab
      .locator('form.product-form')
      .getByRole('combobox', { name: 'Colour' })
      .selectOption('Duck Brown');
    const button = tab.locator('form.product-form button[type="submit"]');
    await expect(button.textContent()).resolves.toBe('Sold Out');
    await expect(button.isDisabled()).resolves.toBe(true);
    expect(await scarcity()).toEqual([]);
    await expect(tab.getByRole('spinbutton', { name: 'Quantity' }).isVisible()).resolves.toBe(false);

    // XL / Duck Brown has one left: no quantity to choose, the button is back.
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Size' }).selectOption('XL');
    await expect(button.textContent()).resolves.toBe('Add To Cart');
    await expect(button.isDisabled()).resolves.toBe(false);
    await expect(tab.getByRole('spinbutton', { name: 'Quantity' }).isVisible()).resolves.toBe(false);

    // Back to an unchosen option: the server's "from" price returns, with the regular price struck.
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Size' }).selectOption('');
    await expect(price.textContent()).resolves.toContain(`from ${money(14900)}`);
    await expect(price.locator('.original-price').textContent()).resolves.toBe(money(18900));
    expect(problems).toEqual([]);
  });

  it('adds from the product page (Adding…, Added!, idle) and says why when an option is missing', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, BLANKET.path);
    const button = tab.locator('form.product-form button[type="submit"]');
    await button.click();
    const alert = tab.getByRole('alert');
    await expect(alert.textContent()).resolves.toBe('Unable to Add ItemPlease select the Colour option.');

    // The error's second passes and the button is idle again.
    await tab.locator('form.product-form button[type="submit"][aria-disabled="false"]').waitFor();
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Colour' }).selectOption('Pine');
    await recordTexts(tab, 'form.product-form button[type="submit"]');
    await button.click();
    await tab.waitForFunction(() => {
      const seen = (window as unknown as { __recordedTexts: string[] }).__recordedTexts;
      return seen.length > 2 && seen[seen.length - 1] === 'Add To Cart';
    });
    expect(await recordedTexts(tab)).toEqual(['Adding…', 'Added!', 'Add To Cart']);
    await tab.getByRole('link', { name: 'One item in cart' }).waitFor();

    // Two more than the stock: the server's words under the alert's title.
    await tab.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await button.click();
    await tab.getByText('Sorry, we do not have enough of that item available.').waitFor();
    await expect(alert.locator('.tessera-cart-alert__title').textContent()).resolves.toBe(
      'Unable to Add Item',
    );
    // Chromium logs the refused request itself; nothing else went wrong.
    expect(problems).toEqual([
      `${BLANKET.path}: Failed to load resource: the server responded with a status of 409 (Conflict)`,
    ]);
  });

  it('adds from the listing grid: Select Option for an unchosen option, then the added-item popover', async () => {
    // A window tall enough to keep the header's cart in view beside the first products.
    const context = await newVisitor({ viewport: { width: 1280, height: 1600 } });
    const { tab, problems } = await watchedTab(context);
    await visit(tab, '/shop');
    const card = tab.locator('.product-card', { has: tab.locator(`a[href="${BLANKET.path}"]`) });
    const button = card.locator('button[type="submit"]');
    await recordTexts(
      tab,
      `.product-card:has(a[href="${BLANKET.path}"]) button[type="submit"] [data-tessera-button-label]`,
    );
    await button.click();
    await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
    await tab.waitForFunction(
      () => (window as unknown as { __recordedTexts: string[] }).__recordedTexts.length >= 2,
      undefined,
      {
        timeout: 5_000,
      },
    );
    expect(await recordedTexts(tab)).toEqual(['Select Option', 'Add To Cart']);
    // The product's name is still read out with the label.
    await expect(button.textContent()).resolves.toBe(`Add To Cart: ${BLANKET.title}`);

    await card.getByRole('combobox', { name: 'Colour' }).selectOption('Navy');
    await button.click();
    const popover = tab.locator('.tessera-popover');
    await popover.waitFor({ state: 'visible' });
    await expect(tab.getByRole('status').filter({ hasText: 'was added' }).textContent()).resolves.toBe(
      `${BLANKET.title} was added to your cart.`,
    );
    // Near the header's cart (in view at the top of the page), not over the product.
    const [cartBox, popoverBox] = await Promise.all([
      tab.locator('a[data-tessera-cart-drawer]').boundingBox(),
      popover.boundingBox(),
    ]);
    expect(popoverBox!.y).toBeGreaterThan(cartBox!.y + cartBox!.height);
    expect(popoverBox!.y - (cartBox!.y + cartBox!.height)).toBeLessThan(40);
    await popover.getByRole('button', { name: 'Close' }).click();
    await popover.waitFor({ state: 'detached' });
    await expect(tab.locator('[data-tessera-cart-count]').textContent()).resolves.toBe('(1)');
    expect(problems).toEqual([]);
  });

  it('changes quantities and removes entries on /cart without a reload, and shows the totals', async () => {
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await visit(tab, SKILLET.path);
    await addByApi(context, tab, SKILLET.variants[0].sku, 1);
    await visit(tab, BLANKET.path);
    await addByApi(context, tab, 'HP-BLKT-NAVY', 1);
    await visit(tab, '/cart');
    await tab.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

    const subtotal = tab.locator('.cart__total--subtotal dd');
    await expect(subtotal.textContent()).resolves.toBe(money(6500 + 14800));
    await expect(tab.locator('.cart__total--grand dd').textContent()).resolves.toBe(money(6500 + 14800));

    await tab.getByRole('spinbutton', { name: `Quantity of ${BLANKET.title}` }).fill('3');
    await tab.getByRole('button', { name: `Update quantity of ${BLANKET.title}` }).click();
    await tab.getByText(`Quantity of ${BLANKET.title} is now 3.`).waitFor({ state: 'attached' });
    await expect(subtotal.textContent()).resolves.toBe(money(6500 + 3 * 14800));
    await expect(tab.locator('[data-tessera-cart-count]').textContent()).resolves.toBe('(4)');

    // More than the stock: SPEC's cart string and the server's words; the field goes back to 3.
    await tab.getByRole('spinbutton', { name: `Quantity of ${BLANKET.title}` }).fill('9');
    await tab.getByRole('button', { name: `Update quantity of ${BLANKET.title}` }).click();
    const alert = tab.locator('.cart-page [role="alert"]');
    await alert.getByText('Unable to update quantity').waitFor();
    await expect(alert.textContent()).resolves.toBe(
      'Unable to update quantity Sorry, we do not have enough of that item available.',
    );
    // The field is put back once the refusal is in (a render after the alert's).
    await expect
      .poll(() => tab.getByRole('spinbutton', { name: `Quantity of ${BLANKET.title}` }).inputValue())
      .toBe('3');

    // Chromium logs the refused request itself.
    expect(problems.splice(0)).toEqual([
      '/cart: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await tab.getByRole('button', { name: `Remove ${SKILLET.title}` }).click();
    await tab.getByText(`${SKILLET.title} removed from your cart.`).waitFor({ state: 'attached' });
    await expect(tab.locator('.cart-entry').count()).resolves.toBe(1);
    await expect(subtotal.textContent()).resolves.toBe(money(3 * 14800));
    // The focus stays in the cart rather than falling to the page's start.
    await expect(tab.evaluate(() => document.activeElement?.className)).resolves.toBe('cart-page__body');

    await tab.getByRole('button', { name: `Remove ${BLANKET.title}` }).click();
    await tab.getByText('Your cart is empty.').waitFor();
    await expect(tab.evaluate(() => (window as unknown as { __same?: boolean }).__same)).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('keeps the cart in step across tabs: the cart page and the pill follow an add in another tab', async () => {
    const context = await newVisitor();
    const shop = await watchedTab(context);
    const cart = await watchedTab(context);
    await visit(shop.tab, BLANKET.path);
    await visit(cart.tab, '/cart');
    await expect(cart.tab.getByText('Your cart is empty.').isVisible()).resolves.toBe(true);

    await shop.tab
      .locator('form.product-form')
      .getByRole('combobox', { name: 'Colour' })
      .selectOption('Navy');
    await shop.tab.locator('form.product-form button[type="submit"]').click();
    await shop.tab.getByRole('link', { name: 'One item in cart' }).waitFor();

    await cart.tab.locator('.cart-entry').waitFor();
    await expect(cart.tab.locator('.cart-entry__title').textContent()).resolves.toBe(BLANKET.title);
    await expect(cart.tab.locator('[data-tessera-cart-count]').textContent()).resolves.toBe('(1)');

    // And back: removing it on the cart page empties the pill of the product tab.
    await cart.tab.getByRole('button', { name: `Remove ${BLANKET.title}` }).click();
    await shop.tab.locator('a.tessera-cart-pill__link').waitFor({ state: 'hidden' });
    expect([...shop.problems, ...cart.problems]).toEqual([]);
  });

  it('opens the installment modal by keyboard: focus moves in, Tab stays, Escape closes, focus returns', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, BLANKET.path);
    const info = tab.getByRole('button', { name: 'About paying with Afterpay' });
    await info.focus();
    await tab.keyboard.press('Enter');
    const dialog = tab.getByRole('dialog', { name: 'Pay in 4 interest-free payments with Afterpay' });
    await dialog.waitFor({ state: 'visible' });
    await expect(info.getAttribute('aria-expanded')).resolves.toBe('true');
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect(focusInside()).resolves.toBe(true);
    for (let i = 0; i < 3; i++) {
      await tab.keyboard.press('Tab');
      await expect(focusInside()).resolves.toBe(true);
    }
    await tab.keyboard.press('Shift+Tab');
    await expect(focusInside()).resolves.toBe(true);
    await tab.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(info.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // The close button, and a click outside, close it too.
    await tab.keyboard.press('Space');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await info.click();
    await dialog.waitFor({ state: 'visible' });
    await tab.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('opens the cart drawer from the header and a product in quick view', async () => {
    const context = await newVisitor();
    const { tab, problems } = await watchedTab(context);
    await visit(tab, BLANKET.path);
    await addByApi(context, tab, 'HP-BLKT-PINE', 2);
    await visit(tab, SKILLET.path);

    await tab.locator('a[data-tessera-cart-drawer]').click();
    const drawer = tab.getByRole('dialog', { name: 'Your cart' });
    await drawer.locator('.tessera-drawer__name', { hasText: BLANKET.title }).waitFor();
    await expect(drawer.locator('.tessera-drawer__variant').textContent()).resolves.toBe('Pine');
    await expect(
      drawer
        .getByRole('group', { name: `Quantity of ${BLANKET.title}` })
        .locator('.tessera-stepper__count')
        .textContent(),
    ).resolves.toBe('2');
    await expect(drawer.getByRole('link', { name: 'Checkout' }).getAttribute('href')).resolves.toBe(
      '/checkout',
    );
    await expect(drawer.getByRole('heading', { name: 'Customers also bought' }).isVisible()).resolves.toBe(
      true,
    );
    expect(pathOfTab(tab)).toBe(SKILLET.path);
    await tab.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await visit(tab, '/shop');
    await tab.getByRole('link', { name: `Quick View: ${SKILLET.title}` }).click();
    const quick = tab.getByRole('dialog', { name: `Quick View: ${SKILLET.title}` });
    await quick.getByRole('heading', { name: SKILLET.title }).waitFor();
    await recordTexts(tab, '.tessera-quick-view form.product-form button[type="submit"]');
    await quick.getByRole('button', { name: 'Add To Cart' }).click();
    await tab.waitForFunction(
      () => (window as unknown as { __recordedTexts: string[] }).__recordedTexts.length >= 3,
    );
    expect(await recordedTexts(tab)).toEqual(['Adding…', 'Added!', 'Add To Cart']);
    await expect(tab.locator('[data-tessera-cart-count]').textContent()).resolves.toBe('(3)');
    await tab.keyboard.press('Escape');
    await quick.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('buys a product with JavaScript on: variant, add, cart, checkout with the test card, order confirmed', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await visit(tab, COAT.path);
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Size' }).selectOption('L');
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Colour' }).selectOption('Indigo');
    await tab.locator('form.product-form button[type="submit"]').click();
    const pill = tab.getByRole('link', { name: 'One item in cart' });
    await pill.waitFor();
    await Promise.all([tab.waitForURL(url('/cart')), pill.click()]);
    await islandsHydrated(tab);
    await tab.getByRole('spinbutton', { name: `Quantity of ${COAT.title}` }).fill('2');
    await tab.getByRole('button', { name: `Update quantity of ${COAT.title}` }).click();
    await tab.getByText(`Quantity of ${COAT.title} is now 2.`).waitFor({ state: 'attached' });
    await Promise.all([tab.waitForURL(/\/checkout/), tab.getByRole('link', { name: 'Checkout' }).click()]);
    await islandsHydrated(tab);
    await fillCheckout(tab, 'rowan@example.com');
    await Promise.all([
      tab.waitForURL(/\/confirmed/, { timeout: 20_000 }),
      tab.getByRole('button', { name: 'Place order' }).click(),
    ]);
    await expect(tab.locator('main h1').textContent()).resolves.toBe('Thank you! Your order is confirmed.');
    await expect(tab.locator('main').textContent()).resolves.toContain(COAT.title);
    expect(problems).toEqual([]);
  });

  it('buys a product with JavaScript off, through plain forms', async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ javaScriptEnabled: false }));
    const go = async (path: string) => expect((await tab.goto(url(path)))?.status()).toBe(200);
    await go(BLANKET.path);
    await tab.locator('form.product-form').getByRole('combobox', { name: 'Colour' }).selectOption('Navy');
    await Promise.all([
      tab.waitForURL(url('/cart')),
      tab.getByRole('button', { name: 'Add To Cart' }).click(),
    ]);
    await expect(tab.locator('.cart-entry__title').textContent()).resolves.toBe(BLANKET.title);
    await Promise.all([tab.waitForURL(/\/checkout/), tab.getByRole('link', { name: 'Checkout' }).click()]);
    await fillCheckout(tab, 'pike@example.com');
    // Without scripts the totals for the address come from the server first; the form keeps what was typed.
    await Promise.all([
      tab.waitForEvent('load'),
      tab.getByRole('button', { name: 'Update shipping and totals' }).click(),
    ]);
    await expect(tab.getByRole('textbox', { name: 'City' }).inputValue()).resolves.toBe('Portland');
    await tab.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await Promise.all([
      tab.waitForURL(/\/confirmed/, { timeout: 20_000 }),
      tab.getByRole('button', { name: 'Place order' }).click(),
    ]);
    await expect(tab.locator('main h1').textContent()).resolves.toBe('Thank you! Your order is confirmed.');
    await expect(tab.locator('main').textContent()).resolves.toContain(BLANKET.title);
    expect(problems).toEqual([]);
  });

  it('has no serious or critical axe-core violation on the product, cart and checkout pages', async () => {
    // With the page's CSP off, as this check has always run; axe itself no longer needs that (e2e/axe.ts).
    const context = await newVisitor({ bypassCSP: true });
    const { tab } = await watchedTab(context);
    await visit(tab, COAT.path);
    expect(await axeViolations(tab)).toEqual([]);
    await addByApi(context, tab, 'HP-COAT-M-DB', 1);
    await visit(tab, '/cart');
    expect(await axeViolations(tab)).toEqual([]);
    await visit(tab, '/checkout');
    expect(await axeViolations(tab)).toEqual([]);
  });
});

function pathOfTab(tab: Page): string {
  return new URL(tab.url()).pathname;
}
