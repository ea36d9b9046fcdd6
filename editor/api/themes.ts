// The Theme screen's calls: the uploaded theme folders, uploading a zip with progress, the active theme, and a theme's tweaks.
import { useQuery } from '@tanstack/react-query';
import {
  THEME_UPLOAD_FIELD,
  themeProblemSchema,
  type ThemeProblem,
  type ThemesReply,
  type ThemeTweakPreview,
  type ThemeTweaksReply,
  type ThemeUploadReply,
} from '../../domain/owner-api/themes.js';
import { api, upload, type ApiError, type UploadOptions } from './client.js';

/** Query keys of the Theme screen; `all` covers the list and every theme's tweaks. */
export const THEME_KEYS = {
  all: ['themes'] as const,
  list: ['themes', 'list'] as const,
  tweaks: (themeId: string) => ['themes', 'tweaks', themeId] as const,
};

const THEMES_PATH = '/api/owner/themes';
const themePath = (themeId: string) => `${THEMES_PATH}/${encodeURIComponent(themeId)}`;

/** The uploaded themes, the active one, and the built-in theme's name. */
export function fetchThemes(): Promise<ThemesReply> {
  return api<ThemesReply>(THEMES_PATH);
}

/**
 * Uploads a theme zip (`tessera check` runs on it): the stored theme and its warnings. Rejects with
 * an ApiError: 422 `theme-check-failed` (its problems in {@link refusalProblems}), 413, 400.
 */
export function uploadTheme(
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<ThemeUploadReply> {
  return upload<ThemeUploadReply>(THEMES_PATH, file, { ...options, field: THEME_UPLOAD_FIELD });
}

/** The problems a refused upload's 422 lists (none for any other failure, or a body not as agreed). */
export function refusalProblems(error: ApiError): ThemeProblem[] {
  const parsed = themeProblemSchema.array().safeParse(error.details.problems);
  return parsed.success ? parsed.data : [];
}

/** Shows `themeId` on the live site, or the built-in theme for null. */
export function setActiveTheme(themeId: string | null): Promise<ThemesReply> {
  return api<ThemesReply>(`${THEMES_PATH}/active`, { method: 'PUT', body: { themeId } });
}

/** Deletes an uploaded theme (409 when it is the active one). */
export function deleteTheme(themeId: string): Promise<void> {
  return api<void>(themePath(themeId), { method: 'DELETE' });
}

/** A theme's tweak variables with this website's values. */
export function fetchThemeTweaks(themeId: string): Promise<ThemeTweaksReply> {
  return api<ThemeTweaksReply>(`${themePath(themeId)}/tweaks`);
}

/** Saves every overridden tweak by name (a name left out keeps its default); 400 names refused tweaks. */
export function saveThemeTweaks(themeId: string, values: Record<string, string>): Promise<ThemeTweaksReply> {
  return api<ThemeTweaksReply>(`${themePath(themeId)}/tweaks`, { method: 'PUT', body: { values } });
}

/**
 * The theme's stylesheet and `<body>` tweak classes with unsaved `values` (the Theme styles panel's
 * draft), for the preview; nothing is saved. 400 names refused tweaks as saving does.
 */
export function previewThemeTweaks(
  themeId: string,
  values: Record<string, string>,
  signal?: AbortSignal,
): Promise<ThemeTweakPreview> {
  return api<ThemeTweakPreview>(`${themePath(themeId)}/tweaks/preview`, {
    method: 'POST',
    body: { values },
    signal,
  });
}

/** The themes query. */
export const useThemes = () => useQuery({ queryKey: THEME_KEYS.list, queryFn: fetchThemes });

/** One theme's tweaks (nothing asked while `themeId` is undefined). */
export const useThemeTweaks = (themeId: string | undefined) =>
  useQuery({
    queryKey: THEME_KEYS.tweaks(themeId ?? ''),
    queryFn: () => fetchThemeTweaks(themeId!),
    enabled: themeId !== undefined,
  });
