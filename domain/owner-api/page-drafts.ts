// A page's draft, publishing and revisions as the owner API reads and writes them.
import { z } from 'zod';
import { idSchema } from './common.js';
import { pageDetailSchema } from './pages.js';

export { MAX_PAGE_REVISIONS, NOTHING_TO_PUBLISH_MESSAGE } from './page-rules.js';

/** `GET /api/owner/pages/{id}?draft=1`: the draft (what the editor saved) instead of the published page. */
export const pageReadQuerySchema = z.object({
  draft: z
    .enum(['0', '1'])
    .optional()
    .describe('`1`: the draft, with unpublished changes; otherwise the page as visitors see it.'),
});

/** A revision's route: the page and the revision. */
export const revisionParamsSchema = z.object({ id: idSchema, revisionId: idSchema });

/** One published version of a page. */
export const pageRevisionSchema = z.object({
  id: z.string(),
  /** 1 for the page's first kept version, one more each publish. */
  number: z.number().int(),
  publishedAt: z.string(),
  /** The email of who published it, `API key`, or '' when not known (the page as it was before drafts). */
  publishedBy: z.string(),
  /** Where the owner sees it in the preview (the page's address with `?revision=ID`). */
  previewUrl: z.string(),
  /** Whether it is what visitors see now. */
  current: z.boolean(),
});
/** One published version of a page. */
export type PageRevision = z.infer<typeof pageRevisionSchema>;

/** `GET /api/owner/pages/{id}/revisions`: the newest first, at most MAX_PAGE_REVISIONS. */
export const pageRevisionsReplySchema = z.object({ revisions: z.array(pageRevisionSchema) });
/** `GET /api/owner/pages/{id}/revisions`. */
export type PageRevisionsReply = z.infer<typeof pageRevisionsReplySchema>;

/** The answer of publish, discard and restore: the page's draft (equal to the published page after a publish or discard). */
export const pageDraftReplySchema = z.object({ page: pageDetailSchema });
