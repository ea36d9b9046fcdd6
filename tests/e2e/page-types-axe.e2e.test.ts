// Every SPEC §2 page type in Chromium: one address of each, visited one after another on the demo store, says its type on the page and axe finds no serious or critical violation on it.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../../server/accounts/tokens.js';
import { TABLES } from '../../server/db/tables.js';
import { issueOrderToken } from '../../server/commerce/orders/order-tokens.js';
import { reviewsRequestPath } from '../../server/reviews/request-mail.js';
import { insertReviewRequest } from '../../server/reviews/store.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, islandsHydrated } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { demoProduct } from './demo-store.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** One row of the table: the type, and how the tab reaches a page of it. */
interface PageTypeCase {
  type: number;
  name: string;
  visit: () => Promise<Response | null | void>;
}

let websiteId = '';
let visitorTab: Page;
let memberTab: Page;
let ownerContext: BrowserContext;
let previewTab: Page;
let orderNumber = 9100;
const orders: Record<'paid' | 'pending' | 'subscription', { id: string; token: string }> = {
  paid: { id: '', token: '' },
  pending: { id: '', token: '' },
  subscription: { id: '', token: '' },
};

const knex = () => suite.storefront.knex;

async function productId(urlId: string): Promise<string> {
  const row = await knex()(TABLES.contentItems).where({ website_id: websiteId, url_id: urlId }).first('id');
  return row.id as string;
}

async function insertOrder(status: string): Promise<{ id: string; token: string }> {
  orderNumber += 1;
  const [row] = await knex()(TABLES.orders)
    .insert({
      website_id: websiteId,
      order_number: orderNumber,
      idempotency_key: `page-types-axe-${orderNumber}`,
      customer_email: 'buyer@example.com',
      status,
      subtotal_cents: 3000,
      grand_total_cents: 3000,
    })
    .returning(['id']);
  return { id: row.id as string, token: await issueOrderToken(knex(), websiteId, row.id as string) };
}

const orderPath = (order: { id: string; token: string }, suffix = '') =>
  `/commerce/orders/${order.id}${suffix}?token=${order.token}`;

const visit =
  (path: string, tab: () => Page = () => visitorTab) =>
  () =>
    tab().goto(url(path));

/** An owner API preview's `document` (the owner is signed in), shown on its own in a tab. */
const ownerPreview = (path: () => Promise<string>) => async () => {
  const res = await ownerContext.request.get(url(await path()));
  expect(res.status(), await res.text()).toBe(200);
  const { document } = (await res.json()) as { document: string };
  await previewTab.setContent(document);
};

/** SPEC §2's page-type numbers, every one of them; 103 last, as locking the site shuts every other page. */
const CASES: PageTypeCase[] = [
  { type: 1, name: 'main content or collection', visit: visit('/shop') },
  { type: 2, name: 'page', visit: visit('/about') },
  { type: 3, name: 'splash page', visit: visit('/welcome') },
  { type: 50, name: 'content item', visit: visit('/shop/p/waxed-canvas-tote') },
  { type: 100, name: 'not found', visit: visit('/no-such-page') },
  // A route parameter that is not UTF-8 fails to decode (400): the themed error page.
  { type: 101, name: 'error', visit: visit('/commerce/orders/%E0%A4%A') },
  { type: 102, name: 'search', visit: visit('/search?q=tote') },
  {
    type: 104,
    name: 'popup overlay',
    visit: async () => {
      await knex()(TABLES.websiteSettings)
        .insert({ website_id: websiteId, promo_popup: { enabled: true, title: 'Workshop letters' } })
        .onConflict('website_id')
        .merge(['promo_popup']);
      invalidateSiteData(websiteId);
      return visit('/newsletter/popup')();
    },
  },
  { type: 105, name: 'protected content', visit: visit('/club') },
  {
    type: 106,
    name: 'member area access denied',
    visit: async () => {
      await memberTab.goto(url('/account/sign-up'));
      await memberTab.locator('#sign-up-email').fill(`page-types-${Date.now()}@example.com`);
      await memberTab.locator('#sign-up-password').fill('tide pools at dawn');
      await memberTab.getByRole('button', { name: 'Create account' }).click();
      await memberTab.waitForURL((address) => !address.pathname.startsWith('/account/sign-up'));
      return memberTab.goto(url('/club'));
    },
  },
  { type: 107, name: 'paywall', visit: visit('/premium', () => memberTab) },
  {
    type: 200,
    name: 'show cart',
    visit: async () => {
      // A skillet in the cart, so this page, checkout and the v2 cart show their filled forms.
      await visitorTab.goto(url('/shop/p/cast-iron-skillet'));
      const itemId = await visitorTab
        .locator('form[data-tessera-add-to-cart] input[name="itemId"]')
        .first()
        .inputValue();
      const context = visitorTab.context();
      const added = await context.request.post(url('/api/commerce/shopping-cart/entries'), {
        headers: { 'X-Csrf-Token': await suite.crumbOf(context) },
        data: { itemId, sku: demoProduct('cast-iron-skillet').variants[0].sku, quantity: 1 },
      });
      expect(added.status(), await added.text()).toBe(200);
      return visit('/cart')();
    },
  },
  {
    type: 201,
    name: 'checkout',
    visit: async () => {
      const response = await visit('/checkout')();
      expect(await visitorTab.getByRole('textbox', { name: 'Card number' }).count()).toBe(1);
      return response;
    },
  },
  { type: 202, name: 'order confirmed', visit: () => visit(orderPath(orders.paid, '/confirmed'))() },
  { type: 203, name: 'donate', visit: visit('/donate?amount=25.00') },
  {
    type: 204,
    name: 'contribution confirmed',
    visit: async () => {
      await knex()(TABLES.donations).insert({
        website_id: websiteId,
        reference: 'D-PAGETYPESAXE',
        amount_cents: 2500,
        donor_name: 'Ada',
        donor_email: 'ada@example.com',
        payment_provider: 'test',
        payment_reference: 'test_ch_page_types_axe',
        card_last4: '4242',
      });
      return visit('/donate/thanks?ref=D-PAGETYPESAXE')();
    },
  },
  { type: 205, name: 'commerce cart v2', visit: visit('/basket') },
  {
    type: 206,
    name: 'subscription confirmed',
    visit: () => visit(orderPath(orders.subscription, '/confirmed'))(),
  },
  { type: 207, name: 'order received', visit: () => visit(orderPath(orders.pending, '/received'))() },
  {
    type: 208,
    name: 'membership confirmed',
    visit: async () => {
      await memberTab.goto(url('/club'));
      await memberTab.getByRole('button', { name: 'Join Club' }).click();
      await memberTab.waitForURL(/\/members\/welcome\?/);
    },
  },
  {
    type: 209,
    name: 'reviews request',
    visit: async () => {
      const tote = await productId('waxed-canvas-tote');
      await knex()(TABLES.orderItems).insert({
        website_id: websiteId,
        order_id: orders.paid.id,
        product_id: tote,
        sku: 'page-types-tote',
        product_name: 'Waxed canvas tote',
        product_type: 1,
        quantity: 1,
        unit_price_cents: 3000,
      });
      const token = randomToken(32);
      const requestId = await insertReviewRequest(knex(), {
        websiteId,
        orderId: orders.paid.id,
        tokenHash: sha256(token),
        email: 'buyer@example.com',
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      return visit(reviewsRequestPath(requestId!, token))();
    },
  },
  {
    type: 210,
    name: 'digital product composer preview',
    visit: ownerPreview(
      async () => `/api/owner/digital-products/${await productId('field-guide-to-knots')}/preview`,
    ),
  },
  { type: 211, name: 'order status', visit: () => visit(orderPath(orders.paid))() },
  { type: 300, name: 'newsletter unsubscribe', visit: visit('/newsletter/unsubscribe?token=not-a-token') },
  {
    type: 301,
    name: 'commerce email preview',
    visit: ownerPreview(async () => '/api/owner/mail-previews/order-confirmation'),
  },
  {
    type: 400,
    name: 'sso page',
    visit: async () => {
      await knex()(TABLES.ssoSettings).insert({
        website_id: websiteId,
        enabled: true,
        issuer_url: 'https://id.example.com',
        client_id: 'tessera',
        client_secret: 'kept on the server',
        provider_name: 'Example ID',
      });
      invalidateSiteData(websiteId);
      return visit('/account/sso')();
    },
  },
  {
    type: 103,
    name: 'lock screen',
    visit: async () => {
      await knex()(TABLES.pages).insert({
        website_id: websiteId,
        url_id: 'locked',
        page_type: 103,
        title: 'Opening soon',
        password_protected: true,
        password_hash: 'not a password anyone types',
      });
      invalidateSiteData(websiteId);
      return visit('/')();
    },
  },
];

/** The tab a row's page ends up in. */
function tabOf(row: PageTypeCase): Page {
  if (row.type === 210 || row.type === 301) return previewTab;
  if (row.type === 106 || row.type === 107 || row.type === 208) return memberTab;
  return visitorTab;
}

/**
 * Waits for the page's islands, where it has any, and for its finite animations to end (the cart
 * pill fades in for 220 ms), so axe sees what a visitor sees rather than a colour mid-fade.
 */
async function settled(tab: Page): Promise<void> {
  await tab.waitForLoadState('load');
  if ((await tab.locator('tessera-island').count()) > 0) await islandsHydrated(tab);
  await tab.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
}

describe.skipIf(!hasChromium)(
  `every SPEC §2 page type in Chromium, checked by axe (${testDatabaseKind()})`,
  () => {
    beforeAll(async () => {
      const website = await knex()(TABLES.websites).where({ is_default: true }).first('id');
      websiteId = website.id as string;
      const page = (fields: Record<string, unknown>) =>
        knex()(TABLES.pages).insert({ website_id: websiteId, ...fields });
      await page({ url_id: 'welcome', page_type: 3, title: 'Welcome' });
      await page({ url_id: 'basket', page_type: 205, title: 'Your basket' });
      const [club] = await knex()(TABLES.memberAreas)
        .insert({ website_id: websiteId, name: 'Club', access: 'free' })
        .returning('id');
      const [premium] = await knex()(TABLES.memberAreas)
        .insert({
          website_id: websiteId,
          name: 'Premium',
          access: 'paid',
          product_id: await productId('coffee-club'),
        })
        .returning('id');
      await page({ url_id: 'club', page_type: 2, title: 'The Club', member_area_id: club.id });
      await page({ url_id: 'premium', page_type: 2, title: 'Premium', member_area_id: premium.id });
      orders.paid = await insertOrder('paid');
      orders.pending = await insertOrder('pending');
      orders.subscription = await insertOrder('paid');
      await knex()(TABLES.subscriptions).insert({
        website_id: websiteId,
        order_id: orders.subscription.id,
        customer_email: 'buyer@example.com',
        product_id: await productId('coffee-club'),
        sku: 'HP-CLUB-DRIP',
        billing_period_value: 1,
        billing_period_unit: 'MONTH',
        price_cents: 1900,
      });
      invalidateSiteData(websiteId);
      visitorTab = await (await newVisitor()).newPage();
      memberTab = await (await newVisitor()).newPage();
      ownerContext = await newVisitor();
      await signInToEditor(await ownerContext.newPage(), suite.storefront.origin);
      previewTab = await (await newVisitor()).newPage();
    });

    it('names every number of SPEC §2, once', () => {
      expect(CASES.map((row) => row.type).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 107, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209,
        210, 211, 300, 301, 400,
      ]);
    });

    for (const row of CASES) {
      it(`${row.type} ${row.name}`, async () => {
        const response = await row.visit();
        if (response) expect(response.status(), `${row.type}: ${response.url()}`).toBeLessThan(500);
        const tab = tabOf(row);
        await settled(tab);
        expect(await tab.locator('body').getAttribute('data-page-type')).toBe(String(row.type));
        expect(await axeViolations(tab), `axe on page type ${row.type} (${tab.url()})`).toEqual([]);
      });
    }
  },
);
