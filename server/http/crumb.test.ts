// crumbProtection: the cookie it sets, what it lets through, and the JSON and HTML refusals.
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { crumbFor, crumbProtection, rotateCrumb } from './crumb.js';
import { errorHandler } from './error-handler.js';
import { createLogger } from '../logger.js';

const FAILURE = {
  error: 'invalid-crumb',
  message: 'Your session has expired. Please reload the page and try again.',
};

function makeApp(production = false): Express {
  const app = express();
  app.use(cookieParser(), express.json(), express.urlencoded({ extended: false }));
  app.use(crumbProtection({ production }));
  app.get('/form', (req, res) => void res.type('html').send(`<input name="crumb" value="${crumbFor(req)}">`));
  app.post('/rotate', (req, res) => void res.json({ crumb: rotateCrumb(req, res) }));
  app.all('/change', (_req, res) => void res.json({ changed: true }));
  app.use(errorHandler(createLogger('silent')));
  return app;
}

const app = makeApp();

async function crumbOf(target = app): Promise<string> {
  const res = await request(target).get('/form');
  return /value="([^"]+)"/.exec(res.text)![1];
}

describe('crumbProtection', () => {
  it('sets a crumb cookie scripts can read, SameSite=Lax, the value crumbFor() embeds', async () => {
    const res = await request(app).get('/form');
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0];
    const value = /value="([^"]+)"/.exec(res.text)![1];
    expect(cookie).toMatch(new RegExp(`^crumb=${value}; Path=/; SameSite=Lax$`));
    expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('keeps the crumb the browser has, and marks a new one Secure in production', async () => {
    const kept = await request(app).get('/form').set('Cookie', 'crumb=abcdefghijklmnopqrstuvwxyz012345');
    expect(kept.headers['set-cookie']).toBeUndefined();
    expect(kept.text).toContain('abcdefghijklmnopqrstuvwxyz012345');
    const secure = await request(makeApp(true)).get('/form');
    expect((secure.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; Secure/);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'lets %s through with the crumb in X-Csrf-Token',
    async (method) => {
      const crumb = await crumbOf();
      const res = await request(app)
        [method.toLowerCase() as 'post']('/change')
        .set('Cookie', `crumb=${crumb}`)
        .set('X-Csrf-Token', crumb);
      expect(res.status).toBe(200);
    },
  );

  it('lets a plain form post through with the crumb field', async () => {
    const crumb = await crumbOf();
    const res = await request(app)
      .post('/change')
      .set('Cookie', `crumb=${crumb}`)
      .type('form')
      .send({ crumb });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no crumb sent', (crumb: string) => ({ cookie: `crumb=${crumb}`, header: undefined })],
    ['no crumb cookie', (crumb: string) => ({ cookie: undefined, header: crumb })],
    ['another browser’s crumb', (crumb: string) => ({ cookie: `crumb=${crumb}`, header: 'x'.repeat(32) })],
  ])('refuses a state change with %s: 403 invalid-crumb', async (_case, make) => {
    const { cookie, header } = make(await crumbOf());
    let req = request(app).delete('/change').set('Accept', 'application/json');
    if (cookie) req = req.set('Cookie', cookie);
    if (header) req = req.set('X-Csrf-Token', header);
    const res = await req;
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FAILURE);
  });

  it('answers a plain HTML form post with a small 403 page saying the same', async () => {
    const res = await request(app)
      .post('/change')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
      .type('form')
      .send({ crumb: 'stale' });
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<p>Your session has expired. Please reload the page and try again.</p>');
    expect(res.text).not.toContain('<script');
  });

  it('refuses a crumb once it has been rotated', async () => {
    const crumb = await crumbOf();
    const rotated = await request(app)
      .post('/rotate')
      .set('Cookie', `crumb=${crumb}`)
      .set('X-Csrf-Token', crumb);
    const fresh = rotated.body.crumb as string;
    expect(fresh).not.toBe(crumb);
    const replay = await request(app)
      .post('/change')
      .set('Cookie', `crumb=${fresh}`)
      .set('X-Csrf-Token', crumb);
    expect(replay.status).toBe(403);
  });

  it('needs no crumb for GET, HEAD, OPTIONS, nor for a request authenticate signed in with an API key', async () => {
    expect((await request(app).get('/change')).status).toBe(200);
    expect((await request(app).head('/change')).status).toBe(200);
    expect((await request(app).options('/change')).status).toBe(200);
    const keyed = express();
    keyed.use(cookieParser(), (req, _res, next) => {
      req.bearer = req.get('Authorization') === 'Bearer tsk_live';
      next();
    });
    keyed.use(crumbProtection());
    keyed.post('/change', (_req, res) => void res.json({ changed: true }));
    keyed.use(errorHandler(createLogger('silent')));
    expect((await request(keyed).post('/change').set('Authorization', 'Bearer tsk_live')).status).toBe(200);
  });

  it('refuses a state change whose Bearer header signed nobody in: 401 without the crumb, through with it', async () => {
    for (const header of ['Bearer tsk_anything', 'Bearer', 'bearer junk']) {
      const res = await request(app)
        .post('/change')
        .set('Accept', 'application/json')
        .set('Authorization', header);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
    }
    const crumb = await crumbOf();
    const withCrumb = await request(app)
      .post('/change')
      .set('Authorization', 'Bearer tsk_anything')
      .set('Cookie', `crumb=${crumb}`)
      .set('X-Csrf-Token', crumb);
    expect(withCrumb.status).toBe(200);
  });
});
