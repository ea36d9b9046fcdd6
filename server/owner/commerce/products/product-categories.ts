// A product's place in its store's category tree: the root category always, and one category per name it is filed under (made when missing).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { TABLES } from '../../../db/tables.js';

/**
 * Links the product to the store's ROOT category and to the categories named `names` (by display
 * name, case-insensitive), adding a category under the root for a name the store lacks; links
 * to other categories are removed.
 */
export async function linkCategories(
  trx: Knex,
  websiteId: string,
  storeId: string,
  productId: string,
  names: readonly string[],
): Promise<void> {
  const categories: { id: string; display_name: string; type: string; display_index: number }[] = await trx(
    TABLES.productCategories,
  )
    .where({ website_id: websiteId, collection_id: storeId })
    .select('id', 'display_name', 'type', 'display_index');
  const root = categories.find((category) => category.type === 'ROOT');
  const ids: string[] = root === undefined ? [] : [root.id];
  let nextIndex = Math.max(0, ...categories.map((category) => category.display_index)) + 1;
  for (const name of names) {
    const found = categories.find(
      (category) => category.type !== 'ROOT' && category.display_name.toLowerCase() === name.toLowerCase(),
    );
    if (found !== undefined) {
      ids.push(found.id);
      continue;
    }
    const id = randomUUID();
    await trx(TABLES.productCategories).insert({
      website_id: websiteId,
      id,
      collection_id: storeId,
      parent_category_id: root?.id ?? null,
      display_name: name,
      type: 'CATEGORY',
      display_index: nextIndex,
    });
    nextIndex += 1;
    categories.push({ id, display_name: name, type: 'CATEGORY', display_index: nextIndex });
    ids.push(id);
  }
  await trx(TABLES.productCategoryProducts)
    .where({ website_id: websiteId, product_id: productId })
    .whereNotIn('category_id', ids)
    .delete();
  const linked = new Set(
    (
      await trx(TABLES.productCategoryProducts)
        .where({ website_id: websiteId, product_id: productId })
        .select('category_id')
    ).map((row: { category_id: string }) => row.category_id),
  );
  const missing = [...new Set(ids)].filter((id) => !linked.has(id));
  if (missing.length > 0)
    await trx(TABLES.productCategoryProducts).insert(
      missing.map((categoryId) => ({
        website_id: websiteId,
        category_id: categoryId,
        product_id: productId,
      })),
    );
}
