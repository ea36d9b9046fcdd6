// SQL for the file manager: FILES with their IMAGES facts and last editor, listed, found, inserted, renamed and deleted.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import type { Actor } from '../api/actor.js';
import { stampColumns } from '../api/actor.js';
import { editedRows, UPDATED_BY } from '../api/edited-rows.js';
import { likeContaining } from '../../db/like-pattern.js';

/** A FILES row with what the file manager shows beside it. */
export interface FileRow {
  id: string;
  name: string;
  filename: string;
  path: string;
  mime_type: string;
  /** bigint: the pg driver gives it as text. */
  size_bytes: string | number;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  /** The email of the account that saved it last. */
  updated_by: string | null;
  image_id: string | null;
  original_width: number | null;
  original_height: number | null;
  alt_text: string | null;
  focal_x: number | null;
  focal_y: number | null;
}

const COLUMNS = [
  'f.id',
  'f.name',
  'f.filename',
  'f.path',
  'f.mime_type',
  'f.size_bytes',
  'f.created_at',
  'f.updated_at',
  'f.version',
  UPDATED_BY,
  'im.id as image_id',
  'im.original_width',
  'im.original_height',
  'im.alt_text',
  'im.focal_x',
  'im.focal_y',
];

/** The website's files joined to their image facts and last editor (not yet filtered further). */
function filesOf(db: Knex, websiteId: string): Knex.QueryBuilder {
  return editedRows(db, TABLES.files, 'f', websiteId).leftJoin({ im: TABLES.images }, function joinImage() {
    this.on('im.website_id', 'f.website_id').andOn('im.file_id', 'f.id');
  });
}

/** What the file manager's list asks for. */
export interface FileListFilter {
  q?: string;
  imagesOnly: boolean;
  limit: number;
  offset: number;
}

/**
 * A page of the website's files, newest first, and how many match in all. Files a digital product
 * delivers (or an order recorded as its download) are never listed: they are private
 * (server/files/private-files.ts) and managed with their product.
 */
export async function listFileRows(
  db: Knex,
  websiteId: string,
  filter: FileListFilter,
): Promise<{ rows: FileRow[]; total: number }> {
  const base = filesOf(db, websiteId)
    .whereNotExists(
      db({ p: TABLES.products })
        .whereRaw('p.website_id = f.website_id and p.digital_file_id = f.id')
        .select(db.raw('1')),
    )
    .whereNotExists(
      db({ oi: TABLES.orderItems })
        .whereRaw('oi.website_id = f.website_id and oi.digital_file_id = f.id')
        .select(db.raw('1')),
    );
  if (filter.q !== undefined && filter.q !== '') base.whereRaw('f.name ilike ?', [likeContaining(filter.q)]);
  if (filter.imagesOnly) base.whereNotNull('im.id');
  const [rows, count] = await Promise.all([
    base
      .clone()
      .select(COLUMNS)
      .orderBy([
        { column: 'f.created_at', order: 'desc' },
        { column: 'f.id', order: 'desc' },
      ])
      .limit(filter.limit)
      .offset(filter.offset) as Promise<FileRow[]>,
    base.clone().count({ total: '*' }).first() as Promise<{ total: string | number } | undefined>,
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** One file of the website, or undefined. With `forUpdate`, its row is locked until the transaction ends. */
export function findFileRow(
  db: Knex,
  websiteId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<FileRow | undefined> {
  const query = filesOf(db, websiteId).where('f.id', id).select(COLUMNS).first();
  return (forUpdate ? query.forUpdate('f') : query) as Promise<FileRow | undefined>;
}

/** A new FILES row (and its IMAGES row for a picture). */
export interface NewFile {
  id: string;
  name: string;
  filename: string;
  path: string;
  mimeType: string;
  bytes: number;
  image?: { width: number; height: number; colorData: Record<string, unknown>; altText?: string };
}

/** Inserts the FILES row and, for a picture, its IMAGES row (call it in a transaction). */
export async function insertFileRows(
  db: Knex,
  websiteId: string,
  actor: Actor,
  file: NewFile,
): Promise<void> {
  await db(TABLES.files).insert({
    website_id: websiteId,
    id: file.id,
    name: file.name,
    filename: file.filename,
    path: file.path,
    size_bytes: file.bytes,
    mime_type: file.mimeType,
    updated_by_account_id: actor.accountId,
  });
  if (file.image !== undefined) {
    await db(TABLES.images).insert({
      website_id: websiteId,
      file_id: file.id,
      original_width: file.image.width,
      original_height: file.image.height,
      color_data: JSON.stringify(file.image.colorData),
      alt_text: file.image.altText ?? '',
    });
  }
}

/**
 * Renames a file (its display name only, when given) and stamps it, when it is at `version` (if
 * given). How many rows changed: 0 when it is gone or at another version.
 */
export function renameFileRow(
  db: Knex,
  websiteId: string,
  actor: Actor,
  { id, name, version }: { id: string; name: string | undefined; version: number | undefined },
): Promise<number> {
  const query = db(TABLES.files).where({ website_id: websiteId, id });
  if (version !== undefined) query.andWhere({ version });
  return query.update({ ...(name === undefined ? {} : { name }), ...stampColumns(db, actor) });
}

/** Sets a picture's alt text and focal point (those given) on its IMAGES row. */
export async function updateImageRow(
  db: Knex,
  websiteId: string,
  fileId: string,
  { altText, focalPoint }: { altText?: string; focalPoint?: { x: number; y: number } },
): Promise<void> {
  const changes: Record<string, unknown> = {};
  if (altText !== undefined) changes.alt_text = altText;
  if (focalPoint !== undefined) Object.assign(changes, { focal_x: focalPoint.x, focal_y: focalPoint.y });
  if (Object.keys(changes).length === 0) return;
  await db(TABLES.images).where({ website_id: websiteId, file_id: fileId }).update(changes);
}

/** Deletes a FILES row: its IMAGES row goes with it, items' and variants' pictures become null (foreign keys). */
export function deleteFileRow(db: Knex, websiteId: string, id: string): Promise<number> {
  return db(TABLES.files).where({ website_id: websiteId, id }).delete();
}
