// The owner's preview addresses (zod-free, shared by the site and the editor): a page's draft, one of its published revisions, a post, event or product not yet public.

/** The query that asks for the draft (a page's unpublished changes; an item that is a draft or scheduled). */
export const DRAFT_PREVIEW_PARAM = 'draft';
/** The query that asks for one of a page's revisions by id. */
export const REVISION_PREVIEW_PARAM = 'revision';

/** What an owner's request of the site asks to see instead of the published site. */
export type PreviewRequest = { kind: 'draft' } | { kind: 'revision'; revisionId: string };

const REVISION_ID = /^[A-Za-z0-9-]{1,64}$/;

/** `path` with `name=value` added to its query. */
function withParam(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/** The address that shows an owner the draft of the page or item at `path` (`/about?draft=1`). */
export function draftPreviewPath(path: string): string {
  return withParam(path, DRAFT_PREVIEW_PARAM, '1');
}

/** The address that shows an owner the revision `revisionId` of the page at `path`. */
export function revisionPreviewPath(path: string, revisionId: string): string {
  return withParam(path, REVISION_PREVIEW_PARAM, revisionId);
}

/**
 * What a request's query asks to preview: a revision (`?revision=ID`) or the draft (`?draft=1`),
 * else undefined. The site honours it for the website's owners only; visitors get the published site.
 */
export function previewRequestOf(query: Readonly<Record<string, unknown>>): PreviewRequest | undefined {
  const revision = query[REVISION_PREVIEW_PARAM];
  if (typeof revision === 'string' && REVISION_ID.test(revision))
    return { kind: 'revision', revisionId: revision };
  return query[DRAFT_PREVIEW_PARAM] === '1' ? { kind: 'draft' } : undefined;
}

/** Paths of the site that are no page (the API, stored files): a link to them keeps its address. */
const NOT_PAGES = /^\/(api|files)(\/|$)/;

/**
 * Where a link `href` clicked in a draft preview at `current` should go to stay in draft mode:
 * the same address with `?draft=1` when `current` is a draft preview (`?draft=1`) and `href` is
 * another page of the same site (same origin, http(s), not the API or a file, not just another
 * spot of this page, not already asking for a draft or revision); else undefined (left as it is).
 */
export function draftPreviewLink(href: string, current: string): string | undefined {
  let from: URL;
  let to: URL;
  try {
    from = new URL(current);
    to = new URL(href, from);
  } catch {
    return undefined;
  }
  if (from.searchParams.get(DRAFT_PREVIEW_PARAM) !== '1') return undefined;
  if (to.origin !== from.origin || (to.protocol !== 'http:' && to.protocol !== 'https:')) return undefined;
  if (NOT_PAGES.test(to.pathname)) return undefined;
  if (to.searchParams.has(DRAFT_PREVIEW_PARAM) || to.searchParams.has(REVISION_PREVIEW_PARAM))
    return undefined;
  if (to.pathname === from.pathname && to.hash !== '' && to.search === '') return undefined;
  to.searchParams.set(DRAFT_PREVIEW_PARAM, '1');
  return to.href;
}
