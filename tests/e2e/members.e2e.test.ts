// A visitor signs up to a members-only page in Chromium: refused before (105), welcomed (208), let in after; axe finds nothing serious on the way, nor on the account pages and 106.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';

const SECRET = 'Tide tables for members, updated every Sunday.';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** The page's serious axe findings, each prefixed with where it was found. */
async function violationsAt(tab: Page): Promise<string[]> {
  const path = new URL(tab.url()).pathname;
  return (await axeViolations(tab)).map((violation) => `${path}: ${violation}`);
}

describe.skipIf(!hasChromium)(`a members-only page in Chromium (${testDatabaseKind()})`, () => {
  it('refuses a visitor, lets them sign up on the page, and shows it to them after', async () => {
    const { knex } = suite.storefront;
    const website = await knex(TABLES.websites).where({ is_default: true }).first('id');
    const websiteId = website.id as string;
    const areas: { id: string }[] = await knex(TABLES.memberAreas)
      .insert([
        { website_id: websiteId, name: 'Harbor Club', access: 'free' },
        { website_id: websiteId, name: 'Workshop', access: 'free' },
      ])
      .returning('id');
    await knex(TABLES.pages).insert([
      {
        website_id: websiteId,
        url_id: 'harbor-club',
        page_type: 2,
        title: 'Harbor Club',
        member_area_id: areas[0].id,
        content: { blocks: [{ type: 'text', html: `<p>${SECRET}</p>` }] },
      },
      {
        website_id: websiteId,
        url_id: 'workshop-notes',
        page_type: 2,
        title: 'Notes',
        member_area_id: areas[1].id,
      },
    ]);
    invalidateSiteData(websiteId);

    const { tab, problems } = await watchedTab(await newVisitor());
    const found: string[] = [];
    await tab.goto(url('/account/forgot-password'));
    found.push(...(await violationsAt(tab)));
    const refused = await tab.goto(url('/harbor-club'));
    expect(refused?.status()).toBe(200);
    expect(await tab.locator('body').getAttribute('data-page-type')).toBe('105');
    await expect.poll(() => tab.getByRole('heading', { name: 'Harbor Club', level: 1 }).count()).toBe(1);
    expect(await tab.getByText(SECRET).count()).toBe(0);
    found.push(...(await violationsAt(tab)));

    await tab.locator('#sign-up-email').fill(`club-${Date.now()}@example.com`);
    await tab.locator('#sign-up-password').fill('tide pools at dawn');
    await tab.getByRole('button', { name: 'Create account' }).click();
    await tab.waitForURL(/\/members\/welcome\?/);
    expect(await tab.locator('body').getAttribute('data-page-type')).toBe('208');
    expect(await tab.getByRole('heading', { name: 'Membership confirmed' }).count()).toBe(1);
    found.push(...(await violationsAt(tab)));

    await tab.getByRole('link', { name: 'Continue to Harbor Club' }).click();
    await tab.waitForURL(url('/harbor-club'));
    expect(await tab.locator('body').getAttribute('data-page-type')).toBe('2');
    expect(await tab.getByText(SECRET).count()).toBe(1);

    await tab.goto(url('/account'));
    found.push(...(await violationsAt(tab)));
    // Another area's page stays shut to this member (106).
    expect((await tab.goto(url('/workshop-notes')))?.status()).toBe(403);
    expect(await tab.locator('body').getAttribute('data-page-type')).toBe('106');
    found.push(...(await violationsAt(tab)));
    expect(found).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);
  });
});
