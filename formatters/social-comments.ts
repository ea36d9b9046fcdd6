// Comment plugins: the count wording, the comment link and comments widgets, and `comments?` / `disqus?`.
import { asNumber, getPath, isTruthy } from '../engine/index.js';
import type { Formatter, Predicate } from '../engine/types.js';
import { areCommentsShown, commentCountText } from '../domain/comments.js';
import { withoutArgs } from './social-args.js';
import { widgetTemplate } from './social-widget-template.js';

const WEBSITE_SETTINGS = ['websiteSettings'];
const commentLinkTemplate = widgetTemplate('comment-link');
const commentsTemplate = widgetTemplate('comments');

/** `{item|comment-count}`: 'No Comments', '1 Comment' or 'N Comments' from `publicCommentCount`. */
export const commentCount: Formatter = withoutArgs('comment-count', (value) =>
  commentCountText(asNumber(getPath(value, ['publicCommentCount']))),
);

/**
 * `{item|comment-link}`: a Disqus comment link when the site has `websiteSettings.disqusShortname`,
 * else a link to the item's own comments with their count. Not private: it reads the site settings.
 */
export const commentLink: Formatter = withoutArgs('comment-link', (value, _args, ctx) =>
  ctx.renderTemplate(commentLinkTemplate(), value),
);

/** `{item|comments}`: the comments container (Disqus thread or the native one). Not private. */
export const comments: Formatter = withoutArgs('comments', (value, _args, ctx) =>
  ctx.renderTemplate(commentsTemplate(), value),
);

/**
 * `{.comments?}`: the current item's comments are shown (SPEC §4): open, or some are public, and
 * not switched off by the site settings when the page has them.
 */
export const commentsShown: Predicate = withoutArgs('comments?', (_args, ctx) => {
  const settings = ctx.resolve(WEBSITE_SETTINGS);
  return areCommentsShown({
    commentState: asNumber(getPath(ctx.node, ['commentState'])),
    publicCommentCount: asNumber(getPath(ctx.node, ['publicCommentCount'])),
    commentsEnabled: settings === undefined ? undefined : isTruthy(getPath(settings, ['commentsEnabled'])),
  });
});

/**
 * `{.disqus?}`: the site uses Disqus. The reference engine reads `disqusShortName` here while the
 * comment widgets read `disqusShortname` (SPEC §3's name); either one counts, so the predicate and
 * the widgets agree on our sites and themes written for the reference keep working.
 */
export const disqus: Predicate = withoutArgs('disqus?', (_args, ctx) => {
  const settings = ctx.resolve(WEBSITE_SETTINGS);
  return isTruthy(getPath(settings, ['disqusShortName'])) || isTruthy(getPath(settings, ['disqusShortname']));
});
