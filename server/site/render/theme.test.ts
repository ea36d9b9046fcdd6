// Tests of loadTheme: a theme folder's pages inside the layout, blocks as partials, errors naming the real file, recompiling on change in development only.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTheme, themeTemplateFile } from './theme.js';

const CONF = {
  name: 'Test',
  layouts: { default: { name: 'Default', regions: ['site'] } },
  stylesheets: ['site.css'],
};

function themeDir(page: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-theme-'));
  for (const folder of ['blocks', 'collections', 'system', 'styles']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'template.conf'), JSON.stringify(CONF));
  writeFileSync(join(dir, 'site.region'), '<body>{mainContent}</body>');
  writeFileSync(join(dir, 'blocks', 'greeting.block'), 'Hello {name|htmltag}');
  writeFileSync(join(dir, 'collections', 'page.conf'), '{"title": "Page"}');
  writeFileSync(join(dir, 'collections', 'page.list'), page);
  writeFileSync(join(dir, 'collections', 'products.conf'), '{"title": "Products"}');
  writeFileSync(join(dir, 'collections', 'products.item'), '<h1>{item.title}</h1>');
  writeFileSync(join(dir, 'system', 'cart.page'), '<p>Cart</p>');
  writeFileSync(join(dir, 'styles', 'site.css'), 'body{}');
  return dir;
}

describe('loadTheme', () => {
  it('renders a page inside the layout, applying blocks as NAME.block', () => {
    const theme = loadTheme({ dir: themeDir('<p>{@|apply greeting.block}</p>'), development: false });
    expect(theme.renderPage('pages/page', { name: '<Ann>' }, {}).html).toBe(
      '<body><p>Hello &lt;Ann&gt;</p></body>',
    );
    expect(theme.compileErrors()).toEqual([]);
  });

  it('names collection items and system pages as page views do', () => {
    const theme = loadTheme({ dir: themeDir(''), development: false });
    expect(theme.renderPage('items/product', { item: { title: 'Mug' } }, {}).html).toBe(
      '<body><h1>Mug</h1></body>',
    );
    expect(theme.renderPage('system/cart', {}, {}).html).toBe('<body><p>Cart</p></body>');
  });

  it('reports compile problems in the file they are in', () => {
    const theme = loadTheme({ dir: themeDir('\n{title|no-such-formatter}'), development: false });
    expect(theme.compileErrors()[0]).toMatchObject({
      kind: 'formatter-unknown',
      line: 2,
      partial: 'templates/collections/page.list',
    });
  });

  it('names each template by its file', () => {
    expect(themeTemplateFile('items/product')).toBe('templates/collections/products.item');
    expect(themeTemplateFile('collections/blog')).toBe('templates/collections/blog.list');
    expect(themeTemplateFile('pages/page')).toBe('templates/collections/page.list');
    expect(themeTemplateFile('system/cart')).toBe('templates/system/cart.page');
    expect(themeTemplateFile('blocks/product-card')).toBe('templates/blocks/product-card.block');
    expect(themeTemplateFile('site.region')).toBe('templates/site.region');
  });

  it('serves the stylesheets template.conf lists at content-hashed URLs', () => {
    const dir = themeDir('');
    const theme = loadTheme({ dir, development: false });
    expect(theme.stylesheets()).toEqual([
      {
        url: expect.stringMatching(/^\/theme\/site-[a-f0-9]{12}\.css$/),
        file: join(dir, 'styles', 'site.css'),
        type: 'text/css; charset=utf-8',
      },
    ]);
  });

  it('recompiles a changed file in development, and never in production', () => {
    const dir = themeDir('one');
    const development = loadTheme({ dir, development: true, recheckMs: 0 });
    const production = loadTheme({ dir, development: false, recheckMs: 0 });
    writeFileSync(join(dir, 'collections', 'page.list'), 'two, longer');
    expect(development.renderPage('pages/page', {}, {}).html).toBe('<body>two, longer</body>');
    expect(production.renderPage('pages/page', {}, {}).html).toBe('<body>one</body>');
  });

  it('keeps the last good templates in development when template.conf breaks, and says why', () => {
    const dir = themeDir('one');
    const theme = loadTheme({ dir, development: true, recheckMs: 0 });
    writeFileSync(join(dir, 'template.conf'), '{"name": ');
    expect(theme.renderPage('pages/page', {}, {}).html).toBe('<body>one</body>');
    expect(theme.compileErrors()[0]).toMatchObject({ partial: 'templates/template.conf' });
    expect(theme.compileErrors()[0].message).toMatch(/^template\.conf: is not valid JSON/);
  });

  it('refuses a folder without template.conf or without its layout', () => {
    const empty = mkdtempSync(join(tmpdir(), 'tessera-theme-'));
    expect(() => loadTheme({ dir: empty, development: false })).toThrow(
      /not a theme folder.*template\.conf: missing/,
    );
    const dir = themeDir('');
    rmSync(join(dir, 'site.region'));
    expect(() => loadTheme({ dir, development: false })).toThrow(/no layout template site\.region/);
  });
});
