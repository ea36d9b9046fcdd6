// The audio and video blocks' forms in the block editor: tracks reordered, renamed and capped at 60; a video link's message (SPEC §8 for Vimeo) beside its field.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_TRACKS_MESSAGE } from '../../../domain/media/media-rules.js';
import { VIMEO_BASIC_MESSAGE } from '../../../domain/media/video-links.js';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { invalidInputAnswer, type RecordedCall } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { trackTitle } from './media-block-forms.js';
import { PageBlocksEditor } from './page-blocks-editor.js';

const api = fakeApiForEachTest();
const PAGE_PATH = '/api/owner/pages/p1';

function pageWith(blocks: Block[]): PageDetail {
  return {
    id: 'p1',
    title: 'Listen',
    navigationTitle: 'Listen',
    urlSlug: 'listen',
    type: 'page',
    pageType: 2,
    collectionId: null,
    fullUrl: '/listen',
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
}

function servePage(blocks: Block[]) {
  api.on('GET /api/owner/pages', { pages: [], navigation: { main: [] } });
  api.on('GET /api/owner/files', { files: [], nextCursor: null });
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

function open() {
  return renderEditor(
    [{ path: '/pages/:pageId', element: <PageBlocksEditor pageId="p1" autosaveDelay={20} /> }],
    '/pages/p1',
  );
}

async function openBlock(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const found = await screen.findByRole('listitem', { name });
  await user.click(within(found).getByRole('button', { name, expanded: false }));
  return found;
}

const track = (title: string) => ({
  title,
  url: `/files/w/${title.toLowerCase()}/${title.toLowerCase()}.mp3`,
});

describe('audio and video block forms', () => {
  it('names a track from its file', () => {
    expect(trackTitle('01 Morning Song.mp3')).toBe('01 Morning Song');
    expect(trackTitle('plain')).toBe('plain');
  });

  it('renames and reorders an album’s tracks, and saves them in the new order', async () => {
    servePage([
      { id: 'a1', type: 'audio', title: 'Harbor', artist: '', tracks: [track('Morning'), track('Tide')] },
    ]);
    const user = userEvent.setup();
    open();
    const album = await openBlock(user, /Harbor · 2 tracks/);
    expect(within(album).getByRole('group', { name: 'Tracks (2 of at most 60)' })).toBeTruthy();
    await user.click(within(album).getByRole('button', { name: /^Move down\s*Morning$/ }));
    await waitFor(
      () => expect(sentBlocks()?.[0]).toMatchObject({ tracks: [track('Tide'), track('Morning')] }),
      { timeout: 5000 },
    );
    const second = within(album).getByRole('textbox', { name: 'Track 2 title' });
    await user.clear(second);
    await user.type(second, 'Dawn');
    await waitFor(
      () =>
        expect(sentBlocks()?.[0]).toMatchObject({
          tracks: [track('Tide'), { ...track('Morning'), title: 'Dawn' }],
        }),
      { timeout: 5000 },
    );
    const results = await axe.run(album, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  it('adds no track beyond 60, and says why', async () => {
    const sixty = Array.from({ length: 60 }, (_, at) => track(`T${at + 1}`));
    servePage([{ id: 'a1', type: 'audio', title: 'Full', artist: '', tracks: sixty }]);
    const user = userEvent.setup();
    open();
    const album = await openBlock(user, /Full · 60 tracks/);
    expect((within(album).getByRole('button', { name: 'Add tracks' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(album).getByText(TOO_MANY_TRACKS_MESSAGE)).toBeTruthy();
  });

  it('shows the server’s Vimeo message beside the video link', async () => {
    servePage([
      {
        id: 'v1',
        type: 'video',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        imageId: '',
        title: 'Tour',
        caption: '',
      },
    ]);
    api.on(`PATCH ${PAGE_PATH}`, invalidInputAnswer({ 'blocks.0.url': VIMEO_BASIC_MESSAGE }));
    const user = userEvent.setup();
    open();
    const video = await openBlock(user, /Tour/);
    const link = within(video).getByRole('textbox', { name: 'Video link' });
    await user.clear(link);
    await user.paste('https://vimeo.com/manage/videos/76979871');
    // The save waits for the autosave's pause, then the message comes back (slower on a busy machine).
    await waitFor(
      () => {
        expect(link.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (link.getAttribute('aria-describedby') ?? '').split(' ');
        expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
          VIMEO_BASIC_MESSAGE,
        );
      },
      { timeout: 5000 },
    );
    // Shown once, beside its field, not again under the form.
    expect(within(video).getAllByText(VIMEO_BASIC_MESSAGE)).toHaveLength(1);
  });
});
