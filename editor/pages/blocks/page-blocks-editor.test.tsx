// Tests the block editor as an owner uses it: add, type, move, remove, undo and redo, and what autosave sends and shows on success, conflict and refusal.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_BLOCKS, type Block } from '../../../domain/owner-api/blocks.js';
import { VERSION_CONFLICT_MESSAGE } from '../../../domain/owner-api/common.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { LINK_FORMAT_MESSAGE, OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { PAGE_KEYS } from '../../api/pages.js';
import {
  fakeWebsite,
  invalidInputAnswer,
  type RecordedCall,
  versionConflictAnswer,
} from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { PageBlocksEditor } from './page-blocks-editor.js';

const api = fakeApiForEachTest();

const PAGE_PATH = '/api/owner/pages/p1';

function pageWith(blocks: Block[], version = 3): PageDetail {
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
    version,
    updatedAt: '2026-11-25T10:00:00.000Z',
    updatedBy: 'owner@example.com',
    blocks,
    blockFields: {},
  };
}

const heading = (id: string, text: string): Block => ({ id, type: 'heading', text, level: 2 });

/** Serves the page, and saves it like the server: the new blocks and the next version. */
function servePage(blocks: Block[], version = 3) {
  // The link editor lists the site's pages to choose from.
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  let current = pageWith(blocks, version);
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    current = { ...current, blocks: (call.body as { blocks: Block[] }).blocks, version: current.version + 1 };
    return { page: current };
  });
}

const saves = (): RecordedCall[] =>
  api.calls.filter((call) => call.method === 'PATCH' && call.path === PAGE_PATH);
const lastSave = () => saves().at(-1);
const sentBlocks = (call: RecordedCall | undefined) =>
  (call?.body as { blocks: Block[] } | undefined)?.blocks;

function open(autosaveDelay = 20, typingPauseMs?: number) {
  return renderEditor(
    [
      {
        path: '/pages/:pageId',
        element: <PageBlocksEditor pageId="p1" autosaveDelay={autosaveDelay} typingPauseMs={typingPauseMs} />,
      },
    ],
    '/pages/p1',
  );
}

/** The card of the block whose title button reads `name`. */
async function card(name: RegExp) {
  return screen.findByRole('listitem', { name });
}

async function openBlock(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const found = await card(name);
  await user.click(within(found).getByRole('button', { name, expanded: false }));
  return found;
}

describe('the block editor', () => {
  it('never adds a block with the click that opens "Add block", even released over an item (issue 30)', async () => {
    servePage([heading('h1', 'Title')]);
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole('button', { name: 'Add block' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    // Where the menu opened under the pointer, the release lands on one of its items.
    const under = screen.queryByRole('menuitem', { name: 'Donation' });
    await user.pointer({ keys: '[/MouseLeft]', target: under ?? button });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Donation' })).toBeTruthy();
    expect(document.querySelectorAll('[data-block-id]')).toHaveLength(1);
    expect(saves()).toHaveLength(0);
    // A second click, on an item of the open menu, adds it.
    await user.click(within(menu).getByRole('menuitem', { name: 'Heading' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Heading' })),
    );
    expect(document.querySelectorAll('[data-block-id]')).toHaveLength(2);
  });

  it('opens "Add block" from the keyboard with its first item focused', async () => {
    servePage([]);
    const user = userEvent.setup();
    open();
    (await screen.findByRole('button', { name: 'Add block' })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus goes back to the button once the menu has gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add block' })),
    );
  });

  it('adds a heading after typing saves it with If-Match, each save over the version the last one gave', async () => {
    servePage([{ id: 'intro', type: 'text', html: '<p>Hello</p>' }]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Heading' }));
    const field = screen.getByRole('textbox', { name: 'Heading' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Welcome');
    await waitFor(() =>
      expect(sentBlocks(lastSave())?.[1]).toMatchObject({ type: 'heading', text: 'Welcome' }),
    );
    expect(sentBlocks(lastSave())?.[0]).toEqual({ id: 'intro', type: 'text', html: '<p>Hello</p>' });
    expect(saves()[0].headers['If-Match']).toBe('3');
    saves().forEach((call, at) => expect(call.headers['If-Match']).toBe(String(3 + at)));
    expect((await screen.findByText('All changes saved')).closest('[role="status"]')).not.toBeNull();
  });

  it('undoes a run of typing in one step, redoes it, and saves each', async () => {
    servePage([heading('h1', 'Old title')]);
    const user = userEvent.setup();
    // The run ends when the field loses focus (the tab below); the pause that also ends it (1 s by
    // default, block-history.test.ts) is set out of reach: under load keystrokes came over 1 s apart.
    open(20, 600_000);
    await openBlock(user, /Old title/);
    const field = screen.getByRole('textbox', { name: 'Heading' });
    await user.clear(field);
    await user.type(field, 'New title');
    await user.tab();
    await waitFor(() => expect(sentBlocks(lastSave())?.[0]).toMatchObject({ text: 'New title' }));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'Old title');
    await waitFor(() => expect(sentBlocks(lastSave())?.[0]).toMatchObject({ text: 'Old title' }));
    expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'New title');
    await waitFor(() => expect(sentBlocks(lastSave())?.[0]).toMatchObject({ text: 'New title' }));
    expect(screen.getByRole('button', { name: 'Redo' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('edits a text block in the rich-text editor and saves its HTML', async () => {
    servePage([{ id: 'intro', type: 'text', html: '<p>Hello</p>' }]);
    const user = userEvent.setup();
    open();
    await openBlock(user, /Hello/);
    const text = await screen.findByRole('textbox', { name: 'Text' });
    // Typing waits for the editor to hold the block's text (on a busy machine keys came before it, and moved the cursor).
    await waitFor(() => expect(text.textContent).toBe('Hello'));
    text.focus();
    // jsdom cannot place a click in the text (no layout): the cursor is where the editor starts, before "Hello".
    await user.keyboard('Say ');
    await waitFor(() =>
      expect(sentBlocks(lastSave())?.[0]).toEqual({ id: 'intro', type: 'text', html: '<p>Say Hello</p>' }),
    );
  });

  it('adds a text block after the open block, its text editor taking focus once loaded', async () => {
    servePage([heading('first', 'First'), heading('second', 'Second')]);
    const user = userEvent.setup();
    open();
    await openBlock(user, /First/);
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Text' }));
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.blockId)).toEqual([
      'first',
      expect.stringMatching(/^b-/),
      'second',
    ]);
  });

  it('undoes and redoes with Ctrl+Z and Ctrl+Shift+Z', async () => {
    servePage([heading('h1', 'Title')]);
    const user = userEvent.setup();
    open();
    await openBlock(user, /Title/);
    const field = screen.getByRole('textbox', { name: 'Heading' });
    await user.type(field, ' two');
    await user.keyboard('{Control>}z{/Control}');
    expect(field).toHaveProperty('value', 'Title');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(field).toHaveProperty('value', 'Title two');
  });

  it('moves a block down with its button, and the save sends the new order', async () => {
    servePage([heading('first', 'First'), heading('second', 'Second')]);
    const user = userEvent.setup();
    open();
    const first = await card(/First/);
    await user.click(within(first).getByRole('button', { name: 'Move down' }));
    await waitFor(() =>
      expect(sentBlocks(lastSave())?.map((block) => block.id)).toEqual(['second', 'first']),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.blockId)).toEqual(['second', 'first']);
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: 'Move down' }));
    expect(within(first).getByRole('button', { name: 'Move down' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('removes a block, says so, and brings it back with Undo', async () => {
    servePage([heading('first', 'First'), heading('second', 'Second')]);
    const user = userEvent.setup();
    open();
    await user.click(within(await card(/First/)).getByRole('button', { name: 'Remove Heading block' }));
    expect(await screen.findByText('Heading block removed. Undo brings it back.')).toBeTruthy();
    await waitFor(() => expect(sentBlocks(lastSave())?.map((block) => block.id)).toEqual(['second']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sentBlocks(lastSave())?.map((block) => block.id)).toEqual(['first', 'second']),
    );
  });

  it('on a conflict stops saving, keeps the typed text, and "Keep mine" saves over the server’s version', async () => {
    servePage([heading('h1', 'Title')]);
    api.on(`PATCH ${PAGE_PATH}`, versionConflictAnswer(7));
    const user = userEvent.setup();
    open();
    await openBlock(user, /Title/);
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), ' from tab two');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(VERSION_CONFLICT_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'Title from tab two');
    const refused = saves().length;

    await user.type(screen.getByRole('textbox', { name: 'Heading' }), '!');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(saves()).toHaveLength(refused);

    servePage([heading('h1', 'Title')], 7);
    await user.click(within(alert).getByRole('button', { name: 'Keep mine and save over it' }));
    await waitFor(() => expect(saves()).toHaveLength(refused + 1));
    expect(lastSave()?.headers['If-Match']).toBe('7');
    expect(sentBlocks(lastSave())?.[0]).toMatchObject({ text: 'Title from tab two!' });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a conflict loads the latest version after asking, replacing the owner’s blocks', async () => {
    servePage([heading('h1', 'Title')]);
    api.on(`PATCH ${PAGE_PATH}`, versionConflictAnswer(5));
    const user = userEvent.setup();
    open();
    await openBlock(user, /Title/);
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), ' mine');
    const alert = await screen.findByRole('alert');
    api.on(`GET ${PAGE_PATH}`, { page: pageWith([heading('h1', 'Theirs')], 5) });
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Load the latest version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard my changes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'Theirs'),
    );
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('takes the version of a settings save made elsewhere, so its own next save is no conflict', async () => {
    servePage([heading('h1', 'Title')]);
    const user = userEvent.setup();
    const { queryClient } = open();
    await openBlock(user, /Title/);
    // The page's settings dialog saved the title: a newer version, the same blocks.
    servePage([heading('h1', 'Title')], 4);
    queryClient.setQueryData(PAGE_KEYS.one('p1'), {
      ...pageWith([heading('h1', 'Title')], 4),
      title: 'About us',
    });
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), '!');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].headers['If-Match']).toBe('4');
  });

  it('puts the server’s field message beside the block’s field on a 400, and keeps the text', async () => {
    servePage([
      heading('h1', 'Title'),
      { id: 'b1', type: 'button', label: 'Visit', href: '/visit', newWindow: false },
    ]);
    api.on(`PATCH ${PAGE_PATH}`, invalidInputAnswer({ 'blocks.1.href': LINK_FORMAT_MESSAGE }));
    const user = userEvent.setup();
    open();
    const button = await openBlock(user, /Visit/);
    await user.type(within(button).getByRole('textbox', { name: 'Button text' }), ' us');
    expect(await screen.findByText(`Not saved: ${OWNER_INPUT_MESSAGE}`)).toBeTruthy();
    const link = within(within(button).getByRole('group', { name: 'Link' })).getByRole('textbox', {
      name: 'Address',
    });
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (link.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(LINK_FORMAT_MESSAGE);
    expect(within(button).getByText('Needs attention')).toBeTruthy();
    expect(within(button).getByRole('textbox', { name: 'Button text' })).toHaveProperty('value', 'Visit us');
  });

  it('does not send blocks it knows the server refuses, and says what to fix', async () => {
    servePage([]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Button' }));
    await user.type(screen.getByRole('textbox', { name: 'Button text' }), 'Go');
    await user.click(screen.getByRole('radio', { name: 'Web address' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.type(address, 'not a link');
    expect(await screen.findByText(LINK_FORMAT_MESSAGE)).toBeTruthy();
    expect(saves()).toHaveLength(0);
    await user.clear(address);
    await user.type(address, '/shop');
    await waitFor(() => expect(sentBlocks(lastSave())?.[0]).toMatchObject({ label: 'Go', href: '/shop' }));
  });

  it('keeps the changes when the network fails, and saves them on "Try again"', async () => {
    servePage([heading('h1', 'Title')]);
    api.on(`PATCH ${PAGE_PATH}`, () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    open();
    await openBlock(user, /Title/);
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), ' offline');
    expect(await screen.findByText(/^Not saved: Network error\./)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveProperty('value', 'Title offline');
    servePage([heading('h1', 'Title')]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentBlocks(lastSave())?.[0]).toMatchObject({ text: 'Title offline' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('chooses products of the stores by name, and a form by name', async () => {
    servePage([]);
    api.on('GET /api/owner/products', {
      products: [
        { id: 'tote', title: 'Waxed canvas tote', storeTitle: 'Shop', enabled: true },
        { id: 'blanket', title: 'Wool camp blanket', storeTitle: 'Shop', enabled: true },
      ],
    });
    api.on('GET /api/owner/forms', { forms: [{ id: 'f-contact', name: 'Contact' }] });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Products' }));
    const products = await screen.findByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(products).getByRole('checkbox', { name: 'Waxed canvas tote (Shop)' }));
    await user.click(within(products).getByRole('checkbox', { name: 'Wool camp blanket (Shop)' }));
    await waitFor(() =>
      expect(sentBlocks(lastSave())?.[0]).toMatchObject({ type: 'product', productIds: ['tote', 'blanket'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Form' }));
    await user.selectOptions(await screen.findByLabelText('Form'), 'Contact');
    await waitFor(() =>
      expect(sentBlocks(lastSave())?.[1]).toMatchObject({ type: 'form', formId: 'f-contact' }),
    );
  });

  it('shows the blocks without ways to change them to a role that may only look', async () => {
    servePage([heading('h1', 'Title')]);
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ roles: [9], capabilities: ['pages:view', 'content:view', 'files:view'] }),
    );
    open();
    expect(await screen.findByText(/lets you look at this page’s blocks, not change them/)).toBeTruthy();
    expect(screen.getByRole('listitem', { name: /Title/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move down' })).toBeNull();
  });

  it('refuses a block more than the page may hold, politely', async () => {
    servePage(Array.from({ length: MAX_BLOCKS }, (_, at) => heading(`h${at}`, `Heading ${at}`)));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add block' }));
    expect(
      await screen.findByText(`A page holds at most ${MAX_BLOCKS} blocks. Remove a block to add another.`),
    ).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(MAX_BLOCKS);
  });
});
