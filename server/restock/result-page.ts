// The page a sign-up posted with JavaScript off answers with: the outcome in words, and the way back to the product.
import { escapeHtml } from '../site/render/escape.js';

/**
 * A small complete HTML page (no script, no inline style, so the CSP holds) saying `message`,
 * with a link back to `backTo`.
 */
export function restockResultPage(message: string, backTo: string, siteTitle: string): string {
  const m = escapeHtml(message);
  return (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${m} · ${escapeHtml(siteTitle)}</title>\n<meta name="robots" content="noindex">\n` +
    '</head>\n<body>\n' +
    `<main class="restock-result">\n<h1 role="status">${m}</h1>\n` +
    `<p><a href="${escapeHtml(backTo)}">Back to the product</a></p>\n</main>\n</body>\n</html>\n`
  );
}
