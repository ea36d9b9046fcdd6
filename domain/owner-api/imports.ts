// The owner's imports (POST /api/owner/imports/preview, POST /api/owner/imports, GET /api/owner/imports/{id}): a Shopify product CSV or a WordPress/Squarespace WXR file, previewed, then imported in the background; a website archive (POST /api/owner/websites/archive) is followed here too.
import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_STATES } from '../imports/import-report.js';

/** The multipart field the file comes in. */
export const IMPORT_UPLOAD_FIELD = 'file';
/** The largest file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** What a file that is neither kind is told. */
export const UNKNOWN_IMPORT_FILE =
  'This file is neither a Shopify product CSV nor a WordPress or Squarespace export (WXR). Export it again from there and upload that file.';

/** A Tessera website archive sent to Settings > Import: it becomes a website of its own, under Websites. */
export const ARCHIVE_IMPORT_ELSEWHERE =
  'This is a Tessera website archive. It becomes a website of its own: an admin of the server imports it under Websites > Import a website archive.';

const problemSchema = z.object({
  line: z.number().int().optional().describe('The line (or CSV row) of the file.'),
  message: z.string(),
  severity: z
    .enum(['error', 'warning'])
    .describe('`error`: left out; `warning`: imported with the change said.'),
});

/** What the file holds, read without writing anything. */
export const importPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  counts: z
    .record(z.string(), z.number().int())
    .describe(
      'What the file holds by type: `products` and `variants` of a Shopify CSV; `posts`, `pages`, `categories`, `tags`, `authors`, `comments`, `attachments`, `menuItems` of a WXR file.',
    ),
  problems: z
    .array(problemSchema)
    .describe('Problems row by row (line by line), before anything is written.'),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

const countsSchema = z.record(
  z.string(),
  z.object({
    found: z.number().int(),
    imported: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
);

/** The report of an import. */
export const importReportSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  counts: countsSchema.describe(
    'By type (product, post, page, comment…): found, imported, updated, skipped, failed.',
  ),
  entries: z.array(
    z.object({
      type: z.string(),
      source: z.string().describe('How the file names it: a handle, a post id, an old address.'),
      title: z.string(),
      outcome: z.enum(['imported', 'updated', 'skipped', 'failed']),
      reason: z.string().optional(),
      address: z.string().optional().describe('Where it is now on the site.'),
    }),
  ),
  problems: z.array(problemSchema),
  files: z
    .array(
      z.object({
        url: z.string(),
        alt: z.string(),
        outcome: z.enum(['fetched', 'kept', 'missing']),
        reason: z.string().optional(),
      }),
    )
    .describe('Images and attachments: fetched, kept from an earlier run, or missing with why.'),
  redirectsAdded: z.number().int().describe('Old addresses that now redirect (added to the URL mappings).'),
  website: z
    .object({
      id: z.string(),
      title: z.string(),
      host: z.string().describe('The host name it answers on.'),
      counts: z.record(z.string(), z.number().int()).describe('Rows of the archive by entity.'),
      ownersWithoutPassword: z
        .array(z.string())
        .describe(
          'Owner accounts the archive named that were made here without a password (set one with a reset).',
        ),
    })
    .optional()
    .describe('A `tessera-archive` import (Websites > Import a website archive): the website it made.'),
});

/** An import as the editor follows it. */
export const importViewSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  state: z
    .enum(IMPORT_STATES)
    .describe('`queued`, `running`, `done` (something imported) or `failed` (nothing could be).'),
  progress: z
    .number()
    .int()
    .describe('Steps done (products, or posts and pages, or the files of a website archive then its rows).'),
  total: z.number().int().describe('Steps in all; 0 until known.'),
  report: importReportSchema.nullable().describe('Once done or failed.'),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const importStartedSchema = z.object({ import: z.object({ id: z.string() }) });
export const importReplySchema = z.object({ import: importViewSchema });
export const importParamsSchema = z.object({ id: z.string().uuid('No such import.') });
