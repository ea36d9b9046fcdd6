// Issue 30 "Edit on the page", in Chromium against the real server and the demo site: an insert point in the preview adds a block at that place, a click on a block in the preview selects it in the panel, a text block edited in place changes the live page after the save.
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();

/** How long a poll waits for an autosave (1.5 s after the last change) and the request it sends. */
const SAVE = { timeout: 15_000 };

interface StoredBlock {
  type: string;
  html?: string;
}

describe.skipIf(!hasChromium)(`issue 30: editing on the page itself (${testDatabaseKind()})`, () => {
  it('inserts a text block between two blocks, selects blocks by clicking them, and edits the text in place', async () => {
    const { tab } = await watchedTab(await suite.newVisitor({ viewport: { width: 1440, height: 900 } }));
    await signInToEditor(tab, suite.storefront.origin);
    // A page of blocks (PAGE_TYPE 2: a plain page) of the demo.
    const page = (await suite.storefront.knex(TABLES.pages).where({ page_type: 2 }).first('id')) as {
      id: string;
    };
    // What the editor saved: the page's draft (its published content until the first save).
    const storedBlocks = async () => {
      const row = (await suite.storefront
        .knex(TABLES.pages)
        .where({ id: page.id })
        .first('content', 'draft_content')) as Record<
        'content' | 'draft_content',
        string | null | { blocks: StoredBlock[] }
      >;
      const stored = row.draft_content ?? row.content;
      const content = typeof stored === 'string' ? JSON.parse(stored) : stored;
      return (content as { blocks: StoredBlock[] }).blocks;
    };
    const before = await storedBlocks();
    await tab.goto(suite.url(`/config/pages/${page.id}`));
    const frame = tab.frameLocator('iframe[title="Site preview"]');

    // An insert point between the first two blocks opens the block menu; the block goes there.
    await frame.getByRole('button', { name: 'Add a block between blocks 1 and 2' }).click();
    await tab.getByRole('menuitem', { name: 'Text', exact: true }).click();
    // Its text field takes focus once the text editor has loaded.
    const field = tab.locator('.block-card--open').getByRole('textbox', { name: 'Text' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement), SAVE).toBe(true);
    await tab.keyboard.type('Baked at dawn.');
    await expect.poll(async () => (await storedBlocks())[1]?.html, SAVE).toBe('<p>Baked at dawn.</p>');
    await expect
      .poll(async () => (await storedBlocks()).map((block) => block.type), SAVE)
      .toEqual([before[0].type, 'text', ...before.slice(1).map((block) => block.type)]);

    // A click on a block of the preview opens that block in the panel.
    const added = frame.locator('[data-block-id]', { hasText: 'Baked at dawn.' });
    await added.waitFor();
    const first = frame.locator('[data-block-id]').first();
    await first.click();
    const open = tab.locator('.block-card--open');
    await expect
      .poll(() => open.getAttribute('data-block-id'))
      .toBe(await first.getAttribute('data-block-id'));
    await added.click();
    await expect
      .poll(() => open.getAttribute('data-block-id'))
      .toBe(await added.getAttribute('data-block-id'));
    expect(await open.locator('.block-card__summary').textContent()).toContain('Baked at dawn.');

    // "Edit text" on the selected text block opens the rich-text editor over it.
    await frame.getByRole('button', { name: 'Edit text' }).click();
    const inPlace = tab.getByRole('group', { name: 'Text on the page' });
    const box = inPlace.getByRole('textbox', { name: 'Text on the page' });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await tab.keyboard.type(' Fresh bread daily.');
    // No serious axe finding in the editor with the overlay open.
    expect(await axeViolations(tab)).toEqual([]);
    await inPlace.getByRole('button', { name: 'Done' }).click();
    await inPlace.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await storedBlocks())[1].html, SAVE)
      .toBe('<p>Baked at dawn. Fresh bread daily.</p>');

    // Nor in the preview with its canvas, once it shows the last save.
    await frame.locator('[data-block-id]', { hasText: 'Fresh bread daily.' }).waitFor();
    await frame.getByRole('button', { name: 'Add a block after the last block' }).first().waitFor();
    const preview = tab.frames().find((candidate) => candidate !== tab.mainFrame())!;
    expect(await axeViolations(preview)).toEqual([]);

    // The live page, as a visitor sees it once the draft is published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await tab.getByText('Published', { exact: true }).first().waitFor();
    const address = (await tab.locator('iframe[title="Site preview"]').getAttribute('src'))!;
    const visitor = await (await suite.newVisitor()).newPage();
    await expect
      .poll(async () => {
        await visitor.goto(suite.url(address));
        return visitor.locator('[data-block-id]').nth(1).textContent();
      }, SAVE)
      .toContain('Baked at dawn. Fresh bread daily.');
    // The visitor's page carries nothing of the canvas.
    expect(await visitor.locator('script[data-tessera-canvas], .tessera-canvas').count()).toBe(0);
  });
});
