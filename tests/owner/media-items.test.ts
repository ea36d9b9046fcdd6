// Blog posts that play audio or video through the owner API: stored as RecordType 7 or 8, shown by the item page's player, refused on other collections and with the link rules' messages.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { VIMEO_BASIC_MESSAGE } from '../../domain/media/video-links.js';
import { MEDIA_POSTS_ONLY_MESSAGE } from '../../domain/owner-api/items.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, visitorGet } from './owner-app.js';
import { collectionId, imageIds } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let blogId: string;
let eventsId: string;
let images: string[];

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  blogId = await collectionId(db.knex, fixture.websiteId, 'journal');
  eventsId = await collectionId(db.knex, fixture.websiteId, 'markets');
  images = await imageIds(db.knex, fixture.websiteId);
});

const items = (collection: string, path = '') => `/api/owner/collections/${collection}/items${path}`;
const stored = (id: string) => db.knex(TABLES.contentItems).where({ id }).first();
const track = (at: number) => ({ title: `Part ${at}`, url: `/files/w/p${at}/part-${at}.mp3` });

describe(`audio and video posts in the owner API (${testDatabaseKind()})`, () => {
  it('makes a post an audio item, plays it on its page, and back to a plain post', async () => {
    const created = await owner.send('POST', items(blogId), {
      body: {
        title: 'Radio <hour>',
        body: '<p>Listen.</p>',
        media: { kind: 'audio', tracks: [track(1), track(2)] },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { item } = created.body;
    expect(item.media).toEqual({ kind: 'audio', tracks: [track(1), track(2)] });
    const row = await stored(item.id);
    expect(row.record_type).toBe(7);
    expect(row.structured_content).toMatchObject({ audioAssetUrl: track(1).url });

    const page = await visitorGet(app, item.fullUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<tessera-island name="audio-player"');
    expect(page.text).toContain('Part 2');

    const plain = await owner.send('PATCH', items(blogId, `/${item.id}`), {
      body: { media: null },
      headers: { 'If-Match': String(item.version) },
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.item.media).toBeNull();
    expect((await stored(item.id)).record_type).toBe(1);
    expect((await visitorGet(app, item.fullUrl)).text).not.toContain('audio-player');
  });

  it('makes a post a video item with its main image as the still', async () => {
    const created = await owner.send('POST', items(blogId), {
      body: {
        title: 'Kiln film',
        mainImageId: images[0],
        media: { kind: 'video', url: 'https://vimeo.com/76979871' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.item.media).toEqual({ kind: 'video', url: 'https://vimeo.com/76979871' });
    expect((await stored(created.body.item.id)).record_type).toBe(8);
    const page = await visitorGet(app, created.body.item.fullUrl);
    expect(page.text).toContain('<tessera-island name="video-player"');
    expect(page.text).toContain('href="https://vimeo.com/76979871"');
    expect(page.text).toMatch(/<img class="video-player__still" src="\/files\//);
    expect(page.text).not.toMatch(/<iframe/);
  });

  it('refuses media on events, private Vimeo links and more than 60 tracks', async () => {
    const onEvent = await owner.send('POST', items(eventsId), {
      body: {
        title: 'Fair',
        startDate: '2027-05-01T10:00',
        media: { kind: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' },
      },
    });
    expect(onEvent.status).toBe(400);
    expect(onEvent.body.fields).toEqual({ media: MEDIA_POSTS_ONLY_MESSAGE });

    const vimeo = await owner.send('POST', items(blogId), {
      body: { title: 'Private', media: { kind: 'video', url: 'https://vimeo.com/manage/videos/76979871' } },
    });
    expect(vimeo.status).toBe(400);
    expect(vimeo.body.fields).toEqual({ 'media.url': VIMEO_BASIC_MESSAGE });

    const album = await owner.send('POST', items(blogId), {
      body: {
        title: 'Too long',
        media: { kind: 'audio', tracks: Array.from({ length: 61 }, (_, at) => track(at)) },
      },
    });
    expect(album.status).toBe(400);
    expect(album.body.fields).toEqual({
      'media.tracks': 'An album holds at most 60 tracks. Remove a track to add another.',
    });
  });
});
