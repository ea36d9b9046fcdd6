// The request log: one short line per request, no headers, errors at error, a client that went away at debug.
import express from 'express';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, requestLogger } from './logger.js';

/** A logger at `level` whose lines are collected, parsed, in `lines`. */
function collectingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const waiting: (() => void)[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      waiting.splice(0).forEach((wake) => wake());
      done();
    },
  });
  const logger = createLogger(level, stream);
  /** Resolves once a line has been written for which `match` is true. */
  const lineWhere = async (match: (line: Record<string, unknown>) => boolean) => {
    while (!lines.some(match)) await new Promise<void>((wake) => waiting.push(wake));
    return lines.find(match)!;
  };
  return { logger, lines, lineWhere };
}

function appWith(log: ReturnType<typeof collectingLogger>) {
  const app = express();
  app.use(requestLogger(log.logger));
  app.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  app.get('/missing', (_req, res) => {
    res.status(404).send('Not found');
  });
  app.get('/broken', () => {
    throw new Error('kaput');
  });
  return app;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('request log', () => {
  it('writes one line per request: method, url, status and milliseconds, without headers', async () => {
    const log = collectingLogger('info');
    await request(appWith(log))
      .get('/hello?x=1')
      .set('Cookie', 'tessera_session=secret-session')
      .set('Authorization', 'Bearer secret-key')
      .set('User-Agent', 'a-browser');
    const line = await log.lineWhere((entry) => entry.url === '/hello?x=1');
    expect(log.lines).toHaveLength(1);
    expect(Object.keys(line).sort()).toEqual([
      'level',
      'method',
      'ms',
      'msg',
      'reqId',
      'status',
      'time',
      'url',
    ]);
    expect(line).toMatchObject({ level: 30, method: 'GET', url: '/hello?x=1', status: 200 });
    expect(line.ms).toEqual(expect.any(Number));
    expect(line.msg).toBe(`GET /hello?x=1 200 ${line.ms} ms`);
    const text = JSON.stringify(line);
    for (const secret of ['secret-session', 'secret-key', 'a-browser']) expect(text).not.toContain(secret);
  });

  it('logs a client error at info and a server error at error', async () => {
    const log = collectingLogger('info');
    const app = appWith(log);
    await request(app).get('/missing');
    await request(app).get('/broken');
    const missing = await log.lineWhere((entry) => entry.url === '/missing');
    expect(missing).toMatchObject({
      level: 30,
      status: 404,
      msg: expect.stringMatching(/^GET \/missing 404 /),
    });
    const broken = await log.lineWhere((entry) => entry.url === '/broken');
    expect(broken).toMatchObject({ level: 50, status: 500, msg: 'GET /broken 500 failed' });
    expect(Object.keys(broken).sort()).toEqual([
      'level',
      'method',
      'ms',
      'msg',
      'reqId',
      'status',
      'time',
      'url',
    ]);
  });

  it('logs a client that went away at debug, so not at all at the default level', async () => {
    for (const level of ['debug', 'info']) {
      const log = collectingLogger(level);
      const app = appWith(log);
      let arrived!: () => void;
      const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
      const answered = new Promise<void>((resolve) => {
        app.get('/slow', (_req, res) => {
          arrived();
          // Answers only once the client has gone.
          res.on('close', () => resolve());
        });
      });
      const server = app.listen(0, '127.0.0.1');
      servers.push(server);
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const client = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
      client.on('error', () => {});
      client.end();
      await requestArrived;
      client.destroy();
      await answered;
      if (level === 'debug') {
        const line = await log.lineWhere((entry) => entry.url === '/slow');
        expect(line).toMatchObject({
          level: 20,
          method: 'GET',
          msg: expect.stringMatching(/abandoned by the client/),
        });
      } else {
        // Another request after it: its line is written, the abandoned one's was not.
        await request(app).get('/hello');
        await log.lineWhere((entry) => entry.url === '/hello');
        expect(log.lines.map((entry) => entry.url)).toEqual(['/hello']);
      }
    }
  });
});
