// An owner who forgot the password: the emailed single-use link (one hour, through the outbox), the new password, every session ended.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID,
  PASSWORD_RESET_SENT,
  PASSWORD_RESET_TTL_MS,
} from '../../domain/owner-api/account.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { sha256 } from '../../server/accounts/tokens.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createSecurityApp, createWebsite } from '../security/security-app.js';
import { TestBrowser } from '../security/test-browser.js';
import { seedSite, SITE_HOST } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { ownerApp } from './owner-app.js';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple battery horse';
const INVALID = { error: 'reset-link-invalid', message: PASSWORD_RESET_INVALID };

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedSite(db.knex);
  app = ownerApp(db);
}, 60_000);
afterAll(() => db?.close());

let count = 0;
/** A new owner account of its own for each test. */
async function newOwner(): Promise<{ id: string; email: string }> {
  count += 1;
  const email = `forgetful-${count}@example.com`;
  const { id } = await createOwnerAccount(db.knex, { email, password: OLD_PASSWORD });
  return { id, email };
}

async function browser(): Promise<TestBrowser> {
  const visitor = new TestBrowser(app);
  await visitor.visit('/');
  return visitor;
}

const signIn = async (email: string, password: string) =>
  (await browser()).send('POST', '/api/owner/session', { body: { email, password } });

/** Asks for a link for `email` from the site's host; returns the answer. */
async function askForLink(email: string) {
  return (await browser()).send('POST', '/api/owner/password-reset', {
    body: { email },
    headers: { Host: SITE_HOST },
  });
}

/** The token of the newest reset email sent to `email`, read from the link in MAIL_OUTBOX. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await db
    .knex(TABLES.mailOutbox)
    .where({ to_address: email })
    .orderBy('created_at', 'desc')
    .first();
  const link = /https?:\/\/[^\s]+/.exec(mail.body_text)![0];
  const url = new URL(link);
  // The website's primary domain, over https: never the request's Host.
  expect(url.origin).toBe(`https://${SITE_HOST}`);
  expect(url.pathname).toBe('/config/reset-password');
  return url.searchParams.get('token')!;
}

const confirm = async (token: string, password = NEW_PASSWORD) =>
  (await browser()).send('POST', '/api/owner/password-reset/confirm', { body: { token, password } });

describe(`POST /api/owner/password-reset (${testDatabaseKind()})`, () => {
  it('answers 202 and queues an email with a one-hour link whose token is stored only as a hash', async () => {
    const owner = await newOwner();
    const res = await askForLink(` ${owner.email.toUpperCase()} `);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: PASSWORD_RESET_SENT });

    const mails = await db.knex(TABLES.mailOutbox).where({ to_address: owner.email });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Reset your Tessera password',
      website_id: null,
      sent_at: null,
    });
    const token = await tokenMailedTo(owner.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mails[0].body_html).toContain(`href="https://${SITE_HOST}/config/reset-password?token=${token}"`);

    const [reset] = await db.knex(TABLES.ownerPasswordResets).where({ account_id: owner.id });
    expect(reset.id).toBe(sha256(token));
    expect(reset.used_at).toBeNull();
    const expires = new Date(reset.expires_at).getTime();
    expect(expires).toBeGreaterThan(Date.now() + PASSWORD_RESET_TTL_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PASSWORD_RESET_TTL_MS);
  });

  it('answers the same for an email without an account, and sends and stores nothing', async () => {
    const mailsBefore = await db.knex(TABLES.mailOutbox).count({ n: '*' }).first();
    const resetsBefore = await db.knex(TABLES.ownerPasswordResets).count({ n: '*' }).first();
    const res = await askForLink('nobody-here@example.com');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: PASSWORD_RESET_SENT });
    expect(await db.knex(TABLES.mailOutbox).count({ n: '*' }).first()).toEqual(mailsBefore);
    expect(await db.knex(TABLES.ownerPasswordResets).count({ n: '*' }).first()).toEqual(resetsBefore);
  });

  it('answers 400 naming the email when it is not one', async () => {
    const res = await askForLink('not an email');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'Please enter a valid email.' });
  });

  it('is rate-limited like sign-in: the 11th request from one address in 15 minutes gets 429', async () => {
    const website = await createWebsite(db, 'Limited');
    const limited = createSecurityApp(db, [website]).app;
    const visitor = new TestBrowser(limited);
    await visitor.visit();
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await visitor.send('POST', '/api/owner/password-reset', {
        body: { email: 'a@example.com' },
      });
      expect(res.status).toBe(202);
    }
    const res = await visitor.send('POST', '/api/owner/password-reset', { body: { email: 'a@example.com' } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'rate-limited',
      message: 'Too many password-reset requests. Try again in 15 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});

describe('POST /api/owner/password-reset/confirm', () => {
  it('sets the new password once, ends every session, and refuses the link a second time (410)', async () => {
    const owner = await newOwner();
    const signedIn = await browser();
    expect(
      (
        await signedIn.send('POST', '/api/owner/session', {
          body: { email: owner.email, password: OLD_PASSWORD },
        })
      ).status,
    ).toBe(200);
    await askForLink(owner.email);
    const token = await tokenMailedTo(owner.email);

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PASSWORD_RESET_DONE });
    expect(res.body.message).toBe('Your password has been changed. Sign in with your new password.');

    expect(await db.knex(TABLES.sessions).where({ owner_account_id: owner.id })).toEqual([]);
    expect((await signedIn.send('GET', '/api/owner/session')).status).toBe(401);
    expect((await signIn(owner.email, OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
    const account = await db.knex(TABLES.ownerAccounts).where({ id: owner.id }).first();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);

    const again = await confirm(token, 'yet another password');
    expect(again.status).toBe(410);
    expect(again.body).toEqual(INVALID);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('works for one of two requests at the same time, and the other gets 410', async () => {
    const owner = await newOwner();
    await askForLink(owner.email);
    const token = await tokenMailedTo(owner.email);
    const answers = await Promise.all([
      confirm(token, 'first new password'),
      confirm(token, 'second new password'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const winner = answers[0].status === 200 ? 'first new password' : 'second new password';
    expect((await signIn(owner.email, winner)).status).toBe(200);
  });

  it('drops the account’s older links once one is used', async () => {
    const owner = await newOwner();
    await askForLink(owner.email);
    const older = await tokenMailedTo(owner.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await askForLink(owner.email);
    const newer = await tokenMailedTo(owner.email);
    expect(newer).not.toBe(older);
    expect((await confirm(newer)).status).toBe(200);
    expect((await confirm(older, 'another password')).body).toEqual(INVALID);
    expect(await db.knex(TABLES.ownerPasswordResets).where({ account_id: owner.id })).toHaveLength(1);
  });

  it('refuses an expired link with 410 and keeps the old password', async () => {
    const owner = await newOwner();
    await askForLink(owner.email);
    const token = await tokenMailedTo(owner.email);
    await db
      .knex(TABLES.ownerPasswordResets)
      .where({ id: sha256(token) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await confirm(token);
    expect(res.status).toBe(410);
    expect(res.body).toEqual(INVALID);
    expect((await signIn(owner.email, OLD_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token with 410', async () => {
    expect((await confirm('x'.repeat(43))).body).toEqual(INVALID);
  });

  it('refuses a short password with 400 on the field, and the link still works afterwards', async () => {
    const owner = await newOwner();
    await askForLink(owner.email);
    const token = await tokenMailedTo(owner.email);
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'Passwords must have at least 8 characters.' });
    expect((await confirm(token)).status).toBe(200);
  });
});
