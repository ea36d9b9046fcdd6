// Tests that background jobs run on one app server at a time when several share a PostgreSQL database.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSessionSweeper } from '../../server/accounts/sessions/sweeper.js';
import { runDailyBackupOnce } from '../../server/backup/daily-backups.js';
import { dumpPathOf, type DatabaseFacts, type DatabaseSource } from '../../server/backup/database-sources.js';
import { runAlone } from '../../server/cluster/run-alone.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import { createLogger } from '../../server/logger.js';
import { startTrackingScheduler } from '../../server/tracking/scheduler.js';
import { createTestDatabase } from '../support/test-database.js';

const url = process.env.DATABASE_URL || undefined;
const logger = createLogger('silent');
const HOUR_MS = 60 * 60 * 1000;

describe.skipIf(!url)('background jobs on two app servers sharing one PostgreSQL (DATABASE_URL)', () => {
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    a = await createTestDatabase();
    const { rows } = (await a.knex.raw('select current_schema() as schema')) as {
      rows: { schema: string }[];
    };
    b = await openDatabase({ url, schema: rows[0].schema });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Runs `during` while server B holds the lock of `job`, as a server in the middle of it does. */
  async function whileBRuns(job: string, during: () => Promise<void>): Promise<void> {
    await b.knex.transaction(async (trx: Knex.Transaction) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?), hashtext(current_schema()))', [
        `tessera job ${job}`,
      ]);
      await during();
    });
  }

  test('a job started on both servers at once runs on one', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'done';
    };
    const results = await Promise.all([
      runAlone(a.knex, 'test-job', work),
      runAlone(b.knex, 'test-job', work),
    ]);
    expect(runs).toBe(1);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    // The lock went with the transaction: the next turn runs.
    expect(await runAlone(b.knex, 'test-job', work)).toEqual({ ran: true, value: 'done' });
  });

  test('the session sweep skips its turn while another server sweeps, and sweeps the next', async () => {
    const past = new Date(Date.now() - HOUR_MS);
    await a.knex(TABLES.sessions).insert([
      { id: 'h19a-expired-1', data: '{}', expires_at: past },
      { id: 'h19a-expired-2', data: '{}', expires_at: past },
    ]);
    const expired = async () => (await a.knex(TABLES.sessions).where('id', 'like', 'h19a-expired-%')).length;
    await whileBRuns('session-sweep', async () => {
      await startSessionSweeper(a.knex, logger).stop();
      expect(await expired()).toBe(2);
    });
    await startSessionSweeper(a.knex, logger).stop();
    expect(await expired()).toBe(0);
  });

  test('tracking housekeeping skips its turn while another server does it, and does the next', async () => {
    await a.knex(TABLES.trackingSalts).insert({ day: '2020-01-01', salt: 'old' });
    const oldSalts = async () => (await a.knex(TABLES.trackingSalts).where('day', '<', '2021-01-01')).length;
    await whileBRuns('tracking-maintenance', async () => {
      await startTrackingScheduler(a.knex, logger).stop();
      expect(await oldSalts()).toBe(1);
    });
    await startTrackingScheduler(a.knex, logger).stop();
    expect(await oldSalts()).toBe(0);
  });

  test('the daily backup is written once a day by one of the servers, not by each', async () => {
    const work = mkdtempSync(join(tmpdir(), 'tessera-daily-two-'));
    try {
      // The file store both servers share (the S3 bucket in production); a dump that counts itself.
      const files = diskStorage(work);
      let dumps = 0;
      const source: DatabaseSource = {
        kind: 'pg',
        async dumpInto(staging) {
          dumps++;
          await new Promise((resolve) => setTimeout(resolve, 300));
          await writeFile(join(staging, dumpPathOf('pg')), 'dump');
          return { kind: 'pg' } as unknown as DatabaseFacts;
        },
      };
      const at = new Date('2026-11-29T03:30:00Z');
      // Both servers' timers fire at once; a third server's clock is a little behind.
      const together = await Promise.all([
        runDailyBackupOnce(a.knex, source, files, 7, at),
        runDailyBackupOnce(b.knex, source, files, 7, at),
      ]);
      const later = await runDailyBackupOnce(b.knex, source, files, 7, at);
      expect([...together, later].map((outcome) => outcome.written).sort()).toEqual([false, false, true]);
      expect(dumps).toBe(1);
      expect(await files.list('backups/')).toEqual(['backups/tessera-backup-2026-11-29T03-30-00Z.tar']);
      // While another server writes the next day's, this one skips it.
      const next = new Date('2026-11-30T03:30:00Z');
      await whileBRuns('daily-backup', async () => {
        expect((await runDailyBackupOnce(a.knex, source, files, 7, next)).written).toBe(false);
      });
      expect(dumps).toBe(1);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
