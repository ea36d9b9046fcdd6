// The default theme (a developer-platform theme folder) compiles without a single error or warning, and names its stylesheets by content.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultThemeDir } from '../../server/site/render/paths.js';
import { loadTheme } from '../../server/site/render/theme.js';

describe('the default theme', () => {
  const theme = loadTheme({ dir: defaultThemeDir(), development: false });

  it('compiles every template cleanly', () => {
    const problems = theme
      .compileErrors()
      .map((error) => `${error.partial ?? ''} ${error.line}:${error.column} ${error.message}`);
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

  it('links its stylesheet by a content hash', () => {
    expect(theme.stylesheets().map((sheet) => sheet.url)).toEqual([
      expect.stringMatching(/^\/theme\/site-[a-f0-9]{12}\.css$/),
    ]);
  });
});
