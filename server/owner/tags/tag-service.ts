// The tag manager's rules: one name per kind whatever its case, SPEC §9 lengths, and renames and deletes that reach every item.
import type { Knex } from 'knex';
import { OWNER_INPUT_MESSAGE, tagExists } from '../../../domain/owner-messages.js';
import {
  TAG_EXISTS_ERROR,
  tagNameProblem,
  type TagKind,
  type TagView,
} from '../../../domain/owner-api/tags.js';
import { HttpError, badRequest, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { recordChange, stampColumns, type Actor } from '../api/actor.js';
import { versionConflict } from '../api/versions.js';
import {
  insertTag,
  lockTagNames,
  replaceItemNames,
  selectTag,
  selectTagNamed,
  selectTags,
  type TagRow,
} from './tag-store.js';
import { TABLES } from '../../db/tables.js';

/** Who changes tags of which website. */
export interface TagWriter {
  websiteId: string;
  actor: Actor;
}

const tagNotFound = () => notFound('No such tag or category.');

/** A TAGS row as the owner API shows it. */
export function tagView(row: TagRow): TagView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    itemCount: Number(row.item_count),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** SPEC §5's 409 for a name the kind already has: "This tag already exists. You may only edit one tag at a time." */
function tagExistsError(kind: TagKind): HttpError {
  return new HttpError(409, TAG_EXISTS_ERROR, tagExists(kind), { name: tagExists(kind) });
}

/** The website's tags and categories (or one kind) with how many items carry each. */
export async function listTags(db: Knex, websiteId: string, kind?: TagKind): Promise<TagView[]> {
  return (await selectTags(db, websiteId, kind)).map(tagView);
}

/** Adds a tag or category; 409 when the kind already has the name in any case. */
export async function createTag(
  db: Knex,
  writer: TagWriter,
  input: { kind: TagKind; name: string },
): Promise<TagView> {
  const id = await db.transaction(async (trx) => {
    await lockTagNames(trx, writer.websiteId);
    if ((await selectTagNamed(trx, writer.websiteId, input.kind, input.name)) !== undefined)
      throw tagExistsError(input.kind);
    const created = await insertTag(trx, {
      website_id: writer.websiteId,
      kind: input.kind,
      name: input.name,
      updated_by_account_id: writer.actor.accountId,
    });
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'create',
      entity: input.kind,
      entityId: created,
      summary: input.name,
    });
    return created;
  });
  return tagView((await selectTag(db, writer.websiteId, id)) as TagRow);
}

/**
 * Renames a tag and, in the same transaction, every item that carries the old name. 400 for a
 * name beyond its kind's length, 409 for a name another of its kind has, 412 for a stale version.
 */
export async function renameTag(
  db: Knex,
  writer: TagWriter,
  id: string,
  name: string,
  version?: number,
): Promise<TagView> {
  const renamed = await db.transaction(async (trx) => {
    await lockTagNames(trx, writer.websiteId);
    const tag = await selectTag(trx, writer.websiteId, id);
    if (tag === undefined) throw tagNotFound();
    if (version !== undefined && version !== tag.version) throw versionConflict(tag.version);
    const problem = tagNameProblem(tag.kind, name);
    if (problem !== undefined) throw badRequest(OWNER_INPUT_MESSAGE, { name: problem });
    if (name === tag.name) return false;
    if ((await selectTagNamed(trx, writer.websiteId, tag.kind, name, tag.id)) !== undefined)
      throw tagExistsError(tag.kind);
    await trx(TABLES.tags)
      .where({ website_id: writer.websiteId, id })
      .update({ name, ...stampColumns(trx, writer.actor) });
    const items = await replaceItemNames(trx, writer.websiteId, tag.kind, tag.name, name);
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'rename',
      entity: tag.kind,
      entityId: id,
      summary: `${tag.name} → ${name} (${items} items)`,
    });
    return true;
  });
  if (renamed) invalidateSiteData(writer.websiteId);
  return tagView((await selectTag(db, writer.websiteId, id)) as TagRow);
}

/** Deletes a tag and takes its name off every item, in one transaction. */
export async function deleteTag(db: Knex, writer: TagWriter, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    await lockTagNames(trx, writer.websiteId);
    const tag = await selectTag(trx, writer.websiteId, id);
    if (tag === undefined) throw tagNotFound();
    await trx(TABLES.tags).where({ website_id: writer.websiteId, id }).delete();
    const items = await replaceItemNames(trx, writer.websiteId, tag.kind, tag.name, null);
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'delete',
      entity: tag.kind,
      entityId: id,
      summary: `${tag.name} (${items} items)`,
    });
  });
  invalidateSiteData(writer.websiteId);
}
