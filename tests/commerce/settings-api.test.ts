// The owner's store settings over HTTP on the real app: shipping options, tax rules and coupons, who may edit them, and what carts then show.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  ITEMS,
  OWNERS,
  PATHS,
  SITE,
  addToCart,
  owner,
  realApp,
  seedCheckoutStore,
  visitor,
} from './cart-real-app.js';

vi.mock('../../server/site/cache/site-caches.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/site/cache/site-caches.js')>();
  return { ...original, invalidateSiteData: vi.fn(original.invalidateSiteData) };
});

const INVALID = 'Update the missing or invalid information above.';
const SHIPPING = `${PATHS.settings}/shipping-options`;
const TAX = `${PATHS.settings}/tax-rules`;
const COUPONS = `${PATHS.settings}/coupons`;

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
  app = realApp(db);
  admin = await owner(app, OWNERS.admin);
}, 60_000);
afterAll(() => db?.close());

/** Expects a write to have invalidated the website's cached pages (once more than before). */
async function invalidates(write: () => Promise<{ status: number }>, status: number) {
  const spy = vi.mocked(invalidateSiteData);
  spy.mockClear();
  const res = await write();
  expect(res.status).toBe(status);
  expect(spy).toHaveBeenCalledWith(SITE);
  return res as Awaited<ReturnType<TestBrowser['send']>>;
}

describe(`the owner’s store settings (${testDatabaseKind()})`, () => {
  describe('who may edit them', () => {
    const routes = [SHIPPING, TAX, COUPONS];

    it.each([OWNERS.admin, OWNERS.storeManager, OWNERS.websiteManager])(
      'lets %s list and create',
      async (email) => {
        const browser = await owner(app, email);
        for (const path of routes) expect((await browser.send('GET', path)).status).toBe(200);
        const res = await browser.send('POST', TAX, { body: { country: 'DE', rate: '0.19' } });
        expect(res.status).toBe(201);
        await browser.send('DELETE', `${TAX}/${res.body.taxRule.id}`);
      },
    );

    it('refuses an editor with 403, a visitor with 401, and API keys', async () => {
      const editor = await owner(app, OWNERS.editor);
      const guest = await visitor(app);
      const { key } = await createApiKey(db.knex, {
        websiteId: SITE,
        name: 'all',
        scopes: ['website:read', 'products:write', 'orders:write', 'inventory:write'],
        createdByAccountId: null,
      });
      for (const path of routes) {
        expect(await editor.send('GET', path)).toMatchObject({
          status: 403,
          body: { error: 'forbidden', message: 'You do not have permission to do that.' },
        });
        expect((await editor.send('POST', path, { body: {} })).status).toBe(403);
        expect(await guest.send('GET', path)).toMatchObject({
          status: 401,
          body: { message: 'Please sign in.' },
        });
        const keyed = await new TestBrowser(app).send('GET', path, {
          headers: { Authorization: `Bearer ${key}` },
        });
        expect(keyed.status).toBe(403);
      }
    });

    it('refuses a write without the crumb', async () => {
      const res = await admin.send('POST', TAX, { body: { country: 'DE', rate: '0.19' }, crumb: false });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid-crumb');
    });
  });

  describe('shipping options', () => {
    it('creates a flat option that carts then offer, replaces it, and deletes it', async () => {
      const created = await invalidates(
        () =>
          admin.send('POST', SHIPPING, {
            body: {
              name: ' Standard ',
              kind: 'flat',
              rateCents: 650,
              freeOverCents: 5000,
              countries: ['us'],
              deliveryEstimate: '3–5 days',
            },
          }),
        201,
      );
      const option = created.body.shippingOption;
      expect(option).toEqual({
        id: expect.any(String),
        name: 'Standard',
        kind: 'flat',
        rateCents: 650,
        currency: 'USD',
        freeOverCents: 5000,
        countries: ['US'],
        regions: [],
        weightTiers: [],
        deliveryEstimate: '3–5 days',
        instructions: null,
        pickupAddress: null,
        enabled: true,
        position: 0,
      });
      expect((await admin.send('GET', SHIPPING)).body.shippingOptions).toEqual([option]);

      const shopper = await visitor(app);
      const cart = await addToCart(shopper, ITEMS.mug, 'MUG', 1);
      expect(cart).toMatchObject({
        shippingOptions: [{ id: option.id, costCents: 650 }],
        grandTotalCents: 1500 + 650,
      });

      const replaced = await invalidates(
        () =>
          admin.send('PUT', `${SHIPPING}/${option.id}`, {
            body: { name: 'Standard', kind: 'flat', rateCents: 700, enabled: false },
          }),
        200,
      );
      expect(replaced.body.shippingOption).toMatchObject({
        rateCents: 700,
        enabled: false,
        countries: [],
        freeOverCents: null,
      });
      expect((await shopper.send('GET', PATHS.cart)).body.shippingOptions).toEqual([]);

      await invalidates(() => admin.send('DELETE', `${SHIPPING}/${option.id}`), 204);
      const gone = await admin.send('DELETE', `${SHIPPING}/${option.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ error: 'not-found', message: 'That shipping option does not exist.' });
      const missing = await admin.send('PUT', `${SHIPPING}/nope`, { body: { name: 'X', kind: 'flat' } });
      expect(missing.status).toBe(404);
      // An id no setting can have is bad input (400 with the field), never a server error.
      const long = await admin.send('DELETE', `${SHIPPING}/${'x'.repeat(65)}`);
      expect(long.status).toBe(400);
      expect(long.body.fields).toHaveProperty('id');
    });

    it('creates a per-weight option priced by the cart’s weight', async () => {
      const created = await admin.send('POST', SHIPPING, {
        body: {
          name: 'Ground',
          kind: 'weight',
          weightTiers: [
            { upToOz: 16, rateCents: 400 },
            { upToOz: null, rateCents: 1200 },
          ],
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.shippingOption.weightTiers).toEqual([
        { upToOz: 16, rateCents: 400 },
        { upToOz: null, rateCents: 1200 },
      ]);
      const shopper = await visitor(app);
      expect((await addToCart(shopper, ITEMS.mug, 'MUG', 1)).shippingCostCents).toBe(400);
      expect((await addToCart(shopper, ITEMS.mug, 'MUG', 1)).shippingCostCents).toBe(1200);
      await admin.send('DELETE', `${SHIPPING}/${created.body.shippingOption.id}`);
    });

    it.each([
      [{ kind: 'flat' }, 'name', 'Enter a name for the shipping option.'],
      [{ name: 'X', kind: 'boat' }, 'kind', 'Choose flat, weight, free or pickup.'],
      [
        { name: 'X', kind: 'flat', rateCents: -1 },
        'rateCents',
        'The rate must be a whole number of cents from 0 to 100000000.',
      ],
      [
        { name: 'X', kind: 'flat', rateCents: 2.5 },
        'rateCents',
        'The rate must be a whole number of cents from 0 to 100000000.',
      ],
      [
        { name: 'X', kind: 'flat', countries: ['USA'] },
        'countries.0',
        'Enter a two-letter country code, such as US.',
      ],
      [{ name: 'X', kind: 'weight' }, 'weightTiers', 'Add at least one weight tier.'],
      [
        {
          name: 'X',
          kind: 'weight',
          weightTiers: [
            { upToOz: null, rateCents: 1 },
            { upToOz: 5, rateCents: 1 },
          ],
        },
        'weightTiers',
        'List the weight tiers from lightest to heaviest, with “any weight” (null) last.',
      ],
    ])('refuses %j with 400 flagging %s', async (body, field, message) => {
      const res = await admin.send('POST', SHIPPING, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'invalid-input',
        message: INVALID,
        fields: { [field]: message },
      });
    });
  });

  describe('tax rules', () => {
    it('creates country and region rules that carts at those destinations are charged', async () => {
      const country = await invalidates(
        () =>
          admin.send('POST', TAX, {
            body: { name: 'US', country: 'us', rate: 0.05, appliesToDigital: true },
          }),
        201,
      );
      expect(country.body.taxRule).toEqual({
        id: expect.any(String),
        name: 'US',
        country: 'US',
        region: null,
        rate: '0.05',
        appliesToShipping: false,
        appliesToDigital: true,
        enabled: true,
      });
      const region = await admin.send('POST', TAX, {
        body: { name: 'Texas', country: 'US', region: 'tx', rate: '0.0825' },
      });
      expect(region.body.taxRule).toMatchObject({ region: 'TX', rate: '0.0825' });

      const shopper = await visitor(app);
      await addToCart(shopper, ITEMS.mug, 'MUG', 2);
      const texas = await shopper.send('PUT', PATHS.checkoutDetails, {
        body: { shippingLocation: { country: 'US', region: 'TX' } },
      });
      // 8.25 % of 3000 = 247.5 → 248.
      expect(texas.body.shoppingCart).toMatchObject({
        taxCents: 248,
        applicableTaxRules: [{ name: 'Texas' }],
      });
      const ohio = await shopper.send('PUT', PATHS.checkoutDetails, {
        body: { shippingLocation: { country: 'US', region: 'OH' } },
      });
      expect(ohio.body.shoppingCart).toMatchObject({ taxCents: 150, applicableTaxRules: [{ name: 'US' }] });

      await invalidates(
        () =>
          admin.send('PUT', `${TAX}/${region.body.taxRule.id}`, {
            body: { country: 'US', region: 'TX', rate: '0.0825', enabled: false },
          }),
        200,
      );
      expect(
        (
          await shopper.send('PUT', PATHS.checkoutDetails, {
            body: { shippingLocation: { country: 'US', region: 'TX' } },
          })
        ).body.shoppingCart.taxCents,
      ).toBe(150);
      await invalidates(() => admin.send('DELETE', `${TAX}/${country.body.taxRule.id}`), 204);
      await admin.send('DELETE', `${TAX}/${region.body.taxRule.id}`);
    });

    it.each([
      [{ rate: '0.1' }, 'country', 'Enter a two-letter country code, such as US.'],
      [
        { country: 'US', rate: '1.5' },
        'rate',
        'Enter the rate as a fraction from 0 to 1 with at most 6 decimals, such as 0.0825 for 8.25 %.',
      ],
      [
        { country: 'US', rate: '8%' },
        'rate',
        'Enter the rate as a fraction from 0 to 1 with at most 6 decimals, such as 0.0825 for 8.25 %.',
      ],
      [
        { country: 'US', rate: '0.1234567' },
        'rate',
        'Enter the rate as a fraction from 0 to 1 with at most 6 decimals, such as 0.0825 for 8.25 %.',
      ],
      [{ country: 'US', region: 'Tex as', rate: '0.1' }, 'region', 'Enter a region code, such as ME.'],
    ])('refuses %j with 400 flagging %s', async (body, field, message) => {
      const res = await admin.send('POST', TAX, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: INVALID, fields: { [field]: message } });
    });
  });

  describe('coupons', () => {
    it('creates a coupon visitors can use, refuses its code twice, and stops it at its usage limit', async () => {
      const created = await invalidates(
        () =>
          admin.send('POST', COUPONS, {
            body: {
              code: 'spring-15',
              kind: 'percent',
              percentOff: 15,
              minSubtotalCents: 1000,
              maxUses: 2,
              endsAt: '2099-01-01T00:00:00Z',
            },
          }),
        201,
      );
      const coupon = created.body.coupon;
      expect(coupon).toEqual({
        id: expect.any(String),
        code: 'SPRING-15',
        kind: 'percent',
        percentOff: 15,
        amountOffCents: null,
        currency: 'USD',
        minSubtotalCents: 1000,
        startsAt: null,
        endsAt: '2099-01-01T00:00:00.000Z',
        maxUses: 2,
        timesUsed: 0,
        appliesTo: { products: [], categories: [] },
        enabled: true,
      });
      const twice = await admin.send('POST', COUPONS, {
        body: { code: 'Spring-15', kind: 'fixed', amountOffCents: 100 },
      });
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({
        error: 'coupon-code-taken',
        message: 'A coupon with the code SPRING-15 already exists.',
      });

      const shopper = await visitor(app);
      await addToCart(shopper, ITEMS.mug, 'MUG', 2);
      const used = await shopper.send('POST', PATHS.coupons, { body: { code: 'spring-15' } });
      expect(used.body.shoppingCart.discountCents).toBe(450);

      await db.knex(TABLES.coupons).where({ website_id: SITE, id: coupon.id }).update({ times_used: 2 });
      const after = await shopper.send('GET', PATHS.cart);
      expect(after.body.invalidCoupons).toEqual([
        {
          code: 'SPRING-15',
          reason: 'used-up',
          message: 'The coupon SPRING-15 has been used as many times as it can be.',
        },
      ]);
      const lower = await admin.send('PUT', `${COUPONS}/${coupon.id}`, {
        body: { code: 'SPRING-15', kind: 'percent', percentOff: 15, maxUses: 1 },
      });
      expect(lower.status).toBe(400);
      expect(lower.body.fields).toEqual({
        maxUses: 'The coupon has been used 2 times already; the limit cannot be lower.',
      });
      const raised = await invalidates(
        () =>
          admin.send('PUT', `${COUPONS}/${coupon.id}`, {
            body: { code: 'SPRING-15', kind: 'percent', percentOff: 15, maxUses: 3 },
          }),
        200,
      );
      expect(raised.body.coupon).toMatchObject({
        maxUses: 3,
        timesUsed: 2,
        minSubtotalCents: 0,
        endsAt: null,
      });
      expect((await shopper.send('GET', PATHS.cart)).body.validCoupons).toMatchObject([
        { code: 'SPRING-15' },
      ]);
      await invalidates(() => admin.send('DELETE', `${COUPONS}/${coupon.id}`), 204);
      expect((await shopper.send('GET', PATHS.cart)).body.invalidCoupons).toMatchObject([
        { code: 'SPRING-15', reason: 'unknown' },
      ]);
    });

    it('creates fixed and free-shipping coupons limited to products or categories', async () => {
      const res = await admin.send('POST', COUPONS, {
        body: { code: 'MUGS5', kind: 'fixed', amountOffCents: 500, appliesTo: { categories: ['Kitchen'] } },
      });
      expect(res.body.coupon).toMatchObject({
        kind: 'fixed',
        amountOffCents: 500,
        percentOff: null,
        appliesTo: { categories: ['Kitchen'], products: [] },
      });
      const free = await admin.send('POST', COUPONS, {
        body: {
          code: 'SHIPFREE',
          kind: 'free-shipping',
          startsAt: '2020-01-01T00:00:00Z',
          appliesTo: { products: [ITEMS.tee] },
        },
      });
      expect(free.status).toBe(201);
    });

    it.each([
      [
        { kind: 'percent', percentOff: 10 },
        'code',
        'Enter a code of 1 to 64 letters, digits, dashes or underscores.',
      ],
      [
        { code: 'A B', kind: 'percent', percentOff: 10 },
        'code',
        'Enter a code of 1 to 64 letters, digits, dashes or underscores.',
      ],
      [{ code: 'X1', kind: 'bogo' }, 'kind', 'Choose percent, fixed or free-shipping.'],
      [{ code: 'X1', kind: 'percent' }, 'percentOff', 'Enter a whole percentage from 1 to 100.'],
      [
        { code: 'X1', kind: 'percent', percentOff: 101 },
        'percentOff',
        'Enter a whole percentage from 1 to 100.',
      ],
      [{ code: 'X1', kind: 'fixed' }, 'amountOffCents', 'Enter the amount off, in cents.'],
      [
        { code: 'X1', kind: 'fixed', amountOffCents: 100, maxUses: 0 },
        'maxUses',
        'Enter how many times the coupon can be used, or null for no limit.',
      ],
      [
        { code: 'X1', kind: 'percent', percentOff: 5, endsAt: 'tomorrow' },
        'endsAt',
        'Enter a date and time such as 2026-12-31T23:59:00Z.',
      ],
      [
        {
          code: 'X1',
          kind: 'percent',
          percentOff: 5,
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        'endsAt',
        'The coupon must end after it starts.',
      ],
    ])('refuses %j with 400 flagging %s', async (body, field, message) => {
      const res = await admin.send('POST', COUPONS, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: INVALID, fields: { [field]: message } });
    });
  });
});
