// A page of blocks (page type 2, the home page, a splash page): its title, description and blocks.
import { localizedPath } from '../../../domain/site-languages.js';
import { translatedContent } from '../../multilingual/translated-page.js';
import { loadPageBlocks } from './page-blocks.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from './page-view.js';
import { pagePath } from './site-map.js';
import type { SiteReads } from './site-reads.js';
import type { PageRecord } from './store.js';

/** The page of `page`: its blocks read and shaped (see page-blocks.ts). */
export async function plainPage(reads: SiteReads, request: PageRequest, page: PageRecord): Promise<PageView> {
  const websiteId = request.site.website.id;
  const translation =
    request.language === undefined
      ? undefined
      : await reads.pageTranslation(websiteId, page.id, request.language);
  const content = translatedContent(await reads.pageContent(websiteId, page.id), translation);
  // An empty translated title or description keeps the primary one.
  const title = translation?.title || page.title;
  const description = translation?.description || page.description;
  const { blocks, sections, merchandising } = await loadPageBlocks(
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
    title: fullUrl === '/' ? '' : title,
    description,
    // A page with a form carries the visitor's crumb.
    cache: blocks.some((block) => block.type === 'form') ? 'private' : 'public',
    context: {
      page: {
        id: page.id,
        title,
        description,
        fullUrl: localizedPath(fullUrl, request.language),
        isHome: fullUrl === '/',
        blocks,
        sections,
      },
      productMerchandisingContext: merchandising,
    },
  };
}
