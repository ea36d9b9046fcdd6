// Export calls (POST /api/owner/exports, GET /api/owner/exports and /exports/{id}) and the queries that follow an export until it ends.
import { useQuery } from '@tanstack/react-query';
import type { ExportView } from '../../domain/owner-api/exports.js';
import { api } from './client.js';

export type { ExportView };

/** How often a running export is asked about. */
export const EXPORT_POLL_MS = 1000;

/** Starts an export of the whole website; answers its id. */
export async function startExport(): Promise<string> {
  const started = await api<{ export: { id: string } }>('/api/owner/exports', { method: 'POST' });
  return started.export.id;
}

/** The exports of the last 24 hours, newest first. */
export function useExports() {
  return useQuery({
    queryKey: ['exports'],
    queryFn: async () => (await api<{ exports: ExportView[] }>('/api/owner/exports')).exports,
  });
}

/** An export, asked about again every second until it is done or failed. */
export function useExport(id: string | undefined) {
  return useQuery({
    queryKey: ['export', id],
    enabled: id !== undefined,
    queryFn: async () => (await api<{ export: ExportView }>(`/api/owner/exports/${id}`)).export,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? EXPORT_POLL_MS : false),
  });
}

/** Where an export's archive is downloaded from. */
export const archiveUrl = (id: string) => `/api/owner/exports/${id}/archive`;
