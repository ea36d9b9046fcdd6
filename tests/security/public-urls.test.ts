// Absolute links (mail, canonical, og:url) come from the website's domain or PUBLIC_URL, never from a forged Host header.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { ROLE } from '../../server/accounts/roles.js';
import { loadConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { RESTOCK_OWNER_PATH } from '../../server/restock/routes.js';
import { realApp } from '../commerce/cart-real-app.js';
import { LIST, P, SITE, seedRestockStore } from '../restock/restock-fixtures.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { TestBrowser } from './test-browser.js';

const EVIL = 'evil.example';
const DOMAIN = 'shop.example';
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedRestockStore(db.knex);
  await db.knex(TABLES.websites).where({ id: SITE }).update({ is_default: true });
  await db.knex(TABLES.websiteDomains).insert([
    { website_id: SITE, host: 'www.shop.example', is_primary: false },
    { website_id: SITE, host: DOMAIN, is_primary: true },
  ]);
  await db.knex(TABLES.pages).insert({
    website_id: SITE,
    url_id: 'about',
    page_type: 2,
    title: 'About',
    content: { blocks: [{ type: 'text', html: '<p>Hello.</p>' }] },
  });
  const { id } = await createOwnerAccount(db.knex, OWNER);
  await addMembership(db.knex, { websiteId: SITE, accountId: id, role: ROLE.admin });
  app = realApp(db);
}, 60_000);
afterAll(() => db?.close());

/** A browser whose every request names `Host: evil.example` (in development that host gets the default website). */
async function evilBrowser(on: Express = app): Promise<{ browser: TestBrowser; send: TestBrowser['send'] }> {
  const browser = new TestBrowser(on);
  await browser.send('GET', '/about', { headers: { Host: EVIL } });
  const send: TestBrowser['send'] = (method, path, options = {}) =>
    browser.send(method, path, { ...options, headers: { Host: EVIL, ...options.headers } });
  return { browser, send };
}

async function mailTo(to: string): Promise<{ body_text: string; body_html: string | null }> {
  const mail = await db
    .knex(TABLES.mailOutbox)
    .where({ to_address: to })
    .orderBy('created_at', 'desc')
    .first();
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail;
}

function expectOnlyOurHost(mail: { body_text: string; body_html: string | null }, link: string): void {
  expect(mail.body_text).toContain(link);
  expect(mail.body_text).not.toContain(EVIL);
  expect(mail.body_html ?? '').not.toContain(EVIL);
}

describe(`absolute links with a forged Host header (${testDatabaseKind()})`, () => {
  it("gives a page's canonical and og:url the website's primary domain", async () => {
    const res = await request(app).get('/about').set('Host', EVIL).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link rel="canonical" href="https://${DOMAIN}/about">`);
    expect(res.text).toContain(`<meta property="og:url" content="https://${DOMAIN}/about">`);
    expect(res.text).not.toContain(EVIL);
  });

  it("links the newsletter confirmation mail to the website's domain", async () => {
    const { send } = await evilBrowser();
    const res = await send('POST', '/api/newsletter/subscribe', {
      body: { email: 'june@example.com', mailingListId: LIST },
    });
    expect(res.status).toBe(200);
    const mail = await mailTo('june@example.com');
    expectOnlyOurHost(mail, `https://${DOMAIN}/newsletter/confirm?token=`);
  });

  it("links the password-reset mail to the website's domain", async () => {
    const { send } = await evilBrowser();
    const res = await send('POST', '/api/owner/password-reset', { body: { email: OWNER.email } });
    expect(res.status).toBe(202);
    const mail = await mailTo(OWNER.email);
    expectOnlyOurHost(mail, `https://${DOMAIN}/config/reset-password?token=`);
  });

  it("links the back-in-stock mail to the website's domain, whatever Host the visitor signed up on", async () => {
    const visitor = await evilBrowser();
    const signUp = await visitor.send('POST', '/api/commerce/restock-notifications', {
      body: {
        isJoinMailingList: false,
        productId: P.mug.product,
        variantId: P.mug.variant,
        siteVisitorEmail: 'ada@example.com',
      },
    });
    expect(signUp.status).toBe(200);
    await db
      .knex(TABLES.productVariants)
      .where({ website_id: SITE, id: P.mug.variant })
      .update({ qty_in_stock: 3 });
    const owner = await evilBrowser();
    expect((await owner.send('POST', '/api/owner/session', { body: OWNER })).status).toBe(200);
    const sent = await owner.send('POST', `${RESTOCK_OWNER_PATH}/send`, {
      body: { productId: P.mug.product, variantId: P.mug.variant },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.notified).toBe(1);
    const mail = await mailTo('ada@example.com');
    expectOnlyOurHost(mail, `https://${DOMAIN}/shop/p/mug`);
  });

  it('uses PUBLIC_URL, when set, for the default website', async () => {
    const configured = realApp(db, { publicUrl: 'https://www.shop.example' });
    const page = await request(configured).get('/about').set('Host', EVIL).set('Accept', 'text/html');
    expect(page.text).toContain('<link rel="canonical" href="https://www.shop.example/about">');
    expect(page.text).not.toContain(EVIL);
    const { send } = await evilBrowser(configured);
    await send('POST', '/api/owner/password-reset', { body: { email: OWNER.email } });
    expectOnlyOurHost(await mailTo(OWNER.email), 'https://www.shop.example/config/reset-password?token=');
  });
});

describe('the PUBLIC_URL setting', () => {
  it('keeps an http(s) origin without its trailing slash and refuses anything else by name', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example/shop' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
  });
});
