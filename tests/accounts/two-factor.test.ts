// Two-factor sign-in over HTTP: setting up an authenticator app, the code after the password, replayed and wrong codes, recovery codes once, new codes, turning it off, and a website that requires it.
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../domain/owner-account-rules.js';
import { ROLE } from '../../domain/roles.js';
import { TABLES } from '../../server/db/tables.js';
import { setCookie } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  freshBrowser,
  nextCode,
  PASSWORD,
  signedInOwner,
  signIn,
  turnOnTwoFactor,
  useAccountsSuite,
} from './accounts-suite.js';

const suite = useAccountsSuite();

const WRONG_CODE = { error: 'invalid-code', message: TWO_FACTOR_MESSAGES.codeWrong };
const EXPIRED = { error: 'sign-in-expired', message: TWO_FACTOR_MESSAGES.signInExpired };

/** A new owner with two-factor on, signed out: their email, secret and recovery codes. */
async function ownerWithTwoFactor(role: number = ROLE.admin) {
  const owner = await signedInOwner(suite, role);
  const twoFactor = await turnOnTwoFactor(owner.browser);
  await owner.browser.send('DELETE', '/api/owner/session');
  return { ...owner, ...twoFactor };
}

/** Signs in with the password (expecting the code step), then sends `code`; the answer. */
async function signInWithCode(email: string, code: string) {
  const browser = await freshBrowser(suite.app);
  expect((await signIn(browser, email)).status).toBe(202);
  const res = await browser.send('POST', '/api/owner/session/two-factor', { body: { code } });
  return { browser, res };
}

describe(`two-factor sign-in (${testDatabaseKind()})`, () => {
  it('is set up with a QR code and a code from the app, and gives ten recovery codes shown once', async () => {
    const { id, browser } = await signedInOwner(suite);
    const setup = await browser.send('POST', '/api/owner/profile/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qr.size).toBeGreaterThanOrEqual(21);
    expect(setup.body.qr.path).toMatch(/^M0 0h7v1h-7z/);
    // Nothing is on until a code from the new secret is right.
    expect((await browser.send('GET', '/api/owner/profile')).body.twoFactor).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const wrong = await browser.send('POST', '/api/owner/profile/two-factor', { body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ code: TWO_FACTOR_MESSAGES.setupCodeWrong });

    const enabled = await browser.send('POST', '/api/owner/profile/two-factor', {
      body: { code: await nextCode(setup.body.secret) },
    });
    expect(enabled.status).toBe(201);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await browser.send('GET', '/api/owner/profile')).body.twoFactor).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const stored = await suite.db
      .knex(TABLES.ownerRecoveryCodes)
      .where({ account_id: id })
      .select('code_hash');
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((code) => code.replace(/-/g, ''))).not.toContain(code_hash);
    }
    expect((await browser.send('POST', '/api/owner/profile/two-factor/setup')).status).toBe(409);
  });

  it('asks for the code after the password, and signs in only once the code is right', async () => {
    const owner = await ownerWithTwoFactor();
    const browser = await freshBrowser(suite.app);
    const first = await signIn(browser, owner.email);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.codeNeeded });
    expect(setCookie(first, 'owner_session')).toBeUndefined();
    const waiting = setCookie(first, 'owner_sign_in');
    expect(waiting?.attributes).toMatch(/HttpOnly/i);
    expect(waiting?.attributes).toMatch(/Path=\/api\/owner\/session/i);
    // A password alone is not a session.
    expect((await browser.send('GET', '/api/owner/session')).status).toBe(401);
    expect((await browser.send('GET', '/api/owner/website')).status).toBe(401);

    const wrong = await browser.send('POST', '/api/owner/session/two-factor', { body: { code: '123456' } });
    expect(wrong).toMatchObject({ status: 401, body: WRONG_CODE });

    const right = await browser.send('POST', '/api/owner/session/two-factor', {
      body: { code: await nextCode(owner.secret) },
    });
    expect(right.status).toBe(200);
    expect(right.body.account).toMatchObject({ id: owner.id, email: owner.email });
    expect(setCookie(right, 'owner_session')?.attributes).toMatch(/HttpOnly/i);
    expect((await browser.send('GET', '/api/owner/session')).status).toBe(200);
    // The waiting sign-in is spent: its cookie cannot finish another.
    const again = await browser.send('POST', '/api/owner/session/two-factor', { body: { code: '123456' } });
    expect(again).toMatchObject({ status: 401, body: EXPIRED });
  });

  it('refuses a code that was already used, within its window', async () => {
    const owner = await ownerWithTwoFactor();
    const code = await nextCode(owner.secret);
    expect((await signInWithCode(owner.email, code)).res.status).toBe(200);
    const replayed = await signInWithCode(owner.email, code);
    expect(replayed.res).toMatchObject({ status: 401, body: WRONG_CODE });
    expect((await replayed.browser.send('GET', '/api/owner/session')).status).toBe(401);
  });

  it('takes a recovery code instead, once', async () => {
    const owner = await ownerWithTwoFactor();
    const [code] = owner.recoveryCodes;
    const used = await signInWithCode(owner.email, ` ${code.toUpperCase()} `);
    expect(used.res.status).toBe(200);
    expect((await used.browser.send('GET', '/api/owner/profile')).body.twoFactor.recoveryCodesLeft).toBe(9);
    expect((await signInWithCode(owner.email, code)).res).toMatchObject({ status: 401, body: WRONG_CODE });
  });

  it('makes new recovery codes with the password, and the old ones stop working', async () => {
    const owner = await ownerWithTwoFactor();
    const { browser } = await signInWithCode(owner.email, owner.recoveryCodes[0]);
    const refused = await browser.send('POST', '/api/owner/profile/two-factor/recovery-codes', {
      body: { password: 'not my password' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ password: 'This is not your current password.' });
    const renewed = await browser.send('POST', '/api/owner/profile/two-factor/recovery-codes', {
      body: { password: PASSWORD },
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => owner.recoveryCodes.includes(code))).toBe(false);
    expect((await signInWithCode(owner.email, owner.recoveryCodes[1])).res.status).toBe(401);
    expect((await signInWithCode(owner.email, fresh[0])).res.status).toBe(200);
  });

  it('drops a waiting sign-in after five wrong codes: the password is needed again', async () => {
    const owner = await ownerWithTwoFactor();
    const browser = await freshBrowser(suite.app);
    expect((await signIn(browser, owner.email)).status).toBe(202);
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await browser.send('POST', '/api/owner/session/two-factor', { body: { code: '999999' } });
      expect(res.status).toBe(401);
    }
    const late = await browser.send('POST', '/api/owner/session/two-factor', {
      body: { code: await nextCode(owner.secret) },
    });
    expect(late).toMatchObject({ status: 401, body: EXPIRED });
  });

  it('is turned off with the password, and sign-in asks for no code after', async () => {
    const owner = await ownerWithTwoFactor();
    const { browser } = await signInWithCode(owner.email, owner.recoveryCodes[0]);
    const wrong = await browser.send('POST', '/api/owner/profile/two-factor/disable', {
      body: { password: 'nope nope nope' },
    });
    expect(wrong.status).toBe(400);
    const off = await browser.send('POST', '/api/owner/profile/two-factor/disable', {
      body: { password: PASSWORD },
    });
    expect(off.status).toBe(204);
    expect(await suite.db.knex(TABLES.ownerRecoveryCodes).where({ account_id: owner.id })).toEqual([]);
    expect((await signIn(await freshBrowser(suite.app), owner.email)).status).toBe(200);
  });

  it('can be required of everyone on the website: members without it must set it up before anything else', async () => {
    const admin = await signedInOwner(suite, ROLE.admin);
    const editor = await signedInOwner(suite, ROLE.editor);
    const refused = await admin.browser.send('PUT', '/api/owner/two-factor-policy', {
      body: { required: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('two-factor-first');

    await turnOnTwoFactor(admin.browser);
    const required = await admin.browser.send('PUT', '/api/owner/two-factor-policy', {
      body: { required: true },
    });
    expect(required).toMatchObject({ status: 200, body: { required: true } });
    // The admin, who uses it, carries on.
    expect((await admin.browser.send('GET', '/api/owner/pages')).status).toBe(200);

    // The editor's next editor load is sent to set it up; nothing else is let through meanwhile.
    const website = await editor.browser.send('GET', '/api/owner/website');
    expect(website.status).toBe(200);
    expect(website.body.twoFactorSetupNeeded).toBe(true);
    expect(await editor.browser.send('GET', '/api/owner/pages')).toMatchObject({
      status: 403,
      body: { error: 'two-factor-setup-needed', message: TWO_FACTOR_MESSAGES.setupNeeded },
    });
    expect((await editor.browser.send('GET', '/api/owner/profile')).status).toBe(200);
    await turnOnTwoFactor(editor.browser);
    expect((await editor.browser.send('GET', '/api/owner/website')).body.twoFactorSetupNeeded).toBe(false);
    expect((await editor.browser.send('GET', '/api/owner/pages')).status).toBe(200);

    const relaxed = await admin.browser.send('PUT', '/api/owner/two-factor-policy', {
      body: { required: false },
    });
    expect(relaxed.body).toEqual({ required: false });
  });
});

describe('wrong two-factor codes are limited like passwords', () => {
  const limited = useAccountsSuite();

  /** Sends `count` wrong codes from `address`, signing in again with the password whenever the waiting sign-in was dropped. */
  async function wrongCodes(email: string, address: string, count: number) {
    const browser = await freshBrowser(limited.app, address);
    let last;
    for (let sent = 0; sent < count; sent++) {
      if (sent % 5 === 0) expect((await signIn(browser, email)).status).toBe(202);
      last = await browser.send('POST', '/api/owner/session/two-factor', { body: { code: '000000' } });
    }
    return { browser, last: last! };
  }

  it('answers 429 with the wait after 10 wrong codes from one address, and after 20 at one account from any', async () => {
    const owner = await signedInOwner(limited, ROLE.admin);
    const { secret } = await turnOnTwoFactor(owner.browser);

    const { browser, last } = await wrongCodes(owner.email, '127.0.0.2', 10);
    expect(last.status).toBe(401);
    expect((await signIn(browser, owner.email)).status).toBe(202);
    const blocked = await browser.send('POST', '/api/owner/session/two-factor', {
      body: { code: await nextCode(secret) },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: 'rate-limited',
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // Ten more from a second address: the account has had twenty, so a third address is refused too.
    expect((await wrongCodes(owner.email, '127.0.0.3', 10)).last.status).toBe(401);
    const third = await freshBrowser(limited.app, '127.0.0.4');
    expect((await signIn(third, owner.email)).status).toBe(202);
    const refused = await third.send('POST', '/api/owner/session/two-factor', {
      body: { code: await nextCode(secret) },
    });
    expect(refused.status).toBe(429);
  });
});
