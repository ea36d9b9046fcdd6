// A visitor posts a comment on a demo blog post in real Chromium (ALTCHA solved in the browser, no reload), and it appears once the owner approves it in the editor's Comments screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import { TABLES } from '../../server/db/tables.js';
import { startServer, type RunningServer } from '../../server/serve.js';
import { axeViolations } from './axe.js';
import { hasChromium, islandsHydrated, launchChromium, watchedTab } from './browser.js';
import { signInToEditor } from './editor-session.js';
import { testDatabaseKind } from '../support/test-database.js';

/** The demo post whose comments are open (fixtures/demo/posts.json, commentState 1). */
const POST = '/blog/how-to-season-cast-iron';
const BODY = 'Flaxseed worked for us. See https://example.com/skillet #castiron';

let server: RunningServer;
let dataDir: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newTab(): Promise<{ tab: Page; problems: string[] }> {
  const context = await browser.newContext();
  contexts.push(context);
  return watchedTab(context);
}

const heading = (tab: Page) => tab.locator('.comments__title').textContent();

describe.skipIf(!hasChromium || process.env.DATABASE_URL !== undefined)(
  `comments in the browser (${testDatabaseKind()})`,
  () => {
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'tessera-comments-e2e-'));
      server = await startServer(testConfig({ dataDir, port: 0, captchaWork: 20_000 }));
      browser = await launchChromium();
    }, 180_000);
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('posts a comment that appears after the owner approves it', async () => {
      const { tab, problems } = await newTab();
      expect((await tab.goto(`${server.url}${POST}`))?.status()).toBe(200);
      const before = await heading(tab);
      const form = tab.locator('#comment-form');
      await form.scrollIntoViewIfNeeded();
      await islandsHydrated(tab);
      // Marks this document: a reload would lose it.
      await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

      await form.getByRole('textbox', { name: 'Name (required)' }).fill('Marta from Duluth');
      await form.getByRole('textbox', { name: 'Comment (required)' }).fill(BODY);
      await form.locator('.tessera-captcha__box[data-rendered] altcha-widget').waitFor();
      await form.locator('altcha-widget input[type="checkbox"]').click({ force: true });
      await tab.waitForFunction(
        () =>
          (document.querySelector('altcha-widget input[name="captchaKey"]') as HTMLInputElement | null)
            ?.value,
        undefined,
        { timeout: 30_000 },
      );
      await form.getByRole('button', { name: 'Post comment' }).click();
      await tab.waitForFunction(
        () => document.querySelector('#comment-form [role="status"]')?.textContent !== '',
      );
      await expect(form.getByRole('status').textContent()).resolves.toBe(
        'Your comment is awaiting moderation.',
      );
      expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      const [held] = await server.db.knex(TABLES.comments).select('status', 'author_name');
      expect(held).toEqual({ status: 'held', author_name: 'Marta from Duluth' });

      // Held: not on the page yet.
      await tab.reload();
      expect(await tab.locator('.comments__list').getByText('Marta from Duluth').count()).toBe(0);

      const owner = await newTab();
      await signInToEditor(owner.tab, server.url);
      await owner.tab.getByRole('link', { name: 'Comments' }).click();
      await owner.tab.getByRole('heading', { name: 'Comments', level: 1 }).waitFor();
      const card = owner.tab.getByRole('article', { name: 'Marta from Duluth' });
      // The queue loads after the screen's heading: wait for the held comment's card.
      await card.getByText(BODY).waitFor();
      await expect(card.getByText(BODY).count()).resolves.toBe(1);
      await card.getByRole('button', { name: 'Approve the comment by Marta from Duluth' }).click();
      await owner.tab.getByText('Comment approved.').waitFor();

      await tab.reload();
      const shown = tab.locator('.comments__list .comment').filter({ hasText: 'Marta from Duluth' });
      await expect(shown.locator('.comment__text').textContent()).resolves.toBe(BODY);
      await expect(
        shown.getByRole('link', { name: 'https://example.com/skillet' }).getAttribute('rel'),
      ).resolves.toBe('noopener nofollow ugc');
      expect(await heading(tab)).not.toBe(before);
      expect(await axeViolations(tab)).toEqual([]);
      expect(problems).toEqual([]);
      // The editor asks for the session before signing in: that first 401 is its answer, not a problem.
      expect(owner.problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    }, 120_000);
  },
);
