// Saving audio and video blocks through the owner API: albums of at most 60 uploaded tracks, video links the player can play (SPEC §8's Vimeo message), and the pages they make.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_TRACKS_MESSAGE, TRACK_FILE_MESSAGE } from '../../domain/media/media-rules.js';
import { UNSUPPORTED_VIDEO_MESSAGE, VIMEO_BASIC_MESSAGE } from '../../domain/media/video-links.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { publishPage, setUpOwnerSuite, visitorGet } from './owner-app.js';
import { imageIds } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let images: string[];

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  images = await imageIds(db.knex, fixture.websiteId);
});

const save = (id: string, body: Record<string, unknown>) =>
  owner.send('PATCH', `/api/owner/pages/${id}`, { body });

const newPage = async (slug: string) => {
  const res = await owner.send('POST', '/api/owner/pages', { body: { title: slug, urlSlug: slug } });
  expect(res.status).toBe(201);
  return res.body.page as { id: string; version: number };
};

const track = (at: number) => ({ title: `Track ${at}`, url: `/files/w/t${at}/track-${at}.mp3` });

describe(`audio and video blocks in the owner API (${testDatabaseKind()})`, () => {
  it('saves an album of 60 tracks and refuses 61, an empty album and a track that is not an uploaded audio file', async () => {
    const page = await newPage('album');
    const tracks = Array.from({ length: 60 }, (_, at) => track(at + 1));
    const saved = await save(page.id, { blocks: [{ type: 'audio', title: 'Sixty', tracks }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.page.blocks[0]).toMatchObject({ type: 'audio', title: 'Sixty', artist: '' });
    expect(saved.body.page.blocks[0].tracks).toHaveLength(60);

    const tooMany = await save(page.id, { blocks: [{ type: 'audio', tracks: [...tracks, track(61)] }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ 'blocks.0.tracks': TOO_MANY_TRACKS_MESSAGE });
    expect(TOO_MANY_TRACKS_MESSAGE).toBe('An album holds at most 60 tracks. Remove a track to add another.');

    const empty = await save(page.id, { blocks: [{ type: 'audio', tracks: [] }] });
    expect(empty.body.fields).toEqual({ 'blocks.0.tracks': 'Add at least one track.' });

    const elsewhere = await save(page.id, {
      blocks: [{ type: 'audio', tracks: [track(1), { title: 'Far', url: 'https://example.com/far.mp3' }] }],
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fields).toEqual({ 'blocks.0.tracks.1.url': TRACK_FILE_MESSAGE });

    const untitled = await save(page.id, {
      blocks: [{ type: 'audio', tracks: [{ title: ' ', url: track(1).url }] }],
    });
    expect(untitled.body.fields).toEqual({ 'blocks.0.tracks.0.title': 'Please enter the track’s title.' });
  });

  it.each([
    ['https://vimeo.com/user12345/review/76979871/8272103f6e', VIMEO_BASIC_MESSAGE],
    ['https://vimeo.com/manage/videos/76979871', VIMEO_BASIC_MESSAGE],
    ['https://example.com/clip.mp4', UNSUPPORTED_VIDEO_MESSAGE],
    ['', 'Enter a video link or choose an uploaded video.'],
  ])('refuses the video link %j with its message', async (url, message) => {
    const page = await newPage(`video-${Math.random().toString(36).slice(2, 8)}`);
    const res = await save(page.id, { blocks: [{ type: 'video', url }] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'blocks.0.url': message });
  });

  it('refuses a still the site does not have', async () => {
    const page = await newPage('video-still');
    const res = await save(page.id, {
      blocks: [{ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', imageId: 'no-such-image' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'blocks.0.imageId': 'no-such-image is not one of the expected options.',
    });
  });

  it('counts audio and video blocks and posts as uses of their files, so deleting asks first', async () => {
    const [row] = await db
      .knex(TABLES.files)
      .insert({
        website_id: fixture.websiteId,
        path: 'files/x/theme.mp3',
        filename: 'theme.mp3',
        name: 'theme.mp3',
        size_bytes: 10,
        mime_type: 'audio/mpeg',
      })
      .returning('id');
    const url = `/files/${fixture.websiteId}/${row.id}/theme.mp3`;
    const page = await newPage('theme-song');
    const saved = await save(page.id, { blocks: [{ type: 'audio', tracks: [{ title: 'Theme', url }] }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await publishPage(owner, page.id);
    const blogId = (
      await db.knex(TABLES.collections).where({ website_id: fixture.websiteId, url_id: 'journal' }).first()
    ).id;
    const post = await owner.send('POST', `/api/owner/collections/${blogId}/items`, {
      body: { title: 'Theme post', media: { kind: 'audio', tracks: [{ title: 'Theme', url }] } },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);

    const detail = await owner.send('GET', `/api/owner/files/${row.id}`);
    expect(detail.status).toBe(200);
    expect(
      detail.body.usedBy.map((use: { kind: string; title: string }) => `${use.kind}:${use.title}`),
    ).toEqual(['page:theme-song', 'item:Theme post']);
    const refused = await owner.send('DELETE', `/api/owner/files/${row.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This file is used on theme-song (page) and Theme post (item).');
  });

  it('saves audio and video blocks and shows them to visitors once published', async () => {
    const page = await newPage('media-page');
    const res = await save(page.id, {
      blocks: [
        { type: 'audio', title: 'Harbor <Sessions>', tracks: [track(1), track(2)] },
        {
          type: 'video',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90',
          imageId: images[0],
          title: 'Tour',
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.page.blocks[1]).toMatchObject({ type: 'video', imageId: images[0], caption: '' });
    await publishPage(owner, page.id);
    const visit = await visitorGet(app, '/media-page');
    expect(visit.status).toBe(200);
    expect(visit.text).toContain('<tessera-island name="audio-player"');
    expect(visit.text).toContain('Harbor &lt;Sessions&gt;');
    expect(visit.text).toContain('<tessera-island name="video-player"');
    expect(visit.text).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=90s"');
    expect(visit.text).not.toMatch(/<iframe/);
  });
});
