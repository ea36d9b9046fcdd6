// Single sign-on settings calls (GET/PUT /api/owner/sso-settings: the website's OpenID Connect provider) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { SsoSettingsInput, SsoSettingsView } from '../../domain/owner-api/sso-settings.js';
import { api } from './client.js';

const PATH = '/api/owner/sso-settings';

export const SSO_SETTINGS_KEY = ['sso-settings'] as const;

/** The website's provider (never its secret) and the redirect URI to register there. */
export function useSsoSettings() {
  return useQuery({ queryKey: SSO_SETTINGS_KEY, queryFn: () => api<SsoSettingsView>(PATH) });
}

/** Saves the provider; a secret left out keeps the stored one. */
export function saveSsoSettings(body: SsoSettingsInput): Promise<SsoSettingsView> {
  return api<SsoSettingsView>(PATH, { method: 'PUT', body });
}
