// The images and attachments an import names: fetched from their URLs and stored as the website's files (once: a run again reuses them), or listed in the report as missing.
import type { Knex } from 'knex';
import type { ImportFile } from '../../domain/imports/import-report.js';
import { TABLES } from '../db/tables.js';
import { fileUrl } from '../files/file-ref.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import type { Actor } from '../owner/api/actor.js';
import { uploadFile } from '../owner/files/file-service.js';
import { importedId, rememberImported } from './import-records.js';
import { fetchRemoteFile } from './remote-files.js';

/** Where and by whom an import stores files. */
export interface ImportFileContext {
  db: Knex;
  files: FileStorage;
  websiteId: string;
  actor: Actor;
  /** IMPORT_RECORDS source of the import ('shopify', 'wxr:<site>'). */
  source: string;
  allowPrivateNetworks: boolean;
}

/** A stored file: its FILES id, its IMAGES id when it is a picture, and its address. */
export interface StoredImport {
  fileId: string;
  imageId: string | null;
  url: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'image/avif': '.avif',
  'application/pdf': '.pdf',
  'audio/mpeg': '.mp3',
  'video/mp4': '.mp4',
};

function fileName(name: string, contentType: string): string {
  if (/\.[a-z0-9]{2,5}$/i.test(name)) return name;
  return `${name}${EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? ''}`;
}

async function storedView(db: Knex, websiteId: string, fileId: string): Promise<StoredImport | undefined> {
  const row = (await db(TABLES.files)
    .leftJoin(TABLES.images, function joinImage() {
      this.on(`${TABLES.images}.website_id`, `${TABLES.files}.website_id`).andOn(
        `${TABLES.images}.file_id`,
        `${TABLES.files}.id`,
      );
    })
    .where({ [`${TABLES.files}.website_id`]: websiteId, [`${TABLES.files}.id`]: fileId })
    .first(
      `${TABLES.files}.id as file_id`,
      `${TABLES.images}.id as image_id`,
      `${TABLES.files}.filename as filename`,
    )) as { file_id: string; image_id: string | null; filename: string } | undefined;
  if (row === undefined) return undefined;
  return {
    fileId: row.file_id,
    imageId: row.image_id,
    url: fileUrl({ websiteId, fileId: row.file_id, filename: row.filename }),
  };
}

/**
 * The file at `url` as one of the website's files: the one an earlier import stored (`kept`), else
 * fetched and stored now (`fetched`, with `alt` as a picture's alternative text), else `missing`
 * with why. Answers the report's line and the stored file, if any.
 */
export async function importRemoteFile(
  context: ImportFileContext,
  url: string,
  alt: string,
): Promise<{ report: ImportFile; stored?: StoredImport }> {
  const { db, websiteId } = context;
  const key = { source: context.source, key: `file:${url}` };
  const known = await importedId(db, websiteId, key, 'file');
  const kept = known === undefined ? undefined : await storedView(db, websiteId, known);
  if (kept !== undefined) return { report: { url, alt, outcome: 'kept' }, stored: kept };
  const fetched = await fetchRemoteFile(url, { allowPrivateNetworks: context.allowPrivateNetworks });
  if (!fetched.ok) return { report: { url, alt, outcome: 'missing', reason: fetched.reason } };
  try {
    const view = await uploadFile(
      { db, files: context.files, websiteId, actor: context.actor },
      {
        originalname: fileName(fetched.name, fetched.contentType),
        buffer: fetched.data,
        size: fetched.data.length,
      },
    );
    if (view.imageId !== null && alt !== '')
      await db(TABLES.images)
        .where({ website_id: websiteId, id: view.imageId })
        .update({ alt_text: alt.slice(0, 1000) });
    await rememberImported(db, websiteId, key, 'file', view.id);
    return {
      report: { url, alt, outcome: 'fetched' },
      stored: { fileId: view.id, imageId: view.imageId, url: view.url },
    };
  } catch (error) {
    const reason = (error as Error).message || 'it is not a file Tessera keeps';
    return { report: { url, alt, outcome: 'missing', reason } };
  }
}
