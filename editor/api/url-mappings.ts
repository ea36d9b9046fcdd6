// URL mappings calls (GET/PUT /api/owner/url-mappings: the website's redirects as one text) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { UrlMappings } from '../../domain/owner-api/url-mappings.js';
import { api } from './client.js';

export type { UrlMappings };

const PATH = '/api/owner/url-mappings';

export const URL_MAPPINGS_KEY = ['url-mappings'] as const;

/** The website's URL mappings. */
export function useUrlMappings() {
  return useQuery({ queryKey: URL_MAPPINGS_KEY, queryFn: () => api<UrlMappings>(PATH) });
}

/** Saves the mappings text; answers it as saved. */
export function saveUrlMappings(text: string): Promise<UrlMappings> {
  return api<UrlMappings>(PATH, { method: 'PUT', body: { text } });
}
