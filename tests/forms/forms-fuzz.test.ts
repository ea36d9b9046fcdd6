// 1000 generated malformed requests per form endpoint (wrong types, missing keys, huge values, bad JSON, wrong content types): no 5xx, nothing half-stored.
import fc from 'fast-check';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { issueSubmissionKey } from '../../server/forms/submission-keys.js';
import { fuzzRuns } from '../support/fuzz-runs.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from './forms-app.js';
import { demoExamplesForm, seedForms, validExampleAnswers, type FormsFixture } from './forms-fixture.js';

// Each run is one HTTP request against the real app: 400 per property (1000 took ~60 s), of which
// npm test sends a quarter and CI all (tests/support/fuzz-runs.ts); FUZZ_RUNS raises it for a longer hunt.
const RUNS = fuzzRuns(400);

let db: Database;
let server: Server;
let base: string;
let fixture: FormsFixture;
let crumb: string;
let keys: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedForms(db.knex);
  server = formsApp(db).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = await fetch(`${base}/form-examples`);
  crumb = /crumb=([A-Za-z0-9_-]{32})/.exec(page.headers.get('set-cookie') ?? '')![1];
  const now = new Date();
  keys = [];
  for (let i = 0; i < RUNS; i++) keys.push(await issueSubmissionKey(db.knex, fixture.websiteId, now));
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
});

/** A request body as a client might send it: its bytes and the Content-Type it claims. */
interface Sent {
  body: string;
  contentType: string | undefined;
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  undefined,
);

/** Anything JSON can hold, with long strings, deep nesting and odd characters now and then. */
const anything = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\ud800', 'x'.repeat(20_000), '__proto__', 'constructor', '[]', '{}', 'null'),
  fc.integer(),
  fc.constant(null),
);

const fieldIds = demoExamplesForm().fields.map((field) => String(field.id));

/** Answers for the every-field form: a valid set with some fields replaced, or any object keyed by field ids. */
const answers = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...fieldIds), anything, { maxKeys: 6 })
    .map((changes) => ({ ...validExampleAnswers(), ...changes })),
  fc.dictionary(fc.oneof(fc.constantFrom(...fieldIds), fc.string({ maxLength: 8 })), anything, {
    maxKeys: 8,
  }),
  anything,
);

/** How a body is written out: JSON, urlencoded, a broken JSON text, or huge. */
function encode(value: unknown, style: number): string {
  if (style === 0) return JSON.stringify(value) ?? '';
  if (style === 1 && typeof value === 'object' && value !== null) {
    return new URLSearchParams(
      Object.entries(value).map(([key, entry]) => [
        key,
        typeof entry === 'string' ? entry : (JSON.stringify(entry) ?? ''),
      ]),
    ).toString();
  }
  if (style === 2) return (JSON.stringify(value) ?? '').slice(0, -1);
  if (style === 3) return JSON.stringify({ pad: 'x'.repeat(120_000), value });
  return typeof value === 'string' ? value : `${JSON.stringify(value) ?? ''}}`;
}

const sent = (payload: fc.Arbitrary<unknown>): fc.Arbitrary<Sent> =>
  fc.tuple(payload, fc.integer({ min: 0, max: 4 }), contentTypes).map(([value, style, type]) => ({
    body: encode(value, style),
    contentType: type ?? (style === 1 ? 'application/x-www-form-urlencoded' : 'application/json'),
  }));

/** Every status each endpoint answered, to show the runs reached past the first checks. */
const seen = new Map<string, Set<number>>();

async function post(path: string, request: Sent, extra: Record<string, string> = {}): Promise<number> {
  const headers: Record<string, string> = { Cookie: `crumb=${crumb}`, 'X-Csrf-Token': crumb, ...extra };
  if (request.contentType !== undefined) headers['Content-Type'] = request.contentType;
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: request.body,
    redirect: 'manual',
  });
  await res.arrayBuffer();
  const endpoint = path.startsWith('/forms/') ? '/forms' : path;
  seen.set(endpoint, (seen.get(endpoint) ?? new Set()).add(res.status));
  return res.status;
}

async function counts(): Promise<{
  submissions: number;
  mail: number;
  spent: number;
  confirmations: number;
}> {
  const { rows } = await db.knex.raw(`select
    (select count(*) from "${TABLES.formSubmissions}")::int as submissions,
    (select count(*) from "${TABLES.mailOutbox}")::int as mail,
    (select count(*) from "${TABLES.formSubmissionKeys}" where used_at is not null)::int as spent,
    (select count(*) from "${TABLES.newsletterConfirmations}")::int as confirmations`);
  return rows[0];
}

/** A stored submission is whole: one row, its owner email, its key spent; a refusal leaves nothing. */
function expectWholeOrNothing(
  status: number,
  before: Awaited<ReturnType<typeof counts>>,
  after: typeof before,
): void {
  expect(status).toBeLessThan(500);
  const stored = status === 200 || status === 303 ? after.submissions - before.submissions : 0;
  expect(after.submissions - before.submissions).toBe(stored);
  expect(after.mail - before.mail).toBe(stored + (after.confirmations - before.confirmations));
  if (status !== 200 && status !== 303) expect(after.spent).toBe(before.spent);
}

/** A valid submission (200), answers that are not JSON (400), an unknown key (401), an unknown form (404). */
function outcomeExamples(): [Sent][] {
  const submission = (key: string, formId: string, form = JSON.stringify(validExampleAnswers())): [Sent] => [
    { body: JSON.stringify({ key, formId, form }), contentType: 'application/json' },
  ];
  return [
    submission('fresh', fixture.examplesFormId),
    submission('fresh', fixture.examplesFormId, '{'),
    submission('no-such-key', fixture.examplesFormId),
    submission('fresh', 'no-such-form'),
  ];
}

describe(`malformed form submissions (${testDatabaseKind()})`, () => {
  it('POST /api/form/SaveFormSubmission: no 5xx, and a submission is stored whole or not at all', async () => {
    let run = 0;
    const payload = fc.record(
      {
        key: fc.oneof(fc.constant('fresh'), anything),
        formId: fc.oneof(fc.constant(fixture.examplesFormId), anything),
        form: fc.oneof(
          answers.map((value) => JSON.stringify(value) ?? ''),
          anything,
        ),
        captchaKey: anything,
        pageUrl: anything,
      },
      { requiredKeys: [] },
    );
    // Some requests are valid but for one change at most, so the stored path is fuzzed too.
    const nearlyValid = fc
      .option(fc.dictionary(fc.constantFrom(...fieldIds), anything, { maxKeys: 1 }), { nil: {} })
      .map((changes): Sent => ({
        body: JSON.stringify({
          key: 'fresh',
          formId: fixture.examplesFormId,
          form: JSON.stringify({ ...validExampleAnswers(), ...changes }),
        }),
        contentType: 'application/json',
      }));
    const requests = fc.oneof({ arbitrary: sent(payload), weight: 4 }, { arbitrary: nearlyValid, weight: 1 });
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const key = keys[run++ % keys.length];
        const body = request.body.replace('"fresh"', JSON.stringify(key)).replace('key=fresh', `key=${key}`);
        const before = await counts();
        const status = await post('/api/form/SaveFormSubmission', { ...request, body });
        expectWholeOrNothing(status, before, await counts());
      }),
      // One request of each outcome runs first, so every path is taken however few the runs.
      { numRuns: RUNS, examples: outcomeExamples() },
    );
    // Stored, refused for each reason: the runs went past the first check.
    expect([...(seen.get('/api/form/SaveFormSubmission') ?? [])]).toEqual(
      expect.arrayContaining([200, 400, 401, 404]),
    );
  }, 600_000);

  it('POST /forms/:formId (JavaScript off): no 5xx, and a submission is stored whole or not at all', async () => {
    const posted = {
      'name-first': 'Ada',
      'name-last': 'Lovelace',
      email: 'ada@example.com',
      reason: 'Wholesale',
      message: 'Hello',
    };
    const payload = fc
      .tuple(
        fc.boolean(),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(
              ...Object.keys(posted),
              'interests',
              'last-visit-1',
              'address-zip',
              'address-country',
            ),
            fc.string({ maxLength: 10 }),
          ),
          anything,
          { maxKeys: 4 },
        ),
      )
      .map(([fromValid, changes]) => (fromValid ? { ...posted, ...changes } : changes));
    await fc.assert(
      fc.asyncProperty(
        sent(payload),
        fc.oneof(fc.constant(fixture.examplesFormId), fc.string({ maxLength: 20 })),
        async (request, formId) => {
          const before = await counts();
          const body = request.contentType?.startsWith('application/x-www-form-urlencoded')
            ? `crumb=${crumb}&${request.body}`
            : request.body;
          const status = await post(
            `/forms/${encodeURIComponent(formId)}`,
            { ...request, body },
            { Accept: 'text/html' },
          );
          expect(status).not.toBe(403);
          expectWholeOrNothing(status, before, await counts());
        },
      ),
      // A whole plain form, a refused one and one to no form run first, so every path is taken however few the runs.
      {
        numRuns: RUNS,
        examples: [
          [
            {
              body: new URLSearchParams(posted).toString(),
              contentType: 'application/x-www-form-urlencoded',
            },
            fixture.examplesFormId,
          ],
          [
            {
              body: new URLSearchParams({ ...posted, email: 'not an email' }).toString(),
              contentType: 'application/x-www-form-urlencoded',
            },
            fixture.examplesFormId,
          ],
          [
            {
              body: new URLSearchParams(posted).toString(),
              contentType: 'application/x-www-form-urlencoded',
            },
            'no-such-form',
          ],
        ],
      },
    );
    expect([...(seen.get('/forms') ?? [])]).toEqual(expect.arrayContaining([303, 400, 404]));
  }, 600_000);

  it('POST /api/rest/forms/validate/:formId: no 5xx and nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        sent(answers),
        fc.oneof(fc.constant(fixture.examplesFormId), fc.string({ maxLength: 20 })),
        async (request, formId) => {
          const before = await counts();
          const status = await post(`/api/rest/forms/validate/${encodeURIComponent(formId)}`, request);
          expect(status).toBeLessThan(500);
          expect(await counts()).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('POST /api/form/FormSubmissionKey: no 5xx whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(sent(anything), async (request) => {
        expect([200, 400, 413, 415]).toContain(await post('/api/form/FormSubmissionKey', request));
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('POST /api/newsletter/subscribe and /newsletter: no 5xx, and a confirmation only with its email', async () => {
    const payload = fc.record(
      {
        email: fc.oneof(fc.emailAddress(), anything),
        mailingListId: fc.oneof(fc.constant(fixture.mailingListId), anything),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(sent(payload), fc.boolean(), async (request, plain) => {
        const before = await counts();
        const body =
          plain && request.contentType?.startsWith('application/x-www-form-urlencoded')
            ? `crumb=${crumb}&${request.body}`
            : request.body;
        const status = await post(plain ? '/newsletter' : '/api/newsletter/subscribe', { ...request, body });
        const after = await counts();
        expect(status).toBeLessThan(500);
        expect(after.submissions).toBe(before.submissions);
        expect(after.mail - before.mail).toBe(after.confirmations - before.confirmations);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
