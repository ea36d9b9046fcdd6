// A theme upload killed mid-way leaves its work folder under <data>/themes: the next start of the server removes it, and leaves a running upload's alone (issue 33, finding 6).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import { runMigrations } from '../../server/db/migrate.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { openConfiguredDatabase, startServer } from '../../server/serve.js';
import { themeCacheRoot } from '../../server/theme-platform/theme-zip-cache.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const host = hostname().replace(/[^A-Za-z0-9.]/g, '_');

/** A work folder as an upload leaves it: the zip's files unpacked, 2 MB of them here. */
function workFolder(root: string, name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'zip', 'theme', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'zip', 'theme', 'template.conf'), '{"name":"Half"}');
  writeFileSync(join(dir, 'zip', 'theme', 'assets', 'hero.jpg'), Buffer.alloc(2 * 1024 * 1024, 7));
  return dir;
}

describe('theme upload work folders', () => {
  it('are removed at start when their process is gone or they are old, and kept while their process runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-theme-work-'));
    folders.push(dataDir);
    const db = await openConfiguredDatabase(testConfig({ dataDir }));
    await runMigrations(db.knex);
    await db.knex(TABLES.websites).insert({ site_title: 'Work folders', is_default: true });
    await db.close();

    const root = themeCacheRoot(dataDir);
    // A process that has ended, as one killed mid-upload has.
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    const killed = workFolder(root, `.work-${host}-${ended}-aB3dE9`);
    // An upload under way in a process that runs (this test's parent) is left alone.
    const running = workFolder(root, `.work-${host}-${process.ppid}-Zx81Qp`);
    // An old-style name (no process): removed once older than an hour.
    const old = workFolder(root, '.work-Qq12Ww');
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, hoursAgo, hoursAgo);
    const recent = workFolder(root, '.work-Rr34Tt');

    const server = await startServer(testConfig({ dataDir }), createLogger('silent'));
    await server.stop();
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(recent)).toBe(true);
  }, 120_000);
});
