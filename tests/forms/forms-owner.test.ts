// The owner's view of submissions: the paginated list per form and the CSV export, and who may read them.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from './forms-app.js';
import { seedForms, validExampleAnswers, type FormsFixture } from './forms-fixture.js';

let db: Database;
let app: Express;
let fixture: FormsFixture;

async function submit(answers: Record<string, unknown>): Promise<void> {
  const browser = new TestBrowser(app);
  await browser.visit('/form-examples');
  const { key } = (await browser.send('POST', '/api/form/FormSubmissionKey')).body;
  const res = await browser.send('POST', '/api/form/SaveFormSubmission', {
    body: { key, formId: fixture.examplesFormId, form: JSON.stringify(answers), pageUrl: '/form-examples' },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedForms(db.knex);
  app = formsApp(db);
  await submit(validExampleAnswers());
  await submit({ ...validExampleAnswers(), name: ['Grace', 'Hopper'], message: '=SUM(A1:A2), "quoted"' });
  await submit({ ...validExampleAnswers(), name: ['Alan', 'Turing'], phone: [], twitter: '' });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const asKey = (key: string) => ({ Authorization: `Bearer ${key}` });

describe(`owner submissions (${testDatabaseKind()})`, () => {
  it('lists a form’s submissions newest first, a page at a time', async () => {
    const path = `/api/owner/forms/${fixture.examplesFormId}/submissions`;
    const first = await request(app).get(`${path}?pageSize=2`).set(asKey(fixture.formsKey));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      form: { name: 'Form Examples' },
      page: 1,
      pageSize: 2,
      total: 3,
      hasNextPage: true,
    });
    expect(first.body.submissions.map((s: { values: { name: string[] } }) => s.values.name[0])).toEqual([
      'Alan',
      'Grace',
    ]);
    expect(first.body.submissions[0].summary[0]).toEqual({
      type: 'name',
      rawTitle: 'Name',
      values: { First: 'Alan', Last: 'Turing' },
    });
    const second = await request(app).get(`${path}?page=2&pageSize=2`).set(asKey(fixture.formsKey));
    expect(second.body).toMatchObject({ page: 2, hasNextPage: false });
    expect(second.body.submissions).toHaveLength(1);
    const bad = await request(app).get(`${path}?page=0`).set(asKey(fixture.formsKey));
    expect(bad.status).toBe(400);
  });

  it('exports every submission as CSV, one column per field, N/A for no answer, formulas defused', async () => {
    const res = await request(app)
      .get(`/api/owner/forms/${fixture.examplesFormId}/submissions.csv`)
      .set(asKey(fixture.formsKey));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Form-Examples-submissions.csv"');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Submitted,Name,Email,Phone,What is this about?,Order number,Message,Preferred date,Preferred time,Group size,' +
        "Budget for a custom order,Shipping address for samples,Your shop's website,X (Twitter) handle," +
        'Trade access code,How did you hear about us?,Send me news about,If you have visited the shop, how was it?,utm_source,Page'.replace(
          'If you have visited the shop, how was it?',
          '"If you have visited the shop, how was it?"',
        ),
    );
    // Multi-line answers (the address, the survey) stay inside their quoted cells.
    expect(lines).toHaveLength(1 + 3);
    expect(res.text).toContain('"\'=SUM(A1:A2), ""quoted"""');
    expect(res.text).toContain(',Alan Turing,ada@example.com,N/A,');
  });

  it('answers 401 to nobody, 403 to a key without forms:read, 404 for another form', async () => {
    const path = `/api/owner/forms/${fixture.examplesFormId}/submissions`;
    expect((await request(app).get(path)).status).toBe(401);
    expect((await request(app).get(path).set(asKey(fixture.otherKey))).status).toBe(403);
    expect((await request(app).get(`${path}.csv`).set(asKey(fixture.otherKey))).status).toBe(403);
    const missing = await request(app).get('/api/owner/forms/nope/submissions').set(asKey(fixture.formsKey));
    expect(missing.status).toBe(404);
  });
});
