// Test data for the pages screen's tests: a small site's pages and main menu, as GET /api/owner/pages answers them.
import type { Block } from '../../domain/owner-api/blocks.js';
import type { NavigationItem } from '../../domain/owner-api/navigation.js';
import type { PageDetail, PageList, PageView } from '../../domain/owner-api/pages.js';
import type { FakeApi } from '../test-support/fake-api.js';

/** A page as the owner API shows it, with `overrides`. */
export function pageView(
  overrides: Partial<PageView> & Pick<PageView, 'id' | 'title' | 'urlSlug'>,
): PageView {
  return {
    navigationTitle: '',
    type: 'page',
    pageType: 2,
    collectionId: null,
    fullUrl: `/${overrides.urlSlug}`,
    isHome: false,
    enabled: true,
    passwordProtected: false,
    hasDraft: false,
    publishedAt: '2026-11-20T10:00:00.000Z',
    description: '',
    seo: { title: '', description: '' },
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'owner@example.com',
    ...overrides,
  };
}

/** A page of `blocks` as `GET /api/owner/pages/{id}` answers it (named in menus by its title), with `overrides`. */
export function blocksPage(
  blocks: Block[],
  overrides: Partial<PageDetail> & Pick<PageDetail, 'id' | 'title' | 'urlSlug'>,
): PageDetail {
  return {
    ...pageView({ navigationTitle: overrides.title, updatedAt: '2026-11-25T10:00:00.000Z', ...overrides }),
    blocks,
    blockFields: {},
    ...overrides,
  };
}

/** Home, About (with Shipping under it in the menu), a locked Journal blog, a disabled Contact in no menu, and the lock screen. */
export function samplePages(): PageView[] {
  return [
    pageView({ id: 'p-home', title: 'Home', urlSlug: 'home', fullUrl: '/', isHome: true }),
    pageView({ id: 'p-about', title: 'About us', navigationTitle: 'About', urlSlug: 'about' }),
    pageView({ id: 'p-shipping', title: 'Shipping and returns', urlSlug: 'shipping' }),
    pageView({
      id: 'p-journal',
      title: 'Journal',
      urlSlug: 'journal',
      type: 'blog',
      pageType: 1,
      collectionId: 'c-journal',
      passwordProtected: true,
    }),
    pageView({ id: 'p-contact', title: 'Contact', urlSlug: 'contact', enabled: false }),
    pageView({ id: 'p-lock', title: 'Lock screen', urlSlug: 'lock-screen', type: 'system', pageType: 103 }),
  ];
}

/** The main menu of {@link samplePages}: Home, About › Shipping, the journal (as a collection link), and Instagram. */
export function sampleMenu(): NavigationItem[] {
  return [
    { pageId: 'p-home', items: [] },
    { pageId: 'p-about', items: [{ pageId: 'p-shipping', items: [] }] },
    { collectionId: 'c-journal', items: [] },
    { title: 'Instagram', externalLink: 'https://www.instagram.com/harbor', newWindow: true, items: [] },
  ];
}

/** GET /api/owner/pages for the sample site. */
export function samplePageList(): PageList {
  return { pages: samplePages(), navigation: { main: sampleMenu() } };
}

/** GET /api/owner/pages/{id} for a page of `list`. */
export function pageDetail(page: PageView): PageDetail {
  return { ...page, blocks: [], blockFields: {} };
}

/**
 * Has `api` answer the Pages screen's reads from `list()`, read at each call so a test may change
 * it: GET /api/owner/pages (a copy, as a server sends) and GET /api/owner/pages/{id} (the page's
 * detail, or 404), and GET /api/owner/block-fields (none).
 */
export function servePageList(api: FakeApi, list: () => PageList): void {
  api.on('GET /api/owner/pages', () => structuredClone(list()));
  // The built-in theme declares no block areas.
  api.on('GET /api/owner/block-fields', { fields: [], theme: 'Tessera' });
  // No member areas yet (editor/pages/member-area-field.tsx).
  api.on('GET /api/owner/member-areas', { memberAreas: [], subscriptionProducts: [] });
  api.on('GET /api/owner/pages/:id', (call) => {
    const page = list().pages.find((candidate) => call.path.endsWith(`/${candidate.id}`));
    return page === undefined
      ? { status: 404, body: { error: 'not-found', message: 'Not found.' } }
      : { page: pageDetail(page) };
  });
}
