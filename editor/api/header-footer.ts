// The Header & footer screen's calls (SPEC §7's GET and PUT /api/site-header-footer) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { HeaderFooter } from '../../domain/owner-api/header-footer.js';
import { api } from './client.js';

/** Query key of the header and footer. */
export const HEADER_FOOTER_KEY = ['design', 'header-footer'] as const;

/** The site's header and footer, every field set. */
export function fetchHeaderFooter(): Promise<HeaderFooter> {
  return api<HeaderFooter>('/api/site-header-footer');
}

/** Saves both (400 naming each refused field, as `header.button.url`). */
export function saveHeaderFooter(value: HeaderFooter): Promise<HeaderFooter> {
  return api<HeaderFooter>('/api/site-header-footer', { method: 'PUT', body: value });
}

/** The header-and-footer query. */
export function useHeaderFooter() {
  return useQuery({ queryKey: HEADER_FOOTER_KEY, queryFn: fetchHeaderFooter });
}
