// A minimal HTML page for when there is no website to render a themed page with.
import { escapeHtml } from './escape.js';

/**
 * A complete, self-contained HTML document with a heading and a message (both escaped). It uses
 * no stylesheet, script or inline style, so it shows under any Content-Security-Policy.
 */
export function barePage(title: string, message: string): string {
  const t = escapeHtml(title);
  return (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${t}</title>\n<meta name="robots" content="noindex">\n</head>\n` +
    `<body>\n<main>\n<h1>${t}</h1>\n<p>${escapeHtml(message)}</p>\n</main>\n</body>\n</html>\n`
  );
}
