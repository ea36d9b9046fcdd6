// Issue 30 "Blocks drag between columns and sections" on the page itself, in Chromium against the real server: the owner drags a block by its handle in the preview from one column to another with the mouse; the preview and the panel show it moved, it stays after a reload (the draft), visitors see the published layout until Publish; the handle's menu moves it back by keyboard.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** How long a poll waits for an autosave (1.5 s after the last change), its request and the preview's reload. */
const SAVE = { timeout: 15_000 };

/** Publishes from the panel and waits for the state it announces. */
async function publish(tab: Page): Promise<void> {
  await tab.getByRole('button', { name: 'Publish', exact: true }).click();
  await tab.locator('.publish-bar__state').getByText('Published', { exact: true }).waitFor(SAVE);
}

/** The text of each column of the first section of `where` (the preview's frame, or a visitor's page). */
function columnTexts(where: Page | ReturnType<Page['frameLocator']>): Promise<string[]> {
  return where
    .locator('[data-section-id]')
    .first()
    .locator('.page-section__column')
    .evaluateAll((columns) => columns.map((column) => column.textContent ?? ''));
}

/** The panel's block types of column `column` of 3 of section 1. */
const panelTypes = (tab: Page, column: number) =>
  tab
    .getByRole('group', { name: `Section 1, column ${column} of 3` })
    .getByRole('listitem')
    .locator('.block-card__type')
    .allTextContents();

/** Drags `handle` with the mouse, in small steps as a hand would, and drops it at `to`. */
async function drag(tab: Page, handle: Locator, to: { x: number; y: number }): Promise<void> {
  const box = (await handle.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await tab.mouse.move(from.x, from.y);
  await tab.mouse.down();
  // A few pixels first: the drag starts after 4.
  await tab.mouse.move(from.x, from.y + 8, { steps: 4 });
  await tab.mouse.move(to.x, to.y, { steps: 20 });
  await tab.mouse.move(to.x, to.y + 1, { steps: 2 });
  await tab.mouse.up();
}

describe.skipIf(!hasChromium)(`issue 30: blocks dragged in the preview (${testDatabaseKind()})`, () => {
  it('drags a block from one column to another in the preview; it moves in the panel, stays in the draft, and goes live on Publish', async () => {
    const owner = await newVisitor({ viewport: { width: 1440, height: 1100 } });
    const { tab, problems } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);

    await tab.getByRole('button', { name: 'Add page' }).click();
    await tab.getByRole('menuitem', { name: 'Page', exact: true }).click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Our Studio');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await tab.waitForURL(/\/config\/pages\/[^/]+$/);
    const editorAddress = tab.url();

    await tab.getByRole('combobox', { name: 'New section' }).selectOption({ label: 'Features in columns' });
    await tab.getByRole('button', { name: 'Add section' }).click();
    await tab.getByRole('group', { name: 'Section 1, column 3 of 3' }).waitFor();
    await tab.getByText('All changes saved').waitFor(SAVE);
    await publish(tab);

    // What visitors see: "Quality" heads the first column.
    const visitor = await newVisitor({ viewport: { width: 1440, height: 900 } });
    const { tab: visit } = await watchedTab(visitor);
    expect((await visit.goto(url('/our-studio')))?.status()).toBe(200);
    const published = await columnTexts(visit);
    expect(published[0]).toContain('Quality');

    // In the preview: the "Quality" heading hovered shows its move handle, dragged below column 2's last block.
    const frame = tab.frameLocator('iframe[title="Site preview"]');
    const quality = frame.locator('[data-block-id]:has(h3:text-is("Quality"))');
    await quality.scrollIntoViewIfNeeded();
    await quality.hover();
    const handle = frame.getByRole('button', { name: 'Move block' });
    await handle.waitFor();
    const secondColumn = frame.locator('[data-section-id]').first().locator('.page-section__column').nth(1);
    const last = (await secondColumn.locator('[data-block-id]').last().boundingBox())!;
    await drag(tab, handle, { x: last.x + last.width / 2, y: last.y + (last.height * 3) / 4 });

    // The panel shows it at the end of column 2, then the preview once the draft is saved.
    await expect.poll(() => panelTypes(tab, 2), SAVE).toEqual(['Heading', 'Text', 'Heading']);
    expect(await panelTypes(tab, 1)).toEqual(['Text']);
    await tab.getByText('All changes saved').waitFor(SAVE);
    await expect
      .poll(async () => {
        const [first, second] = await columnTexts(frame);
        return !first.includes('Quality') && second.indexOf('Quality') > second.indexOf('Service');
      }, SAVE)
      .toBe(true);
    expect(await axeViolations(tab)).toEqual([]);

    // A reload keeps it: it is the page's draft.
    await tab.goto(editorAddress);
    await expect.poll(() => panelTypes(tab, 2), SAVE).toEqual(['Heading', 'Text', 'Heading']);
    // Visitors still see the published layout.
    await visit.reload();
    expect((await columnTexts(visit))[0]).toContain('Quality');

    await publish(tab);
    await expect
      .poll(async () => {
        await visit.reload();
        const [first, second] = await columnTexts(visit);
        return !first.includes('Quality') && second.includes('Quality');
      }, SAVE)
      .toBe(true);

    // By keyboard: the handle of the selected block opens its menu of moves; "Move to" sends it back.
    await quality.click();
    await expect
      .poll(() => tab.locator('.block-card--open .block-card__summary').textContent())
      .toContain('Quality');
    await tab.mouse.move(5, 5);
    const keyboardHandle = frame.getByRole('button', { name: 'Move block' });
    await keyboardHandle.focus();
    await tab.keyboard.press('Enter');
    const menu = frame.getByRole('menu', { name: 'Move block' });
    await menu.waitFor();
    await expect.poll(() => frame.locator(':focus').textContent()).toBe('Move up');
    // No serious axe finding in the preview with its canvas and the menu open.
    const preview = tab.frames().find((candidate) => candidate !== tab.mainFrame())!;
    expect(await axeViolations(preview)).toEqual([]);
    const target = 'Move to section 1, column 1 of 3';
    expect(await menu.getByRole('menuitem', { name: target }).count()).toBe(1);
    for (let step = 0; step < 8 && (await frame.locator(':focus').textContent()) !== target; step += 1)
      await tab.keyboard.press('ArrowDown');
    await tab.keyboard.press('Enter');
    await expect.poll(() => panelTypes(tab, 1), SAVE).toEqual(['Text', 'Heading']);
    await tab.getByText('All changes saved').waitFor(SAVE);
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});
