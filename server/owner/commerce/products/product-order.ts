// The order of a store's products (CONTENT_ITEMS.position, which a store's manual order shows): moving one product after or before another, the store's products renumbered from 0 in one transaction.
import type { Knex } from 'knex';
import { RECORD_TYPE } from '../../../../domain/enums.js';
import { OWNER_INPUT_MESSAGE } from '../../../../domain/owner-messages.js';
import { PRODUCT_MESSAGES, type ProductMoveBody } from '../../../../domain/owner-api/products.js';
import { TABLES } from '../../../db/tables.js';
import { badRequest, notFound } from '../../../http/http-error.js';
import { invalidateSiteData } from '../../../site/cache/site-caches.js';
import { recordChange } from '../../api/actor.js';
import type { ProductWriter } from './product-service.js';

/**
 * `ids` (a store's products in their order) with `id` taken out and put back after `afterId`
 * (null: first) or before `beforeId`. Undefined when the target is not among `ids`.
 */
export function movedOrder(ids: readonly string[], id: string, move: ProductMoveBody): string[] | undefined {
  const rest = ids.filter((other) => other !== id);
  let at: number;
  if (move.beforeId !== undefined) at = rest.indexOf(move.beforeId);
  else if (move.afterId === null || move.afterId === undefined) at = 0;
  else {
    const after = rest.indexOf(move.afterId);
    at = after === -1 ? -1 : after + 1;
  }
  if (at === -1) return undefined;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Moves product `id` after or before another product of its store (a target that is the product
 * itself leaves the order as it is). The store's products are locked and renumbered 0, 1, 2…
 * in their current order (position, then creation) with the move applied; only changed rows are
 * written. Answers the product's new position.
 */
export async function moveProduct(
  db: Knex,
  writer: ProductWriter,
  id: string,
  move: ProductMoveBody,
): Promise<{ id: string; position: number }> {
  const websiteId = writer.website.id;
  const target = move.beforeId ?? move.afterId ?? null;
  const position = await db.transaction(async (trx) => {
    const product = (await trx(TABLES.contentItems)
      .where({ website_id: websiteId, id, record_type: RECORD_TYPE['store-item'] })
      .first('collection_id', 'title')) as { collection_id: string; title: string } | undefined;
    if (product === undefined) throw notFound(PRODUCT_MESSAGES.productNotFound);
    const rows = (await trx(TABLES.contentItems)
      .where({ website_id: websiteId, collection_id: product.collection_id })
      // The grid's own order by position (ties by id, as `listProducts` breaks them), so a move
      // renumbers the store in the order the owner saw.
      .orderBy([{ column: 'position' }, { column: 'id' }])
      .forUpdate()
      .select('id', 'position')) as { id: string; position: number }[];
    const ids = rows.map((row) => row.id);
    if (target === id) return ids.indexOf(id);
    const order = movedOrder(ids, id, move);
    if (order === undefined)
      throw badRequest(OWNER_INPUT_MESSAGE, {
        [move.beforeId === undefined ? 'afterId' : 'beforeId']: PRODUCT_MESSAGES.moveOtherStore,
      });
    const stored = new Map(rows.map((row) => [row.id, Number(row.position)]));
    for (const [index, each] of order.entries()) {
      if (stored.get(each) !== index)
        await trx(TABLES.contentItems).where({ website_id: websiteId, id: each }).update({ position: index });
    }
    await recordChange(trx, writer.actor, {
      websiteId,
      action: 'update',
      entity: 'product',
      entityId: id,
      summary: `${product.title} (moved)`,
    });
    return order.indexOf(id);
  });
  invalidateSiteData(websiteId);
  return { id, position };
}
