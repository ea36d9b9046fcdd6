// A menu as the owner API reads and writes it: ordered links to pages, collections or addresses, nested.
import { z } from 'zod';
import { idSchema, linkSchema } from './common.js';
import { MAX_NAVIGATION_LINKS, NAVIGATION_NAME_MESSAGE } from './navigation-rules.js';
import type { NavigationItem } from './navigation-rules.js';

export {
  MAIN_NAVIGATION_NAME,
  MAX_NAVIGATION_DEPTH,
  MAX_NAVIGATION_LINKS,
  NAVIGATION_NAME_MESSAGE,
  measureNavigation,
} from './navigation-rules.js';
export type { NavigationItem } from './navigation-rules.js';

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

/** A menu's name (`main`, `footer`): what `PUT /navigation/{name}` and UpdateNavigation's `fieldName` take. */
export const navigationNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, NAVIGATION_NAME_MESSAGE);

/** The menu name in `PUT /api/owner/navigation/{name}`. */
export const navigationParamsSchema = z.object({ name: navigationNameSchema });

/** One menu as the owner API answers it. */
export const navigationMenuSchema = z.object({ name: z.string(), items: z.array(navigationItemSchema) });

/** A menu the editor offers to edit: a navigation of the live theme, or another saved menu. */
export const offeredMenuSchema = z.object({
  /** The site menu's name, as `PUT /navigation/{name}` takes it (`main`, `footer`). */
  name: z.string(),
  /** The theme's title for it (`Footer navigation`), else its name. */
  title: z.string(),
  /** Whether the live theme shows it somewhere (header, footer, a sidebar). */
  shown: z.boolean(),
});
export type OfferedMenu = z.infer<typeof offeredMenuSchema>;

/** `GET /api/owner/navigation`: every menu, the main one first (the site's default links when none was saved), and the menus to edit. */
export const navigationMenusSchema = z.object({
  menus: z.array(navigationMenuSchema),
  /** The live theme's navigations (the main one first), then the saved menus it does not show. */
  offered: z.array(offeredMenuSchema),
});
export type NavigationMenus = z.infer<typeof navigationMenusSchema>;
