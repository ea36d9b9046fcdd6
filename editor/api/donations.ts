// The donations list's call (a page of donations, newest first) and its query key.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DonationList } from '../../domain/owner-api/donations.js';
import { api } from './client.js';

/** One page of the website's donations; the last page stays shown while the next loads. */
export function useDonations(page: number) {
  return useQuery({
    queryKey: ['donations', page] as const,
    queryFn: () => api<DonationList>('/api/owner/donations', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}
