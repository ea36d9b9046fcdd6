// A product's page: images, price, scarcity, the reference widgets, and an add-to-cart form that really adds.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from './site-app.js';
import { seedSite, type SiteFixture } from './site-fixture.js';

/** The value of the hidden input `name` in the form starting at `formStart`. */
function field(html: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];
}

function productForm(html: string): string {
  const match = /<form class="product-form"[\s\S]*?<\/form>/.exec(html);
  if (match === null) throw new Error('no product form on the page');
  return match[0];
}

describe(`product page (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db);
  }, 60_000);
  afterAll(() => db?.close());

  it('shows the product with its image, srcset, alt text, price and scarcity', async () => {
    const res = await request(app).get('/shop/p/walnut-basket').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 class="product-detail__title">Walnut Basket</h1>');
    expect(res.text).toMatch(
      /<img class="product-detail__image" src="\/files\/[^"]+\/image-\d+\.jpg\?format=1000w" srcset="[^"]+1500w[^"]*"/,
    );
    // The image has no alt text or title of its own: it is described by the product.
    expect(res.text).toContain('alt="Walnut Basket"');
    expect(res.text).toContain('$45.00');
    expect(res.text).toContain('<div class="product-scarcity">');
    expect(res.text).toContain('Only 12 left!');
    expect(res.text).toContain('<p>Hand-woven.</p>');
  });

  it('has a working add-to-cart form: action, crumb, item id and sku', async () => {
    const page = await request(app).get('/shop/p/walnut-basket').set('Accept', 'text/html');
    const form = productForm(page.text);
    expect(form).toContain('method="post" action="/cart/add" data-tessera-add-to-cart');
    const crumb = field(form, 'crumb');
    expect(crumb).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(field(form, 'itemId')).toBe(fixture.products.basket);
    expect(field(form, 'sku')).toBe('BASKET-1');
    // One form for JavaScript on and off: the quantity field and a real submit button.
    expect(form).toMatch(/<input [^>]*type="number" name="quantity" value="1" min="1" max="9999"/);
    expect(form).toContain(
      '<button class="button button--primary button--wide" type="submit" data-original-label="Add To Cart">Add To Cart</button>',
    );
    expect(form).not.toContain('<noscript>');

    const cookie = page.headers['set-cookie'] as unknown as string[];
    const added = await request(app)
      .post('/cart/add')
      .set('Cookie', cookie)
      .type('form')
      .send({
        crumb,
        itemId: field(form, 'itemId'),
        sku: field(form, 'sku'),
        quantity: '2',
        returnTo: '/shop/p/walnut-basket',
      });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe('/cart');
    const entries = await db.knex(TABLES.cartEntries).select('quantity');
    expect(entries).toEqual([{ quantity: 2 }]);
  });

  it('offers a required select per option that posts without JavaScript, and shows the refusal after a bad post', async () => {
    const page = await request(app).get('/shop/p/linen-apron').set('Accept', 'text/html');
    const form = productForm(page.text);
    expect(form).toContain('<div class="product-variants"');
    // Required, so a browser never posts an unchosen option (which would read as an unavailable variant).
    expect(form).toMatch(/<select [^>]*name="variant-option-Size" data-variant-option-name="Size" required>/);
    expect(form).toMatch(
      /data-variants="\[\{&quot;id&quot;:&quot;[^&]+&quot;,&quot;sku&quot;:&quot;APRON-S&quot;/,
    );
    expect(field(form, 'sku')).toBeUndefined();
    expect(page.text).toContain('from $38.00');
    expect(page.text).toContain('class="product-restock-notification"');

    const refused = await request(app)
      .get('/shop/p/linen-apron?cartError=variant-unavailable')
      .set('Accept', 'text/html');
    expect(refused.text).toContain(
      '<p class="notice notice--error" role="alert">Sorry, that item variant is unavailable. Please select another variant.</p>',
    );
    const crafted = await request(app)
      .get('/shop/p/linen-apron?cartError=%3Cb%3Ehi')
      .set('Accept', 'text/html');
    expect(crafted.text).not.toContain('notice--error');
  });

  it('marks sold-out and sale products and disables buying what is sold out', async () => {
    const mug = await request(app).get('/shop/p/stoneware-mug').set('Accept', 'text/html');
    expect(mug.text).toContain('<div class="product-mark sold-out">sold out</div>');
    expect(productForm(mug.text)).toContain('type="button" disabled>Sold Out</button>');
    const tee = await request(app).get('/shop/p/harbor-tee').set('Accept', 'text/html');
    expect(tee.text).toContain('<div class="product-mark sale">sale</div>');
    expect(tee.text).toContain('$22.00');
    expect(tee.text).toContain('<span class="original-price">$30.00</span>');
  });

  it('is not found at an unknown address or outside its store', async () => {
    expect((await request(app).get('/shop/p/no-such-thing').set('Accept', 'text/html')).status).toBe(404);
    expect((await request(app).get('/shop/walnut-basket').set('Accept', 'text/html')).status).toBe(404);
    expect((await request(app).get('/blog/p/walnut-basket').set('Accept', 'text/html')).status).toBe(404);
  });
});
