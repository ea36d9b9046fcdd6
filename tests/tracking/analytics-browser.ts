// What the tracking browser suites share: writing the buffered events out, switching the visitor-metrics flag, and reading the owner's Analytics screen as the browser shows it.
import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { performanceWriterFor } from '../../server/tracking/performance-writer.js';

/** The tracking endpoints of SPEC §7: the census, the error reporter and the performance records. */
export const TRACKING_ENDPOINTS = /\/api\/(census|events|1\/performance)\//;

/** Writes what the server's buffered writers hold (page views, census hits, vitals) to the database. */
export async function flushTracking(knex: Knex): Promise<void> {
  await trackingSinkFor(knex).flush();
  await performanceWriterFor(knex, createLogger('silent')).flush();
}

/** The demo website's id. */
export async function demoWebsiteId(knex: Knex): Promise<string> {
  const row = (await knex(TABLES.websites).where({ is_default: true }).first('id')) as { id: string };
  return row.id;
}

/** Switches the demo's `visitor-metrics` feature flag (the commerce events of SPEC §7) and drops its cached pages. */
export async function setVisitorMetrics(knex: Knex, on: boolean): Promise<void> {
  const websiteId = await demoWebsiteId(knex);
  const row = (await knex(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('feature_flags')) as {
    feature_flags: unknown;
  };
  const stored = typeof row.feature_flags === 'string' ? JSON.parse(row.feature_flags) : row.feature_flags;
  const flags = { ...(stored as Record<string, unknown>), 'visitor-metrics': on };
  await knex(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .update({ feature_flags: JSON.stringify(flags) });
  invalidateSiteData(websiteId);
}

/** Opens /config/analytics in a signed-in owner's tab and waits for its figures. */
export async function openAnalytics(tab: Page, origin: string): Promise<void> {
  await tab.goto(`${origin}/config/analytics`);
  await tab.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
  await tab.getByRole('list', { name: 'Figures of the period' }).waitFor();
}

/** The rows of the Analytics screen's table titled `title`, each as its cells' texts. */
export async function analyticsTable(tab: Page, title: string): Promise<string[][]> {
  const section = tab.locator(`section[aria-label="${title}"]`);
  await section.locator('table, .empty-state').first().waitFor();
  return section
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from((row as HTMLTableRowElement).cells).map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** A list of figure cards (default the period's four): label → value as shown (`Visits` → `3`, `Bounce rate` → `33.3%`). */
export async function analyticsFigures(
  tab: Page,
  list = 'Figures of the period',
): Promise<Record<string, string>> {
  const cards = tab.getByRole('list', { name: list }).locator('.analytics-figure');
  await cards.first().waitFor();
  const pairs = await cards.evaluateAll((items) =>
    items.map((item) => [
      (item.querySelector('.analytics-figure__label')?.textContent ?? '').trim(),
      (item.querySelector('.analytics-figure__value')?.textContent ?? '').trim(),
    ]),
  );
  return Object.fromEntries(pairs);
}
