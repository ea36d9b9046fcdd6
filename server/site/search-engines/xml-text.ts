// Text made safe in the XML the site writes itself (sitemaps, feeds): escaped, and without the characters XML 1.0 forbids.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// XML 1.0 allows tab, line feed, carriage return and U+0020 onwards, minus lone surrogates and U+FFFE/U+FFFF.
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` for XML character data or a quoted attribute: escaped, forbidden characters dropped. */
export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** A moment in the W3C date-time form sitemaps and Atom use, to the second, in UTC (`2026-11-29T08:30:00Z`). */
export function w3cDateTime(moment: Date): string {
  return moment.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
