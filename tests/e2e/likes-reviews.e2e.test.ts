// A visitor likes a demo post in real Chromium (twice counts once, the state kept across pages), and a buyer writes a review from the reviews-request mail's link that shows, once approved, with the verified-buyer mark.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import { TABLES } from '../../server/db/tables.js';
import { approveReview } from '../../server/owner/reviews/service.js';
import { requestReviews } from '../../server/reviews/request-mail.js';
import { startServer, type RunningServer } from '../../server/serve.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, islandsHydrated, launchChromium, watchedTab } from './browser.js';
import { demoProduct } from './demo-store.js';

const POST = '/blog/how-to-season-cast-iron';
const TOTE = demoProduct('waxed-canvas-tote');

let server: RunningServer;
let dataDir: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newTab(javaScriptEnabled = true): Promise<{ tab: Page; problems: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled });
  contexts.push(context);
  return watchedTab(context);
}

const likeCount = (tab: Page) => tab.locator('.like-count').textContent();
const likeRows = () => server.db.knex(TABLES.likes).count({ n: '*' }).first();

describe.skipIf(!hasChromium || process.env.DATABASE_URL !== undefined)(
  `likes and reviews in the browser (${testDatabaseKind()})`,
  () => {
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'tessera-likes-e2e-'));
      server = await startServer(testConfig({ dataDir, port: 0 }));
      browser = await launchChromium();
    }, 180_000);
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('likes a post without a reload; liking twice counts once', async () => {
      const { tab, problems } = await newTab();
      expect((await tab.goto(`${server.url}${POST}`))?.status()).toBe(200);
      const button = tab.getByRole('button', { name: 'Like' });
      await button.scrollIntoViewIfNeeded();
      await islandsHydrated(tab);
      // The island says whether this visitor liked the post once it has asked (slower on a busy machine).
      await tab.waitForFunction(
        () => document.querySelector('.like-button')?.getAttribute('aria-pressed') === 'false',
      );
      await expect(button.getAttribute('aria-pressed')).resolves.toBe('false');
      const before = await likeCount(tab);
      await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await button.click();
      await tab.waitForFunction(
        () => document.querySelector('.like-button')?.getAttribute('aria-pressed') === 'true',
      );
      const liked = await likeCount(tab);
      expect(liked).not.toBe(before);
      expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // The same visitor in another tab: the shared page, then the island says it is liked already.
      const again = await tab.context().newPage();
      await again.goto(`${server.url}${POST}`);
      await again.locator('.like-button').scrollIntoViewIfNeeded();
      await again.waitForFunction(
        () => document.querySelector('.like-button')?.getAttribute('aria-pressed') === 'true',
      );
      expect(await likeCount(again)).toBe(liked);
      // A second like straight to the API (what a double click or a replay sends) changes nothing.
      const status = await again.evaluate(
        async (path) => {
          const crumb = document.cookie.match(/(?:^|; )crumb=([^;]+)/)?.[1] ?? '';
          const res = await fetch(path, { method: 'POST', headers: { 'X-Csrf-Token': crumb } });
          return [res.status, ((await res.json()) as { liked: boolean }).liked];
        },
        `/api/likes/${await again.locator('form.like-form input[name="itemId"]').inputValue()}`,
      );
      expect(status).toEqual([200, true]);
      await again.reload();
      expect(await likeCount(again)).toBe(liked);
      expect(Number((await likeRows())?.n)).toBe(1);
      expect(await axeViolations(again)).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('likes with JavaScript off through the plain form', async () => {
      const { tab } = await newTab(false);
      await tab.goto(`${server.url}${POST}`);
      const before = await likeCount(tab);
      await tab.getByRole('button', { name: 'Like' }).click();
      await tab.waitForURL(`${server.url}${POST}`);
      expect(await likeCount(tab)).not.toBe(before);
      expect(Number((await likeRows())?.n)).toBe(2);
    });

    it('writes a review from the reviews-request link, shown with the verified mark once approved', async () => {
      const knex = server.db.knex;
      const website = (await knex(TABLES.websites).where({ is_default: true }).first('id')) as { id: string };
      const product = (await knex(TABLES.contentItems)
        .where({ website_id: website.id, url_id: TOTE.urlId })
        .first('id')) as { id: string };
      const [order] = (await knex(TABLES.orders)
        .insert({
          website_id: website.id,
          order_number: 9001,
          idempotency_key: 'e2e-review',
          customer_email: 'buyer@example.com',
          status: 'fulfilled',
        })
        .returning('id')) as { id: string }[];
      await knex(TABLES.orderItems).insert({
        website_id: website.id,
        order_id: order.id,
        product_id: product.id,
        sku: TOTE.variants[0].sku,
        product_name: TOTE.title,
        product_type: 1,
        quantity: 1,
      });
      await knex.transaction((trx) =>
        requestReviews(
          trx,
          { id: order.id, websiteId: website.id, customerEmail: 'buyer@example.com', orderNumber: 9001 },
          { origin: server.url },
        ),
      );
      const mail = (await knex(TABLES.mailOutbox).where({ to_address: 'buyer@example.com' }).first()) as {
        body_text: string;
      };
      const link = /(http:\/\/\S+\/commerce\/reviews\/\S+)/.exec(mail.body_text)![1];

      const { tab, problems } = await newTab();
      expect((await tab.goto(link))?.status()).toBe(200);
      expect(await axeViolations(tab)).toEqual([]);
      await tab.getByRole('button', { name: 'Send your review' }).click();
      await expect(tab.getByRole('alert').textContent()).resolves.toContain('Your review has a problem.');
      await tab.getByRole('radio', { name: '5 stars' }).check();
      await tab
        .getByRole('textbox', { name: 'Your review', exact: true })
        .fill('Carries a week of groceries. <b>Sturdy</b>.');
      await tab.getByRole('textbox', { name: 'Your name, as shown with your review' }).fill('Ruth K.');
      await tab.getByRole('button', { name: 'Send your review' }).click();
      await expect(tab.locator('.system-page__message').textContent()).resolves.toBe(
        'Thank you! Your review will appear once the shop has read it.',
      );
      const [held] = (await knex(TABLES.productReviews).select('id', 'status')) as {
        id: string;
        status: string;
      }[];
      expect(held.status).toBe('pending');
      await approveReview(knex, website.id, held.id);

      await tab.goto(`${server.url}${TOTE.path}`);
      // The description and the reviews are tabs: Description first, Reviews shown when chosen.
      await expect(tab.getByRole('tabpanel', { name: 'Description' }).isVisible()).resolves.toBe(true);
      await tab.getByRole('tab', { name: 'Reviews (1)' }).click();
      await expect(tab.getByRole('tabpanel', { name: 'Description' }).count()).resolves.toBe(0);
      const reviews = tab.getByRole('tabpanel', { name: 'Reviews (1)' });
      await expect(reviews.locator('.review__body').textContent()).resolves.toBe(
        'Carries a week of groceries. <b>Sturdy</b>.',
      );
      await expect(reviews.locator('.review__verified').textContent()).resolves.toBe('Verified buyer');
      await expect(reviews.locator('.rating-summary').textContent()).resolves.toContain('Rated 5 out of 5');
      // Products carry the like button and the share links too.
      await expect(tab.getByRole('button', { name: 'Like' }).count()).resolves.toBe(1);
      await expect(tab.getByRole('link', { name: 'Share on Facebook' }).count()).resolves.toBe(1);
      expect(await axeViolations(tab)).toEqual([]);
      // The refused form came back as a 400 page on purpose; the browser logs that status, nothing else.
      expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    });
  },
);
