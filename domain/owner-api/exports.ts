// The owner's website exports (POST /api/owner/exports, GET /api/owner/exports, GET /api/owner/exports/{id}, GET /api/owner/exports/{id}/archive): the whole website as one archive, made in the background and kept 24 hours.
import { z } from 'zod';

/** How long an export's archive can be downloaded. */
export const EXPORT_KEPT_HOURS = 24;

export const EXPORT_STATES = ['running', 'done', 'failed'] as const;

/** An export as the editor follows it. */
export const exportViewSchema = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES).describe('`running`, `done` (the archive can be downloaded) or `failed`.'),
  progress: z.number().int().describe('Steps done (tables, then stored files).'),
  total: z.number().int().describe('Steps in all; 0 until known.'),
  sizeBytes: z.number().int().nullable().describe('The archive’s size, once done.'),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable().describe('When the archive is deleted (24 hours after it was made).'),
});
export type ExportView = z.infer<typeof exportViewSchema>;

export const exportStartedSchema = z.object({ export: z.object({ id: z.string() }) });
export const exportReplySchema = z.object({ export: exportViewSchema });
export const exportListSchema = z.object({
  exports: z.array(exportViewSchema).describe('Exports of the last 24 hours, newest first.'),
});
export const exportParamsSchema = z.object({ id: z.string().uuid('No such export.') });

/** The archive's file name: the site title's letters and the day. */
export function exportFileName(title: string, day: Date): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'website'}-${day.toISOString().slice(0, 10)}.zip`;
}
