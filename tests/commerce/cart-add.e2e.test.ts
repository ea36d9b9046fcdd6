// Browser check of add-to-cart in Chromium: theme forms and reference markup add without a reload, and forms work with JavaScript off.
import cookieParser from 'cookie-parser';
import express from 'express';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile } from '../../engine/index.js';
import { FORMATTERS, PREDICATES } from '../../formatters/index.js';
import { readCartToken } from '../../server/commerce/cart/cart-cookie.js';
import { cartErrorMessage } from '../../server/commerce/cart/cart-errors.js';
import { getCart } from '../../server/commerce/cart/service.js';
import { cartSummary } from '../../server/commerce/cart/summary.js';
import type { Database } from '../../server/db/database.js';
import { escapeAttribute, renderIsland } from '../../server/site/islands.js';
import { createTestDatabase } from '../support/test-database.js';
import { CRUMB, ITEMS, SITE, cartTestApp, seedStore } from './cart-fixtures.js';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

const TEE_VARIANTS = [
  { sku: 'TEE-S-RED', attributes: { Size: 'S', Color: 'Red' }, qtyInStock: 3 },
  { sku: 'TEE-M-RED', attributes: { Size: 'M', Color: 'Red' }, qtyInStock: 10 },
  { sku: 'TEE-M-BLUE', attributes: { Size: 'M', Color: 'Blue' }, unlimited: true },
];

let workDir: string;
let db: Database;
let server: Server;
let origin: string;
let browser: Browser;
let boot: string;

function page(title: string, body: string, pill: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,"></head>
<body data-tracking="off"><main><h1>${title}</h1>${body}</main>${pill}<script type="module" src="${boot}"></script></body></html>`;
}

/** The theme's product form, as the attribute contract in runtime/add-to-cart.ts describes it. */
function themeForm(cartError: string | undefined): string {
  const select = (name: string, values: string[]) =>
    `<label>${name} <select name="variant-option-${name}" required><option value="">Select ${name}</option>${values
      .map((value) => `<option>${value}</option>`)
      .join('')}</select></label>`;
  return `${cartError ? `<p class="cart-error">${cartError}</p>` : ''}
<form method="post" action="/cart/add" data-tessera-add-to-cart data-variants="${escapeAttribute(JSON.stringify(TEE_VARIANTS))}">
  <input type="hidden" name="itemId" value="${ITEMS.tee}"><input type="hidden" name="sku" value="">
  <input type="hidden" name="crumb" value="${CRUMB}"><input type="hidden" name="returnTo" value="/p/tee">
  ${select('Size', ['S', 'M'])}${select('Color', ['Red', 'Blue'])}
  <label>Quantity <input name="quantity" type="number" min="1" max="9999" step="1" value="1"></label>
  <button type="submit">Add To Cart</button>
</form>`;
}

/** The reference widgets, rendered by our own formatters. */
function referenceMarkup(): string {
  const { template, errors } = compile('{item|product-checkout}', {
    formatters: FORMATTERS,
    predicates: PREDICATES,
  });
  expect(errors.filter((error) => error.severity === 'error')).toEqual([]);
  const item = {
    id: ITEMS.tee,
    collectionId: 'shop',
    structuredContent: { productType: 1, variants: TEE_VARIANTS, variantOptionOrdering: ['Size', 'Color'] },
  };
  return template.render({ item }).html;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'tessera-cart-e2e-'));
  const args = [
    'scripts/build-runtime.mjs',
    '--outdir',
    join(workDir, 'assets'),
    '--public-path',
    '/assets/',
  ];
  execFileSync(process.execPath, args, { stdio: 'pipe' });
  boot = (JSON.parse(readFileSync(join(workDir, 'assets', 'manifest.json'), 'utf8')) as { boot: string })
    .boot;

  db = await createTestDatabase();
  await seedStore(db.knex);
  const app = express();
  app.use('/assets', express.static(join(workDir, 'assets')));
  app.use(cookieParser());
  const pill = async (req: express.Request) =>
    renderIsland(
      'cart-pill',
      cartSummary(await getCart(db.knex, { websiteId: SITE, token: readCartToken(req) })),
    );
  app.get('/p/tee', async (req, res) => {
    res.send(page('Tee', themeForm(cartErrorMessage(req.query.cartError)), await pill(req)));
  });
  app.get('/p/tee-reference', async (req, res) => {
    res.send(page('Tee', referenceMarkup(), await pill(req)));
  });
  app.get('/cart', async (req, res) => {
    const cart = await getCart(db.knex, { websiteId: SITE, token: readCartToken(req) });
    const lines = cart.entries.map(
      (entry) => `<li>${entry.title} ${entry.chosenVariant.sku} × ${entry.quantity}</li>`,
    );
    res.send(page('Cart', `<ul class="entries">${lines.join('')}</ul>`, ''));
  });
  app.use(cartTestApp(db));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
  if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
});

/** A new visitor (a fresh cookie jar with the crumb cookie), on `path`, collecting page errors. */
async function open(
  path: string,
  javaScriptEnabled = true,
): Promise<{ tab: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([{ name: 'crumb', value: CRUMB, url: origin }]);
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  tab.on('pageerror', (error) => problems.push(error.message));
  await tab.goto(`${origin}${path}`);
  return { tab, context, problems };
}

async function labelBecomes(tab: Page, selector: string, text: string): Promise<void> {
  await tab.waitForFunction(
    ([sel, want]) => document.querySelector(sel)?.textContent?.trim() === want,
    [selector, text] as const,
    { timeout: 5_000 },
  );
}

/** Waits until the page's alert region reads `text` (its title, then its message). */
async function alertSays(tab: Page, text: string): Promise<void> {
  await tab.waitForFunction((want) => document.querySelector('[role="alert"]')?.textContent === want, text, {
    timeout: 5_000,
  });
}

describe.skipIf(!existsSync(CHROMIUM))('add to cart in Chromium', () => {
  it('adds from a theme form without a reload: Adding…, Added!, idle, and the pill shows the item', async () => {
    const { tab, context, problems } = await open('/p/tee');
    await tab.waitForSelector('tessera-island[hydrated]', { state: 'attached' });
    await tab.selectOption('select[name="variant-option-Size"]', 'M');
    await tab.selectOption('select[name="variant-option-Color"]', 'Red');
    await tab.fill('input[name="quantity"]', '2');
    await tab.click('button[type="submit"]');
    await labelBecomes(tab, 'button[type="submit"]', 'Adding…');
    await labelBecomes(tab, 'button[type="submit"]', 'Added!');
    await labelBecomes(tab, 'button[type="submit"]', 'Add To Cart');
    await expect(tab.locator('.tessera-cart-pill__count').textContent()).resolves.toBe('2');
    expect(tab.url()).toBe(`${origin}/p/tee`);
    const [entry] = (await (await tab.request.get(`${origin}/api/commerce/shopping-cart`)).json()).entries;
    expect(entry).toMatchObject({ chosenVariant: { sku: 'TEE-M-RED' }, quantity: 2 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows SPEC’s option message in an alert instead of the browser’s bubble, and sends nothing', async () => {
    const { tab, context, problems } = await open('/p/tee');
    await tab.selectOption('select[name="variant-option-Color"]', 'Red');
    await tab.click('button[type="submit"]');
    await alertSays(tab, 'Unable to Add ItemPlease select the Size option.');
    await labelBecomes(tab, 'button[type="submit"]', 'Add To Cart');
    const cart = await (await tab.request.get(`${origin}/api/commerce/shopping-cart`)).json();
    expect(cart.entries).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('binds the reference markup: adds the chosen variant, by click and by keyboard, and shows a refusal', async () => {
    const { tab, context, problems } = await open('/p/tee-reference');
    const button = '.sqs-add-to-cart-button';
    const label = '.sqs-add-to-cart-button-inner';
    await tab.click(button);
    await alertSays(tab, 'Unable to Add ItemPlease select the Size and Color options.');

    await tab.selectOption('select[data-variant-option-name="Size"]', 'M');
    await tab.selectOption('select[data-variant-option-name="Color"]', 'Blue');
    // After a refusal the button takes a second to be idle again (SPEC §4).
    await tab.waitForSelector(`${button}[aria-disabled="false"]`);
    await tab.focus(button);
    await tab.keyboard.press('Enter');
    await labelBecomes(tab, label, 'Added!');
    expect(await tab.locator('[role="alert"]').isHidden()).toBe(true);
    await labelBecomes(tab, label, 'Add To Cart');

    await tab.selectOption('select[data-variant-option-name="Size"]', 'S');
    await tab.selectOption('select[data-variant-option-name="Color"]', 'Red');
    await tab.fill('.product-quantity-input input', '50');
    await tab.click(button);
    await alertSays(tab, 'Unable to Add ItemSorry, we do not have enough of that item available.');
    const cart = await (await tab.request.get(`${origin}/api/commerce/shopping-cart`)).json();
    expect(cart.entries.map((entry: { chosenVariant: { sku: string } }) => entry.chosenVariant.sku)).toEqual([
      'TEE-M-BLUE',
    ]);
    // Chromium logs the refused request itself; nothing else may go wrong.
    expect(problems).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await context.close();
  });

  it('adds with JavaScript off: the form posts, the visitor lands on /cart, and a refusal comes back to the product', async () => {
    const { tab, context } = await open('/p/tee', false);
    await tab.selectOption('select[name="variant-option-Size"]', 'S');
    await tab.selectOption('select[name="variant-option-Color"]', 'Red');
    await Promise.all([tab.waitForURL(`${origin}/cart`), tab.click('button[type="submit"]')]);
    await expect(tab.locator('.entries').textContent()).resolves.toBe('Tee TEE-S-RED × 1');

    await tab.goto(`${origin}/p/tee`);
    await tab.selectOption('select[name="variant-option-Size"]', 'S');
    await tab.selectOption('select[name="variant-option-Color"]', 'Red');
    await tab.fill('input[name="quantity"]', '3');
    await Promise.all([tab.waitForURL(/cartError=not-enough-stock/), tab.click('button[type="submit"]')]);
    await expect(tab.locator('.cart-error').textContent()).resolves.toBe(
      'Sorry, we do not have enough of that item available.',
    );
    await context.close();
  });
});
