// The comments of an item page (blog posts, events, gallery images): read only when SPEC §4 shows them.
import { areCommentsShown } from '../../domain/comments.js';
import type { PageRequest } from '../site/context/page-view.js';
import type { SiteReads } from '../site/context/site-reads.js';
import { commentsPageContext } from './page-context.js';

/**
 * `{ comments, commentForm? }` to put on the item's context, or nothing when its comments are not
 * shown (closed with none public, or switched off in the site settings).
 */
export async function itemComments(
  reads: SiteReads,
  request: PageRequest,
  record: { id: string; comment_state: number; comment_count: number },
): Promise<Record<string, unknown>> {
  const settings = request.site.settings;
  const commentsEnabled = settings === undefined ? undefined : settings.comments_enabled;
  const visibility = {
    commentState: record.comment_state,
    publicCommentCount: record.comment_count,
    commentsEnabled,
  };
  if (!areCommentsShown(visibility)) return {};
  const records = await reads.comments(request.site.website.id, record.id);
  return commentsPageContext({
    itemId: record.id,
    commentState: record.comment_state,
    commentsEnabled,
    captchaSettings: settings?.captcha_settings,
    records,
    crumb: request.crumb,
    path: request.path,
    query: request.query,
  });
}
