// Websites > Import a website archive through the owner API: the server's admin starts a background import (202, followed at GET /imports/{id}) that makes a further website from an export, on its own host name, with them its admin; a file that is not an archive, a taken host name and another admin are refused, and a damaged archive's import fails, with nothing written; Settings > Import points an archive here.
import { createHash } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_IMPORT_ELSEWHERE } from '../../domain/owner-api/imports.js';
import { SETUP_MESSAGES } from '../../domain/owner-api/server-setup.js';
import {
  ARCHIVE_MESSAGES,
  DATA_PREFIX,
  MANIFEST_ENTRY,
  type ArchiveManifest,
} from '../../domain/site-archive/archive-manifest.js';
import { ROLE } from '../../domain/roles.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { readArchiveZip, writeArchiveZip } from '../../server/site-archive/archive-zip.js';
import { exportWebsite } from '../../server/site-archive/export-website.js';
import { keyedRequest, setUpOwnerSuite } from '../owner/owner-app.js';
import type { TestBrowser } from '../security/test-browser.js';
import { finishedImport } from '../imports/finished-import.js';
import { testDatabaseKind } from '../support/test-database.js';

let app: Express;
let owner: TestBrowser;
let db: Database;
let files: FileStorage;
let websiteId: string;

setUpOwnerSuite(async (suite) => {
  ({ app, owner, db, files } = suite);
  websiteId = suite.fixture.websiteId;
  // The signed-in admin (the newest account) is the server's admin, as the first owner of a server is.
  const newest = await db.knex(TABLES.ownerAccounts).orderBy('created_at', 'desc').first('id');
  await db.knex(TABLES.ownerAccounts).where({ id: newest.id }).update({ is_server_admin: true });
});

/** Sends `data` as the archive with the host name, as the Websites screen does. */
function sendArchive(browser: TestBrowser, data: Buffer, host: string, path = '/api/owner/websites/archive') {
  return request(app)
    .post(path)
    .set('Accept', 'application/json')
    .set('Cookie', browser.cookieHeader())
    .set(browser.changeHeaders())
    .field('host', host)
    .attach('file', data, { filename: 'site.zip', contentType: 'application/zip' });
}

const finished = (id: string) => finishedImport(owner, id);

/** The archive with a field no table has on its first page, its checksum made to match. */
async function withUnknownPageField(archive: Buffer): Promise<Buffer> {
  const entries = await readArchiveZip(archive);
  const name = `${DATA_PREFIX}pages.json`;
  const pages = JSON.parse(entries.get(name)!.toString('utf8')) as Record<string, unknown>[];
  expect(pages.length).toBeGreaterThan(0);
  pages[0]!.not_a_column = 1;
  const data = Buffer.from(JSON.stringify(pages));
  entries.set(name, data);
  const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString('utf8')) as ArchiveManifest;
  manifest.checksums[name] = createHash('sha256').update(data).digest('hex');
  entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
  return writeArchiveZip(entries);
}

const websiteCount = async () => Number((await db.knex(TABLES.websites).count({ n: '*' }))[0]!.n);

describe(`importing a website archive as a further website (${testDatabaseKind()})`, () => {
  it('makes the website from the archive on its host name, with its rows, and the importer as its admin', async () => {
    const { archive, manifest } = await exportWebsite(db.knex, files, websiteId);
    const before = await websiteCount();
    const res = await sendArchive(owner, archive, 'HTTPS://Copy.Example.TEST/');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const view = await finished(res.body.import.id as string);
    expect(view, JSON.stringify(view)).toMatchObject({ kind: 'tessera-archive', state: 'done', error: null });
    expect(view.total).toBeGreaterThan(0);
    expect(view.progress).toBe(view.total);
    const website = view.report!.website!;
    expect(website).toMatchObject({ host: 'copy.example.test', ownersWithoutPassword: [] });
    expect(website.counts).toEqual(manifest.counts);
    expect(await websiteCount()).toBe(before + 1);
    // The archive is not kept once the import has ended.
    const row = await db.knex(TABLES.imports).where({ id: view.id }).first('source');
    expect(row.source).toBeNull();

    const made = website.id;
    const title = await db.knex(TABLES.websites).where({ id: made }).first('site_title');
    expect(website.title).toBe(title.site_title);
    expect(made).not.toBe(websiteId);
    const domains = await db.knex(TABLES.websiteDomains).where({ website_id: made }).select('host');
    expect(domains.map((row) => row.host)).toEqual(['copy.example.test']);
    const pagesThere = await db.knex(TABLES.pages).where({ website_id: made }).count({ n: '*' });
    const pagesHere = await db.knex(TABLES.pages).where({ website_id: websiteId }).count({ n: '*' });
    expect(Number(pagesThere[0]!.n)).toBe(Number(pagesHere[0]!.n));
    const admins = await db
      .knex(TABLES.memberships)
      .where({ website_id: made, role: ROLE.admin })
      .pluck('account_id');
    const newest = await db.knex(TABLES.ownerAccounts).orderBy('created_at', 'desc').first('id');
    expect(admins).toContain(newest.id);

    // The new website answers on its host name.
    const home = await request(app).get('/').set('Host', 'copy.example.test').set('Accept', 'text/html');
    expect(home.status).toBe(200);

    const taken = await sendArchive(owner, archive, 'copy.example.test');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('host-taken');
    expect(await websiteCount()).toBe(before + 1);
  });

  it('refuses a file that is not an archive, and fails the import of a damaged archive, writing nothing', async () => {
    const before = await websiteCount();
    const domainCount = async () => Number((await db.knex(TABLES.websiteDomains).count({ n: '*' }))[0]!.n);
    const domainsBefore = await domainCount();
    const text = await sendArchive(owner, Buffer.from('Handle,Title\n'), 'damaged.example.test');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ error: 'not-an-archive', message: SETUP_MESSAGES.notAnArchive });
    const { archive } = await exportWebsite(db.knex, files, websiteId);
    const damaged = Buffer.concat([archive.subarray(0, 4), Buffer.alloc(200, 7)]);
    const broken = await sendArchive(owner, damaged, 'damaged.example.test');
    expect(broken.status, JSON.stringify(broken.body)).toBe(202);
    const view = await finished(broken.body.import.id as string);
    expect(view.state).toBe('failed');
    expect(view.error).toMatch(/archive/i);
    expect(view.report).toBeNull();
    expect(await websiteCount()).toBe(before);
    expect(await domainCount()).toBe(domainsBefore);

    // An archive whose pages the transaction refuses after the website row is written: all of it rolled back.
    const tampered = await sendArchive(owner, await withUnknownPageField(archive), 'tampered.example.test');
    expect(tampered.status, JSON.stringify(tampered.body)).toBe(202);
    const failed = await finished(tampered.body.import.id as string);
    expect(failed.state).toBe('failed');
    expect(failed.error).toBe(ARCHIVE_MESSAGES.unknownColumn('pages', 'not_a_column'));
    expect(await websiteCount()).toBe(before);
    expect(await domainCount()).toBe(domainsBefore);
  });

  it('refuses an admin of a website who is not the server’s admin', async () => {
    await db.knex(TABLES.ownerAccounts).update({ is_server_admin: false });
    try {
      const { archive } = await exportWebsite(db.knex, files, websiteId);
      const res = await sendArchive(owner, archive, 'third.example.test');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SETUP_MESSAGES.notServerAdmin);
    } finally {
      const newest = await db.knex(TABLES.ownerAccounts).orderBy('created_at', 'desc').first('id');
      await db.knex(TABLES.ownerAccounts).where({ id: newest.id }).update({ is_server_admin: true });
    }
  });

  it('Settings > Import points a website archive to Websites', async () => {
    const { archive } = await exportWebsite(db.knex, files, websiteId);
    const res = await sendArchive(owner, archive, 'ignored.example.test', '/api/owner/imports/preview');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'website-archive', message: ARCHIVE_IMPORT_ELSEWHERE });
  });

  it('lets only whoever may start an archive’s import follow it (not an API key, not another admin)', async () => {
    const { archive } = await exportWebsite(db.knex, files, websiteId);
    const started = await sendArchive(owner, archive, 'followed.example.test');
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = (started.body.import as { id: string }).id;
    expect((await finished(id)).state).toBe('done');
    // A key with the website's settings scope reads a Settings > Import, not an archive's.
    const keyed = await keyedRequest(app, db.knex, websiteId, ['website:write']);
    expect((await keyed('get', `/api/owner/imports/${id}`)).status).toBe(403);
    const [settingsImport] = (await db
      .knex(TABLES.imports)
      .insert({ website_id: websiteId, kind: 'wxr', file_name: 'export.xml', state: 'done' })
      .returning('id')) as { id: string }[];
    expect((await keyed('get', `/api/owner/imports/${settingsImport!.id}`)).status).toBe(200);
    // An admin of the website who is not the server's admin may not start one, nor follow it.
    await db.knex(TABLES.ownerAccounts).update({ is_server_admin: false });
    try {
      const res = await owner.send('GET', `/api/owner/imports/${id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SETUP_MESSAGES.notServerAdmin);
      expect((await owner.send('GET', `/api/owner/imports/${settingsImport!.id}`)).status).toBe(200);
    } finally {
      const newest = await db.knex(TABLES.ownerAccounts).orderBy('created_at', 'desc').first('id');
      await db.knex(TABLES.ownerAccounts).where({ id: newest.id }).update({ is_server_admin: true });
    }
  });
});
