// Platform themes served by the site (THEME_DIR): the demo website through the platform fixture and the base-template fixture, page by page; the theme's files; ?format=json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { DEMO_OWNER } from '../../server/demo/seed.js';
import { TestBrowser } from '../security/test-browser.js';
import { seedDemoCopy } from '../support/demo-seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const THEMES = join(import.meta.dirname, '..', '..', 'fixtures', 'themes');
const FIXTURE = join(THEMES, 'platform-fixture');
const BASE_TEMPLATE = join(THEMES, 'base-template');
const HEADER_NAV = join(THEMES, 'header-nav-theme');

const FEATURED_POST = 'Five Knots Everyone Should Know';
const NEWS_POST = 'A Weekend on the Bold Coast';
const POST_PATH = '/blog/how-to-season-cast-iron';
const POST_TITLE = 'How to Season a Cast Iron Skillet (and Keep It That Way)';

let db: Database;
let dataDir: string;
let fixtureApp: Express;
let baseApp: Express;
let devApp: Express;
let headerNavApp: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-platform-site-'));
  const { websiteId } = await seedDemoCopy(db.knex, { dataDir });
  // What the fixture's tags ask for beyond the demo: a featured post, a News post tagged launch, a sidebar block area.
  await db
    .knex(TABLES.contentItems)
    .where({ website_id: websiteId, title: FEATURED_POST })
    .update({ tags: ['featured'] });
  await db
    .knex(TABLES.contentItems)
    .where({ website_id: websiteId, title: NEWS_POST })
    .update({ categories: ['News'], tags: ['launch'] });
  const home = await db
    .knex(TABLES.pages)
    .where({ website_id: websiteId, url_id: 'home' })
    .first('id', 'content');
  await db
    .knex(TABLES.pages)
    .where({ id: home.id })
    .update({
      content: JSON.stringify({
        ...home.content,
        blockFields: { sidebarBlocks: [{ type: 'html', html: '<p>Open every day from nine</p>' }] },
      }),
    });
  fixtureApp = createApp({ db, config: testConfig({ dataDir, themeDir: FIXTURE }) });
  baseApp = createApp({ db, config: testConfig({ dataDir, themeDir: BASE_TEMPLATE }) });
  devApp = createApp({ db, config: testConfig({ dataDir, themeDir: FIXTURE, development: true }) });
  headerNavApp = createApp({ db, config: testConfig({ dataDir, themeDir: HEADER_NAV }) });
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function page(app: Express, path: string): Promise<string> {
  const res = await request(app).get(path).set('Accept', 'text/html');
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text, `${path} keeps platform text`).not.toMatch(/<squarespace:|\{squarespace/);
  return res.text;
}

/** The text of an element's inside, tags removed and spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function section(html: string, open: RegExp, close: string): string {
  const start = html.search(open);
  expect(start, String(open)).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf(close, start) + close.length);
}

describe(`the demo website through the platform fixture (${testDatabaseKind()})`, () => {
  it('home: the headers, the navigations, the page blocks as main content, the sidebar block field and the featured query', async () => {
    const html = await page(fixtureApp, '/');
    const head = section(html, /<head>/, '</head>');
    expect(head).toMatch(/<link rel="stylesheet" type="text\/css" href="\/site\.css\?v=[0-9a-f]{12}">/);
    expect(head).toMatch(/<script type="module" src="\/assets\/boot-[A-Z0-9]+\.js"><\/script>/);
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/islands-[A-Z0-9]+\.css">/);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<body id="page-home" class=" has-main-nav">');
    const mainNav = section(html, /<nav class="main-nav"/, '</nav>');
    expect(mainNav).toContain('<a href="/blog">Journal</a>');
    expect(mainNav).toMatch(/<li class="nav-item active">\s*<a href="\/">Home<\/a>/);
    const main = section(html, /<main class="content"/, '</main>');
    expect(textOf(main)).toContain('Goods for the coast and the woods');
    expect(section(html, /<aside class="sidebar">/, '</aside>')).toContain('<p>Open every day from nine</p>');
    const footer = section(html, /<footer class="site-footer">/, '</footer>');
    const featured = section(footer, /<section class="featured">/, '</section>');
    expect(textOf(featured)).toMatch(new RegExp(`^Featured from The Journal ${FEATURED_POST} The bowline`));
    expect(featured.match(/<article class="post-summary">/g)).toHaveLength(1);
    expect(textOf(section(footer, /<nav class="footer-nav"/, '</nav>'))).toMatch(
      /^Shop Shop .*Company About/,
    );
    expect(html).toContain('<script src="/scripts/site.js"></script>');
  });

  it('a collection list: the theme’s blog.list with the items, its own query by category and tag, classes', async () => {
    const html = await page(fixtureApp, '/blog');
    expect(html).toMatch(
      /<body id="collection-[0-9a-f-]+" class="collection-type-blog collection-[0-9a-f-]+ view-list has-main-nav">/,
    );
    const main = section(html, /<main class="content"/, '</main>');
    expect(main).toContain('<h1>The Journal</h1>');
    expect(textOf(section(main, /<p class="latest-news">/, '</p>'))).toBe(`Latest news: ${NEWS_POST}`);
    expect(main).toContain(`<h3><a href="${POST_PATH}">${POST_TITLE}</a></h3>`);
    expect(section(html, /<nav class="main-nav"/, '</nav>')).toMatch(
      /<li class="nav-item active">\s*<a href="\/blog">Journal<\/a>/,
    );
  });

  it('an item: the theme’s blog.item with the post, its collection and a block field named from the context', async () => {
    const html = await page(fixtureApp, POST_PATH);
    const main = section(html, /<main class="content"/, '</main>');
    expect(main).toContain(`<h1>${POST_TITLE}</h1>`);
    expect(main).toContain('<p class="byline">By Maggie Thornton</p>');
    expect(main).toContain('<a href="/blog">Back to The Journal</a>');
    expect(main).toMatch(/data-type="block-field" id="post-[0-9a-f-]+-extra"><\/div>/);
    expect(html).toMatch(/<body id="item-[0-9a-f-]+" class="[^"]*view-item/);
  });

  it('a page: the theme’s pages/about.page in its own layout, with the page’s blocks in the block field named after it', async () => {
    const html = await page(fixtureApp, '/about');
    expect(html).toContain('<main class="content content--wide"');
    expect(html).not.toContain('<aside class="sidebar">');
    const field = section(html, /id="aboutBlocks">/, '</section>');
    expect(textOf(field)).toContain('Harbor & Pine started in 2016');
  });

  it('a page type the theme has no template for shows the built-in theme’s content inside the theme’s regions', async () => {
    const html = await page(fixtureApp, '/shop');
    const main = section(html, /<main class="content"/, '</main>');
    expect(textOf(main)).toContain('Wool Camp Blanket');
    expect(html).toContain('<header class="site-header">');
    const search = await page(fixtureApp, '/search?q=blanket');
    expect(search).toContain('<header class="site-header">');
    expect(textOf(section(search, /<main class="content"/, '</main>'))).toContain('Wool Camp Blanket');
  });

  it('a system page the theme has its own system/NAME.page for shows it inside the theme’s regions', async () => {
    const missing = await request(fixtureApp).get('/no-such-page').set('Accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<header class="site-header">');
    expect(textOf(section(missing.text, /<main class="content"/, '</main>'))).toBe(
      'Lost at sea Nothing lives at this address. Back to the harbour .',
    );
    expect(missing.text).not.toMatch(/<squarespace:|\{squarespace/);
  });

  it('{squarespace-footers} brings the islands the built-in layout ends its pages with', async () => {
    const html = await page(fixtureApp, '/blog');
    const footer = html.slice(html.indexOf('<footer class="site-footer">'));
    expect(footer).toMatch(/<tessera-island name="cart-pill"/);
    expect(footer).toMatch(/<tessera-island name="cart-drawer"/);
  });

  it('/site.css: the compiled LESS with the tweaks’ defaults, immutable at the linked hash, with an ETag', async () => {
    const home = await page(fixtureApp, '/');
    const href = /href="(\/site\.css\?v=[0-9a-f]{12})"/.exec(home)![1];
    const sheet = await request(fixtureApp).get(href);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.text).toContain('border-bottom: 2px solid #c0392b;');
    expect(sheet.text).toContain('color: #962d22;');
    expect(sheet.text).toContain('max-width: 960px;');
    const plain = await request(fixtureApp).get('/site.css');
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    const again = await request(fixtureApp).get('/site.css').set('If-None-Match', String(plain.headers.etag));
    expect(again.status).toBe(304);
  });

  it('/scripts/* and /assets/* from the theme folder, typed, and nothing outside them', async () => {
    const script = await request(fixtureApp).get('/scripts/site.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(script.text).toBe("document.documentElement.classList.add('js');\n");
    expect(script.headers['cache-control']).toBe('public, no-cache');
    const logo = await request(fixtureApp).get('/assets/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    for (const path of [
      '/scripts/%2e%2e/template.conf',
      '/scripts/..%2ftemplate.conf',
      '/scripts/missing.js',
      '/assets/%2e%2e/template.conf',
    ]) {
      const res = await request(fixtureApp).get(path);
      // Refused by the theme's list, then by the runtime's static server (403 for a dotted path).
      expect([403, 404], path).toContain(res.status);
      expect(res.text).not.toContain('"layouts"');
    }
    // The runtime's bundle is still served under /assets.
    const boot = /src="(\/assets\/boot-[A-Z0-9]+\.js)"/.exec(await page(fixtureApp, '/'))![1];
    expect((await request(fixtureApp).get(boot)).status).toBe(200);
  });
});

describe('the demo website through the base-template fixture (acceptance 2)', () => {
  it('renders home, the shop, a product, a blog post and about with the navigation and content filled in', async () => {
    const expectations: [string, string][] = [
      ['/', 'Goods for the coast and the woods'],
      ['/shop', 'Wool Camp Blanket'],
      ['/shop/p/wool-camp-blanket', 'Wool Camp Blanket'],
      [POST_PATH, POST_TITLE],
      ['/about', 'Harbor & Pine started in 2016'],
    ];
    for (const [path, content] of expectations) {
      const html = await page(baseApp, path);
      const nav = section(html, /<nav id="main-navigation"/, '</nav>');
      expect(nav, path).toContain('<a href="/blog">Journal</a>');
      expect(nav, path).toContain('<a href="/about">About</a>');
      expect(textOf(section(html, /<section id="page"/, '</section>')), path).toContain(content);
      expect(html, path).toMatch(/<title>[^<]*Harbor &amp; Pine Supply Co\.[^<]*<\/title>/);
    }
  });
});

describe('a theme whose first navigation is not called main', () => {
  it("shows the site's main menu in its first declared navigation, the footer menu in footerNav", async () => {
    const html = await page(headerNavApp, '/');
    const header = section(html, /<nav class="header-nav">/, '</nav>');
    for (const link of [
      '<a href="/shop">Shop</a>',
      '<a href="/blog">Journal</a>',
      '<a href="/gallery">Gallery</a>',
    ]) {
      expect(header).toContain(link);
    }
    // Not the site's header menu, whose name the navigation's would otherwise match.
    expect(header).not.toContain('Free shipping');
    // The footer menu's top level: its folders.
    expect(textOf(section(html, /<nav class="footer-nav">/, '</nav>'))).toBe('Shop Company Follow');
  });
});

describe('?format=json', () => {
  it('answers a signed-in owner with the page’s context in the platform’s names, pretty on request', async () => {
    const owner = new TestBrowser(fixtureApp);
    await owner.visit('/');
    const signIn = await owner.send('POST', '/api/owner/session', { body: DEMO_OWNER });
    expect(signIn.status).toBe(200);
    const res = await owner.send('GET', '/blog?format=json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.website.siteTitle).toBe('Harbor & Pine Supply Co.');
    expect(res.body.collection).toMatchObject({ title: 'The Journal', typeName: 'blog', fullUrl: '/blog' });
    expect(res.body.items.map((item: { title: string }) => item.title)).toContain(POST_TITLE);
    expect(res.body.authenticatedAccount).toMatchObject({ id: expect.any(String) });
    expect(typeof res.body.showCart).toBe('boolean');
    expect(res.body['squarespace-headers']).toContain('/site.css?v=');
    const pretty = await owner.send('GET', `${POST_PATH}?format=json-pretty`);
    expect(pretty.text).toMatch(/^\{\n {2}"/);
    expect(JSON.parse(pretty.text).item.title).toBe(POST_TITLE);
    // Without the format, the owner gets the page, never cached for others.
    const own = await owner.send('GET', '/blog', { headers: { Accept: 'text/html' } });
    expect(own.headers['content-type']).toMatch(/^text\/html/);
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives a visitor the normal page, except in development', async () => {
    const visitor = await request(fixtureApp).get('/blog?format=json').set('Accept', 'text/html');
    expect(visitor.headers['content-type']).toMatch(/^text\/html/);
    expect(visitor.text).toContain('<h1>The Journal</h1>');
    const dev = await request(devApp).get('/blog?format=json');
    expect(dev.headers['content-type']).toMatch(/^application\/json/);
    expect(dev.body.authenticatedAccount).toBeNull();
  });
});
