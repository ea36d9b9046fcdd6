// Pages rendered once for many visitors: each gets their own crumb and cart, passwords still hold, ETags still work.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { CRUMB_STAND_IN } from '../../server/site/render/shared-page.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from './site-app.js';
import { SECRET_PASSWORD, SITE_HOST, seedSite, type SiteFixture } from './site-fixture.js';

function cookiesOf(res: request.Response): string[] {
  return ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).map(
    (cookie) => cookie.split(';')[0],
  );
}

function crumbsIn(html: string): string[] {
  return [...html.matchAll(/name="crumb" value="([^"]+)"/g)].map((match) => match[1]);
}

describe(`pages shared between visitors (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db);
  }, 60_000);
  afterAll(() => db?.close());

  /** A page view on the website's own host (supertest's default names a new port each time). */
  const get = (path: string, cookies: string[] = [], headers: Record<string, string> = {}) =>
    request(app)
      .get(path)
      .set({ Accept: 'text/html', Host: SITE_HOST, ...headers })
      .set('Cookie', cookies);

  it("gives each visitor the same page with their own crumb in every form, and nobody else's", async () => {
    const first = await get('/shop');
    const second = await get('/shop');
    const [firstCrumb, secondCrumb] = [first, second].map((res) => cookiesOf(res)[0].replace('crumb=', ''));
    expect(firstCrumb).not.toBe(secondCrumb);
    expect(new Set(crumbsIn(first.text))).toEqual(new Set([firstCrumb]));
    expect(new Set(crumbsIn(second.text))).toEqual(new Set([secondCrumb]));
    expect(crumbsIn(first.text).length).toBeGreaterThan(1);
    expect(second.text.replaceAll(secondCrumb, firstCrumb)).toBe(first.text);
    for (const res of [first, second]) {
      expect(res.text).not.toContain(CRUMB_STAND_IN);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const returning = await get('/shop', [`crumb=${firstCrumb}`]);
    expect(new Set(crumbsIn(returning.text))).toEqual(new Set([firstCrumb]));
    expect(returning.headers['set-cookie']).toBeUndefined();
  });

  it('answers a repeat visit with 304, and a changed page or another crumb with the page', async () => {
    const crumb = `crumb=${'c'.repeat(32)}`;
    const first = await get('/shop', [crumb]);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/shop', [crumb], { 'If-None-Match': etag })).status).toBe(304);
    const other = await get('/shop', [`crumb=${'d'.repeat(32)}`], { 'If-None-Match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    await db.knex(TABLES.contentItems).where({ url_id: 'harbor-tee' }).update({ title: 'Harbour Tee' });
    try {
      invalidateSiteData(fixture.websiteId);
      const changed = await get('/shop', [crumb], { 'If-None-Match': etag });
      expect(changed.status).toBe(200);
      expect(changed.text).toContain('Harbour Tee');
    } finally {
      await db.knex(TABLES.contentItems).where({ url_id: 'harbor-tee' }).update({ title: 'Harbor Tee' });
      invalidateSiteData(fixture.websiteId);
    }
  });

  it('shows a visitor their own cart on a page others share, and only to them', async () => {
    await get('/about');
    const [cart] = await db.knex(TABLES.carts).insert({ website_id: fixture.websiteId }).returning('id');
    const variant = await db.knex(TABLES.productVariants).where({ sku: 'MUG-1' }).first('id', 'product_id');
    await db.knex(TABLES.cartEntries).insert({
      website_id: fixture.websiteId,
      cart_id: cart.id,
      product_id: variant.product_id,
      variant_id: variant.id,
      quantity: 5,
    });
    const withCart = await get('/about', [`tessera_cart=${cart.id}`]);
    expect(withCart.text).toContain('data-tessera-cart-count>(5)</span>');
    const without = await get('/about');
    expect(without.text).toContain('data-tessera-cart-count>(0)</span>');
  });

  it('keeps every address its own page: query, host and status', async () => {
    const plain = await get('/contact');
    const fromAd = await get('/contact?source=newsletter');
    expect(plain.text).toContain('<input type="hidden" name="source" value="contact-page"/>');
    expect(fromAd.text).toContain('<input type="hidden" name="source" value="newsletter"/>');
    const byName = await get('/shop', [], { Host: SITE_HOST });
    const direct = await get('/shop', [], { Host: 'localhost' });
    // Either way the canonical address is the website's primary domain, not the Host asked for.
    expect(byName.text).toContain(`<link rel="canonical" href="https://${SITE_HOST}/shop">`);
    expect(direct.text).toContain(`<link rel="canonical" href="https://${SITE_HOST}/shop">`);
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect((await get('/no-such-page')).status).toBe(404);
    expect((await get('/shop/')).status).toBe(301);
    expect((await get('/shop/')).headers.location).toBe('/shop');
  });

  it('never hands a page behind a password to a visitor who has not entered it', async () => {
    const form = await get('/members');
    const crumb = cookiesOf(form)[0];
    const unlocked = await request(app)
      .post('/unlock')
      .set('Cookie', [crumb])
      .type('form')
      .send({ crumb: crumb.replace('crumb=', ''), password: SECRET_PASSWORD, target: fixture.secretPageId });
    expect(unlocked.status).toBe(303);
    const member = await get('/members', [crumb, ...cookiesOf(unlocked)]);
    expect(member.text).toContain('The members-only price list.');
    const stranger = await get('/members');
    expect(stranger.text).not.toContain('The members-only price list.');
    expect(stranger.text).toContain('This page is password protected.');
    expect(stranger.headers['cache-control']).toBe('no-store');
  });
});
