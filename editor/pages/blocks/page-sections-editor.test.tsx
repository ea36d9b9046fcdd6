// Tests the sections of the block editor as an owner uses them: add a section of a design, change its settings, move a block to another column by keyboard, move sections; and what autosave sends.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import type { RecordedCall } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import type { CanvasFrameMessage } from '../../canvas/canvas-messages.js';
import { PreviewPane } from '../../ui/preview.js';
import { PageBlocksEditor } from './page-blocks-editor.js';
import { blocksPage } from '../page-fixtures.js';

const api = fakeApiForEachTest();

const PAGE_PATH = '/api/owner/pages/p1';

const heading = (id: string, text: string): Block => ({ id, type: 'heading', text, level: 3 });

function pageWith(sections: Section[] | undefined, blocks: Block[]): PageDetail {
  return blocksPage(blocks, {
    id: 'p1',
    title: 'Landing',
    urlSlug: 'landing',
    version: 3,
    ...(sections === undefined ? {} : { sections }),
  });
}

/** Serves the page, and saves it like the server: sections or blocks, and the next version. */
function servePage(page: PageDetail) {
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  let current = page;
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    const body = call.body as { sections?: Section[]; blocks?: Block[] };
    current = {
      ...current,
      ...(body.sections === undefined ? { blocks: body.blocks ?? [] } : { sections: body.sections }),
      version: current.version + 1,
    };
    return { page: current };
  });
}

const saves = (): RecordedCall[] =>
  api.calls.filter((call) => call.method === 'PATCH' && call.path === PAGE_PATH);
const sentSections = () => (saves().at(-1)?.body as { sections?: Section[] } | undefined)?.sections;
const columnTexts = (section: Section | undefined) =>
  section?.columns.map((column) =>
    column.blocks.map((block) => (block as { text?: string }).text ?? block.type),
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

/** A section of one or more columns of headings (each column's texts), its blocks' ids their texts. */
function section(id: string, ...columns: string[][]): Section {
  return {
    id,
    background: { kind: 'none' },
    padding: 'medium',
    width: 'contained',
    columns: columns.map((texts) => ({ blocks: texts.map((text) => heading(text, text)) })),
  };
}

/** Posts `data` to the editor as the preview frame's canvas would. */
function fromFrame(data: CanvasFrameMessage) {
  const frame = screen.getByTitle<HTMLIFrameElement>('Site preview');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
    );
  });
}

const sectionCard = (number: number) => screen.findByRole('listitem', { name: `Section ${number}` });

describe('sections in the block editor', () => {
  it('adds a section of a design under the page’s blocks and saves the page as sections', async () => {
    servePage(pageWith(undefined, [{ id: 'intro', type: 'heading', text: 'Welcome', level: 2 }]));
    const user = userEvent.setup();
    open();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'New section' }),
      'Features in columns',
    );
    await user.click(screen.getByRole('button', { name: 'Add section' }));

    // The confirmation shows for a few seconds: read it first.
    expect(await screen.findByText('Features in columns section added as section 2.')).toBeTruthy();
    const features = await sectionCard(2);
    expect(within(features).getAllByRole('group', { name: /^Section 2, column \d of 3$/ })).toHaveLength(3);
    // Focus goes to the new section's settings button.
    expect(document.activeElement).toBe(within(features).getByRole('button', { name: 'Section settings' }));
    await waitFor(() => expect(sentSections()).toHaveLength(2));
    expect(columnTexts(sentSections()![0])).toEqual([['Welcome']]);
    expect(columnTexts(sentSections()![1])).toEqual([
      ['Quality', 'text'],
      ['Service', 'text'],
      ['Delivery', 'text'],
    ]);
  });

  it('changes a section’s columns, width and background, keeping the blocks of a column taken away', async () => {
    const section: Section = {
      id: 's1',
      background: { kind: 'none' },
      padding: 'medium',
      width: 'contained',
      columns: [{ blocks: [heading('a', 'Wool')] }, { blocks: [heading('b', 'Linen')] }],
    };
    servePage(pageWith([section], [heading('a', 'Wool'), heading('b', 'Linen')]));
    const user = userEvent.setup();
    open();
    const card = await sectionCard(1);
    await user.click(within(card).getByRole('button', { name: 'Section settings', expanded: false }));
    const settings = within(card).getByRole('group', { name: 'Settings of section 1' });
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Columns' }), '1');
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Width' }), 'full');
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Background' }), 'colour');
    expect(within(settings).getByLabelText('Background colour')).toHaveProperty('value', '#1f2a37');

    await waitFor(() =>
      expect(sentSections()?.[0]).toMatchObject({
        width: 'full',
        background: { kind: 'colour', colour: '#1f2a37' },
      }),
    );
    expect(columnTexts(sentSections()![0])).toEqual([['Wool', 'Linen']]);
    expect(within(card).getByText('One column, full bleed, on a colour')).toBeTruthy();
  });

  it('moves a block to the next column and back up into the section before, by keyboard', async () => {
    const sections: Section[] = [
      {
        id: 's1',
        background: { kind: 'none' },
        padding: 'medium',
        width: 'contained',
        columns: [{ blocks: [heading('top', 'Top')] }],
      },
      {
        id: 's2',
        background: { kind: 'none' },
        padding: 'medium',
        width: 'contained',
        columns: [{ blocks: [heading('a', 'Wool')] }, { blocks: [heading('b', 'Linen')] }, { blocks: [] }],
      },
    ];
    servePage(pageWith(sections, [heading('top', 'Top'), heading('a', 'Wool'), heading('b', 'Linen')]));
    const user = userEvent.setup();
    open();
    const wool = await screen.findByRole('listitem', { name: /Wool/ });
    within(wool).getByRole('button', { name: 'Move to the column after' }).focus();
    await user.keyboard('{Enter}');

    const second = within(await sectionCard(2)).getByRole('group', { name: 'Section 2, column 2 of 3' });
    await waitFor(() =>
      expect(
        within(second)
          .getAllByRole('listitem')
          .map((item) => item.dataset.blockId),
      ).toEqual(['a', 'b']),
    );
    expect(await screen.findByText('Heading block moved to section 2, column 2, position 1.')).toBeTruthy();
    // Focus stays on the button pressed, on the moved card.
    expect(document.activeElement).toBe(
      within(screen.getByRole('listitem', { name: /Wool/ })).getByRole('button', {
        name: 'Move to the column after',
      }),
    );
    await waitFor(() => expect(columnTexts(sentSections()?.[1])).toEqual([[], ['Wool', 'Linen'], []]));

    // Up from the top of its column goes on into the section before.
    await user.click(
      within(screen.getByRole('listitem', { name: /Wool/ })).getByRole('button', {
        name: 'Move up',
      }),
    );
    await waitFor(() => expect(columnTexts(sentSections()?.[0])).toEqual([['Top', 'Wool']]));
    expect(screen.getByText('Heading block moved to section 1, position 2.')).toBeTruthy();
  });

  it('moves a section down, and removes one with undo to bring it back', async () => {
    const make = (id: string, text: string): Section => ({
      id,
      background: { kind: 'none' },
      padding: 'medium',
      width: 'contained',
      columns: [{ blocks: [heading(`${id}-h`, text)] }],
    });
    servePage(pageWith([make('s1', 'First'), make('s2', 'Second')], []));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Move section 1 down' }));
    await waitFor(() => expect(sentSections()?.map((section) => section.id)).toEqual(['s2', 's1']));
    expect(screen.getByText('Section 1 moved to position 2 of 2.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    await waitFor(() => expect(sentSections()?.map((section) => section.id)).toEqual(['s1']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sentSections()?.map((section) => section.id)).toEqual(['s2', 's1']));
  });

  it('moves a block to a column of the same section, then into another section, with "Move to…" by keyboard', async () => {
    const sections = [section('s1', ['Top']), section('s2', ['Wool'], ['Linen'], [])];
    servePage(
      pageWith(sections, [heading('Top', 'Top'), heading('Wool', 'Wool'), heading('Linen', 'Linen')]),
    );
    const user = userEvent.setup();
    open();
    const wool = await screen.findByRole('listitem', { name: /Wool/ });
    within(wool).getByRole('button', { name: 'Move to…' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Every other column of the page, by name; not the one it is in.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Section 1', 'Section 2, column 2 of 3', 'Section 2, column 3 of 3']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('Heading block moved to section 2, column 3, position 1.')).toBeTruthy();
    await waitFor(() => expect(columnTexts(sentSections()?.[1])).toEqual([[], ['Linen'], ['Wool']]));
    // Focus is on the moved block's "Move to…", in its new column.
    const third = within(await sectionCard(2)).getByRole('group', { name: 'Section 2, column 3 of 3' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(third).getByRole('button', { name: 'Move to…' })),
    );

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Section 1' }));
    expect(await screen.findByText('Heading block moved to section 1, position 2.')).toBeTruthy();
    await waitFor(() => expect(columnTexts(sentSections()?.[0])).toEqual([['Top', 'Wool']]));
    expect(columnTexts(sentSections()?.[1])).toEqual([[], ['Linen'], []]);
    // The block keeps its content and settings.
    expect(sentSections()?.[0].columns[0].blocks[1]).toEqual(heading('Wool', 'Wool'));
  });

  it('inserts a section of a design between two sections from the panel’s insert point, by keyboard', async () => {
    servePage(pageWith([section('s1', ['First']), section('s2', ['Second'])], []));
    const user = userEvent.setup();
    open();
    const point = await screen.findByRole('button', { name: 'Insert section between sections 1 and 2' });
    point.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Blank section',
      'Hero',
      'Text with image',
      'Features in columns',
      'Gallery',
      'Testimonial',
      'Product grid',
      'Newsletter',
      'Contact',
      'FAQ',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Testimonial' }));
    expect(await screen.findByText('Testimonial section added as section 2.')).toBeTruthy();
    await waitFor(() => expect(sentSections()).toHaveLength(3));
    expect(sentSections()![0].id).toBe('s1');
    expect(sentSections()![2].id).toBe('s2');
    expect(columnTexts(sentSections()![1])!.flat().length).toBeGreaterThan(0);
  });

  it('opens the section designs at the preview’s insert point and adds a blank section there', async () => {
    servePage(pageWith([section('s1', ['First']), section('s2', ['Second'])], []));
    const user = userEvent.setup();
    open();
    await sectionCard(2);
    fromFrame({ type: 'tessera:canvas-insert-section', afterId: 's1', beforeId: 's2' });
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Blank section' }));
    expect(await screen.findByText('Blank section added as section 2.')).toBeTruthy();
    await waitFor(() => expect(sentSections()).toHaveLength(3));
    expect(sentSections()!.map((one) => columnTexts(one))).toEqual([[['First']], [[]], [['Second']]]);
  });
});
