// The owner API's events (wall-clock times in the website's zone, the calendar link) and galleries (images, order, cover), through the real app and database.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { collectionId, foreignImageId, imageIds } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let eventsId: string;
let galleryId: string;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  await db.knex(TABLES.websites).where('id', fixture.websiteId).update({ time_zone: 'America/New_York' });
  invalidateSiteData(fixture.websiteId);
  eventsId = await collectionId(db.knex, fixture.websiteId, 'markets');
  galleryId = await collectionId(db.knex, fixture.websiteId, 'studio');
});

const itemsOf = (id: string, path = '') => `/api/owner/collections/${id}/items${path}`;

describe(`owner API: events (${testDatabaseKind()})`, () => {
  it("stores an event's wall-clock start and end in the website's zone and shows them with the calendar link", async () => {
    const created = await owner.send('POST', itemsOf(eventsId), {
      body: {
        title: 'Summer Night Market',
        body: '<p>Lanterns and food stalls.</p>',
        startDate: '2030-07-04T18:30',
        endDate: '2030-07-04T21:00',
        location: { addressLine1: '1 Quay Street', addressCountry: 'United States' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.item).toMatchObject({
      urlId: 'summer-night-market',
      startDate: '2030-07-04T18:30',
      endDate: '2030-07-04T21:00',
      location: { addressLine1: '1 Quay Street' },
      fullUrl: '/events/summer-night-market',
    });
    const row = await db.knex(TABLES.contentItems).where('id', created.body.item.id).first();
    // New York is four hours behind UTC in July.
    expect(row.start_date.toISOString()).toBe('2030-07-04T22:30:00.000Z');
    expect(row.end_date.toISOString()).toBe('2030-07-05T01:00:00.000Z');
    expect(row.record_type).toBe(12);

    const page = await visitorGet(app, '/events/summer-night-market');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Thursday, July  4, 2030 &middot;  6:30 PM');
    expect(page.text).toContain(' 9:00 PM');
    expect(page.text).toContain('Add to Google Calendar');
    expect(page.text).toContain('dates=20300704T223000Z/20300705T010000Z');
    expect((await visitorGet(app, '/events')).text).toContain('Summer Night Market');
  });

  it('gives an event without an end an hour, so the calendar link works', async () => {
    const created = await owner.send('POST', itemsOf(eventsId), {
      body: { title: 'Winter Talk', startDate: '2030-01-10T19:00' },
    });
    expect(created.body.item).toMatchObject({ startDate: '2030-01-10T19:00', endDate: '2030-01-10T20:00' });
    const page = await visitorGet(app, '/events/winter-talk');
    expect(page.text).toContain('dates=20300111T000000Z/20300111T010000Z');
  });

  it('refuses an event without a start, a date that does not exist, and an end before the start', async () => {
    const none = await owner.send('POST', itemsOf(eventsId), { body: { title: 'Someday' } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      message: OWNER_INPUT_MESSAGE,
      fields: { startDate: 'Please enter when the event starts.' },
    });
    const bad = await owner.send('POST', itemsOf(eventsId), {
      body: { title: 'Leap', startDate: '2031-02-29T10:00' },
    });
    expect(bad.body.fields.startDate).toBe('Enter a date and time.');
    const backwards = await owner.send('POST', itemsOf(eventsId), {
      body: { title: 'Backwards', startDate: '2030-08-01T10:00', endDate: '2030-08-01T09:00' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.endDate).toBe('An event must end after it starts.');

    const market = await db.knex(TABLES.contentItems).where({ url_id: 'summer-night-market' }).first();
    const moved = await owner.send('PATCH', itemsOf(eventsId, `/${market.id}`), {
      body: { startDate: '2030-07-05T10:00' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields.endDate).toBe('An event must end after it starts.');
    expect((await db.knex(TABLES.contentItems).where('id', market.id).first()).version).toBe(1);
  });

  it('lists events by start date', async () => {
    const listed = await owner.send('GET', itemsOf(eventsId));
    const starts = listed.body.items.map((item: { startDate: string }) => item.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(listed.body.items.map((item: { title: string }) => item.title)).toContain('Harbor Market');
  });
});

describe(`owner API: galleries (${testDatabaseKind()})`, () => {
  it('adds images at the end with their caption, and reorders them by drag and drop', async () => {
    const [first, second] = await imageIds(db.knex, fixture.websiteId);
    const added = await owner.send('POST', itemsOf(galleryId), {
      body: { title: '', mainImageId: first, status: 'published' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.item).toMatchObject({ title: '', position: 3, mainImageId: first });
    expect(added.body.item.urlId).toMatch(/^image-\d+$/);
    const captioned = await owner.send('POST', itemsOf(galleryId), {
      body: { title: 'Dovetails', mainImageId: second },
    });
    expect(captioned.body.item).toMatchObject({ urlId: 'dovetails', position: 4, statusLabel: 'Published' });
    expect((await db.knex(TABLES.contentItems).where('id', added.body.item.id).first()).record_type).toBe(2);

    const before = await owner.send('GET', itemsOf(galleryId));
    const ids: string[] = before.body.items.map((item: { id: string }) => item.id);
    expect(before.body.items.map((item: { title: string }) => item.title)).toEqual([
      'Bench',
      'Shavings',
      'Kiln',
      '',
      'Dovetails',
    ]);
    const order = [ids[4], ids[2], ids[0], ids[1], ids[3]];
    const saved = await owner.send('PUT', itemsOf(galleryId, '/order'), { body: { itemIds: order } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.itemIds).toEqual(order);
    const after = await owner.send('GET', itemsOf(galleryId));
    expect(after.body.items.map((item: { id: string }) => item.id)).toEqual(order);

    const html = (await visitorGet(app, '/gallery')).text;
    const hrefs = [...html.matchAll(/class="gallery__link" href="\/gallery\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(hrefs).toEqual(['dovetails', 'kiln', 'bench', 'shavings', added.body.item.urlId]);
  });

  it('refuses an order that misses, repeats or invents an item, and a blog order', async () => {
    const ids: string[] = (await owner.send('GET', itemsOf(galleryId))).body.items.map(
      (item: { id: string }) => item.id,
    );
    for (const itemIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 'no-such-item']]) {
      const res = await owner.send('PUT', itemsOf(galleryId, '/order'), { body: { itemIds } });
      expect(res.status).toBe(400);
      expect(res.body.fields.itemIds).toBe('List every item of this collection exactly once (5 items).');
    }
    expect(
      (await owner.send('GET', itemsOf(galleryId))).body.items.map((item: { id: string }) => item.id),
    ).toEqual(ids);
    const blogId = await collectionId(db.knex, fixture.websiteId, 'journal');
    const blogIds = (await owner.send('GET', itemsOf(blogId))).body.items.map(
      (item: { id: string }) => item.id,
    );
    expect((await owner.send('PUT', itemsOf(blogId, '/order'), { body: { itemIds: blogIds } })).status).toBe(
      409,
    );
  });

  it('needs an image of this website for a gallery item', async () => {
    const none = await owner.send('POST', itemsOf(galleryId), { body: { title: 'Nothing to see' } });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ mainImageId: 'Choose an image.' });
    const foreign = await foreignImageId(db.knex, fixture.otherWebsiteId);
    const other = await owner.send('POST', itemsOf(galleryId), { body: { mainImageId: foreign } });
    expect(other.body.fields).toEqual({ mainImageId: 'Choose an image from the file manager.' });
  });

  it('sets a cover image that the gallery page shows above the grid, with its size', async () => {
    const [, , third] = await imageIds(db.knex, fixture.websiteId);
    const list = await owner.send('GET', '/api/owner/collections');
    expect(list.status).toBe(200);
    const gallery = list.body.collections.find((collection: { id: string }) => collection.id === galleryId);
    expect(gallery).toMatchObject({ kind: 'gallery', fullUrl: '/gallery', itemCount: 5, coverImageId: null });
    expect(list.body.collections.map((collection: { kind: string }) => collection.kind).sort()).toEqual([
      'blog',
      'events',
      'gallery',
      'products',
    ]);

    const saved = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { coverImageId: third, description: 'Where we work.' },
      headers: { 'If-Match': String(gallery.version) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.collection).toMatchObject({
      coverImageId: third,
      description: 'Where we work.',
      version: gallery.version + 1,
    });
    expect(saved.body.collection.coverImageUrl).toMatch(/^\/files\//);
    const html = (await visitorGet(app, '/gallery')).text;
    const cover =
      /<figure class="post__figure"><img class="post__image" src="([^"]+)"[^>]*width="1600" height="1200"[^>]*>/.exec(
        html,
      );
    expect(cover?.[1]).toBe(`${saved.body.collection.coverImageUrl}?format=1500w`);
    expect(html.indexOf('post__figure')).toBeLessThan(html.indexOf('class="gallery '));

    const stale = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { coverImageId: null },
      headers: { 'If-Match': String(gallery.version) },
    });
    expect(stale.status).toBe(412);
    const foreign = await foreignImageId(db.knex, fixture.otherWebsiteId);
    const other = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { coverImageId: foreign },
    });
    expect(other.body.fields).toEqual({ coverImageId: 'Choose an image from the file manager.' });

    const removed = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { coverImageId: null },
    });
    expect(removed.body.collection.coverImageId).toBeNull();
    expect((await visitorGet(app, '/gallery')).text).not.toContain('post__figure');
  });

  it("saves a gallery's display options over the defaults, which the gallery page then follows", async () => {
    const read = await owner.send('GET', `/api/owner/collections/${galleryId}`);
    expect(read.body.collection.galleryOptions).toMatchObject({
      design: 'grid',
      'thumbnails-per-row': 3,
      padding: 20,
    });
    const saved = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { galleryOptions: { design: 'slider', padding: 10, 'active-alignment': 'left' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.collection.galleryOptions).toMatchObject({
      design: 'slider',
      padding: 10,
      lightbox: false,
    });
    // Later choices join the earlier ones.
    const more = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { galleryOptions: { lightbox: true } },
    });
    expect(more.body.collection.galleryOptions).toMatchObject({
      'thumbnails-per-row': 3,
      design: 'slider',
      padding: 10,
      lightbox: true,
    });
    const html = (await visitorGet(app, '/gallery')).text;
    expect(html).toMatch(/<ul class="gallery gallery--slider [^"]*gallery--pad-10[^"]*gallery--align-left/);

    const refused = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { galleryOptions: { padding: 80, design: 'carousel', sparkle: true } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(OWNER_INPUT_MESSAGE);
    expect(JSON.stringify(refused.body.fields)).toContain('Enter a whole number from 0 to 50.');
    const blog = await collectionId(db.knex, fixture.websiteId, 'journal');
    const notGallery = await owner.send('PATCH', `/api/owner/collections/${blog}`, {
      body: { galleryOptions: { padding: 10 } },
    });
    expect(notGallery.status).toBe(400);
    expect(notGallery.body.fields).toEqual({ galleryOptions: 'Only galleries have display options.' });

    const reset = await owner.send('PATCH', `/api/owner/collections/${galleryId}`, {
      body: { galleryOptions: null },
    });
    expect(reset.body.collection.galleryOptions).toMatchObject({
      'thumbnails-per-row': 4,
      design: 'grid',
      padding: 20,
      lightbox: false,
    });
    expect((await visitorGet(app, '/gallery')).text).toMatch(/<ul class="gallery gallery--grid /);
  });

  it('lists as authors the members who may write, not viewers', async () => {
    await signedInOwner(app, db.knex, fixture.websiteId, 16);
    await signedInOwner(app, db.knex, fixture.websiteId, 10);
    const res = await owner.send('GET', '/api/owner/authors');
    expect(res.status).toBe(200);
    const emails = res.body.authors.map((author: { email: string }) => author.email);
    expect(emails.some((email: string) => email.startsWith('owner-1-'))).toBe(true);
    expect(emails.some((email: string) => email.startsWith('owner-16-'))).toBe(true);
    expect(emails.some((email: string) => email.startsWith('owner-10-'))).toBe(false);
  });
});
