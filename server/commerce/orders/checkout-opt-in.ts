// The checkout's mailing-list opt-in: a buyer who ticked it joins the store's chosen list, in the order's transaction.
import type { Knex } from 'knex';
import type { CheckoutOptIn } from '../../../domain/owner-api/store-merchandising.js';
import { TABLES } from '../../db/tables.js';
import { subscribe } from '../../newsletter/store.js';

/** How the members table names where these sign-ups came from. */
export const CHECKOUT_SOURCE = 'checkout';

/**
 * Subscribes `email` to the opt-in's list (again, when they had unsubscribed), as the newsletter
 * does. Nothing when the store's opt-in is off or its list is gone: the order still goes through.
 */
export async function joinCheckoutList(
  trx: Knex,
  websiteId: string,
  optIn: CheckoutOptIn,
  email: string,
): Promise<void> {
  if (!optIn.enabled || optIn.mailingListId === null) return;
  const list = await trx(TABLES.mailingLists)
    .where({ website_id: websiteId, id: optIn.mailingListId })
    .first('id');
  if (list === undefined) return;
  await subscribe(trx, websiteId, optIn.mailingListId, email, CHECKOUT_SOURCE);
}
