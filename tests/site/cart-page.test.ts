// The cart page (/cart): its entries with quantity and remove forms that work with plain posts, the total, the pill elsewhere.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from './site-app.js';
import { seedSite, type SiteFixture } from './site-fixture.js';

describe(`cart page (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;
  let cartId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db);
    const [cart] = await db.knex(TABLES.carts).insert({ website_id: fixture.websiteId }).returning('id');
    cartId = cart.id as string;
    const variant = (sku: string) => db.knex(TABLES.productVariants).where({ sku }).first('id', 'product_id');
    const basket = await variant('BASKET-1');
    const apron = await variant('APRON-S');
    await db.knex(TABLES.cartEntries).insert([
      {
        website_id: fixture.websiteId,
        cart_id: cartId,
        product_id: basket.product_id,
        variant_id: basket.id,
        quantity: 2,
      },
      {
        website_id: fixture.websiteId,
        cart_id: cartId,
        product_id: apron.product_id,
        variant_id: apron.id,
        quantity: 1,
      },
    ]);
  }, 60_000);
  afterAll(() => db?.close());

  const withCart = (path: string) =>
    request(app)
      .get(path)
      .set('Accept', 'text/html')
      .set('Cookie', [`tessera_cart=${cartId}`]);

  it('shows an empty cart to a visitor without one', async () => {
    const res = await request(app).get('/cart').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your cart is empty.');
    expect(res.text).toContain('href="/shop"');
    // The cart page is an island of its own (server HTML first); the pill is not shown on it.
    expect(res.text).toContain('<tessera-island name="cart-page"');
    expect(res.text).not.toContain('<tessera-island name="cart-pill"');
  });

  it('lists the entries with their quantities, prices, forms and the subtotal', async () => {
    const res = await withCart('/cart');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<a href="/shop/p/walnut-basket">Walnut Basket</a>');
    expect(res.text).toContain('<a href="/shop/p/linen-apron">Linen Apron</a>');
    expect(res.text).toContain('<p class="cart-entry__variant">S</p>');
    expect(res.text).toMatch(/min="1" max="12"[^>]*name="quantity" value="2"/);
    expect(res.text).toContain('$90.00');
    expect(res.text).toContain('<dd><span>$128.00</span></dd>');
    expect(res.text).toContain('<dd>3</dd>');
    const entryIds = [...res.text.matchAll(/action="\/cart\/entries\/([^"/]+)\/remove"/g)].map(
      (match) => match[1],
    );
    expect(entryIds).toHaveLength(2);
    expect(res.text).toContain(`action="/cart/entries/${entryIds[0]}"`);
    expect(res.text).toMatch(
      /<form class="cart-entry__remove"[^>]*>\s*<input type="hidden" name="crumb" value="[A-Za-z0-9_-]{32}"\/?>/,
    );
  });

  it('changes a quantity and removes an entry with plain form posts', async () => {
    const page = await withCart('/cart');
    const crumb = /name="crumb" value="([^"]+)"/.exec(page.text)?.[1] as string;
    const cookies = [
      `tessera_cart=${cartId}`,
      ...((page.headers['set-cookie'] as unknown as string[]) ?? []),
    ];
    // The entries' markup, after the island's props (which name the titles too).
    const markup = page.text.slice(page.text.indexOf('<div class="cart-page">'));
    const entryOf = (title: string) =>
      new RegExp(`${title}[\\s\\S]*?action="/cart/entries/([^"/]+)/remove"`).exec(markup)?.[1] as string;
    const [first, second] = [entryOf('Walnut Basket'), entryOf('Linen Apron')];

    const updated = await request(app)
      .post(`/cart/entries/${first}`)
      .set('Cookie', cookies)
      .type('form')
      .send({ crumb, quantity: '3' });
    expect(updated.status).toBe(303);
    const removed = await request(app)
      .post(`/cart/entries/${second}/remove`)
      .set('Cookie', cookies)
      .type('form')
      .send({ crumb });
    expect(removed.status).toBe(303);

    const after = await withCart('/cart');
    expect(after.text).toMatch(/name="quantity" value="3"/);
    expect(after.text).not.toContain('<a href="/shop/p/linen-apron">Linen Apron</a>');
    expect(after.text).toContain('<dd><span>$135.00</span></dd>');

    const tooMany = await request(app)
      .post(`/cart/entries/${first}`)
      .set('Cookie', cookies)
      .type('form')
      .send({ crumb, quantity: '500' });
    expect(tooMany.headers.location).toBe('/cart?cartError=not-enough-stock');
    const refused = await withCart('/cart?cartError=not-enough-stock');
    expect(refused.text).toContain('Sorry, we do not have enough of that item available.');
  });

  it('shows the cart in the pill and the header on other pages, privately', async () => {
    const res = await withCart('/about');
    expect(res.text).toMatch(
      /<tessera-island name="cart-pill" props="\{&quot;totalQuantity&quot;:3,&quot;subtotalCents&quot;:13500,&quot;currency&quot;:&quot;USD&quot;/,
    );
    expect(res.text).toContain('<span class="site-tools__count" data-tessera-cart-count>(3)</span>');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("renders the header count as the page would write it: '(100+)' above 100, and the empty mark", async () => {
    const [big] = await db.knex(TABLES.carts).insert({ website_id: fixture.websiteId }).returning('id');
    const basket = await db.knex(TABLES.productVariants).where({ sku: 'BASKET-1' }).first('id', 'product_id');
    await db.knex(TABLES.cartEntries).insert({
      website_id: fixture.websiteId,
      cart_id: big.id as string,
      product_id: basket.product_id,
      variant_id: basket.id,
      quantity: 101,
    });
    const full = await request(app)
      .get('/about')
      .set('Accept', 'text/html')
      .set('Cookie', [`tessera_cart=${big.id as string}`]);
    expect(full.text).toContain('<span class="site-tools__count" data-tessera-cart-count>(100+)</span>');
    expect(full.text).not.toContain('(101)');
    expect(full.text).toMatch(/<a class="site-tools__link" href="\/cart" data-tessera-cart-drawer>/);

    const none = await request(app).get('/about').set('Accept', 'text/html');
    expect(none.text).toContain('data-tessera-cart-count>(0)</span>');
    expect(none.text).toMatch(
      /<a class="site-tools__link" href="\/cart" data-tessera-cart-drawer data-empty>/,
    );
  });
});
