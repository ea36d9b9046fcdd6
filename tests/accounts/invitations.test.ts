// Invitations over HTTP: invite by email with a role, the mailed link (seven days, once) accepted with a name and password or by an existing account, refused when expired, used or withdrawn, resent with a new link.
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../domain/website-members.js';
import { ROLE } from '../../domain/roles.js';
import { sha256 } from '../../server/accounts/tokens.js';
import { TABLES } from '../../server/db/tables.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import type { TestBrowser } from '../security/test-browser.js';
import {
  freshBrowser,
  linkIn,
  mailTo,
  newOwner,
  signedInOwner,
  signIn,
  useAccountsSuite,
} from './accounts-suite.js';

const suite = useAccountsSuite();
const INVALID = { error: 'invitation-invalid', message: MEMBER_MESSAGES.invitationInvalid };

let invited = 0;
const newAddress = () => `invited-${++invited}-${Date.now()}@example.com`;

/** Invites `email` as `role` from `admin`'s browser; the answer. */
function invite(admin: TestBrowser, email: string, role: number = ROLE.editor) {
  return admin.send('POST', '/api/owner/invitations', {
    body: { email, role },
    headers: { Host: SITE_HOST },
  });
}

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await mailTo(suite, email, /^You are invited to work on /);
  const link = linkIn(mail.body_text, '/config/invitation');
  expect(link.origin).toBe(`https://${SITE_HOST}`);
  return link.searchParams.get('token')!;
}

describe(`invitations (${testDatabaseKind()})`, () => {
  it('invites by email with a role; the link lets a new person set a name and password and signs them in with that role', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const email = newAddress();
    const created = await invite(admin.browser, ` ${email.toUpperCase()} `);
    expect(created.status).toBe(201);
    expect(created.body.invitation).toMatchObject({
      email,
      role: ROLE.editor,
      invitedBy: admin.email,
      expired: false,
    });
    const expires = Date.parse(created.body.invitation.expiresAt);
    expect(expires).toBeGreaterThan(Date.now() + 7 * 86_400_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    const mail = await mailTo(suite, email, /^You are invited to work on /);
    expect(mail.website_id).toBe(suite.fixture.websiteId);
    expect(mail.body_text).toContain(`${admin.email} invites you to work on`);
    expect(mail.body_text).toContain('as editor');
    const token = await invitationToken(email);
    const [row] = await suite.db.knex(TABLES.ownerInvitations).where({ email });
    expect(row.token_hash).toBe(sha256(token));
    expect((await admin.browser.send('GET', '/api/owner/invitations')).body.invitations).toEqual([
      created.body.invitation,
    ]);

    const person = await freshBrowser(suite.app);
    const details = await person.send('GET', `/api/owner/invitation?token=${encodeURIComponent(token)}`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({
      email,
      role: ROLE.editor,
      roleName: 'Editor',
      websiteTitle: expect.any(String),
      accountExists: false,
      signedInAs: null,
    });
    const missing = await person.send('POST', '/api/owner/invitation/accept', { body: { token } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['displayName', 'password']);

    const accepted = await person.send('POST', '/api/owner/invitation/accept', {
      body: { token, displayName: 'Grace Hopper', password: 'a long new password' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      account: { email, displayName: 'Grace Hopper' },
      role: ROLE.editor,
    });
    const website = await person.send('GET', '/api/owner/website');
    expect(website.status).toBe(200);
    expect(website.body.roles).toEqual([ROLE.editor]);
    expect(website.body.capabilities).toContain('pages:edit');
    expect(website.body.capabilities).not.toContain('commerce:view');
    expect((await person.send('GET', '/api/owner/commerce/products')).status).toBe(403);
    // The password they chose signs them in; the invitation is gone from the open list.
    expect((await signIn(await freshBrowser(suite.app), email, 'a long new password')).status).toBe(200);
    expect((await admin.browser.send('GET', '/api/owner/invitations')).body.invitations).toEqual([]);
    const members = (await admin.browser.send('GET', '/api/owner/members')).body.members as {
      email: string;
    }[];
    expect(members.map((member) => member.email)).toContain(email);

    // Once only.
    const again = await (
      await freshBrowser(suite.app)
    ).send('POST', '/api/owner/invitation/accept', {
      body: { token, displayName: 'Someone', password: 'another long password' },
    });
    expect(again).toMatchObject({ status: 410, body: INVALID });
  });

  it('lets someone with an account accept by signing in as it, and no one else', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const existing = await newOwner(suite, null, 'existing');
    expect((await invite(admin.browser, existing.email, ROLE.storeManager)).status).toBe(201);
    const token = await invitationToken(existing.email);

    const stranger = await freshBrowser(suite.app);
    expect((await stranger.send('GET', `/api/owner/invitation?token=${token}`)).body.accountExists).toBe(
      true,
    );
    const signedOut = await stranger.send('POST', '/api/owner/invitation/accept', {
      body: { token, displayName: 'Thief', password: 'a long new password' },
    });
    expect(signedOut).toMatchObject({
      status: 401,
      body: { error: 'sign-in-to-accept', message: MEMBER_MESSAGES.signInToAccept(existing.email) },
    });
    const other = await signedInOwner(suite, null, 'other');
    const wrongPerson = await other.browser.send('POST', '/api/owner/invitation/accept', { body: { token } });
    expect(wrongPerson).toMatchObject({ status: 403, body: { error: 'invitation-for-another-account' } });

    const browser = await freshBrowser(suite.app);
    expect((await signIn(browser, existing.email)).status).toBe(200);
    expect((await browser.send('GET', '/api/owner/website')).status).toBe(403);
    expect((await browser.send('GET', `/api/owner/invitation?token=${token}`)).body.signedInAs).toBe(
      existing.email,
    );
    const accepted = await browser.send('POST', '/api/owner/invitation/accept', { body: { token } });
    expect(accepted).toMatchObject({ status: 200, body: { role: ROLE.storeManager } });
    const website = await browser.send('GET', '/api/owner/website');
    expect(website.body.roles).toEqual([ROLE.storeManager]);
  });

  it('refuses an expired link, a withdrawn one, and the old link of a resent invitation', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const later = newAddress();
    expect((await invite(admin.browser, later)).status).toBe(201);
    await suite.db
      .knex(TABLES.ownerInvitations)
      .where({ email: later })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expiredToken = await invitationToken(later);
    const person = await freshBrowser(suite.app);
    expect(await person.send('GET', `/api/owner/invitation?token=${expiredToken}`)).toMatchObject({
      status: 410,
      body: INVALID,
    });
    const listed = (await admin.browser.send('GET', '/api/owner/invitations')).body.invitations as {
      id: string;
      email: string;
      expired: boolean;
    }[];
    const expired = listed.find((one) => one.email === later)!;
    expect(expired.expired).toBe(true);

    // Resent: a new link for seven more days; the old one stays dead.
    const resent = await admin.browser.send('POST', `/api/owner/invitations/${expired.id}/resend`, {
      headers: { Host: SITE_HOST },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.invitation.expired).toBe(false);
    const freshToken = await invitationToken(later);
    expect(freshToken).not.toBe(expiredToken);
    expect((await person.send('GET', `/api/owner/invitation?token=${expiredToken}`)).status).toBe(410);
    expect((await person.send('GET', `/api/owner/invitation?token=${freshToken}`)).status).toBe(200);

    // Withdrawn: the link stops working, and the invitation is gone.
    const withdrawn = await admin.browser.send('DELETE', `/api/owner/invitations/${expired.id}`);
    expect(withdrawn.status).toBe(204);
    const refused = await person.send('POST', '/api/owner/invitation/accept', {
      body: { token: freshToken, displayName: 'Late', password: 'a long new password' },
    });
    expect(refused).toMatchObject({ status: 410, body: INVALID });
    expect((await admin.browser.send('DELETE', `/api/owner/invitations/${expired.id}`)).status).toBe(404);
  });

  it('refuses to invite someone who already works here, and lets only an admin invite an admin', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const manager = await signedInOwner(suite, ROLE.websiteManager);
    const member = await newOwner(suite, ROLE.viewer);
    expect(await invite(admin.browser, member.email)).toMatchObject({
      status: 409,
      body: { error: 'already-member', message: MEMBER_MESSAGES.alreadyMember(member.email) },
    });
    expect(await invite(manager.browser, newAddress(), ROLE.admin)).toMatchObject({
      status: 403,
      body: { message: MEMBER_MESSAGES.onlyAdminsForAdmins },
    });
    expect((await invite(manager.browser, newAddress(), ROLE.editor)).status).toBe(201);
    const noRole = await invite(admin.browser, newAddress(), ROLE.none);
    expect(noRole.status).toBe(400);
    expect(noRole.body.fields).toEqual({ role: 'Choose a role.' });
    const editor = await signedInOwner(suite, ROLE.editor);
    expect((await invite(editor.browser, newAddress())).status).toBe(403);
  });
});
