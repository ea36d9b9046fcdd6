// The public theme corpus (docs/THEMES.md, fetched by scripts/fetch-theme-corpus.mjs outside the
// repository): each theme passes `tessera check` with no error and serves a stylesheet over 1 KB.
// Run with THEME_CORPUS=its folder; skipped without it (CI).
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkThemeFolder } from '../../server/theme-platform/check-theme.js';
import { loadPlatformTheme } from '../../server/theme-platform/platform-theme.js';
import { formatThemeError } from '../../server/theme-platform/theme-errors.js';
import { fakePlatformData, FIXTURE_DATA } from './fake-platform-data.js';
import { CORPUS, corpusThemes } from './theme-corpus-dirs.js';

// Only when asked for: the corpus lives outside the repository (docs/THEMES.md). Served for real:
// theme-corpus-served.test.ts.
const themes = corpusThemes;

describe.skipIf(themes.length === 0)('the public theme corpus', () => {
  it.each(themes)('%s passes tessera check and serves its stylesheet', { timeout: 120_000 }, async (name) => {
    const dir = join(CORPUS, name);
    const { errors } = await checkThemeFolder(dir);
    const failing = errors.filter((error) => error.severity === 'error');
    const warnings = errors.length - failing.length;
    const css = (await loadPlatformTheme({ dir }).styles()).css;
    // THEME_CORPUS_REPORT=FILE appends one JSON line per theme: the figures of docs/THEMES.md.
    const report = process.env.THEME_CORPUS_REPORT;
    if (report !== undefined) {
      const problems = errors.map(formatThemeError);
      const line = { name, errors: failing.length, warnings, cssBytes: Buffer.byteLength(css), problems };
      appendFileSync(report, `${JSON.stringify(line)}\n`);
    }
    expect(failing.map(formatThemeError)).toEqual([]);
    expect(Buffer.byteLength(css)).toBeGreaterThan(1024);
  });

  it.each(themes)(
    '%s renders its lists, items and pages with no platform tag left',
    { timeout: 120_000 },
    async (name) => {
      const theme = loadPlatformTheme({ dir: join(CORPUS, name) });
      const folder = theme.folder();
      expect(folder).toBeDefined();
      const templates = [
        ...[...folder!.collections.values()].flatMap((collection) =>
          [collection.list, collection.item].flatMap((file) => (file === undefined ? [] : [file.path])),
        ),
        ...[...folder!.pages.values()].map((page) => page.page.path),
        'content',
      ];
      const blog = FIXTURE_DATA.collections.blog;
      for (const template of templates) {
        const page = await theme.render(
          template,
          {
            website: { siteTitle: 'Corpus', timeZone: 'UTC' },
            collection: { ...blog.collection, urlId: 'blog' },
            items: blog.items,
            item: blog.items[0],
            squarespace: { 'main-content': '<p>Content</p>' },
          },
          fakePlatformData(FIXTURE_DATA),
        );
        expect(page.html, `${name} ${template}`).not.toMatch(/<\/?squarespace:|\{squarespace[.-]/);
      }
    },
  );
});
