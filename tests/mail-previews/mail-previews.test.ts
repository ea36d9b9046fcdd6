// The commerce email preview (page type 301) over HTTP: the owner lists the order mails and previews each, built by the real builders with a sample order; visitors and owners of other sites get nothing.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import { ORDER_MAIL_IDS } from '../../domain/owner-api/mail-previews.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { SITE, seedOrderStore, signedInOwner, tempDataDir } from '../commerce/orders-fixtures.js';
import { pageTypeOf } from '../members/member-browser.js';
import { reviewsApp } from '../reviews/reviews-app.js';

const PREVIEWS = '/api/owner/mail-previews';
const TITLE = 'Tide & <Pool> Goods';

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = tempDataDir();
  await seedOrderStore(db.knex, dataDir);
  await db.knex(TABLES.websites).where({ id: SITE }).update({ site_title: TITLE });
  app = reviewsApp(db, dataDir);
  admin = await signedInOwner(app, db, 'admin@example.com', 1);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`commerce email preview (${testDatabaseKind()})`, () => {
  it('lists every order mail with when it is sent', async () => {
    const res = await admin.send('GET', PREVIEWS);
    expect(res.status).toBe(200);
    expect(res.body.mails.map((mail: { id: string }) => mail.id)).toEqual([...ORDER_MAIL_IDS]);
    expect(res.body.mails[0]).toEqual({
      id: 'order-confirmation',
      name: 'Order confirmation',
      sentWhen: 'When an order is paid.',
    });
  });

  it("previews the order confirmation with the sample order's lines, totals and links, as page type 301", async () => {
    const res = await admin.send('GET', `${PREVIEWS}/order-confirmation`);
    expect(res.status).toBe(200);
    const preview = res.body;
    expect(preview.subject).toBe(`Your order #1001 from ${TITLE}`);
    expect(preview.to).toBe('buyer@example.com');
    expect(preview.text).toContain('2 × Linen tote bag (Natural)');
    expect(preview.text).toContain('1 × Field guide (e-book)');
    expect(preview.text).toMatch(
      /Your downloads:\n {2}Field guide \(e-book\): http:\/\/\S+\/commerce\/downloads\//,
    );
    expect(preview.text).toContain('Charged to the card ending 4242');
    expect(preview.hasHtml).toBe(false);
    expect(pageTypeOf(preview.document)).toBe(301);
    expect(preview.document).toMatch(/<body class="[^"]*\bpage-type-301\b/);
    // The site title is the owner's text: escaped in the page, kept as typed in the text.
    expect(preview.document).toContain('Tide &amp; &lt;Pool&gt; Goods');
    expect(preview.document).not.toContain('<Pool>');
    expect(preview.document).toContain('2 × Linen tote bag (Natural)');
  });

  it('previews every mail through its own builder', async () => {
    const expected: Record<string, string[]> = {
      'subscription-confirmation': ['Your subscription is billed every month until you cancel.'],
      'gift-card': [`Your gift card from ${TITLE}`, 'GIFT-SAMP-LE12-3456'],
      'order-fulfilled': ['has been fulfilled', 'It is on its way to Ada Lovelace, London.'],
      'reviews-request': ['Leave a review', '/commerce/reviews/sample-request?token=sample'],
      'order-refunded': [
        'has been refunded',
        'goes back to the card ending 4242',
        'Its download links no longer work.',
      ],
      'back-in-stock': ['Linen tote bag is back in stock', 'Colour: Natural'],
    };
    for (const [id, phrases] of Object.entries(expected)) {
      const res = await admin.send('GET', `${PREVIEWS}/${id}`);
      expect(res.status, id).toBe(200);
      for (const phrase of phrases) expect(`${res.body.subject}\n${res.body.text}`, id).toContain(phrase);
      expect(pageTypeOf(res.body.document), id).toBe(301);
    }
    const restock = await admin.send('GET', `${PREVIEWS}/back-in-stock`);
    expect(restock.body.hasHtml).toBe(true);
    expect(restock.body.document).toContain('<p><a href="');
  });

  it('refuses an unknown mail with a message', async () => {
    const res = await admin.send('GET', `${PREVIEWS}/no-such-mail`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Choose one of the order mails.');
  });

  it('answers visitors 401 and owners without the store 403', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.send('GET', PREVIEWS)).status).toBe(401);
    expect((await visitor.send('GET', `${PREVIEWS}/order-confirmation`)).status).toBe(401);
    const editor = await signedInOwner(app, db, 'editor@example.com', ROLE.editor);
    expect((await editor.send('GET', `${PREVIEWS}/order-confirmation`)).status).toBe(403);
  });
});
