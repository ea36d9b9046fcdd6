// Checks what sendStoredObject answers when the store fails or loses the object between its look-up and its read: an error no one caches.
import express from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler.js';
import { createLogger } from '../logger.js';
import { sendStoredObject } from './send-stored.js';
import { diskStorage } from './storage/disk-storage.js';
import type { FileStorage } from './storage/file-storage.js';

const KEY = 'files/site-1/photo/photo.jpg';
let dir: string;
let disk: FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-send-stored-'));
  disk = diskStorage(dir);
  await disk.put(KEY, Buffer.from('not really a picture'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An app sending KEY as a resized copy is sent (a year, immutable), from `storage`. */
function appOver(storage: FileStorage) {
  const app = express();
  app.get('/photo.jpg', async (req, res) => {
    const info = (await disk.head(KEY))!;
    await sendStoredObject(req, res, storage, KEY, info, {
      filename: 'photo.jpg',
      cacheControl: 'public, max-age=31536000, immutable',
      headers: { 'Content-Disposition': 'inline' },
      missingMessage: 'No such file.',
    });
  });
  app.use(errorHandler(createLogger('silent')));
  return app;
}

const OBJECT_HEADERS = ['cache-control', 'last-modified', 'content-range', 'content-disposition'];

/** Checks `res` carries nothing of the object: its caching, dates, range, disposition or entity tag. */
async function expectNothingOfTheObject(res: request.Response) {
  for (const name of OBJECT_HEADERS) expect(res.headers[name], name).toBeUndefined();
  // Express tags the JSON answer with its own weak entity tag, never the object's.
  expect(res.headers.etag).not.toBe((await disk.head(KEY))!.etag);
}

describe('sendStoredObject', () => {
  it('sends the object with its validators and caching when the store reads it', async () => {
    const res = await request(appOver(disk)).get('/photo.jpg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeDefined();
    expect(res.body.toString()).toBe('not really a picture');
  });

  it.each([undefined, 'bytes=0-3'])(
    'answers a store that fails on reading (range %s) with a 500 that carries none of the object headers',
    async (range) => {
      const failing: FileStorage = {
        ...disk,
        stream: () => Promise.reject(new Error('S3 answered 503 Slow Down')),
      };
      const ask = request(appOver(failing)).get('/photo.jpg');
      const res = await (range === undefined ? ask : ask.set('Range', range));
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
      await expectNothingOfTheObject(res);
    },
  );

  it('answers an object deleted between its look-up and its read with a 404 that is not cached', async () => {
    const gone: FileStorage = { ...disk, stream: () => Promise.resolve(undefined) };
    const res = await request(appOver(gone)).get('/photo.jpg').set('Range', 'bytes=0-3');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: 'not-found', message: 'No such file.' });
    await expectNothingOfTheObject(res);
  });
});
