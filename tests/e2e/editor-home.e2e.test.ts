// Issue 30's Home and phone header in Chromium against the real server and the demo store: the editor opens on Home (setup checklist, recent orders, low stock, View site; axe clean) with its navigation grouped under headings; a low-stock variant opens in Inventory; and the header's button keeps the site's title whole at 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { DEMO_OWNER } from './editor-session.js';

const suite = useBrowserSuite();

/** Signs in at /config, as an owner opening the editor does, and waits for Home. */
async function openEditor(tab: Page): Promise<void> {
  await tab.goto(suite.url('/config'));
  await tab.getByLabel('Email').fill(DEMO_OWNER.email);
  await tab.getByLabel('Password').fill(DEMO_OWNER.password);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  await tab.getByRole('region', { name: 'Set up your site' }).waitFor();
}

/** How the site's title sits in the header of the page open in `tab`. */
function titleLayout(tab: Page) {
  return tab.evaluate(() => {
    const title = document.querySelector<HTMLElement>('.site-header .site-title')!;
    const button = document.querySelector<HTMLElement>('.site-header__button')!;
    const box = title.getBoundingClientRect();
    const other = button.getBoundingClientRect();
    // Each word of the title on one line: a word broken mid-word has a box on each line.
    const text = [...title.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
    const words: { word: string; lines: number }[] = [];
    for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      words.push({ word: match[0], lines: lines.size });
    }
    return {
      words,
      overlapsButton: !(
        box.right <= other.left ||
        other.right <= box.left ||
        box.bottom <= other.top ||
        other.bottom <= box.top
      ),
      cut: title.scrollWidth > title.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

describe.skipIf(!hasChromium)(`issue 30: Home and the phone header (${testDatabaseKind()})`, () => {
  it('opens the editor on Home: the setup checklist, recent orders, low stock and View site, axe clean, the navigation grouped', async () => {
    const { tab, problems } = await watchedTab(
      await suite.newVisitor({ viewport: { width: 1366, height: 900 } }),
    );
    await openEditor(tab);
    const setup = tab.getByRole('region', { name: 'Set up your site' });
    // The demo has products of its own, shipping and a logo; it takes test payments only, on localhost.
    await setup.getByRole('heading', { name: 'Add your first product (done)' }).waitFor();
    await setup.getByRole('heading', { name: 'Take payments (to do)' }).waitFor();
    await setup.getByRole('heading', { name: 'Connect your domain (to do)' }).waitFor();
    await setup.getByRole('heading', { name: 'Add your site title and logo (done)' }).waitFor();
    await tab.getByRole('region', { name: 'Recent orders' }).waitFor();
    const stock = tab.getByRole('region', { name: 'Low stock' });
    await stock.waitFor();
    expect(await tab.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/');
    expect(await axeViolations(tab), 'the Home screen').toEqual([]);

    const nav = tab.getByRole('navigation', { name: 'Editor' });
    const headings = await nav.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Website', 'Commerce', 'Marketing', 'Analytics', 'Settings']);
    expect(await nav.getByRole('list', { name: 'Settings' }).getByRole('link').allTextContents()).toContain(
      'Members',
    );

    // A variant low on stock opens in Inventory, found by its SKU.
    const low = stock.getByRole('listitem').first();
    if ((await low.count()) > 0) {
      const sku = ((await low.textContent()) ?? '').match(/SKU (\S+)/)![1];
      await low.getByRole('link').click();
      await tab.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
      expect(await tab.getByLabel('Search inventory').inputValue()).toBe(sku);
      await tab
        .getByRole('table', { name: 'Inventory' })
        .getByRole('cell', { name: sku, exact: true })
        .waitFor();
    }
    // Only the signed-out editor's first look at the website (401) before signing in.
    expect(problems.filter((problem) => !/\b401\b/.test(problem))).toEqual([]);
  });

  it('keeps the site title whole beside the header button at 390 px', async () => {
    const { tab } = await watchedTab(await suite.newVisitor({ viewport: { width: 1366, height: 900 } }));
    await openEditor(tab);
    // The owner turns the header's button on (Design > Header & footer).
    await tab.goto(suite.url('/config/design/header-footer'));
    await tab.getByRole('heading', { name: 'Header & footer', level: 1 }).waitFor();
    await tab.getByLabel('Show a button').check();
    await tab.getByLabel('Button text').fill('Book a workshop');
    const link = tab.getByRole('group', { name: 'Button link' });
    await link.getByLabel('Web address').check();
    await link.getByLabel('Address', { exact: true }).fill('/workshops');
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await tab.getByText('The site shows these.').waitFor();

    // The title in words, as a site without a logo shows it.
    const knex = suite.storefront.knex;
    const row = (await knex(TABLES.websiteSettings).first('website_id', 'site_settings')) as {
      website_id: string;
      site_settings: Record<string, unknown> | string;
    };
    const settings =
      typeof row.site_settings === 'string' ? JSON.parse(row.site_settings) : row.site_settings;
    await knex(TABLES.websiteSettings)
      .where({ website_id: row.website_id })
      .update({ site_settings: JSON.stringify({ ...settings, logoImageId: null }) });
    invalidateSiteData(row.website_id);
    try {
      const phone = (await watchedTab(await suite.newVisitor({ viewport: { width: 390, height: 844 } }))).tab;
      expect((await phone.goto(suite.url('/')))?.status()).toBe(200);
      await phone.getByRole('link', { name: 'Book a workshop' }).waitFor();
      const layout = await titleLayout(phone);
      expect(layout.words.map((entry) => entry.word).join(' ')).toBe('Harbor & Pine Supply Co.');
      expect(layout.words.filter((entry) => entry.lines !== 1)).toEqual([]);
      expect(layout).toMatchObject({ overlapsButton: false, cut: false });
      expect(layout.pageWidth).toBeLessThanOrEqual(390);
    } finally {
      await knex(TABLES.websiteSettings)
        .where({ website_id: row.website_id })
        .update({ site_settings: JSON.stringify(settings) });
      invalidateSiteData(row.website_id);
    }
  });
});
