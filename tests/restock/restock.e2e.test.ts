// A restock sign-up on a sold-out demo product in real Chromium: client checks, success, JavaScript off, the ALTCHA bot check solved in the browser, and axe-core.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import { TABLES } from '../../server/db/tables.js';
import { startServer, type RunningServer } from '../../server/serve.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { axeViolations } from '../e2e/axe.js';
import { hasChromium, islandsHydrated, launchChromium, watchedTab } from '../e2e/browser.js';
import { demoProduct } from '../e2e/demo-store.js';
import { testDatabaseKind } from '../support/test-database.js';

/** Both colours sold out; sign-ups on, with the mailing-list checkbox. */
const CANDLES = demoProduct('beeswax-taper-candles');
const SUCCESS = "Thanks! We'll email you the moment it's back on the shelf.";
const BLOCK = '.product-restock-notification';

let server: RunningServer;
let dataDir: string;
let dropSchema: (() => Promise<void>) | undefined;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A schema of its own on the PostgreSQL server at `url`, as the storefront suite makes. */
async function throwawaySchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `e2e_restock_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema "${schema}"`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
}

async function newVisitor(javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled });
  contexts.push(context);
  return context;
}

/** Opens the candles page and waits for the restock island (hydrated when visible) to be ready. */
async function openCandles(tab: Page): Promise<void> {
  const response = await tab.goto(`${server.url}${CANDLES.path}`);
  expect(response?.status()).toBe(200);
  await tab.locator(BLOCK).scrollIntoViewIfNeeded();
  await islandsHydrated(tab);
}

const signUps = () =>
  server.db
    .knex(TABLES.restockSignups)
    .orderBy('created_at')
    .select('email', 'join_mailing_list', 'variant_id');

describe.skipIf(!hasChromium)(`restock sign-up in the browser (${testDatabaseKind()})`, () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-restock-e2e-'));
    const schema = process.env.DATABASE_URL ? await throwawaySchema(process.env.DATABASE_URL) : undefined;
    dropSchema = schema?.drop;
    server = await startServer(
      testConfig({ dataDir, port: 0, databaseUrl: schema?.url, captchaWork: 20_000 }),
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await dropSchema?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks the email in the page, then signs up for the chosen colour and keeps only the call to action', async () => {
    const { tab, problems } = await watchedTab(await newVisitor());
    await openCandles(tab);
    const block = tab.locator(BLOCK);
    await expect(block.locator('.product-restock-cta').textContent()).resolves.toBe(
      "Sold out — get an email when it's back.",
    );
    await block.getByRole('button', { name: 'Notify Me' }).click();
    await expect(block.locator('.product-restock-error').textContent()).resolves.toBe(
      'Email cannot be blank',
    );
    await block.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await block.getByRole('button', { name: 'Notify Me' }).click();
    await expect(block.locator('.product-restock-error').textContent()).resolves.toBe('Email is invalid');
    expect(await signUps()).toEqual([]);

    await block.getByRole('combobox', { name: 'Colour' }).selectOption({ label: 'Ivory' });
    await block.getByRole('textbox', { name: 'Email address' }).fill('Candle.Fan@Example.com');
    await block.getByRole('checkbox').check();
    await block.getByRole('button', { name: 'Notify Me' }).click();
    await block.getByRole('status').waitFor();
    await expect(block.getByRole('status').textContent()).resolves.toBe(SUCCESS);
    expect(await block.locator('form').count()).toBe(0);
    expect(await block.locator('.product-restock-cta').count()).toBe(1);

    const [ivory] = await server.db.knex(TABLES.productVariants).where({ sku: 'HP-TAPER-IVOR' }).pluck('id');
    expect(await signUps()).toEqual([
      { email: 'candle.fan@example.com', join_mailing_list: true, variant_id: ivory },
    ]);
    expect(problems).toEqual([]);
  });

  it('has no serious or critical axe-core violation on the sold-out product page', async () => {
    const { tab } = await watchedTab(await newVisitor());
    await openCandles(tab);
    expect(await axeViolations(tab)).toEqual([]);
  });

  it('signs up with JavaScript off through the plain form', async () => {
    const tab = await (await newVisitor(false)).newPage();
    await tab.goto(`${server.url}${CANDLES.path}`);
    const block = tab.locator(BLOCK);
    await block.getByRole('textbox', { name: 'Email address' }).fill('no-script@example.com');
    await Promise.all([
      tab.waitForURL(/\/restock-notifications$/),
      block.getByRole('button', { name: 'Notify Me' }).click(),
    ]);
    await expect(tab.getByRole('status').textContent()).resolves.toBe(SUCCESS);
    await tab.getByRole('link', { name: 'Back to the product' }).click();
    expect(new URL(tab.url()).pathname).toBe(CANDLES.path);
    expect((await signUps()).map((row) => row.email)).toContain('no-script@example.com');
  });

  it('asks for the ALTCHA check when the site protects sign-ups, and accepts it solved in the browser', async () => {
    const [{ id: websiteId }] = await server.db.knex(TABLES.websites).select('id');
    await server.db
      .knex(TABLES.websiteSettings)
      .insert({ website_id: websiteId, captcha_settings: JSON.stringify({ productWaitlist: true }) })
      .onConflict('website_id')
      .merge();
    invalidateSiteData(websiteId);
    const { tab, problems } = await watchedTab(await newVisitor());
    await tab.goto(`${server.url}${CANDLES.path}`);
    const block = tab.locator(BLOCK);
    await block.scrollIntoViewIfNeeded();
    await islandsHydrated(tab);
    await block.getByRole('textbox', { name: 'Email address' }).fill('careful@example.com');
    await block.getByRole('button', { name: 'Notify Me' }).click();
    await expect(block.locator('.product-restock-error').textContent()).resolves.toBe(
      'Complete CAPTCHA before submitting.',
    );

    await block.locator('.tessera-captcha__box[data-rendered] altcha-widget').waitFor();
    // The visitor ticks the box (its drawn check mark lies over the input, as in any browser).
    await block.locator('altcha-widget input[type="checkbox"]').click({ force: true });
    // Solved in the browser's worker: the widget fills its hidden field with the payload.
    await tab.waitForFunction(
      () =>
        (document.querySelector('altcha-widget input[name="captchaKey"]') as HTMLInputElement | null)?.value,
      undefined,
      { timeout: 30_000 },
    );
    await block.getByRole('button', { name: 'Notify Me' }).click();
    await block.getByRole('status').waitFor();
    await expect(block.getByRole('status').textContent()).resolves.toBe(SUCCESS);
    expect((await signUps()).map((row) => row.email)).toContain('careful@example.com');
    expect(problems).toEqual([]);
  });
});
