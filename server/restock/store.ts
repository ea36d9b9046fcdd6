// SQL of restock sign-ups: the variant being waited for, the sign-up rows, the mailing list, the site's success text.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A variant with what a sign-up needs to know of its product. */
export interface WaitedVariant {
  variant_id: string;
  product_id: string;
  product_type: number;
  merchandising: Record<string, unknown> | null;
  qty_in_stock: number;
  unlimited: boolean;
  status: string;
}

/** The variant `variantId` of product `productId` on `websiteId`, or undefined. */
export async function findWaitedVariant(
  db: Knex,
  websiteId: string,
  productId: string,
  variantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<WaitedVariant | undefined> {
  const query = db(`${TABLES.productVariants} as v`)
    .join(`${TABLES.products} as p`, function joinProduct() {
      this.on('p.website_id', 'v.website_id').andOn('p.id', 'v.product_id');
    })
    .join(`${TABLES.contentItems} as ci`, function joinItem() {
      this.on('ci.website_id', 'p.website_id').andOn('ci.id', 'p.id');
    })
    .where({ 'v.website_id': websiteId, 'v.id': variantId, 'v.product_id': productId })
    .first(
      'v.id as variant_id',
      'v.product_id',
      'p.product_type',
      'p.merchandising',
      'v.qty_in_stock',
      'v.unlimited',
      'ci.status',
    );
  if (lock) query.forUpdate('v');
  return (await query) as WaitedVariant | undefined;
}

/** The `restock-notifications` commerce preferences (`enabled`, `successText`), or an empty object. */
export async function restockPreferences(db: Knex, websiteId: string): Promise<Record<string, unknown>> {
  const row = (await db(TABLES.commercePreferences)
    .where({ website_id: websiteId, namespace: 'restock-notifications' })
    .first('settings')) as { settings: Record<string, unknown> } | undefined;
  return row?.settings ?? {};
}

/** A sign-up to store. */
export interface NewSignUp {
  websiteId: string;
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
  language?: string;
  siteUserId?: string;
  origin?: string;
}

/**
 * Stores a sign-up: one per email and variant. Signing up again while waiting keeps the place in
 * the queue (a new language or mailing-list wish is kept); signing up again after being notified
 * puts the person back in the queue, at its end.
 */
export async function upsertSignUp(db: Knex, signUp: NewSignUp): Promise<void> {
  await db.raw(
    `insert into "${TABLES.restockSignups}" as s
       (website_id, product_id, variant_id, email, join_mailing_list, language, site_user_id, origin)
     values (?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (website_id, variant_id, email) do update set
       notified_at = null,
       created_at = case when s.notified_at is null then s.created_at else now() end,
       join_mailing_list = s.join_mailing_list or excluded.join_mailing_list,
       language = coalesce(excluded.language, s.language),
       site_user_id = coalesce(excluded.site_user_id, s.site_user_id),
       origin = coalesce(excluded.origin, s.origin)`,
    [
      signUp.websiteId,
      signUp.productId,
      signUp.variantId,
      signUp.email,
      signUp.joinMailingList,
      signUp.language ?? null,
      signUp.siteUserId ?? null,
      signUp.origin ?? null,
    ],
  );
}

/**
 * Adds `email` to the product's mailing list (its `mailingListId`, else the website's oldest list)
 * as subscribed, from a restock sign-up; re-subscribes someone who had left. No list: nothing.
 */
export async function joinMailingList(
  db: Knex,
  websiteId: string,
  mailingListId: unknown,
  email: string,
  siteUserId?: string,
): Promise<void> {
  const lists = db(TABLES.mailingLists).where({ website_id: websiteId });
  const list =
    (await (typeof mailingListId === 'string'
      ? lists.clone().where({ id: mailingListId }).first('id')
      : undefined)) ??
    (await lists
      .clone()
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .first('id'));
  if (list === undefined) return;
  await db(TABLES.mailingListSubscribers)
    .insert({
      website_id: websiteId,
      mailing_list_id: (list as { id: string }).id,
      email,
      status: 'subscribed',
      source: 'restock-signup',
      site_user_id: siteUserId ?? null,
    })
    .onConflict(['website_id', 'mailing_list_id', 'email'])
    .merge({ status: 'subscribed', unsubscribed_at: null });
}
