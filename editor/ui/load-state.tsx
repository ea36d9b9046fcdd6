// What a screen shows while its data loads, and when it could not (SPEC §8: 'Unable to load.' with 'Try again.'), the first page or the next.
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { Alert } from './alert.js';

/** A quiet "Loading…" that screen readers announce once. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      {label}
    </p>
  );
}

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The SPEC §8 message to lead with (default 'Unable to load.'). */
  title?: string;
}

/** A failed load, with the server's reason when it gave one, and a Try again button. */
export function LoadError({ error, onRetry, title = GENERAL_MESSAGES.unableToLoad }: LoadErrorProps) {
  const detail = error instanceof ApiError ? error.message : GENERAL_MESSAGES.somethingWentWrong;
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        <button type="button" className="button" onClick={onRetry}>
          {GENERAL_MESSAGES.tryAgain.replace(/\.$/, '')}
        </button>
      }
    >
      {detail}
    </Alert>
  );
}

/** What {@link LoadMore} reads of a paged list (TanStack Query's `useInfiniteQuery` result has it all). */
export interface PagedList {
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Props of {@link LoadMore}. */
export interface LoadMoreProps {
  list: PagedList;
  /** The button's classes (default a plain button). */
  className?: string;
}

/**
 * Under a paged list: SPEC §8's 'Unable to load results.' (with Try again) when the next page
 * failed, and "Load more" while there is a next page.
 */
export function LoadMore({ list, className = 'button' }: LoadMoreProps) {
  return (
    <>
      {list.isFetchNextPageError ? (
        <LoadError
          error={list.error}
          title={GENERAL_MESSAGES.unableToLoadResults}
          onRetry={() => void list.fetchNextPage()}
        />
      ) : null}
      {list.hasNextPage ? (
        <button
          type="button"
          className={className}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
