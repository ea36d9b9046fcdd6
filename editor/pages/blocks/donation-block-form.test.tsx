// The donation block's form in the block editor: set amounts typed as the owner reads them, saved in minor units; a malformed list says so and saves nothing of it.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { PageBlocksEditor } from './page-blocks-editor.js';

const api = fakeApiForEachTest();
const PAGE_PATH = '/api/owner/pages/p1';

function servePage(blocks: Block[]) {
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  let current: PageDetail = {
    id: 'p1',
    title: 'Give',
    navigationTitle: 'Give',
    urlSlug: 'give',
    type: 'page',
    pageType: 2,
    collectionId: null,
    fullUrl: '/give',
    isHome: false,
    enabled: true,
    passwordProtected: false,
    hasDraft: false,
    publishedAt: '2026-11-20T10:00:00.000Z',
    description: '',
    seo: { title: '', description: '' },
    version: 1,
    updatedAt: '2026-11-25T10:00:00.000Z',
    updatedBy: 'owner@example.com',
    blocks,
    blockFields: {},
  };
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    current = { ...current, blocks: (call.body as { blocks: Block[] }).blocks, version: current.version + 1 };
    return { page: current };
  });
}

const sentBlocks = () =>
  (
    api.calls.filter((call) => call.method === 'PATCH' && call.path === PAGE_PATH).at(-1)?.body as
      { blocks: Block[] } | undefined
  )?.blocks;

describe('donation block form', () => {
  it('saves the set amounts in minor units, and refuses a list that is not amounts', async () => {
    servePage([
      {
        id: 'd1',
        type: 'donation',
        title: 'Support us',
        text: '',
        buttonText: 'Donate',
        amounts: [500, 1000],
      },
    ]);
    const user = userEvent.setup();
    renderEditor(
      [{ path: '/pages/:pageId', element: <PageBlocksEditor pageId="p1" autosaveDelay={20} /> }],
      '/pages/p1',
    );
    const found = await screen.findByRole('listitem', { name: /Support us · 2 set amounts/ });
    await user.click(
      within(found).getByRole('button', { name: /Support us · 2 set amounts/, expanded: false }),
    );
    const amounts = within(found).getByRole<HTMLInputElement>('textbox', { name: /Set amounts/ });
    expect(amounts.value).toBe('5.00, 10.00');
    await user.clear(amounts);
    await user.type(amounts, '5, 12.50, 100');
    await waitFor(() => expect(sentBlocks()?.[0]).toMatchObject({ amounts: [500, 1250, 10000] }), {
      timeout: 5000,
    });
    await user.type(amounts, ', lots');
    expect(
      within(found).getByText('Type the amounts as numbers separated by commas, such as 5, 10, 25.'),
    ).toBeTruthy();
    expect(amounts.getAttribute('aria-invalid')).toBe('true');
    const results = await axe.run(found, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
