// The tag manager's owner API through the real app and database: counts, SPEC §5's duplicate message, SPEC §9 lengths, renames and deletes that reach every item.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { collectionId } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let blogId: string;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  blogId = await collectionId(db.knex, fixture.websiteId, 'journal');
});

const tags = async (kind?: string) => {
  const res = await owner.send('GET', `/api/owner/tags${kind === undefined ? '' : `?kind=${kind}`}`);
  expect(res.status).toBe(200);
  return res.body.tags as { id: string; kind: string; name: string; itemCount: number; version: number }[];
};
const tagNamed = async (name: string) => (await tags()).find((tag) => tag.name === name)!;
const itemTags = async (urlId: string) =>
  db
    .knex(TABLES.contentItems)
    .where({ website_id: fixture.websiteId, url_id: urlId })
    .first('tags', 'categories');

describe(`owner API: the tag manager (${testDatabaseKind()})`, () => {
  it('lists the names items were saved with, spelled as the tag manager has them, with item counts', async () => {
    expect((await owner.send('POST', '/api/owner/tags', { body: { kind: 'tag', name: 'Oak' } })).status).toBe(
      201,
    );
    const created = await owner.send('POST', `/api/owner/collections/${blogId}/items`, {
      body: { title: 'Oak season', body: '<p>Oak.</p>', tags: ['oak', 'Joinery'], categories: ['Workshop'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ tags: ['Oak', 'Joinery'], categories: ['Workshop'] });
    await owner.send('POST', `/api/owner/collections/${blogId}/items`, {
      body: { title: 'More joinery', tags: ['JOINERY'] },
    });

    expect(await tags('tag')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'tag', name: 'Joinery', itemCount: 2 }),
        expect.objectContaining({ kind: 'tag', name: 'Oak', itemCount: 1 }),
      ]),
    );
    expect(await tags('category')).toEqual([expect.objectContaining({ name: 'Workshop', itemCount: 1 })]);
    expect((await owner.send('GET', '/api/owner/tags?kind=label')).status).toBe(400);
  });

  it("refuses a name its kind already has, in any case, with SPEC §5's message (409)", async () => {
    const tag = await owner.send('POST', '/api/owner/tags', { body: { kind: 'tag', name: 'joinery' } });
    expect(tag.status).toBe(409);
    expect(tag.body).toMatchObject({
      error: 'tag-exists',
      message: 'This tag already exists. You may only edit one tag at a time.',
    });
    const category = await owner.send('POST', '/api/owner/tags', {
      body: { kind: 'category', name: 'WORKSHOP' },
    });
    expect(category.status).toBe(409);
    expect(category.body.message).toBe(
      'This category already exists. You may only edit one category at a time.',
    );
    // The same name of the other kind is another thing.
    expect(
      (await owner.send('POST', '/api/owner/tags', { body: { kind: 'category', name: 'Joinery' } })).status,
    ).toBe(201);

    const oak = await tagNamed('Oak');
    const rename = await owner.send('PATCH', `/api/owner/tags/${oak.id}`, { body: { name: 'JOINERY' } });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('This tag already exists. You may only edit one tag at a time.');
    expect(await tagNamed('Oak')).toMatchObject({ version: oak.version });
  });

  it('keeps SPEC §9 lengths: 50 for a tag, 25 for a category', async () => {
    const long = await owner.send('POST', '/api/owner/tags', {
      body: { kind: 'category', name: 'c'.repeat(26) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      message: OWNER_INPUT_MESSAGE,
      fields: { name: 'A category has at most 25 characters.' },
    });
    expect(
      (await owner.send('POST', '/api/owner/tags', { body: { kind: 'tag', name: 't'.repeat(51) } })).body
        .fields,
    ).toEqual({
      name: 'A tag has at most 50 characters.',
    });
    expect(
      (await owner.send('POST', '/api/owner/tags', { body: { kind: 'tag', name: '  ' } })).body.fields,
    ).toEqual({
      name: 'Please enter a tag name.',
    });
    const workshop = await tagNamed('Workshop');
    const renamed = await owner.send('PATCH', `/api/owner/tags/${workshop.id}`, {
      body: { name: 'w'.repeat(30) },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields).toEqual({ name: 'A category has at most 25 characters.' });
  });

  it('renames a tag on every item that has it, in one go, and the site shows the new name', async () => {
    const joinery = await tagNamed('Joinery');
    const renamed = await owner.send('PATCH', `/api/owner/tags/${joinery.id}`, {
      body: { name: 'Woodwork' },
      headers: { 'If-Match': String(joinery.version) },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.tag).toMatchObject({ name: 'Woodwork', itemCount: 2, version: joinery.version + 1 });
    expect(await itemTags('oak-season')).toMatchObject({ tags: ['Oak', 'Woodwork'] });
    expect(await itemTags('more-joinery')).toMatchObject({ tags: ['Woodwork'] });
    expect((await visitorGet(app, '/blog/oak-season')).text).toContain(
      '<li class="chip chip--static">Woodwork</li>',
    );
    // The category of the same name is left alone.
    expect((await tags('category')).map((tag) => tag.name)).toContain('Joinery');

    const stale = await owner.send('PATCH', `/api/owner/tags/${joinery.id}`, {
      body: { name: 'Carpentry' },
      headers: { 'If-Match': String(joinery.version) },
    });
    expect(stale.status).toBe(412);
    const change = await db
      .knex(TABLES.ownerChanges)
      .where({ entity_id: joinery.id, action: 'rename' })
      .first();
    expect(change.summary).toBe('Joinery → Woodwork (2 items)');
  });

  it('merges into a name an item already had, without listing it twice', async () => {
    await owner.send('POST', `/api/owner/collections/${blogId}/items`, {
      body: { title: 'Both names', tags: ['Oak', 'Woodwork'] },
    });
    await db.knex(TABLES.tags).where({ website_id: fixture.websiteId, name: 'Woodwork' }).delete();
    const oak = await tagNamed('Oak');
    expect(
      (await owner.send('PATCH', `/api/owner/tags/${oak.id}`, { body: { name: 'Woodwork' } })).status,
    ).toBe(200);
    expect(await itemTags('both-names')).toMatchObject({ tags: ['Woodwork'] });
    expect(await itemTags('oak-season')).toMatchObject({ tags: ['Woodwork'] });
  });

  it('deletes a tag and takes it off every item', async () => {
    const woodwork = await tagNamed('Woodwork');
    expect((await owner.send('DELETE', `/api/owner/tags/${woodwork.id}`)).status).toBe(204);
    expect(await itemTags('oak-season')).toMatchObject({ tags: [] });
    expect(await itemTags('more-joinery')).toMatchObject({ tags: [] });
    expect((await tags()).map((tag) => tag.name)).not.toContain('Woodwork');
    expect((await owner.send('DELETE', `/api/owner/tags/${woodwork.id}`)).status).toBe(404);
  });

  it('lets viewers read the tags but not change them', async () => {
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
    expect((await viewer.send('GET', '/api/owner/tags')).status).toBe(200);
    expect(
      (await viewer.send('POST', '/api/owner/tags', { body: { kind: 'tag', name: 'Mine' } })).status,
    ).toBe(403);
  });
});
