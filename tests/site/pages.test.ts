// Every page type renders with its status and what a visitor reads: home, pages, collections, items, search, 404.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp, TEST_ASSETS } from './site-app.js';
import { seedSite, type SiteFixture } from './site-fixture.js';

describe(`site pages (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db);
  }, 60_000);
  afterAll(() => db?.close());

  const get = (path: string) => request(app).get(path).set('Accept', 'text/html');

  it('renders the home page inside the layout with the menu, the pill cart and the assets', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
    expect(res.text).toContain('<title>Harbor &amp; Pine</title>');
    expect(res.text).toContain('Made slowly, by hand');
    expect(res.text).toContain('<strong>Harbor &amp; Pine</strong>');
    expect(res.text).toContain('New in the shop');
    expect(res.text).toContain('Walnut Basket');
    expect(res.text).toContain('<a class="nav-link" href="/" aria-current="page">Home</a>');
    expect(res.text).toContain('href="/shop"');
    expect(res.text).toContain('<tessera-island name="cart-pill"');
    expect(res.text).toContain(`<script type="module" src="${TEST_ASSETS.boot}"></script>`);
    expect(res.text).toContain(`<link rel="stylesheet" href="${TEST_ASSETS.css}">`);
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/site\.css\?v=[a-f0-9]{12}">/);
    expect(res.text).toContain('<main id="main-content"');
    expect(res.text).not.toMatch(/ style="/);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(app).head('/about');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
  });

  it('redirects /home and trailing slashes to the canonical address', async () => {
    expect((await get('/home')).headers.location).toBe('/');
    const res = await get('/shop/?page=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop?page=1');
  });

  it('lists the products with prices, marks and grid add-to-cart forms', async () => {
    const res = await get('/shop');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 class="page-title">Shop</h1>');
    expect(res.text).toContain('Everything we make.');
    for (const title of ['Walnut Basket', 'Linen Apron', 'Stoneware Mug', 'Harbor Tee'])
      expect(res.text).toContain(title);
    expect(res.text).toContain('$45.00');
    expect(res.text).toContain('<div class="product-mark sold-out">sold out</div>');
    expect(res.text).toContain('<div class="product-mark sale">sale</div>');
    expect(res.text).toContain('data-tessera-add-to-cart="grid"');
    expect(res.text).toContain('name="variant-option-Size"');
    expect(res.text).toContain('>Sold Out</button>');
    expect(res.text).toContain('href="/shop/p/walnut-basket"');
    expect(res.text).toContain('href="/shop/c/kitchen-table"');
    expect(res.text).toContain('srcset="/files/');
  });

  it('filters the store by category and pages through it', async () => {
    const res = await get('/shop/c/kitchen-table');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Stoneware Mug');
    expect(res.text).not.toContain('Linen Apron');
    expect((await get('/shop/c/no-such-category')).status).toBe(404);
    expect((await get('/shop?page=2')).status).toBe(404);
    expect((await get('/shop?page=abc')).status).toBe(404);
  });

  it('lists the blog newest first and shows a post with its neighbours', async () => {
    const list = await get('/blog');
    expect(list.status).toBe(200);
    expect(list.text.indexOf('Spring at the workshop')).toBeLessThan(
      list.text.indexOf('How we choose our wood'),
    );
    expect(list.text).not.toContain('An unfinished draft');
    const post = await get('/blog/spring-at-the-workshop');
    expect(post.status).toBe(200);
    expect(post.text).toContain('<h1 class="post__title">Spring at the workshop</h1>');
    expect(post.text).toContain('The whole story of Spring at the workshop.');
    expect(post.text).toContain('href="/blog/how-we-choose-our-wood"');
    expect((await get('/blog/draft-post')).status).toBe(404);
  });

  it('shows the gallery and one of its images', async () => {
    const res = await get('/gallery');
    expect(res.status).toBe(200);
    expect(res.text).toContain('gallery--cols-3');
    expect(res.text).toContain('alt="Kiln"');
    const image = await get('/gallery/kiln');
    expect(image.status).toBe(200);
    expect(image.text).toContain('<h1 class="gallery-image__title">Kiln</h1>');
  });

  it('lists upcoming events, past events on their own view, and an event page', async () => {
    const upcoming = await get('/events');
    expect(upcoming.status).toBe(200);
    expect(upcoming.text).toContain('Harbor Market');
    expect(upcoming.text).not.toContain('Winter Fair');
    const past = await get('/events?view=past');
    expect(past.text).toContain('Winter Fair');
    expect(past.text).not.toContain('Harbor Market');
    const event = await get('/events/harbor-market');
    expect(event.status).toBe(200);
    expect(event.text).toContain('1 Quay Street');
    expect(event.text).toContain('google.com/calendar');
  });

  it('renders plain pages and the contact form with every field type', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(about.text).toContain('Make fewer, better things.');
    const contact = await get('/contact');
    expect(contact.status).toBe(200);
    expect(contact.text).toContain(`data-form-id="${fixture.contactFormId}"`);
    expect(contact.text).toMatch(
      /<input type="hidden" name="crumb" value="[A-Za-z0-9_-]{32}" form="form-[^"]+">/,
    );
    for (const snippet of [
      'type="email"',
      '<textarea',
      '>0 / 500<',
      'inputMode="decimal"',
      'type="number"',
      'type="url"',
      'type="password"',
      'name="name-first"',
      'name="day-month"',
      'name="hour-ampm"',
      'name="address-zip"',
      'name="phone-areacode"',
      'A little more',
      'type="radio" name="contact" value="Email"',
      'type="checkbox" name="topics" value="Wholesale"',
      '<option value="Pine">Pine</option>',
      'Service was quick',
      'Strongly Agree',
      '<input type="hidden" name="source" value="contact-page"/>',
    ]) {
      expect(contact.text).toContain(snippet);
    }
    expect(contact.headers['cache-control']).toBe('private, no-cache');
    const fromAd = await get('/contact?source=newsletter');
    expect(fromAd.text).toContain('<input type="hidden" name="source" value="newsletter"/>');
  });

  it("searches the items' words, escaping what the visitor typed", async () => {
    const res = await get('/search?q=wood');
    expect(res.status).toBe(200);
    expect(res.text).toContain('How we choose our wood');
    expect(res.text).not.toContain('Spring at the workshop</a>');
    const empty = await get('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('No results for &ldquo;&lt;script&gt;alert(1)&lt;/script&gt;&rdquo;');
    expect(empty.text).not.toContain('<script>alert(1)');
    const form = await get('/search');
    expect(form.text).toContain('role="search"');
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('role="search"');
  });

  it('caches public pages briefly and personal ones privately', async () => {
    const about = await get('/about').set('Cookie', 'crumb=abcdefghijklmnopqrstuvwxyz012345');
    expect(about.headers['cache-control']).toMatch(/^public, max-age=60/);
    expect((await get('/shop')).headers['cache-control']).toBe('private, no-cache');
    expect((await get('/cart')).headers['cache-control']).toBe('no-store');
  });
});
