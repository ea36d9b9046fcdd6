// Tests the editor's side of the canvas: a block clicked in the preview opens in the panel, an insert point adds the chosen block at its place, a text block is edited in place, and messages from elsewhere are ignored.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../domain/owner-api/blocks.js';
import type { PageDetail } from '../../domain/owner-api/pages.js';
import { PageBlocksEditor } from '../pages/blocks/page-blocks-editor.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { PreviewPane } from '../ui/preview.js';
import { insertIndex, type CanvasFrameMessage } from './canvas-messages.js';
import { blocksPage } from '../pages/page-fixtures.js';

const api = fakeApiForEachTest();
const PAGE_PATH = '/api/owner/pages/p1';

function pageWith(blocks: Block[], version = 3): PageDetail {
  return blocksPage(blocks, { id: 'p1', title: 'About', urlSlug: 'about', version });
}

const BLOCKS: Block[] = [
  { id: 'b1', type: 'heading', text: 'Welcome', level: 2 },
  { id: 'b2', type: 'text', html: '<p>We bake bread.</p>' },
  { id: 'b3', type: 'heading', text: 'Opening hours', level: 2 },
];

function servePage(blocks: Block[]) {
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  let current = pageWith(blocks);
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    current = { ...current, blocks: (call.body as { blocks: Block[] }).blocks, version: current.version + 1 };
    return { page: current };
  });
}

const savedBlocks = () =>
  (
    api.calls.filter((call) => call.method === 'PATCH' && call.path === PAGE_PATH).at(-1)?.body as
      { blocks: Block[] } | undefined
  )?.blocks;

function open() {
  return renderEditor(
    [
      {
        path: '/pages/:pageId',
        element: (
          <>
            <PageBlocksEditor pageId="p1" autosaveDelay={20} />
            <PreviewPane />
          </>
        ),
      },
    ],
    '/pages/p1',
  );
}

/** Posts `data` to the editor as the preview frame would (or as `source` from `origin`). */
function fromFrame(
  data: CanvasFrameMessage | Record<string, unknown>,
  { origin = window.location.origin, source }: { origin?: string; source?: Window | null } = {},
) {
  const frame = screen.getByTitle<HTMLIFrameElement>('Site preview');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin,
        source: source === undefined ? frame.contentWindow : source,
      }),
    );
  });
}

describe('insertIndex', () => {
  const ids = ['a', 'b', 'c'];
  it('puts a block after its neighbour above, else before the one below, else at the end', () => {
    expect(insertIndex(ids, 'a', 'b')).toBe(1);
    expect(insertIndex(ids, null, 'a')).toBe(0);
    expect(insertIndex(ids, 'c', null)).toBe(3);
    expect(insertIndex(ids, 'gone', 'c')).toBe(2);
    expect(insertIndex(ids, null, null)).toBe(3);
  });
  it('refuses a place between blocks the list does not hold', () => {
    expect(insertIndex(ids, 'x', 'y')).toBeUndefined();
  });
});

describe('the canvas, from the editor’s side', () => {
  it('opens the block clicked in the preview in the panel, with focus on it', async () => {
    servePage(BLOCKS);
    open();
    const card = await screen.findByRole('listitem', { name: /Opening hours/ });
    expect(
      within(card)
        .getByRole('button', { name: /Opening hours/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    fromFrame({ type: 'tessera:canvas-select', blockId: 'b3' });
    const toggle = within(card).getByRole('button', { name: /Opening hours/ });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(toggle);
    expect(within(card).getByRole('textbox', { name: 'Heading' })).toBeTruthy();
  });

  it('ignores a select from another window or another origin, and a block of no list edited here', async () => {
    servePage(BLOCKS);
    open();
    const card = await screen.findByRole('listitem', { name: /Welcome/ });
    fromFrame({ type: 'tessera:canvas-select', blockId: 'b1' }, { source: window });
    fromFrame({ type: 'tessera:canvas-select', blockId: 'b1' }, { origin: 'https://evil.example' });
    fromFrame({ type: 'tessera:canvas-select', blockId: 'elsewhere' });
    expect(
      within(card)
        .getByRole('button', { name: /Welcome/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    expect(document.querySelector('[aria-expanded="true"]')).toBeNull();
  });

  it('adds the block chosen from an insert point at that place, its form focused', async () => {
    servePage(BLOCKS);
    const user = userEvent.setup();
    open();
    await screen.findByRole('listitem', { name: /Welcome/ });
    fromFrame({ type: 'tessera:canvas-insert', afterId: 'b1', beforeId: 'b2' });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.click(within(menu).getByRole('menuitem', { name: 'Button' }));
    // The panel lists it second, its form open and focused.
    const titles = () =>
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.block-card__type')?.textContent);
    await waitFor(() => expect(titles()).toEqual(['Heading', 'Button', 'Text', 'Heading']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Button text' })),
    );
  });

  it('edits a text block in place over the preview; Done puts focus back on its card', async () => {
    servePage(BLOCKS);
    const user = userEvent.setup();
    open();
    await screen.findByRole('listitem', { name: /We bake bread/ });
    fromFrame({ type: 'tessera:canvas-select', blockId: 'b2' });
    fromFrame({
      type: 'tessera:canvas-edit-text',
      blockId: 'b2',
      rect: { top: 40, left: 10, width: 600, height: 80 },
    });
    const group = await screen.findByRole('group', { name: 'Text on the page' });
    const box = await within(group).findByRole('textbox', { name: 'Text on the page' });
    await waitFor(() => expect(box.getAttribute('contenteditable')).toBe('true'));
    // The editor opens with the cursor at the end of the text (jsdom cannot place a click in it).
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.keyboard(' Fresh every morning.');
    await waitFor(() =>
      expect(savedBlocks()?.[1]).toEqual({
        id: 'b2',
        type: 'text',
        html: '<p>We bake bread. Fresh every morning.</p>',
      }),
    );
    await user.click(within(group).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Text on the page' })).toBeNull();
    const card = screen.getByRole('listitem', { name: /Fresh every morning/ });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByRole('button', { name: /Fresh every morning/ })),
    );
  });
});
