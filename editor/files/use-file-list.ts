// The file list as the screens read it: searched on the server as the owner types (debounced), pictures only on demand, page by page.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { fetchFiles, FILE_KEYS } from '../api/files.js';

/** How many files one page brings. */
export const FILE_PAGE_SIZE = 60;

/** `value`, once it has stopped changing for `delay` ms (search as you type without a call per key). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The files matching `q` (by name) and `images`, newest first, with "Load more". While a new search
 * loads, the previous results stay on screen.
 */
export function useFileList({ q, images }: { q: string; images: boolean }) {
  const filter = { q: q.trim(), images };
  const query = useInfiniteQuery({
    queryKey: FILE_KEYS.list(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchFiles({ ...filter, limit: FILE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.files.length, 0);
      return last.files.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
  const files = useMemo<FileView[]>(() => {
    // Pages fetched while files are added or removed may overlap: show each file once.
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.files)
      .filter((file) => {
        if (seen.has(file.id)) return false;
        seen.add(file.id);
        return true;
      });
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, files, total };
}
