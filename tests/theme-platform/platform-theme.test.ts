// Whole pages of the fixture themes: layouts of regions around the main content, every tag filled in.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPlatformTheme, type PlatformTheme } from '../../server/theme-platform/platform-theme.js';
import { formatThemeError } from '../../server/theme-platform/theme-errors.js';
import { fakePlatformData, FIXTURE_DATA } from './fake-platform-data.js';
import { BASE_TEMPLATE, PLATFORM_FIXTURE, removeThemeCopies, themeCopy } from './theme-dirs.js';

afterAll(removeThemeCopies);

const WEBSITE = { siteTitle: 'Tessellate Tiles', siteTagLine: 'Tiles made by hand', timeZone: 'UTC' };
const BLOG = FIXTURE_DATA.collections.blog;
const JAN_2026 = Date.UTC(2026, 0, 15, 12);

/** Nothing of the platform's own syntax is left for a visitor to see. */
function expectNoPlatformText(html: string): void {
  expect(html).not.toContain('<squarespace:');
  expect(html).not.toContain('</squarespace:');
  expect(html).not.toContain('{squarespace');
  expect(html).not.toMatch(/\{[.@#][^}]*\}/);
}

async function renderFixture(theme: PlatformTheme, template: string, context: Record<string, unknown>) {
  const data = fakePlatformData(FIXTURE_DATA);
  const page = await theme.render(template, { website: WEBSITE, ...context }, data);
  expect(page.errors).toEqual([]);
  expectNoPlatformText(page.html);
  return { html: page.html, data };
}

describe('the platform fixture theme', () => {
  const theme = loadPlatformTheme({ dir: PLATFORM_FIXTURE });

  it('compiles without a problem, LESS included', async () => {
    expect(await theme.check()).toEqual([]);
  });

  it('renders the blog list in the default layout with every construct filled in', async () => {
    const { html, data } = await renderFixture(theme, 'collections/blog.list', {
      collection: BLOG.collection,
      items: BLOG.items,
      pagination: { nextPage: true, nextPageUrl: '/blog?offset=4' },
    });
    // {squarespace-headers} carries the compiled stylesheet; the body names the page.
    expect(html).toMatch(/<link rel="stylesheet" type="text\/css" href="\/site\.css\?v=[0-9a-f]{12}">/);
    expect(html).toContain(
      '<body id="collection-c-blog" class="collection-type-blog collection-c-blog view-list has-main-nav">',
    );
    // Both navigation forms, with a folder and an external link.
    expect(html).toMatch(/<li class="nav-item active">\s*<a href="\/blog">Journal<\/a>/);
    expect(html).toContain('<span class="folder-title">More</span>');
    expect(html).toContain('<a href="/about">About us</a>');
    expect(html).toContain(
      '<a href="https://example.com/shop" target="_blank" rel="noopener">Shop elsewhere</a>',
    );
    expect(html).toContain('<a href="/contact">Contact</a>');
    // The main content is the .list, inside the default layout's site region.
    expect(html).toContain('<main class="content" data-content-field="main-content">\n    <h1>Journal</h1>');
    expect(html).toContain('<a class="older" href="/blog?offset=4">Older posts</a>');
    // Two queries: the list's filtered one and the footer's featured one.
    expect(html).toContain('<p class="latest-news">Latest news: Spring launch</p>');
    expect(html).toMatch(
      /<h2>Featured from Journal<\/h2>\s*<article class="post-summary">\s*<h3><a href="\/blog\/spring">/,
    );
    expect(html).not.toMatch(/featured[\s\S]*Autumn colours[\s\S]*<\/footer>/);
    expect(data.queries).toEqual(
      expect.arrayContaining([
        { collection: 'blog', limit: 2, featured: true },
        { collection: 'blog', category: 'News', tag: 'launch', limit: 1 },
      ]),
    );
    // The block field, the script, and the footers.
    expect(html).toContain(
      'id="sidebarBlocks"><div class="sqs-block html-block"><p>Sidebar text</p></div></div>',
    );
    expect(html).toContain('<script src="/scripts/site.js"></script>\n\n</body>');
  });

  it('renders a blog post with its .item', async () => {
    const { html } = await renderFixture(theme, 'collections/blog.item', {
      collection: BLOG.collection,
      item: {
        id: 'p1',
        title: 'Spring launch',
        body: '<p>It is spring.</p>',
        author: { displayName: 'Ada' },
      },
    });
    expect(html).toContain('<title>Spring launch · Tessellate Tiles</title>');
    expect(html).toContain(
      '<body id="item-p1" class="collection-type-blog collection-c-blog view-item has-main-nav">',
    );
    expect(html).toContain('<p class="byline">By Ada</p>');
    expect(html).toContain('<p class="back"><a href="/blog">Back to Journal</a></p>');
    // A block field whose id comes from the item: asked for once the first render named it.
    expect(html).toContain(
      '<div class="sqs-layout sqs-grid-8 columns-8" data-type="block-field" id="post-p1-extra">' +
        '<div class="sqs-block html-block"><p>More about this post.</p></div></div>',
    );
  });

  it('renders a static page in the layout its .page.conf names', async () => {
    expect(theme.layoutFor('pages/about.page')).toBe('wide');
    const { html, data } = await renderFixture(theme, 'pages/about.page', {});
    expect(html).toContain('<main class="content content--wide" data-content-field="main-content">');
    // Only the queries this page can show are run: the footer's, not the blog list's.
    expect(data.queries).toEqual([{ collection: 'blog', limit: 2, featured: true }]);
    expect(html).not.toContain('sidebarBlocks');
    expect(html).toContain('<h1>About Tessellate Tiles</h1>');
    expect(html).toContain(
      'id="aboutBlocks"><div class="sqs-block html-block"><p>We make tiles.</p></div></div>',
    );
  });

  it('wraps HTML the site rendered (a page of blocks) as the main content', async () => {
    const { html } = await renderFixture(theme, 'content', {
      squarespace: { 'main-content': '<div class="blocks">Blocks</div>', 'page-id': 'page-home' },
      'squarespace-headers': '<meta name="description" content="Tiles">',
      'squarespace-footers': '<script src="/runtime.js"></script>',
    });
    expect(html).toContain(
      '<main class="content" data-content-field="main-content">\n    <div class="blocks">Blocks</div>',
    );
    expect(html).toContain('<body id="page-home"');
    expect(html).toContain('<meta name="description" content="Tiles">\n<link rel="stylesheet"');
    expect(html).toContain('<script src="/runtime.js"></script>\n</body>');
  });

  it('places render errors in the theme file they come from', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      // A block that applies itself: the engine stops at its depth limit, an error of the block.
      'blocks/post-summary.block': '<article>\n  <h3>{@|apply post-summary.block}</h3>\n</article>\n',
    });
    const broken = loadPlatformTheme({ dir });
    const page = await broken.render(
      'collections/blog.list',
      { website: WEBSITE, collection: BLOG.collection, items: BLOG.items.slice(0, 1) },
      fakePlatformData(FIXTURE_DATA),
    );
    expect(page.errors.length).toBeGreaterThan(0);
    expect(page.errors[0].file).toBe('blocks/post-summary.block');
    expect(page.errors[0].line).toBe(2);
    expect(page.errors[0].message).toBe(
      "Attempt to apply partial 'post-summary.block' exceeded maximum recursion depth of 16",
    );
  });

  it('warns of a block applied but not in the folder, and prints nothing for it, as the platform did', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE, {
      'blocks/post-summary.block': '<article>\n  <h3>{@|apply summary-title.block}</h3>{title}\n</article>\n',
    });
    const lenient = loadPlatformTheme({ dir });
    const problems = (await lenient.check()).map((error) => formatThemeError(error).split('\n')[0]);
    expect(problems).toContain(
      'blocks/post-summary.block:2:16: warning: Block blocks/summary-title.block does not exist; it prints nothing.',
    );
    const page = await lenient.render(
      'collections/blog.list',
      { website: WEBSITE, collection: BLOG.collection, items: BLOG.items.slice(0, 1) },
      fakePlatformData(FIXTURE_DATA),
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toContain(`<h3></h3>${BLOG.items[0].title}`);
  });

  it('recompiles in development when a file changes', async () => {
    const dir = themeCopy(PLATFORM_FIXTURE);
    const live = loadPlatformTheme({ dir, development: true, recheckMs: 0 });
    const before = live.stylesheets()[0].url;
    writeFileSync(join(dir, 'wide.region'), '<main class="changed">{squarespace.main-content}</main>\n');
    writeFileSync(join(dir, 'styles/site.less'), '@x: 1px;\n.changed { margin: @x; }\n');
    const { html } = await renderFixture(live, 'pages/about.page', {});
    expect(html).toContain('<main class="changed">');
    expect(live.stylesheets()[0].url).not.toBe(before);
    expect((await live.styles()).css).toContain('.changed {\n  margin: 1px;\n}');
  });
});

describe('the base-template recreation', () => {
  const theme = loadPlatformTheme({ dir: BASE_TEMPLATE });
  const navigation = [
    { active: true, collection: { fullUrl: '/', navigationTitle: 'Home' } },
    { collection: { fullUrl: '/journal', navigationTitle: 'Journal' } },
    {
      collection: { fullUrl: '/shop', navigationTitle: 'Shop', folder: true },
      items: [
        { collection: { fullUrl: '/tiles', navigationTitle: 'Tiles' } },
        { title: 'Wholesale', externalLink: { url: 'https://example.com/trade', newWindow: true } },
      ],
    },
  ];
  const data = {
    navigation: () => navigation,
    query: () => ({ items: [] }),
    blockField: (id: string) => `<p class="${id}">Contact us at the studio.</p>`,
  };
  const page = async (template: string, context: Record<string, unknown>) => {
    const result = await theme.render(template, { website: WEBSITE, ...context }, data);
    expect(result.errors).toEqual([]);
    expectNoPlatformText(result.html);
    expect(result.html).toMatch(/<li class="active-link">\s*<a href="\/">Home<\/a>/);
    expect(result.html).toMatch(
      /<ul class="subnav">[\s\S]*<a href="\/tiles">Tiles<\/a>[\s\S]*target="_blank">Wholesale<\/a>/,
    );
    expect(result.html).toContain('<p class="footerBlocks">Contact us at the studio.</p>');
    expect(result.html).toContain('<script src="/scripts/site.js"></script>');
    return result.html;
  };

  it('compiles without a problem, LESS included', async () => {
    expect(await theme.check()).toEqual([]);
    expect((await theme.styles()).css).toContain('#canvas {\n  max-width: 960px;');
  });

  it('renders each collection type with navigation and content filled in', async () => {
    const journal = { id: 'c-journal', title: 'Journal', typeName: 'blog', fullUrl: '/journal' };
    const post = {
      id: 'p1',
      title: 'Glazing day',
      fullUrl: '/journal/glazing-day',
      publishOn: JAN_2026,
      author: { displayName: 'Ada' },
      body: '<p>We glazed.</p>',
      tags: ['studio'],
    };
    const blogList = await page('collections/blog.list', { collection: journal, items: [post] });
    expect(blogList).toContain('<h2 class="entry-title"><a href="/journal/glazing-day">Glazing day</a></h2>');
    expect(blogList).toContain('<time datetime="2026-01-15">January 15, 2026</time>');
    const blogItem = await page('collections/blog.item', { collection: journal, item: post });
    expect(blogItem).toContain('<h1 class="entry-title">Glazing day</h1>');
    expect(blogItem).toContain('<a href="/journal?tag=studio">studio</a>');

    const gallery = { id: 'c-g', title: 'Work', typeName: 'gallery', fullUrl: '/work' };
    const image = { id: 'i1', title: 'Blue tile', fullUrl: '/work/blue', assetUrl: '/files/blue.jpg' };
    expect(await page('collections/gallery.list', { collection: gallery, items: [image] })).toContain(
      '<img src="/files/blue.jpg?format=750w" alt="Blue tile">',
    );
    expect(await page('collections/gallery.item', { collection: gallery, item: image })).toContain(
      '<img src="/files/blue.jpg?format=1500w" alt="Blue tile">',
    );

    const events = { id: 'c-e', title: 'Events', typeName: 'events', fullUrl: '/events' };
    const event = {
      id: 'e1',
      title: 'Open studio',
      fullUrl: '/events/open',
      startDate: JAN_2026,
      location: { addressTitle: 'The studio' },
    };
    const eventList = await page('collections/events.list', { collection: events, items: [event] });
    expect(eventList).toContain('Thursday, January 15, 2026');
    expect(eventList).toContain('<p class="event-location">The studio</p>');
    expect(await page('collections/events.item', { collection: events, item: event })).toContain(
      '<h1 class="event-title">Open studio</h1>',
    );

    const shop = { id: 'c-p', title: 'Tiles', typeName: 'products', fullUrl: '/tiles' };
    const product = { id: 'pr1', title: 'Hex tile', fullUrl: '/tiles/hex', excerpt: '<p>Six sides.</p>' };
    expect(await page('collections/products.list', { collection: shop, items: [product] })).toContain(
      '<h2 class="product-title">Hex tile</h2>',
    );
    expect(await page('collections/products.item', { collection: shop, item: product })).toContain(
      '<div class="product-description"><p>Six sides.</p></div>',
    );

    const about = { id: 'c-about', title: 'About', typeName: 'page', fullUrl: '/about' };
    const aboutPage = await page('collections/page.list', {
      collection: about,
      mainContent: '<p>About the studio.</p>',
    });
    expect(aboutPage).toContain('<div class="page-content">\n  <p>About the studio.</p>');
    expect(aboutPage).toContain(
      '<body id="collection-c-about" class="collection-type-page collection-c-about view-list">',
    );
  });
});
