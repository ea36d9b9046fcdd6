// The pictures items and collections point at: IMAGES rows of the website, with their address and file name.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { fileUrl } from '../../files/file-ref.js';

/** An image an owner chose, as the owner API needs it. */
export interface ImageRef {
  /** The original's address on the site (`/files/<website>/<file>/<name>`). */
  url: string;
  /** The file manager's name of it (`Harbor at dusk.jpg`). */
  name: string;
  /** What it shows, for those who cannot see it ('' when none was written). */
  altText: string;
}

/** The website's images among `ids`, by id: one query; ids of other websites or of nothing are absent. */
export async function imageRefs(
  db: Knex,
  websiteId: string,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows: { id: string; file_id: string; filename: string; name: string; alt_text: string | null }[] =
    await db({
      im: TABLES.images,
    })
      .join({ f: TABLES.files }, function joinFile() {
        this.on('f.website_id', 'im.website_id').andOn('f.id', 'im.file_id');
      })
      .where('im.website_id', websiteId)
      .whereIn('im.id', wanted)
      .select('im.id', 'im.file_id', 'f.filename', 'f.name', 'im.alt_text');
  return new Map(
    rows.map((row) => [
      row.id,
      {
        url: fileUrl({ websiteId, fileId: row.file_id, filename: row.filename }),
        name: row.name || row.filename,
        altText: row.alt_text ?? '',
      },
    ]),
  );
}
