// Site users (visitors' accounts): sign-up, sign-in with an XSRF token and login hooks, sign-out, language.
import type { Knex } from 'knex';
import { emailTaken, invalidCredentials, isUniqueViolation } from '../account-errors.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { BROWSER_SESSION_TTL_MS, REMEMBERED_SESSION_TTL_MS } from '../sessions/cookies.js';
import { endSession, findSession, startSession } from '../sessions/service.js';
import { randomToken } from '../tokens.js';
import { onSiteUserLogin, onSiteUserLogout, type BrowserCookies } from './hooks.js';
import {
  findSiteUserByEmail,
  findSiteUserById,
  insertSiteUser,
  updateSiteUser,
  type SiteUserRow,
} from './store.js';

/** A site user as routes show them. */
export interface SiteUser {
  id: string;
  email: string;
  language: string | null;
}

/**
 * Creates a site user of `websiteId`. 409 'An account with this email already exists.' when the
 * email has an account there, even one made at checkout without a password: claiming that one
 * needs a proof of the email, not a sign-up.
 */
export async function signUpSiteUser(
  db: Knex,
  { websiteId, email, password }: { websiteId: string; email: string; password: string },
): Promise<SiteUser> {
  if ((await findSiteUserByEmail(db, websiteId, email)) !== undefined) throw emailTaken();
  const password_hash = await hashPassword(password);
  try {
    return toSiteUser(await insertSiteUser(db, { website_id: websiteId, email, password_hash }));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** What {@link signInSiteUser} needs. */
export interface SiteUserSignIn {
  websiteId: string;
  email: string;
  password: string;
  rememberMe: boolean;
  /** The site-user session token the browser had, deleted so a planted one is worth nothing. */
  previousToken: string | undefined;
  cookies: BrowserCookies;
  guestCartToken: string | undefined;
}

/** A signed-in site user with their new session token and XSRF token. */
export interface SiteUserSession {
  siteUser: SiteUser;
  token: string;
  xsrfToken: string;
  ttlMs: number;
}

/**
 * Checks the credentials and starts a new session holding a new XSRF token; login hooks run in the
 * same transaction. 401 'Email or password is incorrect.' either way it fails.
 */
export async function signInSiteUser(db: Knex, input: SiteUserSignIn): Promise<SiteUserSession> {
  const row = await findSiteUserByEmail(db, input.websiteId, input.email);
  if (!(await verifyPassword(row?.password_hash, input.password)) || row === undefined)
    throw invalidCredentials();
  return openSiteUserSession(db, row, input);
}

/**
 * Signs in the site user of `websiteId` whose email another party verified (single sign-on),
 * creating the account (without a password) the first time; the same session, XSRF token and
 * login hooks as a password sign-in.
 */
export async function signInVerifiedSiteUser(
  db: Knex,
  input: Omit<SiteUserSignIn, 'password'>,
): Promise<SiteUserSession & { created: boolean }> {
  let row = await findSiteUserByEmail(db, input.websiteId, input.email);
  let created = false;
  if (row === undefined) {
    try {
      row = await insertSiteUser(db, {
        website_id: input.websiteId,
        email: input.email,
        password_hash: null,
      });
      created = true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      row = await findSiteUserByEmail(db, input.websiteId, input.email);
      if (row === undefined) throw error;
    }
  }
  return { ...(await openSiteUserSession(db, row, input)), created };
}

async function openSiteUserSession(
  db: Knex,
  row: SiteUserRow,
  input: Omit<SiteUserSignIn, 'email' | 'password'>,
): Promise<SiteUserSession> {
  const { websiteId, rememberMe } = input;
  const ttlMs = rememberMe ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS;
  const xsrfToken = randomToken(32);
  return db.transaction(async (trx) => {
    await endSession(trx, input.previousToken);
    const { token } = await startSession(trx, {
      subject: { kind: 'site-user', websiteId, siteUserId: row.id },
      ttlMs,
      data: { xsrfToken, rememberMe },
    });
    await updateSiteUser(trx, websiteId, row.id, { last_login_at: new Date() });
    const { cookies, guestCartToken } = input;
    await onSiteUserLogin(trx, { websiteId, siteUserId: row.id, guestCartToken, cookies });
    return { siteUser: toSiteUser(row), token, xsrfToken, ttlMs };
  });
}

/**
 * Ends the site user's session: logout hooks run first (the cart may clone itself into a guest
 * cart when `cloneCart`), then the row is deleted, in one transaction. Nothing to do without a
 * live session of this website.
 */
export async function signOutSiteUser(
  db: Knex,
  input: { websiteId: string; token: string | undefined; cloneCart: boolean; cookies: BrowserCookies },
): Promise<void> {
  const { websiteId, token, cloneCart, cookies } = input;
  const session = token === undefined ? undefined : await findSession(db, token);
  await db.transaction(async (trx) => {
    const subject = session?.subject;
    if (subject?.kind === 'site-user' && subject.websiteId === websiteId) {
      await onSiteUserLogout(trx, { websiteId, siteUserId: subject.siteUserId, cloneCart, cookies });
    }
    await endSession(trx, token);
  });
}

/** The site user of `websiteId` with this id. */
export async function findSiteUser(db: Knex, websiteId: string, id: string): Promise<SiteUser | undefined> {
  const row = await findSiteUserById(db, websiteId, id);
  return row === undefined ? undefined : toSiteUser(row);
}

/** Sets the language the site user reads the website in. */
export async function setSiteUserLanguage(
  db: Knex,
  { websiteId, siteUserId, language }: { websiteId: string; siteUserId: string; language: string },
): Promise<void> {
  await updateSiteUser(db, websiteId, siteUserId, { language });
}

function toSiteUser(row: SiteUserRow): SiteUser {
  return { id: row.id, email: row.email, language: row.language };
}
