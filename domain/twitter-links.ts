// Auto-linking of tweet text (SPEC §9): web links, @mentions and #hashtags, each opening a new window.

// The link pattern and the `(^| )` anchors are the reference engine's, so linked tweets match it
// character for character: a mention or hashtag counts only at the start or after a space.
const LINK = /(\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#\\/%=~_|])/gi;
const MENTION = /(^| )@([a-z0-9_]+)/gi;
const HASHTAG = /(^| )#([a-z0-9_]+)/gi;

/**
 * Turns the links, @mentions and #hashtags of a tweet into anchors with `target="new"`. Mentions
 * link to the profile, hashtags to the hashtag search. The text is not escaped: tweets arrive as
 * HTML already.
 */
export function linkTwitterText(text: string): string {
  return text
    .replace(LINK, '<a target="new" href="$1">$1</a>')
    .replace(MENTION, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(HASHTAG, '$1<a target="new" href="https://twitter.com/hashtag/$2?src=hash">#$2</a>');
}
