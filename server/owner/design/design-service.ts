// The site design's owner side: read the draft and published design, save the draft (If-Match), publish it to the live site.
import type { Knex } from 'knex';
import type { DesignSettings } from '../../../domain/owner-api/design-rules.js';
import type { DesignView } from '../../../domain/owner-api/design.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { designFromStored, WEBSITE_DESIGNS } from '../../site/design/stored-design.js';
import { recordChange, stampColumns, type Actor } from '../api/actor.js';
import { UPDATED_BY } from '../api/edited-rows.js';
import { TABLES } from '../../db/tables.js';
import { versionConflict } from '../api/versions.js';
import { isoTimeOrNull } from '../../db/row-time.js';

/** Who is writing to which website. */
export interface DesignWriter {
  websiteId: string;
  actor: Actor;
}

interface DesignRow {
  draft: unknown;
  published: unknown;
  published_at: Date | string | null;
  version: number;
  updated_at: Date | string | null;
  updated_by: string | null;
}

async function selectDesign(db: Knex, websiteId: string, lock = false): Promise<DesignRow | undefined> {
  const query = db({ d: WEBSITE_DESIGNS })
    .leftJoin({ a: TABLES.ownerAccounts }, 'a.id', 'd.updated_by_account_id')
    .where('d.website_id', websiteId)
    .first('d.draft', 'd.published', 'd.published_at', 'd.version', 'd.updated_at', UPDATED_BY);
  if (lock) void query.forUpdate('d');
  return (await query) as DesignRow | undefined;
}

function viewOf(row: DesignRow | undefined): DesignView {
  const draft = designFromStored(row?.draft);
  const published = designFromStored(row?.published);
  return {
    draft,
    published,
    unpublishedChanges: JSON.stringify(draft) !== JSON.stringify(published),
    publishedAt: isoTimeOrNull(row?.published_at ?? null),
    version: row?.version ?? 1,
    updatedAt: isoTimeOrNull(row?.updated_at ?? null),
    updatedBy: row?.updated_by ?? null,
  };
}

/** The website's design; before anything was saved, the theme's defaults as both draft and published. */
export async function readDesign(db: Knex, websiteId: string): Promise<DesignView> {
  return viewOf(await selectDesign(db, websiteId));
}

/** The row of `websiteId`, made (the defaults, version 1) when missing, locked for this transaction. */
async function lockedRow(trx: Knex.Transaction, websiteId: string): Promise<DesignRow> {
  await trx(WEBSITE_DESIGNS).insert({ website_id: websiteId }).onConflict('website_id').ignore();
  return (await selectDesign(trx, websiteId, true)) as DesignRow;
}

/**
 * Saves `draft` (already checked by the schema) as the draft: visitors see nothing of it. 412 when
 * `version` is given and older than the stored one.
 */
export async function saveDesignDraft(
  db: Knex,
  writer: DesignWriter,
  draft: DesignSettings,
  version?: number,
): Promise<DesignView> {
  await db.transaction(async (trx) => {
    const row = await lockedRow(trx, writer.websiteId);
    if (version !== undefined && version !== row.version) throw versionConflict(row.version);
    await trx(WEBSITE_DESIGNS)
      .where({ website_id: writer.websiteId })
      .update({ draft: JSON.stringify(draft), ...stampColumns(trx, writer.actor) });
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'update',
      entity: 'design',
      entityId: writer.websiteId,
      summary: `draft: ${draft.fonts.headings} / ${draft.fonts.body}, accent ${draft.colours.accent.hex}`,
    });
  });
  return readDesign(db, writer.websiteId);
}

/** Makes the saved draft what the live site shows, and drops the site's cached pages. */
export async function publishDesign(db: Knex, writer: DesignWriter, version?: number): Promise<DesignView> {
  await db.transaction(async (trx) => {
    const row = await lockedRow(trx, writer.websiteId);
    if (version !== undefined && version !== row.version) throw versionConflict(row.version);
    const draft = designFromStored(row.draft);
    await trx(WEBSITE_DESIGNS)
      .where({ website_id: writer.websiteId })
      .update({
        draft: JSON.stringify(draft),
        published: JSON.stringify(draft),
        published_at: trx.fn.now(),
        ...stampColumns(trx, writer.actor),
      });
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'publish',
      entity: 'design',
      entityId: writer.websiteId,
      summary: `${draft.fonts.headings} / ${draft.fonts.body}, accent ${draft.colours.accent.hex}`,
    });
  });
  invalidateSiteData(writer.websiteId);
  return readDesign(db, writer.websiteId);
}
