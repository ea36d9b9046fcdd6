// SPEC §7 GET /api/template/GetTemplateSchema over HTTP: the form block's template schema, and refusals of other types.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from './forms-app.js';
import { seedForms } from './forms-fixture.js';

const PATH = '/api/template/GetTemplateSchema';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedForms(db.knex);
  app = formsApp(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`GET ${PATH} (${testDatabaseKind()})`, () => {
  it('answers the form block with its schema: SPEC §3’s form properties, fieldsets and all 19 field types', async () => {
    const res = await request(app).get(`${PATH}?type=form`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.type).toBe('form');
    expect(res.body.properties).toEqual([
      'id',
      'name',
      'fields',
      'parsedSubmissionMessage',
      'submissionHTML',
      'successRedirect',
      'parsedDisclaimerMessage',
      'captchaEnabled',
      'captchaTheme',
      'captchaAlignment',
    ]);
    expect(res.body.fieldsets).toEqual(['build', 'storage', 'advanced', 'captcha', 'disclaimer']);
    const types = res.body.fieldTypes as {
      type: string;
      value: string;
      properties: string[];
      parts?: string[];
    }[];
    expect(types.map((field) => field.type)).toEqual([
      'text',
      'textarea',
      'email',
      'currency',
      'number',
      'website',
      'password',
      'twitter',
      'date',
      'time',
      'name',
      'address',
      'phone',
      'section',
      'radio',
      'checkbox',
      'select',
      'likert',
      'hidden',
    ]);
    const byType = new Map(types.map((field) => [field.type, field]));
    expect(byType.get('name')).toMatchObject({ value: 'parts', parts: ['First', 'Last'] });
    expect(byType.get('checkbox')).toMatchObject({ value: 'list' });
    expect(byType.get('checkbox')?.properties).toContain('options');
    expect(byType.get('radio')).toMatchObject({ value: 'single' });
    expect(byType.get('likert')).toMatchObject({
      value: 'survey',
      answers: { '-2': 'Strongly Disagree', '0': 'Neutral', '2': 'Strongly Agree' },
    });
    expect(byType.get('hidden')).toMatchObject({ value: 'query-or-value' });
    expect(byType.get('hidden')?.properties).not.toContain('required');
    expect(byType.get('section')).toMatchObject({ value: 'none' });
    expect(byType.get('textarea')?.properties).toContain('maxLength');
  });

  it('refuses a request without one type with 400, and a type without a schema with 404', async () => {
    for (const path of [PATH, `${PATH}?type=`, `${PATH}?type=form&type=form`]) {
      const res = await request(app).get(path).expect(400);
      expect(res.body).toMatchObject({
        error: 'invalid-input',
        message: expect.stringContaining('?type=form'),
      });
    }
    const unknown = await request(app).get(`${PATH}?type=gallery`).expect(404);
    expect(unknown.body).toEqual({
      error: 'not-found',
      message: 'There is no template schema for that type.',
    });
  });
});
