// Tests the editor's side of moving a block in the preview: a drop (or "Move to…") and a step of the preview's move menu move the block in the panel as its own moves do, select it, autosave the draft, undo; drops elsewhere are ignored.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../domain/owner-api/blocks.js';
import type { PageDetail } from '../../domain/owner-api/pages.js';
import type { Section } from '../../domain/owner-api/sections.js';
import { PageBlocksEditor } from '../pages/blocks/page-blocks-editor.js';
import { blocksPage } from '../pages/page-fixtures.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { PreviewPane } from '../ui/preview.js';
import type { CanvasFrameMessage } from './canvas-messages.js';

const api = fakeApiForEachTest();
const PAGE_PATH = '/api/owner/pages/p1';

const heading = (id: string): Block => ({ id, type: 'heading', text: id, level: 3 });

/** A section of columns of headings, each heading's id its text. */
const section = (id: string, ...columns: string[][]): Section => ({
  id,
  background: { kind: 'none' },
  padding: 'medium',
  width: 'contained',
  columns: columns.map((ids) => ({ blocks: ids.map(heading) })),
});

function servePage(sections: Section[]) {
  const blocks = sections.flatMap((one) => one.columns.flatMap((column) => column.blocks));
  let current: PageDetail = blocksPage(blocks, {
    id: 'p1',
    title: 'Landing',
    urlSlug: 'landing',
    version: 3,
    sections,
  });
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    current = {
      ...current,
      sections: (call.body as { sections: Section[] }).sections,
      version: current.version + 1,
    };
    return { page: current };
  });
}

const saves = () => api.calls.filter((call) => call.method === 'PATCH' && call.path === PAGE_PATH);
/** Each section's columns' block ids, as the last save sent them. */
const saved = () =>
  (saves().at(-1)?.body as { sections: Section[] } | undefined)?.sections.map((one) =>
    one.columns.map((column) => column.blocks.map((block) => block.id)),
  );

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

function fromFrame(data: CanvasFrameMessage) {
  const frame = screen.getByTitle<HTMLIFrameElement>('Site preview');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
    );
  });
}

/** The block ids the panel shows in a column. */
const panelColumn = (name: string) =>
  within(screen.getByRole('group', { name }))
    .queryAllByRole('listitem')
    .map((item) => item.dataset.blockId);

const drop = (
  blockId: string,
  place: Partial<Extract<CanvasFrameMessage, { type: 'tessera:canvas-move' }>>,
) =>
  fromFrame({
    type: 'tessera:canvas-move',
    blockId,
    sectionId: null,
    column: null,
    afterId: null,
    beforeId: null,
    ...place,
  });

describe('a block moved in the preview', () => {
  it('goes where it was dropped, in the panel and the saved draft, selected; Undo takes it back', async () => {
    servePage([section('s1', ['a', 'b'], ['c']), section('s2', ['d'])]);
    const user = userEvent.setup();
    open();
    await screen.findByRole('group', { name: 'Section 1, column 2 of 2' });

    // Dropped in column 2 after c.
    drop('a', { sectionId: 's1', column: 1, afterId: 'c' });
    await waitFor(() => expect(panelColumn('Section 1, column 2 of 2')).toEqual(['c', 'a']));
    expect(panelColumn('Section 1, column 1 of 2')).toEqual(['b']);
    expect(await screen.findByText('Heading block moved to section 1, column 2, position 2.')).toBeTruthy();
    // The moved block is the one selected (open in the panel).
    expect(document.querySelector('.block-card--open')?.getAttribute('data-block-id')).toBe('a');
    await waitFor(() => expect(saved()).toEqual([[['b'], ['c', 'a']], [['d']]]));

    // Dropped in section 2 before d.
    drop('b', { sectionId: 's2', column: 0, beforeId: 'd' });
    await waitFor(() => expect(saved()).toEqual([[[], ['c', 'a']], [['b', 'd']]]));

    // Dropped in the column just emptied.
    drop('d', { sectionId: 's1', column: 0 });
    await waitFor(() => expect(saved()).toEqual([[['d'], ['c', 'a']], [['b']]]));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(saved()).toEqual([[[], ['c', 'a']], [['b', 'd']]]));
  });

  it('takes a step of the preview’s move menu as the panel’s move buttons do', async () => {
    servePage([section('s1', ['a', 'b'], ['c']), section('s2', ['d'])]);
    open();
    await screen.findByRole('group', { name: 'Section 1, column 2 of 2' });
    fromFrame({ type: 'tessera:canvas-move-step', blockId: 'a', move: 'down' });
    await waitFor(() => expect(saved()).toEqual([[['b', 'a'], ['c']], [['d']]]));
    fromFrame({ type: 'tessera:canvas-move-step', blockId: 'a', move: 'right' });
    await waitFor(() => expect(saved()).toEqual([[['b'], ['c', 'a']], [['d']]]));
    // Focus goes to the same button of the moved block in the panel.
    const card = screen.getAllByRole('listitem').find((item) => item.dataset.blockId === 'a')!;
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card).getByRole('button', { name: 'Move to the column after' }),
      ),
    );
  });

  it('ignores a drop back in place, of a block not on this page, or at a place not on it', async () => {
    servePage([section('s1', ['a', 'b'], ['c'])]);
    open();
    await screen.findByRole('group', { name: 'Section 1, column 2 of 2' });
    drop('a', { sectionId: 's1', column: 0, beforeId: 'b' });
    drop('elsewhere', { sectionId: 's1', column: 1, afterId: 'c' });
    drop('a', { sectionId: 's1', column: 1, afterId: 'area-block' });
    drop('a', { sectionId: 'gone', column: 0 });
    fromFrame({ type: 'tessera:canvas-move-step', blockId: 'elsewhere', move: 'down' });
    // A later real move is the only save.
    drop('b', { sectionId: 's1', column: 1, beforeId: 'c' });
    await waitFor(() => expect(saved()).toEqual([[['a'], ['b', 'c']]]));
    expect(saves()).toHaveLength(1);
  });
});
