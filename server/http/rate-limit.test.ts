// rateLimits: 429 with SPEC §8's message and Retry-After once a client passes the limit.
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openThrowawayDatabase } from '../db/throwaway-database.js';
import type { Database } from '../db/database.js';
import { createLogger } from '../logger.js';
import { errorHandler } from './error-handler.js';
import { rateLimits, RATE_LIMIT_PRESETS, type RateLimitOptions } from './rate-limit.js';

let db: Database;
const logger = createLogger('silent');

beforeAll(async () => {
  db = await openThrowawayDatabase({ url: process.env.DATABASE_URL || undefined });
});

afterAll(() => db?.close());

function limitedApp(options: RateLimitOptions): Express {
  const app = express();
  app.post('/submit', rateLimits({ db, logger }, options), (req, res) => {
    res.status(req.get('X-Fail') ? 401 : 200).json({ ok: true });
  });
  app.use(errorHandler(logger));
  return app;
}

describe('rateLimits', () => {
  it('lets `limit` requests through, then answers 429 with the message and Retry-After', async () => {
    const app = limitedApp({ windowMs: 60_000, limit: 3, prefix: 'three' });
    for (let hit = 1; hit <= 3; hit++) {
      const res = await request(app).post('/submit');
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit']).toBe(`limit=3, remaining=${3 - hit}, reset=60`);
    }
    const res = await request(app).post('/submit');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'rate-limited', message: 'Please try again in a few seconds.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts in the database, so a second app server sees the same hits', async () => {
    const options = { windowMs: 60_000, limit: 2, prefix: 'shared' };
    await request(limitedApp(options)).post('/submit').expect(200);
    await request(limitedApp(options)).post('/submit').expect(200);
    await request(limitedApp(options)).post('/submit').expect(429);
  });

  it('with skipSuccessfulRequests counts only failures (the login preset)', async () => {
    const app = limitedApp({ ...RATE_LIMIT_PRESETS.login, limit: 2, prefix: 'failures' });
    for (let ok = 0; ok < 4; ok++) await request(app).post('/submit').expect(200);
    await request(app).post('/submit').set('X-Fail', '1').expect(401);
    await request(app).post('/submit').set('X-Fail', '1').expect(401);
    await expect.poll(async () => (await request(app).post('/submit').set('X-Fail', '1')).status).toBe(429);
  });

  it('has stricter presets for sign-in and forms than for the API', () => {
    const perMinute = (preset: RateLimitOptions) => (preset.limit * 60_000) / preset.windowMs;
    expect(perMinute(RATE_LIMIT_PRESETS.login)).toBeLessThan(perMinute(RATE_LIMIT_PRESETS.forms));
    expect(perMinute(RATE_LIMIT_PRESETS.forms)).toBeLessThan(perMinute(RATE_LIMIT_PRESETS.api));
  });
});
