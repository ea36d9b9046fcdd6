// Draft mode kept inside the preview: in a frame showing a draft (`?draft=1`), a click on a link to another page of the site goes to that page's draft too, not to the published page.
import { DRAFT_PREVIEW_PARAM, draftPreviewLink } from '../../domain/preview-links.js';

/**
 * Listens to clicks in `doc` (the document of a page at `pageUrl`): a link to another page of the
 * same site gets `?draft=1` just before the browser follows it, when the page is a draft preview.
 * Other links (other sites, files, the API) and pages not in draft mode are left alone.
 */
export function keepDraftLinks(doc: Document, pageUrl: string): void {
  if (new URL(pageUrl).searchParams.get(DRAFT_PREVIEW_PARAM) !== '1') return;
  doc.addEventListener(
    'click',
    (event) => {
      // The frame's own realm: `instanceof Element` of the editor's window would not match.
      const target = event.target as { closest?: (selector: string) => Element | null } | null;
      const link = target?.closest?.('a[href]');
      if (link === null || link === undefined) return;
      const href = link.getAttribute('href') ?? '';
      const next = draftPreviewLink(href, pageUrl);
      if (next !== undefined) link.setAttribute('href', next);
    },
    true,
  );
}

/** {@link keepDraftLinks} on the page the preview `frame` has just loaded (nothing for a page of another origin). */
export function keepDraftLinksInFrame(frame: HTMLIFrameElement): void {
  try {
    const doc = frame.contentDocument;
    const location = frame.contentWindow?.location.href;
    if (doc === null || location === undefined || !/^https?:/.test(location)) return;
    keepDraftLinks(doc, location);
  } catch {
    // A page of another origin: not the site's, nothing to keep.
  }
}
