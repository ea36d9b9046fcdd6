// A theme of every construct Squarespace's platform tolerated (tolerated-theme/README.md): checked
// with warnings only, its LESS compiled with the platform's library, its tweaks read and applied,
// and its platform tags rendered, none left in the page.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkThemeFolder } from '../../server/theme-platform/check-theme.js';
import { loadPlatformTheme } from '../../server/theme-platform/platform-theme.js';
import { formatThemeError } from '../../server/theme-platform/theme-errors.js';
import { stylesheetTweaks, tweakBodyClasses } from '../../server/theme-platform/tweaks.js';
import { fakePlatformData } from './fake-platform-data.js';

const TOLERATED = join(import.meta.dirname, 'tolerated-theme');

const DATA = {
  navigations: {
    mainNavigation: [
      { collection: { fullUrl: '/', navigationTitle: 'Home' } },
      {
        folderActive: true,
        collection: { fullUrl: '/journal', navigationTitle: 'Journal', folder: true },
        items: [
          { active: true, collection: { fullUrl: '/blog', navigationTitle: 'Blog' } },
          { collection: { fullUrl: '/notes', navigationTitle: 'Notes' } },
        ],
      },
    ],
  },
  collections: {
    blog: {
      collection: { id: 'c-blog', urlId: 'blog', title: 'Blog', typeName: 'blog', fullUrl: '/blog' },
      items: [
        { title: 'Glazes', fullUrl: '/blog/glazes', categories: ['Craft', 'Kilns'] },
        { title: 'Firing', fullUrl: '/blog/firing', categories: ['Kilns'] },
        { title: 'Market day', fullUrl: '/blog/market' },
      ],
    },
  },
  blockFields: {},
};

describe('a theme of what Squarespace tolerated', () => {
  it('passes tessera check with a warning at file:line:column for each construct', async () => {
    const { errors } = await checkThemeFolder(TOLERATED);
    expect(errors.filter((error) => error.severity === 'error')).toEqual([]);
    expect(errors.map((error) => formatThemeError(error).split('\n')[0])).toEqual([
      'template.conf:10:32: warning: template.conf: a missing comma between two entries; read as the platform read it, but it is not valid JSON',
      "collections/album.conf:3:3: warning: collections/album.conf: ordering 'track-order' is not chronological, user-orderable or calendar; the items are shown newest first",
      'collections/notes.list:1:1: warning: collections/notes.conf: missing; the collection is read with the title notes',
      "collections/blog.conf:4:3: warning: collections/blog.conf: layout 'sidebar' is not a layout of template.conf (default); the default layout is used.",
      'template.conf:10:32: warning: template.conf: stylesheets.1 names styles/missing.less, which is not in the theme folder; it is left out.',
      "site.region:7:5: warning: Navigation template blocks/mobile-navigation.block does not exist; the navigation shows nothing. Did you mean 'navigation.block'?",
      'site.region:8:5: warning: Unknown platform tag <squarespace:sidebar>, removed from the page.',
      'site.region:20:5: warning: <squarespace:query> limit="0" is not a whole number of 1 or more; every item is found',
      'collections/blog.list:2:10: warning: Block blocks/announcement.block does not exist; it prints nothing.',
      'styles/site.less:29:24: warning: LESS: variable @undefinedColor is not defined by the theme; read as transparent',
      "styles/site.less:23:1: warning: LESS: @import 'no-such-platform-file' is neither a file of the theme nor a file of the platform's library; it is left out",
    ]);
  });

  it("compiles its LESS with the platform's library and LESS 1's arithmetic and selectors", async () => {
    const { css } = await loadPlatformTheme({ dir: TOLERATED }).styles();
    // sqs-grid-breaker inside the theme's @media: the block area's columns stacked.
    expect(css).toMatch(
      /@media screen and \(max-width: 640px\) \{\s+\.sqs-layout \.sqs-row \{[^}]*\}\s+\.sqs-layout \.sqs-row > \.col,\s+\.sqs-layout \[class\*="span-"\] \{\s+float: none;\s+width: 100% !important;/,
    );
    expect(css).toContain('line-height: 21px;');
    expect(css).toContain('-webkit-transition: opacity 0.2s ease;');
    expect(css).toMatch(/\.blog-date:before \{[^}]*content: "\\1F4C5";/);
    expect(css).toMatch(/\.nav li:nth-child\(2n\) \{\s+margin-left: 10px;/);
    expect(css).toContain('border-bottom-color: transparent;');
  });

  it('reads a tweak of every type, with its kind and default', () => {
    const tweaks = stylesheetTweaks(TOLERATED, ['styles/site.less']);
    expect(tweaks.map((tweak) => [tweak.name, tweak.kind, tweak.type, tweak.default])).toEqual([
      ['accentColor', 'variable', 'color', '#c0392b'],
      ['gap', 'variable', 'value', '20px'],
      ['tweak-header-layout', 'class', 'dropdown', 'Left Aligned'],
      ['tweak-sticky-header', 'class', 'checkbox', 'true'],
      ['tweak-show-dates', 'class', 'checkbox', 'false'],
      [
        'tweak-heading-font',
        'rule',
        'font',
        'font-family: Georgia, serif; font-weight: 700; font-size: 32px',
      ],
      ['bg-image', 'rule', 'image', ''],
    ]);
    expect(tweaks[2].options).toMatchObject({ category: 'Header', label: 'Layout' });
    expect(tweakBodyClasses(tweaks)).toEqual(['tweak-header-layout-left-aligned', 'tweak-sticky-header']);
  });

  it("applies a site's tweak values: body classes, font variables, the image and variables", async () => {
    const theme = loadPlatformTheme({
      dir: TOLERATED,
      tweaks: {
        'tweak-header-layout': '3:2 Split',
        'tweak-sticky-header': 'false',
        'tweak-show-dates': 'true',
        'tweak-heading-font': 'font-family: Lato, sans-serif; font-size: 48px',
        'bg-image': '/files/tiles.jpg',
        accentColor: '#336699',
      },
    });
    const { css, errors } = await theme.styles();
    expect(errors.filter((error) => error.severity === 'error')).toEqual([]);
    expect(css).toContain('line-height: 32px;');
    expect(css).toContain('color: #336699;');
    expect(css).toMatch(/\.tweak-heading-font \{\s+font-family: Lato, sans-serif;\s+font-size: 48px;/);
    expect(css).toContain('background-image: url("/files/tiles.jpg");');
    const page = await theme.render(
      'collections/blog.list',
      { collection: DATA.collections.blog.collection, items: DATA.collections.blog.items },
      fakePlatformData(DATA),
    );
    expect(page.html).toMatch(
      /<body id="collection-c-blog" class="[^"]*tweak-header-layout-32-split tweak-show-dates"/,
    );
  });

  it('refuses a tweak value the tweak cannot take', async () => {
    const { errors } = await loadPlatformTheme({
      dir: TOLERATED,
      tweaks: {
        'tweak-header-layout': 'Diagonal',
        'tweak-heading-font': 'font-family: x; } body { display: none',
        'bg-image': 'javascript:alert(1)',
      },
    }).styles();
    expect(errors.filter((error) => error.severity === 'error').map((error) => error.message)).toEqual([
      'Tweak "tweak-header-layout" must be one of Centered, Left Aligned, 3:2 Split, not "Diagonal"',
      'Tweak "tweak-heading-font" must be font declarations such as "font-family: Georgia, serif; font-weight: 700", not "font-family: x; } body { display: none"',
      'Tweak "Background Image" must be an image address (/files/… or https://…), not "javascript:alert(1)"',
    ]);
  });

  it('renders every platform tag, removing the unknown one, nothing of the platform left', async () => {
    const theme = loadPlatformTheme({ dir: TOLERATED });
    const data = fakePlatformData(DATA);
    const page = await theme.render(
      'collections/blog.list',
      { collection: DATA.collections.blog.collection, items: DATA.collections.blog.items },
      data,
    );
    expect(page.errors).toEqual([]);
    const html = page.html;
    expect(html).not.toContain('squarespace:');
    expect(html).not.toContain('{squarespace');
    expect(html).toContain(
      '<ul class="nav"><li><a href="/">Home</a></li><li><a href="/journal">Journal</a></li></ul>',
    );
    // The folder the page is in: its links.
    expect(html).toContain(
      '<ul class="folder-nav"><li><a href="/blog">Blog</a></li><li><a href="/notes">Notes</a></li></ul>',
    );
    // The blog's categories, counted, linked to the filtered list; and the paired form.
    expect(html).toContain(
      '<ul class="categories"><li><a href="/blog?category=Craft">Craft</a> (1)</li><li><a href="/blog?category=Kilns">Kilns</a> (2)</li></ul>',
    );
    expect(html).toContain('<p class="category-count">Craft, Kilns</p>');
    // A query of the page's own collection, written as {collection.urlId}.
    expect(html).toContain('<ol class="more"><li>Glazes</li><li>Firing</li><li>Market day</li></ol>');
    expect(data.queries).toContainEqual({ collection: 'blog', limit: undefined });
  });
});
