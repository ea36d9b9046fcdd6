// The newsletter promotion popup over HTTP on the real app: the owner switches it on (owner API), every page then carries the island (never the popup's own page), 104 shows its content, and sign-ups pass the "promo popup" bot check into the chosen list; the owner's donations list.
import type { Challenge } from 'altcha-lib';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../domain/captcha-rules.js';
import { ROLE } from '../../domain/roles.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { solvedPayload } from '../captcha/solve-challenge.js';
import { MemberBrowser, memberApp, pageTypeOf } from '../members/member-browser.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';

const PASSWORD = 'correct horse battery';

let db: Database;
let app: Express;
let fixture: SiteFixture;
let owner: TestBrowser;
let listId = '';

async function signedInOwner(email: string, role: number): Promise<TestBrowser> {
  const { id } = await createOwnerAccount(db.knex, { email, password: PASSWORD });
  await addMembership(db.knex, { websiteId: fixture.websiteId, accountId: id, role });
  const browser = new TestBrowser(app);
  await browser.visit('/about');
  const res = await browser.send('POST', '/api/owner/session', { body: { email, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return browser;
}

async function solvedCaptcha(browser: TestBrowser, action = 'promo-popup'): Promise<string> {
  const res = await browser.send('GET', `/api/captcha/challenge?action=${action}`);
  expect(res.status).toBe(200);
  return solvedPayload(res.body as Challenge);
}

const SETTINGS = {
  enabled: true,
  title: 'Tide pool news',
  text: 'One letter a month <b>no spam</b>.',
  buttonText: 'Join',
  delaySeconds: 3,
};

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSite(db.knex);
  app = memberApp(db);
  const [first] = await db
    .knex(TABLES.mailingLists)
    .insert({ website_id: fixture.websiteId, name: 'General' })
    .returning('id');
  const [chosen] = await db
    .knex(TABLES.mailingLists)
    .insert({ website_id: fixture.websiteId, name: 'Tide pools' })
    .returning('id');
  expect(first.id).not.toBe(chosen.id);
  listId = chosen.id as string;
  owner = await signedInOwner('owner@example.com', ROLE.admin);
}, 60_000);
afterAll(() => db?.close());

describe(`newsletter popup (${testDatabaseKind()})`, () => {
  it('is off by default: no island on pages, and its page says it is not available', async () => {
    const settings = await owner.send('GET', '/api/owner/promo-popup');
    expect(settings.status).toBe(200);
    expect(settings.body.enabled).toBe(false);
    const page = await new MemberBrowser(app).get('/about');
    expect(page.text).not.toContain('name="promo-popup"');
    const popupPage = await new MemberBrowser(app).get('/newsletter/popup');
    expect(popupPage.status).toBe(404);
    expect(pageTypeOf(popupPage.text)).toBe(104);
  });

  it('refuses a mailing list of no website and a delay out of range, with messages per field', async () => {
    const res = await owner.send('PUT', '/api/owner/promo-popup', {
      body: { ...SETTINGS, mailingListId: '7d0c3f1e-0000-4000-8000-000000000000', delaySeconds: 3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ mailingListId: 'Choose a mailing list of this website.' });
    const delay = await owner.send('PUT', '/api/owner/promo-popup', {
      body: { ...SETTINGS, delaySeconds: 500 },
    });
    expect(delay.status).toBe(400);
    expect(delay.body.fields.delaySeconds).toBe('The delay can be at most 120 seconds.');
  });

  it('switched on, every page carries the island (lazily, after load) and 104 shows its content, escaped', async () => {
    const res = await owner.send('PUT', '/api/owner/promo-popup', {
      body: { ...SETTINGS, mailingListId: listId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ...SETTINGS, mailingListId: listId });
    const page = await new MemberBrowser(app).get('/about');
    expect(page.text).toMatch(/<tessera-island[^>]*name="promo-popup"[^>]*hydrate="idle"/);
    expect(page.text).toContain('Tide pool news');
    // The popup renders nothing on the server: a shared page shows no visitor's state.
    expect(page.text).not.toContain('promo-popup__form');
    const popupPage = await new MemberBrowser(app).get('/newsletter/popup');
    expect(popupPage.status).toBe(200);
    expect(pageTypeOf(popupPage.text)).toBe(104);
    expect(popupPage.text).toContain('<h1 class="system-page__title" id="system-title">Tide pool news</h1>');
    expect(popupPage.text).toContain('One letter a month &lt;b&gt;no spam&lt;/b&gt;.');
    expect(popupPage.text).toContain('action="/newsletter/popup"');
    expect(popupPage.text).not.toContain('name="promo-popup" hydrate="idle"');
  });

  it('signs up through the bot check into the chosen list; refuses a missing or other-action answer and a bad email', async () => {
    const visitor = new TestBrowser(app);
    await visitor.visit('/about');
    const missing = await visitor.send('POST', '/api/newsletter/popup', {
      body: { email: 'sea@example.com' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(CAPTCHA_MESSAGES.required);
    const otherAction = await visitor.send('POST', '/api/newsletter/popup', {
      body: { email: 'sea@example.com', captchaKey: await solvedCaptcha(visitor, 'newsletter-block') },
    });
    expect(otherAction.status).toBe(400);
    const badEmail = await visitor.send('POST', '/api/newsletter/popup', {
      body: { email: 'not-an-email', captchaKey: await solvedCaptcha(visitor) },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields.email).toContain('Email is not valid');

    const ok = await visitor.send('POST', '/api/newsletter/popup', {
      body: { email: 'sea@example.com', captchaKey: await solvedCaptcha(visitor) },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Almost done! Check your inbox for a link to confirm your subscription.');
    const mail = await db.knex(TABLES.mailOutbox).where({ to_address: 'sea@example.com' }).first();
    expect(mail.subject).toBe('Confirm your subscription to Tide pools');
  });

  it('the popup page signs up without the island too, and says when the bot check is missing', async () => {
    const visitor = new MemberBrowser(app);
    const page = await visitor.get('/newsletter/popup');
    const refused = await visitor.browser.send('POST', '/newsletter/popup', {
      body: { email: 'plain@example.com', crumb: visitor.browser.cookies.get('crumb') ?? '' },
      form: true,
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(refused.status).toBe(400);
    expect(pageTypeOf(refused.text)).toBe(104);
    expect(refused.text).toContain(CAPTCHA_MESSAGES.required);
  });

  it('is not shown on its own page, the checkout or the donate page', async () => {
    for (const path of ['/checkout', '/donate']) {
      const page = await new MemberBrowser(app).get(path);
      expect(page.text, path).not.toContain('name="promo-popup"');
    }
  });

  it("lists the website's donations for the owner, newest first; not for a role without the store", async () => {
    await db.knex(TABLES.donations).insert([
      {
        website_id: fixture.websiteId,
        reference: 'D-OLDER',
        amount_cents: 500,
        donor_name: 'Ada',
        donor_email: 'ada@example.com',
        payment_provider: 'test',
        payment_reference: 'test_ch_1',
        card_last4: '4242',
        created_at: new Date('2026-01-01T00:00:00Z'),
      },
      {
        website_id: fixture.websiteId,
        reference: 'D-NEWER',
        amount_cents: 2500,
        donor_name: 'Grace',
        donor_email: 'grace@example.com',
        payment_provider: 'test',
        payment_reference: 'test_ch_2',
        card_last4: '4242',
      },
    ]);
    const res = await owner.send('GET', '/api/owner/donations');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.donations.map((row: { reference: string }) => row.reference)).toEqual([
      'D-NEWER',
      'D-OLDER',
    ]);
    expect(res.body.donations[0]).toMatchObject({ amountCents: 2500, currency: 'USD', donorName: 'Grace' });
    const editor = await signedInOwner('editor@example.com', ROLE.editor);
    expect((await editor.send('GET', '/api/owner/donations')).status).toBe(403);
  });
});
