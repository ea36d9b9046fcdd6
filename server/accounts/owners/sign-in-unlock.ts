// The emailed way back in for an address refused at an owner account: the mail with a one-hour, one-use link, and `GET /api/owner/session/unlock` that clears that address's count.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { TABLES } from '../../db/tables.js';
import { enqueueMail } from '../../mail/outbox.js';
import { escapeHtml } from '../../site/render/escape.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { randomToken, sha256 } from '../tokens.js';
import { findOwnerByEmail } from './store.js';

/** The counter prefix of the account-and-address limit (sign-in-limits.ts): its rows are `owner-login-pair:<pair>`. */
export const PAIR_PREFIX = 'owner-login-pair';
/**
 * Unlock links wait in RATE_LIMIT_COUNTERS beside the counters they clear, as
 * `owner-login-unlock:<pair>:<sha256 of the link's token>` (issued at `window_start`), so the
 * feature needs no table of its own; the token itself is never stored.
 */
const UNLOCK_PREFIX = 'owner-login-unlock';
const UNLOCK_TTL_MS = 60 * 60 * 1000;
/** Where the link points, under `/api/owner`. */
export const SIGN_IN_UNLOCK_PATH = '/session/unlock';

/** The unlock link's query. */
export const signInUnlockQuery = z.object({
  pair: z.string().regex(/^[0-9a-f]{64}$/),
  token: z.string().min(1).max(200),
});

/** A new one-use link token that clears the count of `pair`, for an hour; forgets links past their hour. */
export async function issueSignInUnlock(db: Knex, pair: string, now = new Date()): Promise<string> {
  await db(TABLES.rateLimitCounters)
    .where('key', 'like', `${UNLOCK_PREFIX}:%`)
    .andWhere('window_start', '<', new Date(now.getTime() - UNLOCK_TTL_MS))
    .delete();
  const token = randomToken(24);
  await db(TABLES.rateLimitCounters).insert({
    key: `${UNLOCK_PREFIX}:${pair}:${sha256(token)}`,
    window_start: now,
    hits: 0,
  });
  return token;
}

/** Spends the link (once, within its hour) and clears the refused pair's count; false for a used, late or unknown link. */
export async function redeemSignInUnlock(
  db: Knex,
  pair: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const spent = await trx(TABLES.rateLimitCounters)
      .where({ key: `${UNLOCK_PREFIX}:${pair}:${sha256(token)}` })
      .andWhere('window_start', '>=', new Date(now.getTime() - UNLOCK_TTL_MS))
      .delete();
    if (spent === 0) return false;
    await trx(TABLES.rateLimitCounters)
      .where({ key: `${PAIR_PREFIX}:${pair}` })
      .delete();
    return true;
  });
}

/**
 * Mails the owner of `email`, when there is one, that sign-ins at their account from the request's
 * address were refused, with the link that lets that address in again. Nothing is sent for an
 * email without an account, so the refusal says nothing about which accounts exist.
 */
export async function mailSignInUnlock(
  deps: Pick<AppDeps, 'db' | 'config'>,
  req: Request,
  email: string,
  pair: string,
): Promise<void> {
  const db = deps.db.knex;
  const owner = await findOwnerByEmail(db, email);
  if (owner === undefined) return;
  const token = await issueSignInUnlock(db, pair);
  const origin = await publicBaseUrl(deps, req.website);
  const link = `${origin}/api/owner${SIGN_IN_UNLOCK_PATH}?pair=${pair}&token=${encodeURIComponent(token)}`;
  const address = req.ip ?? 'an unknown address';
  const text = [
    `Sign-ins to the Tessera account ${owner.email} from ${address} were refused for 15 minutes after too many wrong passwords.`,
    'Sign-ins from anywhere else are not affected.',
    '',
    'If that was you, this link lets that address try again now (it works once, for one hour):',
    link,
    '',
    'If it was not you, you need do nothing: the password was not accepted. If you think someone knows it, choose a new one.',
  ].join('\n');
  const html =
    `<p>Sign-ins to the Tessera account ${escapeHtml(owner.email)} from ${escapeHtml(address)} were refused for 15 minutes after too many wrong passwords. Sign-ins from anywhere else are not affected.</p>\n` +
    `<p>If that was you, <a href="${escapeHtml(link)}">let that address try again now</a> (the link works once, for one hour).</p>\n` +
    '<p>If it was not you, you need do nothing: the password was not accepted. If you think someone knows it, choose a new one.</p>\n';
  await enqueueMail(db, {
    websiteId: null,
    to: owner.email,
    subject: 'Sign-ins to your Tessera account were paused from one address',
    text,
    html,
  });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${body}</p><p><a href="/config">Go to sign in</a></p></main></body>
</html>
`;
}

/**
 * `GET /api/owner/session/unlock?pair=…&token=…` (the link mailed by {@link mailSignInUnlock}): 200
 * and a page saying the address may sign in again, or 410 for a used, expired or unknown link.
 */
export function createSignInUnlockRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = Router();
  router.get(SIGN_IN_UNLOCK_PATH, async (req, res) => {
    const query = signInUnlockQuery.safeParse(req.query);
    const done = query.success && (await redeemSignInUnlock(deps.db.knex, query.data.pair, query.data.token));
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    if (done)
      res
        .status(200)
        .type('html')
        .send(page('You can sign in again', 'The address that was paused may try again now.'));
    else
      res
        .status(410)
        .type('html')
        .send(page('This link no longer works', 'It was used already, or its hour is over.'));
  });
  return router;
}
