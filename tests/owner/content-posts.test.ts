// The owner API's blog posts, through the real app and database: sanitized bodies on the blog, schedules and drafts kept off the site, If-Match, draft editors, API keys.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { VERSION_CONFLICT_MESSAGE } from '../../domain/owner-api/common.js';
import { OWNER_INPUT_MESSAGE, notValidPageUrl } from '../../domain/owner-messages.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { DRAFTS_ONLY_MESSAGE } from '../../server/owner/collections/publish-rights.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { keyedRequest, setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { collectionId, foreignImageId, imageIds } from './owner-data.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let blogId: string;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  blogId = await collectionId(db.knex, fixture.websiteId, 'journal');
});

const items = (path = '') => `/api/owner/collections/${blogId}/items${path}`;
const post = (body: Record<string, unknown>, browser = owner) => browser.send('POST', items(), { body });
const storedItem = (id: string) =>
  db.knex(TABLES.contentItems).where({ website_id: fixture.websiteId, id }).first();

describe(`owner API: blog posts (${testDatabaseKind()})`, () => {
  it('creates a post whose <script> is stripped, lists it on /blog and shows it at its URL', async () => {
    const created = await post({
      title: 'Oak & Ash Season',
      body: '<p>Fresh <strong>boards</strong>.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
      excerpt: '<p onclick="steal()">A short one.</p>',
      tags: ['Studio', 'wood', 'Wood'],
      categories: ['Making'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { item } = created.body;
    expect(item).toMatchObject({
      urlId: 'oak-ash-season',
      title: 'Oak & Ash Season',
      status: 'published',
      statusLabel: 'Published',
      fullUrl: '/blog/oak-ash-season',
      tags: ['Studio', 'wood'],
      categories: ['Making'],
      version: 1,
    });
    expect(item.body).not.toContain('script');
    expect(item.body).not.toContain('onerror');
    expect(item.excerpt).toBe('<p>A short one.</p>');

    const row = await storedItem(item.id);
    expect(row).toMatchObject({ record_type: 1, status: 'published', tags: ['Studio', 'wood'] });
    expect(row.published_at.getTime()).toBeLessThanOrEqual(Date.now());

    const list = await visitorGet(app, '/blog');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Oak &amp; Ash Season');
    const page = await visitorGet(app, '/blog/oak-ash-season');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Fresh <strong>boards</strong>.');
    expect(page.text).not.toContain('alert(');

    const changes = await db
      .knex(TABLES.ownerChanges)
      .where({ website_id: fixture.websiteId, entity: 'item', entity_id: item.id });
    expect(changes).toMatchObject([{ action: 'create', account_id: expect.any(String) }]);
  });

  it('keeps a post scheduled for tomorrow off the blog, its URL, search, summaries and neighbours, and lists it as Scheduled', async () => {
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString();
    const created = await post({ title: 'Kiln Opening Zebra', body: '<p>Soon.</p>', publishOn: tomorrow });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({
      status: 'published',
      statusLabel: 'Scheduled',
      publishOn: tomorrow,
    });
    await db.knex(TABLES.pages).insert({
      website_id: fixture.websiteId,
      url_id: 'news',
      page_type: 2,
      title: 'News',
      content: { blocks: [{ type: 'collection', collectionId: blogId, limit: 20, title: 'Latest posts' }] },
    });

    expect((await visitorGet(app, '/blog')).text).not.toContain('Kiln Opening Zebra');
    expect((await visitorGet(app, `/blog/${created.body.item.urlId}`)).status).toBe(404);
    const search = await visitorGet(app, '/search?q=Zebra');
    expect(search.status).toBe(200);
    expect(search.text).not.toContain('Kiln Opening Zebra');
    const news = await visitorGet(app, '/news');
    expect(news.text).toContain('Spring at the workshop');
    expect(news.text).not.toContain('Kiln Opening Zebra');
    const newest = await visitorGet(app, '/blog/spring-at-the-workshop');
    expect(newest.text).not.toContain('Kiln Opening Zebra');

    const listed = await owner.send('GET', `${items()}?status=scheduled`);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.items[0]).toMatchObject({ title: 'Kiln Opening Zebra', statusLabel: 'Scheduled' });
  });

  it('keeps a draft off the site and lists it as Draft', async () => {
    const created = await post({ title: 'Half-written thoughts', body: '<p>…</p>', status: 'draft' });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ status: 'draft', statusLabel: 'Draft', publishOn: null });
    expect((await visitorGet(app, '/blog')).text).not.toContain('Half-written thoughts');
    expect((await visitorGet(app, '/blog/half-written-thoughts')).status).toBe(404);

    const drafts = await owner.send('GET', `${items()}?status=draft&q=half`);
    expect(drafts.body).toMatchObject({ total: 1, items: [{ title: 'Half-written thoughts' }] });
  });

  it('lists every post newest first (drafts too), searches and pages', async () => {
    const all = await owner.send('GET', items());
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    const titles = all.body.items.map((item: { title: string }) => item.title);
    expect(titles.indexOf('Kiln Opening Zebra')).toBeLessThan(titles.indexOf('Spring at the workshop'));
    expect(titles.indexOf('Spring at the workshop')).toBeLessThan(titles.indexOf('How we choose our wood'));
    expect(titles).toContain('An unfinished draft');

    const page = await owner.send('GET', `${items()}?limit=1&offset=1`);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0].title).toBe(titles[1]);
    expect(page.body.total).toBe(all.body.total);

    const bad = await owner.send('GET', `${items()}?status=hidden`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(OWNER_INPUT_MESSAGE);
  });

  it.each([
    ['needs-review', 'Needs Review', 'Awaiting Review Heron'],
    ['private', 'Private', 'Private Notes Heron'],
    ['deprecated', 'Deprecated', 'Old Guide Heron'],
  ])('keeps a %s post off the site and labels it %s (SPEC §4)', async (status, label, title) => {
    const created = await post({ title, body: '<p>Not for visitors.</p>', status });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.item).toMatchObject({ status, statusLabel: label });
    expect((await storedItem(created.body.item.id)).status).toBe(status);
    expect((await visitorGet(app, '/blog')).text).not.toContain(title);
    expect((await visitorGet(app, `/blog/${created.body.item.urlId}`)).status).toBe(404);

    const listed = await owner.send('GET', `${items()}?q=${encodeURIComponent(title)}`);
    expect(listed.body.items).toMatchObject([{ title, status, statusLabel: label }]);
    const filtered = await owner.send('GET', `${items()}?status=${status}&q=heron`);
    expect(filtered.body).toMatchObject({ total: 1, items: [{ title }] });
    const drafts = await owner.send('GET', `${items()}?status=draft&q=${encodeURIComponent(title)}`);
    expect(drafts.body).toMatchObject({ total: 0, items: [] });

    const published = await owner.send('PATCH', items(`/${created.body.item.id}`), {
      body: { status: 'published' },
    });
    expect(published.body.item).toMatchObject({ status: 'published', statusLabel: 'Published' });
    const back = await owner.send('PATCH', items(`/${created.body.item.id}`), { body: { status } });
    expect(back.body.item).toMatchObject({ status, statusLabel: label });
  });

  it('saves with If-Match, and refuses a stale save with 412 leaving the stored post unchanged', async () => {
    const created = await post({ title: 'Two tabs', body: '<p>First.</p>' });
    const id = created.body.item.id;
    const first = await owner.send('PATCH', items(`/${id}`), {
      body: { title: 'Two tabs, saved' },
      headers: { 'If-Match': '1' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.item).toMatchObject({ title: 'Two tabs, saved', version: 2, urlId: 'two-tabs' });

    const stale = await owner.send('PATCH', items(`/${id}`), {
      body: { title: 'Two tabs, from the other tab', body: '<p>Other.</p>' },
      headers: { 'If-Match': '1' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      error: 'version-conflict',
      message: VERSION_CONFLICT_MESSAGE,
      currentVersion: 2,
    });
    expect(await storedItem(id)).toMatchObject({
      title: 'Two tabs, saved',
      body: '<p>First.</p>',
      version: 2,
    });

    const renamed = await owner.send('PATCH', items(`/${id}`), { body: { urlSlug: 'two-tabs-later' } });
    expect(renamed.body.item).toMatchObject({ urlId: 'two-tabs-later', fullUrl: '/blog/two-tabs-later' });
    expect((await visitorGet(app, '/blog/two-tabs-later')).status).toBe(200);
    expect((await visitorGet(app, '/blog/two-tabs')).status).toBe(404);
  });

  it('gives two posts saved at once with one title two URLs, and lets only one of two saves over one version win', async () => {
    const created = await Promise.all([post({ title: 'Same time' }), post({ title: 'Same time' })]);
    expect(created.map((res) => res.status)).toEqual([201, 201]);
    expect(created.map((res) => res.body.item.urlId).sort()).toEqual(['same-time', 'same-time-1']);

    const id = created[0].body.item.id;
    const saves = await Promise.all(
      ['Tab A', 'Tab B'].map((title) =>
        owner.send('PATCH', items(`/${id}`), { body: { title }, headers: { 'If-Match': '1' } }),
      ),
    );
    expect(saves.map((res) => res.status).sort()).toEqual([200, 412]);
    const winner = saves.find((res) => res.status === 200)!;
    expect(await storedItem(id)).toMatchObject({ title: winner.body.item.title, version: 2 });
  });

  it('refuses bad input field by field with 400, and unknown collections and items with 404', async () => {
    const empty = await post({ body: '<p>No title.</p>' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: OWNER_INPUT_MESSAGE,
      fields: { title: 'Please enter a title.' },
    });

    const taken = await post({ title: 'Again', urlSlug: 'spring-at-the-workshop' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields.urlSlug).toBe(notValidPageUrl('spring-at-the-workshop'));
    const badSlug = await post({ title: 'Again', urlSlug: 'Not A Slug' });
    expect(badSlug.body.fields.urlSlug).toBe(notValidPageUrl('Not A Slug'));

    const other = await foreignImageId(db.knex, fixture.otherWebsiteId);
    const image = await post({ title: 'Pictured', mainImageId: other });
    expect(image.status).toBe(400);
    expect(image.body.fields.mainImageId).toBe('Choose an image from the file manager.');
    const author = await post({ title: 'By nobody', authorId: 'no-such-account' });
    expect(author.body.fields.authorId).toBe('Choose one of the website’s members who write.');
    const longTag = await post({ title: 'Tagged', tags: ['x'.repeat(51)], categories: ['y'.repeat(26)] });
    expect(longTag.body.fields).toEqual({
      'tags.0': 'A tag has at most 50 characters.',
      'categories.0': 'A category has at most 25 characters.',
    });
    const when = await post({ title: 'When', publishOn: 'tomorrow' });
    expect(when.body.fields.publishOn).toBe('Enter a date and time.');

    expect(
      (await owner.send('POST', '/api/owner/collections/nope/items', { body: { title: 'x' } })).status,
    ).toBe(404);
    expect((await owner.send('GET', items('/nope'))).body).toMatchObject({
      error: 'not-found',
      message: 'No such item.',
    });
    const shop = await owner.send('POST', `/api/owner/collections/${fixture.shopCollectionId}/items`, {
      body: { title: 'A product?' },
    });
    expect(shop.status).toBe(422);

    const count = await db.knex(TABLES.contentItems).where({ website_id: fixture.websiteId, title: 'Again' });
    expect(count).toHaveLength(0);
  });

  it('gives a post a cover image and an author, and deletes it', async () => {
    const [image] = await imageIds(db.knex, fixture.websiteId);
    const authors = await owner.send('GET', '/api/owner/authors');
    expect(authors.status).toBe(200);
    const me = authors.body.authors[0];
    const created = await post({ title: 'With a cover', mainImageId: image, authorId: me.id });
    expect(created.body.item).toMatchObject({ mainImageId: image, authorId: me.id });
    expect(created.body.item.mainImageUrl).toMatch(/^\/files\/.+\.jpg$/);
    const page = await visitorGet(app, '/blog/with-a-cover');
    expect(page.text).toContain('class="post__figure"');

    const deleted = await owner.send('DELETE', items(`/${created.body.item.id}`));
    expect(deleted.status).toBe(204);
    expect((await visitorGet(app, '/blog/with-a-cover')).status).toBe(404);
    expect((await owner.send('GET', items(`/${created.body.item.id}`))).status).toBe(404);
  });
});

describe(`owner API: who may publish (${testDatabaseKind()})`, () => {
  it('lets a draft editor save drafts only: publishing, or changing a published post, is 403', async () => {
    const drafter = await signedInOwner(app, db.knex, fixture.websiteId, 16);
    const publish = await post({ title: 'Straight out', body: '<p>Now.</p>' }, drafter);
    expect(publish.status).toBe(403);
    expect(publish.body).toEqual({ error: 'drafts-only', message: DRAFTS_ONLY_MESSAGE });
    expect(await db.knex(TABLES.contentItems).where({ title: 'Straight out' })).toHaveLength(0);

    const draft = await post({ title: 'For review', body: '<p>Please check.</p>', status: 'draft' }, drafter);
    expect(draft.status).toBe(201);
    const id = draft.body.item.id;
    expect(
      (await drafter.send('PATCH', items(`/${id}`), { body: { body: '<p>Checked.</p>' } })).body.item.body,
    ).toBe('<p>Checked.</p>');
    const out = await drafter.send('PATCH', items(`/${id}`), { body: { status: 'published' } });
    expect(out.status).toBe(403);
    expect((await storedItem(id)).status).toBe('draft');

    const live = await db.knex(TABLES.contentItems).where({ url_id: 'spring-at-the-workshop' }).first();
    const edit = await drafter.send('PATCH', items(`/${live.id}`), { body: { title: 'Changed' } });
    expect(edit.status).toBe(403);
    expect((await drafter.send('DELETE', items(`/${live.id}`))).status).toBe(403);
    expect(await storedItem(live.id)).toMatchObject({ title: 'Spring at the workshop' });

    const published = await owner.send('PATCH', items(`/${id}`), { body: { status: 'published' } });
    expect(published.body.item).toMatchObject({ status: 'published', statusLabel: 'Published' });
    expect((await visitorGet(app, '/blog/for-review')).status).toBe(200);
  });

  it('lets an API key with content:write create a post: 201 { item: { id, urlId } }', async () => {
    const writer = await keyedRequest(app, db.knex, fixture.websiteId, ['content:write']);
    const res = await writer('post', items()).send({
      title: 'Posted by a script',
      body: '<p>Hello from cron.</p>',
      publishOn: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.item).toMatchObject({
      id: expect.any(String),
      urlId: 'posted-by-a-script',
      authorId: null,
    });
    expect((await visitorGet(app, '/blog/posted-by-a-script')).text).toContain('Hello from cron.');
    const change = await db.knex(TABLES.ownerChanges).where({ entity_id: res.body.item.id }).first();
    expect(change).toMatchObject({ actor: 'API key', action: 'create' });

    const reader = await keyedRequest(app, db.knex, fixture.websiteId, ['content:read']);
    const refused = await reader('post', items()).send({ title: 'Nope' });
    expect(refused.status).toBe(403);
  });
});
