// A server started in its own process group and stopped by SIGTERM to the group exits: with its standard output a full pipe nobody reads, and with a mail stuck mid-send past the grace (issue 33, finding 7); and it says at start when the Node.js it runs on is past its end of life (issue 34).
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endOfLifeWarning } from '../../domain/node-releases.js';
import { testConfig } from '../../server/config.js';
import { runMigrations } from '../../server/db/migrate.js';
import { TABLES } from '../../server/db/tables.js';
import { enqueueMail } from '../../server/mail/outbox.js';
import { openConfiguredDatabase } from '../../server/serve.js';

/** Long enough for any machine to start, drain and stop a server; the server's own bound is seconds. */
const EXIT_WAIT_MS = 90_000;

/** The built command line, as `npm start` runs it (CI builds before it tests). */
const cli = join(import.meta.dirname, '..', '..', 'dist', 'cli', 'main.js');
const folders: string[] = [];

beforeAll(() => {
  if (!existsSync(cli)) throw new Error('dist/cli/main.js is missing: run npm run build first');
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A data folder with a migrated embedded database and a website (so no demo is loaded), and `prepare`'s rows. */
async function dataFolder(
  prepare?: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-shutdown-'));
  folders.push(dataDir);
  const db = await openConfiguredDatabase(testConfig({ dataDir }));
  await runMigrations(db.knex);
  await db.knex(TABLES.websites).insert({ site_title: 'Shutdown', is_default: true });
  await prepare?.(db);
  await db.close();
  return dataDir;
}

interface Started {
  proc: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `tessera serve` in a process group of its own, once it says it is running. */
async function serve(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  // The server opens the embedded database in `dataDir` that dataFolder prepared, also when the
  // suite runs on PostgreSQL (test:pg sets DATABASE_URL for this process, not for that server).
  const { DATABASE_URL: _pg, DATABASE_READ_URL: _replica, ...inherited } = process.env;
  const proc = spawn(process.execPath, [cli, 'serve'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
  });
  let out = '';
  let err = '';
  proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onOut = (chunk: Buffer) => {
      out += chunk.toString();
      const running = /Tessera is running: open (http:\/\/\S+)/.exec(out);
      if (running === null) return;
      proc.stdout.off('data', onOut);
      resolve(running[1]);
    };
    proc.stdout.on('data', onOut);
    void exited.then(({ code }) =>
      reject(new Error(`the server ended (${code}) before running: ${out}${err}`)),
    );
  });
  return { proc, url, stderr: () => err, exited };
}

/** The exit of `started` after SIGTERM to its whole group, waited for at most EXIT_WAIT_MS; the group is killed either way. */
async function stopGroup(started: Started) {
  process.kill(-started.proc.pid!, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'still running'>((resolve) => {
    timer = setTimeout(() => resolve('still running'), EXIT_WAIT_MS);
  });
  try {
    return await Promise.race([started.exited, gaveUp]);
  } finally {
    clearTimeout(timer);
    try {
      process.kill(-started.proc.pid!, 'SIGKILL');
    } catch (_gone) {
      // The group has ended.
    }
  }
}

describe('a server stopped by SIGTERM to its process group', () => {
  // One start for the first two tests: each start of a server costs seconds of CPU.
  let started: Started;
  let startOutput = '';
  beforeAll(async () => {
    started = await serve(await dataFolder(), { SHUTDOWN_GRACE_SECONDS: '1' });
    startOutput = started.stderr();
  }, 180_000);
  afterAll(() => {
    try {
      if (started !== undefined) process.kill(-started.proc.pid!, 'SIGKILL');
    } catch (_gone) {
      // Stopped by its test.
    }
  });

  test(`on Node.js ${process.versions.node}: the end-of-life warning at start exactly when that line is past its end of life`, () => {
    const expected = endOfLifeWarning(process.versions.node, new Date());
    if (expected === undefined) {
      expect(startOutput).not.toContain('end of life');
    } else {
      // On Node 20 after 2026-04-30: "Node.js 20.x reached its end of life on 2026-04-30 … Node.js 22, 24 or 26."
      expect(startOutput).toContain(`Tessera: warning: ${expected}\n`);
      expect(startOutput).toMatch(/end of life on \d{4}-\d{2}-\d{2}.* Node\.js \d+(, \d+)* or \d+\./);
    }
  });

  test('exits while its standard output is a pipe nobody reads any more, full of request lines', async () => {
    // The reader stops reading: the pipe and this side's buffer fill with the requests' log lines.
    started.proc.stdout.pause();
    const long = 'x'.repeat(8_000);
    for (let i = 0; i < 60; i++) {
      const res = await fetch(`${started.url}/healthz?pad=${long}&n=${i}`);
      expect(res.status).toBe(200);
      await res.text();
    }
    const ended = await stopGroup(started);
    expect(ended).toEqual({ code: 0, signal: null });
    // It says why the last lines are missing.
    expect(started.stderr()).toContain('the last lines of output were not taken');
  }, 180_000);

  test('exits with 1 past the grace and its margin when a stage never ends, saying where it was and what was pending', async () => {
    // An SMTP server that greets and then never answers: the mail worker's send hangs mid-exchange.
    const sockets: Socket[] = [];
    let heardEhlo: () => void = () => {};
    const ehlo = new Promise<void>((resolve) => (heardEhlo = resolve));
    const smtp: Server = createServer((socket) => {
      sockets.push(socket);
      socket.write('220 silent.example ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        if (/^EHLO/im.test(chunk.toString())) heardEhlo();
      });
    }).listen(0, '127.0.0.1');
    await once(smtp, 'listening');
    const port = (smtp.address() as { port: number }).port;
    try {
      const dataDir = await dataFolder(async (db) => {
        const website = await db.knex(TABLES.websites).first('id');
        await enqueueMail(db.knex, {
          websiteId: website.id as string,
          to: 'owner@example.com',
          subject: 'Held up',
          text: 'This one never gets an answer.',
        });
      });
      const started = await serve(dataDir, {
        SHUTDOWN_GRACE_SECONDS: '0',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      });
      started.proc.stdout.resume();
      await ehlo;
      const ended = await stopGroup(started);
      expect(ended).toEqual({ code: 1, signal: null });
      expect(started.stderr()).toMatch(
        /shutdown not over after \d+ ms \(at: stopping the mail worker\); still pending: .*TCPSocketWrap/,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      smtp.close();
    }
  }, 180_000);
});
