// Daily backups: the settings, the next run, and the newest N kept in the file store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../db/database-snapshot.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { diskStorage } from '../files/storage/disk-storage.js';
import {
  backupKey,
  dailyBackupSettings,
  nextRunAfter,
  runDailyBackup,
  runDailyBackupOnce,
} from './daily-backups.js';
import { pgliteSource } from './database-sources.js';

describe('daily backups', { timeout: 120_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'tessera-daily-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('are off without a time, and read BACKUP_DAILY_AT (UTC) and BACKUP_KEEP', () => {
    expect(dailyBackupSettings({})).toBeUndefined();
    expect(dailyBackupSettings({ BACKUP_DAILY_AT: '03:30' })).toEqual({ minuteOfDay: 210, keep: 7 });
    expect(dailyBackupSettings({ BACKUP_DAILY_AT: '23:05', BACKUP_KEEP: '2' })).toEqual({
      minuteOfDay: 23 * 60 + 5,
      keep: 2,
    });
    expect(() => dailyBackupSettings({ BACKUP_DAILY_AT: '3pm' })).toThrow(
      /BACKUP_DAILY_AT must be a time HH:MM/,
    );
    expect(() => dailyBackupSettings({ BACKUP_DAILY_AT: '03:00', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('run next at that time today, or tomorrow once it has passed', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(nextRunAfter(now, 11 * 60).toISOString()).toBe('2026-11-29T11:00:00.000Z');
    expect(nextRunAfter(now, 10 * 60).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(backupKey(new Date('2026-11-29T03:30:00Z'))).toBe(
      'backups/tessera-backup-2026-11-29T03-30-00Z.tar',
    );
  });

  it('go into the file store, keeping the newest BACKUP_KEEP', async () => {
    // An empty embedded database started from the cached dump (initdb takes long on a busy machine).
    const db = await openPgliteDatabase({ loadDataDir: await databaseSnapshot(false) });
    const files = diskStorage(join(work, 'data'));
    try {
      const days = ['2026-11-26', '2026-11-27', '2026-11-28'].map((day) => new Date(`${day}T03:30:00Z`));
      for (const day of days) await runDailyBackup(pgliteSource(db), files, 2, day);
    } finally {
      await db.close();
    }
    expect((await files.list('backups/')).sort()).toEqual([
      'backups/tessera-backup-2026-11-27T03-30-00Z.tar',
      'backups/tessera-backup-2026-11-28T03-30-00Z.tar',
    ]);
  });

  it('are written once a day by one of the servers sharing the database and the file store', async () => {
    const db = await openPgliteDatabase({ loadDataDir: await databaseSnapshot(false) });
    const files = diskStorage(join(work, 'shared'));
    const at = new Date('2026-11-29T03:30:00Z');
    try {
      // Two servers' timers fire at the same time, a third's a little later (its clock behind).
      const together = await Promise.all([
        runDailyBackupOnce(db.knex, pgliteSource(db), files, 7, at),
        runDailyBackupOnce(db.knex, pgliteSource(db), files, 7, at),
      ]);
      const later = await runDailyBackupOnce(db.knex, pgliteSource(db), files, 7, at);
      expect([...together, later].map((outcome) => outcome.written).sort()).toEqual([false, false, true]);
      // The next day is written again.
      const tomorrow = await runDailyBackupOnce(
        db.knex,
        pgliteSource(db),
        files,
        7,
        new Date('2026-11-30T03:30:00Z'),
      );
      expect(tomorrow.written).toBe(true);
    } finally {
      await db.close();
    }
    expect((await files.list('backups/')).sort()).toEqual([
      'backups/tessera-backup-2026-11-29T03-30-00Z.tar',
      'backups/tessera-backup-2026-11-30T03-30-00Z.tar',
    ]);
  });
});
