// The Design screen's calls (the draft and published design, saving, publishing, the curated fonts) and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { DesignSettings } from '../../domain/owner-api/design-rules.js';
import type { DesignView, FontChoice } from '../../domain/owner-api/design.js';
import { api } from './client.js';

/** Query keys: everything starts with `design`. */
export const DESIGN_KEYS = {
  all: ['design'] as const,
  design: ['design', 'settings'] as const,
  fonts: ['design', 'fonts'] as const,
};

/** The website's design: draft and published. */
export async function fetchDesign(): Promise<DesignView> {
  return (await api<{ design: DesignView }>('/api/owner/design')).design;
}

/** Saves the draft over `version` (412 when someone saved since; 400 naming each refused field). */
export async function saveDesignDraft(draft: DesignSettings, version?: number): Promise<DesignView> {
  return (
    await api<{ design: DesignView }>('/api/owner/design/draft', {
      method: 'PUT',
      body: draft,
      ...(version === undefined ? {} : { version }),
    })
  ).design;
}

/** Publishes the saved draft to the live site. */
export async function publishDesign(version?: number): Promise<DesignView> {
  return (
    await api<{ design: DesignView }>('/api/owner/design/publish', {
      method: 'POST',
      ...(version === undefined ? {} : { version }),
    })
  ).design;
}

/** The curated fonts, by family name. */
export async function fetchFonts(): Promise<FontChoice[]> {
  return (await api<{ fonts: FontChoice[] }>('/api/owner/design/fonts')).fonts;
}

/** The design query. */
export function useDesign() {
  return useQuery({ queryKey: DESIGN_KEYS.design, queryFn: fetchDesign });
}

/** The font list query (it does not change while the editor runs). */
export function useFonts() {
  return useQuery({ queryKey: DESIGN_KEYS.fonts, queryFn: fetchFonts, staleTime: Infinity });
}
