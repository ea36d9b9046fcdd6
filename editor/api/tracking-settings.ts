// Tracking settings calls (GET/PUT /api/owner/tracking-settings: the cookie banner switch and how long tracking data is kept) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { TrackingSettings, TrackingSettingsBody } from '../../domain/owner-api/tracking-settings.js';
import { api } from './client.js';

export type { TrackingSettings, TrackingSettingsBody };

const PATH = '/api/owner/tracking-settings';

export const TRACKING_SETTINGS_KEY = ['tracking-settings'] as const;

/** The website's tracking settings. */
export function useTrackingSettings() {
  return useQuery({ queryKey: TRACKING_SETTINGS_KEY, queryFn: () => api<TrackingSettings>(PATH) });
}

/** Saves the settings; answers them as saved. */
export function saveTrackingSettings(body: TrackingSettingsBody): Promise<TrackingSettings> {
  return api<TrackingSettings>(PATH, { method: 'PUT', body });
}
