// A website on an uploaded theme shows its checkout, order, form and error pages and its lock screen inside that theme's layout (header, navigation, footer, stylesheet), as Squarespace wrapped its system pages: the page's body where `{squarespace.main-content}` goes.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../../server/accounts/authenticate.js';
import { hashPassword } from '../../server/accounts/passwords.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { createCheckoutRouter } from '../../server/commerce/checkout/routes.js';
import { createOrdersApiRouter } from '../../server/commerce/orders/order-routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createFormsRouter } from '../../server/forms/routes.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { securityHeaders } from '../../server/http/security-headers.js';
import { createLogger } from '../../server/logger.js';
import { insertThemeRow, setActiveTheme } from '../../server/owner/themes/theme-store.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import { checkThemeFolder } from '../../server/theme-platform/check-theme.js';
import {
  addToCart,
  CARDS,
  checkoutForm,
  type CheckoutStore,
  hiddenField,
  MAINE_ADDRESS,
  newShopper,
  pageText,
  seedCheckoutStore,
} from '../commerce/checkout-fixtures.js';
import { fakeAssetsDir } from '../site/site-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { FRAME_THEME } from './theme-dirs.js';
import { folderFiles, zipOf } from './theme-zips.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

let db: Database;
let app: Express;
let store: CheckoutStore;
let formId: string;

/**
 * The real app's order with the routers whose pages these tests look at: security headers,
 * assets, website, session, crumb, the cart, the forms, the orders API, checkout, the site router,
 * the site's error pages. `/explode` throws, as a broken route would.
 */
function frameApp(): Express {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-frame-'));
  const deps: AppDeps = { db, config: testConfig({ dataDir }), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const target = express();
  target.use(securityHeaders());
  target.use(siteAssets(deps, { assetsDir }));
  target.use(cookieParser());
  target.use(bodyLimits());
  target.use(resolveWebsite(deps));
  target.use(authenticate(deps));
  target.use(crumb);
  target.use(createCartRouter(deps, { crumb }));
  target.use(createFormsRouter(deps, { crumb, assetsDir, submissionLimit: passThrough }));
  target.use(createOrdersApiRouter(deps));
  target.use('/api', apiNotFound());
  target.use(createCheckoutRouter(deps, { crumb, assetsDir }));
  target.get('/explode', () => {
    throw new Error('the database went away');
  });
  target.use(createSiteRouter(deps, { crumb, assetsDir }));
  target.use(siteErrorHandler(deps, { assetsDir }));
  target.use(errorHandler(deps.logger));
  return target;
}

beforeAll(async () => {
  db = await createTestDatabase();
  store = await seedCheckoutStore(db.knex);
  // A contact page with a form, linked from the main navigation.
  const [form] = await db
    .knex(TABLES.forms)
    .insert({
      website_id: store.websiteId,
      name: 'Contact',
      fields: JSON.stringify([{ id: 'email', type: 'email', title: 'Email', required: true }]),
      submission_message: 'Thanks for writing.',
    })
    .returning('id');
  formId = form.id as string;
  await db.knex(TABLES.pages).insert({
    website_id: store.websiteId,
    url_id: 'contact',
    page_type: 2,
    title: 'Contact',
    content: { blocks: [{ type: 'form', formId }] },
  });
  // The website's live theme is the Frame theme, uploaded as a zip.
  const zip = await zipOf(folderFiles(FRAME_THEME));
  const themeId = await insertThemeRow(db.knex, {
    websiteId: store.websiteId,
    name: 'Frame',
    author: 'Tessera',
    fileName: 'frame-theme.zip',
    zip,
    contentHash: createHash('sha256').update(zip).digest('hex'),
    files: Object.keys(folderFiles(FRAME_THEME)).length,
    warnings: 0,
    accountId: null,
  });
  await setActiveTheme(db.knex, store.websiteId, themeId);
  app = frameApp();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** The stylesheet the page links, fetched: the Frame theme's compiled LESS. */
async function linkedStylesheet(html: string): Promise<string> {
  const href = /<link rel="stylesheet" type="text\/css" href="(\/site\.css\?v=[0-9a-f]+)">/.exec(html)?.[1];
  expect(href, 'the page links the theme stylesheet').toBeDefined();
  const css = await request(app).get(href!);
  expect(css.status).toBe(200);
  return css.text;
}

/** Asserts the page is inside the Frame theme's layout: its header, footer and stylesheet, no platform tag left. */
async function expectFramed(html: string): Promise<void> {
  expect(html).toContain('<header class="frame-header">');
  expect(html).toContain('<footer class="frame-footer">');
  expect(html).toContain('Framed by the Frame theme');
  expect(html).toContain('<main class="frame-main" data-content-field="main-content">');
  expect(html).not.toMatch(/<squarespace:|\{squarespace/);
  // None of the built-in theme's own layout around it.
  expect(html).not.toContain('class="site-header');
  expect(await linkedStylesheet(html)).toMatch(
    /\.frame-header,\s*\.frame-footer\s*\{[^}]*border-color: #1d4e89;/,
  );
}

/** The part of the page inside the theme's main element. */
function mainOf(html: string): string {
  const start = html.indexOf('<main class="frame-main"');
  return html.slice(start, html.indexOf('</main>', start));
}

/** The security headers every page is sent with. */
function expectSecurityHeaders(headers: Record<string, string>): void {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeDefined();
}

describe(`system pages of an uploaded theme (${testDatabaseKind()})`, () => {
  it('uses a theme folder tessera check accepts without a problem', async () => {
    expect((await checkThemeFolder(FRAME_THEME)).errors).toEqual([]);
  });

  it("shows a missing page with the theme's own not-found body inside its layout (404)", async () => {
    const res = await request(app).get('/no-such-page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    await expectFramed(res.text);
    expect(mainOf(res.text)).toContain('<h1>Adrift in the frame</h1>');
    expectSecurityHeaders(res.headers);
  });

  it("shows an order page without its token as the theme's not-found page (the checkout's 404)", async () => {
    const res = await request(app)
      .get('/commerce/orders/no-such-order?token=nope')
      .set('Accept', 'text/html');
    expect(res.status).toBe(404);
    await expectFramed(res.text);
    expect(mainOf(res.text)).toContain('<h1>Adrift in the frame</h1>');
  });

  it("shows a thrown error's page inside the theme's layout, with the built-in body and no stack (500)", async () => {
    const res = await request(app).get('/explode').set('Accept', 'text/html');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    await expectFramed(res.text);
    expect(pageText(mainOf(res.text))).toContain('Something went wrong');
    expect(res.text).not.toContain('the database went away');
    expectSecurityHeaders(res.headers);
  });

  it('shows the checkout inside the theme, with its island, form, hidden fields and messages', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug, 2);
    const res = await shopper.agent.get('/checkout').set('Accept', 'text/html').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res.headers);
    await expectFramed(res.text);
    const main = mainOf(res.text);
    expect(main).toContain('<tessera-island name="checkout"');
    expect(pageText(main)).toContain('Harbor Mug');
    expect(pageText(main)).toContain('Subtotal $30.00');
    expect(main).toMatch(/<form [^>]*class="checkout form"[^>]*action="\/checkout"/);
    expect(hiddenField(main, 'crumb')).toBe(shopper.crumb);
    // The pill cart and the boot script ride along in the theme's headers and footers.
    expect(res.text).toContain('<script type="module" src="/assets/boot-TESTHASH.js"></script>');

    // A post missing the email comes back inside the theme with the field's message.
    const { fields } = await checkoutForm(shopper);
    const refused = await shopper.agent
      .post('/checkout')
      .type('form')
      .set('Accept', 'text/html')
      .send({ ...fields, intent: 'place-order', email: '', ...MAINE_ADDRESS, cardNumber: CARDS.succeeds });
    expect(refused.status).toBe(400);
    await expectFramed(refused.text);
    expect(mainOf(refused.text)).toMatch(/id="checkout-email-error">[^<]+</);
  });

  it('places an order through the themed checkout and shows its confirmation inside the theme', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug, 1);
    const first = await checkoutForm(shopper);
    const updated = await shopper.agent
      .post('/checkout')
      .type('form')
      .set('Accept', 'text/html')
      .send({ ...first.fields, intent: 'update', email: 'ada@example.com', ...MAINE_ADDRESS })
      .expect(200);
    await expectFramed(updated.text);
    const hidden = Object.fromEntries(
      ['crumb', 'idempotencyKey', 'expectedTotalCents', 'cartToken'].map((name) => [
        name,
        hiddenField(updated.text, name) ?? '',
      ]),
    );
    const placed = await shopper.agent
      .post('/checkout')
      .type('form')
      .set('Accept', 'text/html')
      .send({
        ...hidden,
        intent: 'place-order',
        email: 'ada@example.com',
        ...MAINE_ADDRESS,
        cardNumber: CARDS.succeeds,
      })
      .expect(303);
    const confirmed = await shopper.agent.get(placed.headers.location).set('Accept', 'text/html').expect(200);
    await expectFramed(confirmed.text);
    expect(pageText(mainOf(confirmed.text))).toContain('Thank you! Your order is confirmed.');
  });

  it("shows a form's page again inside the theme after a plain post with a wrong answer (400)", async () => {
    const shopper = await newShopper(app);
    const page = await shopper.agent.get('/contact').set('Accept', 'text/html').expect(200);
    await expectFramed(page.text);
    const res = await shopper.agent
      .post(`/forms/${formId}`)
      .type('form')
      .set('Accept', 'text/html')
      .send({ crumb: shopper.crumb, email: 'ada@', 'tessera-return-to': '/contact' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res.headers);
    await expectFramed(res.text);
    const main = mainOf(res.text);
    expect(main).toContain(`data-form-id="${formId}"`);
    expect(main).toContain(`<p class="field__error" id="${formId}-email-error">`);
    expect(main).toContain('value="ada@"');
  });

  describe('while the site is locked', () => {
    beforeAll(async () => {
      await db.knex(TABLES.pages).insert({
        website_id: store.websiteId,
        url_id: 'lock-screen',
        page_type: 103,
        title: 'Opening soon',
        password_protected: true,
        password_hash: await hashPassword('friday'),
      });
      invalidateSiteData(store.websiteId);
    });

    it('shows the lock screen inside the theme at a page, the checkout and after a wrong password', async () => {
      for (const path of ['/', '/checkout', '/contact']) {
        const res = await request(app).get(path).set('Accept', 'text/html');
        expect(res.status, path).toBe(200);
        await expectFramed(res.text);
        const main = mainOf(res.text);
        expect(main).toContain('<form class="password-form" method="post" action="/unlock">');
        expect(main).toContain('<input type="hidden" name="target" value="site">');
        expect(main).not.toContain('<tessera-island name="checkout"');
      }
      const shopper = await newShopper(app);
      const wrong = await shopper.agent
        .post('/unlock')
        .type('form')
        .set('Accept', 'text/html')
        .send({ crumb: shopper.crumb, password: 'monday', target: 'site', returnTo: '/checkout' });
      expect(wrong.status).toBe(401);
      await expectFramed(wrong.text);
      expect(mainOf(wrong.text)).toContain('That password is not correct.');
    });
  });
});
