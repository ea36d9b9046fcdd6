// What POST /api/widget/UpdateNavigation accepts: a menu's name and its items, nested at most four deep.
import { z } from 'zod';

/** How deep menus nest (the site renders four levels: server/site/context/navigation.ts). */
export const MAX_NAVIGATION_DEPTH = 4;
/** The most links one menu holds, all levels counted. */
export const MAX_NAVIGATION_LINKS = 500;

/** One stored menu link: a page, a collection or an outside address, with optional children. */
export interface NavigationItem {
  collectionId?: string;
  pageId?: string;
  externalLink?: string;
  title?: string;
  newWindow?: boolean;
  items: NavigationItem[];
}

const id = z.string().trim().min(1).max(100);

const item: z.ZodType<NavigationItem> = z.lazy(() =>
  z
    .object({
      collectionId: id.optional(),
      pageId: id.optional(),
      externalLink: z
        .string()
        .trim()
        .max(2000)
        .regex(
          /^(https?:\/\/|mailto:|tel:|\/)/i,
          'A link must start with http://, https://, mailto:, tel: or /.',
        )
        .optional(),
      title: z.string().trim().max(200).optional(),
      newWindow: z.boolean().optional(),
      items: z.array(item).max(MAX_NAVIGATION_LINKS).default([]),
    })
    .strip(),
);

/** The body: `fieldName` (the template's navigation field, e.g. `main`), `templateId`, `navigation`. */
export const updateNavigationBody = z.object({
  fieldName: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9_-]{0,63}$/,
      'A navigation name is a letter followed by letters, digits, - or _.',
    ),
  // One theme serves a website, so the template is named for the record and not looked up.
  templateId: z.string().max(200).optional(),
  navigation: z.array(item).max(MAX_NAVIGATION_LINKS),
});

/** The depth and link count of a menu, for the limits above. */
export function measure(items: readonly NavigationItem[], depth = 1): { depth: number; links: number } {
  let deepest = items.length > 0 ? depth : depth - 1;
  let links = items.length;
  for (const child of items) {
    const inner = measure(child.items, depth + 1);
    deepest = Math.max(deepest, inner.depth);
    links += inner.links;
  }
  return { depth: deepest, links };
}
