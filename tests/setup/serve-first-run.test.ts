// `tessera serve`'s first start without --demo (the setup address, no demo loaded), and its refusal in production while an owner has the demo's password, until `tessera password` changes it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import { TABLES } from '../../server/db/tables.js';
import { runMigrations } from '../../server/db/migrate.js';
import { hashPassword } from '../../server/accounts/passwords.js';
import { DEMO_OWNER } from '../../server/demo/seed.js';
import { createLogger } from '../../server/logger.js';
import { DemoPasswordRefusal, openConfiguredDatabase, startServer } from '../../server/serve.js';
import { SETUP_TOKEN_FILE } from '../../server/setup/setup-token.js';
import { projectRoot } from '../../server/site/render/paths.js';

const folders: string[] = [];
function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-serve-setup-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('tessera serve on a new data folder', () => {
  it('loads no demo without --demo: it answers with the one-time setup address, whose token is in the data folder', async () => {
    const dataDir = newDataDir();
    const progress: string[] = [];
    const server = await startServer(
      testConfig({ dataDir, demo: false }),
      createLogger('silent'),
      (message) => progress.push(message),
    );
    try {
      const token = readFileSync(join(dataDir, SETUP_TOKEN_FILE), 'utf8').trim();
      expect(server.setupUrl).toBe(`${server.url}/config/setup?token=${token}`);
      expect(await server.db.knex(TABLES.websites).first('id')).toBeUndefined();
      const home = await fetch(server.url);
      expect(home.status).toBe(503);
      expect(progress.join('\n')).not.toContain('demo');
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('tessera serve in production', () => {
  it('refuses to start while an owner has the demo password and says how to change it; starts once it is changed', async () => {
    const dataDir = newDataDir();
    const db = await openConfiguredDatabase(testConfig({ dataDir }));
    await runMigrations(db.knex);
    await db.knex(TABLES.websites).insert({ site_title: 'Live', is_default: true });
    await db.knex(TABLES.ownerAccounts).insert({
      email: DEMO_OWNER.email,
      password_hash: await hashPassword(DEMO_OWNER.password),
    });
    await db.close();

    const config = testConfig({ dataDir, demo: false, production: true });
    const refusal = await startServer(config, createLogger('silent')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DemoPasswordRefusal);
    expect((refusal as Error).message).toContain(`tessera password --email ${DEMO_OWNER.email}`);

    // `tessera password` (the built command line) reads the new password from standard input.
    const cli = join(projectRoot(), 'dist', 'cli', 'main.js');
    expect(existsSync(cli), 'run npm run build first').toBe(true);
    const { DATABASE_URL: _shared, ...environment } = process.env;
    const child = spawn(process.execPath, [cli, 'password', '--email', DEMO_OWNER.email], {
      env: { ...environment, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end('a brand new secret\n');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(output).toContain(`Password changed for ${DEMO_OWNER.email}`);
    expect(code).toBe(0);

    const server = await startServer(config, createLogger('silent'));
    await server.stop();
  }, 120_000);
});
