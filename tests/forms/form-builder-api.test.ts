// The form builder's API over HTTP: create, read, save (the in-use warning), duplicate, delete, who may, where submissions go, and old submissions after a field is removed.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from './forms-app.js';
import { seedForms, type FormsFixture } from './forms-fixture.js';

let db: Database;
let app: Express;
let fixture: FormsFixture;
let writerKey: string;

const as = (key: string) => ({ Authorization: `Bearer ${key}` });

const WHOLESALE = {
  name: 'Wholesale enquiry',
  submitLabel: 'Send enquiry',
  submissionMessage: 'Thanks, we answer within two days.',
  fields: [
    { type: 'name', label: 'Your name', required: true },
    { type: 'email', label: 'Email', required: true, placeholder: 'you@shop.com' },
    { type: 'text', label: 'Company', required: true, maxLength: 80 },
    { type: 'select', label: 'Region', options: ['North', 'South'] },
    { type: 'checkbox', label: 'Interested in', options: ['Blankets', 'Mugs'] },
    { type: 'textarea', label: 'Message', description: 'What would you stock?' },
  ],
  storage: { emailTo: ['buyers@harborandpine.test'] },
};

/** Adds a page showing `formId` in a Form block. */
async function pageWith(urlId: string, formId: string): Promise<void> {
  await db.knex(TABLES.pages).insert({
    website_id: fixture.websiteId,
    url_id: urlId,
    page_type: 2,
    title: 'Wholesale',
    content: { blocks: [{ type: 'form', formId }] },
  });
}

/** Submits `answers` to `formId` from the page `path`, as a visitor's browser does. */
async function submit(path: string, formId: string, answers: Record<string, unknown>) {
  const browser = new TestBrowser(app);
  await browser.visit(path);
  const { key } = (await browser.send('POST', '/api/form/FormSubmissionKey')).body;
  return browser.send('POST', '/api/form/SaveFormSubmission', {
    body: { key, formId, form: JSON.stringify(answers), pageUrl: path },
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedForms(db.knex);
  app = formsApp(db, { editorApi: true });
  writerKey = (
    await createApiKey(db.knex, {
      websiteId: fixture.websiteId,
      name: 'builder',
      scopes: ['pages:write', 'pages:read', 'forms:read'],
      createdByAccountId: null,
    })
  ).key;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`form builder API (${testDatabaseKind()})`, () => {
  it('creates a form with fields of six types: 201 with its id, ids made from the labels', async () => {
    const res = await request(app).post('/api/owner/forms').set(as(writerKey)).send(WHOLESALE);
    expect(res.status).toBe(201);
    expect(res.body.form.id).toEqual(expect.any(String));
    const got = await request(app).get(`/api/owner/forms/${res.body.form.id}`).set(as(writerKey));
    expect(got.status).toBe(200);
    expect(got.body.form).toMatchObject({
      name: 'Wholesale enquiry',
      submitLabel: 'Send enquiry',
      usedOn: [],
      submissionCount: 0,
      version: 1,
      storage: { emailEnabled: true, emailTo: ['buyers@harborandpine.test'], webhooks: true },
    });
    expect(got.body.form.fields.map((f: { id: string; type: string }) => `${f.id}:${f.type}`)).toEqual([
      'your-name:name',
      'email:email',
      'company:text',
      'region:select',
      'interested-in:checkbox',
      'message:textarea',
    ]);
    expect(got.body.form.fields[2]).toMatchObject({ label: 'Company', required: true, maxLength: 80 });
  });

  it('refuses a choice field without options, a bad address and an unknown list, naming each', async () => {
    const res = await request(app)
      .post('/api/owner/forms')
      .set(as(writerKey))
      .send({
        name: 'Broken',
        fields: [{ type: 'radio', label: 'Pick one' }, { type: 'email' }],
        storage: { emailTo: ['not-an-address'] },
      });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'fields.0.options': 'Add at least one option.',
      'fields.1.label': 'Give the field a label.',
      'storage.emailTo.0': 'Enter a valid email address.',
    });
    const list = await request(app)
      .post('/api/owner/forms')
      .set(as(writerKey))
      .send({ name: 'Listed', fields: [], storage: { mailingListId: 'nope' } });
    expect(list.status).toBe(400);
    expect(list.body.fields).toEqual({
      'storage.mailingListId': 'Choose one of the website’s mailing lists.',
    });
  });

  it('lets only those who build pages write forms (a key needs pages:write)', async () => {
    const res = await request(app).post('/api/owner/forms').set(as(fixture.formsKey)).send(WHOLESALE);
    expect(res.status).toBe(403);
    const none = await request(app).get(`/api/owner/forms/${fixture.examplesFormId}`);
    expect(none.status).toBe(401);
  });

  it('warns before a form on a page loses a field; the old submission still reads right', async () => {
    const created = await request(app).post('/api/owner/forms').set(as(writerKey)).send(WHOLESALE);
    const form = created.body.form;
    await pageWith('wholesale', form.id);
    const sent = await submit('/wholesale', form.id, {
      'your-name': ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      company: 'Lovelace Goods',
      region: 'North',
      'interested-in': ['Mugs'],
      message: 'Forty mugs a month.',
    });
    expect(sent.status).toBe(200);
    const mail = await db
      .knex(TABLES.mailOutbox)
      .where({ website_id: fixture.websiteId, to_address: 'buyers@harborandpine.test' })
      .select('subject', 'body_text');
    expect(mail).toHaveLength(1);
    expect(mail[0].body_text).toContain('Company: Lovelace Goods');

    const read = await request(app).get(`/api/owner/forms/${form.id}`).set(as(writerKey));
    const kept = read.body.form.fields.filter((field: { id: string }) => field.id !== 'company');
    const edit = { ...WHOLESALE, fields: [...kept, { type: 'phone', label: 'Phone' }] };
    const refused = await request(app).put(`/api/owner/forms/${form.id}`).set(as(writerKey)).send(edit);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'form-in-use',
      usedOn: [{ kind: 'page', title: 'Wholesale' }],
      removedFields: [{ id: 'company', label: 'Company' }],
    });
    expect(refused.body.message).toContain('“Company”');
    const unchanged = await request(app).get(`/api/owner/forms/${form.id}`).set(as(writerKey));
    expect(unchanged.body.form.fields.map((f: { id: string }) => f.id)).toContain('company');

    const saved = await request(app)
      .put(`/api/owner/forms/${form.id}`)
      .set(as(writerKey))
      .set('If-Match', '1')
      .send({ ...edit, confirmRemoveFields: true });
    expect(saved.status).toBe(200);
    expect(saved.body.form.fields.map((f: { id: string }) => f.id)).toEqual([
      'your-name',
      'email',
      'region',
      'interested-in',
      'message',
      'phone',
    ]);
    expect(saved.body.form).toMatchObject({ version: 2, submissionCount: 1 });
    const stale = await request(app)
      .put(`/api/owner/forms/${form.id}`)
      .set(as(writerKey))
      .set('If-Match', '1')
      .send({ ...edit, confirmRemoveFields: true });
    expect(stale.status).toBe(412);

    const listed = await request(app).get(`/api/owner/forms/${form.id}/submissions`).set(as(writerKey));
    expect(listed.body.submissions[0].summary).toContainEqual({
      type: 'text',
      rawTitle: 'Company',
      value: 'Lovelace Goods',
    });
    const csv = await request(app).get(`/api/owner/forms/${form.id}/submissions.csv`).set(as(writerKey));
    const [header, row] = csv.text.trimEnd().split('\r\n');
    expect(header).toBe('Submitted,Your name,Email,Region,Interested in,Message,Phone,Company,Page');
    expect(row).toContain(',North,Mugs,Forty mugs a month.,,Lovelace Goods,/wholesale');
  });

  it('keeps a field’s answers when it is renamed, and renders the new texts on the page', async () => {
    const created = await request(app).post('/api/owner/forms').set(as(writerKey)).send(WHOLESALE);
    const form = created.body.form;
    await pageWith('wholesale-2', form.id);
    const fields = form.fields.map((field: { id: string; label: string }) =>
      field.id === 'company' ? { ...field, label: 'Shop name' } : field,
    );
    const saved = await request(app)
      .put(`/api/owner/forms/${form.id}`)
      .set(as(writerKey))
      .send({ ...WHOLESALE, submitLabel: 'Ask us', fields });
    expect(saved.status).toBe(200);
    const page = await request(app).get('/wholesale-2').set('Accept', 'text/html');
    expect(page.text).toContain('Shop name');
    expect(page.text).toContain('Ask us');
  });

  it('sends submissions only where the form says: no email, no webhooks, the mailing list', async () => {
    const created = await request(app)
      .post('/api/owner/forms')
      .set(as(writerKey))
      .send({
        name: 'Quiet',
        fields: [
          { type: 'email', label: 'Email', required: true },
          { type: 'checkbox', label: 'News', options: ['Yes please'] },
        ],
        storage: {
          emailEnabled: false,
          webhooks: false,
          mailingListId: fixture.mailingListId,
          optInFieldId: 'news',
        },
      });
    expect(created.status).toBe(201);
    const form = created.body.form;
    await pageWith('quiet', form.id);
    const before = await db.knex(TABLES.mailOutbox).count<{ count: string }[]>({ count: '*' }).first();
    expect(
      (await submit('/quiet', form.id, { email: 'grace@example.com', news: ['Yes please'] })).status,
    ).toBe(200);
    const after = await db.knex(TABLES.mailOutbox).count<{ count: string }[]>({ count: '*' }).first();
    expect(Number(after?.count)).toBe(Number(before?.count));
    const member = await db
      .knex(TABLES.mailingListSubscribers)
      .where({ mailing_list_id: fixture.mailingListId, email: 'grace@example.com' })
      .first('source');
    expect(member).toEqual({ source: 'form' });
  });

  it('duplicates a form, and deletes one only when nothing uses it', async () => {
    const copy = await request(app)
      .post(`/api/owner/forms/${fixture.examplesFormId}/duplicate`)
      .set(as(writerKey));
    expect(copy.status).toBe(201);
    expect(copy.body.form).toMatchObject({ name: 'Form Examples (copy)', usedOn: [], submissionCount: 0 });
    expect(copy.body.form.fields).toHaveLength(19);

    const used = await request(app).delete(`/api/owner/forms/${fixture.examplesFormId}`).set(as(writerKey));
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(
      'This form is used on “Form Examples”. Remove it from there before deleting it.',
    );
    const gone = await request(app).delete(`/api/owner/forms/${copy.body.form.id}`).set(as(writerKey));
    expect(gone.status).toBe(204);
    const missing = await request(app).get(`/api/owner/forms/${copy.body.form.id}`).set(as(writerKey));
    expect(missing.status).toBe(404);
  });

  it('describes its routes in openapi.json', async () => {
    const res = await request(app).get('/api/owner/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths['/api/owner/forms'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(res.body.paths['/api/owner/forms/{id}'])).toEqual(['get', 'put', 'delete']);
    expect(res.body.paths['/api/owner/forms/{id}'].put.responses['409']).toBeDefined();
  });
});
