// Tests a server shutting down on PostgreSQL: it takes no new connection, finishes the request it has, then stops.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/database.js';
import { runMigrations } from '../../server/db/migrate.js';
import { TABLES } from '../../server/db/tables.js';
import { startServer, type RunningServer } from '../../server/serve.js';

const url = process.env.DATABASE_URL || undefined;

/** `url` with its database name replaced. */
function withDatabase(base: string, name: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

describe.skipIf(!url)('a PostgreSQL server shutting down (DATABASE_URL)', () => {
  const name = `h19a_drain_${randomBytes(4).toString('hex')}`;
  let server: RunningServer;
  let databaseUrl: string;

  beforeAll(async () => {
    const admin = await openDatabase({ url });
    await admin.knex.raw(`create database "${name}"`);
    await admin.close();
    databaseUrl = withDatabase(url!, name);
    // Migrated, with a default website, so the server does not load the demo.
    const db = await openDatabase({ url: databaseUrl });
    await runMigrations(db.knex);
    await db.knex(TABLES.websites).insert({ id: 'drain-site', site_title: 'Drain', is_default: true });
    await db.close();
    // A lame duck far longer than the test may take: stopping can only end early, once no connection is left.
    process.env.SHUTDOWN_LAME_DUCK_SECONDS = '120';
    server = await startServer(
      testConfig({ databaseUrl, dataDir: mkdtempSync(join(tmpdir(), 'h19a-drain-')) }),
    );
  }, 120_000);
  afterAll(async () => {
    delete process.env.SHUTDOWN_LAME_DUCK_SECONDS;
    await server?.stop();
    const admin = await openDatabase({ url });
    await admin.knex.raw(`drop database if exists "${name}" with (force)`);
    await admin.close();
  });

  test('is ready, then answers as a lame duck (503 on /readyz, Connection: close), finishes the request under way and refuses new connections once none is left', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const { port } = new URL(server.url);

    // A request whose body is still arriving when the shutdown starts.
    const socket: Socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const body = JSON.stringify({ records: [] });
    socket.write(
      `POST /api/1/performance/records HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBe('');

    let stopped = false;
    const stopping = server.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    // Lame duck: still answering, not ready, and every answer closes its connection.
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('connection')).toBe('close');

    socket.write(body.slice(5));
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    // Once no connection is left the lame duck is over, not after its SHUTDOWN_LAME_DUCK_SECONDS (120 here).
    await stopping;
    expect(stopped).toBe(true);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
