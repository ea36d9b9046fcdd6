// The demo store's cart page: an entry's additional-fields answers with their Edit control, and coupons with JavaScript off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { seedDemoCopy } from '../support/demo-seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const ENTRIES = '/api/commerce/shopping-cart/entries';
/** The demo's paddle has the 'Engraving details' form (fixtures/demo/products.json, forms.json). */
const PADDLE = { urlId: 'engraved-cherry-paddle', sku: 'HP-PADL-48IN' };
/** The skillet has none. */
const SKILLET = { urlId: 'cast-iron-skillet', sku: 'HP-SKLT-10' };

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cart-page-forms-'));
  await seedDemoCopy(db.knex, { dataDir });
  app = createApp({ db, config: testConfig({ dataDir }) });
}, 120_000);
afterAll(async () => {
  await db?.close();
});

async function itemId(urlId: string): Promise<string> {
  const row = await db.knex(TABLES.contentItems).where({ url_id: urlId }).first('id');
  return row.id as string;
}

/** The cart page's HTML, as a browser asks for it. */
async function cartPage(browser: TestBrowser, path = '/cart'): Promise<string> {
  const res = await browser.send('GET', path, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text;
}

/** The rendered entries (after the island's props), by title. */
function entryMarkup(html: string, title: string): string {
  const markup = html.slice(html.indexOf('<div class="cart-page">'));
  const entry = markup.split('<li class="cart-entry"').find((part) => part.includes(`>${title}</a>`));
  if (entry === undefined) throw new Error(`no entry ${title} on the page`);
  return entry.slice(0, entry.indexOf('</li>'));
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');

describe(`the cart page's forms (${testDatabaseKind()})`, () => {
  it("lists an entry's saved answers with the control that edits them, and none for a product without a form", async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/cart');
    const answers = {
      'engraving-text': 'Ada & Grace',
      'engraving-font': 'Script',
      'engraving-side': 'Blade, back',
    };
    const added = await browser.send('POST', ENTRIES, {
      body: {
        itemId: await itemId(PADDLE.urlId),
        sku: PADDLE.sku,
        quantity: 1,
        additionalFields: JSON.stringify(answers),
      },
    });
    expect(added.status).toBe(200);
    const entryId = added.body.newlyAdded.id as string;
    await browser.send('POST', ENTRIES, {
      body: { itemId: await itemId(SKILLET.urlId), sku: SKILLET.sku, quantity: 1 },
    });

    const html = await cartPage(browser);
    const paddle = entryMarkup(html, 'Engraved Cherry Paddle');
    expect(paddle).toContain('class="cart-entry__answers"');
    // The Edit button opens the lightbox, so it waits for JavaScript (site.css keeps it invisible until
    // the runtime marks <html>; a click before the page hydrates is held and replayed).
    expect(paddle).toMatch(
      /<div class="cart-entry__edit">[\s\S]*<button type="button"[^>]*>Edit (<!-- -->)?Engraving details<\/button>/,
    );
    expect(text(paddle)).toContain('Engraving text Ada &amp; Grace');
    expect(text(paddle)).toContain('Lettering Script');
    expect(text(paddle)).toContain('Where on the paddle? Blade, back');
    expect(entryMarkup(html, '10-Inch Cast Iron Skillet')).not.toContain('cart-entry__answers');
    // The island's props carry the form for the browser, with its fields.
    expect(html).toContain('&quot;name&quot;:&quot;Engraving details&quot;');

    // Saved through the lightbox's call, the page shows the new answers.
    const saved = await browser.send('PUT', `${ENTRIES}/${entryId}/additionalFields`, {
      body: { additionalFields: JSON.stringify({ ...answers, 'engraving-text': 'Lovelace' }) },
    });
    expect(saved.status).toBe(200);
    const after = entryMarkup(await cartPage(browser), 'Engraved Cherry Paddle');
    expect(text(after)).toContain('Engraving text Lovelace');
    expect(text(after)).not.toContain('Ada');
  });

  it('applies and removes coupons with plain form posts, and shows why a code does not hold', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/cart');
    await browser.send('POST', ENTRIES, {
      body: { itemId: await itemId(SKILLET.urlId), sku: SKILLET.sku, quantity: 1 },
    });
    const page = await cartPage(browser);
    expect(page).toMatch(
      /<form class="cart__coupon-form" action="\/cart\/coupons" method="post">\s*<input type="hidden" name="crumb" value="[A-Za-z0-9_-]{32}"\/?>/,
    );
    const crumb = /name="crumb" value="([^"]+)"/.exec(page)?.[1] as string;
    const post = (path: string, code: string) =>
      browser.send('POST', path, { form: true, crumb: false, body: { crumb, code } });

    const applied = await post('/cart/coupons', 'welcome10');
    expect(applied.status).toBe(303);
    expect(applied.headers.location).toBe('/cart');
    let html = await cartPage(browser);
    expect(text(html)).toContain('Discount');
    expect(html).toMatch(
      /<form class="cart__coupon-remove" action="\/cart\/coupons\/remove" method="post">[\s\S]*?name="code" value="WELCOME10"/,
    );

    const refused = await post('/cart/coupons', 'BOGUS');
    expect(refused.headers.location).toBe('/cart?cartError=invalid-coupon&coupon=BOGUS');
    html = await cartPage(browser, refused.headers.location as string);
    expect(html).toContain('There is no coupon with the code BOGUS.');
    expect(text(html)).toContain('BOGUS (not applied)');
    // The words come from the cart, never from the address.
    html = await cartPage(browser, '/cart?cartError=invalid-coupon&coupon=%3Cb%3EFree%3C%2Fb%3E');
    expect(html).toContain('That coupon code is not valid.');
    expect(html).not.toContain('<b>Free</b>');

    const removed = await post('/cart/coupons/remove', 'WELCOME10');
    expect(removed.headers.location).toBe('/cart');
    await post('/cart/coupons/remove', 'BOGUS');
    html = await cartPage(browser);
    expect(html).not.toContain('WELCOME10');
    expect(text(html)).not.toContain('Discount');
  });
});
