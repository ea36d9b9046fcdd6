// The site-settings part of `{squarespace-headers}`: the robots meta, a blog's feed links, the sharing picture, the favicon's icons and the page's JSON-LD, as the built-in layout prints them.
import { escapeHtml } from '../../site/render/escape.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The lines `{squarespace-headers}` adds from the page context (`noIndex`, `feedLinks`, `ogImage`,
 * `siteIcons`, `structuredData`), the same tags `templates/site.region` writes, so a platform
 * theme's pages carry them without the theme doing anything. `structuredData` is already escaped
 * for its script block (server/site/structured-data/json-ld.ts).
 */
export function siteSettingsHeaders(context: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (context.noIndex === true) lines.push('<meta name="robots" content="noindex">');
  const feeds = Array.isArray(context.feedLinks) ? (context.feedLinks as Record<string, unknown>[]) : [];
  for (const feed of feeds) {
    lines.push(
      `<link rel="alternate" type="${escapeHtml(text(feed.type))}" title="${escapeHtml(text(feed.title))}" href="${escapeHtml(text(feed.href))}">`,
    );
  }
  const image = text(context.ogImage);
  if (image !== '') lines.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  const icons = context.siteIcons as Record<string, unknown> | undefined;
  if (icons === undefined) lines.push('<link rel="icon" href="data:,">');
  else {
    lines.push(`<link rel="icon" href="${escapeHtml(text(icons.ico))}" sizes="48x48">`);
    lines.push(`<link rel="icon" type="image/png" sizes="32x32" href="${escapeHtml(text(icons.png32))}">`);
    lines.push(`<link rel="icon" type="image/png" sizes="16x16" href="${escapeHtml(text(icons.png16))}">`);
    lines.push(`<link rel="apple-touch-icon" sizes="180x180" href="${escapeHtml(text(icons.appleTouch))}">`);
    lines.push(`<link rel="manifest" href="${escapeHtml(text(icons.manifest))}">`);
  }
  const structured = text(context.structuredData);
  if (structured !== '') lines.push(`<script type="application/ld+json">${structured}</script>`);
  return lines;
}
