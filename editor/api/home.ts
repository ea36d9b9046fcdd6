// The Home screen's call (GET /api/owner/home: the setup checklist, the latest orders, low stock) and its query key.
import { useQuery } from '@tanstack/react-query';
import type { Home } from '../../domain/owner-api/home.js';
import { api } from './client.js';

export type { Home, HomeOrder, LowStockVariant, SetupStepState } from '../../domain/owner-api/home.js';

/** The Home screen's query key. */
export const HOME_KEY = ['home'] as const;

/** What the Home screen shows; the store's parts are null for someone who may not see the store. */
export function useHome() {
  return useQuery({ queryKey: HOME_KEY, queryFn: () => api<Home>('/api/owner/home') });
}
