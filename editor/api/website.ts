// The website being edited and what the signed-in owner may do on it (GET /api/owner/website).
import { useQuery } from '@tanstack/react-query';
import type { OwnerWebsite } from '../../domain/owner-api/account.js';
import type { Capability } from '../../domain/owner-permissions.js';
import { api } from './client.js';

/** The query key of the website and the owner's capabilities. */
export const WEBSITE_KEY = ['website'] as const;

/** Reads the website; a 401 here means "not signed in" (the shell sends the owner to sign in). */
export function fetchWebsite(): Promise<OwnerWebsite> {
  return api<OwnerWebsite>('/api/owner/website', { sessionExpiry: false });
}

/** The website query (loaded by the shell before any screen shows). */
export function useWebsite() {
  return useQuery({ queryKey: WEBSITE_KEY, queryFn: fetchWebsite, staleTime: 60_000, retry: false });
}

/** Whether the signed-in owner may do `capability` (false while loading). */
export function useCan(capability: Capability): boolean {
  const { data } = useWebsite();
  return data?.capabilities.includes(capability) ?? false;
}
