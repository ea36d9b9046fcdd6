// A website's uploaded themes on the owner side: the list, switching the live site's theme, deleting one, reading and saving its tweak values.
import type { Knex } from 'knex';
import type { ThemesReply, ThemeTweakPreview, ThemeTweaksReply } from '../../../domain/owner-api/themes.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { TABLES } from '../../db/tables.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { builtInThemeName } from '../../site/render/paths.js';
import {
  compileStyles,
  stylesheetTweaks,
  tweakValueProblem,
  type Tweak,
} from '../../theme-platform/styles.js';
import { tweakBodyClasses, tweakClassOf } from '../../theme-platform/tweaks.js';
import { readThemeFolder } from '../../theme-platform/theme-folder.js';
import { themeScriptFiles } from '../../theme-platform/theme-scripts.js';
import { ensureUnpackedTheme, removeUnpackedTheme } from '../../theme-platform/theme-zip-cache.js';
import { recordChange, type Actor } from '../api/actor.js';
import {
  deleteThemeRow,
  findThemeSource,
  listThemeRows,
  readThemeZip,
  setActiveTheme,
  updateThemeTweaks,
  zipHashInUse,
  type ThemeSource,
} from './theme-store.js';

/** Who is changing which website's themes. */
export interface ThemeEditor {
  db: Knex;
  dataDir: string;
  websiteId: string;
  actor: Actor;
}

export const THEME_NOT_FOUND = 'This website has no such theme.';
export const THEME_ACTIVE_ERROR = 'theme-active';
export const THEME_ACTIVE_MESSAGE = 'Switch the site to another theme before deleting this one.';
export const THEME_SCRIPTS_ERROR = 'theme-scripts-admin-only';
/** The 403 of a theme with scripts put live by anyone but an admin. */
export function themeScriptsMessage(files: readonly string[]): string {
  const named = files.slice(0, 3).join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : '');
  return `This theme runs scripts (${named}), which act with the rights of whoever views the site. Only an admin can make it live.`;
}

/** The website's uploaded themes, newest first, the active one and the built-in theme's name. */
export async function listThemes(db: Knex, websiteId: string): Promise<ThemesReply> {
  return { ...(await listThemeRows(db, websiteId)), builtInName: builtInThemeName() };
}

/**
 * Makes `themeId` what the live site shows (null: the built-in theme); 404 for a theme the website
 * does not have. The next page view renders through it. A theme whose pages run script
 * (theme-platform/theme-scripts.ts) is refused 403 `theme-scripts-admin-only` unless
 * `mayRunScripts` (an admin signed in in person): its scripts run on the site's origin, the
 * editor's, with the rights of every owner who views the site.
 */
export async function activateTheme(
  editor: ThemeEditor,
  themeId: string | null,
  { mayRunScripts }: { mayRunScripts: boolean },
): Promise<ThemesReply> {
  if (themeId !== null && !mayRunScripts) {
    const source = await sourceOf(editor.db, editor.websiteId, themeId);
    const dir = await ensureUnpackedTheme(editor.dataDir, source.contentHash, () =>
      readThemeZip(editor.db, editor.websiteId, source.id),
    );
    const folder = readThemeFolder(dir).folder;
    const scripts = folder === undefined ? [] : themeScriptFiles(folder);
    if (scripts.length > 0) throw new HttpError(403, THEME_SCRIPTS_ERROR, themeScriptsMessage(scripts));
  }
  await editor.db.transaction(async (trx) => {
    // Locked as deleteTheme locks it, so a theme cannot be deleted between this check and the switch.
    await trx(TABLES.websites).where({ id: editor.websiteId }).forUpdate().first('id');
    if (themeId !== null && (await findThemeSource(trx, editor.websiteId, themeId)) === undefined) {
      throw notFound(THEME_NOT_FOUND);
    }
    await setActiveTheme(trx, editor.websiteId, themeId);
    await recordChange(trx, editor.actor, {
      websiteId: editor.websiteId,
      action: 'activate',
      entity: 'theme',
      entityId: themeId ?? 'built-in',
      summary: themeId === null ? 'the built-in theme' : themeId,
    });
  });
  invalidateSiteData(editor.websiteId);
  return listThemes(editor.db, editor.websiteId);
}

/**
 * Deletes an uploaded theme: 404 when unknown, 409 while the live site shows it. Its unpacked
 * folder goes too when no theme of any website has the same zip (another server keeps its copy
 * until its data folder is cleared; a server that still needs one unpacks it again).
 */
export async function deleteTheme(editor: ThemeEditor, themeId: string): Promise<void> {
  const hash = await editor.db.transaction(async (trx) => {
    const active = (await trx(TABLES.websites)
      .where({ id: editor.websiteId })
      .forUpdate()
      .first('active_theme_id')) as { active_theme_id: string | null } | undefined;
    if (active?.active_theme_id === themeId)
      throw new HttpError(409, THEME_ACTIVE_ERROR, THEME_ACTIVE_MESSAGE);
    const source = await findThemeSource(trx, editor.websiteId, themeId);
    if (source === undefined || !(await deleteThemeRow(trx, editor.websiteId, themeId)))
      throw notFound(THEME_NOT_FOUND);
    await recordChange(trx, editor.actor, {
      websiteId: editor.websiteId,
      action: 'delete',
      entity: 'theme',
      entityId: themeId,
    });
    return source.contentHash;
  });
  // Only a cache: failing to clear it (a folder removed meanwhile) does not undo the delete.
  if (!(await zipHashInUse(editor.db, hash)))
    await removeUnpackedTheme(editor.dataDir, hash).catch(() => undefined);
}

async function sourceOf(db: Knex, websiteId: string, themeId: string): Promise<ThemeSource> {
  const source = await findThemeSource(db, websiteId, themeId);
  if (source === undefined) throw notFound(THEME_NOT_FOUND);
  return source;
}

/** The tweak variables declared in the theme's LESS stylesheets, in order. */
async function declaredTweaks(
  editor: Pick<ThemeEditor, 'db' | 'dataDir' | 'websiteId'>,
  source: ThemeSource,
) {
  const dir = await unpacked(editor, source);
  return stylesheetTweaks(dir, readThemeFolder(dir).folder?.stylesheets ?? []);
}

/** The theme's folder, unpacked from its zip when this server has no copy. */
function unpacked(editor: Pick<ThemeEditor, 'db' | 'dataDir' | 'websiteId'>, source: ThemeSource) {
  return ensureUnpackedTheme(editor.dataDir, source.contentHash, () =>
    readThemeZip(editor.db, editor.websiteId, source.id),
  );
}

function tweaksReply(
  themeId: string,
  tweaks: readonly Tweak[],
  values: Record<string, string>,
): ThemeTweaksReply {
  return {
    themeId,
    tweaks: tweaks.map((tweak) => ({
      name: tweak.name,
      type: tweak.type,
      kind: tweak.kind,
      title: tweak.title,
      category: typeof tweak.options.category === 'string' ? tweak.options.category : 'General',
      label: typeof tweak.options.label === 'string' ? tweak.options.label : tweak.title,
      classBase: tweak.type === 'dropdown' || tweak.type === 'checkbox' ? tweakClassOf(tweak) : null,
      default: tweak.default,
      value: values[tweak.name] ?? null,
      declaredAt: `${tweak.file}:${tweak.line}`,
      options: tweak.options,
    })),
  };
}

/** The theme's tweaks with this website's values; 404 for an unknown theme. */
export async function readThemeTweaks(
  editor: Pick<ThemeEditor, 'db' | 'dataDir' | 'websiteId'>,
  themeId: string,
): Promise<ThemeTweaksReply> {
  const source = await sourceOf(editor.db, editor.websiteId, themeId);
  return tweaksReply(themeId, await declaredTweaks(editor, source), source.tweaks);
}

/**
 * `values` trimmed, each checked against its tweak; 400 with a problem per tweak name (an unknown
 * name, a value the tweak cannot take) when any is refused.
 */
function checkedValues(tweaks: readonly Tweak[], values: Record<string, string>): Record<string, string> {
  const byName = new Map(tweaks.map((tweak) => [tweak.name, tweak]));
  const fields: Record<string, string> = {};
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const tweak = byName.get(name);
    const problem =
      tweak === undefined ? `This theme has no tweak @${name}.` : tweakValueProblem(tweak, value);
    if (problem !== undefined) fields[name] = problem;
    else checked[name] = value.trim();
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, fields);
  return checked;
}

/**
 * The theme's stylesheet and `<body>` tweak classes with `values` (unsaved: the Theme styles
 * panel's draft), for the preview to show before they are saved; nothing is stored. 400 as
 * {@link saveThemeTweaks} refuses; 404 for an unknown theme.
 */
export async function previewThemeTweaks(
  editor: Pick<ThemeEditor, 'db' | 'dataDir' | 'websiteId'>,
  themeId: string,
  values: Record<string, string>,
): Promise<ThemeTweakPreview> {
  const source = await sourceOf(editor.db, editor.websiteId, themeId);
  const dir = await unpacked(editor, source);
  const stylesheets = readThemeFolder(dir).folder?.stylesheets ?? [];
  const tweaks = stylesheetTweaks(dir, stylesheets);
  const checked = checkedValues(tweaks, values);
  const styles = await compileStyles(dir, stylesheets, checked);
  if (styles.retry === true) {
    throw new HttpError(503, 'styles-busy', 'The preview could not be compiled now; try again in a moment.');
  }
  return { themeId, css: styles.css, bodyClasses: tweakBodyClasses(tweaks, checked) };
}

/**
 * Saves the website's tweak values for the theme: every value given replaces the stored ones, a
 * name left out keeps its default. 400 with a problem per tweak name (an unknown name, a value the
 * tweak cannot take); nothing is saved then. Saving the active theme's restyles the live site.
 */
export async function saveThemeTweaks(
  editor: ThemeEditor,
  themeId: string,
  values: Record<string, string>,
): Promise<ThemeTweaksReply> {
  const source = await sourceOf(editor.db, editor.websiteId, themeId);
  const tweaks = await declaredTweaks(editor, source);
  const saved = checkedValues(tweaks, values);
  await editor.db.transaction(async (trx) => {
    await updateThemeTweaks(trx, editor.websiteId, themeId, saved);
    await recordChange(trx, editor.actor, {
      websiteId: editor.websiteId,
      action: 'update',
      entity: 'theme-tweaks',
      entityId: themeId,
      summary: Object.entries(saved)
        .map(([name, value]) => `@${name}: ${value}`)
        .join(', '),
    });
  });
  invalidateSiteData(editor.websiteId);
  return tweaksReply(themeId, tweaks, saved);
}
