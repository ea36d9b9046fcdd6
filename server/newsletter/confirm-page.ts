// The page a newsletter confirmation link opens: subscribed, or the link is not valid (no script, no inline style).
import { escapeHtml } from '../site/render/escape.js';

/** The confirmation page's HTML: a heading, one sentence and a link home. */
export function confirmationPage(siteTitle: string, heading: string, sentence: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} — ${escapeHtml(siteTitle)}</title></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(sentence)}</p><p><a href="/">Back to ${escapeHtml(siteTitle || 'the site')}</a></p></main></body>
</html>
`;
}
