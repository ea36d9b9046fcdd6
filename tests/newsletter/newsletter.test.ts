// The newsletter block over HTTP: sign-up with double opt-in (the confirmation email, the link), refusals, and the plain post.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from '../forms/forms-app.js';
import { seedForms, type FormsFixture } from '../forms/forms-fixture.js';

let db: Database;
let app: Express;
let fixture: FormsFixture;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedForms(db.knex);
  await db.knex(TABLES.pages).insert({
    website_id: fixture.websiteId,
    url_id: 'letters',
    page_type: 2,
    title: 'Letters',
    content: {
      blocks: [{ type: 'newsletter', title: 'Harbor Letters', mailingListId: fixture.mailingListId }],
    },
  });
  app = formsApp(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit('/letters');
  return browser;
}

const subscribed = (email: string) =>
  db.knex(TABLES.mailingListSubscribers).where({ mailing_list_id: fixture.mailingListId, email }).first();

function linkIn(text: string): string {
  const match = /http:\/\/[^/\s]+(\/newsletter\/confirm\?token=[A-Za-z0-9_-]{32})/.exec(text);
  expect(match).not.toBeNull();
  return match![1];
}

describe(`newsletter sign-up (${testDatabaseKind()})`, () => {
  it('renders the block as a form posting to /newsletter with the crumb', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.visit('/letters');
    expect(page.text).toContain('<tessera-island name="newsletter"');
    const form = /<form class="newsletter__form"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(form).toContain('id="newsletter-1-form"');
    expect(form).toContain('action="/newsletter"');
    expect(form).toContain('method="post"');
    expect(page.text).toContain(
      `name="crumb" value="${browser.cookies.get('crumb')}" form="newsletter-1-form"`,
    );
  });

  it('emails a confirmation link and subscribes only once it is followed, once', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', '/api/newsletter/subscribe', {
      body: { email: ' June@Example.com ', mailingListId: fixture.mailingListId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Almost done! Check your inbox for a link to confirm your subscription.',
    });
    expect(await subscribed('june@example.com')).toBeUndefined();
    const mail = await db.knex(TABLES.mailOutbox).where({ to_address: 'june@example.com' }).first();
    expect(mail.subject).toBe('Confirm your subscription to Harbor Letters');
    const link = linkIn(mail.body_text);
    const confirmed = await request(app).get(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('june@example.com is now subscribed to Harbor Letters. Thank you!');
    expect(await subscribed('june@example.com')).toMatchObject({
      status: 'subscribed',
      source: 'newsletter-block',
    });
    const again = await request(app).get(link);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This confirmation link is not valid or has expired. Please sign up again.');
  });

  it('sends no second email to an address already subscribed', async () => {
    await db.knex(TABLES.mailingListSubscribers).insert({
      website_id: fixture.websiteId,
      mailing_list_id: fixture.mailingListId,
      email: 'sam@example.com',
    });
    const browser = await visitor();
    const res = await browser.send('POST', '/api/newsletter/subscribe', {
      body: { email: 'sam@example.com' },
    });
    expect(res.status).toBe(200);
    expect(await db.knex(TABLES.mailOutbox).where({ to_address: 'sam@example.com' })).toEqual([]);
  });

  it('answers 400 with the email field flagged for a blank or invalid address', async () => {
    const browser = await visitor();
    const blank = await browser.send('POST', '/api/newsletter/subscribe', { body: { email: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ email: 'Required' });
    const invalid = await browser.send('POST', '/api/newsletter/subscribe', { body: { email: 'june@' } });
    expect(invalid.body.fields).toEqual({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
    });
  });

  it('refuses an unknown or expired link with 404', async () => {
    expect((await request(app).get('/newsletter/confirm?token=nope')).status).toBe(404);
    expect((await request(app).get(`/newsletter/confirm?token=${'a'.repeat(32)}`)).status).toBe(404);
  });

  it('signs up with JavaScript off and comes back to the page with the outcome', async () => {
    const browser = await visitor();
    const crumb = browser.cookies.get('crumb') ?? '';
    const post = (email: string) =>
      browser.send('POST', '/newsletter', {
        body: {
          crumb,
          email,
          formId: 'newsletter-1',
          mailingListId: fixture.mailingListId,
          'tessera-return-to': '/letters',
        },
        form: true,
        crumb: false,
      });
    const ok = await post('priya@example.com');
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe(
      '/letters?newsletter=check-email&newsletterForm=newsletter-1#newsletter-1',
    );
    const page = await browser.visit('/letters?newsletter=check-email&newsletterForm=newsletter-1');
    expect(page.text).toContain('Almost done! Check your inbox for a link to confirm your subscription.');
    const bad = await post('not-an-email');
    expect(bad.headers.location).toBe(
      '/letters?newsletter=invalid-email&newsletterForm=newsletter-1#newsletter-1',
    );
    const shown = await browser.visit('/letters?newsletter=invalid-email&newsletterForm=newsletter-1');
    expect(shown.text).toContain(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
  });

  it("answers 404 'This form has not been configured yet.' on a website without a mailing list", async () => {
    await db.knex(TABLES.mailingLists).where({ website_id: fixture.websiteId }).delete();
    const browser = await visitor();
    const res = await browser.send('POST', '/api/newsletter/subscribe', {
      body: { email: 'ada@example.com' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This form has not been configured yet.');
  });
});
