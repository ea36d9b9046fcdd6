// Buying each kind of product the demo store sells, in Chromium with JavaScript on: physical with and without variants, digital, service, gift card, subscription, a product with an additional-fields form, and in one step with express checkout.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_EMAIL_NOTE } from '../../server/commerce/checkout/order-pages.js';
import { TABLES } from '../../server/db/tables.js';
import { DEMO_OWNER } from '../../server/demo/seed.js';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, islandsHydrated, watchedTab, type WatchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { fillCheckout } from './checkout-form.js';
import { DEMO_SITE, demoProduct, money } from './demo-store.js';

/** Physical, two options (Size, Colour). */
const TOTE = demoProduct('waxed-canvas-tote');
/** Physical, one variant and no options. */
const SKILLET = demoProduct('cast-iron-skillet');
/** Digital: a PDF, on sale. */
const KNOTS = demoProduct('field-guide-to-knots');
/** Service, one variant, scarce. */
const LESSON = demoProduct('private-sailing-lesson');
/** Gift card in four denominations. */
const GIFT_CARD = demoProduct('gift-card');
/** Subscription: monthly, until canceled, with a Grind option. */
const COFFEE_CLUB = demoProduct('coffee-club');
/** Subscription: every 3 months, 4 payments, no options. */
const CANDLE_BOX = demoProduct('seasonal-candle-box');
/** Physical with the engraving form (additional fields) and a custom button label. */
const PADDLE = demoProduct('engraved-cherry-paddle');

const CONFIRMED = 'Thank you! Your order is confirmed.';

const suite = useBrowserSuite();
const { newVisitor, url, visit, crumbOf } = suite;

async function newBuyer(): Promise<WatchedTab> {
  return watchedTab(await newVisitor());
}

function productForm(tab: Page) {
  return tab.locator('form.product-form');
}

/** Signs the demo owner in (a browser profile of their own) and sets the store's express checkout. */
async function setExpressCheckout(on: boolean): Promise<void> {
  const owner = await newVisitor();
  await owner.request.get(url('/api/commerce/shopping-cart'));
  const session = await owner.request.post(url('/api/owner/session'), {
    headers: { 'X-Csrf-Token': await crumbOf(owner) },
    data: DEMO_OWNER,
  });
  expect(session.status(), await session.text()).toBe(200);
  // Signing in hands out a new crumb, and the owner token the editor sends with its changes.
  const { ownerToken } = (await session.json()) as { ownerToken: string };
  const changed = await owner.request.patch(url('/api/owner/commerce/store-settings'), {
    headers: { 'X-Csrf-Token': await crumbOf(owner), 'X-Owner-Token': ownerToken },
    data: { expressCheckout: on },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** Clicks the product form's button and waits for the pill cart to count `count` items. */
async function addToCart(tab: Page, count: number): Promise<void> {
  await productForm(tab).locator('button[type="submit"]').click();
  await tab
    .getByRole('link', { name: count === 1 ? 'One item in cart' : `${count} items in cart` })
    .waitFor();
}

/** From any page with the pill cart: the cart page, then its Checkout link. */
async function goToCheckout(tab: Page): Promise<void> {
  await visit(tab, '/cart');
  await Promise.all([tab.waitForURL(/\/checkout/), tab.getByRole('link', { name: 'Checkout' }).click()]);
  await islandsHydrated(tab);
}

function checkoutForm(tab: Page) {
  return tab.locator('main form').filter({ has: tab.getByRole('textbox', { name: 'Card number' }) });
}

/** Places the order and waits for the page after checkout; if none comes, fails with what the checkout page says. */
async function placeOrder(tab: Page): Promise<void> {
  try {
    await Promise.all([
      tab.waitForURL(/\/confirmed/, { timeout: 40_000 }),
      tab.getByRole('button', { name: 'Place order' }).click(),
    ]);
  } catch (error) {
    const alerts = await tab
      .locator('[role="alert"], .field__error, .checkout__error')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `No confirmation page after Place order (at ${tab.url()}; the page says: ${JSON.stringify(alerts)})`,
      {
        cause: error,
      },
    );
  }
}

/** The checkout page asks for no address and no shipping method, and the cart says it does not ship. */
async function expectNoShippingAsked(tab: Page): Promise<void> {
  await expect(tab.getByRole('group', { name: 'Shipping method' }).count()).resolves.toBe(0);
  await expect(tab.getByRole('heading', { name: 'Shipping address' }).count()).resolves.toBe(0);
  await expect(
    checkoutForm(tab).getByRole('textbox', { name: 'Address', exact: true }).count(),
  ).resolves.toBe(0);
  const cart = await cartAsSeenByPage(tab);
  expect(cart.requiresShipping).toBe(false);
}

/** The visitor's cart from `GET /api/commerce/shopping-cart`, fetched by the page itself (its cookies). */
async function cartAsSeenByPage(tab: Page): Promise<Record<string, unknown>> {
  return tab.evaluate(async () => {
    const response = await fetch('/api/commerce/shopping-cart?calculateSubtotal=true');
    return (await response.json()) as Record<string, unknown>;
  });
}

function pageType(tab: Page): Promise<string | null> {
  return tab.locator('body').getAttribute('data-page-type');
}

/** The texts of the confirmation page's items: name (with the variant) and quantity. */
async function orderItems(tab: Page): Promise<string[]> {
  const names = await tab.locator('.order__item-name').allTextContents();
  return names.map((name) => name.replace(/\s+/g, ' ').trim());
}

describe.skipIf(!hasChromium)(`buying each product kind in Chromium (${testDatabaseKind()})`, () => {
  it('buys a physical product with variants and one without, shipped to an address', async () => {
    const { tab, problems } = await newBuyer();
    await visit(tab, TOTE.path);
    await productForm(tab).getByRole('combobox', { name: 'Size' }).selectOption('Large');
    await productForm(tab).getByRole('combobox', { name: 'Colour' }).selectOption('Tan');
    await addToCart(tab, 1);
    await visit(tab, SKILLET.path);
    await addToCart(tab, 2);
    await goToCheckout(tab);
    await expect(tab.getByRole('group', { name: 'Shipping method' }).isVisible()).resolves.toBe(true);
    expect((await cartAsSeenByPage(tab)).requiresShipping).toBe(true);

    await fillCheckout(tab, 'tote@example.com', { standardShipping: true });
    await placeOrder(tab);
    await expect(pageType(tab)).resolves.toBe('202');
    await expect(tab.locator('main h1').textContent()).resolves.toBe(CONFIRMED);
    expect(await orderItems(tab)).toEqual([`${TOTE.title} Large / Tan`, SKILLET.title]);
    await expect(tab.locator('.order__address').innerText()).resolves.toContain('12 Commercial Street');
    // $78 + $65 is over the standard option's free-shipping threshold.
    const shipping = tab.locator('.order__totals .checkout__total', { hasText: 'Shipping' });
    await expect(shipping.locator('dt').textContent()).resolves.toBe('Shipping (Standard shipping)');
    await expect(shipping.locator('dd').textContent()).resolves.toBe(money(0));
    await expect(
      tab.locator('.order__totals .checkout__total', { hasText: 'Subtotal' }).locator('dd').textContent(),
    ).resolves.toBe(money(7800 + 6500));
    expect(problems).toEqual([]);
  });

  it('buys in one step once the owner turns express checkout on: adding goes straight to checkout', async () => {
    await setExpressCheckout(true);
    try {
      const { tab, problems } = await newBuyer();
      await visit(tab, SKILLET.path);
      const [request] = await Promise.all([
        tab.waitForRequest((candidate) => candidate.url().endsWith('/api/commerce/shopping-cart/entries')),
        tab.waitForURL(/\/checkout\?cartToken=/),
        productForm(tab).locator('button[type="submit"]').click(),
      ]);
      expect(request.postDataJSON()).toMatchObject({ quantity: 1 });
      await islandsHydrated(tab);
      await fillCheckout(tab, 'express@example.com', { standardShipping: true });
      await placeOrder(tab);
      await expect(pageType(tab)).resolves.toBe('202');
      await expect(tab.locator('main h1').textContent()).resolves.toBe(CONFIRMED);
      expect(await orderItems(tab)).toEqual([SKILLET.title]);
      expect(problems).toEqual([]);
    } finally {
      await setExpressCheckout(false);
    }
  });

  it('buys a digital product without a shipping step, and its download link gives the file', async () => {
    const { tab, problems } = await newBuyer();
    await visit(tab, KNOTS.path);
    await addToCart(tab, 1);
    await goToCheckout(tab);
    await expectNoShippingAsked(tab);

    await fillCheckout(tab, 'knots@example.com', { ships: false });
    await placeOrder(tab);
    await expect(pageType(tab)).resolves.toBe('202');
    await expect(tab.locator('main h1').textContent()).resolves.toBe(CONFIRMED);
    expect(await orderItems(tab)).toEqual([KNOTS.title]);
    await expect(tab.locator('.order__address').count()).resolves.toBe(0);
    await expect(tab.locator('.order__totals').innerText()).resolves.toContain(money(600));

    const link = tab.locator('a.order__download');
    await expect(link.count()).resolves.toBe(1);
    await expect(link.textContent()).resolves.toBe(`Download ${KNOTS.title}`);
    const href = await link.getAttribute('href');
    const download = await tab.evaluate(async (path) => {
      const response = await fetch(path!);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        start: String.fromCharCode(...bytes.slice(0, 5)),
        size: bytes.length,
      };
    }, href);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/pdf');
    expect(download.disposition).toContain('field-guide-to-twelve-useful-knots.pdf');
    expect(download.start).toBe('%PDF-');
    expect(download.size).toBeGreaterThan(500);

    // The link is the buyer's only: without its token it finds nothing.
    const stranger = await tab.evaluate(async (path) => {
      const bare = new URL(path!, location.href);
      bare.search = '';
      return (await fetch(bare)).status;
    }, href);
    expect(stranger).toBe(404);
    // Chromium logs the refused request itself; nothing else went wrong.
    expect(problems).toEqual([
      `${pathOf(tab)}: Failed to load resource: the server responded with a status of 404 (Not Found)`,
    ]);
  });

  it('buys a service', async () => {
    const { tab, problems } = await newBuyer();
    await visit(tab, LESSON.path);
    await expect(tab.locator('.product-scarcity:visible').allInnerTexts()).resolves.toEqual([
      '4 lessons left this season',
    ]);
    await addToCart(tab, 1);
    await goToCheckout(tab);
    // A lesson is taken in person: nothing to ship.
    await expectNoShippingAsked(tab);
    await fillCheckout(tab, 'sailor@example.com', { ships: false });
    await placeOrder(tab);
    await expect(pageType(tab)).resolves.toBe('202');
    await expect(tab.locator('main h1').textContent()).resolves.toBe(CONFIRMED);
    expect(await orderItems(tab)).toEqual([LESSON.title]);
    await expect(tab.locator('.order__totals').innerText()).resolves.toContain(money(18000));

    // The lesson was taken from the stock.
    await visit(tab, LESSON.path);
    await expect(tab.locator('.product-scarcity:visible').allInnerTexts()).resolves.toEqual([
      '3 lessons left this season',
    ]);
    expect(problems).toEqual([]);
  });

  it('buys a gift card of a chosen amount: no shipping, the code on the page and in a queued email', async () => {
    const { tab, problems } = await newBuyer();
    await visit(tab, GIFT_CARD.path);
    // Without an amount the gift card's own alert says so.
    await productForm(tab).locator('button[type="submit"]').click();
    await expect(tab.getByRole('alert').locator('.tessera-cart-alert__title').textContent()).resolves.toBe(
      'Unable to purchase Gift Card',
    );
    await productForm(tab).locator('button[type="submit"][aria-disabled="false"]').waitFor();
    await productForm(tab).getByRole('combobox', { name: 'Amount' }).selectOption('$50');
    await addToCart(tab, 1);
    await goToCheckout(tab);
    await expectNoShippingAsked(tab);

    const email = 'gift@example.com';
    await fillCheckout(tab, email, { ships: false });
    await placeOrder(tab);
    await expect(pageType(tab)).resolves.toBe('202');
    await expect(tab.locator('main h1').textContent()).resolves.toBe(CONFIRMED);
    expect(await orderItems(tab)).toEqual([`${GIFT_CARD.title} $50`]);
    const cards = tab.locator('.order__gift-card');
    await expect(cards.count()).resolves.toBe(1);
    await expect(cards.innerText()).resolves.toMatch(new RegExp(`worth ${escape(money(5000))}$`));
    await expect(tab.getByText(GIFT_CARD_EMAIL_NOTE).isVisible()).resolves.toBe(true);
    const code = (await tab.locator('.order__gift-card-code').textContent())!.trim();
    expect(code).not.toBe('');

    const mails = await suite.storefront
      .knex(TABLES.mailOutbox)
      .where({ to_address: email })
      .select('subject', 'body_text');
    const giftMail = mails.find((mail) => mail.subject === `Your gift card from ${DEMO_SITE.title}`);
    expect(giftMail, JSON.stringify(mails.map((mail) => mail.subject))).toBeDefined();
    expect(giftMail!.body_text).toContain(`${code}  balance ${money(5000)}`);
    expect(problems).toEqual([]);
  });

  it('subscribes to a monthly product: straight to its checkout, then the subscription confirmed page', async () => {
    const { tab, problems } = await newBuyer();
    await visit(tab, COFFEE_CLUB.path);
    await productForm(tab).getByRole('combobox', { name: 'Grind' }).selectOption('Whole Bean');
    const subscribe = productForm(tab).getByRole('button', { name: 'Subscribe' });
    const [request] = await Promise.all([
      tab.waitForRequest((candidate) => candidate.url().endsWith('/api/3/commerce/cart/subscription')),
      tab.waitForURL(/\/checkout\?cartToken=/),
      subscribe.click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toMatchObject({ sku: 'HP-CLUB-WB', qty: 1 });
    await islandsHydrated(tab);
    // The subscription cart is not the visitor's shopping cart.
    await expect(tab.getByRole('link', { name: 'One item in cart' }).count()).resolves.toBe(0);

    await fillCheckout(tab, 'coffee@example.com', { standardShipping: true });
    await placeOrder(tab);
    await expect(pageType(tab)).resolves.toBe('206');
    await expect(tab.locator('main h1').textContent()).resolves.toBe(
      'Thank you! Your subscription is confirmed.',
    );
    await expect(tab.locator('.order__subscription-billing').textContent()).resolves.toBe(
      `${money(1900)} every month`,
    );
    await expect(tab.locator('.order__subscription').innerText()).resolves.toContain(
      'Renews until you cancel it.',
    );
    await expect(tab.locator('.order__next-billing').textContent()).resolves.toMatch(
      /^Next payment: \w+ \d+, \d{4}$/,
    );
    expect(await orderItems(tab)).toEqual([`${COFFEE_CLUB.title} Whole Bean`]);
    expect(problems).toEqual([]);
  });

  it('subscribes to a product billed every 3 months for 4 payments', async () => {
    const { tab, problems } = await newBuyer();
    await visit(tab, CANDLE_BOX.path);
    await Promise.all([
      tab.waitForURL(/\/checkout\?cartToken=/),
      productForm(tab).locator('button[type="submit"]').click(),
    ]);
    await islandsHydrated(tab);
    await fillCheckout(tab, 'candles@example.com', { standardShipping: true });
    await placeOrder(tab);
    await expect(pageType(tab)).resolves.toBe('206');
    await expect(tab.locator('.order__subscription-billing').textContent()).resolves.toBe(
      `${money(5400)} every 3 months for 1 year`,
    );
    await expect(tab.locator('.order__subscription').innerText()).resolves.toContain('4 payments in all.');
    expect(await orderItems(tab)).toEqual([CANDLE_BOX.title]);
    expect(problems).toEqual([]);
  });

  it('buys a product with an additional-fields form, filled in its lightbox, and the order keeps the answers', async () => {
    const { tab, problems } = await newBuyer();
    await visit(tab, PADDLE.path);
    await productForm(tab).getByRole('combobox', { name: 'Length' }).selectOption('54 in');
    await productForm(tab).getByRole('button', { name: 'Personalize & Add' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Engraving details' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /Engraving text/ }).fill('Casco Bay & Co.');
    await dialog.getByRole('combobox', { name: /Lettering/ }).selectOption('Script');
    await dialog.getByRole('radio', { name: 'Blade, back' }).check();
    await dialog.getByRole('textbox', { name: /Gift note/ }).fill('Happy paddling!');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tab.getByRole('link', { name: 'One item in cart' }).waitFor();

    await goToCheckout(tab);
    await fillCheckout(tab, 'paddle@example.com', { standardShipping: true });
    await placeOrder(tab);
    await expect(pageType(tab)).resolves.toBe('202');
    await expect(tab.locator('main h1').textContent()).resolves.toBe(CONFIRMED);
    expect(await orderItems(tab)).toEqual([`${PADDLE.title} 54 in`]);

    const orderNumber = (await tab.locator('.order__facts dd').first().textContent())!.replace('#', '');
    const item = await suite.storefront
      .knex(`${TABLES.orderItems} as item`)
      .join(`${TABLES.orders} as order`, 'order.id', 'item.order_id')
      .where('order.order_number', Number(orderNumber))
      .where('order.customer_email', 'paddle@example.com')
      .first('item.sku', 'item.additional_fields');
    expect(item.sku).toBe('HP-PADL-54IN');
    const answers =
      typeof item.additional_fields === 'string'
        ? JSON.parse(item.additional_fields)
        : item.additional_fields;
    expect(answers).toMatchObject({
      'engraving-text': 'Casco Bay & Co.',
      'engraving-font': 'Script',
      'engraving-side': 'Blade, back',
      'gift-note': 'Happy paddling!',
    });
    expect(problems).toEqual([]);
  });
});

function pathOf(tab: Page): string {
  return new URL(tab.url()).pathname;
}

/** `text` as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
