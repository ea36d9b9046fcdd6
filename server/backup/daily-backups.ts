// Optional daily backups into the file store (`backups/`, the disk under the data folder or the S3 bucket), keeping the newest N.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { runAlone } from '../cluster/run-alone.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { createBackup } from './create-backup.js';
import type { DatabaseSource } from './database-sources.js';

/** The file store's folder for daily backups. */
export const BACKUPS_PREFIX = 'backups/';

/** When and how many: `BACKUP_DAILY_AT` (`HH:MM`, UTC) and `BACKUP_KEEP` (default 7). */
export interface DailyBackupSettings {
  /** Minutes after midnight UTC. */
  readonly minuteOfDay: number;
  readonly keep: number;
}

/** `BACKUP_DAILY_AT=03:30` (UTC) and `BACKUP_KEEP=7`; undefined when daily backups are off (no time set). */
export function dailyBackupSettings(env: NodeJS.ProcessEnv = process.env): DailyBackupSettings | undefined {
  const at = env.BACKUP_DAILY_AT?.trim();
  if (at === undefined || at === '') return undefined;
  const time = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (time === null)
    throw new Error(`Invalid configuration: BACKUP_DAILY_AT must be a time HH:MM (UTC), not "${at}"`);
  const keepText = env.BACKUP_KEEP?.trim() || '7';
  const keep = Number(keepText);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(
      `Invalid configuration: BACKUP_KEEP must be a whole number of backups, 1 or more, not "${keepText}"`,
    );
  }
  return { minuteOfDay: Number(time[1]) * 60 + Number(time[2]), keep };
}

/** The next time at `minuteOfDay` UTC strictly after `now`. */
export function nextRunAfter(now: Date, minuteOfDay: number): Date {
  const next = new Date(now);
  next.setUTCHours(Math.floor(minuteOfDay / 60), minuteOfDay % 60, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** A backup's key: `backups/tessera-backup-2026-11-29T03-30-00Z.tar` (names sort by time). */
export function backupKey(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `${BACKUPS_PREFIX}tessera-backup-${stamp}.tar`;
}

/** Makes one backup into the file store and removes all but the newest `keep`; answers its key. */
export async function runDailyBackup(
  source: DatabaseSource,
  files: FileStorage,
  keep: number,
  now: Date = new Date(),
): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'tessera-backup-'));
  try {
    const out = join(work, 'backup.tar');
    await createBackup(source, files, out, () => now);
    const key = backupKey(now);
    await files.put(key, await readFile(out), { contentType: 'application/x-tar' });
    const kept = (await files.list(BACKUPS_PREFIX))
      .filter((name) => /\/tessera-backup-[^/]+\.tar$/.test(name))
      .sort()
      .reverse();
    for (const old of kept.slice(keep)) await files.delete(old);
    return key;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What {@link runDailyBackupOnce} did: wrote the day's backup, or left it to the server that did. */
export type DailyBackupOutcome = { written: true; key: string } | { written: false; key: string };

/** This process's backups one after the other (the embedded database has no advisory lock, and one process). */
let inProcess: Promise<unknown> = Promise.resolve();

/**
 * The daily backup of `at` once across the app servers on one database: under the `daily-backup`
 * job lock (`runAlone`: a PostgreSQL advisory lock held by a transaction; in this process, one
 * after the other), and only when the day's backup (its key is the scheduled time, the same on
 * every server) is not in the shared file store yet. A server whose timer fires while another
 * writes it, or after, writes nothing.
 */
export async function runDailyBackupOnce(
  db: Knex,
  source: DatabaseSource,
  files: FileStorage,
  keep: number,
  at: Date,
): Promise<DailyBackupOutcome> {
  const key = backupKey(at);
  const turn = inProcess.then(() =>
    runAlone(db, 'daily-backup', async () => {
      if ((await files.head(key)) !== undefined) return false;
      await runDailyBackup(source, files, keep, at);
      return true;
    }),
  );
  inProcess = turn.catch(() => {});
  const result = await turn;
  return { written: result.ran && result.value, key };
}

/** A running schedule; `stop()` waits for a backup under way. */
export interface DailyBackups {
  stop(): Promise<void>;
}

/** Runs {@link runDailyBackupOnce} every day at the settings' time, logging each; timers do not hold the process. */
export function startDailyBackups(input: {
  /** The database the servers share: one of them writes each day's backup. */
  db: Knex;
  settings: DailyBackupSettings;
  source: DatabaseSource;
  files: FileStorage;
  logger: Logger;
}): DailyBackups {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const at = nextRunAfter(new Date(), input.settings.minuteOfDay);
    timer = setTimeout(() => {
      running = runDailyBackupOnce(input.db, input.source, input.files, input.settings.keep, at).then(
        ({ written, key }) =>
          written
            ? input.logger.info({ key, keep: input.settings.keep }, 'daily backup written')
            : input.logger.info({ key }, 'daily backup written by another server'),
        (error: unknown) => input.logger.error({ err: error }, 'the daily backup failed'),
      );
      void running.then(schedule);
    }, at.getTime() - Date.now());
    timer.unref();
  };
  schedule();
  input.logger.info(
    { at: nextRunAfter(new Date(), input.settings.minuteOfDay).toISOString(), keep: input.settings.keep },
    'daily backups on',
  );
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
