// The owner builds the site in Chromium: a new page with text and a picture, moved in the menu by dragging, seen by visitors at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { publicMenu, signInToEditor, testPicture } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** Drags the row of `handle` to the place of `target`'s row with the mouse, in small steps as a hand does. */
async function dragAbove(tab: Page, handle: string, target: string): Promise<void> {
  // Both rows must be on screen: the mouse moves over what is shown.
  await tab.getByRole('heading', { name: 'Main navigation' }).scrollIntoViewIfNeeded();
  const from = await tab.getByRole('button', { name: handle, exact: true }).boundingBox();
  const to = await tab.getByRole('button', { name: target, exact: true }).boundingBox();
  if (from === null || to === null) throw new Error('drag handles are not on screen');
  await tab.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await tab.mouse.down();
  await tab.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await tab.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await tab.waitForTimeout(150);
  await tab.mouse.up();
}

describe.skipIf(!hasChromium)(`building the site in the editor (${testDatabaseKind()})`, () => {
  it('adds a page with a text and an image block, drags it up the menu, and visitors see it there at once', async () => {
    const owner = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab, problems } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);

    await tab.getByRole('button', { name: 'Add page' }).click();
    await tab.getByRole('menuitem', { name: 'Page', exact: true }).click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Our Story');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await tab.waitForURL(/\/config\/pages\/[^/]+$/);

    await tab.getByRole('button', { name: 'Add block' }).click();
    await tab.getByRole('menuitem', { name: 'Text', exact: true }).click();
    const text = tab.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await tab.keyboard.type('We started in a boat shed on Water Street.');

    await tab.getByRole('button', { name: 'Add block' }).click();
    await tab.getByRole('menuitem', { name: 'Image' }).click();
    await tab.getByRole('button', { name: 'Choose image' }).click();
    const picker = tab.getByRole('dialog', { name: 'Choose the image' });
    await picker.getByRole('option').first().click();
    await picker.getByRole('button', { name: 'Choose' }).click();
    await tab.getByText('All changes saved').waitFor();
    // The page's blocks are a draft until published.
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await tab.getByText('Published', { exact: true }).first().waitFor();

    const visitor = await newVisitor();
    const { tab: visit } = await watchedTab(visitor);
    const response = await visit.goto(url('/our-story'));
    expect(response?.status()).toBe(200);
    await expect(visit.locator('main').textContent()).resolves.toContain(
      'We started in a boat shed on Water Street.',
    );
    expect(await visit.locator('main figure img').count()).toBe(1);

    const before = await publicMenu(visit, url('/'));
    expect(before.at(-1)).toBe('Our Story');
    await dragAbove(tab, 'Drag Our Story', 'Drag Shop');
    await tab.getByText('Navigation saved.').waitFor();
    const after = await publicMenu(visit, url('/'));
    expect(after.slice(0, 3)).toEqual([before[0], 'Our Story', before[1]]);
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });

  it('uploads two pictures with a progress bar each, renames one and deletes the other', async () => {
    const owner = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('link', { name: 'Files' }).click();
    await tab.getByRole('heading', { name: 'Files', level: 1 }).waitFor();

    const pictures = [
      await testPicture('dock-north.png', '#1d4ed8'),
      await testPicture('dock-south.png', '#b42318'),
    ];
    await tab.locator('input[type="file"]').first().setInputFiles(pictures);
    for (const picture of pictures) {
      const bar = tab.getByRole('progressbar', { name: picture.name });
      await bar.waitFor();
      await expect.poll(() => bar.getAttribute('value')).toBe('100');
    }
    const uploads = tab.getByRole('list', { name: 'Uploads' });
    await expect.poll(() => uploads.getByText('Uploaded', { exact: true }).count()).toBe(2);

    await tab.getByRole('button', { name: 'Rename dock-north.png' }).click();
    const rename = tab.getByRole('dialog');
    await rename.getByLabel('File name').fill('Dock at dawn.png');
    await rename.getByRole('button', { name: 'Save' }).click();
    await tab.getByRole('cell', { name: 'Dock at dawn.png' }).waitFor();

    await tab.getByRole('button', { name: 'Delete dock-south.png' }).click();
    const confirm = tab.getByRole('alertdialog');
    await confirm.getByRole('button', { name: /Delete/ }).click();
    await expect.poll(() => tab.getByRole('cell', { name: 'dock-south.png' }).count()).toBe(0);
    await expect(tab.getByRole('cell', { name: 'Dock at dawn.png' }).count()).resolves.toBe(1);
  });

  it('writes a post scheduled for tomorrow, which the public blog does not list yet', async () => {
    const owner = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(owner);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('button', { name: 'Journal', exact: true }).click();
    await tab.getByRole('link', { name: 'Manage posts' }).click();
    await tab.getByRole('link', { name: 'New post' }).click();

    await tab.getByLabel('Title').fill('Winter hours at the shop');
    const body = tab.getByRole('textbox', { name: 'Body' });
    await body.click();
    await tab.keyboard.type('From December we open at ten.');
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:00`;
    await tab.getByLabel('Publish on').fill(local);
    await tab.getByRole('button', { name: 'Schedule' }).click();
    await tab.getByText('Scheduled', { exact: true }).first().waitFor();

    const visitor = await newVisitor();
    const { tab: visit } = await watchedTab(visitor);
    const blog = await visit.goto(url('/blog'));
    expect(blog?.status()).toBe(200);
    await expect(visit.locator('main').textContent()).resolves.not.toContain('Winter hours at the shop');
    const direct = await visit.goto(url('/blog/winter-hours-at-the-shop'));
    expect(direct?.status()).toBe(404);
  });

  it('refuses a second tab’s stale save of the same page with the conflict, keeping what it typed', async () => {
    const owner = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab: first } = await watchedTab(owner);
    await signInToEditor(first, suite.storefront.origin);
    await first.getByRole('button', { name: 'Contact', exact: true }).click();
    await first.getByRole('button', { name: 'Add block' }).waitFor();
    const { tab: second } = await watchedTab(owner);
    await second.goto(first.url());
    await second.getByRole('button', { name: 'Add block' }).waitFor();

    await first.getByRole('button', { name: 'Add block' }).click();
    await first.getByRole('menuitem', { name: 'Heading' }).click();
    await first.getByLabel('Heading', { exact: true }).fill('Visit us on Water Street');
    await first.getByText('All changes saved').waitFor();

    await second.getByRole('button', { name: 'Add block' }).click();
    await second.getByRole('menuitem', { name: 'Heading' }).click();
    await second.getByLabel('Heading', { exact: true }).fill('Call us before you come');
    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved this first' });
    await conflict.waitFor();
    await expect(second.getByLabel('Heading', { exact: true }).inputValue()).resolves.toBe(
      'Call us before you come',
    );
    await expect(conflict.getByRole('button', { name: 'Keep mine and save over it' }).count()).resolves.toBe(
      1,
    );
  });
});
