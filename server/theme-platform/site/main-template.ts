// Which of a theme's templates shows a page view: the same choice for the built-in theme and a designer's.
import type { PageView } from '../../site/context/page-view.js';
import { CONTENT_TEMPLATE, type PlatformTheme } from '../platform-theme.js';

/**
 * The theme template of a page view:
 * - a collection's list or item page → `collections/NAME.list|item`, NAME the collection's URL id
 *   when the theme has that collection, else its type (`blog`, `products`, `gallery`, `events`);
 * - a page of blocks → `pages/URLID.page` when the theme has that static page, else
 *   `collections/page.list` (the platform's page collection);
 * - a system page (search, cart, checkout, not found…) → the theme's `system/NAME.page` when it
 *   has one (Tessera's addition to the layout);
 * - anything else, or a collection the theme has no template for → {@link CONTENT_TEMPLATE}: the
 *   built-in theme's body as `{squarespace.main-content}`.
 */
export function mainTemplateFor(
  theme: PlatformTheme,
  view: Pick<PageView, 'template'>,
  context: Record<string, unknown>,
  pageUrlId: string | undefined,
): string {
  const folder = theme.folder();
  if (folder === undefined) return CONTENT_TEMPLATE;
  const collection = (context.collection ?? {}) as { urlId?: unknown; typeName?: unknown };
  const names = [collection.urlId, collection.typeName].filter(
    (name): name is string => typeof name === 'string',
  );
  const kind = view.template.startsWith('collections/')
    ? 'list'
    : view.template.startsWith('items/')
      ? 'item'
      : undefined;
  if (kind !== undefined) {
    const name = names.find((candidate) => folder.collections.get(candidate)?.[kind] !== undefined);
    return name === undefined ? CONTENT_TEMPLATE : `collections/${name}.${kind}`;
  }
  if (view.template.startsWith('system/')) {
    const name = view.template.slice('system/'.length);
    if (folder.systemPages.has(name)) return `system/${name}.page`;
  }
  if (view.template === 'pages/page') {
    if (pageUrlId !== undefined && folder.pages.has(pageUrlId)) return `pages/${pageUrlId}.page`;
    if (folder.collections.get('page')?.list !== undefined) return 'collections/page.list';
  }
  return CONTENT_TEMPLATE;
}
