// What each row of the page tree shows: a link's title, what it is, its page (with disabled and locked marks).
import type { NavigationItem } from '../../domain/owner-api/navigation.js';
import { PAGE_KIND_LABELS } from '../../domain/owner-api/page-rules.js';
import type { PageView } from '../../domain/owner-api/pages.js';
import type { NavLink } from './navigation-tree.js';

/** A row as the owner reads it. */
export interface RowInfo {
  title: string;
  /** What the link is: a page's kind (Page, Blog, Store…), Collection, Link, Member area or Folder. */
  kind: string;
  /** The page the link opens, when it opens one of the site's pages. */
  page?: PageView;
  /** The address of an outside link. */
  address?: string;
  /** The link points at a page or collection that no longer exists (the site leaves it out). */
  missing: boolean;
}

/** The kind of a page as the tree and the pickers name it. */
export function pageKindLabel(page: PageView): string {
  return page.type === 'system' ? 'System page' : PAGE_KIND_LABELS[page.type];
}

/** The title a page has in a menu: its navigation title, else its title. */
export function menuTitle(page: PageView): string {
  return page.navigationTitle.trim() || page.title;
}

/** What a menu link shows: page links the page's menu title, collection links the collection's page, outside links their title and address. */
export function describeLink(link: NavLink, pages: readonly PageView[]): RowInfo {
  const own = link.title?.trim() ?? '';
  if (link.pageId !== undefined) {
    const page = pages.find((candidate) => candidate.id === link.pageId);
    if (page === undefined) return { title: own || 'Missing page', kind: 'Page', missing: true };
    return { title: own || menuTitle(page), kind: pageKindLabel(page), page, missing: false };
  }
  if (link.collectionId !== undefined) {
    const page = pages.find((candidate) => candidate.collectionId === link.collectionId);
    if (page === undefined) return { title: own || 'Missing collection', kind: 'Collection', missing: true };
    return { title: own || menuTitle(page), kind: 'Collection', page, missing: false };
  }
  if (link.externalLink !== undefined) {
    return { title: own || link.externalLink, kind: 'Link', address: link.externalLink, missing: false };
  }
  if (link.memberAreaId !== undefined)
    return { title: own || 'Member area', kind: 'Member area', missing: false };
  return { title: own || 'Untitled folder', kind: 'Folder', missing: false };
}

/** Every page and collection the menu links to, nested links included. */
function linkedTargets(items: readonly NavigationItem[], pages: Set<string>, collections: Set<string>): void {
  for (const item of items) {
    if (item.pageId !== undefined) pages.add(item.pageId);
    if (item.collectionId !== undefined) collections.add(item.collectionId);
    linkedTargets(item.items ?? [], pages, collections);
  }
}

/** The pages no link of the menu opens (system pages, like the lock screen, are never listed), home first. */
export function unlinkedPages(pages: readonly PageView[], menu: readonly NavigationItem[]): PageView[] {
  const linkedPages = new Set<string>();
  const linkedCollections = new Set<string>();
  linkedTargets(menu, linkedPages, linkedCollections);
  return pages
    .filter(
      (page) =>
        page.type !== 'system' &&
        !linkedPages.has(page.id) &&
        (page.collectionId === null || !linkedCollections.has(page.collectionId)),
    )
    .sort((a, b) => Number(b.isHome) - Number(a.isHome));
}
