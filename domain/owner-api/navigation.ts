// A menu as the owner API reads and writes it: ordered links to pages, collections or addresses, nested.
import { z } from 'zod';
import { idSchema, linkSchema } from './common.js';

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

/** One link and its children (SPEC §3 "Navigation update": nested `items`). */
export const navigationItemSchema: z.ZodType<NavigationItem, z.input<z.ZodType<NavigationItem>>> = z.lazy(
  () =>
    z
      .object({
        collectionId: idSchema.optional(),
        pageId: idSchema.optional(),
        externalLink: linkSchema.optional(),
        memberAreaId: idSchema.optional(),
        title: z.string().trim().max(200).optional(),
        newWindow: z.boolean().optional(),
        items: z.array(navigationItemSchema).max(MAX_NAVIGATION_LINKS).default([]),
      })
      .strip(),
);

/** `PUT /api/owner/navigation/{name}`: the whole menu, in order. */
export const navigationBodySchema = z.object({
  items: z.array(navigationItemSchema).max(MAX_NAVIGATION_LINKS),
});

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
