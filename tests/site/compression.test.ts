// Pages, JSON answers, scripts and stylesheets come back brotli- or gzip-compressed as the browser asks, and decode to the same bytes.
import express from 'express';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { compressResponses } from '../../server/http/compression.js';
import { createLogger } from '../../server/logger.js';
import { siteAssets } from '../../server/site/index.js';
import { defaultAssetsDir } from '../../server/site/render/paths.js';
import { realApp } from '../commerce/cart-real-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { fakeAssetsDir } from './site-app.js';
import { seedSite } from './site-fixture.js';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** GET `path` from `server` with `headers`, keeping the body exactly as sent. */
function fetchRaw(server: Server, path: string, headers: Record<string, string>): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

function decode(res: RawResponse): Buffer {
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(res.body);
    case 'gzip':
      return gunzipSync(res.body);
    default:
      return res.body;
  }
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** The same cookie for every request, so pages that carry the crumb carry the same one. */
const VISITOR = { Accept: 'text/html', Cookie: `crumb=${'c'.repeat(32)}` };

describe(`compression (${testDatabaseKind()})`, () => {
  let db: Database;
  let server: Server;
  let assets: { boot: string; css: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedSite(db.knex);
    server = await listen(realApp(db));
    assets = JSON.parse(readFileSync(join(defaultAssetsDir(), 'manifest.json'), 'utf8'));
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
  });

  /** The answer to `path` as is, with brotli offered, and with only gzip offered. */
  async function threeWays(path: string, headers: Record<string, string> = {}) {
    const plain = await fetchRaw(server, path, { ...headers, 'Accept-Encoding': 'identity' });
    const br = await fetchRaw(server, path, { ...headers, 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await fetchRaw(server, path, { ...headers, 'Accept-Encoding': 'gzip' });
    return { plain, br, gzip };
  }

  function expectCompressedForms(
    { plain, br, gzip }: Awaited<ReturnType<typeof threeWays>>,
    browsersGet = 'br',
  ): void {
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe(browsersGet);
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    }
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(decode(br).equals(plain.body)).toBe(true);
    expect(decode(gzip).equals(plain.body)).toBe(true);
  }

  it('compresses a page every visitor shares, and a page that carries the visitor’s crumb', async () => {
    const about = await threeWays('/about', VISITOR);
    expect(about.plain.headers['content-type']).toMatch(/^text\/html/);
    expect(about.plain.body.toString()).not.toContain('name="crumb"');
    expectCompressedForms(about);
    // The cached page's compressed form is sent again as it was made.
    const again = await fetchRaw(server, '/about', { ...VISITOR, 'Accept-Encoding': 'br' });
    expect(again.body.equals(about.br.body)).toBe(true);

    // A page with a form is sent in gzip even to browsers that take brotli: its gzip is stitched
    // from parts deflated once around each visitor's crumb (site/render/page-encodings.ts).
    const contact = await threeWays('/contact', VISITOR);
    expect(contact.plain.body.toString()).toContain('name="crumb"');
    expectCompressedForms(contact, 'gzip');
  });

  it('compresses a JSON answer', async () => {
    const openApi = await threeWays('/api/owner/openapi.json');
    expect(openApi.plain.headers['content-type']).toMatch(/^application\/json/);
    expectCompressedForms(openApi);
  });

  it('compresses the hashed runtime script, its stylesheet and the theme’s', async () => {
    const boot = await threeWays(assets.boot);
    expect(boot.plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expectCompressedForms(boot);
    const islandsCss = await threeWays(assets.css);
    expect(islandsCss.plain.headers['content-type']).toMatch(/^text\/css/);
    expectCompressedForms(islandsCss);
    const page = (await fetchRaw(server, '/about', VISITOR)).body.toString();
    const themeCss = /<link rel="stylesheet" href="(\/site\.css\?v=[^"]+)">/.exec(page)?.[1];
    expect(themeCss).toBeDefined();
    expectCompressedForms(await threeWays(themeCss!));
  });

  it('leaves small answers and clients that accept no compression alone', async () => {
    const health = await fetchRaw(server, '/healthz', { 'Accept-Encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    const none = await fetchRaw(server, '/about', VISITOR);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toContain('</html>');
  });
});

describe('pre-compressed built files', () => {
  let server: Server;
  let dir: string;
  const script = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};\n`;

  beforeAll(async () => {
    dir = fakeAssetsDir();
    writeFileSync(join(dir, 'boot-TESTHASH.js'), script);
    execFileSync(process.execPath, ['scripts/precompress.mjs', dir]);
    const app = express();
    app.use(compressResponses());
    const deps = { db: {} as Database, config: testConfig(), logger: createLogger('silent') };
    app.use(siteAssets(deps, { assetsDir: dir }));
    server = await listen(app);
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it('sends the .br or .gz written at build time, with the script’s type and a year of caching', async () => {
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await fetchRaw(server, '/assets/boot-TESTHASH.js', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(readFileSync(join(dir, `boot-TESTHASH.js${suffix}`)))).toBe(true);
      expect(decode(res).toString()).toBe(script);
    }
    const plain = await fetchRaw(server, '/assets/boot-TESTHASH.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(statSync(join(dir, 'boot-TESTHASH.js')).size);
  });
});
