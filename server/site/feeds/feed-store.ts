// SQL of the feeds: the files behind the posts' cover pictures (an enclosure states its length and type).
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A cover picture's file. */
export interface EnclosureRow {
  id: string;
  file_id: string;
  filename: string;
  size_bytes: string | number;
  mime_type: string;
}

/** The files of these pictures (IMAGES ids), in one query. */
export function loadEnclosures(
  db: Knex,
  websiteId: string,
  imageIds: readonly string[],
): Promise<EnclosureRow[]> {
  if (imageIds.length === 0) return Promise.resolve([]);
  return db({ i: TABLES.images })
    .join({ f: TABLES.files }, function joinFile() {
      this.on('f.website_id', 'i.website_id').andOn('f.id', 'i.file_id');
    })
    .where('i.website_id', websiteId)
    .whereIn('i.id', [...new Set(imageIds)])
    .select('i.id', 'i.file_id', 'f.filename', 'f.size_bytes', 'f.mime_type');
}
