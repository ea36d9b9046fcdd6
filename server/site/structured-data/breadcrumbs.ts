// The BreadcrumbList of a page: home, then the collection, then the item.
import type { JsonLd } from './json-ld.js';

/** One step of the trail: its name and absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** The trail as schema.org's BreadcrumbList, or undefined for fewer than two steps (the home page). */
export function breadcrumbsLd(crumbs: readonly Crumb[]): JsonLd | undefined {
  if (crumbs.length < 2) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
