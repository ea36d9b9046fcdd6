// A comment's text as safe HTML (SPEC §9): everything escaped, then web links, @mentions and #hashtags linked, opening a new window.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

// A web link (http or https only), or a mention or hashtag at the start or after whitespace
// (as SPEC §9's tweet linking counts them), in one pass over the raw text.
const TOKENS = /(https?:\/\/[^\s<>"'`]+)|(^|\s)([@#])([A-Za-z0-9_]{1,50})/g;
// Punctuation that ends a sentence rather than the address it follows.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Where a mention and a hashtag lead (the profile and the hashtag search, as tweet text links them). */
const MENTION_URL = (name: string) => `https://twitter.com/${name}`;
const HASHTAG_URL = (tag: string) => `https://twitter.com/hashtag/${tag}?src=hash`;

function anchor(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener nofollow ugc">${escapeHtml(text)}</a>`;
}

/**
 * A visitor's comment as HTML: the raw text is split into plain runs and link tokens, each plain
 * run escaped, each token turned into an anchor with an escaped address, `target="_blank"` and
 * `rel="noopener nofollow ugc"`. Nothing the visitor typed reaches the page unescaped, whatever
 * it holds: markup, quotes, `javascript:` text (only http(s) addresses become links). Line breaks
 * become `<br>`.
 */
export function commentHtml(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(TOKENS)) {
    const start = match.index;
    const [whole, url, before, sigil, word] = match;
    if (url !== undefined) {
      const tail = TRAILING.exec(url)?.[0] ?? '';
      const address = url.slice(0, url.length - tail.length);
      html += escapeHtml(text.slice(at, start));
      html += address === '' ? escapeHtml(url) : anchor(address, address) + escapeHtml(tail);
    } else {
      html += escapeHtml(text.slice(at, start)) + escapeHtml(before);
      html += anchor(sigil === '@' ? MENTION_URL(word) : HASHTAG_URL(word), `${sigil}${word}`);
    }
    at = start + whole.length;
  }
  // Line breaks the visitor typed stay line breaks (no link token spans one).
  return (html + escapeHtml(text.slice(at))).replace(/\r?\n/g, '<br>');
}
