// The preview page of one mail (SPEC §2 page type 301, or 210 for a digital product's delivery): the headers a mail program shows, then the mail's HTML part, or its text as sent.
import { escapeHtml } from '../../site/render/escape.js';

/** What a preview page shows. */
export interface PreviewMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The mail's own HTML part (built by the mail's builder, which escapes what it inserts). */
  html?: string;
}

/**
 * The whole HTML document of a preview page of `pageType`, shown by the editor in a frame with
 * `sandbox=""` (no script, no navigation, no same origin). It carries no style or script of its own:
 * it would inherit the editor's Content-Security-Policy, which allows neither inline.
 */
export function previewDocument(pageType: 301 | 210, mail: PreviewMail, extraSections = ''): string {
  const body =
    mail.html === undefined
      ? `<pre class="mail-preview__text">${escapeHtml(mail.text)}</pre>`
      : `<div class="mail-preview__html">${mail.html}</div>`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body class="mail-preview page-type-${pageType}" data-page-type="${pageType}">`,
    extraSections,
    '<article class="mail-preview" aria-label="Mail preview">',
    '<dl class="mail-preview__headers">',
    `<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>`,
    `<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>`,
    `<dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd>`,
    '</dl>',
    body,
    '</article>',
    '</body>',
    '</html>',
  ].join('\n');
}
