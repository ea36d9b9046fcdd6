// Two websites on one server over HTTP, told apart by the Host header, each with its own owner: neither sees the other's pages, orders or files; the server's admin creates websites, others may not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '../../domain/owner-api/server-setup.js';
import { ROLE } from '../../domain/roles.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { issueSetupToken } from '../../server/setup/setup-token.js';
import { decodeHtml, hiddenField, MAINE_ADDRESS, pageText } from '../commerce/checkout-fixtures.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const SHOP_HOST = 'engine-works.test';
const BLOG_HOST = 'field-notes.test';
const PASSWORD = 'correct horse battery';

let db: Database;
let dataDir: string;
let app: ReturnType<typeof createApp>;
const ada = { browser: undefined as unknown as TestBrowser, id: '' };
const bea = { browser: undefined as unknown as TestBrowser, id: '' };

const onShop = { headers: { Host: SHOP_HOST } };
const onBlog = { headers: { Host: BLOG_HOST } };
const page = (host: string) => ({ headers: { Host: host, Accept: 'text/html' } });

/** A visitor on the shop's host buys one mug through the checkout's plain forms, as a browser without scripts does. */
async function buyMug(): Promise<void> {
  const visitor = new TestBrowser(app);
  await visitor.send('GET', '/', page(SHOP_HOST));
  const crumb = visitor.cookies.get('crumb')!;
  const mug = await db.knex(TABLES.contentItems).where({ url_id: 'enamel-camp-mug' }).first('id');
  const added = await visitor.send('POST', '/cart/add', {
    ...page(SHOP_HOST),
    form: true,
    body: { crumb, itemId: mug.id, sku: 'HP-MUG-PS', quantity: '1' },
  });
  expect(added.status).toBe(303);
  expect(added.headers.location).toBe('/cart');
  const fields = (html: string) =>
    Object.fromEntries(
      ['crumb', 'idempotencyKey', 'expectedTotalCents', 'cartToken'].map((name) => [
        name,
        decodeHtml(hiddenField(html, name) ?? ''),
      ]),
    );
  const first = await visitor.send('GET', '/checkout', page(SHOP_HOST));
  expect(first.status).toBe(200);
  const buyer = { email: 'buyer@example.com', ...MAINE_ADDRESS };
  const updated = await visitor.send('POST', '/checkout', {
    ...page(SHOP_HOST),
    form: true,
    body: { ...fields(first.text), intent: 'update', ...buyer },
  });
  expect(updated.status, updated.text.slice(0, 500)).toBe(200);
  const placed = await visitor.send('POST', '/checkout', {
    ...page(SHOP_HOST),
    form: true,
    body: { ...fields(updated.text), intent: 'place-order', ...buyer, cardNumber: '4242 4242 4242 4242' },
  });
  expect(placed.status, pageText(placed.text).slice(0, 3000)).toBe(303);
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-websites-'));
  app = createApp({ db, config: testConfig({ dataDir, demo: false }) });
  const token = await issueSetupToken(db.knex, dataDir);
  ada.browser = new TestBrowser(app);
  await ada.browser.send('GET', '/config/setup', onShop);
  const setup = await ada.browser.send('POST', '/api/owner/setup', {
    ...onShop,
    body: {
      token,
      email: 'ada@example.com',
      name: 'Ada',
      password: PASSWORD,
      siteTitle: 'Engine Works',
      timeZone: 'Europe/London',
      currency: 'USD',
      language: 'en-GB',
      startingPoint: 'shop',
    },
  });
  expect(setup.status).toBe(201);
  ada.id = setup.body.account.id;
});
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`several websites on one server (${testDatabaseKind()})`, () => {
  it('lets the server admin create a second website from a starting point on its own host name', async () => {
    const created = await ada.browser.send('POST', '/api/owner/websites', {
      ...onShop,
      body: {
        host: `https://${BLOG_HOST.toUpperCase()}/`,
        siteTitle: 'Field Notes',
        timeZone: 'America/Chicago',
        currency: 'USD',
        language: 'en-US',
        startingPoint: 'blog',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.website).toMatchObject({ title: 'Field Notes', host: BLOG_HOST });
    const taken = await ada.browser.send('POST', '/api/owner/websites', {
      ...onShop,
      body: {
        host: BLOG_HOST,
        siteTitle: 'Again',
        timeZone: 'UTC',
        currency: 'USD',
        language: 'en',
        startingPoint: 'blank',
      },
    });
    expect(taken.status).toBe(409);

    const list = await ada.browser.send('GET', '/api/owner/websites', onShop);
    expect(list.body.serverAdmin).toBe(true);
    expect(list.body.websites).toEqual([
      expect.objectContaining({ title: 'Engine Works', host: SHOP_HOST, current: true }),
      expect.objectContaining({ title: 'Field Notes', host: BLOG_HOST, current: false }),
    ]);
    const blog = await new TestBrowser(app).send('GET', '/journal', page(BLOG_HOST));
    expect(blog.status).toBe(200);
    expect(blog.text).toContain('Field Notes');
  });

  it('gives the second website its own owner, invited to it alone', async () => {
    const invited = await ada.browser.send('POST', '/api/owner/invitations', {
      ...onBlog,
      body: { email: 'bea@example.com', role: ROLE.admin },
    });
    expect(invited.status).toBe(201);
    const mail = await db.knex(TABLES.mailOutbox).where({ to_address: 'bea@example.com' }).first('body_text');
    const token = new URL(
      /https?:\/\/\S+\/config\/invitation\?token=\S+/.exec(mail.body_text)![0],
    ).searchParams.get('token');
    bea.browser = new TestBrowser(app);
    await bea.browser.send('GET', '/config/invitation', onBlog);
    const accepted = await bea.browser.send('POST', '/api/owner/invitation/accept', {
      ...onBlog,
      body: { token, displayName: 'Bea', password: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    bea.id = accepted.body.account.id;
    // The new owner takes the website over: the server's admin leaves it.
    const left = await bea.browser.send('DELETE', `/api/owner/members/${ada.id}`, onBlog);
    expect(left.status).toBeLessThan(300);

    const beas = await bea.browser.send('GET', '/api/owner/websites', onBlog);
    expect(beas.body).toEqual({
      websites: [expect.objectContaining({ title: 'Field Notes', current: true })],
      serverAdmin: false,
    });
    const adas = await ada.browser.send('GET', '/api/owner/websites', onShop);
    expect(adas.body.websites.map((site: { title: string }) => site.title)).toEqual(['Engine Works']);
    const refused = await bea.browser.send('POST', '/api/owner/websites', {
      ...onBlog,
      body: {
        host: 'third.test',
        siteTitle: 'Third',
        timeZone: 'UTC',
        currency: 'USD',
        language: 'en',
        startingPoint: 'blank',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SETUP_MESSAGES.notServerAdmin);
  });

  it("keeps each owner out of the other website's pages, orders and files", async () => {
    await buyMug();
    const adaOrders = await ada.browser.send('GET', '/api/owner/commerce/orders', onShop);
    expect(adaOrders.status).toBe(200);
    expect(JSON.stringify(adaOrders.body)).toContain('buyer@example.com');

    // The same session cookie sent to the other host earns nothing there.
    for (const path of ['/api/owner/pages', '/api/owner/commerce/orders', '/api/owner/files']) {
      expect((await bea.browser.send('GET', path, onShop)).status, `Bea on the shop: ${path}`).toBe(403);
      expect((await ada.browser.send('GET', path, onBlog)).status, `Ada on the blog: ${path}`).toBe(403);
    }
    const beaOrders = await bea.browser.send('GET', '/api/owner/commerce/orders', onBlog);
    expect(beaOrders.status).toBe(200);
    expect(JSON.stringify(beaOrders.body)).not.toContain('buyer@example.com');

    const shopPages = await ada.browser.send('GET', '/api/owner/pages', onShop);
    const blogPages = await bea.browser.send('GET', '/api/owner/pages', onBlog);
    const titles = (body: unknown) => JSON.stringify(body);
    expect(titles(shopPages.body)).toContain('"Shop"');
    expect(titles(blogPages.body)).toContain('"Journal"');
    expect(titles(blogPages.body)).not.toContain('"Shop"');
    expect(titles(shopPages.body)).not.toContain('"Journal"');

    const shopFiles = await ada.browser.send('GET', '/api/owner/files', onShop);
    const blogFiles = await bea.browser.send('GET', '/api/owner/files', onBlog);
    const ids = (body: { files: { id: string }[] }) => new Set(body.files.map((file) => file.id));
    expect(ids(shopFiles.body).size).toBeGreaterThan(0);
    expect(ids(blogFiles.body).size).toBeGreaterThan(0);
    for (const id of ids(blogFiles.body)) expect(ids(shopFiles.body).has(id)).toBe(false);

    const visitor = new TestBrowser(app);
    expect((await visitor.send('GET', '/', page(SHOP_HOST))).text).toContain('Engine Works');
    expect((await visitor.send('GET', '/', page(BLOG_HOST))).text).toContain('Field Notes');
    expect((await visitor.send('GET', '/shop', page(BLOG_HOST))).status).toBe(404);
  });
  it('makes Portfolio and Blank websites from their starting points', async () => {
    const make = (host: string, siteTitle: string, startingPoint: string) =>
      ada.browser.send('POST', '/api/owner/websites', {
        ...onShop,
        body: { host, siteTitle, timeZone: 'UTC', currency: 'EUR', language: 'fr-FR', startingPoint },
      });
    expect((await make('pictures.test', 'Pictures', 'portfolio')).status).toBe(201);
    expect((await make('plain.test', 'Plain', 'blank')).status).toBe(201);
    const visitor = new TestBrowser(app);
    const gallery = await visitor.send('GET', '/gallery', page('pictures.test'));
    expect(gallery.status).toBe(200);
    expect(gallery.text).toContain('Morning fog on the harbor');
    for (const path of ['/about', '/contact']) {
      expect((await visitor.send('GET', path, page('pictures.test'))).status, path).toBe(200);
    }
    const plain = await visitor.send('GET', '/', page('plain.test'));
    expect(plain.status).toBe(200);
    expect(plain.text).toContain('Plain');
    for (const path of ['/shop', '/about', '/journal', '/gallery']) {
      expect((await visitor.send('GET', path, page('plain.test'))).status, path).toBe(404);
    }
    const plainWebsite = await db
      .knex(TABLES.websiteDomains)
      .where({ host: 'plain.test' })
      .first('website_id');
    expect(
      await db.knex(TABLES.sampleContent).where({ website_id: plainWebsite.website_id }).first('row_id'),
    ).toBeUndefined();
  });
});
