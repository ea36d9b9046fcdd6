// The image block's picture settings (issue 30): the missing-alt warning, alt text and the focal point by keyboard, crop presets, and replacing the picture without losing them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../../domain/file-rules.js';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import type { RecordedCall } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { fileView } from '../../files/test-support/file-fixtures.js';
import { PageBlocksEditor } from './page-blocks-editor.js';
import { blocksPage } from '../page-fixtures.js';

const api = fakeApiForEachTest();
const PAGE_PATH = '/api/owner/pages/p1';
const HARBOUR = fileView('f1', 'IMG_2041.jpg', { imageId: 'img-1' });
const DUNES = fileView('f2', 'Dunes.jpg', {
  imageId: 'img-2',
  altText: 'Dunes at low tide',
  focalPoint: { x: 0.3, y: 0.7 },
});

function pageWith(blocks: Block[]): PageDetail {
  return blocksPage(blocks, { id: 'p1', title: 'Harbour', urlSlug: 'harbour' });
}

function servePage(blocks: Block[]) {
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  let files = [HARBOUR, DUNES];
  api.on('GET /api/owner/files', () => ({ files, total: files.length, maxFileBytes: MAX_FILE_BYTES }));
  // The server keeps what a PATCH of a picture sets, so a list read again shows it.
  api.on('PATCH /api/owner/files/:id', (call) => {
    const id = call.path.split('/').at(-1);
    files = files.map((file) =>
      file.id === id ? { ...file, ...(call.body as object), version: file.version + 1 } : file,
    );
    return { file: files.find((file) => file.id === id) };
  });
  let current = pageWith(blocks);
  api.on(`GET ${PAGE_PATH}`, () => ({ page: current }));
  api.on(`PATCH ${PAGE_PATH}`, (call) => {
    current = { ...current, blocks: (call.body as { blocks: Block[] }).blocks, version: current.version + 1 };
    return { page: current };
  });
}

const saves = (): RecordedCall[] =>
  api.calls.filter((call) => call.method === 'PATCH' && call.path === PAGE_PATH);
const sentBlocks = () => (saves().at(-1)?.body as { blocks: Block[] } | undefined)?.blocks;

const imageBlock = (change: Partial<Extract<Block, { type: 'image' }>> = {}): Block => ({
  id: 'b1',
  type: 'image',
  imageId: 'img-1',
  caption: 'The harbour',
  link: '',
  design: 'inline',
  crop: 'original',
  ...change,
});

async function openImageBlock(user: ReturnType<typeof userEvent.setup>) {
  renderEditor(
    [{ path: '/pages/:pageId', element: <PageBlocksEditor pageId="p1" autosaveDelay={20} /> }],
    '/pages/p1',
  );
  const item = await screen.findByRole('listitem', { name: /The harbour/ });
  await user.click(within(item).getByRole('button', { name: /The harbour/, expanded: false }));
  return item;
}

async function seriousViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('the image block’s picture settings', () => {
  it('warns of a picture without alt text, and saves alt text and a focal point set with its labelled sliders', async () => {
    servePage([imageBlock()]);
    const user = userEvent.setup();
    const item = await openImageBlock(user);
    expect(await within(item).findByText(/This picture has no alt text/)).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Add alt text and focal point' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alt text and focal point' });
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'Two boats at the quay');
    expect(within(dialog).queryByText(/This picture has no alt text/)).toBeNull();

    const across = within(dialog).getByRole('slider', { name: 'Across' });
    across.focus();
    // Native ranges: the browser moves them with the arrow keys (jsdom does not), so their new values are set here.
    fireEvent.change(across, { target: { value: '20' } });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Down' }), { target: { value: '75' } });
    expect(within(dialog).getByText('20%')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = api.calls.find((call) => call.method === 'PATCH' && call.path === '/api/owner/files/f1');
    expect(patch?.body).toEqual({ altText: 'Two boats at the quay', focalPoint: { x: 0.2, y: 0.75 } });
    expect(patch?.headers['If-Match']).toBe('1');
    expect(within(item).queryByText(/This picture has no alt text/)).toBeNull();
    expect(within(item).getByRole('button', { name: 'Edit alt text and focal point' })).toBeTruthy();
  }, 60_000);

  it('crops to a preset, and keeps the crop and caption when the picture is replaced', async () => {
    servePage([imageBlock()]);
    const user = userEvent.setup();
    const item = await openImageBlock(user);
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Crop' }), 'Square');
    await waitFor(() => expect(sentBlocks()?.[0]).toMatchObject({ crop: 'square' }));
    expect(within(item).getByRole('combobox', { name: 'Crop' })).toHaveProperty('value', 'square');

    await user.click(within(item).getByRole('button', { name: 'Replace image' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the image' });
    await user.click(await within(picker).findByRole('option', { name: /^Dunes\.jpg / }));
    await user.click(within(picker).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(sentBlocks()?.[0]).toMatchObject({ imageId: 'img-2' }));
    expect(sentBlocks()?.[0]).toMatchObject({ crop: 'square', caption: 'The harbour', design: 'inline' });
    expect(within(item).getByRole('button', { name: 'Edit alt text and focal point' })).toBeTruthy();
  });

  it('offers the four crop presets, and none for a hero', async () => {
    servePage([imageBlock()]);
    const user = userEvent.setup();
    const item = await openImageBlock(user);
    const crop = within(item).getByRole('combobox', { name: 'Crop' });
    expect(
      within(crop)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Original shape', 'Square', '4:3', '16:9 (wide)']);
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Design' }), 'hero');
    expect(within(item).queryByRole('combobox', { name: 'Crop' })).toBeNull();
  });
});
