// The first-run setup, the websites of the site switcher and sample content (owner API calls).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createdWebsiteSchema,
  ownerWebsitesSchema,
  removedSampleContentSchema,
  sampleContentSchema,
  setupDoneSchema,
} from '../../domain/owner-api/server-setup.js';
import type { StartingPoint } from '../../domain/starting-points.js';
import { api, upload, type UploadProgress } from './client.js';

/** The site's region as the setup and the new-website form send it. */
export interface SiteRegion {
  siteTitle: string;
  timeZone: string;
  currency: string;
  language: string;
  startingPoint: StartingPoint;
}

/** What the setup screen sends. */
export interface SetupForm extends SiteRegion {
  token: string;
  email: string;
  name: string;
  password: string;
}

/** `POST /api/owner/setup`: the first owner and website; signs this browser in. */
export function completeSetup(form: SetupForm): Promise<z.infer<typeof setupDoneSchema>> {
  return api('/api/owner/setup', { method: 'POST', body: form, sessionExpiry: false });
}

/** The query key of the switcher's websites. */
export const WEBSITES_KEY = ['websites'] as const;

/** The websites the signed-in person works on. */
export function useOwnerWebsites() {
  return useQuery({
    queryKey: WEBSITES_KEY,
    queryFn: () => api<z.infer<typeof ownerWebsitesSchema>>('/api/owner/websites'),
    staleTime: 60_000,
  });
}

/** `POST /api/owner/websites`: a further website on the server. */
export function createWebsite(
  form: SiteRegion & { host: string },
): Promise<z.infer<typeof createdWebsiteSchema>> {
  return api('/api/owner/websites', { method: 'POST', body: form });
}

/**
 * `POST /api/owner/websites/archive`: starts making a further website from a Tessera website
 * archive; answers the id of its import (follow it with useImport).
 */
export async function importWebsiteArchive(
  file: File,
  host: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<string> {
  const started = await upload<{ import: { id: string } }>('/api/owner/websites/archive', file, {
    fields: { host },
    ...(onProgress === undefined ? {} : { onProgress }),
  });
  return started.import.id;
}

/** The query key of the sample content left. */
export const SAMPLE_CONTENT_KEY = ['sample-content'] as const;

/** How much sample content is left, and whether this is the unchanged demo. */
export function useSampleContent() {
  return useQuery({
    queryKey: SAMPLE_CONTENT_KEY,
    queryFn: () => api<z.infer<typeof sampleContentSchema>>('/api/owner/sample-content'),
    staleTime: 60_000,
  });
}

/** `DELETE /api/owner/sample-content`. */
export function removeSampleContent(): Promise<z.infer<typeof removedSampleContentSchema>> {
  return api('/api/owner/sample-content', { method: 'DELETE' });
}

/** The editor's address on another website of the server: its host, this page's scheme and port. */
export function editorAddressOf(
  host: string,
  location: Pick<Location, 'protocol' | 'port'> = window.location,
): string {
  return `${location.protocol}//${host}${location.port === '' ? '' : `:${location.port}`}/config`;
}
