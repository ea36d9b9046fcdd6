// A page of blocks (page type 2, the home page, a splash page): its title, description and blocks.
import { loadPageBlocks } from './page-blocks.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from './page-view.js';
import { pagePath } from './site-map.js';
import type { SiteReads } from './site-reads.js';
import type { PageRecord } from './store.js';

/** The page of `page`: its blocks read and shaped (see page-blocks.ts). */
export async function plainPage(reads: SiteReads, request: PageRequest, page: PageRecord): Promise<PageView> {
  const websiteId = request.site.website.id;
  const content = await reads.pageContent(websiteId, page.id);
  const { blocks, merchandising } = await loadPageBlocks(
    reads,
    request.site,
    content,
    request.query,
    request.now,
  );
  const fullUrl = pagePath(page);
  return {
    template: PAGE_TEMPLATES.page,
    status: 200,
    pageType: page.page_type,
    // The home page is titled by the site's name alone.
    title: fullUrl === '/' ? '' : page.title,
    description: page.description,
    // A page with a form carries the visitor's crumb.
    cache: blocks.some((block) => block.type === 'form') ? 'private' : 'public',
    context: {
      page: {
        id: page.id,
        title: page.title,
        description: page.description,
        fullUrl,
        isHome: fullUrl === '/',
        blocks,
      },
      productMerchandisingContext: merchandising,
    },
  };
}
