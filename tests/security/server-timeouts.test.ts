// The server started as `tessera serve` starts it cuts off slow senders: headers trickled in, a body that never ends, an idle kept-alive connection.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from '../e2e/storefront-server.js';
import { testDatabaseKind } from '../support/test-database.js';

/** Small waits, so each test is bounded by a few of them (never by measuring time). */
const TIMEOUTS = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300 };
/** Every test must see the connection closed well within this: the longest wait, its sweep, and room for a busy machine. */
const BOUND_MS = 20 * TIMEOUTS.requestTimeoutMs;

let storefront: Storefront;

beforeAll(async () => {
  storefront = await startStorefront(TIMEOUTS);
}, 180_000);
afterAll(async () => {
  await storefront?.stop();
});

/** A raw connection to the server, what it answered, and a promise of its closing. */
async function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { port } = new URL(storefront.origin);
  const socket = connect(Number(port), '127.0.0.1');
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received: () => text, closed };
}

/** Writes `piece` every quarter of the headers timeout until the socket closes: a client that never finishes. */
function trickle(socket: Socket, piece: string): () => void {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(piece);
  }, TIMEOUTS.headersTimeoutMs / 4);
  return () => clearInterval(timer);
}

describe(`server timeouts (${testDatabaseKind()})`, () => {
  it('answers a prompt request', async () => {
    const res = await fetch(`${storefront.origin}/healthz`);
    expect(res.status).toBe(200);
  });

  it(
    'answers 408 and closes a connection whose headers keep trickling in',
    async () => {
      const { socket, received, closed } = await open();
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      const stop = trickle(socket, 'X-Slow: a\r\n');
      await closed;
      stop();
      expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    },
    BOUND_MS,
  );

  it(
    'closes a connection whose body never ends',
    async () => {
      const { socket, received, closed } = await open();
      socket.write(
        'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"',
      );
      const stop = trickle(socket, 'a');
      await closed;
      stop();
      // Cut off: a 408, or no answer at all when the app had already taken the request.
      expect(received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
    },
    BOUND_MS,
  );

  it(
    'closes an idle kept-alive connection after its answer',
    async () => {
      const { socket, received, closed } = await open();
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      await closed;
      expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    },
    BOUND_MS,
  );
});
