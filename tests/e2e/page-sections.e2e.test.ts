// The owner builds a three-section landing page from the page panel (a hero on a picture with its focal point, three feature columns, a newsletter); visitors see the columns side by side at 1,440 px and stacked at 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** Adds a section of `design` from the panel's "New section" choice. */
async function addSection(tab: Page, design: string): Promise<void> {
  await tab.getByRole('combobox', { name: 'New section' }).selectOption({ label: design });
  await tab.getByRole('button', { name: 'Add section' }).click();
  await tab.getByText(`${design} section added`).waitFor();
}

/** The boxes of the feature columns (the second section's) on the live page. */
function featureColumns(tab: Page) {
  return tab
    .locator('[data-section-id]')
    .nth(1)
    .locator('.page-section__column')
    .evaluateAll((columns) =>
      columns.map((column) => {
        const box = column.getBoundingClientRect();
        return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
      }),
    );
}

const sidewaysScroll = (tab: Page) =>
  tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!hasChromium)(`sections and columns (${testDatabaseKind()})`, () => {
  it('builds a hero, three feature columns and a newsletter from the panel; the live page lays them out at 1,440 and 390 px', async () => {
    const owner = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);

    await tab.getByRole('button', { name: 'Add page' }).click();
    await tab.getByRole('menuitem', { name: 'Page', exact: true }).click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Spring Landing');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await tab.waitForURL(/\/config\/pages\/[^/]+$/);

    await addSection(tab, 'Hero');
    await tab.getByRole('button', { name: 'Section settings' }).click();
    await tab.getByRole('combobox', { name: 'Background' }).selectOption('image');
    const picker = tab.getByRole('dialog', { name: 'Choose the background picture' });
    await picker.getByRole('option').first().click();
    await picker.getByRole('button', { name: 'Choose' }).click();
    await tab.getByLabel('Focal point across (%)').fill('30');
    await tab.getByLabel('Focal point down (%)').fill('70');
    await addSection(tab, 'Features in columns');
    await addSection(tab, 'Newsletter');
    await tab.getByText('All changes saved').waitFor();
    // The page's blocks are a draft until published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await tab.getByText('Published', { exact: true }).first().waitFor();
    expect(await tab.getByRole('listitem', { name: /^Section \d$/ }).count()).toBe(3);

    const visitor = await newVisitor({ viewport: { width: 1440, height: 900 } });
    const { tab: visit } = await watchedTab(visitor);
    expect((await visit.goto(url('/spring-landing')))?.status()).toBe(200);
    expect(await visit.locator('[data-section-id]').count()).toBe(3);
    const hero = visit.locator('[data-section-id]').first();
    await expect(hero.locator('h2').textContent()).resolves.toBe('A headline that says what you offer');
    const picture = hero.locator('img.page-section__image');
    expect(await picture.getAttribute('alt')).toBe('');
    expect(await picture.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('30% 70%');
    // Full bleed: the hero's picture runs the window's width.
    expect(
      await picture.evaluate((img) => Math.round(img.getBoundingClientRect().width)),
    ).toBeGreaterThanOrEqual(1425);

    const wide = await featureColumns(visit);
    expect(wide).toHaveLength(3);
    expect(new Set(wide.map((column) => column.y)).size).toBe(1);
    expect(wide[0].x).toBeLessThan(wide[1].x);
    expect(wide[1].x).toBeLessThan(wide[2].x);
    await expect(visit.locator('[data-section-id]').nth(2).textContent()).resolves.toContain('Stay in touch');
    expect(await sidewaysScroll(visit)).toBeLessThanOrEqual(0);
    expect(await axeViolations(visit)).toEqual([]);

    await visit.setViewportSize({ width: 390, height: 844 });
    const narrow = await featureColumns(visit);
    expect(new Set(narrow.map((column) => column.x)).size).toBe(1);
    expect(narrow[0].y).toBeLessThan(narrow[1].y);
    expect(narrow[1].y).toBeLessThan(narrow[2].y);
    expect(await sidewaysScroll(visit)).toBeLessThanOrEqual(0);
    expect(await axeViolations(visit)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});
