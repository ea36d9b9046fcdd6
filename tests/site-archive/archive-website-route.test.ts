// Websites > Import a website archive through the owner API: the server's admin makes a further website from an export, on its own host name, and becomes its admin; a file that is not an archive, a taken host name, a damaged archive and another admin are refused with nothing written; Settings > Import points an archive here.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_IMPORT_ELSEWHERE } from '../../domain/owner-api/imports.js';
import { SETUP_MESSAGES } from '../../domain/owner-api/server-setup.js';
import { ROLE } from '../../domain/roles.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { exportWebsite } from '../../server/site-archive/export-website.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';
import type { TestBrowser } from '../security/test-browser.js';
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

const websiteCount = async () => Number((await db.knex(TABLES.websites).count({ n: '*' }))[0]!.n);

describe(`importing a website archive as a further website (${testDatabaseKind()})`, () => {
  it('makes the website from the archive on its host name, with its rows, and the importer as its admin', async () => {
    const { archive, manifest } = await exportWebsite(db.knex, files, websiteId);
    const before = await websiteCount();
    const res = await sendArchive(owner, archive, 'HTTPS://Copy.Example.TEST/');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.website).toMatchObject({ host: 'copy.example.test', current: false });
    expect(res.body.counts).toEqual(manifest.counts);
    expect(await websiteCount()).toBe(before + 1);

    const made = res.body.website.id as string;
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

  it('refuses a file that is not an archive, and a damaged archive, writing nothing', async () => {
    const before = await websiteCount();
    const text = await sendArchive(owner, Buffer.from('Handle,Title\n'), 'damaged.example.test');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ error: 'not-an-archive', message: SETUP_MESSAGES.notAnArchive });
    const { archive } = await exportWebsite(db.knex, files, websiteId);
    const damaged = Buffer.concat([archive.subarray(0, 4), Buffer.alloc(200, 7)]);
    const broken = await sendArchive(owner, damaged, 'damaged.example.test');
    expect(broken.status, JSON.stringify(broken.body)).toBe(400);
    expect(broken.body.error).toBe('invalid-archive');
    expect(broken.body.message).toMatch(/archive/i);
    expect(await websiteCount()).toBe(before);
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
});
