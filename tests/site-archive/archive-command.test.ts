// `tessera export` and `tessera import` of a website archive on a real database: the archive written, imported as a new website (owners without passwords), written over a website, and a damaged one refused with exit 1 and nothing written.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArguments, exportTo } from '../../cli/export.js';
import { importInto } from '../../cli/import.js';
import { bufferIo } from '../../cli/io.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import { NO_PASSWORD_HASH } from '../../server/site-archive/import-website.js';
import { seedSite } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

let source: Database;
let target: Database;
let websiteId: string;
let otherWebsiteId: string;
const folder = mkdtempSync(join(tmpdir(), 'tessera-archive-cli-'));
const out = join(folder, 'site.zip');

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
  ({ websiteId, otherWebsiteId } = await seedSite(source.knex));
  await source.knex(TABLES.siteUsers).insert({
    website_id: websiteId,
    email: 'customer@example.com',
    display_name: 'A Customer',
    password_hash: '$argon2id$v=19$m=65536,t=3,p=4$customer-secret',
  });
  const [account] = (await source
    .knex(TABLES.ownerAccounts)
    .insert({
      email: 'owner@example.com',
      display_name: 'The Owner',
      password_hash: '$argon2id$owner-secret',
    })
    .returning('id')) as { id: string }[];
  await source.knex(TABLES.memberships).insert({ website_id: websiteId, account_id: account!.id, role: 1 });
}, 60_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe(`tessera export and import of a website archive (${testDatabaseKind()})`, () => {
  it('reads --out FILE and --website ID, and nothing else', () => {
    expect(exportArguments(['--out', 'a.zip'])).toEqual({ out: 'a.zip' });
    expect(exportArguments(['--website', 'w1', '--out', 'a.zip'])).toEqual({ out: 'a.zip', websiteId: 'w1' });
    expect(exportArguments([])).toBeUndefined();
    expect(exportArguments(['--website', 'w1'])).toBeUndefined();
    expect(exportArguments(['--out'])).toBeUndefined();
    expect(exportArguments(['a.zip'])).toBeUndefined();
  });

  it('exports the default website to FILE, with no password hash in it', async () => {
    const io = bufferIo();
    expect(await exportTo({ db: source.knex, files: diskStorage(join(folder, 'a')) }, { out }, io)).toBe(0);
    expect(io.stdout).toContain(`Exported "Harbor & Pine" (${websiteId}) to ${out}`);
    expect(io.stdout).toContain('site-users 1');
    const text = readFileSync(out).toString('latin1');
    expect(text).not.toContain('customer-secret');
    expect(text).not.toContain('owner-secret');
  });

  it('imports the archive into an empty server as its default website; its owner comes without a password', async () => {
    const io = bufferIo();
    expect(
      await importInto(
        { db: target.knex, files: diskStorage(join(folder, 'b')), allowPrivateNetworks: false },
        { file: out },
        io,
      ),
    ).toBe(0);
    expect(io.stdout).toContain(`"Harbor & Pine" imported as website ${websiteId}`);
    expect(io.stdout).toContain(
      'Owner account owner@example.com made without a password: set one with tessera password --email owner@example.com',
    );
    const website = await target
      .knex(TABLES.websites)
      .where({ id: websiteId })
      .first('is_default', 'site_title');
    expect(website).toEqual({ is_default: true, site_title: 'Harbor & Pine' });
    const owner = await target
      .knex(TABLES.ownerAccounts)
      .where({ email: 'owner@example.com' })
      .first('password_hash');
    expect(owner.password_hash).toBe(NO_PASSWORD_HASH);
    const customer = await target
      .knex(TABLES.siteUsers)
      .where({ website_id: websiteId })
      .first('email', 'password_hash');
    expect(customer).toEqual({ email: 'customer@example.com', password_hash: null });
    const pages = (n: Database, id: string) =>
      n.knex(TABLES.pages).where({ website_id: id }).orderBy('id').pluck('url_id');
    expect(await pages(target, websiteId)).toEqual(await pages(source, websiteId));
  });

  it('imports it again as a second website with a new id, its texts pointing at the new id', async () => {
    const io = bufferIo();
    expect(
      await importInto(
        { db: target.knex, files: diskStorage(join(folder, 'b')), allowPrivateNetworks: false },
        { file: out },
        io,
      ),
    ).toBe(0);
    const [, copyId] = /imported as website (\S+):/.exec(io.stdout)!;
    expect(copyId).not.toBe(websiteId);
    const paths = (await target.knex(TABLES.files).where({ website_id: copyId }).pluck('path')) as string[];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path.startsWith(`files/${copyId}/`)).toBe(true);
    expect((await target.knex(TABLES.websites).where({ id: copyId }).first('is_default')).is_default).toBe(
      false,
    );
  });

  it('writes the archive over another website with --website ID', async () => {
    const io = bufferIo();
    expect(
      await importInto(
        { db: source.knex, files: diskStorage(join(folder, 'a')), allowPrivateNetworks: false },
        { file: out, websiteId: otherWebsiteId },
        io,
      ),
    ).toBe(0);
    expect(io.stdout).toContain(`written over website ${otherWebsiteId}`);
    const title = await source.knex(TABLES.websites).where({ id: otherWebsiteId }).first('site_title');
    expect(title.site_title).toBe('Harbor & Pine');
    const count = async (id: string) =>
      Number((await source.knex(TABLES.pages).where({ website_id: id }).count({ n: '*' }))[0]!.n);
    expect(await count(otherWebsiteId)).toBe(await count(websiteId));
  });

  it('refuses a damaged archive with exit 1 and writes nothing', async () => {
    const damaged = readFileSync(out);
    // Flip a byte inside the first entry's compressed data.
    damaged[60] = damaged[60]! ^ 0xff;
    const file = join(folder, 'damaged.zip');
    writeFileSync(file, damaged);
    const before = await target.knex(TABLES.websites).count({ n: '*' });
    const io = bufferIo();
    expect(
      await importInto(
        { db: target.knex, files: diskStorage(join(folder, 'b')), allowPrivateNetworks: false },
        { file },
        io,
      ),
    ).toBe(1);
    expect(io.stderr).toMatch(/damaged/);
    expect(io.stdout.trimEnd().endsWith('Nothing could be imported.')).toBe(true);
    expect(await target.knex(TABLES.websites).count({ n: '*' })).toEqual(before);
  });
});
