// A campaign's email: the owner's rich text, a plain-text part made from it, and the unsubscribe link in the body and in RFC 8058's headers.
import { decodeHTML } from 'entities';
import type sanitizeHtml from 'sanitize-html';
import { lazyPackage } from '../lazy-module.js';
import { escapeHtml } from '../site/render/escape.js';

/** sanitize-html, loaded when first used (server/lazy-module.ts). */
const loadSanitizeHtml = lazyPackage<typeof sanitizeHtml>('sanitize-html');

/** The path of the unsubscribe page (page type 300) and its one-click POST. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The link a recipient unsubscribes with. */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** RFC 2369's and RFC 8058's headers: mail clients show an Unsubscribe button that POSTs the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Rich text as plain text: paragraphs and line breaks kept, links followed by their address. */
export function plainText(html: string): string {
  const marked = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) =>
      inner.includes(href) ? inner : `${inner} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol|div)>/gi, '\n\n');
  const text = decodeHTML(loadSanitizeHtml()(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text and HTML parts of one recipient's mail. */
export function campaignParts(
  bodyHtml: string,
  siteTitle: string,
  unsubscribe: string,
): { text: string; html: string } {
  const footer = `You are receiving this because you subscribed to ${siteTitle}'s mailing list.`;
  const text = `${plainText(bodyHtml)}\n\n--\n${footer}\nUnsubscribe: ${unsubscribe}\n`;
  const html = `<!doctype html><html><body>${bodyHtml}<hr><p style="font-size:12px;color:#666">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p></body></html>`;
  return { text, html };
}
