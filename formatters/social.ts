// The social plugin tables (JSONT §10.2 group social): comments, share and like buttons, Twitter, calendar links.
import type { FormatterTable, PredicateTable } from '../engine/types.js';
import { likeButton, socialButtonBlock, socialButtonInline } from './social-buttons.js';
import { googleCalendarUrlFormatter } from './social-calendar.js';
import { commentCount, commentLink, comments, commentsShown, disqus } from './social-comments.js';
import { activateTwitterLinks, twitterFollowButton } from './social-twitter.js';
import { followLinksFormatter, shareLinksFormatter } from './social-share-links.js';

/** Social formatters by name. */
export const SOCIAL_FORMATTERS: FormatterTable = {
  'activate-twitter-links': activateTwitterLinks,
  'comment-count': commentCount,
  'comment-link': commentLink,
  comments,
  'follow-links': followLinksFormatter,
  'google-calendar-url': googleCalendarUrlFormatter,
  'like-button': likeButton,
  'share-links': shareLinksFormatter,
  'social-button': socialButtonBlock,
  'social-button-inline': socialButtonInline,
  'twitter-follow-button': twitterFollowButton,
};

/** Social predicates by name; each reads the current node and the site settings. */
export const SOCIAL_PREDICATES: PredicateTable = {
  'comments?': commentsShown,
  'disqus?': disqus,
};
