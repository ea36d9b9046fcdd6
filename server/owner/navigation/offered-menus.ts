// The menus the editor offers to edit: each navigation the live theme shows (by the site menu it reads, with the theme's title), then any other saved menu.
import type { Knex } from 'knex';
import { MAIN_NAVIGATION_NAME, navigationNameSchema } from '../../../domain/owner-api/navigation.js';
import type { OfferedMenu } from '../../../domain/owner-api/navigation.js';
import { defaultThemeDir } from '../../site/render/paths.js';
import { menuKeysFor } from '../../theme-platform/site/platform-site-data.js';
import { readThemeFolder } from '../../theme-platform/theme-folder.js';
import { ensureUnpackedTheme } from '../../theme-platform/theme-zip-cache.js';
import { activeThemeId, findThemeSource, readThemeZip } from '../themes/theme-store.js';

/** A theme's navigations by folder: a folder (the built-in one, an unpacked zip by its hash) never changes. */
const navigationsByDir = new Map<string, { name: string; title: string }[]>();

function navigationsOf(dir: string): { name: string; title: string }[] {
  let navigations = navigationsByDir.get(dir);
  if (navigations === undefined) {
    navigations = (readThemeFolder(dir).folder?.conf.navigations ?? []).map(({ name, title }) => ({
      name,
      title,
    }));
    navigationsByDir.set(dir, navigations);
  }
  return navigations;
}

/** The folder of the theme the website's live site shows: its uploaded theme, else the built-in one. */
async function liveThemeDir(db: Knex, dataDir: string, websiteId: string): Promise<string> {
  const themeId = await activeThemeId(db, websiteId);
  const source = themeId === null ? undefined : await findThemeSource(db, websiteId, themeId);
  if (source === undefined) return defaultThemeDir();
  return ensureUnpackedTheme(dataDir, source.contentHash, () => readThemeZip(db, websiteId, source.id));
}

/**
 * Each navigation of the live theme as the site menu it shows (the saved menu it reads, else the
 * name it would read once saved: its name without `Navigation`, in lower case), titled as the
 * theme titles it; the main menu first; then the saved menus no navigation shows, by name.
 */
export async function offeredMenus(
  db: Knex,
  dataDir: string,
  websiteId: string,
  saved: readonly string[],
): Promise<OfferedMenu[]> {
  const navigations = navigationsOf(await liveThemeDir(db, dataDir, websiteId));
  const names = navigations.map((navigation) => navigation.name);
  const offered = new Map<string, OfferedMenu>();
  for (const navigation of navigations) {
    const keys = menuKeysFor(navigation.name, names);
    const name =
      keys.find((key) => saved.includes(key)) ??
      keys.find((key) => key === key.toLowerCase() && navigationNameSchema.safeParse(key).success);
    if (name !== undefined && !offered.has(name))
      offered.set(name, { name, title: navigation.title, shown: true });
  }
  if (!offered.has(MAIN_NAVIGATION_NAME)) {
    offered.set(MAIN_NAVIGATION_NAME, { name: MAIN_NAVIGATION_NAME, title: 'Main menu', shown: false });
  }
  const main = offered.get(MAIN_NAVIGATION_NAME)!;
  const others = [...offered.values()].filter((menu) => menu !== main);
  for (const name of [...saved].sort()) {
    if (!offered.has(name)) others.push({ name, title: name, shown: false });
  }
  return [main, ...others];
}
