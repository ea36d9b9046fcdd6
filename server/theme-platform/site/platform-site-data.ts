// PlatformData answered from a website's data: its menus, its collections' items and block areas of page blocks rendered to HTML.
import type { RenderOptions } from '../../../engine/types.js';
import { collectionContext } from '../../site/context/collection-page.js';
import { loadItemsContext } from '../../site/context/items.js';
import type { NavigationLink } from '../../site/context/navigation.js';
import { contentBlocks, hasSections } from '../../owner/pages/raw-sections.js';
import { loadPageBlocks } from '../../site/context/page-blocks.js';
import type { PageRequest } from '../../site/context/page-view.js';
import { collectionKind, HOME_URL_ID } from '../../site/context/site-map.js';
import type { SiteReads } from '../../site/context/site-reads.js';
import type { CollectionRecord } from '../../site/context/store.js';
import type { QueryParams } from '../platform-tags.js';
import type { NavigationItem, PlatformData, QueryResult } from '../platform-theme.js';
import type { BuiltInBodies } from './built-in-bodies.js';

/** How many items a query reads before filtering by featured, category or tag. */
const QUERY_WINDOW = 100;
const DEFAULT_QUERY_LIMIT = 10;
const FEATURED = 'featured';

/** A menu link of the site's context as the platform's navigation item. */
export function navigationItem(link: NavigationLink): NavigationItem {
  const items = link.items.map(navigationItem);
  const folder = link.fullUrl === '' && items.length > 0;
  const hasActiveChild = (entries: readonly NavigationLink[]): boolean =>
    entries.some((entry) => entry.active || hasActiveChild(entry.items));
  const base: NavigationItem = {
    title: link.title,
    active: link.active,
    folderActive: items.length > 0 && hasActiveChild(link.items),
  };
  if (items.length > 0) base.items = items;
  if (link.external) return { ...base, externalLink: { url: link.fullUrl, newWindow: link.newWindow } };
  return {
    ...base,
    collection: {
      title: link.title,
      navigationTitle: link.title,
      fullUrl: link.fullUrl,
      folder,
    },
  };
}

/**
 * The site menu a theme's navigation name means: the menu the owner saved under that name (as
 * Squarespace's owners filled a theme's declared navigations); else, for the theme's first declared
 * navigation, the site's main menu (a theme's first navigation is its site navigation, whatever it
 * is called: `siteNav`, `pages`, `headerNav`); else the name without `Navigation`/`Nav`
 * (`footerNavigation` → `footer`), else the menu at the same position as the name in
 * template.conf's `navigations` (main, then header, then footer).
 */
export function menuFor(
  name: string,
  menus: Readonly<Record<string, unknown>>,
  themeNavigations: readonly string[],
): NavigationLink[] {
  const key = menuKeysFor(name, themeNavigations).find((candidate) => Array.isArray(menus[candidate]));
  return key === undefined ? [] : (menus[key] as NavigationLink[]);
}

/** The site menu names a theme's navigation `name` may mean, in the order {@link menuFor} tries them. */
export function menuKeysFor(name: string, themeNavigations: readonly string[]): string[] {
  const stem = name.replace(/(Navigation|Nav)$/i, '');
  const position = themeNavigations.indexOf(name);
  const byPosition = ['main', 'header', 'footer'][position];
  const keys = [name, ...(position === 0 ? ['main'] : []), stem, stem.toLowerCase()];
  if (byPosition !== undefined) keys.push(byPosition);
  return [...new Set(keys.filter((key) => key !== ''))];
}

/**
 * The site collection a query's `collection` names: the one with that URL id, else (the theme
 * names a collection type, `blog`) the first collection of that kind.
 */
export function collectionNamed(
  collections: readonly CollectionRecord[],
  name: string,
): CollectionRecord | undefined {
  return (
    collections.find((collection) => collection.url_id === name) ??
    collections.find((collection) => collectionKind(collection) === name)
  );
}

const hasWord = (list: unknown, word: string): boolean =>
  Array.isArray(list) &&
  list.some((entry) => typeof entry === 'string' && entry.toLowerCase() === word.toLowerCase());

export interface SitePlatformDataOptions {
  reads: SiteReads;
  request: PageRequest;
  /** The page's context (its `navigation` menus, `page`). */
  context: Record<string, unknown>;
  /** The theme's navigation names, in template.conf's order. */
  themeNavigations: readonly string[];
  bodies: BuiltInBodies;
  renderOptions: RenderOptions;
}

/**
 * The site's answers to the platform tags.
 * - `navigation(name)`: the site menu {@link menuFor} picks, as the platform's items.
 * - `query({collection, limit, featured, category, tag})`: the collection {@link collectionNamed}
 *   finds, its items in its own order, filtered by category and tag; `featured` keeps items tagged
 *   or filed under "Featured" (Tessera's items have no featured flag of their own).
 * - `blockField(id)`: the blocks stored under `content.blockFields[id]` of the page shown, else of
 *   the home page (areas every page shares: a sidebar, a footer), rendered to HTML with the
 *   built-in theme's blocks; a block field named after the page shown (`aboutBlocks` on `/about`,
 *   as a static `pages/about.page` writes it) gets that page's own blocks.
 */
export function sitePlatformData(options: SitePlatformDataOptions): PlatformData {
  const { reads, request, context } = options;
  const { site } = request;
  const websiteId = site.website.id;
  const menus = (context.navigation ?? {}) as Record<string, unknown>;
  return {
    navigation: (name) => menuFor(name, menus, options.themeNavigations).map(navigationItem),
    async query(params: QueryParams): Promise<QueryResult> {
      const collection = collectionNamed(site.map.collections, params.collection);
      if (collection === undefined) return { items: [] };
      const limit = params.limit ?? DEFAULT_QUERY_LIMIT;
      const filtered = params.featured === true || params.category !== undefined || params.tag !== undefined;
      const records = await reads.items({
        websiteId,
        collectionId: collection.id,
        ordering: collection.item_ordering,
        limit: filtered ? QUERY_WINDOW : limit,
        offset: 0,
        ...(collectionKind(collection) === 'events'
          ? { events: { view: 'upcoming' as const, now: request.now } }
          : {}),
      });
      const chosen = records
        .filter(
          (record) =>
            params.featured !== true ||
            hasWord(record.tags, FEATURED) ||
            hasWord(record.categories, FEATURED),
        )
        .filter((record) => params.category === undefined || hasWord(record.categories, params.category))
        .filter((record) => params.tag === undefined || hasWord(record.tags, params.tag))
        .slice(0, limit);
      const loaded = await loadItemsContext(reads, site, chosen);
      return {
        items: loaded.items,
        collection: collectionContext(collection, site.map.collectionPath(collection)),
      };
    },
    async blockField(id) {
      const pageId = (context.page as { id?: unknown } | undefined)?.id;
      const shown = typeof pageId === 'string' ? site.map.pageById(pageId) : undefined;
      const home = site.map.pageByUrlId(HOME_URL_ID);
      const render = async (raw: unknown[]) => {
        const loaded = await loadPageBlocks(reads, site, { blocks: raw }, request.query, request.now);
        return options.bodies.blocks(loaded.blocks, context, options.renderOptions);
      };
      for (const candidate of [shown, home]) {
        if (candidate === undefined) continue;
        const content = await reads.pageContent(websiteId, candidate.id);
        const fields = content.blockFields as Record<string, unknown> | undefined;
        const stored = fields?.[id];
        if (Array.isArray(stored)) return render(stored);
        // A static page's own blocks fill the block field named after it (`aboutBlocks` on about).
        const named = id.toLowerCase().startsWith(candidate.url_id.replace(/-/g, '').toLowerCase());
        // (A page of sections fills it with its blocks in reading order.)
        if (candidate === shown && named && (Array.isArray(content.blocks) || hasSections(content)))
          return render(contentBlocks(content));
      }
      return '';
    },
  };
}
