// The line under a paged table: how many there are, which page this is, and Previous / Next page.

export interface PagerProps {
  /** Names the navigation landmark ("Pages of orders"). */
  label: string;
  /** How many rows match, on all pages together. */
  total: number;
  /** What a row is called: one and many ("order", "orders"). */
  noun: readonly [string, string];
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  /** Whether there is a page after this one (by default, whether `page` is before `pages`). */
  hasNextPage?: boolean;
  onPage(page: number): void;
}

/** The pager of a table; its count is a status, so screen readers hear a new page's count. */
export function Pager({ label, total, noun, page, pages, hasNextPage = page < pages, onPage }: PagerProps) {
  return (
    <nav className="toolbar pager" aria-label={label}>
      <p role="status">
        {total} {total === 1 ? noun[0] : noun[1]} · page {page} of {pages}
      </p>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={!hasNextPage}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}

/** How many pages `total` rows make, `pageSize` to a page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
