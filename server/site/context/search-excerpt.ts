// A search result's excerpt as safe HTML: PostgreSQL's ts_headline text, escaped, its hits in <mark>.
import { decodeHTML } from 'entities';

/** Where ts_headline starts a hit: a private-use character, which no visitor's query can put there. */
export const HIT_START = '\uE000';
/** Where ts_headline ends a hit. */
export const HIT_END = '\uE001';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `ts_headline` drops the HTML tags of the text it cuts but keeps its entities (`&amp;`): they are
 * decoded, everything is escaped, and each hit is wrapped in `<mark>` (a stray marker in the
 * owner's own text never leaves a `<mark>` open). Runs of white space become one space.
 */
export function searchExcerptHtml(headline: string): string {
  const text = decodeHTML(headline).replace(/\s+/g, ' ').trim();
  let html = '';
  let open = false;
  for (const char of text) {
    if (char === HIT_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (char === HIT_END) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += ESCAPES[char] ?? char;
    }
  }
  return open ? `${html}</mark>` : html;
}
