// Acceptance 3 of issue 32: the demo website exported, imported into an empty server and exported again gives the same archive, and every public page of both servers is the same HTML apart from per-request tokens.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_ENTRY } from '../../domain/site-archive/archive-manifest.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import { readArchiveZip, writeArchiveZip } from '../../server/site-archive/archive-zip.js';
import { exportWebsite } from '../../server/site-archive/export-website.js';
import { importWebsiteArchive } from '../../server/site-archive/import-website.js';
import { seedDemoCopy } from '../support/demo-seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

let first: Database;
let second: Database;
const firstDir = mkdtempSync(join(tmpdir(), 'tessera-archive-a-'));
const secondDir = mkdtempSync(join(tmpdir(), 'tessera-archive-b-'));
let firstApp: Express;
let secondApp: Express;
let websiteId: string;
let archive: Buffer;
let again: Buffer;

beforeAll(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
  ({ websiteId } = await seedDemoCopy(first.knex, { dataDir: firstDir }));
  archive = (await exportWebsite(first.knex, diskStorage(firstDir), websiteId)).archive;
  const imported = await importWebsiteArchive(second.knex, diskStorage(secondDir), archive, { kind: 'new' });
  again = (await exportWebsite(second.knex, diskStorage(secondDir), imported.websiteId)).archive;
  firstApp = createApp({ db: first, config: testConfig({ dataDir: firstDir }) });
  secondApp = createApp({ db: second, config: testConfig({ dataDir: secondDir }) });
}, 240_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  rmSync(firstDir, { recursive: true, force: true });
  rmSync(secondDir, { recursive: true, force: true });
});

/** The archive's entries as text (stored files as their length and hash are in the manifest), the export time left out. */
async function comparable(zip: Buffer): Promise<Record<string, string>> {
  const entries = await readArchiveZip(zip);
  const out: Record<string, string> = {};
  for (const [name, data] of entries) {
    if (name === MANIFEST_ENTRY) {
      const { exportedAt: _time, ...manifest } = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      out[name] = JSON.stringify(manifest, null, 2);
    } else out[name] = name.startsWith('data/') ? data.toString('utf8') : data.toString('base64');
  }
  return out;
}

/** A page's HTML without what changes per request (nonces, tokens). */
function stable(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(
      /("|&quot;)(csrf|_csrf|csrfToken|token|crumb)("|&quot;)\s*:\s*("|&quot;)[^"&]*("|&quot;)/gi,
      '$1$2$3:""',
    )
    .replace(/name="(_csrf|csrf|token|crumb)" value="[^"]*"/g, 'name="$1" value=""');
}

describe(`site archive round trip (${testDatabaseKind()})`, () => {
  it('exports, imports into an empty server and exports again to the same archive', async () => {
    const a = await comparable(archive);
    const b = await comparable(again);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    for (const name of Object.keys(a)) expect(b[name], name).toBe(a[name]);
    const manifest = JSON.parse(a[MANIFEST_ENTRY]!) as { counts: Record<string, number> };
    expect(manifest.counts.pages).toBeGreaterThan(5);
    expect(manifest.counts.products).toBeGreaterThan(5);
    expect(manifest.counts['product-variants']).toBeGreaterThan(5);
    expect(manifest.counts.navigations).toBeGreaterThan(0);
    expect(manifest.counts['mailing-lists']).toBeGreaterThan(0);
    expect(manifest.counts.files).toBeGreaterThan(5);
  });

  it('writes no secret: no password hash, key or token of the website is in the archive', async () => {
    const hashes = (await first.knex(TABLES.ownerAccounts).pluck('password_hash')) as string[];
    const keys = (await first
      .knex(TABLES.siteUsers)
      .whereNotNull('password_hash')
      .pluck('password_hash')) as string[];
    const text = Object.values(await comparable(archive)).join('\n');
    expect(hashes.length).toBeGreaterThan(0);
    for (const secret of [...hashes, ...keys]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2/);
  });

  it('leaves nothing behind when an import fails: no website, no row, no stored file', async () => {
    const entries = await readArchiveZip(archive);
    const pages = JSON.parse(entries.get('data/pages.json')!.toString('utf8')) as unknown[];
    // The last page twice: its key is taken when the second is written, after every file and most rows.
    entries.set('data/pages.json', Buffer.from(JSON.stringify([...pages, pages.at(-1)])));
    const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as {
      checksums: Record<string, string>;
    };
    manifest.checksums['data/pages.json'] = createHash('sha256')
      .update(entries.get('data/pages.json')!)
      .digest('hex');
    entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    const broken = await writeArchiveZip(entries);
    const websites = await second.knex(TABLES.websites).count({ n: '*' });
    const stored = await diskStorage(secondDir).list('files/');
    await expect(
      importWebsiteArchive(second.knex, diskStorage(secondDir), broken, { kind: 'new' }),
    ).rejects.toThrow();
    expect(await second.knex(TABLES.websites).count({ n: '*' })).toEqual(websites);
    expect((await diskStorage(secondDir).list('files/')).sort()).toEqual(stored.sort());
  }, 120_000);

  it('refuses an archive whose entry does not match its checksum, before writing anything', async () => {
    const entries = await readArchiveZip(archive);
    entries.set('data/pages.json', Buffer.from('[]'));
    await expect(
      importWebsiteArchive(second.knex, diskStorage(secondDir), await writeArchiveZip(entries), {
        kind: 'new',
      }),
    ).rejects.toThrow('The archive is damaged: data/pages.json does not match its checksum.');
  });

  it('serves every public page of the sitemap with the same HTML on both servers', async () => {
    const sitemap = await request(firstApp).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(paths.length).toBeGreaterThan(10);
    expect((await request(secondApp).get('/sitemap.xml')).text).toBe(sitemap.text);
    for (const path of ['/', ...paths]) {
      const [a, b] = await Promise.all([
        request(firstApp).get(path).set('Accept', 'text/html'),
        request(secondApp).get(path).set('Accept', 'text/html'),
      ]);
      expect(b.status, path).toBe(a.status);
      expect(stable(b.text), path).toBe(stable(a.text));
    }
  }, 180_000);
});
