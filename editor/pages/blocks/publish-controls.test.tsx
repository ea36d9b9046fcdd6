// Tests the blocks editor's Publish, Discard and Revisions as an owner uses them: the state shown, what each sends, and how the editor's blocks follow.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { PageRevision } from '../../../domain/owner-api/page-drafts.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { PageBlocksEditor } from './page-blocks-editor.js';
import { blocksPage } from '../page-fixtures.js';

const api = fakeApiForEachTest();
const PAGE_PATH = '/api/owner/pages/p1';

const heading = (id: string, text: string): Block => ({ id, type: 'heading', text, level: 2 });

function pageWith(blocks: Block[], change: Partial<PageDetail> = {}): PageDetail {
  return blocksPage(blocks, { id: 'p1', title: 'About', urlSlug: 'about', version: 3, ...change });
}

const REVISIONS: PageRevision[] = [
  {
    id: 'r2',
    number: 2,
    publishedAt: '2026-11-28T15:00:00.000Z',
    publishedBy: 'owner@example.com',
    previewUrl: '/about?revision=r2',
    current: true,
  },
  {
    id: 'r1',
    number: 1,
    publishedAt: '2026-11-20T10:00:00.000Z',
    publishedBy: '',
    previewUrl: '/about?revision=r1',
    current: false,
  },
];

/** Serves the page as the server keeps it: the draft, the published blocks, publish, discard and restore. */
function servePage(published: Block[]) {
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  let live = published;
  let current = pageWith(published);
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    const blocks = (call.body as { blocks: Block[] }).blocks;
    current = { ...current, blocks, hasDraft: true, version: current.version + 1 };
    return { page: current };
  });
  api.on(`POST ${PAGE_PATH}/publish`, () => {
    live = current.blocks;
    current = { ...current, hasDraft: false, version: current.version + 1 };
    return { page: current };
  });
  api.on(`POST ${PAGE_PATH}/discard`, () => {
    current = { ...current, blocks: live, hasDraft: false, version: current.version + 1 };
    return { page: current };
  });
  api.on(`GET ${PAGE_PATH}/revisions`, { revisions: REVISIONS });
  api.on(`POST ${PAGE_PATH}/revisions/:revisionId/restore`, () => {
    current = {
      ...current,
      blocks: [heading('h0', 'The first title')],
      hasDraft: true,
      version: current.version + 1,
    };
    return { page: current };
  });
}

const posts = (path: string) => api.calls.filter((call) => call.method === 'POST' && call.path === path);

function open() {
  return renderEditor(
    [{ path: '/pages/:pageId', element: <PageBlocksEditor pageId="p1" autosaveDelay={20} /> }],
    '/pages/p1',
  );
}

async function typeHeading(user: ReturnType<typeof userEvent.setup>, text: string) {
  const card = await screen.findByRole('listitem', { name: /Heading/ });
  const toggle = within(card).queryByRole('button', { name: /Heading/, expanded: false });
  if (toggle !== null) await user.click(toggle);
  const field = within(card).getByRole('textbox', { name: 'Heading' });
  await user.clear(field);
  await user.type(field, text);
}

describe('publishing a page from the blocks editor', () => {
  it('reads the draft, shows "Unpublished changes" after an edit, and publishes over the saved version', async () => {
    servePage([heading('h1', 'Welcome')]);
    const user = userEvent.setup();
    open();
    // The first test also loads the editor's schemas.
    expect(await screen.findByText('Published', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(api.calls.find((call) => call.path === PAGE_PATH)?.query.get('draft')).toBe('1');
    const discard = screen.getByRole('button', { name: 'Discard' });
    expect(discard.getAttribute('aria-disabled')).toBe('true');

    await typeHeading(user, 'Welcome back');
    expect(await screen.findByText('Unpublished changes')).toBeTruthy();
    // Publish pressed at once waits for the save, then publishes over its version.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    // The save, then the publish: wait as long as a save may take on a busy machine.
    await waitFor(() => expect(posts(`${PAGE_PATH}/publish`)).toHaveLength(1), { timeout: 15_000 });
    const patches = () => api.calls.filter((call) => call.method === 'PATCH');
    const before = patches().length;
    expect(patches().at(-1)!.body).toMatchObject({ blocks: [{ text: 'Welcome back' }] });
    // Over the version the last save answered (each save is one version up from 3).
    expect(posts(`${PAGE_PATH}/publish`)[0]!.headers['If-Match']).toBe(String(3 + before));
    expect(await screen.findByText('Published')).toBeTruthy();

    // Autosave goes on over the published version: no conflict.
    await typeHeading(user, 'Welcome again');
    await waitFor(() => expect(patches().length).toBeGreaterThan(before));
    expect(patches()[before]!.headers['If-Match']).toBe(String(3 + before + 1));
    expect(screen.queryByText(/saved elsewhere/)).toBeNull();
  });

  it('discards after asking: the blocks return to the published ones', async () => {
    servePage([heading('h1', 'Welcome')]);
    const user = userEvent.setup();
    open();
    await typeHeading(user, 'A change to drop');
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unpublished changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(posts(`${PAGE_PATH}/discard`)).toHaveLength(1));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: /Welcome$/ })).toBeTruthy();
  });

  it('lists revisions with who and when; Preview and Restore', async () => {
    servePage([heading('h1', 'Welcome')]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Revisions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisions' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('owner@example.com · Live now');
    expect(items[1]!.textContent).toContain('Before drafts');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'),
    ).toEqual([]);

    await user.click(within(items[1]!).getByRole('button', { name: /^Restore/ }));
    await waitFor(() => expect(posts(`${PAGE_PATH}/revisions/r1/restore`)).toHaveLength(1));
    expect(await screen.findByText('Unpublished changes')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: /The first title/ })).toBeTruthy();
  });
});
