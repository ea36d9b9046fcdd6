// An email address as HTML that a narrow screen may wrap only at sensible points: after the @ and before each dot.
import { escapeHtml } from './comment-links.js';

/**
 * `address` escaped for HTML with a `<wbr>` (a line-break opportunity, invisible and copied as
 * nothing) after the `@` and before each `.`, so a long address wraps between its parts instead of
 * in the middle of a word; a part longer than the line still breaks where it must (the page's
 * `overflow-wrap`).
 */
export function emailWithBreaks(address: string): string {
  return address
    .split(/(?=\.)|(?<=@)/)
    .map(escapeHtml)
    .join('<wbr>');
}
