// `tessera serve` started as a process says at start when the Node.js it runs on is past its end of life (issue 34).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endOfLifeWarning } from '../../domain/node-releases.js';
import { testConfig } from '../../server/config.js';
import { runMigrations } from '../../server/db/migrate.js';
import { TABLES } from '../../server/db/tables.js';
import { openConfiguredDatabase } from '../../server/serve.js';

/** The built command line, as `npm start` runs it (CI builds before it tests). */
const cli = join(import.meta.dirname, '..', '..', 'dist', 'cli', 'main.js');
let dataDir = '';

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error('dist/cli/main.js is missing: run npm run build first');
  // A migrated database with a website, so the server loads no demo.
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-node-warning-'));
  const db = await openConfiguredDatabase(testConfig({ dataDir }));
  await runMigrations(db.knex);
  await db.knex(TABLES.websites).insert({ site_title: 'Node warning', is_default: true });
  await db.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What `tessera serve` writes to stderr and stdout until it says it is running; then it is stopped. */
async function startOutput(): Promise<{ out: string; err: string }> {
  const proc = spawn(process.execPath, [cli, 'serve'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let out = '';
  let err = '';
  proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      proc.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Tessera is running')) resolve();
      });
      void exited.then(() => reject(new Error(`the server ended before running: ${out}${err}`)));
    });
    return { out, err };
  } finally {
    proc.kill('SIGTERM');
    await exited;
  }
}

describe('tessera serve on the Node.js that runs this suite', () => {
  test(`on Node.js ${process.versions.node}: the end-of-life warning at start exactly when that line is past its end of life`, async () => {
    const { err } = await startOutput();
    const expected = endOfLifeWarning(process.versions.node, new Date());
    if (expected === undefined) {
      expect(err).not.toContain('end of life');
    } else {
      // On Node 20 after 2026-04-30: "Node.js 20.x reached its end of life on 2026-04-30 … Node.js 22, 24 or 26."
      expect(err).toContain(`Tessera: warning: ${expected}\n`);
      expect(err).toMatch(/end of life on \d{4}-\d{2}-\d{2}.* Node\.js \d+(, \d+)* or \d+\./);
    }
  }, 120_000);
});
