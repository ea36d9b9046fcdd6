// The search page (page type 102, `/search?q=`): published items matching the words, best first, with excerpts.
import { loadItemsContext } from './items.js';
import { pageNumber, pagination } from './pagination.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from './page-view.js';
import { searchExcerptHtml } from './search-excerpt.js';
import { collectionKind, PAGE_TYPE } from './site-map.js';
import type { SiteReads } from './site-reads.js';

/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;
/** The longest query searched for; longer ones are cut. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The search page: without `q` (or a blank one) just the search form; with it, one page of
 * matching items (server/site/context/search-store.ts), each with its collection's title and kind
 * and `searchExcerpt`, HTML with the words found in `<mark>`. `undefined` (not found) for a
 * malformed `?page=` or a page beyond the results.
 */
export async function searchPage(reads: SiteReads, request: PageRequest): Promise<PageView | undefined> {
  const raw = typeof request.query.q === 'string' ? request.query.q : '';
  const q = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const number = pageNumber(request.query.page);
  if (number === undefined) return undefined;
  const context: Record<string, unknown> = { search: { query: q, searched: q !== '' } };
  let title = 'Search';
  if (q !== '') {
    const records = await reads.search(
      request.site.website.id,
      q,
      SEARCH_PAGE_SIZE,
      (number - 1) * SEARCH_PAGE_SIZE,
    );
    if (number > 1 && records.length === 0) return undefined;
    // `reads` leaves out items of members-only collections the visitor may not read (guarded-reads.ts).
    const shown = records.slice(0, SEARCH_PAGE_SIZE);
    const loaded = await loadItemsContext(reads, request.site, shown);
    for (const [index, item] of loaded.items.entries()) {
      item.searchExcerpt = searchExcerptHtml(shown[index].search_headline);
      const collection = request.site.map.collectionById(String(item.collectionId));
      if (collection !== undefined) {
        item.collection = { title: collection.title, typeName: collectionKind(collection) };
      }
    }
    context.items = loaded.items;
    context.productMerchandisingContext = loaded.merchandising;
    context.pagination = pagination('/search', { q }, number, SEARCH_PAGE_SIZE, records.length);
    (context.search as Record<string, unknown>).resultCount = loaded.items.length;
    title = `Search: ${q}`;
  }
  return {
    template: PAGE_TEMPLATES.search,
    status: 200,
    pageType: PAGE_TYPE.search,
    title,
    cache: 'private',
    context,
  };
}
