// What the account suites share: the owner app on a seeded test database, new owners signed in with a role, codes from an authenticator app, and the mail the outbox holds.
import type { Express } from 'express';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect } from 'vitest';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { ownerApp } from '../owner/owner-app.js';
import { TestBrowser } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase } from '../support/test-database.js';

/** Every test owner's password. */
export const PASSWORD = 'correct horse battery';

/** A suite's database, site and app (set in beforeAll). */
export interface AccountsSuite {
  db: Database;
  fixture: SiteFixture;
  app: Express;
}

/** Registers a fresh database seeded with the small site and the owner app over it, closed after the suite. */
export function useAccountsSuite(): AccountsSuite {
  const suite = {} as AccountsSuite;
  beforeAll(async () => {
    suite.db = await createTestDatabase();
    suite.fixture = await seedSite(suite.db.knex);
    suite.app = ownerApp(suite.db);
  }, 60_000);
  afterAll(() => suite.db?.close());
  return suite;
}

let browsers = 0;

/**
 * A browser that has loaded a page (so it holds the crumb), connecting from `localAddress`, by
 * default a loopback address of its own (127.0.1.x): each browser is another client, as people are,
 * so one test's refused attempts do not count against the next under the per-address limits.
 */
export async function freshBrowser(
  app: Express,
  localAddress = `127.0.1.${(browsers++ % 254) + 1}`,
): Promise<TestBrowser> {
  const browser = new TestBrowser(app, { localAddress });
  await browser.visit('/');
  return browser;
}

let count = 0;

/** A new owner account holding `role` on the suite's website (none when null), not signed in. */
export async function newOwner(
  suite: AccountsSuite,
  role: number | null = 1,
  name = 'owner',
): Promise<{ id: string; email: string }> {
  count += 1;
  const email = `${name}-${count}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { id } = await createOwnerAccount(suite.db.knex, { email, password: PASSWORD, displayName: name });
  if (role !== null)
    await addMembership(suite.db.knex, { websiteId: suite.fixture.websiteId, accountId: id, role });
  return { id, email };
}

/** Signs `browser` in with the password; the answer (200 signed in, 202 a code is needed). */
export function signIn(
  browser: TestBrowser,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  return browser.send('POST', '/api/owner/session', { body: { email, password }, headers });
}

/** A new owner holding `role`, and a browser signed in as them. */
export async function signedInOwner(
  suite: AccountsSuite,
  role: number | null = 1,
  name = 'owner',
): Promise<{ id: string; email: string; browser: TestBrowser }> {
  const owner = await newOwner(suite, role, name);
  const browser = await freshBrowser(suite.app);
  expect((await signIn(browser, owner.email)).status).toBe(200);
  return { ...owner, browser };
}

/**
 * The code an authenticator app shows half a minute from now: of a later time step than any code
 * typed before in the test (the server takes one step either side of its clock, and each step once).
 */
export function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** The code an authenticator app shows now. */
export function currentCode(secret: string): Promise<string> {
  return generate({ secret });
}

/** Turns two-factor on for the signed-in `browser` as a person would; the secret and the recovery codes. */
export async function turnOnTwoFactor(
  browser: TestBrowser,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await browser.send('POST', '/api/owner/profile/two-factor/setup');
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const enabled = await browser.send('POST', '/api/owner/profile/two-factor', {
    body: { code: await currentCode(secret) },
  });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(201);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** The newest mail to `to` with `subject` in the outbox. */
export async function mailTo(
  suite: AccountsSuite,
  to: string,
  subject: string | RegExp,
): Promise<{ body_text: string; body_html: string; website_id: string | null }> {
  const mails = (await suite.db
    .knex(TABLES.mailOutbox)
    .where({ to_address: to })
    .orderBy('created_at', 'desc')) as {
    subject: string;
    body_text: string;
    body_html: string;
    website_id: string | null;
  }[];
  const mail = mails.find((one) =>
    typeof subject === 'string' ? one.subject === subject : subject.test(one.subject),
  );
  expect(mail, `a mail to ${to} about ${String(subject)}`).toBeDefined();
  return mail!;
}

/** The link in a mail's text that starts with `path` (`/config/invitation`), as a URL. */
export function linkIn(text: string, path: string): URL {
  const link = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=\\S+`).exec(text)?.[0];
  expect(link, text).toBeDefined();
  return new URL(link!);
}
