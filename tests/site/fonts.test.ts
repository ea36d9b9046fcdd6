// The theme's fonts over HTTP: the home page preloads the body face and links the faces' stylesheet, all served by the site itself.
import type { Express } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { projectRoot } from '../../server/site/render/paths.js';
import { realApp } from '../commerce/cart-real-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { seedSite } from './site-fixture.js';

/** Every `<link>` tag of `html`, as attribute → value maps. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)>/g)].map((tag) =>
    Object.fromEntries(
      [...tag[1].matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((attr) => [attr[1], attr[2] ?? '']),
    ),
  );
}

describe(`the theme's fonts (${testDatabaseKind()})`, () => {
  let db: Database;
  let app: Express;
  let home: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedSite(db.knex);
    app = realApp(db);
    const res = await request(app).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    home = res.text;
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('preloads only the body text’s upright latin face, as a CORS font request', () => {
    const preloads = links(home).filter((link) => link.rel === 'preload');
    expect(preloads).toEqual([
      {
        rel: 'preload',
        href: expect.stringMatching(
          /^\/assets\/fonts\/instrument-sans-latin-wght-normal-[0-9a-f]{10}\.woff2$/,
        ),
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      },
    ]);
  });

  it('serves the preloaded face as font/woff2, cached for a year and never revalidated', async () => {
    const href = links(home).find((link) => link.rel === 'preload')!.href;
    const res = await request(app).get(href).set('Accept-Encoding', 'br, gzip').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    const original = readFileSync(
      join(
        projectRoot(),
        'node_modules/@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
      ),
    );
    expect(Buffer.from(res.body as Buffer).equals(original)).toBe(true);
  });

  it('links the design’s two families’ stylesheets before the theme’s, and every font they name comes from the site', async () => {
    const sheets = links(home)
      .filter((link) => link.rel === 'stylesheet')
      .map((link) => link.href);
    // The theme's default design: Instrument Sans (body) and Fraunces (headings), each its own sheet.
    expect(sheets[0]).toMatch(/^\/assets\/fonts\/instrument-sans-[0-9a-f]{10}\.css$/);
    expect(sheets[1]).toMatch(/^\/assets\/fonts\/fraunces-[0-9a-f]{10}\.css$/);
    expect(sheets[2]).toMatch(/^\/site\.css\?v=[0-9a-f]{12}$/);
    expect(sheets[3]).toMatch(/^\/site-design\/[0-9a-f]{16}\.css$/);
    const sources: string[] = [];
    for (const sheet of sheets.slice(0, 2)) {
      const css = await request(app).get(sheet);
      expect(css.status).toBe(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      sources.push(...[...css.text.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1]));
    }
    const design = await request(app).get(sheets[3]);
    expect(design.text).toContain(
      '--serif: "Fraunces", "Fraunces Fallback", "Fraunces Fallback Noto Serif",',
    );
    expect(sources).toHaveLength(8);
    for (const source of sources) {
      expect(source).toMatch(/^"\/assets\/fonts\/[a-z0-9-]+\.woff2"$/);
      const font = await request(app).head(JSON.parse(source) as string);
      expect(font.status).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
    }
  });

  it('asks no other host for a font', () => {
    const external = links(home).filter((link) => /^(https?:)?\/\//.test(link.href ?? ''));
    expect(external.filter((link) => link.rel !== 'canonical')).toEqual([]);
    expect(home).not.toMatch(/fonts\.(googleapis|gstatic)\.com|fontsource|use\.typekit/);
  });
});
