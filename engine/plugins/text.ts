/** String transforms behind the core text formatters: escaping, tags, slugs, quotes, truncation, URLs. */

const ATTRIBUTE_SPECIAL = /[&<>"]/;
const TEXT_SPECIAL = /[&<>]/;

// Escaping is most of a page's work, and pages print the same short strings on every view (titles,
// URLs, names from the cached site data). Strings are immutable, so a bounded memo per escape is
// always right; it is emptied when full and skips long strings, which rarely repeat.
const MEMO_LIMIT = 4096;
const MEMO_MAX_LENGTH = 256;
const textMemo = new Map<string, string>();
const attributeMemo = new Map<string, string>();

function memoized(memo: Map<string, string>, text: string, escape: (text: string) => string): string {
  if (text.length > MEMO_MAX_LENGTH) return escape(text);
  let escaped = memo.get(text);
  if (escaped === undefined) {
    escaped = escape(text);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, escaped);
  }
  return escaped;
}

function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  if (!ATTRIBUTE_SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Escapes `&`, `<` and `>` for HTML text (quotes are left alone, as in the reference `html`). */
export function escapeHtml(text: string): string {
  return text === '' ? text : memoized(textMemo, text, escapeText);
}

/** Escapes `&`, `<`, `>` and `"` for a double-quoted HTML attribute. */
export function escapeHtmlAttribute(text: string): string {
  return text === '' ? text : memoized(attributeMemo, text, escapeAttribute);
}

/** Removes every `<…>` tag, shortest match first, so `a<b>c</b>` becomes `ac`. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*?>/g, '');
}

/** Drops all but ASCII letters, digits, whitespace and `-`; whitespace runs become `-`; lower-cases. */
export function slugify(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9\s-]+/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
}

// The single-quote opening set is the one the Java engine uses (whitespace, not the TS engine's
// literal backslash and `s`), so `say 'hi'` gets an opening quote (DESIGN.md, JSONT §14.19).
const OPENING_SINGLE = /(^|[-\u2014\s(["])'/gm;
const OPENING_DOUBLE = /(^|[-\u2014/[(\u2018\s])"/gm;

/** Typographic quotes and em dashes. Double quotes run after single ones, so `‘"` opens. */
export function smartypants(text: string): string {
  return text
    .replace(OPENING_SINGLE, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(OPENING_DOUBLE, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014');
}

function isBreakingSpace(code: number): boolean {
  // space, \t, \n, \v, \f, \r: the set the reference cuts at (no Unicode spaces).
  return code === 32 || (code >= 9 && code <= 13);
}

/**
 * Cuts `text` to at most `limit` characters plus `ellipsis`: after the last whitespace within the
 * first `limit` characters, or hard at `limit` when there is none. Short text is returned as is.
 */
export function truncateText(text: string, limit: number, ellipsis: string): string {
  if (text.length <= limit) return text;
  let end = limit;
  for (let i = limit - 1; i >= 0; i--) {
    if (isBreakingSpace(text.charCodeAt(i))) {
      end = i + 1;
      break;
    }
  }
  return text.slice(0, end) + ellipsis;
}

const hexEscape = (ch: string): string => '%' + ch.charCodeAt(0).toString(16).toUpperCase();
const unescapeHex = (_: string, hex: string): string => String.fromCharCode(parseInt(hex, 16));

/**
 * Percent-encodes the UTF-8 bytes of `text` the way JavaScript's `escape()` treats bytes: letters,
 * digits and `@*_+-./` stay, everything else (space included) becomes `%XX`. Built on
 * `encodeURIComponent`, whose kept set differs only in `@+/` and `!'()~`. Throws `URIError` on a
 * lone surrogate, as the reference does.
 */
export function urlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%(40|2B|2F)/g, unescapeHex)
    .replace(/[!'()~]/g, hexEscape);
}

/** JSON text that is safe inside a `<script>` element: every `</` becomes `<\/`. */
export function scriptSafe(json: string): string {
  return json.includes('</') ? json.replace(/<\//g, '<\\/') : json;
}
