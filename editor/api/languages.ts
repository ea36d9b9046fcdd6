// The Languages screen's calls: SPEC §7's /api/multilingual settings, status, languages and connection, and a page's translation.
import { useQuery } from '@tanstack/react-query';
import type {
  MultilingualSettings,
  MultilingualStatus,
  PageTranslation,
  PageTranslationInput,
} from '../../domain/owner-api/multilingual.js';
import type { CuratedLanguage } from '../../domain/site-languages.js';
import { api } from './client.js';

/** Query keys: everything starts with `languages`. */
export const LANGUAGE_KEYS = {
  all: ['languages'] as const,
  settings: ['languages', 'settings'] as const,
  status: ['languages', 'status'] as const,
  available: ['languages', 'available'] as const,
  translation: (pageId: string, language: string) => ['languages', 'translation', pageId, language] as const,
};

export const fetchLanguageSettings = () => api<MultilingualSettings>('/api/multilingual/settings');
export const fetchLanguageStatus = () => api<MultilingualStatus>('/api/multilingual/status');
export const fetchAvailableLanguages = async () =>
  (await api<{ languages: CuratedLanguage[] }>('/api/multilingual/languages')).languages;

/** Sets the site's languages besides the primary one (SPEC §7: PUT sends languages). */
export function saveLanguages(languages: string[]): Promise<MultilingualSettings> {
  return api<MultilingualSettings>('/api/multilingual/languages', { method: 'PUT', body: { languages } });
}

/** Turns multilingual off: every other language and every translation is removed. */
export function disconnectLanguages(): Promise<MultilingualSettings> {
  return api<MultilingualSettings>('/api/multilingual/connection', { method: 'DELETE' });
}

const translationPath = (pageId: string, language: string) =>
  `/api/owner/pages/${encodeURIComponent(pageId)}/translations/${encodeURIComponent(language)}`;

export async function fetchTranslation(pageId: string, language: string): Promise<PageTranslation> {
  return (await api<{ translation: PageTranslation }>(translationPath(pageId, language))).translation;
}

export async function saveTranslation(
  pageId: string,
  language: string,
  body: PageTranslationInput,
): Promise<PageTranslation> {
  return (
    await api<{ translation: PageTranslation }>(translationPath(pageId, language), { method: 'PUT', body })
  ).translation;
}

export const useLanguageSettings = () =>
  useQuery({ queryKey: LANGUAGE_KEYS.settings, queryFn: fetchLanguageSettings });
export const useLanguageStatus = () =>
  useQuery({ queryKey: LANGUAGE_KEYS.status, queryFn: fetchLanguageStatus });
export const useAvailableLanguages = () =>
  useQuery({ queryKey: LANGUAGE_KEYS.available, queryFn: fetchAvailableLanguages, staleTime: Infinity });
export const useTranslation = (pageId: string | undefined, language: string | undefined) =>
  useQuery({
    queryKey: LANGUAGE_KEYS.translation(pageId ?? '', language ?? ''),
    queryFn: () => fetchTranslation(pageId!, language!),
    enabled: pageId !== undefined && language !== undefined,
  });
