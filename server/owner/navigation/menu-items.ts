// Menus as trees of links: stored JSON read back as NavigationItems, and links to a removed page taken out.
import type { NavigationItem } from '../../../domain/owner-api/navigation.js';

const TEXT_FIELDS = ['collectionId', 'pageId', 'externalLink', 'memberAreaId', 'title'] as const;

/**
 * A menu's stored items as NavigationItems: known fields only, `items` always a list. Rows
 * written by older code or the demo may carry other fields; the site ignores them too.
 */
export function storedNavigationItems(raw: unknown): NavigationItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => {
      const item: NavigationItem = { items: storedNavigationItems(entry.items) };
      for (const field of TEXT_FIELDS) {
        if (typeof entry[field] === 'string') item[field] = entry[field];
      }
      if (typeof entry.newWindow === 'boolean') item.newWindow = entry.newWindow;
      return item;
    });
}

/** What a removed page took with it: the page, and the collection it showed. */
export interface RemovedTarget {
  pageId: string;
  collectionId?: string | null;
}

const leadsTo = (item: NavigationItem, target: RemovedTarget) =>
  item.pageId === target.pageId ||
  (typeof target.collectionId === 'string' && item.collectionId === target.collectionId);

/**
 * The menu without links to `target`, at every level. A removed link's children take its place,
 * so the owner's other pages stay in the menu. Returns undefined when nothing pointed there.
 */
export function withoutLinksTo(
  items: readonly NavigationItem[],
  target: RemovedTarget,
): NavigationItem[] | undefined {
  let changed = false;
  const walk = (level: readonly NavigationItem[]): NavigationItem[] =>
    level.flatMap((item) => {
      const children = walk(item.items);
      if (leadsTo(item, target)) {
        changed = true;
        return children;
      }
      return [{ ...item, items: children }];
    });
  const result = walk(items);
  return changed ? result : undefined;
}
