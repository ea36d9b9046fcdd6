// SQL of the tag manager: TAGS rows with how many items use each, and the names on CONTENT_ITEMS that follow a rename or delete.
import type { Knex } from 'knex';
import type { TagKind } from '../../../domain/owner-api/tags.js';
import { TABLES } from '../../db/tables.js';
import { editedRows, UPDATED_BY } from '../api/edited-rows.js';

/** A TAGS row with the last editor's email and the number of items that carry its name. */
export interface TagRow {
  id: string;
  kind: TagKind;
  name: string;
  version: number;
  updated_at: Date;
  updated_by: string | null;
  item_count: number;
}

/** The CONTENT_ITEMS column that holds names of `kind`. */
export function itemColumnOf(kind: TagKind): 'tags' | 'categories' {
  return kind === 'category' ? 'categories' : 'tags';
}

/**
 * Serialises the writes of one website that touch tag names (the tag manager's, and items saving
 * their tags), so a name is never created twice in different cases and a rename never races an
 * item's save. Every such transaction takes it first, before any row lock, so they cannot deadlock.
 */
export async function lockTagNames(trx: Knex.Transaction, websiteId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`content-tags:${websiteId}`]);
}

function tagQuery(db: Knex, websiteId: string): Knex.QueryBuilder {
  return editedRows(db, TABLES.tags, 't', websiteId).select(
    't.id',
    't.kind',
    't.name',
    't.version',
    't.updated_at',
    UPDATED_BY,
    db.raw(
      `(select count(*)::int from "${TABLES.contentItems}" i
          where i.website_id = t.website_id
            and t.name = any(case when t.kind = 'category' then i.categories else i.tags end)) as item_count`,
    ),
  );
}

/** The website's tags (of one kind, or both), tags before categories, by name. */
export function selectTags(db: Knex, websiteId: string, kind?: TagKind): Promise<TagRow[]> {
  const query = tagQuery(db, websiteId);
  if (kind !== undefined) query.where('t.kind', kind);
  return query.orderBy([{ column: 't.kind', order: 'desc' }, { column: db.raw('lower(t.name)') as never }]);
}

/** One tag of the website. */
export function selectTag(db: Knex, websiteId: string, id: string): Promise<TagRow | undefined> {
  return tagQuery(db, websiteId).where('t.id', id).first();
}

/** The tag of `kind` whose name is `name` in any case, other than `exceptId`. */
export function selectTagNamed(
  db: Knex,
  websiteId: string,
  kind: TagKind,
  name: string,
  exceptId?: string,
): Promise<{ id: string; name: string } | undefined> {
  const query = db(TABLES.tags)
    .where({ website_id: websiteId, kind })
    .whereRaw('lower(name) = lower(?)', [name])
    .select('id', 'name');
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  return query.first();
}

/** Inserts a tag; returns its id. */
export async function insertTag(
  db: Knex,
  row: { website_id: string; kind: TagKind; name: string; updated_by_account_id: string | null },
): Promise<string> {
  const [inserted] = await db(TABLES.tags).insert(row).returning('id');
  return inserted.id as string;
}

/**
 * Gives every item carrying `from` the name `to` instead (`to` null: removes it), keeping each
 * item's order of names and never listing a name twice. Returns how many items changed.
 */
export async function replaceItemNames(
  db: Knex,
  websiteId: string,
  kind: TagKind,
  from: string,
  to: string | null,
): Promise<number> {
  const column = itemColumnOf(kind);
  const replaced =
    to === null ? `array_remove("${column}", ?::text)` : `array_replace("${column}", ?::text, ?::text)`;
  const bindings = to === null ? [from] : [from, to];
  const { rows } = (await db.raw(
    `update "${TABLES.contentItems}"
        set "${column}" = array(
          select name from unnest(${replaced}) with ordinality as u(name, n)
          group by name order by min(n))
      where website_id = ? and ?::text = any("${column}")
      returning id`,
    [...bindings, websiteId, from],
  )) as { rows: unknown[] };
  return rows.length;
}

/**
 * The names of `kind` an item is saved with, each spelled as the tag manager already has it (case
 * aside) and listed once; the new ones are added to TAGS. Call it after {@link lockTagNames}.
 */
export async function ensureTagNames(
  db: Knex,
  websiteId: string,
  kind: TagKind,
  names: readonly string[],
  accountId: string | null,
): Promise<string[]> {
  const firsts = new Map<string, string>();
  for (const name of names) if (!firsts.has(name.toLowerCase())) firsts.set(name.toLowerCase(), name);
  const wanted = [...firsts.values()];
  if (wanted.length === 0) return [];
  const known: { name: string }[] = await db(TABLES.tags)
    .where({ website_id: websiteId, kind })
    .whereIn(
      db.raw('lower(name)') as never,
      wanted.map((name) => name.toLowerCase()),
    )
    .select('name');
  const byLower = new Map(known.map((row) => [row.name.toLowerCase(), row.name]));
  const fresh = wanted.filter((name) => !byLower.has(name.toLowerCase()));
  if (fresh.length > 0) {
    await db(TABLES.tags).insert(
      fresh.map((name) => ({ website_id: websiteId, kind, name, updated_by_account_id: accountId })),
    );
  }
  return wanted.map((name) => byLower.get(name.toLowerCase()) ?? name);
}
