// The form calls of SPEC §7 over HTTP: the key, the save, the validation call; every status and message of SPEC §8.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { formSubmissionLimit } from '../../server/forms/rate-limit.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from './forms-app.js';
import { OWNER_INBOX, seedForms, validExampleAnswers, type FormsFixture } from './forms-fixture.js';

let db: Database;
let app: Express;
let fixture: FormsFixture;
let captchaVerdict: boolean | string | Error = true;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedForms(db.knex);
  app = formsApp(db, {
    captcha: async (_db, _website, key) => {
      if (captchaVerdict instanceof Error) throw captchaVerdict;
      return key === 'solved' ? captchaVerdict : false;
    },
  });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit('/form-examples');
  return browser;
}

async function keyFor(browser: TestBrowser): Promise<string> {
  const res = await browser.send('POST', '/api/form/FormSubmissionKey');
  expect(res.status).toBe(200);
  return res.body.key as string;
}

async function save(browser: TestBrowser, body: Record<string, unknown>) {
  return browser.send('POST', '/api/form/SaveFormSubmission', { body });
}

const count = async (table: string) => Number((await db.knex(table).count({ n: '*' }).first())?.n ?? 0);

describe(`POST /api/form/FormSubmissionKey (${testDatabaseKind()})`, () => {
  it('gives a fresh key each time, stored hashed, and needs the crumb', async () => {
    const browser = await visitor();
    const [first, second] = [await keyFor(browser), await keyFor(browser)];
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    const stored = await db.knex(TABLES.formSubmissionKeys).pluck('key_hash');
    expect(stored).not.toContain(first);
    const refused = await browser.send('POST', '/api/form/FormSubmissionKey', { crumb: false });
    expect(refused.status).toBe(403);
  });
});

describe(`POST /api/form/SaveFormSubmission (${testDatabaseKind()})`, () => {
  it('stores the submission with SPEC §3 value kinds, emails the owner and joins the mailing list', async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    const res = await save(browser, {
      key,
      formId: fixture.examplesFormId,
      form: JSON.stringify(validExampleAnswers()),
      pageUrl: '/form-examples?source=mail',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      submissionMessage: 'Thank you! Your answers to the example form have been received.',
      successRedirect: '',
    });
    const row = await db.knex(TABLES.formSubmissions).where({ id: res.body.id }).first();
    expect(row.values).toMatchObject({
      name: ['Ada', 'Lovelace'],
      phone: ['', '207', '555', '0142'],
      interests: ['New arrivals', 'Sales'],
      'heard-from': 'A friend',
      reason: 'Wholesale',
      'last-visit': { 'The staff were helpful.': '2', 'I found what I was looking for.': '1' },
      address: ['14 Water Street', '', 'Portland', 'ME', '04101', 'US'],
      source: 'form-examples-page',
    });
    expect(row.values).not.toHaveProperty('visit');
    expect(row.page_url).toBe('/form-examples?source=mail');
    const mail = await db.knex(TABLES.mailOutbox).where({ to_address: OWNER_INBOX }).first();
    expect(mail.subject).toBe('[Form examples] Form Examples');
    expect(mail.reply_to).toBe('ada@example.com');
    expect(mail.body_text).toContain('Name: Ada Lovelace');
    expect(mail.body_text).toContain('Phone: 207-555-0142');
    expect(mail.body_text).toContain('Preferred time: 10:30:00 AM');
    expect(mail.body_text).toContain("Your shop's website: https://example.com");
    const subscriber = await db
      .knex(TABLES.mailingListSubscribers)
      .where({ mailing_list_id: fixture.mailingListId, email: 'ada@example.com' })
      .first();
    expect(subscriber).toMatchObject({ status: 'subscribed', source: 'form' });
  });

  it('answers 401 for a key used twice, unknown, missing or expired', async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    const body = { key, formId: fixture.examplesFormId, form: JSON.stringify(validExampleAnswers()) };
    expect((await save(browser, body)).status).toBe(200);
    const message = 'Unable to submit form. Please try again later.';
    for (const attempt of [body, { ...body, key: 'x'.repeat(32) }, { ...body, key: undefined }]) {
      const res = await save(browser, attempt);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'invalid-submission-key', message });
    }
    const stale = await keyFor(browser);
    await db
      .knex(TABLES.formSubmissionKeys)
      .update({ expires_at: new Date(Date.now() - 1000) })
      .whereNull('used_at');
    expect((await save(browser, { ...body, key: stale })).status).toBe(401);
  });

  it("answers 404 'This form has not been configured yet.' for a form that is not the website's", async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    for (const formId of ['no-such-form', '', 42, undefined]) {
      const res = await save(browser, { key, formId, form: '{}' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This form has not been configured yet.');
    }
  });

  it("answers 400 'Could not parse the form fields…' for form text that is not JSON answers", async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    for (const form of ['{not json', '[1,2]', 42, JSON.stringify({ name: { first: 'Ada' } })]) {
      const res = await save(browser, { key, formId: fixture.examplesFormId, form });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Could not parse the form fields, please check your entries.');
    }
  });

  it('answers 400 with every invalid field by id, and stores nothing', async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    const before = await count(TABLES.formSubmissions);
    const res = await save(browser, {
      key,
      formId: fixture.examplesFormId,
      form: JSON.stringify({
        ...validExampleAnswers(),
        name: ['Ada', ''],
        email: 'not-an-email',
        reason: 'Not an option',
        message: 'x'.repeat(1501),
        'order-number': 'x'.repeat(21),
        address: ['1 Main St', '', 'Portland', 'ME', '0410', 'US'],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid-fields',
      message: 'One or more fields is invalid, please check your entries.',
      fields: {
        name: 'Required',
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        reason: 'Required',
        'order-number': 'You have exceeded the character limit.',
        message: 'You have exceeded the character limit.',
        address: 'ZIP Codes need to be 5 digits.',
      },
    });
    expect(await count(TABLES.formSubmissions)).toBe(before);
  });

  it("answers 400 'Complete CAPTCHA before submitting.' when a form's captcha is missing or refused", async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    const body = { key, formId: fixture.captchaFormId, form: JSON.stringify({ email: 'ada@example.com' }) };
    for (const captchaKey of [undefined, 'wrong']) {
      const res = await save(browser, { ...body, captchaKey });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Complete CAPTCHA before submitting.');
    }
    captchaVerdict = 'ReCaptcha has not been set up!';
    expect((await save(browser, { ...body, captchaKey: 'solved' })).body.message).toBe(
      'ReCaptcha has not been set up!',
    );
    captchaVerdict = true;
    expect((await save(browser, { ...body, captchaKey: 'solved' })).status).toBe(200);
  });

  it("answers 500 'Unable to send form. Please try again later.' when something unexpected fails, and keeps the key", async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    const before = await count(TABLES.formSubmissions);
    const body = {
      key,
      formId: fixture.captchaFormId,
      form: '{"email":"ada@example.com"}',
      captchaKey: 'solved',
    };
    captchaVerdict = new Error('the captcha service is down');
    const res = await save(browser, body);
    captchaVerdict = true;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: 'form-failed',
      message: 'Unable to send form. Please try again later.',
    });
    expect(await count(TABLES.formSubmissions)).toBe(before);
    expect((await save(browser, body)).status).toBe(200);
  });

  it('keeps the submission when the owner email cannot be queued', async () => {
    const browser = await visitor();
    const key = await keyFor(browser);
    await db.knex.raw('alter table "MAIL_OUTBOX" rename to "MAIL_OUTBOX_AWAY"');
    try {
      const res = await save(browser, {
        key,
        formId: fixture.examplesFormId,
        form: JSON.stringify({ ...validExampleAnswers(), email: 'grace@example.com' }),
      });
      expect(res.status).toBe(200);
      expect(await db.knex(TABLES.formSubmissions).where({ id: res.body.id }).first()).toBeDefined();
    } finally {
      await db.knex.raw('alter table "MAIL_OUTBOX_AWAY" rename to "MAIL_OUTBOX"');
    }
  });

  it("answers 429 'Unable to submit form. Submission rate limit exceeded…' past the limit", async () => {
    const limited = formsApp(db, {
      submissionLimit: formSubmissionLimit(
        { db },
        { windowMs: 60_000, limit: 2, prefix: `test-${Date.now()}` },
      ),
    });
    const browser = new TestBrowser(limited);
    await browser.visit('/form-examples');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await browser.send('POST', '/api/form/SaveFormSubmission', { body: { formId: 'none' } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([404, 404, 429]);
    expect(last?.body.message).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('refuses a body that is not an object as unparsable', async () => {
    const browser = await visitor();
    const res = await request(app)
      .post('/api/form/SaveFormSubmission')
      .set('Cookie', `crumb=${browser.cookies.get('crumb')}`)
      .set('X-Csrf-Token', browser.cookies.get('crumb') ?? '')
      .set('Content-Type', 'application/json')
      .send('[1]');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Could not parse the form fields, please check your entries.');
  });
});

describe(`POST /api/rest/forms/validate/{formId} (${testDatabaseKind()})`, () => {
  it('answers 200 with no errors for valid answers and 400 with errors keyed by field id', async () => {
    const browser = await visitor();
    const path = `/api/rest/forms/validate/${fixture.examplesFormId}`;
    const ok = await browser.send('POST', path, { body: validExampleAnswers() });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ errors: {} });
    const bad = await browser.send('POST', path, { body: { email: 'ada@' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'Required',
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      reason: 'Required',
      message: 'Required',
    });
    const missing = await browser.send('POST', '/api/rest/forms/validate/nope', { body: {} });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This form has not been configured yet.');
  });
});
