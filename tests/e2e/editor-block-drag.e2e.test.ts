// Issue 30 "Blocks drag between columns and sections", in Chromium against the real server: the owner drags a block with the mouse from one column of a section to another in the page panel, adds a section at the preview's insert point after the last section, publishes, and the visitor's page shows the block in its new column.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** How long a poll waits for an autosave (1.5 s after the last change) and the request it sends. */
const SAVE = { timeout: 15_000 };

/** The middle of `locator`'s box. */
async function middle(locator: Locator): Promise<{ x: number; y: number; height: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, height: box.height };
}

/** Drags `handle` with the mouse, in small steps as a hand would, and drops it at `to`. */
async function drag(tab: Page, handle: Locator, to: { x: number; y: number }): Promise<void> {
  const from = await middle(handle);
  await tab.mouse.move(from.x, from.y);
  await tab.mouse.down();
  // A few pixels first: the drag starts after 4.
  await tab.mouse.move(from.x, from.y + 8, { steps: 4 });
  await tab.mouse.move(to.x, to.y, { steps: 20 });
  await tab.mouse.move(to.x, to.y + 1, { steps: 2 });
  await tab.mouse.up();
}

describe.skipIf(!hasChromium)(`issue 30: blocks dragged between columns (${testDatabaseKind()})`, () => {
  it('drags a block from the first column to the second with the mouse; the published page shows it there', async () => {
    const owner = await newVisitor({ viewport: { width: 1440, height: 1200 } });
    const { tab, problems } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);

    await tab.getByRole('button', { name: 'Add page' }).click();
    await tab.getByRole('menuitem', { name: 'Page', exact: true }).click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Our Workshop');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await tab.waitForURL(/\/config\/pages\/[^/]+$/);

    await tab.getByRole('combobox', { name: 'New section' }).selectOption({ label: 'Features in columns' });
    await tab.getByRole('button', { name: 'Add section' }).click();
    const first = tab.getByRole('group', { name: 'Section 1, column 1 of 3' });
    const second = tab.getByRole('group', { name: 'Section 1, column 2 of 3' });
    await second.waitFor();
    await tab.getByText('All changes saved').waitFor(SAVE);

    // "Quality" (column 1's heading) is dragged by its handle below column 2's last block.
    const quality = first.getByRole('listitem').filter({ hasText: 'Quality' });
    const handle = quality.getByRole('button', { name: /^Drag to move: Heading/ });
    const target = second.getByRole('listitem').last();
    await target.scrollIntoViewIfNeeded();
    const drop = await middle(target);
    await drag(tab, handle, { x: drop.x, y: drop.y + drop.height / 4 });

    await expect
      .poll(() => second.getByRole('listitem').locator('.block-card__type').allTextContents(), SAVE)
      .toEqual(['Heading', 'Text', 'Heading']);
    expect(await second.getByRole('listitem').last().textContent()).toContain('Quality');
    expect(await first.getByRole('listitem').count()).toBe(1);
    await tab.getByText('All changes saved').waitFor(SAVE);

    // The preview's insert point after the last section opens the section designs.
    const frame = tab.frameLocator('iframe[title="Site preview"]');
    await frame.getByRole('button', { name: 'Insert section after the last section' }).click();
    await tab.getByRole('menuitem', { name: 'Newsletter' }).click();
    await tab.getByRole('listitem', { name: 'Section 2' }).waitFor();
    await tab.getByText('All changes saved').waitFor(SAVE);
    expect(await axeViolations(tab)).toEqual([]);

    // The visitor sees the draft only once it is published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await tab.getByText('Published', { exact: true }).first().waitFor();

    const visitor = await newVisitor({ viewport: { width: 1440, height: 900 } });
    const { tab: visit } = await watchedTab(visitor);
    expect((await visit.goto(url('/our-workshop')))?.status()).toBe(200);
    const columns = visit.locator('[data-section-id]').first().locator('.page-section__column');
    expect(await columns.count()).toBe(3);
    const texts = await columns.evaluateAll((found) => found.map((column) => column.textContent ?? ''));
    expect(texts[0]).not.toContain('Quality');
    expect(texts[1]).toContain('Service');
    expect(texts[1]).toContain('Quality');
    // "Quality" comes after column 2's own blocks.
    expect(texts[1].indexOf('Quality')).toBeGreaterThan(texts[1].indexOf('Service'));
    await expect(visit.locator('[data-section-id]').nth(1).textContent()).resolves.toContain('Stay in touch');
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});
