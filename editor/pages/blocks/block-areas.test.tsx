// Tests the page panel's "Edit" choice between a page's own blocks and the theme's block areas: switching, what each area shows and says, and what a save sends.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { BlockFieldsReply, PageDetail } from '../../../domain/owner-api/pages.js';
import { invalidInputAnswer, type RecordedCall } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { areaLabel } from './block-area.js';
import { PageBlocksEditor } from './page-blocks-editor.js';

const api = fakeApiForEachTest();

const PAGE_PATH = '/api/owner/pages/p1';

const heading = (id: string, text: string): Block => ({ id, type: 'heading', text, level: 2 });

function pageWith(overrides: Partial<PageDetail>): PageDetail {
  return {
    id: 'p1',
    title: 'About',
    navigationTitle: 'About',
    urlSlug: 'about',
    type: 'page',
    pageType: 2,
    collectionId: null,
    fullUrl: '/about',
    isHome: false,
    enabled: true,
    passwordProtected: false,
    hasDraft: false,
    publishedAt: '2026-11-20T10:00:00.000Z',
    description: '',
    seo: { title: '', description: '' },
    version: 3,
    updatedAt: '2026-11-25T10:00:00.000Z',
    updatedBy: 'owner@example.com',
    blocks: [heading('own', 'Our story')],
    blockFields: {},
    ...overrides,
  };
}

const FIXTURE_AREAS: BlockFieldsReply = {
  theme: 'Platform Fixture',
  fields: [
    { id: 'sidebarBlocks', columns: 4, templates: ['site.region'] },
    { id: 'footer-blocks', columns: null, templates: ['footer.region'] },
    { id: 'aboutBlocks', columns: 12, templates: ['pages/about.page'] },
  ],
};

/** Serves the page and the theme's areas, and saves like the server: the area or blocks given, the next version. */
function serve(page: PageDetail, areas: BlockFieldsReply = FIXTURE_AREAS) {
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  api.on('GET /api/owner/block-fields', areas);
  let current = page;
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    const body = call.body as { blocks?: Block[]; blockFields?: Record<string, Block[] | null> };
    const blockFields = { ...current.blockFields };
    for (const [id, blocks] of Object.entries(body.blockFields ?? {})) {
      if (blocks === null) delete blockFields[id];
      else blockFields[id] = blocks;
    }
    current = {
      ...current,
      ...(body.blocks === undefined ? {} : { blocks: body.blocks }),
      blockFields,
      version: current.version + 1,
    };
    return { page: current };
  });
}

const saves = (): RecordedCall[] =>
  api.calls.filter((call) => call.method === 'PATCH' && call.path === PAGE_PATH);

function open() {
  return renderEditor(
    [{ path: '/pages/:pageId', element: <PageBlocksEditor pageId="p1" autosaveDelay={20} /> }],
    '/pages/p1',
  );
}

describe('block areas in the block editor', () => {
  it('names areas as people read them', () => {
    expect(areaLabel('sidebarBlocks')).toBe('Sidebar blocks');
    expect(areaLabel('footer-blocks')).toBe('Footer blocks');
    expect(areaLabel('aboutBlocks')).toBe('About blocks');
  });

  it('switches to the sidebar, shows its blocks, and saves it as blockFields with If-Match', async () => {
    serve(pageWith({ blockFields: { sidebarBlocks: [heading('side', 'Opening hours')] } }));
    const user = userEvent.setup();
    open();
    const choice = await screen.findByRole('combobox', { name: 'Edit' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Page content', 'Sidebar blocks', 'Footer blocks', 'About blocks']);
    expect(await screen.findByRole('listitem', { name: /Our story/ })).toBeTruthy();

    await user.selectOptions(choice, 'Sidebar blocks');
    expect(await screen.findByRole('heading', { name: 'Sidebar blocks' })).toBeTruthy();
    expect(screen.getByText('This page shows its own blocks here, instead of the home page’s.')).toBeTruthy();
    const side = await screen.findByRole('listitem', { name: /Opening hours/ });
    expect(screen.queryByRole('listitem', { name: /Our story/ })).toBeNull();

    await user.click(within(side).getByRole('button', { name: /Opening hours/, expanded: false }));
    const field = screen.getByRole('textbox', { name: 'Heading' });
    await user.type(field, ' and days');
    await waitFor(() =>
      expect(saves().at(-1)?.body).toEqual({
        blockFields: { sidebarBlocks: [{ ...heading('side', 'Opening hours and days') }] },
      }),
    );
    expect(saves()[0].headers['If-Match']).toBe('3');
    expect(await screen.findByText('All changes saved')).toBeTruthy();

    // Back to the page's own blocks: they are as they were, and the next save is over the new version.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Edit' }), 'Page content');
    const own = await screen.findByRole('listitem', { name: /Our story/ });
    const before = saves().length;
    await user.click(within(own).getByRole('button', { name: 'Remove Heading block' }));
    await waitFor(() => expect(saves().length).toBe(before + 1));
    expect(saves().at(-1)?.body).toEqual({ blocks: [] });
    expect(saves().at(-1)?.headers['If-Match']).toBe(String(3 + before));
  });

  it('says where each area shows: the home page’s on every page without its own', async () => {
    serve(pageWith({ isHome: true, fullUrl: '/', urlSlug: 'home' }));
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Edit' }), 'Footer blocks');
    expect(await screen.findByText('Shown on every page that has no blocks of its own here.')).toBeTruthy();
    expect(screen.getByText(/This area has no blocks on this page yet/)).toBeTruthy();
  });

  it('tells a page without its own blocks in an area that it shows the home page’s', async () => {
    serve(pageWith({}));
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Edit' }), 'Sidebar blocks');
    expect(
      await screen.findByText('This page shows the home page’s blocks here until you add some of its own.'),
    ).toBeTruthy();
  });

  it('tells a page whose name the area bears that it shows the page content until the area has blocks', async () => {
    serve(pageWith({}));
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Edit' }), 'About blocks');
    expect(
      await screen.findByText('Until you add blocks here, this area shows the page content.'),
    ).toBeTruthy();
  });

  it('takes a page’s own blocks of an area away, after asking, so it shows the home page’s again', async () => {
    serve(pageWith({ blockFields: { sidebarBlocks: [heading('side', 'Opening hours')] } }));
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Edit' }), 'Sidebar blocks');
    await screen.findByRole('listitem', { name: /Opening hours/ });
    await user.click(screen.getByRole('button', { name: 'Use the home page’s blocks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Use the home page’s blocks here?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the home page’s blocks' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({ blockFields: { sidebarBlocks: null } });
    expect(saves()[0].headers['If-Match']).toBe('3');
    expect(
      await screen.findByText('This page shows the home page’s blocks here until you add some of its own.'),
    ).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: /Opening hours/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use the home page’s blocks' })).toBeNull();
  });

  it('shows the server’s refusal on the area’s block, and asks before leaving changes it cannot save', async () => {
    serve(pageWith({ blockFields: { sidebarBlocks: [heading('side', 'Opening hours')] } }));
    api.on(
      `PATCH ${PAGE_PATH}`,
      invalidInputAnswer({ 'blockFields.sidebarBlocks.0.text': 'Say it shorter.' }),
    );
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Edit' }), 'Sidebar blocks');
    const side = await screen.findByRole('listitem', { name: /Opening hours/ });
    await user.click(within(side).getByRole('button', { name: /Opening hours/, expanded: false }));
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), '!');
    expect(await screen.findByText('Say it shorter.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Edit' }), 'Page content');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Sidebar blocks' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'Opening hours!');
  });

  it('offers no choice when the theme declares no areas', async () => {
    serve(pageWith({}), { theme: 'Tessera', fields: [] });
    open();
    expect(await screen.findByRole('listitem', { name: /Our story/ })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/owner/block-fields')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Edit' })).toBeNull();
  });
});
