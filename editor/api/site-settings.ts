// Site settings calls (GET/PUT /api/owner/site-settings: title, pictures, time zone, currency, language, business details, domain names, search engines) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../domain/owner-api/site-settings.js';
import { api } from './client.js';

export type { SiteSettings };

const PATH = '/api/owner/site-settings';

export const SITE_SETTINGS_KEY = ['site-settings'] as const;

/** What a save sends: the settings without what is only shown, and the answer to a currency question. */
export type SiteSettingsDraft = Omit<SiteSettings, 'images' | 'currencyInUse' | 'publicUrl'> & {
  confirmCurrencyChange?: boolean;
};

/** The website's site settings. */
export function useSiteSettings() {
  return useQuery({ queryKey: SITE_SETTINGS_KEY, queryFn: () => api<SiteSettings>(PATH) });
}

/**
 * Saves the settings; answers them as saved. A change of currency the store's prices are in is
 * refused with 409 `currency-change` until sent again with `confirmCurrencyChange`, or with
 * `currency-locked` when it cannot be made.
 */
export function saveSiteSettings(body: SiteSettingsDraft): Promise<SiteSettings> {
  return api<SiteSettings>(PATH, { method: 'PUT', body });
}
