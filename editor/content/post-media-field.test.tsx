// A blog post's audio or video in the post editor: the link rules' messages beside the field before anything is sent, then the media sent with the post.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { VIMEO_BASIC_MESSAGE } from '../../domain/media/video-links.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { COLLECTION_SCREEN_ROUTES as routes } from '../test-support/screen-routes.js';
import { collectionFixture, itemFixture, itemFromBody } from './content-fixtures.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/collections/c1', { collection: collectionFixture('blog') });
  api.on('GET /api/owner/authors', { authors: [{ id: 'a1', name: 'Owner', email: 'owner@example.com' }] });
  api.on('GET /api/owner/tags', { tags: [] });
  api.on('GET /api/owner/collections/c1/items', { items: [], total: 0 });
});

describe('a post’s audio or video', () => {
  it('refuses a private Vimeo link beside the field, then sends a YouTube link with the post', async () => {
    let created: ReturnType<typeof itemFromBody> | undefined;
    api.on('POST /api/owner/collections/c1/items', (call) => {
      created = itemFromBody(call.body as Record<string, unknown>, { id: 'i9', version: 1 });
      return { status: 201, body: { item: { ...created, media: (call.body as { media: unknown }).media } } };
    });
    api.on('GET /api/owner/collections/c1/items/i9', () => ({ item: created }));
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Kiln film');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audio or video' }), 'video');
    const link = screen.getByRole('textbox', { name: 'Video link' });
    await user.type(link, 'https://vimeo.com/manage/videos/76979871');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    const describedBy = (link.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(VIMEO_BASIC_MESSAGE);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    const form = link.closest('.panel');
    const results = await axe.run(form as Element, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true), {
      timeout: 5000,
    });
    const post = api.calls.find((call) => call.method === 'POST');
    expect((post?.body as Record<string, unknown>).media).toEqual({
      kind: 'video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('shows a stored audio post’s tracks and sends nothing about them when they did not change', async () => {
    const stored = itemFixture({
      media: { kind: 'audio', tracks: [{ title: 'Part one', url: '/files/w/1/part-one.mp3' }] },
    });
    api.on('GET /api/owner/collections/c1/items/i1', { item: stored });
    api.on('PATCH /api/owner/collections/c1/items/i1', (call) => ({
      item: {
        ...stored,
        ...itemFromBody(call.body as Record<string, unknown>, { version: stored.version + 1 }),
        media: stored.media,
      },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/collections/c1/i1');
    const title = await screen.findByRole('textbox', { name: 'Track 1 title' });
    expect((title as HTMLInputElement).value).toBe('Part one');
    expect(screen.getByRole('group', { name: 'Audio files (1 of at most 60)' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Title/), '!');
    await user.click(screen.getByRole('button', { name: /Save draft|Switch to draft/ }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true), {
      timeout: 5000,
    });
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).not.toHaveProperty('media');
  });
});
