// Import calls (POST /api/owner/imports/preview and /imports with the file, GET /api/owner/imports/{id}) and the query that follows an import until it ends.
import { useQuery } from '@tanstack/react-query';
import type { ImportPreview, ImportView } from '../../domain/owner-api/imports.js';
import { api, upload } from './client.js';

export type { ImportPreview, ImportView };

/** How often a running import is asked about. */
export const IMPORT_POLL_MS = 1000;

/** What the file would import, nothing written. */
export function previewImport(file: File): Promise<ImportPreview> {
  return upload<ImportPreview>('/api/owner/imports/preview', file);
}

/** Starts the import of the file; answers its id. */
export async function startImport(file: File): Promise<string> {
  const started = await upload<{ import: { id: string } }>('/api/owner/imports', file);
  return started.import.id;
}

/** An import, asked about again every second until it is done or failed. */
export function useImport(id: string | undefined) {
  return useQuery({
    queryKey: ['import', id],
    enabled: id !== undefined,
    queryFn: async () => (await api<{ import: ImportView }>(`/api/owner/imports/${id}`)).import,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : IMPORT_POLL_MS;
    },
  });
}
