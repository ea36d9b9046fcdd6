// Every route of the owner route table against every SPEC §3 role and against API keys: the guard lets in exactly the roles and scope its capability names (no key for people-only capabilities); and every route of one's own account (documented as `session`) lets in anyone signed in, and no key.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesWith, scopeOf } from '../../domain/owner-permissions.js';
import { API_KEY_SCOPES } from '../../domain/api-key-scopes.js';
import { ALL_ROLES, ROLE } from '../../domain/roles.js';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { Database } from '../../server/db/database.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { expressPath, type OwnerRoute } from '../../server/owner/api/owner-api.js';
import { documentedOwnerOperations } from '../../server/owner/documented-operations.js';
import { ownerApi } from '../../server/owner/owner-router.js';
import { createTestDatabase } from '../support/test-database.js';
import { createSecurityApp, createWebsite } from './security-app.js';
import { sharedSignedOutBrowser, TestBrowser } from './test-browser.js';

const PASSWORD = 'correct horse battery';
const ROUTES = ownerApi().routes;

let db: Database;
let website: RequestWebsite;
let app: Express;
const browsers = new Map<number | 'none', TestBrowser>();

/**
 * The request a route gets: ids that name nothing and an empty body. A caller the guard lets in
 * then meets the route's own answer (400 for the empty body, 404 for the unknown id); one it
 * refuses gets 403 before any of that.
 */
async function call(browser: TestBrowser, route: OwnerRoute, headers: Record<string, string> = {}) {
  const path = `/api/owner${expressPath(route.path).replace(/:[A-Za-z0-9_]+/g, 'no-such-id')}`;
  const method = route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  return browser.send(method, path, { body, headers });
}

beforeAll(async () => {
  db = await createTestDatabase();
  website = await createWebsite(db, 'Matrix');
  app = createSecurityApp(db, [website]).app;
  const labels: (number | 'none')[] = [...ALL_ROLES, 'none'];
  await Promise.all(
    labels.map(async (label) => {
      const email = `route-table-${label}@example.com`;
      const { id } = await createOwnerAccount(db.knex, { email, password: PASSWORD });
      if (label !== 'none')
        await addMembership(db.knex, { websiteId: website.id, accountId: id, role: label });
      const browser = new TestBrowser(app);
      await browser.visit();
      const signedIn = await browser.send('POST', '/api/owner/session', {
        body: { email, password: PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      browsers.set(label, browser);
    }),
  );
}, 120_000);
afterAll(() => db?.close());

const signedOutBrowser = sharedSignedOutBrowser(() => app);

/** An API key of the website with exactly `scopes`, made once per set of scopes. */
const keys = new Map<string, Promise<string>>();
function keyWith(scopes: readonly string[]): Promise<string> {
  const name = [...scopes].sort().join(' ');
  let key = keys.get(name);
  if (key === undefined) {
    key = createApiKey(db.knex, {
      websiteId: website.id,
      name,
      scopes: [...scopes] as never,
      createdByAccountId: null,
    }).then((created) => created.key);
    keys.set(name, key);
  }
  return key;
}

describe('the owner route table', () => {
  it('has routes, each with a capability whose roles include admin and never none', () => {
    expect(ROUTES.length).toBeGreaterThan(10);
    for (const route of ROUTES) {
      expect(rolesWith(route.capability), route.operationId).toContain(ROLE.admin);
      expect(rolesWith(route.capability), route.operationId).not.toContain(ROLE.none);
    }
  });

  const cases = ROUTES.flatMap((route) =>
    [...ALL_ROLES, 'none' as const].map((role) => ({
      route,
      role,
      allowed: role !== 'none' && rolesWith(route.capability).includes(role),
    })),
  );

  it.each(cases)('role $role on $route.operationId: allowed $allowed', async ({ route, role, allowed }) => {
    const res = await call(browsers.get(role)!, route);
    if (allowed) expect([401, 403], `${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
    else
      expect(res).toMatchObject({
        status: 403,
        body: { error: 'forbidden', message: 'You do not have permission to do that.' },
      });
  });

  it.each(ROUTES)('signed out on $operationId: 401 Please sign in.', async (route) => {
    expect(await call(await signedOutBrowser(), route)).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated', message: 'Please sign in.' },
    });
  });

  const peopleOnly = ROUTES.filter((route) => scopeOf(route.capability) === undefined);
  const keyed = ROUTES.filter((route) => scopeOf(route.capability) !== undefined);

  it('has people-only routes (managing the website’s people)', () => {
    expect(peopleOnly.map((route) => route.operationId)).toEqual(
      expect.arrayContaining(['createInvitation', 'changeMemberRole', 'removeMember', 'setTwoFactorPolicy']),
    );
  });

  it.each(peopleOnly)('API keys on $operationId: refused, even with every scope', async (route) => {
    const key = await keyWith(API_KEY_SCOPES);
    const res = await call(new TestBrowser(app), route, { Authorization: `Bearer ${key}` });
    expect(res).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  it.each(keyed)('API keys on $operationId: its scope lets in, another is refused', async (route) => {
    const scope = scopeOf(route.capability)!;
    const other = scope === 'website:read' ? 'orders:read' : 'website:read';
    const keyed = new TestBrowser(app);
    const granted = await call(keyed, route, { Authorization: `Bearer ${await keyWith([scope])}` });
    expect([401, 403], `${granted.status} ${JSON.stringify(granted.body)}`).not.toContain(granted.status);
    const refused = await call(keyed, route, { Authorization: `Bearer ${await keyWith([other])}` });
    expect(refused.status).toBe(403);
  });
});

/** The routes outside the table documented as `session`: a person's own account (profile, sessions, two-factor). */
const OWN_ACCOUNT = documentedOwnerOperations()
  .filter(
    ({ operation }) =>
      JSON.stringify(operation.security) === JSON.stringify([{ session: [] }]) &&
      operation['x-roles'] === undefined,
  )
  .map(({ method, path, operation }) => ({ method, path, operationId: String(operation.operationId) }));

/** The request an own-account route gets: an empty body, ids that name nothing. */
function callOwn(
  browser: TestBrowser,
  route: (typeof OWN_ACCOUNT)[number],
  headers: Record<string, string> = {},
) {
  const method = route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  return browser.send(method, route.path.replace(/\{[A-Za-z0-9_]+\}/g, 'no-such-id'), { body, headers });
}

describe('the routes of one’s own account', () => {
  it('are the profile, sessions and two-factor routes', () => {
    expect(OWN_ACCOUNT.map((route) => route.operationId)).toEqual(
      expect.arrayContaining(['getProfile', 'changePassword', 'signOutOtherSessions', 'enableTwoFactor']),
    );
  });

  const cases = OWN_ACCOUNT.flatMap((route) =>
    [...ALL_ROLES, 'none' as const].map((role) => ({ route, role })),
  );

  it.each(cases)('role $role on $route.operationId: let in', async ({ route, role }) => {
    const res = await callOwn(browsers.get(role)!, route);
    expect([401, 403], `${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
  });

  it.each(OWN_ACCOUNT)(
    'signed out, and with an API key of every scope, on $operationId: 401',
    async (route) => {
      expect((await callOwn(await signedOutBrowser(), route)).status).toBe(401);
      const key = await keyWith(API_KEY_SCOPES);
      expect((await callOwn(new TestBrowser(app), route, { Authorization: `Bearer ${key}` })).status).toBe(
        401,
      );
    },
  );
});
