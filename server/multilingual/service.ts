// The site's languages (SPEC §7's /api/multilingual calls) and its pages' translations: reading them, changing them in a transaction, and dropping the site's cached pages after.
import type { Knex } from 'knex';
import type {
  MultilingualSettings,
  MultilingualStatus,
  PageTranslation,
  SiteLanguage,
} from '../../domain/owner-api/multilingual.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import {
  blockText,
  canonicalLanguageTag,
  CURATED_LANGUAGES,
  LANGUAGE_MESSAGES,
  languageName,
  languagePrefix,
  localizedPath,
  MAX_EXTRA_LANGUAGES,
  nativeLanguageName,
  TRANSLATABLE_BLOCK_FIELDS,
} from '../../domain/site-languages.js';
import { TABLES } from '../db/tables.js';
import { badRequest, notFound } from '../http/http-error.js';
import { recordChange, type Actor } from '../owner/api/actor.js';
import { sanitizeRichText } from '../owner/sanitize/rich-text.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';
import { PAGE_TYPE, pagePath } from '../site/context/site-map.js';
import { blockIdOf, contentBlocks } from './translated-page.js';
import { countTranslations, loadExtraLanguages, loadPageTranslation } from './store.js';

/** The website a call is about: its id and primary language (`WEBSITES.language`). */
export interface LanguageSite {
  id: string;
  language: string;
}

/** Pages of blocks, the ones a translation applies to. */
const TRANSLATABLE_PAGE_TYPES = [PAGE_TYPE.page, PAGE_TYPE.splash];

function siteLanguage(tag: string, primary: boolean): SiteLanguage {
  return {
    tag,
    name: languageName(tag),
    nativeName: nativeLanguageName(tag),
    primary,
    path: localizedPath('/', primary ? undefined : tag),
  };
}

/** GET /api/multilingual/settings. */
export async function multilingualSettings(db: Knex, site: LanguageSite): Promise<MultilingualSettings> {
  const extra = await loadExtraLanguages(db, site.id);
  return {
    enabled: extra.length > 0,
    primary: site.language,
    languages: [siteLanguage(site.language, true), ...extra.map((tag) => siteLanguage(tag, false))],
    switcherShown: extra.length > 0,
  };
}

/** GET /api/multilingual/status: how many pages are translated in each language. */
export async function multilingualStatus(db: Knex, site: LanguageSite): Promise<MultilingualStatus> {
  const [extra, counts, total] = await Promise.all([
    loadExtraLanguages(db, site.id),
    countTranslations(db, site.id),
    db(TABLES.pages)
      .where({ website_id: site.id })
      .whereIn('page_type', TRANSLATABLE_PAGE_TYPES)
      .count({ count: '*' })
      .first(),
  ]);
  const totalPages = Number((total as { count?: string | number } | undefined)?.count ?? 0);
  return {
    enabled: extra.length > 0,
    totalPages,
    languages: [
      { ...siteLanguage(site.language, true), translatedPages: totalPages },
      ...extra.map((tag) => ({ ...siteLanguage(tag, false), translatedPages: counts.get(tag) ?? 0 })),
    ],
  };
}

/** GET /api/multilingual/languages: the curated languages, the site's primary one left out. */
export function availableLanguages(site: LanguageSite) {
  const primary = site.language.toLowerCase();
  return {
    languages: CURATED_LANGUAGES.filter((language) => language.tag.toLowerCase() !== primary).map(
      ({ tag, name, nativeName }) => ({ tag, name, nativeName }),
    ),
  };
}

/** Makes sure the primary language has its default LANGUAGES row (the one translations never point at). */
async function ensurePrimaryRow(trx: Knex.Transaction, site: LanguageSite): Promise<void> {
  const existing = await trx(TABLES.languages).where({ website_id: site.id, is_default: true }).first('code');
  if (existing !== undefined) return;
  await trx(TABLES.languages)
    .insert({
      website_id: site.id,
      code: site.language,
      name: languageName(site.language),
      is_default: true,
      enabled: true,
      position: 0,
    })
    .onConflict(['website_id', 'code'])
    .merge({ is_default: true, enabled: true });
}

/**
 * PUT /api/multilingual/languages: the site's languages besides its primary one become `tags`
 * (already checked and in canonical case; the primary one, if sent, is skipped). A removed
 * language's translations are deleted with it. 400 when a language's address (`/fr`) is a page's
 * or a collection's.
 */
export async function putLanguages(
  db: Knex,
  site: LanguageSite,
  actor: Actor,
  tags: readonly string[],
): Promise<MultilingualSettings> {
  const primary = site.language.toLowerCase();
  const wanted = tags.filter((tag) => tag.toLowerCase() !== primary);
  // The schema allows one more, for clients that send the primary language too.
  if (wanted.length > MAX_EXTRA_LANGUAGES)
    throw badRequest(OWNER_INPUT_MESSAGE, { languages: LANGUAGE_MESSAGES.tooMany });
  await db.transaction(async (trx) => {
    const { rows } = await trx.raw(
      `select lower(url_id) as url_id from "${TABLES.pages}" where website_id = ?
       union select lower(url_id) from "${TABLES.collections}" where website_id = ?`,
      [site.id, site.id],
    );
    const taken = new Set((rows as { url_id: string | null }[]).map((row) => row.url_id));
    const fields: Record<string, string> = {};
    wanted.forEach((tag, index) => {
      if (taken.has(languagePrefix(tag)))
        fields[`languages.${tags.indexOf(tag) >= 0 ? tags.indexOf(tag) : index}`] =
          LANGUAGE_MESSAGES.takenAddress(tag, languagePrefix(tag));
    });
    if (Object.keys(fields).length > 0) throw badRequest(OWNER_INPUT_MESSAGE, fields);

    await ensurePrimaryRow(trx, site);
    await trx(TABLES.languages)
      .where({ website_id: site.id, is_default: false })
      .whereNotIn('code', wanted.length === 0 ? [''] : wanted)
      .delete();
    for (const [position, tag] of wanted.entries()) {
      await trx(TABLES.languages)
        .insert({
          website_id: site.id,
          code: tag,
          name: languageName(tag),
          is_default: false,
          enabled: true,
          position: position + 1,
        })
        .onConflict(['website_id', 'code'])
        .merge({ position: position + 1, enabled: true, updated_at: trx.fn.now() });
    }
    await recordChange(trx, actor, {
      websiteId: site.id,
      action: 'update',
      entity: 'languages',
      entityId: site.id,
      summary: `Languages: ${[site.language, ...wanted].join(', ')}`,
    });
  });
  invalidateSiteData(site.id);
  return multilingualSettings(db, site);
}

/**
 * DELETE /api/multilingual/connection: multilingual off. Every language but the primary one is
 * removed, and with them every page translation; the site is in its primary language only.
 */
export async function disconnectMultilingual(
  db: Knex,
  site: LanguageSite,
  actor: Actor,
): Promise<MultilingualSettings> {
  await db.transaction(async (trx) => {
    await trx(TABLES.languages)
      .where({ website_id: site.id, is_default: false })
      .whereRaw('lower(code) <> lower(?)', [site.language])
      .delete();
    await recordChange(trx, actor, {
      websiteId: site.id,
      action: 'delete',
      entity: 'languages',
      entityId: site.id,
      summary: 'Multilingual turned off: other languages and their translations removed',
    });
  });
  invalidateSiteData(site.id);
  return multilingualSettings(db, site);
}

/** The visitor's choice of language, checked against the site's: the tag as the site has it, or a 400. */
export async function visitorLanguage(db: Knex, site: LanguageSite, asked: string): Promise<string> {
  const { offered } = await languageChoice(db, site, asked);
  if (offered === undefined)
    throw badRequest(LANGUAGE_MESSAGES.notOffered(asked), { language: LANGUAGE_MESSAGES.notOffered(asked) });
  return offered;
}

/** What a language asked for is on this site: the site's own tag for it (when offered), and whether the site has others. */
export async function languageChoice(
  db: Knex,
  site: LanguageSite,
  asked: string,
): Promise<{ offered: string | undefined; multilingual: boolean }> {
  const canonical = canonicalLanguageTag(asked.trim());
  const extra = await loadExtraLanguages(db, site.id);
  const offered = [site.language, ...extra].find((tag) => tag.toLowerCase() === canonical?.toLowerCase());
  return { offered, multilingual: extra.length > 0 };
}

interface PageRow {
  id: string;
  title: string;
  description: string | null;
  url_id: string;
  page_type: number;
  content: Record<string, unknown> | null;
}

/** The page (a page of blocks) and the language (one of the site's others), or 404s that say which is missing. */
async function translationTarget(
  db: Knex,
  site: LanguageSite,
  pageId: string,
  language: string,
): Promise<{ page: PageRow; language: string }> {
  const page = (await db(TABLES.pages)
    .where({ website_id: site.id, id: pageId })
    .whereIn('page_type', TRANSLATABLE_PAGE_TYPES)
    .first('id', 'title', 'description', 'url_id', 'page_type', 'content')) as PageRow | undefined;
  if (page === undefined) throw notFound('No such page, or it has no blocks to translate.');
  const tag = (await loadExtraLanguages(db, site.id)).find(
    (candidate) => candidate.toLowerCase() === language.toLowerCase(),
  );
  if (tag === undefined) throw notFound(LANGUAGE_MESSAGES.notOffered(language));
  return { page, language: tag };
}

/** A page's translation in `language`, beside the primary texts of its title, description and blocks. */
export async function readPageTranslation(
  db: Knex,
  site: LanguageSite,
  pageId: string,
  language: string,
): Promise<PageTranslation> {
  const target = await translationTarget(db, site, pageId, language);
  const { page } = target;
  const stored = await loadPageTranslation(db, site.id, page.id, target.language);
  const blocks = contentBlocks(page.content ?? {}).flatMap((block, index) => {
    const id = blockIdOf(block, index);
    const fields = (TRANSLATABLE_BLOCK_FIELDS[String(block.type)] ?? []).flatMap(({ field, label, kind }) => {
      const original = blockText(block, field);
      return original === undefined
        ? []
        : [{ field, label, kind, original, translation: stored?.blocks[id]?.[field] ?? '' }];
    });
    return fields.length === 0 ? [] : [{ id, type: String(block.type), fields }];
  });
  return {
    pageId: page.id,
    language: target.language,
    original: { title: page.title, description: page.description ?? '' },
    title: stored?.title ?? '',
    description: stored?.description ?? '',
    blocks,
    updatedAt: stored === undefined ? null : new Date(stored.updated_at).toISOString(),
    path: localizedPath(pagePath(page), target.language),
  };
}

/** What a translation save sends. */
export interface TranslationInput {
  title: string;
  description: string;
  blocks: Record<string, Record<string, string>>;
}

/**
 * Saves a page's translation: the block texts of blocks and fields the page has (others are
 * dropped: a block removed since the editor loaded the page), rich text sanitised, empty texts left
 * out (they show the primary text). One transaction with its OWNER_CHANGES row.
 */
export async function savePageTranslation(
  db: Knex,
  site: LanguageSite,
  actor: Actor,
  pageId: string,
  language: string,
  input: TranslationInput,
): Promise<PageTranslation> {
  const { page, language: tag } = await translationTarget(db, site, pageId, language);
  const blocks: Record<string, Record<string, string>> = {};
  contentBlocks(page.content ?? {}).forEach((block, index) => {
    const id = blockIdOf(block, index);
    const sent = input.blocks[id];
    if (sent === undefined) return;
    for (const { field, kind } of TRANSLATABLE_BLOCK_FIELDS[String(block.type)] ?? []) {
      const text = sent[field]?.trim() ?? '';
      if (text === '' || blockText(block, field) === undefined) continue;
      (blocks[id] ??= {})[field] = kind === 'html' ? sanitizeRichText(text) : text;
    }
  });
  await db.transaction(async (trx) => {
    await trx(TABLES.pageTranslations)
      .insert({
        website_id: site.id,
        page_id: page.id,
        language: tag,
        title: input.title,
        description: input.description,
        blocks: JSON.stringify(blocks),
        updated_by_account_id: actor.accountId,
      })
      .onConflict(['website_id', 'page_id', 'language'])
      .merge({
        title: input.title,
        description: input.description,
        blocks: JSON.stringify(blocks),
        updated_by_account_id: actor.accountId,
        updated_at: trx.fn.now(),
      });
    await recordChange(trx, actor, {
      websiteId: site.id,
      action: 'update',
      entity: 'page-translation',
      entityId: page.id,
      summary: `${page.title} in ${languageName(tag)}`,
    });
  });
  invalidateSiteData(site.id);
  return readPageTranslation(db, site, page.id, tag);
}
