// "Remove sample content": deletes in one step the products, posts, gallery items and pictures a starting point added as examples.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { removeStoredFile } from '../files/store-file.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';

/** How many sample rows (items and pictures) the website still has. */
export async function countSampleContent(db: Knex, websiteId: string): Promise<number> {
  const [{ count }] = (await db(TABLES.sampleContent)
    .where({ website_id: websiteId })
    .count({ count: '*' })) as { count: string | number }[];
  return Number(count);
}

/**
 * Deletes the website's sample items (their products, variants, comments and likes go with them)
 * and the pictures only they showed, in one transaction, then the stored files. Items and pictures
 * the owner deleted already are skipped. Returns how many sample items and pictures were removed.
 */
export async function removeSampleContent(
  db: Knex,
  storage: FileStorage,
  websiteId: string,
): Promise<number> {
  const { removed, files } = await db.transaction(async (trx) => {
    const rows = (await trx(TABLES.sampleContent)
      .where({ website_id: websiteId })
      .select('kind', 'row_id')
      .forUpdate()) as { kind: string; row_id: string }[];
    const itemIds = rows.filter((row) => row.kind === 'content-item').map((row) => row.row_id);
    const fileIds = rows.filter((row) => row.kind === 'file').map((row) => row.row_id);
    const items =
      itemIds.length === 0
        ? 0
        : await trx(TABLES.contentItems).where({ website_id: websiteId }).whereIn('id', itemIds).delete();
    const gone =
      fileIds.length === 0
        ? []
        : ((await trx(TABLES.files)
            .where({ website_id: websiteId })
            .whereIn('id', fileIds)
            .delete()
            .returning(['id', 'filename'])) as { id: string; filename: string }[]);
    await trx(TABLES.sampleContent).where({ website_id: websiteId }).delete();
    return { removed: items + gone.length, files: gone };
  });
  invalidateSiteData(websiteId);
  await Promise.all(
    files.map((file) => removeStoredFile(storage, { websiteId, fileId: file.id, filename: file.filename })),
  );
  return removed;
}
