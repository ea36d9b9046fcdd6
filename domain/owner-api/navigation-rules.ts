// Menus' plain rules (no zod here): the item shape, the depth and size limits, the main menu's name.
/** How deep menus nest (the site renders four levels). */
export const MAX_NAVIGATION_DEPTH = 4;

/** The most links one menu holds, all levels counted. */
export const MAX_NAVIGATION_LINKS = 500;

/** One menu link: a page, a collection, a member area or an outside address, with optional children. */
export interface NavigationItem {
  collectionId?: string;
  pageId?: string;
  externalLink?: string;
  /** SPEC §3: kept as given (member areas are a later feature). */
  memberAreaId?: string;
  title?: string;
  newWindow?: boolean;
  items: NavigationItem[];
}

/** The depth and link count of a menu, for the limits above. */
export function measureNavigation(
  items: readonly NavigationItem[],
  depth = 1,
): { depth: number; links: number } {
  let deepest = items.length > 0 ? depth : depth - 1;
  let links = items.length;
  for (const child of items) {
    const inner = measureNavigation(child.items, depth + 1);
    deepest = Math.max(deepest, inner.depth);
    links += inner.links;
  }
  return { depth: deepest, links };
}

/** The name of the site's main menu (SPEC §7: GetSiteLayout's first entry). */
export const MAIN_NAVIGATION_NAME = 'main';

/** A menu name's refusal. */
export const NAVIGATION_NAME_MESSAGE = 'A navigation name is a letter followed by letters, digits, - or _.';
