// A visitor donates a custom amount in Chromium: a donation block's "Other amount" → the donate page (203) → the test card → contribution confirmed (204); a declined card says so on the way; axe finds nothing serious on the three pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

async function violationsAt(tab: Page): Promise<string[]> {
  const path = new URL(tab.url()).pathname;
  return (await axeViolations(tab)).map((violation) => `${path}: ${violation}`);
}

describe.skipIf(!hasChromium)(`a donation in Chromium (${testDatabaseKind()})`, () => {
  it('donates a custom amount with the test card after a declined one', async () => {
    const { knex } = suite.storefront;
    const website = await knex(TABLES.websites).where({ is_default: true }).first('id');
    const websiteId = website.id as string;
    await knex(TABLES.pages).insert({
      website_id: websiteId,
      url_id: 'support-us',
      page_type: 2,
      title: 'Support us',
      content: {
        blocks: [{ type: 'donation', title: 'Keep the workshop open', amounts: [1000, 2500, 5000] }],
      },
    });
    invalidateSiteData(websiteId);

    const { tab, problems } = await watchedTab(await newVisitor());
    const found: string[] = [];
    await tab.goto(url('/support-us'));
    await expect.poll(() => tab.getByRole('heading', { name: 'Keep the workshop open' }).count()).toBe(1);
    found.push(...(await violationsAt(tab)));
    await tab.getByRole('radio', { name: 'Other amount' }).check();
    await tab.getByRole('textbox', { name: 'Other amount' }).fill('42.50');
    await tab.getByRole('button', { name: 'Donate' }).click();

    await tab.waitForURL(/\/donate\?/);
    expect(await tab.locator('body').getAttribute('data-page-type')).toBe('203');
    expect(await tab.locator('#donate-amount').inputValue()).toBe('42.50');
    found.push(...(await violationsAt(tab)));
    await tab.locator('#donate-name').fill('Ada Lovelace');
    await tab.locator('#donate-email').fill('ada.e2e@example.com');
    await tab.locator('#donate-card').fill('4000 0000 0000 0002');
    await tab.getByRole('button', { name: 'Donate' }).click();
    await expect
      .poll(() => tab.getByRole('alert').textContent())
      .toBe('Your card was declined. Please use a different card.');
    expect(await tab.locator('#donate-amount').inputValue()).toBe('42.50');
    found.push(...(await violationsAt(tab)));

    await tab.locator('#donate-card').fill('4242 4242 4242 4242');
    await tab.getByRole('button', { name: 'Donate' }).click();
    await tab.waitForURL(/\/donate\/thanks\?ref=D-/);
    expect(await tab.locator('body').getAttribute('data-page-type')).toBe('204');
    expect(
      await tab.getByRole('heading', { name: 'Thank you for your contribution', level: 1 }).count(),
    ).toBe(1);
    expect(await tab.locator('main').textContent()).toContain('$42.50');
    found.push(...(await violationsAt(tab)));

    const row = await knex(TABLES.donations).where({ donor_email: 'ada.e2e@example.com' }).first();
    expect(row.amount_cents).toBe(4250);
    expect(found).toEqual([]);
    // The declined card's page answered 400: the browser logs that status, nothing else.
    expect(problems.filter((problem) => !problem.includes('400'))).toEqual([]);
  });

  it('opens the newsletter popup once after its delay; Escape closes it and it stays closed on the next page', async () => {
    const { knex } = suite.storefront;
    const website = await knex(TABLES.websites).where({ is_default: true }).first('id');
    const websiteId = website.id as string;
    await knex(TABLES.websiteSettings)
      .insert({
        website_id: websiteId,
        promo_popup: { enabled: true, title: 'Workshop letters', text: 'One a month.', delaySeconds: 1 },
      })
      .onConflict('website_id')
      .merge(['promo_popup']);
    invalidateSiteData(websiteId);

    const { tab, problems } = await watchedTab(await newVisitor());
    await tab.goto(url('/support-us'));
    const dialog = tab.getByRole('dialog', { name: 'Workshop letters' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(() => tab.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await violationsAt(tab)).toEqual([]);
    await tab.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await tab.goto(url('/support-us'));
    await tab.waitForTimeout(2000);
    expect(await tab.getByRole('dialog', { name: 'Workshop letters' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
