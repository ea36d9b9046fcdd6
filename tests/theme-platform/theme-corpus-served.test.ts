// The public theme corpus served for real (issue 29, acceptance 1): the seeded demo website through
// createApp with each corpus theme as THEME_DIR. Home, the blog list and a post, the shop and a
// product, and the gallery answer 200 with no platform tag or {squarespace.…} left; the stylesheet
// the page links is over 1 KB; the home page's navigation links the site's main pages.
// Run with THEME_CORPUS=its folder (docs/THEMES.md); skipped without it (CI).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { seedDemo } from '../../server/demo/seed.js';
import { createTestDatabase } from '../support/test-database.js';
import { CORPUS, corpusThemes } from './theme-corpus-dirs.js';

const themes = corpusThemes;

/** The demo's pages each theme must render: home, blog list and post, shop and product, gallery. */
const PAGES = [
  '/',
  '/blog',
  '/blog/how-to-season-cast-iron',
  '/shop',
  '/shop/p/wool-camp-blanket',
  '/gallery',
] as const;

/** Pages of the demo's main menu a navigation must link (fixtures/demo/navigation.json). */
const MAIN_PAGES = ['/shop', '/blog', '/gallery', '/events', '/contact'] as const;

const PLATFORM_TEXT = /<\/?squarespace:|\{squarespace[.-]/;

/**
 * The parts of a page a theme's navigation prints: every `<nav>` element and every element whose
 * class or id names a navigation (`nav`, `navigation`, `menu`), up to its closing tag.
 */
function navigationParts(html: string): string[] {
  const parts: string[] = [];
  const open = /<(nav|ul|div|header|section|aside)\b([^>]*)>/gi;
  for (let match = open.exec(html); match !== null; match = open.exec(html)) {
    const [, tag, attributes] = match;
    const named = /\b(?:class|id)\s*=\s*"[^"]*(?:nav|menu)[^"]*"/i.test(attributes);
    if (tag.toLowerCase() !== 'nav' && !named) continue;
    parts.push(elementAt(html, match.index, tag.toLowerCase()));
  }
  return parts;
}

/** The element opening at `start`, up to its matching closing tag (nesting of the same tag counted). */
function elementAt(html: string, start: number, tag: string): string {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match !== null; match = tags.exec(html)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return html.slice(start);
}

/** Whether some navigation part links `path` (`/blog`, `/blog/`, or absolute on the same page). */
function linksTo(parts: readonly string[], path: string): boolean {
  const href = new RegExp(`href\\s*=\\s*"${path}/?"`);
  return parts.some((part) => href.test(part));
}

let db: Database;
let dataDir: string;

describe.skipIf(themes.length === 0)('the public theme corpus, served', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-corpus-served-'));
    await seedDemo(db.knex, { dataDir });
  }, 300_000);
  afterAll(async () => {
    await db?.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(themes)('%s serves the demo site', { timeout: 300_000 }, async (name) => {
    // The theme's errors while rendering are logged and the rest of the page served: collect them.
    const logged: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
    const config = testConfig({ dataDir, themeDir: join(CORPUS, name) });
    const app = createApp({ db, config, logger });
    const problems: string[] = [];
    // THEME_CORPUS_PAGES=DIR writes each page there, to look at.
    const dump = process.env.THEME_CORPUS_PAGES;
    if (dump !== undefined) mkdirSync(join(dump, name), { recursive: true });
    let home = '';
    for (const path of PAGES) {
      const res = await request(app).get(path).set('Accept', 'text/html');
      if (res.status !== 200) problems.push(`${path}: HTTP ${res.status}`);
      const left = PLATFORM_TEXT.exec(res.text);
      if (left !== null) {
        const at = left.index;
        problems.push(`${path}: platform text left: ${res.text.slice(Math.max(0, at - 80), at + 120)}`);
      }
      if (path === '/') home = res.text;
      if (dump !== undefined) {
        writeFileSync(join(dump, name, `${path.replace(/\//g, '_') || '_'}.html`), res.text);
      }
    }
    const stylesheet = /href="(\/site\.css(?:\?v=[^"]*)?)"/.exec(home);
    if (stylesheet === null) problems.push('/: no link to /site.css');
    else {
      const css = await request(app).get(stylesheet[1].replace(/&amp;/g, '&'));
      if (css.status !== 200) problems.push(`${stylesheet[1]}: HTTP ${css.status}`);
      if (Buffer.byteLength(css.text ?? '') <= 1024) {
        problems.push(`${stylesheet[1]}: ${Buffer.byteLength(css.text ?? '')} bytes`);
      }
    }
    const parts = navigationParts(home);
    const missing = MAIN_PAGES.filter((path) => !linksTo(parts, path));
    if (missing.length > 0) problems.push(`/: the navigation does not link ${missing.join(', ')}`);
    for (const line of logged) {
      const entry = JSON.parse(line) as { msg?: string; errors?: string[]; template?: string };
      if (entry.msg === 'theme errors while rendering a page') {
        problems.push(`${entry.template}: ${(entry.errors ?? []).join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
