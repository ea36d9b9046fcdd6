// Each website's ALTCHA signing secret: derived from the server's key when one is configured, else generated once and stored.
import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/**
 * The HMAC secret `websiteId`'s challenges are signed with. With a server key it is
 * HMAC-SHA-256(serverKey, websiteId), so no website can verify another's challenges; without one
 * a random secret is stored in CAPTCHA_KEYS on first use (the first writer wins, so two app
 * servers starting together agree).
 */
export async function altchaSecret(
  db: Knex,
  websiteId: string,
  serverKey: string | undefined,
): Promise<string> {
  if (serverKey !== undefined)
    return createHmac('sha256', serverKey).update(`altcha:${websiteId}`).digest('hex');
  const stored = (await db(TABLES.captchaKeys).where({ website_id: websiteId }).first('secret')) as
    { secret: string } | undefined;
  if (stored !== undefined) return stored.secret;
  await db(TABLES.captchaKeys)
    .insert({ website_id: websiteId, secret: randomBytes(32).toString('hex') })
    .onConflict('website_id')
    .ignore();
  const row = (await db(TABLES.captchaKeys).where({ website_id: websiteId }).first('secret')) as {
    secret: string;
  };
  return row.secret;
}
