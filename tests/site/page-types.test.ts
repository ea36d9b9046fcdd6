// Every SPEC §2 page-type number answers with its own page: one address of each type, visited on the real app, says its type on the page (`data-page-type` and the body's `page-type-N` class).
import type { Express } from 'express';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { issueOrderToken } from '../../server/commerce/orders/order-tokens.js';
import { MemberBrowser, memberApp, pageTypeOf } from '../members/member-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { OTHER_HOST, seedSite, type SiteFixture } from './site-fixture.js';
import { hashPassword } from '../../server/accounts/passwords.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { TestBrowser } from '../security/test-browser.js';
import { randomToken, sha256 } from '../../server/accounts/tokens.js';
import { reviewsRequestPath } from '../../server/reviews/request-mail.js';
import { insertReviewRequest } from '../../server/reviews/store.js';

/** One row of the table: the type, and how a visitor reaches a page of it (its response's HTML). */
interface PageTypeCase {
  type: number;
  name: string;
  visit: () => Promise<{ status: number; text: string }>;
}

const PASSWORD = 'tide pools at dawn';

let db: Database;
let knex: Knex;
let app: Express;
let fixture: SiteFixture;
const orders: Record<'paid' | 'pending' | 'subscription', { id: string; token: string }> = {
  paid: { id: '', token: '' },
  pending: { id: '', token: '' },
  subscription: { id: '', token: '' },
};
let clubAreaId = '';
let orderNumber = 9000;

async function insertOrder(status: string): Promise<{ id: string; token: string }> {
  orderNumber += 1;
  const [row] = await knex(TABLES.orders)
    .insert({
      website_id: fixture.websiteId,
      order_number: orderNumber,
      idempotency_key: `page-types-${orderNumber}`,
      customer_email: 'buyer@example.com',
      status,
      subtotal_cents: 3000,
      grand_total_cents: 3000,
    })
    .returning(['id']);
  return { id: row.id as string, token: await issueOrderToken(knex, fixture.websiteId, row.id as string) };
}

/** A visitor who signed up on the sign-up page, so is signed in. */
async function signedIn(): Promise<MemberBrowser> {
  const visitor = new MemberBrowser(app);
  const page = await visitor.get('/account/sign-up');
  const email = `page-types-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const res = await visitor.submit(page, '/account/sign-up', { email, password: PASSWORD });
  expect(res.status, res.text).toBe(303);
  return visitor;
}

const visitor = (path: string, host?: string) => async () => {
  const browser = new MemberBrowser(app);
  if (host === undefined) return browser.get(path);
  return browser.browser.send('GET', path, { headers: { Accept: 'text/html', Host: host } });
};

/** An owner of the website, signed in. */
async function signedInOwner(): Promise<TestBrowser> {
  const email = `page-types-owner-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const { id } = await createOwnerAccount(knex, { email, password: PASSWORD });
  await addMembership(knex, { websiteId: fixture.websiteId, accountId: id, role: 1 });
  const owner = new TestBrowser(app);
  await owner.visit('/about');
  const res = await owner.send('POST', '/api/owner/session', { body: { email, password: PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return owner;
}

/** An owner API preview whose `document` is the page (`{ document }` of the JSON answer). */
const ownerPreview = (path: string) => async () => {
  const res = await (await signedInOwner()).send('GET', path);
  return { status: res.status, text: String(res.body.document ?? res.text) };
};

/** A digital product of the shop (a copy of the basket's content item), for the 210 preview. */
async function digitalProductId(): Promise<string> {
  const basket = await knex(TABLES.contentItems)
    .where({ website_id: fixture.websiteId, id: fixture.products.basket })
    .first('collection_id', 'record_type');
  const [row] = await knex(TABLES.contentItems)
    .insert({ website_id: fixture.websiteId, url_id: 'field-guide', title: 'Field guide', ...basket })
    .returning('id');
  await knex(TABLES.products).insert({ website_id: fixture.websiteId, id: row.id, product_type: 2 });
  return row.id as string;
}

const orderPath = (order: { id: string; token: string }, suffix = '') =>
  `/commerce/orders/${order.id}${suffix}?token=${order.token}`;

/** SPEC §2's page-type numbers, every one of them. */
const CASES: PageTypeCase[] = [
  { type: 1, name: 'main content or collection', visit: visitor('/shop') },
  { type: 2, name: 'page', visit: visitor('/about') },
  { type: 3, name: 'splash page', visit: visitor('/welcome') },
  { type: 50, name: 'content item', visit: visitor('/shop/p/walnut-basket') },
  { type: 100, name: 'not found', visit: visitor('/no-such-page') },
  // A route parameter that is not UTF-8 fails to decode (400): the themed error page.
  { type: 101, name: 'error', visit: visitor('/commerce/orders/%E0%A4%A') },
  { type: 102, name: 'search', visit: visitor('/search?q=basket') },
  { type: 103, name: 'lock screen', visit: visitor('/', OTHER_HOST) },
  {
    type: 104,
    name: 'popup overlay',
    visit: async () => {
      await knex(TABLES.websiteSettings)
        .insert({ website_id: fixture.websiteId, promo_popup: { enabled: true, title: 'Our newsletter' } })
        .onConflict('website_id')
        .merge(['promo_popup']);
      return visitor('/newsletter/popup')();
    },
  },
  { type: 105, name: 'protected content', visit: visitor('/club') },
  { type: 106, name: 'member area access denied', visit: async () => (await signedIn()).get('/club') },
  { type: 107, name: 'paywall', visit: async () => (await signedIn()).get('/premium') },
  { type: 200, name: 'show cart', visit: visitor('/cart') },
  { type: 201, name: 'checkout', visit: visitor('/checkout') },
  { type: 202, name: 'order confirmed', visit: async () => visitor(orderPath(orders.paid, '/confirmed'))() },
  { type: 203, name: 'donate', visit: visitor('/donate?amount=25.00') },
  {
    type: 204,
    name: 'contribution confirmed',
    visit: async () => {
      await knex(TABLES.donations).insert({
        website_id: fixture.websiteId,
        reference: 'D-PAGETYPES',
        amount_cents: 2500,
        donor_name: 'Ada',
        donor_email: 'ada@example.com',
        payment_provider: 'test',
        payment_reference: 'test_ch_page_types',
        card_last4: '4242',
      });
      return visitor('/donate/thanks?ref=D-PAGETYPES')();
    },
  },
  { type: 205, name: 'commerce cart v2', visit: visitor('/basket') },
  {
    type: 206,
    name: 'subscription confirmed',
    visit: async () => visitor(orderPath(orders.subscription, '/confirmed'))(),
  },
  { type: 207, name: 'order received', visit: async () => visitor(orderPath(orders.pending, '/received'))() },
  {
    type: 208,
    name: 'membership confirmed',
    visit: async () => {
      const member = await signedIn();
      const denied = await member.get('/club');
      const joined = await member.submit(denied, '/members/join');
      expect(joined.headers.location).toBe(`/members/welcome?area=${clubAreaId}&returnTo=%2Fclub`);
      return member.get(joined.headers.location as string);
    },
  },
  {
    type: 209,
    name: 'reviews request',
    visit: async () => {
      // The link a fulfilled order's mail carries: the request, by the hash of its token.
      await knex(TABLES.orderItems).insert({
        website_id: fixture.websiteId,
        order_id: orders.paid.id,
        product_id: fixture.products.tee,
        sku: 'TEE-1',
        product_name: 'Tee',
        product_type: 1,
        quantity: 1,
        unit_price_cents: 3000,
      });
      const token = randomToken(32);
      const requestId = await insertReviewRequest(knex, {
        websiteId: fixture.websiteId,
        orderId: orders.paid.id,
        tokenHash: sha256(token),
        email: 'buyer@example.com',
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      return visitor(reviewsRequestPath(requestId!, token))();
    },
  },
  {
    type: 210,
    name: 'digital product composer preview',
    visit: async () => ownerPreview(`/api/owner/digital-products/${await digitalProductId()}/preview`)(),
  },
  { type: 211, name: 'order status', visit: async () => visitor(orderPath(orders.paid))() },
  { type: 300, name: 'newsletter unsubscribe', visit: visitor('/newsletter/unsubscribe?token=not-a-token') },
  {
    type: 301,
    name: 'commerce email preview',
    visit: ownerPreview('/api/owner/mail-previews/order-confirmation'),
  },
  {
    type: 400,
    name: 'sso page',
    visit: async () => {
      await knex(TABLES.ssoSettings).insert({
        website_id: fixture.websiteId,
        enabled: true,
        issuer_url: 'https://id.example.com',
        client_id: 'tessera',
        client_secret: 'kept on the server',
        provider_name: 'Example ID',
      });
      return visitor('/account/sso')();
    },
  },
];

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  fixture = await seedSite(knex);
  app = memberApp(db);
  const page = (fields: Record<string, unknown>) =>
    knex(TABLES.pages)
      .insert({ website_id: fixture.websiteId, ...fields })
      .returning('id')
      .then((rows: { id: string }[]) => rows[0].id);
  await page({ url_id: 'welcome', page_type: 3, title: 'Welcome' });
  await page({ url_id: 'basket', page_type: 205, title: 'Your basket' });
  const [club] = await knex(TABLES.memberAreas)
    .insert({ website_id: fixture.websiteId, name: 'Club', access: 'free' })
    .returning('id');
  clubAreaId = club.id as string;
  await knex(TABLES.products)
    .where({ website_id: fixture.websiteId, id: fixture.products.tee })
    .update({ is_subscribable: true });
  const [premium] = await knex(TABLES.memberAreas)
    .insert({
      website_id: fixture.websiteId,
      name: 'Premium',
      access: 'paid',
      product_id: fixture.products.tee,
    })
    .returning('id');
  await page({ url_id: 'club', page_type: 2, title: 'The Club', member_area_id: clubAreaId });
  await page({ url_id: 'premium', page_type: 2, title: 'Premium', member_area_id: premium.id });
  // The second website is locked: its lock screen answers every address.
  await knex(TABLES.pages).insert({
    website_id: fixture.otherWebsiteId,
    url_id: 'locked',
    page_type: 103,
    title: 'Opening soon',
    password_protected: true,
    password_hash: await hashPassword('let me in'),
  });
  orders.paid = await insertOrder('paid');
  orders.pending = await insertOrder('pending');
  orders.subscription = await insertOrder('paid');
  await knex(TABLES.subscriptions).insert({
    website_id: fixture.websiteId,
    order_id: orders.subscription.id,
    customer_email: 'buyer@example.com',
    product_id: fixture.products.tee,
    sku: 'TEE-1',
    billing_period_value: 1,
    billing_period_unit: 'MONTH',
    price_cents: 2200,
  });
}, 60_000);
afterAll(() => db?.close());

describe(`every SPEC §2 page type has its own page (${testDatabaseKind()})`, () => {
  it('names every number of SPEC §2, once', () => {
    expect(CASES.map((row) => row.type)).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 107, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209,
      210, 211, 300, 301, 400,
    ]);
  });

  for (const row of CASES) {
    const title = `${row.type} ${row.name}`;
    it(title, async () => {
      const res = await row.visit();
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
      expect(pageTypeOf(res.text)).toBe(row.type);
      expect(res.text).toMatch(new RegExp(`<body class="[^"]*\\bpage-type-${row.type}\\b`));
    });
  }
});
