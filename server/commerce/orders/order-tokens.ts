// The link tokens of an order (ORDER_ACCESS_TOKENS): made when a link is given out, kept only as their SHA-256, checked when a link is followed.
import type { Knex } from 'knex';
import { randomToken, sha256 } from '../../accounts/tokens.js';
import { TABLES } from '../../db/tables.js';

/**
 * A new token opening order `orderId` (its status page, its JSON, its downloads), for a link about
 * to be given out: the buyer's answer and confirmation mail, a replay of the order, a later mail,
 * the account page's link. Only its SHA-256 is stored, so it cannot be read back: every link made
 * later gets a token of its own, and all of them keep working.
 */
export async function issueOrderToken(db: Knex, websiteId: string, orderId: string): Promise<string> {
  const token = randomToken(24);
  await db(TABLES.orderAccessTokens).insert({
    website_id: websiteId,
    order_id: orderId,
    token_hash: sha256(token),
  });
  return token;
}

/** Whether `token` (as a visitor sent it) opens order `orderId` of the website. */
export async function opensOrder(
  db: Knex,
  websiteId: string,
  orderId: string,
  token: unknown,
): Promise<boolean> {
  if (typeof token !== 'string' || token === '' || token.length > 200) return false;
  // A lookup by the hash: a guess tells nothing by its timing about the tokens that exist.
  const row = await db(TABLES.orderAccessTokens)
    .where({ website_id: websiteId, token_hash: sha256(token), order_id: orderId })
    .first('order_id');
  return row !== undefined;
}
