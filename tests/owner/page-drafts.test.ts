// Drafts, publishing and revisions of pages: what visitors see, what the owner's preview shows, the last 50 revisions, restore, new pages and the preview of unpublished posts.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_REVISIONS, NOTHING_TO_PUBLISH_MESSAGE } from '../../domain/owner-api/page-drafts.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, visitorGet } from './owner-app.js';
import { pageIdsByUrl } from './owner-data.js';
import { mainMenuLinks } from './site-menu.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let pageIds: Record<string, string>;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  pageIds = await pageIdsByUrl(db.knex, fixture.websiteId);
});

const HTML = { headers: { Accept: 'text/html' } };

const read = async (id: string, draft = false) => {
  const res = await owner.send('GET', `/api/owner/pages/${id}${draft ? '?draft=1' : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.page;
};

const text = (words: string) => ({ type: 'text', html: `<p>${words}</p>` });

const saveBlocks = async (id: string, blocks: unknown[]) => {
  const res = await owner.send('PATCH', `/api/owner/pages/${id}`, { body: { blocks } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.page;
};

const post = async (path: string, version?: number) =>
  owner.send('POST', path, version === undefined ? {} : { headers: { 'If-Match': String(version) } });

const publish = async (id: string) => {
  const res = await post(`/api/owner/pages/${id}/publish`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.page;
};

const revisions = async (id: string) => {
  const res = await owner.send('GET', `/api/owner/pages/${id}/revisions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.revisions as { id: string; number: number; publishedBy: string; previewUrl: string }[];
};

/** A new page of blocks for one test, published once with `words`. */
const publishedPage = async (slug: string, words: string) => {
  const res = await owner.send('POST', '/api/owner/pages', { body: { title: slug, urlSlug: slug } });
  expect(res.status).toBe(201);
  const id = res.body.page.id as string;
  await saveBlocks(id, [text(words)]);
  await publish(id);
  return id;
};

describe(`page drafts and revisions (${testDatabaseKind()})`, () => {
  it('keeps block edits from visitors until Publish; the owner’s preview and ?draft=1 show them', async () => {
    const about = pageIds.about;
    const saved = await saveBlocks(about, [text('Our new story')]);
    expect(saved).toMatchObject({ hasDraft: true, blocks: [{ type: 'text' }] });

    expect((await visitorGet(app, '/about')).text).toContain('Make fewer, better things.');
    expect((await visitorGet(app, '/about')).text).not.toContain('Our new story');
    expect((await visitorGet(app, '/about?draft=1')).text).not.toContain('Our new story');
    expect((await read(about)).blocks).toMatchObject([{ type: 'quote', text: 'Make fewer, better things.' }]);
    expect((await read(about, true)).blocks).toMatchObject([{ type: 'text', html: '<p>Our new story</p>' }]);
    const preview = await owner.send('GET', '/about?draft=1', HTML);
    expect(preview.text).toContain('Our new story');
    expect(preview.headers['cache-control']).toBe('no-store');
    // The owner looking at the live site sees what visitors see.
    expect((await owner.send('GET', '/about', HTML)).text).not.toContain('Our new story');

    const published = await publish(about);
    expect(published).toMatchObject({ hasDraft: false, blocks: [{ type: 'text' }] });
    expect(published.publishedAt).not.toBeNull();
    expect((await visitorGet(app, '/about')).text).toContain('Our new story');
    expect((await read(about)).blocks).toMatchObject([{ type: 'text', html: '<p>Our new story</p>' }]);

    // The page as it was before its first publish is kept too.
    const kept = await revisions(about);
    expect(kept.map((revision) => [revision.number, revision.publishedBy])).toEqual([
      [2, expect.stringMatching(/^owner-1-.*@example\.com$/)],
      [1, ''],
    ]);
    const again = await post(`/api/owner/pages/${about}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOTHING_TO_PUBLISH_MESSAGE);
  });

  it('discards the draft: the editor shows the published page again, visitors saw nothing', async () => {
    const id = await publishedPage('discarding', 'Published words');
    await saveBlocks(id, [text('Words to throw away')]);
    const res = await post(`/api/owner/pages/${id}/discard`);
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ hasDraft: false, blocks: [{ html: '<p>Published words</p>' }] });
    expect((await read(id, true)).blocks).toMatchObject([{ html: '<p>Published words</p>' }]);
    expect((await owner.send('GET', '/discarding?draft=1', HTML)).text).not.toContain('Words to throw away');
    expect((await visitorGet(app, '/discarding')).text).toContain('Published words');
    // A stale version is refused, nothing changed.
    const stale = await post(`/api/owner/pages/${id}/discard`, res.body.page.version - 1);
    expect(stale.status).toBe(412);
  });

  it(`keeps the last ${MAX_PAGE_REVISIONS} revisions of 51 publishes, newest first`, async () => {
    const id = await publishedPage('many-publishes', 'Version 1');
    for (let n = 2; n <= 51; n += 1) {
      await saveBlocks(id, [text(`Version ${n}`)]);
      await publish(id);
    }
    const kept = await revisions(id);
    expect(kept).toHaveLength(MAX_PAGE_REVISIONS);
    expect(kept[0]!.number).toBe(51);
    expect(kept.at(-1)!.number).toBe(2);
    const stored = await db
      .knex(TABLES.pageRevisions)
      .where({ website_id: fixture.websiteId, page_id: id })
      .count({ count: '*' });
    expect(Number(stored[0]!.count)).toBe(MAX_PAGE_REVISIONS);
  });

  it('previews a revision for the owner only, and restores it as the draft until published', async () => {
    const id = await publishedPage('restoring', 'The first words');
    await saveBlocks(id, [text('The second words')]);
    await publish(id);
    const [, first] = await revisions(id);
    expect(first!.previewUrl).toBe(`/restoring?revision=${first!.id}`);
    expect((await owner.send('GET', first!.previewUrl, HTML)).text).toContain('The first words');
    expect((await visitorGet(app, first!.previewUrl)).text).toContain('The second words');

    const res = await post(`/api/owner/pages/${id}/revisions/${first!.id}/restore`);
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ hasDraft: true, blocks: [{ html: '<p>The first words</p>' }] });
    expect((await visitorGet(app, '/restoring')).text).toContain('The second words');
    await publish(id);
    expect((await visitorGet(app, '/restoring')).text).toContain('The first words');

    const missing = await post(`/api/owner/pages/${id}/revisions/${pageIds.home}/restore`);
    expect(missing.status).toBe(404);
    // Another page's revision is not this page's.
    const other = await revisions(await publishedPage('other-page', 'Other'));
    expect((await post(`/api/owner/pages/${id}/revisions/${other[0]!.id}/restore`)).status).toBe(404);
  });

  it('keeps the page’s whole content in drafts and revisions, parts the editor does not send included', async () => {
    const id = await publishedPage('whole-content', 'Inside a section');
    const sections = [{ id: 's1', background: { kind: 'none' }, columns: [['b1']] }];
    await db
      .knex(TABLES.pages)
      .where({ website_id: fixture.websiteId, id })
      .update({ content: JSON.stringify({ blocks: [], sections }) });
    // A block area's save sends neither the sections nor the page's blocks: the draft keeps both.
    const area = await owner.send('PATCH', `/api/owner/pages/${id}`, {
      body: { blockFields: { sidebarBlocks: [text('A draft beside the sections')] } },
    });
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    const draft = await db.knex(TABLES.pages).where({ id }).first('draft_content', 'content');
    expect(draft.draft_content).toMatchObject({
      sections,
      blocks: [],
      blockFields: { sidebarBlocks: [{ type: 'text' }] },
    });
    expect(draft.content).toEqual({ blocks: [], sections });
    await publish(id);
    const [newest] = await db
      .knex(TABLES.pageRevisions)
      .where({ page_id: id })
      .orderBy('number', 'desc')
      .select('content');
    expect(newest.content).toMatchObject({
      sections,
      blocks: [],
      blockFields: { sidebarBlocks: [{ type: 'text' }] },
    });

    // Blocks saved as a list make the page one stack again (its sections go), its areas kept.
    await saveBlocks(id, [text('One stack')]);
    const stack = await db.knex(TABLES.pages).where({ id }).first('draft_content');
    expect(stack.draft_content).toMatchObject({
      blocks: [{ type: 'text' }],
      blockFields: { sidebarBlocks: [{ type: 'text' }] },
    });
    expect(stack.draft_content).not.toHaveProperty('sections');
  });

  it('adds a new page out of the menus and out of sight until its first publish', async () => {
    const res = await owner.send('POST', '/api/owner/pages', { body: { title: 'Opening soon' } });
    expect(res.status).toBe(201);
    const page = res.body.page;
    expect(page).toMatchObject({ publishedAt: null, hasDraft: false });
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).not.toContain('/opening-soon');
    expect((await visitorGet(app, '/opening-soon')).status).toBe(404);
    await saveBlocks(page.id, [text('Doors open in May')]);
    expect((await owner.send('GET', '/opening-soon?draft=1', HTML)).text).toContain('Doors open in May');

    await publish(page.id);
    const home = await visitorGet(app, '/');
    expect(mainMenuLinks(home.text)).toContain('/opening-soon');
    expect((await visitorGet(app, '/opening-soon')).text).toContain('Doors open in May');
  });

  it('shows an owner a draft post at its address with ?draft=1; visitors get 404', async () => {
    expect((await visitorGet(app, '/blog/draft-post')).status).toBe(404);
    expect((await visitorGet(app, '/blog/draft-post?draft=1')).status).toBe(404);
    expect((await owner.send('GET', '/blog/draft-post', HTML)).status).toBe(404);
    const preview = await owner.send('GET', '/blog/draft-post?draft=1', HTML);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('An unfinished draft');
  });
});
