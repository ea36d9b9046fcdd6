// Each <squarespace:…> tag rewritten into JSON-T, rendered with a fake PlatformData, and its errors placed.
import { describe, expect, it } from 'vitest';
import { compile } from '../../engine/index.js';
import { FORMATTERS, PREDICATES } from '../../formatters/index.js';
import {
  MISSING_BLOCK_FIELDS_FLAG,
  PLATFORM_FORMATTERS,
  PLATFORM_KEY,
  rewritePlatformTags,
} from '../../server/theme-platform/platform-tags.js';

const NAV_BLOCK = '<ul>{.repeated section items}<li>{collection.navigationTitle}</li>{.end}</ul>';

const PLATFORM = {
  navigations: {
    mainNavigation: {
      items: [{ collection: { navigationTitle: 'Shop' } }, { collection: { navigationTitle: 'Blog' } }],
    },
    emptyNavigation: { items: [] },
  },
  queries: {
    q1: { items: [{ title: 'First post' }, { title: 'Second post' }], collection: { title: 'Journal' } },
  },
  blockFields: { footerBlocks: '<p>Footer words</p>' },
};

/** Rewrites and renders `source` with the platform values above and `context`. */
function render(source: string, context: Record<string, unknown> = {}): string {
  const rewritten = rewritePlatformTags(source, 'test.region');
  expect(rewritten.errors).toEqual([]);
  const { template, errors } = compile(rewritten.source, { formatters: FORMATTERS, predicates: PREDICATES });
  expect(errors).toEqual([]);
  const result = template.render(
    { ...context, [PLATFORM_KEY]: PLATFORM },
    { partials: { 'navigation.block': NAV_BLOCK, 'header-nav.block': `<nav>${NAV_BLOCK}</nav>` } },
  );
  expect(result.errors).toEqual([]);
  return result.html;
}

describe('rewritePlatformTags', () => {
  it('renders a navigation with its template block', () => {
    const source = '<squarespace:navigation navigationId="mainNavigation" template="header-nav" />';
    expect(render(source)).toBe('<nav><ul><li>Shop</li><li>Blog</li></ul></nav>');
    expect(rewritePlatformTags(source, 'x').needs.navigations).toEqual(new Set(['mainNavigation']));
  });

  it('uses blocks/navigation.block when the navigation names no template, single quotes too', () => {
    expect(render("<squarespace:navigation navigationId='mainNavigation' />")).toBe(
      '<ul><li>Shop</li><li>Blog</li></ul>',
    );
  });

  it('renders the paired navigation form with the navigation as scope', () => {
    const source =
      '<body class="x<squarespace:navigation navigationId="mainNavigation">{.if items.0} has-nav{.end}</squarespace:navigation>' +
      '<squarespace:navigation navigationId="emptyNavigation">{.if items.0} has-empty{.end}</squarespace:navigation>">';
    expect(render(source)).toBe('<body class="x has-nav">');
  });

  it('renders a query inside with its items and collection, the outer context still reachable', () => {
    const source = [
      '<squarespace:query collection="blog" limit="3" featured="true" category="News" tag="launch">',
      '{collection.title}: {.repeated section items}{title} on {siteTitle}{.alternates with}, {.end}',
      '</squarespace:query>',
    ].join('\n');
    expect(render(source, { siteTitle: 'Tiles' }).trim()).toBe(
      'Journal: First post on Tiles, Second post on Tiles',
    );
    expect(rewritePlatformTags(source, 'x').needs.queries).toEqual([
      { id: 'q1', params: { collection: 'blog', limit: 3, featured: true, category: 'News', tag: 'launch' } },
    ]);
  });

  it('gives each query its own id from the theme', () => {
    let n = 10;
    const source =
      '<squarespace:query collection="a"></squarespace:query><squarespace:query collection="b"></squarespace:query>';
    const { needs } = rewritePlatformTags(source, 'x', { queryId: () => `q${++n}` });
    expect(needs.queries.map((query) => query.id)).toEqual(['q11', 'q12']);
  });

  it('renders a block field inside its layout div', () => {
    expect(render('<squarespace:block-field id="footerBlocks" columns="6" />')).toBe(
      '<div class="sqs-layout sqs-grid-6 columns-6" data-type="block-field" id="footerBlocks"><p>Footer words</p></div>',
    );
  });

  it('renders a block field whose id is made from the context, noting ids it has no HTML for', () => {
    const source = '<squarespace:block-field id="{id}_{kind}" />';
    const rewritten = rewritePlatformTags(source, 'intro.block');
    expect(rewritten.errors).toEqual([]);
    const formatters = { ...FORMATTERS, ...PLATFORM_FORMATTERS };
    const { template, errors } = compile(rewritten.source, { formatters, predicates: PREDICATES });
    expect(errors).toEqual([]);
    const missing = new Set<string>();
    const flags = { [MISSING_BLOCK_FIELDS_FLAG]: missing };
    const platform = { blockFields: { abc_intro: '<p>Intro</p>' } };
    expect(template.render({ id: 'abc', kind: 'intro', [PLATFORM_KEY]: platform }, { flags }).html).toBe(
      '<div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" id="abc_intro"><p>Intro</p></div>',
    );
    expect(template.render({ id: 'xyz', kind: 'intro', [PLATFORM_KEY]: platform }, { flags }).html).toBe(
      '<div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" id="xyz_intro"></div>',
    );
    expect(missing).toEqual(new Set(['xyz_intro']));
  });

  it('turns a script tag into a script under /scripts/', () => {
    expect(render('<squarespace:script src="site-bundle.js" combo="false" />')).toBe(
      '<script src="/scripts/site-bundle.js"></script>',
    );
  });

  it('leaves {squarespace-headers} and the {squarespace.…} names to the context', () => {
    const source =
      '{squarespace-headers}<body id="{squarespace.page-id}" class="{squarespace.page-classes}">{squarespace.main-content}{squarespace-footers}';
    const context = {
      'squarespace-headers': '<meta name="a">',
      'squarespace-footers': '<script></script>',
      squarespace: { 'page-id': 'item-1', 'page-classes': 'view-item', 'main-content': '<p>Main</p>' },
    };
    expect(rewritePlatformTags(source, 'x').source).toBe(source);
    expect(render(source, context)).toBe(
      '<meta name="a"><body id="item-1" class="view-item"><p>Main</p><script></script>',
    );
  });

  it('places its errors at the tag in the theme file, with a guess', () => {
    const source =
      'line one\n  <squarespace:navigation navigationId="mainNavigaton" template="header-nav" />\n';
    const { errors } = rewritePlatformTags(source, 'header.region', {
      navigations: ['mainNavigation'],
      blocks: ['navigation.block'],
    });
    expect(errors.map((error) => [error.file, error.line, error.column, error.message])).toEqual([
      [
        'header.region',
        2,
        3,
        "Navigation 'mainNavigaton' is not declared in template.conf navigations. Did you mean 'mainNavigation'?",
      ],
      [
        'header.region',
        2,
        3,
        'Navigation template blocks/header-nav.block does not exist; the navigation shows nothing.',
      ],
    ]);
    expect(errors[0].excerpt).toBe(
      '2 |   <squarespace:navigation navigationId="mainNavigaton" template="header-nav" />\n      ^',
    );
  });

  it("warns of a block applied but not in the folder; not of the file's own macros nor in comments", () => {
    const source = [
      '{.macro define}{@args.val}{.end}{.var @NULL @|apply define val=null}',
      '{# {@|apply commented.block} }{## {@|apply long.block} ##}',
      '<p>{@|apply navigation.block}</p><p>{item|apply announcment.block}</p>',
    ].join('\n');
    const { errors } = rewritePlatformTags(source, 'blog.list', {
      blocks: ['navigation.block', 'announcement.block'],
    });
    expect(errors.map((error) => [error.line, error.column, error.severity, error.message])).toEqual([
      [
        3,
        49,
        'warning',
        "Block blocks/announcment.block does not exist; it prints nothing. Did you mean 'announcement.block'?",
      ],
    ]);
  });

  it('reports tags left open, closed wrongly, unknown, or unreadable', () => {
    const source = [
      '<squarespace:query collection="blog">',
      '</squarespace:navigation>',
      '<squarespace:navgation navigationId="x" />',
      '<squarespace:query>',
      '<squarespace:block-field id=x />',
    ].join('\n');
    const messages = rewritePlatformTags(source, 'x').errors.map(
      (error) => `${error.line}:${error.column} ${error.message}`,
    );
    expect(messages).toEqual([
      '2:1 </squarespace:navigation> closes the <squarespace:query> opened at line 1, column 1',
      "3:1 Unknown platform tag <squarespace:navgation>, removed from the page. Did you mean 'navigation'?",
      '4:1 <squarespace:query> needs a collection="…" attribute',
      '5:1 Cannot read this platform tag: write its attributes as name="value" and end it with > or />',
      '4:1 <squarespace:query> is never closed: add </squarespace:query>',
    ]);
    const unreadable = rewritePlatformTags('<squarespace:query limit="2">{title}</squarespace:query>', 'x');
    expect(unreadable.errors.map((error) => error.message)).toEqual([
      '<squarespace:query> needs a collection="…" attribute',
    ]);
    expect(compile(unreadable.source).errors).toEqual([]);
    expect(rewritePlatformTags('<squarespace:query collection="a">', 'x').errors[0].message).toBe(
      '<squarespace:query> is never closed: add </squarespace:query>',
    );
  });

  it('maps engine errors after a rewritten tag back to the theme file', () => {
    const source = '<squarespace:block-field id="a" /> {title|nosuch}\n{.section x}';
    const rewritten = rewritePlatformTags(source, 'site.region');
    const { errors } = compile(rewritten.source, { formatters: FORMATTERS, predicates: PREDICATES });
    const mapped = errors.map((error) => rewritten.map.mapError(error, 'site.region'));
    const unknown = mapped.find((error) => error.kind === 'formatter-unknown');
    // The engine points at the formatter's name: `nosuch` starts at column 43 of the theme's line.
    expect([unknown?.line, unknown?.column]).toEqual([1, 43]);
    expect(unknown?.excerpt).toBe(`1 | ${source.split('\n')[0]}\n${' '.repeat(4 + 42)}^`);
    expect(mapped.find((error) => error.kind === 'eof-in-block')?.file).toBe('site.region');
  });

  it('maps engine errors before, between and after several rewritten tags on several lines', () => {
    const script = (name: string) => `<squarespace:script src="${name}.js" />`;
    const lines = [
      `{a|nosuch1} ${script('a')}`,
      `${script('b')} {b|nosuch2}`,
      `x ${script('c')}${script('d')} {c|nosuch3} {d|nosuch4}`,
    ];
    const rewritten = rewritePlatformTags(lines.join('\n'), 'site.region');
    const { errors } = compile(rewritten.source, { formatters: FORMATTERS, predicates: PREDICATES });
    const mapped = errors.map((error) => rewritten.map.mapError(error, 'site.region'));
    expect(mapped.map((error) => [error.line, error.column])).toEqual(
      ['nosuch1', 'nosuch2', 'nosuch3', 'nosuch4'].map((name) => {
        const line = lines.findIndex((text) => text.includes(name));
        return [line + 1, lines[line].indexOf(name) + 1];
      }),
    );
  });
});
