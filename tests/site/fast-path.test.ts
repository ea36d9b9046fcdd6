// The fast path for cached pages: the same status, headers and bytes as the general way, for every shape of response.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { pageCacheFor } from '../../server/site/cache/site-caches.js';
import { FastPages } from '../../server/site/fast-path/fast-pages.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { seedDemoCopy } from '../support/demo-seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

interface Answer {
  status: number;
  /** Raw header lines in the order sent: `[name, value, name, value, …]`. */
  headers: string[];
  body: Buffer;
}

let db: Database;
let dataDir: string;
let server: Server;
let fastPages: FastPages;
let port: number;

/** One GET over a plain socket, headers exactly as the browser would send them. */
function get(path: string, headers: Record<string, string>, host = 'localhost'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, headers: { Host: host, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function header(answer: Answer, name: string): string | undefined {
  const at = answer.headers.findIndex((value, index) => index % 2 === 0 && value.toLowerCase() === name);
  return at < 0 ? undefined : answer.headers[at + 1];
}

/** The crumb a response set, if any. */
function setCrumb(answer: Answer): string | undefined {
  return /^crumb=([^;]+);/.exec(header(answer, 'set-cookie') ?? '')?.[1];
}

/** The body as the browser reads it. */
function decoded(answer: Answer): string {
  const encoding = header(answer, 'content-encoding');
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return bytes.toString('utf8');
}

/** The headers with the values that belong to one response only (the date) left out. */
function comparable(answer: Answer): string[] {
  return answer.headers.map((value, index) =>
    index % 2 === 1 && answer.headers[index - 1].toLowerCase() === 'date' ? '(date)' : value,
  );
}

/**
 * A request answered the general way, then the same request answered by the fast path. The page
 * is put in the page cache first through another Host (its own fast-path key), so both land
 * within the cache's 2 s; should the entry still expire in between, the pair is asked again.
 */
let hosts = 0;
async function generalThenFast(path: string, headers: Record<string, string>): Promise<[Answer, Answer]> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    hosts += 1;
    await get(path, headers, `warm${hosts}.localhost`);
    const before = fastPages.answered;
    const general = await get(path, headers, `visitor${hosts}.localhost`);
    expect(fastPages.answered, 'the first request of a host goes the general way').toBe(before);
    const fast = await get(path, headers, `visitor${hosts}.localhost`);
    if (fastPages.answered === before + 1) return [general, fast];
  }
  throw new Error(`The fast path never answered ${path}`);
}

let pages: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-fast-path-'));
  await seedDemoCopy(db.knex, { dataDir });
  fastPages = new FastPages(pageCacheFor(db.knex));
  const app = createApp({ db, config: testConfig({ dataDir }), fastPages });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  const shop = decoded(await get('/shop', {}));
  const blog = decoded(await get('/blog', {}));
  const product = /href="(\/shop\/p\/[^"?#]+)"/.exec(shop)?.[1];
  const post = /href="(\/blog\/[^"?#]+)"/.exec(blog)?.[1];
  if (product === undefined || post === undefined) throw new Error('The demo has no product or post link');
  pages = { home: '/', blog: '/blog', post, shop: '/shop', product };
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BROWSER = { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe(`the fast path for cached pages (${testDatabaseKind()})`, () => {
  for (const name of ['home', 'blog', 'post', 'shop', 'product']) {
    it(`sends ${name} byte for byte as the general way does, to a returning visitor in each encoding`, async () => {
      const crumb = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
      for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'br', 'identity']) {
        const headers = {
          ...BROWSER,
          'Accept-Encoding': encoding,
          Cookie: `crumb=${crumb}; ss_cvr=abc|1|2|3|4`,
        };
        const [general, fast] = await generalThenFast(pages[name], headers);
        expect(general.status).toBe(200);
        expect(fast.status).toBe(general.status);
        expect(comparable(fast)).toEqual(comparable(general));
        expect(fast.body.equals(general.body), `${name} body (${encoding})`).toBe(true);
        expect(decoded(fast)).toContain('</html>');
        expect(header(fast, 'content-security-policy')).toContain("script-src 'self'");
      }
    });

    it(`sends ${name} to a new visitor with a fresh crumb in the cookie and in every form`, async () => {
      const [general, fast] = await generalThenFast(pages[name], BROWSER);
      const [generalCrumb, fastCrumb] = [setCrumb(general), setCrumb(fast)];
      expect(generalCrumb).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(fastCrumb).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(fastCrumb).not.toBe(generalCrumb);
      // `W/"<page hash, 22 characters>-<crumb hash>"` on a page with a form.
      const etag = (answer: Answer) => header(answer, 'etag')?.replace(/^(W\/"[A-Za-z0-9_-]{22}).*$/, '$1');
      // The cookie and the ETag (which hashes the crumb on pages with a form) are each visitor's own.
      const own = (answer: Answer, crumb: string) =>
        comparable(answer).map((value, index) => {
          const name = answer.headers[index - 1]?.toLowerCase();
          if (index % 2 === 1 && name === 'set-cookie') return value.replace(crumb, '(crumb)');
          if (index % 2 === 1 && name === 'etag') return etag(answer);
          return value;
        });
      expect(own(fast, fastCrumb ?? '')).toEqual(own(general, generalCrumb ?? ''));
      expect(fast.body.length).toBe(general.body.length);
      const fastPage = decoded(fast);
      expect(fastPage.replaceAll(fastCrumb ?? '', '(crumb)')).toBe(
        decoded(general).replaceAll(generalCrumb ?? '', '(crumb)'),
      );
      if (fastPage.includes('name="crumb"')) expect(fastPage).toContain(`value="${fastCrumb}"`);
    });

    it(`answers ${name} with the same 304 when the browser has it`, async () => {
      const cookie = 'crumb=ZyXwVuTsRqPoNmLkJiHgFeDcBa987654';
      const full = await get(pages[name], { ...BROWSER, Cookie: cookie });
      const etag = header(full, 'etag') ?? '';
      const [general, fast] = await generalThenFast(pages[name], {
        ...BROWSER,
        Cookie: cookie,
        'If-None-Match': etag,
      });
      expect(general.status).toBe(304);
      expect(fast.status).toBe(304);
      expect(comparable(fast)).toEqual(comparable(general));
      expect(fast.body.length).toBe(0);
    });
  }

  it('counts the pages and their compressed forms in the page cache’s byte bound', async () => {
    await generalThenFast('/shop', BROWSER);
    const { bytes, maxBytes } = pageCacheFor(db.knex).stats();
    // /shop alone is tens of kilobytes, with its deflated parts beside it.
    expect(bytes).toBeGreaterThan(20_000);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
  });

  it('leaves signed-in, cart, query and changed pages to the general way', async () => {
    await generalThenFast('/', BROWSER);
    const before = fastPages.answered;
    const host = `visitor${hosts}.localhost`;
    for (const headers of [
      { ...BROWSER, Cookie: 'owner_session=abc' },
      { ...BROWSER, Cookie: 'tessera_cart=abc' },
      { ...BROWSER, Cookie: 'site_user_session=abc' },
      { ...BROWSER, Cookie: 'crumb=not-a-crumb' },
      { ...BROWSER, Authorization: 'Bearer nope' },
    ]) {
      await get('/', headers, host);
    }
    await get('/?format=json', BROWSER, host);
    expect(fastPages.answered).toBe(before);
    // A change of the website drops the page: the next view goes the general way and sees it.
    const site = await db.knex(TABLES.websites).first('id');
    invalidateSiteData(String(site?.id));
    await get('/', BROWSER, host);
    expect(fastPages.answered).toBe(before);
  });
});
