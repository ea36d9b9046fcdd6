// requireOwner and requireSiteUser: who gets 401, who gets 403, who gets through.
import express, { type Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RequestAccount } from './request-context.js';
import { bearerToken, requireOwner, requireSiteUser, type OwnerRule } from './auth.js';
import { errorHandler } from './error-handler.js';
import { createLogger } from '../logger.js';

const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Please sign in.' };
const FORBIDDEN = { error: 'forbidden', message: 'You do not have permission to do that.' };

function guarded(rule: OwnerRule, account: RequestAccount | undefined, bearer = false): Express {
  const app = express();
  app.use((req, _res, next) => {
    req.account = account;
    req.bearer = bearer;
    next();
  });
  app.get('/', requireOwner(rule), (_req, res) => void res.json({ ok: true }));
  app.use(errorHandler(createLogger('silent')));
  return app;
}

const owner = (roles: number[]): RequestAccount => ({
  id: 'a',
  email: 'a@example.com',
  role: roles[0],
  roles,
});
const key = (scopes: string[]): RequestAccount => ({
  id: 'a',
  email: '',
  role: undefined,
  apiKeyScopes: scopes,
});

describe('requireOwner', () => {
  it('answers 401 Please sign in. without an account', async () => {
    const res = await request(guarded({}, undefined)).get('/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it.each([
    ['a listed role', { roles: [1, 15] }, [15], 200],
    ['one of several roles', { roles: [8] }, [2, 8], 200],
    ['an unlisted role', { roles: [1, 15] }, [4], 403],
    ['no role on the website', { roles: [1] }, [], 403],
    ['any member role by default', {}, [10], 200],
    ['only the role none (14) by default', {}, [14], 403],
  ])('for a session with %s: %s', async (_case, rule, roles, status) => {
    const res = await request(guarded(rule, owner(roles))).get('/');
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toEqual(FORBIDDEN);
  });

  it('reads `role` when `roles` is absent', async () => {
    const res = await request(guarded({ roles: [4] }, { id: 'a', email: 'a@example.com', role: 4 })).get('/');
    expect(res.status).toBe(200);
  });

  it.each([
    ['the route’s scope', { scope: 'orders:read' }, ['orders:read'], 200],
    ['another scope', { scope: 'orders:read' }, ['orders:write'], 403],
    ['any scope on a route without one, even with the right role list', { roles: [1] }, ['orders:read'], 403],
  ])('for an API key with %s', async (_case, rule, scopes, status) => {
    expect((await request(guarded(rule, key(scopes), true)).get('/')).status).toBe(status);
  });
});

describe('requireSiteUser', () => {
  it('answers 401 for a guest and lets a site user through', async () => {
    const app = express();
    app.use((req, _res, next) => {
      if (req.get('X-User')) req.siteUser = { id: 'u', email: 'u@example.com' };
      next();
    });
    app.get('/', requireSiteUser(), (_req, res) => void res.json({ ok: true }));
    app.use(errorHandler(createLogger('silent')));
    expect((await request(app).get('/')).body).toEqual(UNAUTHENTICATED);
    expect((await request(app).get('/').set('X-User', '1')).status).toBe(200);
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer tsk_abc', 'tsk_abc'],
    ['bearer   tsk_abc  ', 'tsk_abc'],
    ['Bearer', ''],
    ['Basic dXNlcjpwYXNz', undefined],
    [undefined, undefined],
  ])('reads %s as %s', async (header, expected) => {
    const app = express();
    app.get('/', (req, res) => void res.json({ token: bearerToken(req) ?? null }));
    let req = request(app).get('/');
    if (header !== undefined) req = req.set('Authorization', header);
    expect((await req).body.token).toBe(expected ?? null);
  });
});
