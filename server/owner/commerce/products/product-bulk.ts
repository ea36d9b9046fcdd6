// Bulk edits of the products grid in one transaction: each chosen product is changed or left with the reason (out-of-range price, no stock to set, held by a cart or an order for delete), the product rows locked first.
import type { Knex } from 'knex';
import {
  BULK_MESSAGES,
  changedVariantPrices,
  type BulkAction,
  type BulkBody,
  type BulkReply,
  type BulkResult,
} from '../../../../domain/owner-api/product-bulk.js';
import { RECORD_TYPE } from '../../../../domain/enums.js';
import { TABLES } from '../../../db/tables.js';
import { invalidateSiteData } from '../../../site/cache/site-caches.js';
import { notifyRestocked } from '../../../restock/notify-restocked.js';
import { recordChange, stampColumns } from '../../api/actor.js';
import { ensureTagNames, lockTagNames } from '../../tags/tag-store.js';
import { linkCategories } from './product-categories.js';
import { productHolds } from './product-store.js';
import { kindOf, countsStock } from './product-view.js';
import { productInUseMessage, type ProductWriter } from './product-service.js';

interface LockedProduct {
  id: string;
  title: string;
  collection_id: string;
  status: string;
  published_at: Date | string | null;
  tags: string[] | null;
  categories: string[] | null;
  product_type: number;
}

interface BulkVariant {
  id: string;
  product_id: string;
  price_cents: number | string;
  sale_price_cents: number | string;
  qty_in_stock: number;
  unlimited: boolean;
}

/** The chosen products of the website, locked, in the order asked. */
async function lockProducts(trx: Knex, websiteId: string, ids: readonly string[]): Promise<LockedProduct[]> {
  const rows = (await trx({ i: TABLES.contentItems })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'i.website_id').andOn('p.id', 'i.id');
    })
    .where({ 'i.website_id': websiteId, 'i.record_type': RECORD_TYPE['store-item'] })
    .whereIn('i.id', [...ids])
    .orderBy('i.id')
    .forUpdate('i')
    .select(
      'i.id',
      'i.title',
      'i.collection_id',
      'i.status',
      'i.published_at',
      'i.tags',
      'i.categories',
      'p.product_type',
    )) as LockedProduct[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The variants of `products`, locked. */
async function lockVariants(
  trx: Knex,
  websiteId: string,
  productIds: readonly string[],
): Promise<BulkVariant[]> {
  return (await trx(TABLES.productVariants)
    .where({ website_id: websiteId })
    .whereIn('product_id', [...productIds])
    .orderBy('id')
    .forUpdate()
    .select(
      'id',
      'product_id',
      'price_cents',
      'sale_price_cents',
      'qty_in_stock',
      'unlimited',
    )) as BulkVariant[];
}

const merged = (stored: readonly string[] | null, added: readonly string[]) => {
  const seen = new Set((stored ?? []).map((name) => name.toLowerCase()));
  return [...(stored ?? []), ...added.filter((name) => !seen.has(name.toLowerCase()))];
};

/** Applies `action` to one product; a string is why it was left alone. */
async function applyTo(
  trx: Knex,
  writer: ProductWriter,
  product: LockedProduct,
  variants: readonly BulkVariant[],
  action: BulkAction,
  restocked: string[],
): Promise<string | undefined> {
  const websiteId = writer.website.id;
  const where = { website_id: websiteId, id: product.id };
  switch (action.type) {
    case 'price': {
      const prices = variants.map((variant) =>
        changedVariantPrices(
          { priceCents: Number(variant.price_cents), salePriceCents: Number(variant.sale_price_cents) },
          action.change,
        ),
      );
      if (prices.some((price) => price === undefined)) return BULK_MESSAGES.priceOutOfRange;
      for (const [index, variant] of variants.entries()) {
        const price = prices[index]!;
        await trx(TABLES.productVariants).where({ website_id: websiteId, id: variant.id }).update({
          price_cents: price.priceCents,
          sale_price_cents: price.salePriceCents,
          updated_at: trx.fn.now(),
        });
      }
      break;
    }
    case 'stock': {
      if (!countsStock(kindOf(product.product_type))) return BULK_MESSAGES.notStocked;
      for (const variant of variants) {
        const before = variant.unlimited ? null : variant.qty_in_stock;
        const more = action.stock === null ? before !== null : before !== null && action.stock > before;
        if (more) restocked.push(variant.id);
      }
      await trx(TABLES.productVariants)
        .where({ website_id: websiteId, product_id: product.id })
        .update({
          qty_in_stock: action.stock ?? 0,
          unlimited: action.stock === null,
          updated_at: trx.fn.now(),
        });
      break;
    }
    case 'add-categories': {
      const names = merged(product.categories, action.names);
      const categories = await ensureTagNames(trx, websiteId, 'category', names, writer.actor.accountId);
      await trx(TABLES.contentItems).where(where).update({ categories });
      await linkCategories(trx, websiteId, product.collection_id, product.id, categories);
      break;
    }
    case 'add-tags': {
      const names = merged(product.tags, action.names);
      const tags = await ensureTagNames(trx, websiteId, 'tag', names, writer.actor.accountId);
      await trx(TABLES.contentItems).where(where).update({ tags });
      break;
    }
    case 'enable':
    case 'disable': {
      const enabled = action.type === 'enable';
      await trx(TABLES.contentItems)
        .where(where)
        .update({
          status: enabled ? 'published' : 'draft',
          ...(enabled && product.published_at === null ? { published_at: trx.fn.now() } : {}),
        });
      break;
    }
    case 'feature':
    case 'unfeature':
      await trx(TABLES.contentItems)
        .where(where)
        .update({ starred: action.type === 'feature' });
      break;
    case 'delete': {
      const holds = await productHolds(trx, websiteId, product.id);
      if (holds.carts > 0 || holds.orders > 0) return productInUseMessage(holds);
      await trx(TABLES.contentItems).where(where).delete();
      await recordChange(trx, writer.actor, {
        websiteId,
        action: 'delete',
        entity: 'product',
        entityId: product.id,
        summary: product.title,
      });
      return undefined;
    }
  }
  await trx(TABLES.contentItems).where(where).update(stampColumns(trx, writer.actor));
  await recordChange(trx, writer.actor, {
    websiteId,
    action: 'update',
    entity: 'product',
    entityId: product.id,
    summary: `${product.title} (bulk: ${action.type})`,
  });
  return undefined;
}

/**
 * Applies one bulk action to the chosen products in one transaction and says what happened to
 * each: a product another product's refusal does not stop is changed; ids that are not the
 * website's products are answered "No such product.". Raised stock tells restock sign-ups after
 * the commit, as the inventory screen does.
 */
export async function bulkEditProducts(db: Knex, writer: ProductWriter, body: BulkBody): Promise<BulkReply> {
  const websiteId = writer.website.id;
  const restocked: string[] = [];
  const results = await db.transaction(async (trx) => {
    if (body.action.type === 'add-categories' || body.action.type === 'add-tags')
      await lockTagNames(trx, websiteId);
    const products = await lockProducts(trx, websiteId, body.ids);
    const variants = await lockVariants(
      trx,
      websiteId,
      products.map((product) => product.id),
    );
    const found = new Map(products.map((product) => [product.id, product]));
    const answers: BulkResult[] = [];
    for (const id of body.ids) {
      const product = found.get(id);
      if (product === undefined) {
        answers.push({ id, title: '', done: false, message: BULK_MESSAGES.missing });
        continue;
      }
      const own = variants.filter((variant) => variant.product_id === id);
      const refusal = await applyTo(trx, writer, product, own, body.action, restocked);
      answers.push(
        refusal === undefined
          ? { id, title: product.title, done: true }
          : { id, title: product.title, done: false, message: refusal },
      );
    }
    return answers;
  });
  invalidateSiteData(websiteId);
  if (restocked.length > 0)
    await notifyRestocked(db, websiteId, restocked).catch((error: unknown) => writer.onNotifyError?.(error));
  return { results, done: results.filter((result) => result.done).length };
}
