// Product reviews over HTTP: the request mail after fulfilment → its link → a review → the owner approves → the product page shows it with the verified-buyer mark; messages, rate limit, XSS.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { rateLimits } from '../../server/http/rate-limit.js';
import { createLogger } from '../../server/logger.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  ITEMS,
  SITE,
  placeOrder,
  seedOrderStore,
  signedInOwner,
  tempDataDir,
} from '../commerce/orders-fixtures.js';
import { reviewsApp } from './reviews-app.js';

const ORDERS = '/api/owner/commerce/orders';
const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '<a href="javascript:alert(4)">x</a>',
  '{.section x}{@}{.end}</textarea><script>alert(5)</script>',
];

let db: Database;
let app: Express;
let dataDir: string;
let admin: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = tempDataDir();
  await seedOrderStore(db.knex, dataDir);
  // Enough mugs for every order the suite places.
  await db.knex(TABLES.productVariants).where({ sku: 'MUG' }).update({ qty_in_stock: 100 });
  app = reviewsApp(db, dataDir);
  admin = await signedInOwner(app, db, 'admin@example.com', 1);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** Places and fulfils an order of a mug and a sticker; the path of the reviews link mailed to the buyer. */
async function fulfilledOrderLink(key: string): Promise<string> {
  const order = await placeOrder(
    app,
    [
      [ITEMS.mug, 'MUG', 1],
      [ITEMS.sticker, 'STICKER', 2],
    ],
    key,
  );
  const res = await admin.send('POST', `${ORDERS}/${order.id}/fulfil`);
  expect(res.status).toBe(200);
  const mail = await db
    .knex(TABLES.mailOutbox)
    .where('subject', 'like', 'How was your order%')
    .orderBy('created_at', 'desc')
    .first();
  expect(mail.to_address).toBe('ada@example.com');
  expect(mail.body_text).toContain('Mug');
  expect(mail.body_text).toContain('Sticker');
  const match = /(\/commerce\/reviews\/[^?\s]+\?token=[A-Za-z0-9_-]{43})/.exec(mail.body_text);
  expect(match).not.toBeNull();
  return match![1];
}

function reviewForm(browser: TestBrowser, fields: Record<string, string>) {
  return { crumb: browser.cookies.get('crumb') ?? '', ...fields };
}

describe(`product reviews (${testDatabaseKind()})`, () => {
  it('mails a link after fulfilment; a review from it waits for the owner, then shows with the verified mark', async () => {
    const link = await fulfilledOrderLink('reviews-1');
    const buyer = new TestBrowser(app);
    const page = await buyer.visit(link);
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.text).toContain('<h1 class="system-page__title" id="system-title">Review your order</h1>');
    expect(page.text).toContain('<legend>Mug</legend>');
    expect(page.text).toContain(`name="rating-${ITEMS.mug}" value="5"`);
    expect(page.text).toContain('5 stars</label>');

    const sent = await buyer.send('POST', link, {
      form: true,
      crumb: false,
      body: reviewForm(buyer, {
        name: 'Ada L.',
        [`rating-${ITEMS.mug}`]: '4',
        [`body-${ITEMS.mug}`]: 'Holds heat well.\nA little heavy.',
        [`rating-${ITEMS.sticker}`]: '',
        [`body-${ITEMS.sticker}`]: '',
      }),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`${link}&sent=1`);
    const thanks = await buyer.visit(sent.headers.location as string);
    expect(thanks.text).toContain('Thank you! Your review will appear once the shop has read it.');

    // Held: not on the product page yet.
    expect((await new TestBrowser(app).visit('/shop/p/mug')).text).not.toContain('Holds heat well.');
    const queue = await admin.send('GET', '/api/owner/reviews?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body.reviews).toEqual([
      expect.objectContaining({
        productId: ITEMS.mug,
        productTitle: 'Mug',
        rating: 4,
        body: 'Holds heat well.\nA little heavy.',
        authorName: 'Ada L.',
        verifiedBuyer: true,
        status: 'pending',
      }),
    ]);
    const approved = await admin.send('POST', `/api/owner/reviews/${queue.body.reviews[0].id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.review.status).toBe('approved');

    const product = await new TestBrowser(app).visit('/shop/p/mug');
    expect(product.text).toContain('Holds heat well.\nA little heavy.');
    expect(product.text).toContain('Rated 4 out of 5');
    expect(product.text).toContain('1 Review');
    expect(product.text).toContain('Ada L.');
    expect(product.text).toContain('<span class="review__verified">Verified buyer</span>');
  });

  it('shows a reviewed product’s description and reviews as tabs (SPEC §7 ReviewsTab), one after the other without JavaScript', async () => {
    const alone = (await new TestBrowser(app).visit('/shop/p/mug')).text;
    // Reviews without a description: no tabs, the reviews alone.
    expect(alone).not.toContain('data-tessera-product-tabs');
    expect(alone).toContain('class="product-reviews"');
    await db.knex(TABLES.contentItems).where({ website_id: SITE, id: ITEMS.mug }).update({
      body: '<p>Thrown on the wheel.</p>',
    });
    invalidateSiteData(SITE);
    try {
      const page = (await new TestBrowser(app).visit('/shop/p/mug')).text;
      const tabs = page.slice(page.indexOf('data-tessera-product-tabs'));
      expect(tabs).toContain('role="tablist" aria-label="About this product" hidden');
      expect(tabs).toMatch(/role="tab" id="product-tab-description" aria-controls="product-description"/);
      expect(tabs).toMatch(/aria-controls="reviews"[^>]*data-tessera-reviews-tab>Reviews \(1\)<\/button>/);
      expect(tabs).toContain('<p>Thrown on the wheel.</p>');
      expect(tabs).toContain('class="product-reviews" id="reviews"');
      // The description is shown once, in the tabs (its text is in the page's meta data too).
      expect(page.split('<p>Thrown on the wheel.</p>').length).toBe(2);
    } finally {
      await db.knex(TABLES.contentItems).where({ website_id: SITE, id: ITEMS.mug }).update({ body: '' });
      invalidateSiteData(SITE);
    }
  });

  it('refuses a form with a message under each field and keeps the answers', async () => {
    const link = await fulfilledOrderLink('reviews-2');
    const buyer = new TestBrowser(app);
    await buyer.visit(link);
    const refused = await buyer.send('POST', link, {
      form: true,
      body: reviewForm(buyer, { name: '', [`rating-${ITEMS.mug}`]: '9', [`body-${ITEMS.mug}`]: 'Kept text' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Your review has a problem. Please check the fields marked below.');
    expect(refused.text).toContain('Choose a rating from 1 to 5 stars.');
    expect(refused.text).toContain('Enter the name to show with your review.');
    expect(refused.text).toContain('>Kept text</textarea>');
    const empty = await buyer.send('POST', link, { form: true, body: reviewForm(buyer, { name: 'Ada' }) });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Rate at least one product before sending.');
    const noBody = await buyer.send('POST', link, {
      form: true,
      body: reviewForm(buyer, { name: 'Ada', [`rating-${ITEMS.sticker}`]: '2' }),
    });
    expect(noBody.text).toContain('Write a few words about this product.');
    expect(noBody.text).toMatch(new RegExp(`name="rating-${ITEMS.sticker}" value="2" checked`));
    expect(await db.knex(TABLES.productReviews).where({ author_name: 'Ada' })).toHaveLength(0);
  });

  it('answers a link with a wrong or missing token as not valid', async () => {
    const link = await fulfilledOrderLink('reviews-3');
    const wrong = link.replace(/token=.{4}/, 'token=AAAA');
    const res = await new TestBrowser(app).visit(wrong);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This review link is not valid or has expired.');
    const browser = new TestBrowser(app);
    await browser.visit('/shop/p/mug');
    const post = await browser.send('POST', wrong, {
      form: true,
      body: reviewForm(browser, { name: 'Eve', [`rating-${ITEMS.mug}`]: '1', [`body-${ITEMS.mug}`]: 'fake' }),
    });
    expect(post.status).toBe(404);
    expect(await db.knex(TABLES.productReviews).where({ author_name: 'Eve' })).toHaveLength(0);
    expect((await new TestBrowser(app).visit(link.split('?')[0])).status).toBe(404);
  });

  it('escapes every field a buyer writes on the product page', async () => {
    const link = await fulfilledOrderLink('reviews-4');
    const buyer = new TestBrowser(app);
    await buyer.visit(link);
    for (const [index, attack] of XSS.entries()) {
      const res = await buyer.send('POST', link, {
        form: true,
        body: reviewForm(buyer, {
          name: attack.slice(0, 80),
          [`rating-${ITEMS.sticker}`]: String((index % 5) + 1),
          [`body-${ITEMS.sticker}`]: `${attack} body`,
        }),
      });
      expect(res.status).toBe(303);
      const held = await admin.send('GET', '/api/owner/reviews?status=pending');
      for (const review of held.body.reviews as { id: string }[])
        await admin.send('POST', `/api/owner/reviews/${review.id}/approve`);
      const page = await new TestBrowser(app).visit('/shop/p/sticker');
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(attack);
      expect(page.text).not.toMatch(/<script>alert|<img src=x|<svg onload|href="javascript:/);
      expect(page.text).toContain('Verified buyer');
    }
    // The refused form echoes the answers escaped too.
    const echoed = await buyer.send('POST', link, {
      form: true,
      body: reviewForm(buyer, { name: '', [`rating-${ITEMS.mug}`]: '3', [`body-${ITEMS.mug}`]: XSS[4] }),
    });
    expect(echoed.status).toBe(400);
    expect(echoed.text).not.toContain('</textarea><script>');
  });

  it('asks for no reviews and shows none while the owner has switched them off', async () => {
    expect((await admin.send('GET', '/api/owner/reviews/settings')).body).toEqual({ enabled: true });
    const off = await admin.send('PUT', '/api/owner/reviews/settings', { body: { enabled: false } });
    expect(off.body).toEqual({ enabled: false });
    try {
      const mails = async () =>
        (await db.knex(TABLES.mailOutbox).where('subject', 'like', 'How was your order%')).length;
      const before = await mails();
      const order = await placeOrder(app, [[ITEMS.mug, 'MUG', 1]], 'reviews-off');
      expect((await admin.send('POST', `${ORDERS}/${order.id}/fulfil`)).status).toBe(200);
      expect(await mails()).toBe(before);
      const page = await new TestBrowser(app).visit('/shop/p/mug');
      expect(page.text).not.toContain('class="product-reviews"');
      const bad = await admin.send('PUT', '/api/owner/reviews/settings', { body: { enabled: 'no' } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ enabled: 'Choose whether buyers are asked for reviews.' });
    } finally {
      await admin.send('PUT', '/api/owner/reviews/settings', { body: { enabled: true } });
    }
    expect((await new TestBrowser(app).visit('/shop/p/mug')).text).toContain('class="product-reviews"');
  });

  it('lets the owner delete a review, and refuses reviewers over the limit', async () => {
    const list = await admin.send('GET', '/api/owner/reviews?status=approved');
    const target = list.body.reviews[0].id as string;
    expect((await admin.send('DELETE', `/api/owner/reviews/${target}`)).status).toBe(204);
    expect((await admin.send('DELETE', `/api/owner/reviews/${target}`)).status).toBe(404);
    expect((await admin.send('GET', '/api/owner/reviews?status=nope')).status).toBe(400);
    const visitor = new TestBrowser(app);
    await visitor.visit('/shop/p/mug');
    expect((await visitor.send('GET', '/api/owner/reviews')).status).toBe(401);

    const limited = reviewsApp(
      db,
      dataDir,
      rateLimits(
        { db, logger: createLogger('silent') },
        { windowMs: 60_000, limit: 2, prefix: `reviews-test-${Date.now()}` },
      ),
    );
    const link = await fulfilledOrderLink('reviews-5');
    const buyer = new TestBrowser(limited);
    await buyer.visit(link);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await buyer.send('POST', link, {
        form: true,
        body: reviewForm(buyer, {
          name: 'Ada',
          [`rating-${ITEMS.mug}`]: '5',
          [`body-${ITEMS.mug}`]: 'Great',
        }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([303, 303, 429]);
  });
});
