// Tests of loadTheme: pages inside the layout, partials by file name, recompiling on change in development only.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTheme } from './theme.js';

function themeDir(page: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-theme-'));
  mkdirSync(join(dir, 'blocks'));
  mkdirSync(join(dir, 'pages'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'site.region.jsont'), '<body>{mainContent}</body>');
  writeFileSync(join(dir, 'blocks', 'greeting.jsont'), 'Hello {name|htmltag}');
  writeFileSync(join(dir, 'pages', 'page.jsont'), page);
  writeFileSync(join(dir, 'assets', 'site.css'), 'body{}');
  return dir;
}

describe('loadTheme', () => {
  it('renders a page inside the layout, applying partials by their file name', () => {
    const theme = loadTheme({ dir: themeDir('<p>{@|apply greeting}</p>'), development: false });
    expect(theme.renderPage('pages/page', { name: '<Ann>' }, {}).html).toBe(
      '<body><p>Hello &lt;Ann&gt;</p></body>',
    );
    expect(theme.compileErrors()).toEqual([]);
  });

  it('reports compile problems with their position', () => {
    const theme = loadTheme({ dir: themeDir('{title|no-such-formatter}'), development: false });
    expect(theme.compileErrors()[0]).toMatchObject({ kind: 'formatter-unknown', line: 1 });
  });

  it('recompiles a changed file in development, and never in production', () => {
    const dir = themeDir('one');
    const development = loadTheme({ dir, development: true, recheckMs: 0 });
    const production = loadTheme({ dir, development: false, recheckMs: 0 });
    writeFileSync(join(dir, 'pages', 'page.jsont'), 'two, longer');
    expect(development.renderPage('pages/page', {}, {}).html).toBe('<body>two, longer</body>');
    expect(production.renderPage('pages/page', {}, {}).html).toBe('<body>one</body>');
  });

  it('refuses a theme without a layout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-theme-'));
    expect(() => loadTheme({ dir, development: false })).toThrow(/no layout template site\.region\.jsont/);
  });
});
