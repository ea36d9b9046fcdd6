// The default theme (a developer-platform theme folder, loaded as any other) compiles without a single error or warning, and names its stylesheet by content.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultThemeDir } from '../../server/site/render/paths.js';
import { loadPlatformTheme } from '../../server/theme-platform/platform-theme.js';

describe('the default theme', () => {
  const theme = loadPlatformTheme({ dir: defaultThemeDir(), development: false });

  it('compiles every template and its stylesheet cleanly', async () => {
    const problems = (await theme.check()).map(
      (error) => `${error.file} ${error.line}:${error.column} ${error.message}`,
    );
    expect(problems).toEqual([]);
  });

  it('has no inline script, inline style or event handler attribute (the CSP allows none)', () => {
    const sources = readdirSync(defaultThemeDir(), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(region|block|list|item|page)$/.test(name))
      .map((name) => [name, readFileSync(join(defaultThemeDir(), name), 'utf8')] as const);
    expect(sources.length).toBeGreaterThan(20);
    for (const [name, source] of sources) {
      expect(source, name).not.toMatch(/\sstyle=/);
      expect(source, name).not.toMatch(/\son[a-z]+=/);
      // A module from the site, or the JSON-LD data block (never run; the server escapes its text).
      const scripts = source.match(/<script[^>]*>[^<]*/g) ?? [];
      for (const tag of scripts)
        expect(tag, name).toMatch(
          /^<script type="module" src="[^>]*>$|^<script type="application\/ld\+json">\{structuredData\}$/,
        );
    }
  });

  it('links its stylesheet by a content hash, and serves its CSS as written (no LESS run)', async () => {
    expect(theme.stylesheets().map((sheet) => sheet.url)).toEqual([
      expect.stringMatching(/^\/site\.css\?v=[a-f0-9]{12}$/),
    ]);
    const css = readFileSync(join(defaultThemeDir(), 'styles', 'site.css'), 'utf8');
    expect((await theme.styles()).css).toBe(css);
  });
});
