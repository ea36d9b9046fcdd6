// GET and PATCH /api/owner/pages/{id}: versions (If-Match), blocks sanitized and rendered, URLs, passwords, disabling, the home page's rules.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { VERSION_CONFLICT_MESSAGE } from '../../domain/owner-api/common.js';
import { EMBED_NOTHING_LEFT_MESSAGE } from '../../domain/owner-api/blocks.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { publishPage, setUpOwnerSuite, visitorGet } from './owner-app.js';
import { changesOf, imageIds, pageIdsByUrl } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let pageIds: Record<string, string>;
let images: string[];

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  pageIds = await pageIdsByUrl(db.knex, fixture.websiteId);
  images = await imageIds(db.knex, fixture.websiteId);
});

const read = async (id: string) => {
  const res = await owner.send('GET', `/api/owner/pages/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.page;
};

const save = (id: string, body: Record<string, unknown>, version?: number) =>
  owner.send('PATCH', `/api/owner/pages/${id}`, {
    body,
    headers: version === undefined ? {} : { 'If-Match': String(version) },
  });

/** A new plain page for one test, published (so visitors see it), so tests do not lean on each other. */
const newPage = async (slug: string) => {
  const res = await owner.send('POST', '/api/owner/pages', { body: { title: slug, urlSlug: slug } });
  expect(res.status).toBe(201);
  const published = await owner.send('POST', `/api/owner/pages/${res.body.page.id}/publish`);
  expect(published.status).toBe(200);
  return published.body.page as { id: string; version: number };
};

describe(`reading and saving a page (${testDatabaseKind()})`, () => {
  it('gives stored blocks without ids the same ids on every read, in the block schemas’ names', async () => {
    const first = await read(pageIds.home);
    const second = await read(pageIds.home);
    expect(first.blocks.map((block: { id: string }) => block.id)).toEqual(
      second.blocks.map((block: { id: string }) => block.id),
    );
    expect(new Set(first.blocks.map((block: { id: string }) => block.id)).size).toBe(4);
    expect(first.blocks[0]).toMatchObject({ type: 'heading', text: 'Made slowly, by hand', level: 2 });
    expect(first.blocks[3]).toMatchObject({ type: 'button', label: 'Visit the shop', href: '/shop' });
    expect(first).toMatchObject({ isHome: true, fullUrl: '/', type: 'page', version: 1 });
    expect((await read(pageIds.blog)).blocks).toEqual([]);
  });

  it('refuses a save over an older version (412) and keeps the stored page', async () => {
    const page = await newPage('two-tabs');
    const firstTab = await save(page.id, { title: 'First tab' }, page.version);
    expect(firstTab.status).toBe(200);
    expect(firstTab.body.page).toMatchObject({ title: 'First tab', version: page.version + 1 });

    const secondTab = await save(page.id, { title: 'Second tab' }, page.version);
    expect(secondTab.status).toBe(412);
    expect(secondTab.body).toEqual({
      error: 'version-conflict',
      message: VERSION_CONFLICT_MESSAGE,
      currentVersion: page.version + 1,
    });
    expect(await read(page.id)).toMatchObject({ title: 'First tab', version: page.version + 1 });
    expect((await visitorGet(app, '/two-tabs')).text).toContain('First tab');

    const withoutVersion = await save(page.id, { title: 'Saved by a script' });
    expect(withoutVersion.body.page).toMatchObject({ title: 'Saved by a script', version: page.version + 2 });
    const badHeader = await owner.send('PATCH', `/api/owner/pages/${page.id}`, {
      body: { title: 'y' },
      headers: { 'If-Match': 'yesterday' },
    });
    expect(badHeader.status).toBe(400);
  });

  it('strips scripts from text blocks, keeps ids, and the page shows the text', async () => {
    const page = await newPage('scripted');
    const saved = await save(
      page.id,
      {
        blocks: [
          {
            id: 'intro',
            type: 'text',
            html: '<p onclick="steal()">Hello <strong>there</strong></p><script>steal()</script>',
          },
          { type: 'heading', text: 'A heading' },
        ],
      },
      page.version,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [text, heading] = saved.body.page.blocks;
    expect(text).toEqual({ id: 'intro', type: 'text', html: '<p>Hello <strong>there</strong></p>' });
    expect(heading.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await publishPage(owner, page.id);
    expect((await read(page.id)).blocks.map((block: { id: string }) => block.id)).toEqual([
      'intro',
      heading.id,
    ]);

    const html = (await visitorGet(app, '/scripted')).text;
    expect(html).toContain('<p>Hello <strong>there</strong></p>');
    expect(html).toContain('<h2 class="block block--heading">A heading</h2>');
    expect(html).not.toContain('steal()');

    const [change] = (await changesOf(db.knex, page.id)).filter((row) => row.action === 'update');
    expect(change).toMatchObject({ entity: 'page', summary: 'Changed blocks.' });
    expect(change.actor).toMatch(/@example\.com$/);
  });

  it('refuses 61 blocks, an unknown block type, twice the same id, and an image the site does not have', async () => {
    const page = await newPage('limits');
    const many = await save(page.id, {
      blocks: Array.from({ length: 61 }, () => ({ type: 'spacer' })),
    });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({
      message: 'Update the missing or invalid information above.',
      fields: { blocks: 'A page holds at most 60 blocks.' },
    });
    const unknown = await save(page.id, { blocks: [{ type: 'hologram', url: 'https://example.com' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'blocks.0.type': 'hologram is not one of the expected options.' });
    const twice = await save(page.id, {
      blocks: [
        { id: 'same', type: 'spacer' },
        { id: 'same', type: 'spacer' },
      ],
    });
    expect(twice.body.fields).toEqual({ 'blocks.1.id': 'Two blocks of this page have the same id.' });
    const missing = await save(page.id, { blocks: [{ type: 'image', imageId: 'no-such-image' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      'blocks.0.imageId': 'no-such-image is not one of the expected options.',
    });
    expect(await read(page.id)).toMatchObject({ version: page.version, blocks: [] });
  });

  it('keeps only allowed frames of embed code, refuses code with none, and lets the site frame them', async () => {
    const page = await newPage('embedded');
    const nothing = await save(page.id, {
      blocks: [{ type: 'embed', html: '<script src="https://evil.example/x.js"></script>' }],
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.fields).toEqual({ 'blocks.0.html': EMBED_NOTHING_LEFT_MESSAGE });

    const saved = await save(page.id, {
      blocks: [
        {
          type: 'embed',
          html: '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" onload="x()"></iframe><iframe src="https://evil.example/"></iframe><script>x()</script>',
          caption: 'Our workshop',
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.page.blocks[0].html).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" loading="lazy"></iframe>',
    );
    await publishPage(owner, page.id);
    const res = await visitorGet(app, '/embedded');
    expect(res.text).toContain(
      '<div class="embed embed--video"><iframe src="https://www.youtube.com/embed/abc" width="560" height="315" loading="lazy"></iframe></div>',
    );
    expect(res.text).toContain('<figcaption>Our workshop</figcaption>');
    expect(res.text).not.toContain('evil.example');
    expect(res.headers['content-security-policy']).toMatch(
      /frame-src 'self'[^;]* https:\/\/www\.youtube\.com/,
    );
  });

  it('renders gallery, spacer, linked image and new-window button blocks', async () => {
    const page = await newPage('showcase');
    const saved = await save(page.id, {
      blocks: [
        { type: 'gallery', imageIds: images.slice(0, 2), columns: 2, captions: true },
        { type: 'spacer', size: 'large' },
        { type: 'image', imageId: images[2], link: '/shop', caption: 'To the shop' },
        { type: 'button', label: 'Our Instagram', href: 'https://example.org/ig', newWindow: true },
        { type: 'form', formId: fixture.contactFormId },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await publishPage(owner, page.id);
    const html = (await visitorGet(app, '/showcase')).text;
    const gallery =
      /<ul class="block block--gallery gallery gallery--cols-2 gallery--crop">([\s\S]*?)<\/ul>/.exec(html);
    expect(gallery).not.toBeNull();
    expect([
      ...gallery![1].matchAll(/<img class="gallery__image"[^>]* width="1600" height="1200"/g),
    ]).toHaveLength(2);
    expect(gallery![1]).toContain('<figcaption class="gallery__caption">');
    expect(html).toContain('<div class="block block--spacer block--spacer-large" aria-hidden="true"></div>');
    expect(html).toMatch(/<figure class="block block--image">\s*<a href="\/shop"><img /);
    expect(html).toContain(
      '<a class="button button--primary" href="https://example.org/ig" target="_blank" rel="noopener noreferrer">Our Instagram<span class="visually-hidden"> (opens in a new window)</span></a>',
    );
    expect(html).toContain('Write to us');
  });

  it('moves a page to a new URL (the old one stops answering), a collection page with its list', async () => {
    const page = await newPage('old-address');
    const moved = await save(page.id, { urlSlug: 'new-address' });
    expect(moved.body.page).toMatchObject({ urlSlug: 'new-address', fullUrl: '/new-address' });
    expect((await visitorGet(app, '/old-address')).status).toBe(404);
    expect((await visitorGet(app, '/new-address')).status).toBe(200);

    const blog = await save(pageIds.blog, { urlSlug: 'notes', title: 'Notes' });
    expect(blog.status, JSON.stringify(blog.body)).toBe(200);
    expect((await visitorGet(app, '/blog')).status).toBe(404);
    const list = await visitorGet(app, '/notes');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Spring at the workshop');
    expect((await visitorGet(app, '/notes/spring-at-the-workshop')).status).toBe(200);
    expect((await visitorGet(app, '/journal')).status).toBe(404);

    for (const urlSlug of ['contact', 'checkout', 'x y']) {
      const refused = await save(page.id, { urlSlug });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ urlSlug: `${urlSlug} is not a valid page URL.` });
    }
  });

  it('locks a page with a password: visitors get the password form, the owner the page; null unlocks', async () => {
    const page = await newPage('private-notes');
    await save(page.id, { blocks: [{ type: 'text', html: '<p>Only for friends.</p>' }] });
    await publishPage(owner, page.id);
    const locked = await save(page.id, { password: 'friends only' });
    expect(locked.body.page.passwordProtected).toBe(true);
    const stored = await db.knex(TABLES.pages).where({ id: page.id }).first('password_hash');
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const visitor = await visitorGet(app, '/private-notes');
    expect(visitor.text).toContain('data-page-type="105"');
    expect(visitor.text).not.toContain('Only for friends.');
    const asOwner = await owner.send('GET', '/private-notes', { headers: { Accept: 'text/html' } });
    expect(asOwner.text).toContain('Only for friends.');

    await save(page.id, { password: null });
    expect((await visitorGet(app, '/private-notes')).text).toContain('Only for friends.');
  });

  it('hides a disabled page from visitors (404), a collection page’s collection too', async () => {
    const page = await newPage('retired');
    const disabled = await save(page.id, { enabled: false });
    expect(disabled.body.page.enabled).toBe(false);
    expect((await visitorGet(app, '/retired')).status).toBe(404);
    const { body } = await owner.send('GET', '/api/owner/pages');
    expect(body.pages.find((listed: { id: string }) => listed.id === page.id).enabled).toBe(false);

    await save(pageIds.gallery, { enabled: false });
    expect((await visitorGet(app, '/gallery')).status).toBe(404);
    expect((await visitorGet(app, '/studio')).status).toBe(404);
    await save(pageIds.gallery, { enabled: true });
    expect((await visitorGet(app, '/gallery')).status).toBe(200);
  });

  it('keeps the home page enabled and at /, and stores SEO fields and descriptions', async () => {
    const off = await save(pageIds.home, { enabled: false });
    expect(off.status).toBe(400);
    expect(off.body.fields).toEqual({ enabled: 'The home page cannot be disabled.' });
    const moved = await save(pageIds.home, { urlSlug: 'start' });
    expect(moved.body.fields).toEqual({ urlSlug: 'The home page keeps its address (/).' });
    const same = await save(pageIds.home, { urlSlug: 'home', enabled: true });
    expect(same.status).toBe(200);

    const seo = await save(pageIds.about, {
      seo: { title: 'About Harbor & Pine' },
      description: 'Two makers by the sea.',
    });
    expect(seo.body.page).toMatchObject({
      seo: { title: 'About Harbor & Pine', description: '' },
      description: 'Two makers by the sea.',
    });
    const about = (await visitorGet(app, '/about')).text;
    expect(about).toContain('Two makers by the sea.');
    // The SEO title is the whole <title> the site prints, and what shared links show.
    expect(about).toContain('<title>About Harbor &amp; Pine</title>');
    expect(about).toContain('<meta property="og:title" content="About Harbor &amp; Pine">');
    const described = await save(pageIds.about, { seo: { description: 'Knots, canvas and coffee.' } });
    expect(described.status).toBe(200);
    expect((await visitorGet(app, '/about')).text).toContain(
      '<meta name="description" content="Knots, canvas and coffee.">',
    );
  });

  it('lists the forms and the stores’ products a block can show, by name', async () => {
    const forms = await owner.send('GET', '/api/owner/forms');
    expect(forms.status).toBe(200);
    expect(forms.body.forms.map((form: { name: string }) => form.name)).toContain('Write to us');
    const products = await owner.send('GET', '/api/owner/products');
    expect(products.status).toBe(200);
    expect(products.body.products.length).toBeGreaterThanOrEqual(4);
    expect(products.body.products[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      storeTitle: expect.any(String),
      enabled: expect.any(Boolean),
    });
  });

  it('answers 404 for a page that is not there, and 401 when nobody is signed in', async () => {
    expect((await save('no-such-page', { title: 'x' })).status).toBe(404);
    expect((await owner.send('GET', '/api/owner/pages/no-such-page')).status).toBe(404);
    const anonymous = await visitorGet(app, `/api/owner/pages/${pageIds.home}`);
    expect(anonymous.status).toBe(401);
  });
});
