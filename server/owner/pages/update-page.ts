// Saving a page: its settings, URL, lock, blocks and block areas, refused (412) when another save came first, and its collection kept in step.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  MAX_BLOCK_FIELDS,
  type PageDetail,
  type updatePageBodySchema,
} from '../../../domain/owner-api/pages.js';
import { OWNER_INPUT_MESSAGE, notExpectedOption, notValidPageUrl } from '../../../domain/owner-messages.js';
import { hashPassword } from '../../accounts/passwords.js';
import { RESERVED_URL_IDS, lockWebsiteUrls } from '../../commerce/stores/store.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { HOME_URL_ID, PAGE_TYPE } from '../../site/context/site-map.js';
import { recordChange, type Actor } from '../api/actor.js';
import { versionConflict } from '../api/versions.js';
import { DUPLICATE_SECTION_ID_MESSAGE, type Section } from '../../../domain/owner-api/sections.js';
import { blockReferences, blocksToStore, newBlockId } from './block-input.js';
import { pageDetail } from './service.js';
import {
  dropDraftEqualToPublished,
  knownIds,
  lockPage,
  pageVersion,
  updateCollectionRow,
  updatePageRow,
  urlIdsUsedByOthers,
  type LockedPage,
} from './store.js';

/** `PATCH /api/owner/pages/{id}`, parsed. */
export type PageChanges = z.output<typeof updatePageBodySchema>;

/** Page types whose blocks the site shows. */
const BLOCK_PAGE_TYPES: readonly number[] = [PAGE_TYPE.page, PAGE_TYPE.splash];

const refuse = (field: string, message: string) => badRequest(OWNER_INPUT_MESSAGE, { [field]: message });

/**
 * 400 on the first id a block names that the website does not have ("{id} is not one of the
 * expected options."), on the field under `path` (the list's name).
 */
async function checkBlockReferences(
  trx: Knex,
  websiteId: string,
  blocks: Parameters<typeof blockReferences>[0],
  path = 'blocks',
) {
  const refs = blockReferences(blocks, path);
  for (const kind of ['images', 'forms', 'products', 'collections', 'mailingLists'] as const) {
    const named = refs[kind];
    const known = await knownIds(trx, websiteId, kind, [...named.keys()]);
    for (const [id, field] of named) if (!known.has(id)) throw refuse(field, notExpectedOption(id));
  }
}

/**
 * The sections to store: each with its id (a new one when missing; 400 when two share one), each
 * column's blocks made safe as a page's are (one set of block ids across the page), and what they
 * name checked, a background picture included; messages name `sections.N.columns.M.blocks.K.…`.
 */
async function sectionsToStore(
  trx: Knex,
  websiteId: string,
  given: NonNullable<PageChanges['sections']>,
): Promise<Section[]> {
  const seenBlocks = new Set<string>();
  const seenSections = new Set<string>();
  const sections: Section[] = [];
  for (const [index, section] of given.entries()) {
    const id = section.id ?? newBlockId();
    if (seenSections.has(id)) throw refuse(`sections.${index}.id`, DUPLICATE_SECTION_ID_MESSAGE);
    seenSections.add(id);
    const { background } = section;
    if (background.kind === 'image') {
      const known = await knownIds(trx, websiteId, 'images', [background.imageId]);
      if (!known.has(background.imageId))
        throw refuse(`sections.${index}.background.imageId`, notExpectedOption(background.imageId));
    }
    const columns: Section['columns'] = [];
    for (const [at, column] of section.columns.entries()) {
      const path = `sections.${index}.columns.${at}.blocks`;
      const blocks = blocksToStore(column.blocks, path, seenBlocks);
      await checkBlockReferences(trx, websiteId, blocks, path);
      columns.push({ blocks });
    }
    sections.push({ ...section, id, columns });
  }
  return sections;
}

/**
 * The page's new draft content when its blocks or block areas change, else undefined: the draft
 * (the published content when there is none) with the changes; `blocks`
 * replaces the page's own (an HTML page becomes a page of blocks), each area of `blockFields`
 * replaces that area's (`content.blockFields.ID`), checked and made safe as a page's blocks are;
 * `null` removes the area from the page.
 */
async function contentChanges(
  trx: Knex.Transaction,
  websiteId: string,
  page: LockedPage,
  changes: PageChanges,
): Promise<Record<string, unknown> | undefined> {
  const areasGiven = Object.entries(changes.blockFields ?? {});
  if (changes.blocks === undefined && changes.sections === undefined && areasGiven.length === 0)
    return undefined;
  let content: Record<string, unknown> = { ...(page.draft_content ?? page.content ?? {}) };
  if (changes.blocks !== undefined && changes.sections !== undefined) {
    throw refuse('sections', 'Send the page’s sections or its blocks, not both.');
  }
  if (changes.blocks !== undefined) {
    if (!BLOCK_PAGE_TYPES.includes(page.page_type) && changes.blocks.length > 0) {
      throw refuse('blocks', 'This page shows a collection: it has no blocks of its own.');
    }
    const blocks = blocksToStore(changes.blocks);
    await checkBlockReferences(trx, websiteId, blocks);
    // One stack of blocks again: the page reads as one plain section.
    const { html: _html, sections: _sections, ...rest } = content;
    content = { ...rest, blocks };
  }
  if (changes.sections !== undefined) {
    if (!BLOCK_PAGE_TYPES.includes(page.page_type) && changes.sections.length > 0) {
      throw refuse('sections', 'This page shows a collection: it has no blocks of its own.');
    }
    const sections = await sectionsToStore(trx, websiteId, changes.sections);
    const { html: _html, blocks: _blocks, ...rest } = content;
    content = { ...rest, sections };
  }
  if (areasGiven.length > 0) {
    const stored = content.blockFields;
    const areas: Record<string, unknown> =
      typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...stored } : {};
    for (const [id, given] of areasGiven) {
      if (given === null) {
        // The page's own blocks of the area go: it shows the home page's again.
        delete areas[id];
        continue;
      }
      const path = `blockFields.${id}`;
      const blocks = blocksToStore(given, path);
      await checkBlockReferences(trx, websiteId, blocks, path);
      areas[id] = blocks;
    }
    if (Object.keys(areas).length > MAX_BLOCK_FIELDS) {
      throw refuse('blockFields', `A page holds at most ${MAX_BLOCK_FIELDS} block areas.`);
    }
    content = { ...content, blockFields: areas };
  }
  return content;
}

/** The column changes of a page's own row and of the collection it shows, after the page's rules. */
async function columnChanges(
  trx: Knex.Transaction,
  websiteId: string,
  page: LockedPage,
  changes: PageChanges,
  passwordHash: string | null | undefined,
): Promise<{ page: Record<string, unknown>; collection: Record<string, unknown>; summary: string[] }> {
  const isHome = page.url_id === HOME_URL_ID;
  const row: Record<string, unknown> = {};
  const shared: Record<string, unknown> = {};
  if (changes.title !== undefined) {
    shared.title = changes.title;
    // A menu title that was the page's title follows it.
    if (changes.navigationTitle === undefined && page.navigation_title === page.title) {
      shared.navigation_title = changes.title;
    }
  }
  if (changes.navigationTitle !== undefined)
    shared.navigation_title = changes.navigationTitle || changes.title || page.title;
  if (changes.description !== undefined) shared.description = changes.description;
  if (changes.enabled !== undefined) {
    if (isHome && !changes.enabled) throw refuse('enabled', 'The home page cannot be disabled.');
    shared.enabled = changes.enabled;
  }
  if (changes.urlSlug !== undefined && changes.urlSlug !== page.url_id) {
    if (isHome) throw refuse('urlSlug', 'The home page keeps its address (/).');
    await lockWebsiteUrls(trx, websiteId);
    const used = await urlIdsUsedByOthers(trx, websiteId, page.id, page.collection_id);
    if (used.includes(changes.urlSlug) || RESERVED_URL_IDS.includes(changes.urlSlug)) {
      throw refuse('urlSlug', notValidPageUrl(changes.urlSlug));
    }
    shared.url_id = changes.urlSlug;
  }
  Object.assign(row, shared);
  if (changes.seo !== undefined) row.seo = JSON.stringify({ ...(page.seo ?? {}), ...changes.seo });
  if (passwordHash !== undefined) {
    row.password_protected = passwordHash !== null;
    row.password_hash = passwordHash;
  }
  const content = await contentChanges(trx, websiteId, page, changes);
  if (content !== undefined) row.draft_content = JSON.stringify(content);
  const areas = Object.keys(changes.blockFields ?? {});
  const summary = Object.keys(changes)
    .filter((key) => changes[key as keyof PageChanges] !== undefined && key !== 'password')
    .filter((key) => key !== 'blockFields' || areas.length > 0)
    .map((key) => (key === 'blockFields' ? `the blocks of ${areas.join(', ')}` : key));
  if (passwordHash !== undefined) summary.push(passwordHash === null ? 'password removed' : 'password set');
  return { page: row, collection: page.collection_id === null ? {} : shared, summary };
}

/**
 * Saves `changes` to the page `id` in one transaction. With `expectedVersion` (If-Match) the write
 * is conditional on it (`… where version = ?`): 412 with the current version when another save
 * came first, nothing written. The home page cannot be disabled or moved; a new URL must be free;
 * a collection page's collection follows its title, URL, description and state (so the list stays
 * at the page's address, and a disabled page's collection is not reachable by its own URL). A
 * password is stored as its argon2id hash (`null` removes it); site grants signed with the old one
 * stop working. Blocks and block areas are saved to the page's draft (visitors see them once it is
 * published); its settings at once. Returns the page as saved, with its draft.
 */
export async function updatePage(
  db: Knex,
  websiteId: string,
  actor: Actor,
  id: string,
  changes: PageChanges,
  expectedVersion: number | undefined,
): Promise<PageDetail> {
  // Hashing takes a while: done before the transaction, so rows are not held meanwhile.
  const passwordHash =
    changes.password === undefined
      ? undefined
      : changes.password === null
        ? null
        : await hashPassword(changes.password);
  const detail = await db.transaction(async (trx) => {
    const page = await lockPage(trx, websiteId, id);
    if (page === undefined) throw notFound('No such page.');
    if (expectedVersion !== undefined && page.version !== expectedVersion)
      throw versionConflict(page.version);
    const columns = await columnChanges(trx, websiteId, page, changes, passwordHash);
    if (Object.keys(columns.page).length === 0) return pageDetail(trx, websiteId, id, { draft: true });
    const written = await updatePageRow(
      trx,
      websiteId,
      id,
      expectedVersion ?? page.version,
      columns.page,
      actor,
    );
    if (written === 0) throw versionConflict((await pageVersion(trx, websiteId, id)) ?? page.version);
    if (page.collection_id !== null && Object.keys(columns.collection).length > 0) {
      await updateCollectionRow(trx, websiteId, page.collection_id, columns.collection, actor);
    }
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'page',
      entityId: id,
      summary: `Changed ${columns.summary.join(', ')}.`,
    });
    // A draft changed back to the published content is no draft.
    if (columns.page.draft_content !== undefined) await dropDraftEqualToPublished(trx, websiteId, id);
    return pageDetail(trx, websiteId, id, { draft: true });
  });
  invalidateSiteData(websiteId);
  return detail;
}
