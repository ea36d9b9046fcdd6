// SQL for a website's uploaded themes (WEBSITE_THEMES) and the one its live site shows (WEBSITES.active_theme_id).
import type { Knex } from 'knex';
import type { ThemeSummary } from '../../../domain/owner-api/themes.js';
import { isoTime } from '../../db/row-time.js';
import { TABLES } from '../../db/tables.js';

/** The columns of a theme the owner API shows, with who uploaded it. */
interface ThemeRow {
  id: string;
  name: string;
  author: string;
  file_name: string;
  files: number;
  size_bytes: number;
  warnings: number;
  uploaded_at: Date | string;
  uploaded_by: string | null;
}

/** What storing an uploaded theme takes. */
export interface NewThemeRow {
  websiteId: string;
  name: string;
  author: string;
  fileName: string;
  zip: Buffer;
  contentHash: string;
  files: number;
  warnings: number;
  accountId: string | null;
}

/** The theme's zip hash and its website's tweak values. */
export interface ThemeSource {
  id: string;
  contentHash: string;
  tweaks: Record<string, string>;
}

const summaryOf = (row: ThemeRow, activeId: string | null): ThemeSummary => ({
  id: row.id,
  name: row.name,
  author: row.author,
  fileName: row.file_name,
  files: row.files,
  sizeBytes: row.size_bytes,
  warnings: row.warnings,
  uploadedAt: isoTime(row.uploaded_at),
  uploadedBy: row.uploaded_by,
  active: row.id === activeId,
});

function summaries(db: Knex, websiteId: string) {
  return db({ t: TABLES.websiteThemes })
    .leftJoin({ a: TABLES.ownerAccounts }, 'a.id', 't.uploaded_by_account_id')
    .where('t.website_id', websiteId)
    .select(
      't.id',
      't.name',
      't.author',
      't.file_name',
      't.files',
      't.size_bytes',
      't.warnings',
      't.uploaded_at',
      db.raw(`coalesce(nullif(a.display_name, ''), a.email) as uploaded_by`),
    );
}

/** The website's active uploaded theme's id; null on the built-in theme. */
export async function activeThemeId(db: Knex, websiteId: string): Promise<string | null> {
  const row = (await db(TABLES.websites).where({ id: websiteId }).first('active_theme_id')) as
    { active_theme_id: string | null } | undefined;
  return row?.active_theme_id ?? null;
}

/** Every uploaded theme of the website, newest first, and which one is active. */
export async function listThemeRows(
  db: Knex,
  websiteId: string,
): Promise<{ themes: ThemeSummary[]; activeThemeId: string | null }> {
  const [rows, active] = await Promise.all([
    summaries(db, websiteId).orderBy([
      { column: 't.uploaded_at', order: 'desc' },
      { column: 't.id', order: 'asc' },
    ]) as Promise<ThemeRow[]>,
    activeThemeId(db, websiteId),
  ]);
  return { themes: rows.map((row) => summaryOf(row, active)), activeThemeId: active };
}

/** One theme as the list shows it, or undefined. */
export async function findThemeSummary(
  db: Knex,
  websiteId: string,
  themeId: string,
): Promise<ThemeSummary | undefined> {
  const row = (await summaries(db, websiteId).where('t.id', themeId).first()) as ThemeRow | undefined;
  return row === undefined ? undefined : summaryOf(row, await activeThemeId(db, websiteId));
}

/** Stores an uploaded theme; its id. */
export async function insertThemeRow(db: Knex, theme: NewThemeRow): Promise<string> {
  const [row] = (await db(TABLES.websiteThemes)
    .insert({
      website_id: theme.websiteId,
      name: theme.name,
      author: theme.author,
      file_name: theme.fileName,
      zip: theme.zip,
      content_hash: theme.contentHash,
      files: theme.files,
      size_bytes: theme.zip.length,
      warnings: theme.warnings,
      uploaded_by_account_id: theme.accountId,
    })
    .returning('id')) as { id: string }[];
  return row.id;
}

function stringValues(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The theme's zip hash and tweak values, or undefined when the website has no such theme. */
export async function findThemeSource(
  db: Knex,
  websiteId: string,
  themeId: string,
): Promise<ThemeSource | undefined> {
  const row = (await db(TABLES.websiteThemes)
    .where({ website_id: websiteId, id: themeId })
    .first('id', 'content_hash', 'tweaks')) as
    { id: string; content_hash: string; tweaks: unknown } | undefined;
  return row === undefined
    ? undefined
    : { id: row.id, contentHash: row.content_hash, tweaks: stringValues(row.tweaks) };
}

/** The theme's zip, as uploaded. */
export async function readThemeZip(db: Knex, websiteId: string, themeId: string): Promise<Buffer> {
  const row = (await db(TABLES.websiteThemes).where({ website_id: websiteId, id: themeId }).first('zip')) as
    { zip: Uint8Array } | undefined;
  if (row === undefined) throw new Error(`The website ${websiteId} has no theme ${themeId}.`);
  return Buffer.from(row.zip);
}

/** Saves the website's tweak values of the theme. */
export async function updateThemeTweaks(
  db: Knex,
  websiteId: string,
  themeId: string,
  values: Record<string, string>,
): Promise<void> {
  await db(TABLES.websiteThemes)
    .where({ website_id: websiteId, id: themeId })
    .update({ tweaks: JSON.stringify(values) });
}

/** Sets the theme the live site shows (null: the built-in theme). */
export async function setActiveTheme(db: Knex, websiteId: string, themeId: string | null): Promise<void> {
  await db(TABLES.websites).where({ id: websiteId }).update({ active_theme_id: themeId });
}

/** Removes a theme; false when the website had no such theme. */
export async function deleteThemeRow(db: Knex, websiteId: string, themeId: string): Promise<boolean> {
  const gone = (await db(TABLES.websiteThemes)
    .where({ website_id: websiteId, id: themeId })
    .delete()
    .returning('id')) as { id: string }[];
  return gone.length > 0;
}

/** Whether any website still has a theme with this zip (the unpacked folders are shared by hash). */
export async function zipHashInUse(db: Knex, contentHash: string): Promise<boolean> {
  // Across websites on purpose: a small table, and the zip column is not read.
  const row = await db(TABLES.websiteThemes).where({ content_hash: contentHash }).first(db.raw('1 as used'));
  return row !== undefined;
}
