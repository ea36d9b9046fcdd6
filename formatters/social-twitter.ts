// Twitter formatters: auto-linked tweet text and the follow button.
import { getPath, asString } from '../engine/index.js';
import type { Formatter } from '../engine/types.js';
import { linkTwitterText } from '../domain/twitter-links.js';
import { withoutArgs } from './social-args.js';
import { escapeAttribute } from './social-html.js';

/** `{tweet.text|activate-twitter-links}`: links, @mentions and #hashtags as anchors opening a new window. */
export const activateTwitterLinks: Formatter = withoutArgs('activate-twitter-links', (value) =>
  linkTwitterText(asString(value)),
);

const FOLLOW_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { " +
  "Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>";

/**
 * `{account|twitter-follow-button}`: the follow-button markup for a social account, named by its
 * `userName` or else the last segment of its `profileUrl`. The name is escaped for its attribute
 * (no real user name changes; a crafted profile URL cannot break out of the markup).
 */
export const twitterFollowButton: Formatter = withoutArgs('twitter-follow-button', (value) => {
  let userName = asString(getPath(value, ['userName']));
  if (userName === '') {
    const profileUrl = asString(getPath(value, ['profileUrl']));
    userName = profileUrl.slice(profileUrl.lastIndexOf('/') + 1);
  }
  return `${FOLLOW_SCRIPT}<div class="squarespace-follow-button" data-username="${escapeAttribute(userName)}"></div>`;
});
