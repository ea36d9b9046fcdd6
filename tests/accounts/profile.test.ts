// A person's own account over HTTP: the name, a password change (wrong current refused, other sessions end), the list of sessions and "sign out everywhere else", and an email change by a link to the new address.
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../domain/owner-account-rules.js';
import { sha256 } from '../../server/accounts/tokens.js';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { TABLES } from '../../server/db/tables.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  freshBrowser,
  linkIn,
  mailTo,
  newOwner,
  PASSWORD,
  signedInOwner,
  signIn,
  useAccountsSuite,
} from './accounts-suite.js';

const suite = useAccountsSuite();

const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe(`the profile (${testDatabaseKind()})`, () => {
  it('shows who you are and changes your name', async () => {
    const { email, browser } = await signedInOwner(suite, 1, 'ada');
    const profile = await browser.send('GET', '/api/owner/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      account: { email, displayName: 'ada' },
      twoFactor: { enabled: false, recoveryCodesLeft: 0 },
      pendingEmail: null,
    });
    const renamed = await browser.send('PATCH', '/api/owner/profile', {
      body: { displayName: '  Ada Lovelace ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.account.displayName).toBe('Ada Lovelace');
    expect((await browser.send('GET', '/api/owner/session')).body.account.displayName).toBe('Ada Lovelace');
  });

  it('is for people signed in: nobody and API keys get 401', async () => {
    const visitor = await freshBrowser(suite.app);
    expect((await visitor.send('GET', '/api/owner/profile')).status).toBe(401);
    const { key } = await createApiKey(suite.db.knex, {
      websiteId: suite.fixture.websiteId,
      name: 'script',
      scopes: ['website:read'],
      createdByAccountId: null,
    });
    const keyed = await visitor.send('GET', '/api/owner/profile/sessions', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(keyed.status).toBe(401);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password and a short new one, then ends every other session', async () => {
    const owner = await newOwner(suite);
    const here = await freshBrowser(suite.app);
    const elsewhere = await freshBrowser(suite.app);
    expect((await signIn(here, owner.email)).status).toBe(200);
    expect((await signIn(elsewhere, owner.email)).status).toBe(200);

    const wrong = await here.send('POST', '/api/owner/profile/password', {
      body: { currentPassword: 'not the password', newPassword: 'a brand new password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: PROFILE_MESSAGES.currentPasswordWrong });
    const short = await here.send('POST', '/api/owner/profile/password', {
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields.newPassword).toBe('Passwords must have at least 8 characters.');
    // Nothing changed: the other browser is still signed in.
    expect((await elsewhere.send('GET', '/api/owner/session')).status).toBe(200);

    const changed = await here.send('POST', '/api/owner/profile/password', {
      body: { currentPassword: PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: PROFILE_MESSAGES.passwordChanged, endedSessions: 1 });
    expect((await elsewhere.send('GET', '/api/owner/session')).status).toBe(401);
    expect((await here.send('GET', '/api/owner/session')).status).toBe(200);
    expect((await signIn(await freshBrowser(suite.app), owner.email, PASSWORD)).status).toBe(401);
    expect((await signIn(await freshBrowser(suite.app), owner.email, 'a brand new password')).status).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  it('lists where you are signed in, this one marked, and signs out everywhere else', async () => {
    const owner = await newOwner(suite);
    const laptop = await freshBrowser(suite.app);
    const phone = await freshBrowser(suite.app);
    expect((await signIn(laptop, owner.email, PASSWORD, { 'User-Agent': FIREFOX })).status).toBe(200);
    expect((await signIn(phone, owner.email, PASSWORD, { 'User-Agent': PHONE })).status).toBe(200);

    const listed = await laptop.send('GET', '/api/owner/profile/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as { device: string; current: boolean; lastSeenAt: string }[];
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox on macOS', current: true },
      { device: 'Safari on iPhone', current: false },
    ]);
    for (const session of sessions)
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);

    const ended = await laptop.send('DELETE', '/api/owner/profile/other-sessions');
    expect(ended).toMatchObject({ status: 200, body: { ended: 1 } });
    expect(await phone.send('GET', '/api/owner/website')).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated' },
    });
    expect((await laptop.send('GET', '/api/owner/website')).status).toBe(200);
    expect((await laptop.send('GET', '/api/owner/profile/sessions')).body.sessions).toHaveLength(1);
  });
});

describe('changing the email', () => {
  it('mails a link to the new address and a notice to the old one; the link changes the email, once', async () => {
    const owner = await signedInOwner(suite);
    const newEmail = `moved-${owner.id.slice(0, 8)}@example.com`;
    const wrong = await owner.browser.send('POST', '/api/owner/profile/email', {
      body: { email: newEmail, password: 'not it at all' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: PROFILE_MESSAGES.currentPasswordWrong });

    const asked = await owner.browser.send('POST', '/api/owner/profile/email', {
      body: { email: ` ${newEmail.toUpperCase()} `, password: PASSWORD },
      headers: { Host: SITE_HOST },
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(PROFILE_MESSAGES.emailChangeSent(newEmail));
    // Nothing changes until the link is opened.
    expect((await owner.browser.send('GET', '/api/owner/session')).body.account.email).toBe(owner.email);
    expect((await owner.browser.send('GET', '/api/owner/profile')).body.pendingEmail).toBe(newEmail);

    const confirmMail = await mailTo(suite, newEmail, 'Confirm your new Tessera email');
    expect(confirmMail.website_id).toBeNull();
    const link = linkIn(confirmMail.body_text, '/config/confirm-email');
    expect(link.origin).toBe(`https://${SITE_HOST}`);
    const token = link.searchParams.get('token')!;
    const [stored] = await suite.db.knex(TABLES.ownerEmailChanges).where({ account_id: owner.id });
    expect(stored.id).toBe(sha256(token));
    expect(new Date(stored.expires_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const notice = await mailTo(suite, owner.email, 'Your Tessera email is being changed');
    expect(notice.body_text).toContain(newEmail);
    expect(notice.body_text).not.toContain(token);

    // The link is opened in another browser, signed in or not.
    const opened = await (
      await freshBrowser(suite.app)
    ).send('POST', '/api/owner/email-change/confirm', {
      body: { token },
    });
    expect(opened).toMatchObject({ status: 200, body: { message: PROFILE_MESSAGES.emailChanged(newEmail) } });
    expect((await owner.browser.send('GET', '/api/owner/session')).body.account.email).toBe(newEmail);
    expect((await signIn(await freshBrowser(suite.app), newEmail)).status).toBe(200);
    expect((await signIn(await freshBrowser(suite.app), owner.email)).status).toBe(401);

    const twice = await (
      await freshBrowser(suite.app)
    ).send('POST', '/api/owner/email-change/confirm', {
      body: { token },
    });
    expect(twice).toMatchObject({
      status: 410,
      body: { error: 'email-link-invalid', message: PROFILE_MESSAGES.emailChangeInvalid },
    });
  });

  it('refuses an address another account uses, and its own address', async () => {
    const owner = await signedInOwner(suite);
    const other = await newOwner(suite);
    const taken = await owner.browser.send('POST', '/api/owner/profile/email', {
      body: { email: other.email, password: PASSWORD },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'email-taken' } });
    const same = await owner.browser.send('POST', '/api/owner/profile/email', {
      body: { email: owner.email, password: PASSWORD },
    });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({ email: PROFILE_MESSAGES.sameEmail });
  });

  it('is cancelled by a new password: the link no longer works', async () => {
    const owner = await signedInOwner(suite);
    await owner.browser.send('POST', '/api/owner/profile/email', {
      body: { email: `cancelled-${owner.id.slice(0, 8)}@example.com`, password: PASSWORD },
    });
    const token = linkIn(
      (await mailTo(suite, `cancelled-${owner.id.slice(0, 8)}@example.com`, /Confirm/)).body_text,
      '/config/confirm-email',
    ).searchParams.get('token')!;
    await owner.browser.send('POST', '/api/owner/profile/password', {
      body: { currentPassword: PASSWORD, newPassword: 'another long password' },
    });
    const late = await (
      await freshBrowser(suite.app)
    ).send('POST', '/api/owner/email-change/confirm', {
      body: { token },
    });
    expect(late.status).toBe(410);
  });
});
