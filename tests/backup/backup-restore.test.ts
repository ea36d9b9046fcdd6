// tessera backup and tessera restore: the embedded database (dumped by the process holding it, through its socket) and PostgreSQL (pg_dump), with the stored files.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTo, restoreFrom } from '../../cli/backup.js';
import { bufferIo } from '../../cli/io.js';
import { serveBackupSocket, type BackupSocket } from '../../server/backup/backup-socket.js';
import { testConfig } from '../../server/config.js';
import { writeDatabaseTemplate } from '../../server/db/database-template.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { runMigrations } from '../../server/db/migrate.js';
import { TABLES } from '../../server/db/tables.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';

const work = mkdtempSync(join(tmpdir(), 'tessera-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FILE_KEY = 'files/site-1/file-1/lighthouse.txt';
const FILE_BYTES = Buffer.from('a stored file\n');

describe(
  'a backup of the embedded database while it is open, restored into an empty data folder',
  { timeout: 180_000 },
  () => {
    const dataDir = join(work, 'live');
    const out = join(work, 'embedded.tar');
    let db: Database;
    let socket: BackupSocket | undefined;

    beforeAll(async () => {
      const templates = join(work, 'templates');
      const template = await writeDatabaseTemplate(templates);
      db = await openDatabase({ dataDir: join(dataDir, 'db'), template: () => template });
      await db
        .knex(TABLES.websites)
        .insert({ id: 'site-1', site_title: 'Before the backup', is_default: true });
      await diskStorage(dataDir).put(FILE_KEY, FILE_BYTES);
      socket = await serveBackupSocket(db, dataDir, pino({ level: 'silent' }));
    });
    afterAll(async () => {
      await socket?.close();
      await db?.close();
    });

    it('is made by the process holding the database and restores with its rows and files', async () => {
      const io = bufferIo();
      expect(await backupTo(testConfig({ dataDir }), out, io), io.stderr).toBe(0);
      expect(io.stdout).toMatch(/Backed up the embedded database and 1 stored file\(s\) to .*embedded\.tar/);
      // Written after the dump: not in the backup.
      await db.knex(TABLES.websites).insert({ id: 'site-2', site_title: 'After the backup' });

      const restoredDir = join(work, 'restored');
      const restoring = bufferIo();
      expect(await restoreFrom(testConfig({ dataDir: restoredDir }), out, restoring), restoring.stderr).toBe(
        0,
      );
      expect(restoring.stdout).toContain('Restored the backup made');
      expect(readFileSync(join(restoredDir, FILE_KEY))).toEqual(FILE_BYTES);
      const restored = await openDatabase({ dataDir: join(restoredDir, 'db') });
      try {
        const titles = await restored.knex(TABLES.websites).orderBy('id').pluck('site_title');
        expect(titles).toEqual(['Before the backup']);
      } finally {
        await restored.close();
      }
    });

    it('refuses to restore into a data folder that holds a database', async () => {
      const io = bufferIo();
      expect(await restoreFrom(testConfig({ dataDir: join(work, 'restored') }), out, io)).toBe(1);
      expect(io.stderr).toMatch(/tessera restore: the database folder .* is not empty/);
    });

    it('refuses a backup whose files do not match their checksums, writing nothing', async () => {
      const damaged = join(work, 'damaged.tar');
      const bytes = readFileSync(out);
      const at = bytes.indexOf(FILE_BYTES);
      expect(at).toBeGreaterThan(0);
      bytes[at] = 'A'.charCodeAt(0);
      writeFileSync(damaged, bytes);
      const target = join(work, 'never');
      const io = bufferIo();
      expect(await restoreFrom(testConfig({ dataDir: target }), damaged, io)).toBe(1);
      expect(io.stderr).toContain(`is damaged: store/${FILE_KEY} does not match its checksum`);
      expect(existsSync(join(target, 'db'))).toBe(false);
    });

    it('says so when there is no database to back up', async () => {
      const io = bufferIo();
      expect(await backupTo(testConfig({ dataDir: join(work, 'nothing') }), join(work, 'x.tar'), io)).toBe(1);
      expect(io.stderr).toContain('there is no embedded database in');
    });
  },
);

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(serverUrl === undefined)(
  'a backup of a PostgreSQL database (pg_dump), restored into an empty one',
  { timeout: 180_000 },
  () => {
    const names = [`tessera_backup_a_${process.pid}`, `tessera_backup_b_${process.pid}`];
    const urlOf = (name: string) => {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const admin = () => knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });

    beforeAll(async () => {
      const db = admin();
      try {
        for (const name of names) {
          await db.raw('drop database if exists ?? with (force)', [name]);
          await db.raw('create database ??', [name]);
        }
      } finally {
        await db.destroy();
      }
    });
    afterAll(async () => {
      const db = admin();
      try {
        for (const name of names) await db.raw('drop database if exists ?? with (force)', [name]);
      } finally {
        await db.destroy();
      }
    });

    it('keeps the rows and files, and refuses a database that is not empty', async () => {
      const source = await openDatabase({ url: urlOf(names[0]!) });
      try {
        await runMigrations(source.knex);
        await source
          .knex(TABLES.websites)
          .insert({ id: 'site-1', site_title: 'On PostgreSQL', is_default: true });
      } finally {
        await source.close();
      }
      const sourceDir = join(work, 'pg-source');
      await diskStorage(sourceDir).put(FILE_KEY, FILE_BYTES);
      const out = join(work, 'pg.tar');
      const io = bufferIo();
      expect(
        await backupTo(testConfig({ dataDir: sourceDir, databaseUrl: urlOf(names[0]!) }), out, io),
        io.stderr,
      ).toBe(0);
      expect(io.stdout).toMatch(/Backed up the PostgreSQL database \(pg_dump \(PostgreSQL\) \d+/);

      const targetDir = join(work, 'pg-target');
      const target = testConfig({ dataDir: targetDir, databaseUrl: urlOf(names[1]!) });
      const restoring = bufferIo();
      expect(await restoreFrom(target, out, restoring), restoring.stderr).toBe(0);
      expect(readFileSync(join(targetDir, FILE_KEY))).toEqual(FILE_BYTES);
      const restored = await openDatabase({ url: urlOf(names[1]!) });
      try {
        expect(await restored.knex(TABLES.websites).pluck('site_title')).toEqual(['On PostgreSQL']);
      } finally {
        await restored.close();
      }

      const again = bufferIo();
      expect(
        await restoreFrom(
          testConfig({ dataDir: join(work, 'pg-other'), databaseUrl: urlOf(names[1]!) }),
          out,
          again,
        ),
      ).toBe(1);
      expect(again.stderr).toMatch(/tessera restore: the database is not empty \(\d+ tables in its schema\)/);
    });

    it('names the missing pg_dump', async () => {
      const io = bufferIo();
      const previous = process.env.PG_DUMP;
      process.env.PG_DUMP = join(work, 'no-such-pg_dump');
      try {
        expect(
          await backupTo(
            testConfig({ dataDir: join(work, 'pg-x'), databaseUrl: urlOf(names[0]!) }),
            join(work, 'y.tar'),
            io,
          ),
        ).toBe(1);
      } finally {
        if (previous === undefined) delete process.env.PG_DUMP;
        else process.env.PG_DUMP = previous;
      }
      expect(io.stderr).toContain('pg_dump was not found');
    });
  },
);
