// Sharing settings calls (GET/PUT /api/owner/sharing-settings: share networks and the site's social accounts) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { SharingSettings } from '../../domain/owner-api/sharing-settings.js';
import { api } from './client.js';

export type { SharingSettings };

const PATH = '/api/owner/sharing-settings';

export const SHARING_SETTINGS_KEY = ['sharing-settings'] as const;

/** The website's sharing settings. */
export function useSharingSettings() {
  return useQuery({ queryKey: SHARING_SETTINGS_KEY, queryFn: () => api<SharingSettings>(PATH) });
}

/** Saves the settings; answers them as saved. */
export function saveSharingSettings(body: SharingSettings): Promise<SharingSettings> {
  return api<SharingSettings>(PATH, { method: 'PUT', body });
}
