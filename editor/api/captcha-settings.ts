// Bot protection calls (GET/PUT /api/owner/captcha-settings: the site's reCAPTCHA key) and their query key.
import { useQuery } from '@tanstack/react-query';
import type { CaptchaSettingsBody, CaptchaSettingsView } from '../../domain/owner-api/captcha-settings.js';
import { api } from './client.js';

export type { CaptchaSettingsBody, CaptchaSettingsView };

const PATH = '/api/owner/captcha-settings';

export const CAPTCHA_SETTINGS_KEY = ['captcha-settings'] as const;

/** The website's reCAPTCHA settings (never the API key). */
export function useCaptchaSettings() {
  return useQuery({ queryKey: CAPTCHA_SETTINGS_KEY, queryFn: () => api<CaptchaSettingsView>(PATH) });
}

/** Sets (or, with `siteKey: null`, clears) the key; answers the settings as saved. */
export function saveCaptchaSettings(body: CaptchaSettingsBody): Promise<CaptchaSettingsView> {
  return api<CaptchaSettingsView>(PATH, { method: 'PUT', body });
}
