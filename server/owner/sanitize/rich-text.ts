// The one HTML sanitizer of everything owners store as rich text (text blocks, post bodies, excerpts) and of embed code.
import type sanitizeHtml from 'sanitize-html';
import { lazyPackage } from '../../lazy-module.js';
import { isEmbeddableUrl } from '../../../domain/embed-hosts.js';

/** sanitize-html, loaded when first used (server/lazy-module.ts). */
const loadSanitizeHtml = lazyPackage<typeof sanitizeHtml>('sanitize-html');

/** Tags rich text keeps: text structure, lists, links, quotes, code, tables, images of the site. */
const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'sub',
  'sup',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new window must not hand that window this page (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs, target: '' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSiteOrHttpsImage(frame.attribs.src ?? ''),
};

/** Images in rich text: the site's own files (`/files/…`) or https addresses. */
function isSiteOrHttpsImage(src: string): boolean {
  return src.startsWith('/files/') || src.startsWith('https://');
}

/**
 * Rich text as it may be stored and printed as is on the site: no script, no event handler, no
 * style, no frame, no `javascript:` link. Empty `target` attributes are dropped.
 */
export function sanitizeRichText(html: string): string {
  return loadSanitizeHtml()(html, {
    ...RICH_TEXT,
    // sanitize-html allows relative links; only site paths and the allowed schemes remain.
    allowedSchemesAppliedToAttributes: ['href', 'src'],
  })
    .replace(/ target=""/g, '')
    .trim();
}

const EMBED: sanitizeHtml.IOptions = {
  allowedTags: ['iframe', 'p', 'a', 'br', 'blockquote', 'figure', 'figcaption'],
  allowedAttributes: {
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    a: ['href', 'title'],
  },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isEmbeddableUrl(frame.attribs.src ?? ''),
  transformTags: {
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Embed code as it may be stored: only iframes of the hosts in domain/embed-hosts.ts (and plain
 * links and text around them); scripts, other frames, styles and handlers are removed.
 */
export function sanitizeEmbed(html: string): string {
  return loadSanitizeHtml()(html, EMBED).trim();
}

/** Whether sanitized embed code still shows something (an iframe of an allowed host). */
export function embedKeepsAFrame(html: string): boolean {
  return /<iframe\s/i.test(html);
}
