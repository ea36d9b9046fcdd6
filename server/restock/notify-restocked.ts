// Telling the waiting list that a variant is back: oldest first, no more people than units, each person once.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import { enqueueMail } from '../mail/outbox.js';
import { restockedProduct, restockEmail } from './restock-email.js';

/** What notifying one variant did. */
export interface VariantNotified {
  variantId: string;
  notified: number;
  /** People still waiting for it afterwards. */
  waiting: number;
}

/**
 * Notifies the people waiting for one variant, in one transaction: the variant's row is locked and
 * its stock read (so no order can take stock and no other notifier can run for it meanwhile),
 * then the oldest waiting sign-ups, as many as there are units (all of them when unlimited), are
 * marked notified and their emails queued in the outbox. A sign-up is marked in the same
 * transaction as its email is queued, so each person gets exactly one email.
 */
export async function notifyVariant(
  db: Knex,
  websiteId: string,
  variantId: string,
): Promise<VariantNotified> {
  return db.transaction(async (trx) => {
    const variant = (await trx(TABLES.productVariants)
      .where({ website_id: websiteId, id: variantId })
      .forUpdate()
      .first('qty_in_stock', 'unlimited')) as { qty_in_stock: number; unlimited: boolean } | undefined;
    const waiting = () =>
      trx(TABLES.restockSignups)
        .where({ website_id: websiteId, variant_id: variantId })
        .whereNull('notified_at');
    if (variant === undefined) return { variantId, notified: 0, waiting: 0 };
    const units = variant.unlimited ? undefined : Math.max(0, variant.qty_in_stock);
    const chosen =
      units === 0
        ? []
        : ((await waiting()
            .orderBy([{ column: 'created_at' }, { column: 'id' }])
            .modify((query) => {
              if (units !== undefined) query.limit(units);
            })
            .forUpdate()
            .skipLocked()
            .select('id', 'email', 'origin')) as { id: string; email: string; origin: string | null }[]);
    if (chosen.length > 0) {
      const product = await restockedProduct(trx, websiteId, variantId);
      if (product === undefined) return { variantId, notified: 0, waiting: 0 };
      for (const signUp of chosen) {
        await enqueueMail(trx, { websiteId, to: signUp.email, ...restockEmail(product, signUp.origin) });
      }
      await trx(TABLES.restockSignups)
        .where({ website_id: websiteId })
        .whereIn(
          'id',
          chosen.map((signUp) => signUp.id),
        )
        .update({ notified_at: trx.fn.now() });
    }
    const [{ count }] = (await waiting().count({ count: '*' })) as { count: string | number }[];
    return { variantId, notified: chosen.length, waiting: Number(count) };
  });
}

/**
 * Notifies the waiting lists of `variantIds` on `websiteId` after their stock went up (the
 * inventory code calls it after any stock increase commits). Each variant is handled on its own
 * (see {@link notifyVariant}); resolves to the number of people notified in all.
 */
export async function notifyRestocked(db: Knex, websiteId: string, variantIds: string[]): Promise<number> {
  let notified = 0;
  for (const variantId of new Set(variantIds)) {
    notified += (await notifyVariant(db, websiteId, variantId)).notified;
  }
  return notified;
}
