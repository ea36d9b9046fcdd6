// 1000 generated malformed restock sign-ups, a quarter of them in npm test (wrong types, missing keys, huge values, bad JSON, wrong content types): never a 5xx, never a half-stored sign-up.
import fc from 'fast-check';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRestockEmail } from '../../domain/restock-view.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { fuzzRuns } from '../support/fuzz-runs.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { P, restockTestApp, seedRestockStore } from './restock-fixtures.js';

const CRUMB = 'A'.repeat(32);
const WAITABLE = new Set<string>([P.mug.variant, P.teeS.variant]);

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedRestockStore(db.knex);
  app = restockTestApp(db).app;
});
afterAll(async () => {
  await db?.close();
});

const ids = fc.constantFrom(...Object.values(P).flatMap((p) => [p.product, p.variant]), '', 'x'.repeat(300));
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
);
const emails = fc.oneof(fc.emailAddress(), fc.string(), anyValue, fc.constant('  MIXED@Example.COM '));
/** A payload near the real one: each key present, missing, or of another type. */
const payload = fc.record(
  {
    isJoinMailingList: fc.oneof(fc.boolean(), anyValue),
    productId: fc.oneof(ids, anyValue),
    variantId: fc.oneof(ids, anyValue),
    siteVisitorEmail: emails,
    recaptchaEnterpriseV3Token: anyValue,
  },
  { requiredKeys: [] },
);
/** A payload for a real product and variant, so some sign-ups get through and are checked whole. */
const nearReal = fc
  .tuple(
    fc.constantFrom(...Object.values(P)),
    fc.oneof(emails, fc.constant('ada@example.com')),
    anyValue,
    fc.boolean(),
  )
  .map(([p, email, token, join]) => ({
    productId: p.product,
    variantId: p.variant,
    siteVisitorEmail: email,
    isJoinMailingList: join,
    ...(typeof token === 'string' ? {} : { recaptchaEnterpriseV3Token: token }),
  }));
const bodies = fc.oneof(
  payload.map((value) => ({ kind: 'json' as const, value })),
  nearReal.map((value) => ({ kind: 'json' as const, value })),
  nearReal.map((value) => ({ kind: 'form' as const, value: value as Record<string, unknown> })),
  anyValue.map((value) => ({ kind: 'json' as const, value })),
  fc.string().map((text) => ({ kind: 'raw' as const, type: 'application/json', text })),
  fc.string().map((text) => ({ kind: 'raw' as const, type: 'text/plain', text })),
  fc.string().map((text) => ({ kind: 'raw' as const, type: 'application/x-www-form-urlencoded', text })),
  payload.map((value) => ({ kind: 'form' as const, value })),
);

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; text: string }
  | { kind: 'form'; value: Record<string, unknown> };

function send(path: string, body: Body) {
  let req = request(app).post(path).set('Cookie', `crumb=${CRUMB}`).set('X-Csrf-Token', CRUMB);
  if (body.kind === 'json')
    return req.set('Content-Type', 'application/json').send(JSON.stringify(body.value) ?? 'null');
  if (body.kind === 'raw') return req.set('Content-Type', body.type).send(body.text);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body.value)) {
    form.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  }
  req = req.set('Content-Type', 'application/x-www-form-urlencoded');
  return req.send(form.toString());
}

/** Every stored sign-up is whole: a normalized valid email, for a sold-out variant that offers sign-ups. */
async function everythingStoredIsWhole(): Promise<void> {
  const rows = await db.knex(TABLES.restockSignups).select('*');
  for (const row of rows) {
    expect(WAITABLE.has(row.variant_id)).toBe(true);
    expect(row.email).toBe(row.email.trim().toLowerCase());
    expect(validateRestockEmail(row.email)).toBeUndefined();
  }
  const subscribers = await db.knex(TABLES.mailingListSubscribers).pluck('email');
  const joined = new Set(rows.filter((row) => row.join_mailing_list).map((row) => row.email));
  for (const email of subscribers) expect(joined.has(email)).toBe(true);
}

describe(`malformed restock sign-ups (${testDatabaseKind()})`, () => {
  it('never answer 5xx and never leave half a sign-up', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (body, viaForm) => {
        const res = await send(
          viaForm ? '/restock-notifications' : '/api/commerce/restock-notifications',
          body,
        );
        expect(res.status, res.text).toBeLessThan(500);
        expect([200, 400, 404, 409, 413]).toContain(res.status);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
      { numRuns: fuzzRuns(1000) },
    );
    await everythingStoredIsWhole();
    // The run reached the store, and the refusals, rather than bouncing off one check.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    const [{ n }] = await db.knex(TABLES.restockSignups).count({ n: '*' });
    expect(Number(n)).toBeGreaterThan(0);
  }, 240_000);
});
