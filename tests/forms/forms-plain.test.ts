// The form block with JavaScript off: the server HTML of every field type, a plain post, its errors shown again, and success.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from './forms-app.js';
import { seedForms, type FormsFixture } from './forms-fixture.js';

let db: Database;
let app: Express;
let fixture: FormsFixture;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedForms(db.knex);
  app = formsApp(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** A complete answer set as a browser posts the demo's every-field form. */
function examplesPost(crumb: string): Record<string, string | string[]> {
  return {
    crumb,
    'tessera-return-to': '/form-examples',
    'name-first': 'Ada',
    'name-last': 'Lovelace',
    email: 'ada@example.com',
    'phone-areacode': '207',
    'phone-prefix': '555',
    'phone-line': '0142',
    reason: 'An order',
    message: 'Where is my order?',
    'address-line1': '14 Water Street',
    'address-city': 'Portland',
    'address-state': 'ME',
    'address-zip': '04101',
    'address-country': 'US',
    interests: ['Sales', 'Coffee Club'],
    'heard-from': 'Instagram',
    'last-visit-1': '2',
    'last-visit-3': '-1',
    source: 'form-examples-page',
  };
}

describe(`the form examples page's form (${testDatabaseKind()})`, () => {
  it('renders every field type as server HTML inside a form that posts with the crumb', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.visit('/form-examples?source=newsletter');
    expect(page.status).toBe(200);
    const html = page.text;
    const id = fixture.examplesFormId;
    const form = /<form [^>]*>/.exec(html.slice(html.indexOf(`id="form-${id}"`) - 30))?.[0] ?? '';
    expect(form).toContain(`id="form-${id}"`);
    expect(form).toContain(`action="/forms/${id}"`);
    expect(form).toContain('method="post"');
    expect(html).toContain(`name="crumb" value="${browser.cookies.get('crumb')}" form="form-${id}"`);
    for (const name of ['name-first', 'name-last', 'email', 'phone-areacode', 'phone-prefix', 'phone-line']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<select class="select" id="[^"]+-reason" name="reason" required=""/);
    expect(html).toMatch(/<textarea class="input textarea" rows="6" id="[^"]+-message" name="message"/);
    expect(html).toContain('<p class="field__counter" id="' + `${id}-message-counter">0 / 1500</p>`);
    expect(html).toContain('type="number"');
    expect(html).toMatch(/inputmode="decimal"/i);
    expect(html).toContain('type="url"');
    expect(html).toContain('type="password"');
    expect(html).toContain('<span class="field__prefix" aria-hidden="true">@</span>');
    expect(html).toContain('name="address-country"');
    expect(html).toContain('name="visit-date-month"');
    expect(html).toContain('name="visit-time-ampm"');
    expect(html).toContain('<h3 class="form-section__title">Planning a visit or a group workshop?</h3>');
    expect(html).toContain('type="radio" name="heard-from" value="Instagram"');
    expect(html).toContain('type="checkbox" name="interests" value="Sales"');
    expect(html).toContain('type="radio" name="last-visit-3" value="2"');
    expect(html).toContain('<span>Strongly Agree</span>');
    expect(html).toMatch(/<input type="hidden" name="source" value="newsletter"\/?>/);
    expect(html).toContain('This form shows every kind of field.');
    expect(html).toContain('>Send Answers</button>');
  });

  it('stores a plain post and redirects back to the page, which shows the submission text', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/form-examples');
    const before = await db.knex(TABLES.formSubmissions).count({ n: '*' }).first();
    const res = await browser.send('POST', `/forms/${fixture.examplesFormId}`, {
      body: examplesPost(browser.cookies.get('crumb') ?? ''),
      form: true,
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(
      `/form-examples?formSubmitted=${fixture.examplesFormId}#form-${fixture.examplesFormId}-title`,
    );
    const after = await db.knex(TABLES.formSubmissions).count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n) + 1);
    const stored = await db.knex(TABLES.formSubmissions).orderBy('created_at', 'desc').first();
    expect(stored.values).toMatchObject({
      phone: ['', '207', '555', '0142'],
      interests: ['Coffee Club', 'Sales'],
      'last-visit': { 'The staff were helpful.': '2', 'I would recommend the shop to a friend.': '-1' },
      address: ['14 Water Street', '', 'Portland', 'ME', '04101', 'US'],
    });
    const page = await browser.visit(res.headers.location.split('#')[0]);
    expect(page.text).toContain('<p>Looking for us? <a href="/contact">Write to us</a> instead.</p>');
    expect(page.text).not.toContain(`id="form-${fixture.examplesFormId}"`);
  });

  it('shows the page again with each error above its field and the answers kept (400)', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/form-examples');
    const body = { ...examplesPost(browser.cookies.get('crumb') ?? ''), email: 'ada@', 'name-last': '' };
    const res = await browser.send('POST', `/forms/${fixture.examplesFormId}`, {
      body,
      form: true,
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const id = fixture.examplesFormId;
    expect(res.text).toContain(
      `<p class="field__error" id="${id}-email-error">Email is not valid. Email addresses should follow the format user@domain.com.</p>`,
    );
    expect(res.text).toContain(`<p class="field__error" id="${id}-name-error">Required</p>`);
    expect(res.text).toContain('Your form has encountered a problem. Please scroll down to review.');
    expect(res.text).toContain('Your form has encountered a problem. Please scroll up to review.');
    expect(res.text).toContain('value="Ada"');
    expect(res.text).toContain('value="ada@"');
    expect(res.text).toMatch(/checked="" value="Coffee Club"/);
    expect(res.text).toMatch(/name="phone-areacode" value="207"/);
  });

  it("shows SPEC §8's message when the form is gone, and redirects to the form's success address", async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/form-examples');
    const crumb = browser.cookies.get('crumb') ?? '';
    const gone = await browser.send('POST', '/forms/missing-form', {
      body: { crumb, 'tessera-return-to': '/form-examples' },
      form: true,
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('This form has not been configured yet.');
    const redirected = await browser.send('POST', `/forms/${fixture.redirectFormId}`, {
      body: { crumb, email: 'ada@example.com', 'tessera-return-to': '/redirecting' },
      form: true,
      crumb: false,
    });
    expect(redirected.status).toBe(303);
    expect(redirected.headers.location).toBe('/thank-you');
  });

  it('refuses a plain post without the crumb', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/form-examples');
    const res = await browser.send('POST', `/forms/${fixture.examplesFormId}`, {
      body: { email: 'ada@example.com' },
      form: true,
      crumb: false,
    });
    expect(res.status).toBe(403);
  });
});
