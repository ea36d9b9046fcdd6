// Paging through a list with `?page=N`: which rows to read, and the `pagination` object templates read.

/** The most pages a list can be paged to; beyond it a request is answered as not found. */
export const MAX_PAGE = 10_000;

/** `pagination` in the context. */
export interface Pagination {
  page: number;
  pageSize: number;
  nextPage: boolean;
  nextPageUrl?: string;
  prevPage: boolean;
  prevPageUrl?: string;
}

/**
 * The page number a `page` query value asks for: a whole number from 1 to MAX_PAGE, or
 * `undefined` when it is something else (absent counts as 1).
 */
export function pageNumber(raw: unknown): number | undefined {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,4}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : undefined;
}

function pageUrl(path: string, params: Readonly<Record<string, string>>, page: number): string {
  const search = new URLSearchParams(params);
  if (page > 1) search.set('page', String(page));
  else search.delete('page');
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The pagination of one page of a list read with `limit pageSize + 1`: `rowCount` above `pageSize`
 * means there is a next page. `params` are the other query parameters the links keep (`q`, `view`).
 */
export function pagination(
  path: string,
  params: Readonly<Record<string, string>>,
  page: number,
  pageSize: number,
  rowCount: number,
): Pagination {
  const result: Pagination = { page, pageSize, nextPage: rowCount > pageSize, prevPage: page > 1 };
  if (result.nextPage) result.nextPageUrl = pageUrl(path, params, page + 1);
  if (result.prevPage) result.prevPageUrl = pageUrl(path, params, page - 1);
  return result;
}
