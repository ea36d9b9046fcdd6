// What POST /api/widget/UpdateNavigation accepts: a menu's name and its items, as an array or as SPEC §3's `navigation.items`.
import { z } from 'zod';
import {
  MAX_NAVIGATION_LINKS,
  navigationItemSchema,
  navigationNameSchema,
  type NavigationItem,
} from '../../../domain/owner-api/navigation.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';

const items = z
  .array(navigationItemSchema)
  .max(MAX_NAVIGATION_LINKS, `A menu holds at most ${MAX_NAVIGATION_LINKS} links.`);

const common = {
  fieldName: navigationNameSchema,
  // One theme serves a website, so the template is named for the record and not looked up.
  templateId: z.string().max(200).optional(),
};

/** The body with the menu's links as an array: `{ fieldName, templateId?, navigation: [...] }`. */
export const updateNavigationBody = z.object({ ...common, navigation: items });

/** SPEC §3 "Navigation update": `{ fieldName, templateId, navigation: { items: [...] } }`. */
export const specUpdateNavigationBody = z.object({ ...common, navigation: z.object({ items }) });

/** A parsed UpdateNavigation request: the menu's name and its links. */
export interface NavigationUpdate {
  fieldName: string;
  items: NavigationItem[];
}

/**
 * The UpdateNavigation body in either shape, each parsed by its own schema so a refusal names the
 * field as sent (`navigation.0.externalLink` or `navigation.items.0.externalLink`); 400 with
 * SPEC §5's message otherwise.
 */
export function parseNavigationUpdate(body: unknown): NavigationUpdate {
  const navigation = (body as { navigation?: unknown } | undefined)?.navigation;
  if (typeof navigation === 'object' && navigation !== null && !Array.isArray(navigation)) {
    const input = parseOwnerInput(specUpdateNavigationBody, body);
    return { fieldName: input.fieldName, items: input.navigation.items };
  }
  const input = parseOwnerInput(updateNavigationBody, body);
  return { fieldName: input.fieldName, items: input.navigation };
}
