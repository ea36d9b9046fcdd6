// Every SPEC §3 role against every guarded owner route: the expected allow/deny table, walked in full.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { Database } from '../../server/db/database.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { createTestDatabase } from '../support/test-database.js';
import { createSecurityApp, createWebsite } from './security-app.js';
import { TestBrowser } from './test-browser.js';

const PASSWORD = 'correct horse battery';
const A = 'allow';
const D = 'deny';
type Verdict = typeof A | typeof D;

interface Route {
  name: string;
  call: (browser: TestBrowser) => Promise<{ status: number; body: unknown }>;
  allowedStatus: number;
}

let db: Database;
let website: RequestWebsite;
let app: Express;

const ROUTES: Route[] = [
  { name: 'GET /api/owner/website', call: (b) => b.send('GET', '/api/owner/website'), allowedStatus: 200 },
  { name: 'GET /api/owner/members', call: (b) => b.send('GET', '/api/owner/members'), allowedStatus: 200 },
  { name: 'GET /api/owner/api-keys', call: (b) => b.send('GET', '/api/owner/api-keys'), allowedStatus: 200 },
  {
    name: 'POST /api/owner/api-keys',
    call: (b) => b.send('POST', '/api/owner/api-keys', { body: { name: 'k', scopes: ['website:read'] } }),
    allowedStatus: 201,
  },
  {
    name: 'DELETE /api/owner/api-keys/:id',
    call: async (b) => {
      const scopes = ['website:read' as const];
      const { apiKey } = await createApiKey(db.knex, {
        websiteId: website.id,
        name: 'k',
        scopes,
        createdByAccountId: null,
      });
      return b.send('DELETE', `/api/owner/api-keys/${apiKey.id}`);
    },
    allowedStatus: 204,
  },
  {
    name: 'POST /api/owner/stores',
    call: (b) => b.send('POST', '/api/owner/stores', { body: { title: 'Role store' } }),
    allowedStatus: 201,
  },
  {
    name: 'GET /api/owner/inventory',
    call: (b) => b.send('GET', '/api/owner/inventory'),
    allowedStatus: 200,
  },
  {
    name: 'GET /api/v1/commerce-preferences/:namespace',
    call: (b) => b.send('GET', '/api/v1/commerce-preferences/checkout'),
    allowedStatus: 200,
  },
  {
    name: 'PUT /api/v1/commerce-preferences/:namespace',
    call: (b) => b.send('PUT', '/api/v1/commerce-preferences/checkout', { body: { guestCheckout: true } }),
    allowedStatus: 200,
  },
  {
    name: 'GET /api/owner/commerce/orders',
    call: (b) => b.send('GET', '/api/owner/commerce/orders'),
    allowedStatus: 200,
  },
  {
    // No such order: a role let through is told so (404); one refused never gets that far (403).
    name: 'POST /api/owner/commerce/orders/:id/fulfil',
    call: (b) => b.send('POST', '/api/owner/commerce/orders/no-such-order/fulfil'),
    allowedStatus: 404,
  },
  {
    // No such form: a role let through is told so (404); one refused never gets that far (403).
    name: 'GET /api/owner/forms/:formId/submissions',
    call: (b) => b.send('GET', '/api/owner/forms/no-such-form/submissions'),
    allowedStatus: 404,
  },
  {
    name: 'GET /api/owner/commerce/orders/export.csv',
    call: (b) => b.send('GET', '/api/owner/commerce/orders/export.csv?status=paid'),
    allowedStatus: 200,
  },
  {
    // No such variant: a role let through is told so (404); one refused never gets that far (403).
    name: 'PUT /api/owner/inventory/:variantId (from an expected stock)',
    call: (b) =>
      b.send('PUT', '/api/owner/inventory/no-such-variant', {
        body: { qtyInStock: 3, expected: { qtyInStock: 2, unlimited: false } },
      }),
    allowedStatus: 404,
  },
  {
    name: 'POST /api/owner/design/publish',
    call: (b) => b.send('POST', '/api/owner/design/publish'),
    allowedStatus: 200,
  },
  {
    name: 'GET /api/multilingual/settings',
    call: (b) => b.send('GET', '/api/multilingual/settings'),
    allowedStatus: 200,
  },
  {
    name: 'PUT /api/site-header-footer',
    call: (b) => b.send('PUT', '/api/site-header-footer', { body: { footer: { copyright: 'Role test' } } }),
    allowedStatus: 200,
  },
  {
    name: 'DELETE /api/multilingual/connection',
    call: (b) => b.send('DELETE', '/api/multilingual/connection'),
    allowedStatus: 200,
  },
  {
    name: 'GET /api/owner/block-fields',
    call: (b) => b.send('GET', '/api/owner/block-fields'),
    allowedStatus: 200,
  },
  {
    name: 'PUT /api/owner/themes/active',
    call: (b) => b.send('PUT', '/api/owner/themes/active', { body: { themeId: null } }),
    allowedStatus: 200,
  },
  {
    name: 'PUT /api/owner/tracking-settings',
    call: (b) => b.send('PUT', '/api/owner/tracking-settings', { body: { cookieBanner: false } }),
    allowedStatus: 200,
  },
  {
    // No such comment: a role let through is told so (404); one refused never gets that far (403).
    name: 'POST /api/owner/comments/:id/approve',
    call: (b) => b.send('POST', '/api/owner/comments/no-such-comment/approve'),
    allowedStatus: 404,
  },
  {
    // A gallery's display options, on no such collection.
    name: 'PATCH /api/owner/collections/:id',
    call: (b) =>
      b.send('PATCH', '/api/owner/collections/no-such-collection', {
        body: { galleryOptions: { padding: 10 } },
      }),
    allowedStatus: 404,
  },
  {
    name: 'PUT /api/owner/sharing-settings',
    call: (b) =>
      b.send('PUT', '/api/owner/sharing-settings', { body: { shareNetworks: [], socialAccounts: [] } }),
    allowedStatus: 200,
  },
  {
    name: 'POST /api/owner/reviews/:id/approve',
    call: (b) => b.send('POST', '/api/owner/reviews/no-such-review/approve'),
    allowedStatus: 404,
  },
];

/**
 * Role → verdict per route, in ROUTES order: website, members, list keys, create key, revoke key,
 * create store, list inventory, read and write commerce preferences, list orders, fulfil an order,
 * list form submissions, export orders, set a variant's stock, publish the site's design, read the
 * language settings, save the header and footer, turn multilingual off, list the theme's block areas,
 * switch the site's theme, switch the cookie banner, approve a comment, save a gallery's display
 * options, save the sharing settings, approve a product review.
 */
const MATRIX: Record<string, Verdict[]> = {
  'admin 1': [A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A],
  'billing 2': [A, D, D, D, D, D, D, D, D, A, D, D, A, D, D, A, D, D, A, D, D, D, D, D, D],
  'reporting 3': [A, D, D, D, D, D, D, D, D, A, D, A, A, D, D, A, D, D, A, D, D, D, D, D, D],
  'editor 4': [A, D, D, D, D, D, D, D, D, D, D, A, D, D, A, A, A, A, A, A, A, A, A, A, D],
  'moderator 6': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, A, D, D, D],
  'commenter 7': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, D, D, D, D],
  'store manager 8': [A, D, D, D, D, A, A, A, A, A, A, D, A, A, D, A, D, D, A, D, D, D, D, D, A],
  'scheduling 9': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, D, D, D, D],
  'viewer 10': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, D, D, D, D],
  'campaigns editor 11': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, D, D, D, D],
  'scheduling viewer 12': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, D, D, D, D],
  'scheduling editor 13': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, D, D, D, D],
  'none 14': [D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D],
  'website manager 15': [A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A, A],
  'draft editor 16': [A, D, D, D, D, D, D, D, D, D, D, D, D, D, D, A, D, D, A, D, D, D, A, D, D],
  'no membership': [D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D, D],
};

const browsers = new Map<string, TestBrowser>();

beforeAll(async () => {
  db = await createTestDatabase();
  website = await createWebsite(db, 'Shop');
  app = createSecurityApp(db, [website]).app;
  for (const label of Object.keys(MATRIX)) {
    const email = `${label.replace(/\W+/g, '-')}@example.com`;
    const { id } = await createOwnerAccount(db.knex, { email, password: PASSWORD });
    const role = Number(label.split(' ').pop());
    if (!Number.isNaN(role)) await addMembership(db.knex, { websiteId: website.id, accountId: id, role });
    const browser = new TestBrowser(app);
    await browser.visit();
    expect(
      (await browser.send('POST', '/api/owner/session', { body: { email, password: PASSWORD } })).status,
    ).toBe(200);
    browsers.set(label, browser);
  }
  // Sixteen argon2 hashes and sign-ins: slow on a busy machine, so more than the default 10 s.
}, 60_000);

afterAll(() => db?.close());

describe('the role × route matrix', () => {
  const cases = Object.entries(MATRIX).flatMap(([label, verdicts]) =>
    ROUTES.map((route, at) => ({ label, route, verdict: verdicts[at] })),
  );

  it.each(cases)('$label on $route.name: $verdict', async ({ label, route, verdict }) => {
    const res = await route.call(browsers.get(label)!);
    if (verdict === A) expect(res.status).toBe(route.allowedStatus);
    else
      expect(res).toMatchObject({
        status: 403,
        body: { error: 'forbidden', message: 'You do not have permission to do that.' },
      });
  });

  it.each(ROUTES)('signed out on $name: 401 Please sign in.', async (route) => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await route.call(browser);
    expect(res).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated', message: 'Please sign in.' },
    });
  });

  it('counts every role of an account with several on one website', async () => {
    const { id } = await createOwnerAccount(db.knex, {
      email: 'billing-manager@example.com',
      password: PASSWORD,
    });
    await addMembership(db.knex, { websiteId: website.id, accountId: id, role: 2 });
    await addMembership(db.knex, { websiteId: website.id, accountId: id, role: 15 });
    const browser = new TestBrowser(app);
    await browser.visit();
    await browser.send('POST', '/api/owner/session', {
      body: { email: 'billing-manager@example.com', password: PASSWORD },
    });
    const res = await browser.send('GET', '/api/owner/website');
    expect(res.body.roles).toEqual([2, 15]);
    expect((await browser.send('GET', '/api/owner/members')).status).toBe(200);
  });
});

describe('GET /api/owner/members', () => {
  it('lists every member with their roles, by email', async () => {
    const res = await browsers.get('admin 1')!.send('GET', '/api/owner/members');
    const admin = res.body.members.find(
      (member: { email: string }) => member.email === 'admin-1@example.com',
    );
    expect(admin).toEqual({
      accountId: expect.any(String),
      email: 'admin-1@example.com',
      displayName: '',
      roles: [1],
    });
    const emails = res.body.members.map((member: { email: string }) => member.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).not.toContain('no-membership@example.com');
  });
});
