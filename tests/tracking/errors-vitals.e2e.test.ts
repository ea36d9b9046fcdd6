// Issue 17, acceptance 3 in Chromium: a page's script error and a slow page reach the owner's Analytics screen; with every tracking endpoint answering 500 a visitor browses and buys as if nothing happened.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, islandsHydrated, watchedTab } from '../e2e/browser.js';
import { useBrowserSuite } from '../e2e/browser-suite.js';
import { demoProduct } from '../e2e/demo-store.js';
import { signInToEditor } from '../e2e/editor-session.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  analyticsTable,
  flushTracking,
  openAnalytics,
  setVisitorMetrics,
  TRACKING_ENDPOINTS,
} from './analytics-browser.js';

const suite = useBrowserSuite();
const SKILLET = demoProduct('cast-iron-skillet');
/** How long the slow page's document is held back: past every "poor" threshold of TTFB (1.8 s), FCP (3 s) and LCP (4 s). */
const SLOW_MS = 4500;
const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
const PERFORMANCE_PATH = '/api/1/performance/records';

/** Throws an uncaught error from the page's own event loop, as a broken script would. */
async function throwOnPage(tab: Page, message: string): Promise<void> {
  const posted = tab.waitForResponse((res) => res.url().endsWith(ERRORS_PATH));
  await tab.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  expect((await posted).status()).toBe(204);
}

describe.skipIf(!hasChromium)(`errors and performance in Chromium (${testDatabaseKind()})`, () => {
  it('shows a page’s script error with its count and a slow page’s vitals as poor on the Analytics screen', async () => {
    const visitor = await suite.newVisitor();
    const { tab } = await watchedTab(visitor);

    // The same broken script on two page loads: one group, counted twice.
    await suite.visit(tab, '/');
    await throwOnPage(tab, 'The harbour map failed to draw');
    await suite.visit(tab, '/shop');
    await throwOnPage(tab, 'The harbour map failed to draw');

    // A slow page for real: its document is held back before the server answers.
    await tab.route(suite.url('/about'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue();
    });
    const records = tab.waitForResponse(
      (res) =>
        // The post that carries the page's LCP (TTFB and FCP may come in an earlier one).
        res.url().endsWith(PERFORMANCE_PATH) &&
        (res.request().postData() ?? '').includes('"path":"/about"') &&
        (res.request().postData() ?? '').includes('LCP'),
      { timeout: 60_000 },
    );
    let settled = false;
    void records.then(
      () => (settled = true),
      () => (settled = true),
    );
    await suite.visit(tab, '/about');
    // An input ends the page's largest contentful paint, as a visitor's first key press does. The
    // page's performance script loads once the page is idle and hears only the inputs after that,
    // so the key is pressed again until the post is seen (or its wait above gives up).
    while (!settled) {
      await tab.keyboard.press('Shift');
      await tab.waitForTimeout(250);
    }
    expect((await records).status()).toBe(204);
    await flushTracking(suite.storefront.knex);

    const owner = await suite.newVisitor({ viewport: { width: 1366, height: 900 } });
    const screen = await owner.newPage();
    await signInToEditor(screen, suite.storefront.origin);
    await openAnalytics(screen, suite.storefront.origin);

    const errors = await analyticsTable(screen, 'JavaScript errors');
    expect(errors.map(([message, count, , page]) => [message, count, page])).toEqual([
      ['Error: The harbour map failed to draw', '2', '/shop'],
    ]);

    const vitals = (await analyticsTable(screen, 'Core Web Vitals')).filter(([page]) => page === '/about');
    const byMetric = new Map(
      vitals.map(([, metric, p75, rating, samples]) => [metric, { p75, rating, samples }]),
    );
    for (const metric of ['TTFB', 'FCP', 'LCP']) {
      const row = byMetric.get(metric);
      expect(row, `${metric} of /about: ${JSON.stringify(vitals)}`).toBeDefined();
      expect(row?.rating, metric).toBe('Poor');
      expect(Number(/^(\d+) ms$/.exec(row?.p75 ?? '')?.[1]), metric).toBeGreaterThanOrEqual(SLOW_MS);
      expect(row?.samples, metric).toBe('0 / 0 / 1');
    }
  });

  it('lets a visitor browse, add to cart and see the cart with every tracking endpoint answering 500', async () => {
    // The commerce events too, so every kind of tracking call is made.
    await setVisitorMetrics(suite.storefront.knex, true);
    try {
      const visitor = await suite.newVisitor();
      const failed: string[] = [];
      await visitor.route(TRACKING_ENDPOINTS, async (route) => {
        failed.push(new URL(route.request().url()).pathname);
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      });
      const tab = await visitor.newPage();
      const consoleLines: { type: string; text: string; url: string }[] = [];
      const uncaught: string[] = [];
      tab.on('console', (message) =>
        consoleLines.push({ type: message.type(), text: message.text(), url: message.location().url }),
      );
      tab.on('pageerror', (error) => uncaught.push(error.message));

      await suite.visit(tab, '/');
      await suite.visit(tab, '/shop');
      await suite.visit(tab, SKILLET.path);
      const hits = tab.waitForRequest((req) => req.url().endsWith('/api/census/events'));
      await tab.locator('form.product-form button[type="submit"]').click();
      await hits;
      const pill = tab.getByRole('link', { name: 'One item in cart' });
      await pill.waitFor();
      await expect(tab.getByRole('alert').count()).resolves.toBe(0);
      await Promise.all([tab.waitForURL(suite.url('/cart')), pill.click()]);
      await islandsHydrated(tab);
      await expect(tab.locator('.cart-entry').count()).resolves.toBe(1);
      await expect(tab.locator('.cart-entry').textContent()).resolves.toContain(SKILLET.title);
      // The failed census posts go to the error reporter, whose own post fails too, a second later;
      // the page's vitals follow five seconds after load.
      await tab.waitForRequest((req) => req.url().endsWith(ERRORS_PATH), { timeout: 5000 });
      await tab.waitForRequest((req) => req.url().endsWith(PERFORMANCE_PATH), { timeout: 15_000 });
      await expect(tab.getByRole('alert').count()).resolves.toBe(0);

      const kinds = new Set(failed.map((path) => path.replace(/\/[^/]*$/, '')));
      expect([...kinds].sort()).toEqual(['/api/1/performance', '/api/census', '/api/events']);
      expect(failed).toContain('/api/census/RecordHit');
      expect(failed).toContain('/api/census/events');
      expect(uncaught).toEqual([]);
      // Chromium itself notes each refused request; nothing else reaches the console.
      const others = consoleLines.filter(
        (line) =>
          !(
            line.type === 'error' &&
            line.text.startsWith('Failed to load resource: the server responded with a status of 500') &&
            TRACKING_ENDPOINTS.test(line.url)
          ),
      );
      expect(others).toEqual([]);
    } finally {
      await setVisitorMetrics(suite.storefront.knex, false);
    }
  });
});
