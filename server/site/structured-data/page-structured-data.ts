// The JSON-LD of a page: the business and the site on every content page, then what the page shows (a Product, a BlogPosting, an Event) and its BreadcrumbList.
import { objectOr } from '../../../domain/json-value.js';
import { followLinks } from '../../../domain/share-links.js';
import { localizedPath } from '../../../domain/site-languages.js';
import { brandImagesOf, brandSettings } from '../context/brand.js';
import type { PageRequest, PageView } from '../context/page-view.js';
import { PAGE_TYPE } from '../context/site-map.js';
import { breadcrumbsLd, type Crumb } from './breadcrumbs.js';
import { jsonLdText, SCHEMA_ORG, type JsonLd } from './json-ld.js';
import { organizationLd, websiteLd, type OrganizationFacts } from './organization.js';
import { blogPostingLd, eventLd } from './posting.js';
import { productLd } from './product.js';

/** The page types whose pages describe the site's content (not the cart, checkout, search, lock or error pages). */
const CONTENT_PAGES: readonly number[] = [
  PAGE_TYPE.collection,
  PAGE_TYPE.page,
  PAGE_TYPE.splash,
  PAGE_TYPE.item,
];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** What the page itself shows, and its trail from the home page. */
function pageNodes(request: PageRequest, view: PageView, facts: OrganizationFacts): JsonLd[] {
  const { baseUrl } = request;
  const home: Crumb = { name: facts.siteTitle, url: `${baseUrl}/` };
  const canonical = `${baseUrl}${localizedPath(request.path, request.language)}`;
  const collection = objectOr(view.context.collection);
  const item = view.context.item as Record<string, unknown> | undefined;
  const nodes: JsonLd[] = [];
  const crumbs: Crumb[] = [home];
  const listCrumb = { name: text(collection.title), url: `${baseUrl}${text(collection.fullUrl)}` };
  if (view.pageType === PAGE_TYPE.item && item !== undefined) {
    const url = `${baseUrl}${text(item.fullUrl)}`;
    const brand = facts.brand.businessName || facts.siteTitle;
    if (collection.typeName === 'products') nodes.push(productLd(item, url, baseUrl, brand));
    else if (collection.typeName === 'blog') nodes.push(blogPostingLd(item, url, baseUrl));
    else if (collection.typeName === 'events') nodes.push(eventLd(item, url, baseUrl));
    crumbs.push(listCrumb, { name: text(item.title), url });
  } else if (typeof collection.fullUrl === 'string') {
    crumbs.push({ ...listCrumb, url: canonical });
  } else if (request.path !== '/') {
    crumbs.push({ name: view.title, url: canonical });
  }
  const trail = breadcrumbsLd(crumbs);
  return trail === undefined ? nodes : [...nodes, trail];
}

/**
 * The text of the page's `<script type="application/ld+json">` (escaped, see json-ld.ts), or
 * undefined for pages that are not content (system pages, errors, the lock screen, password
 * and member pages): one `@graph` of the business (Organization, or LocalBusiness with an
 * address), the WebSite, and the page's own nodes.
 */
export function pageStructuredData(request: PageRequest, view: PageView): string | undefined {
  if (view.status !== 200 || !CONTENT_PAGES.includes(view.pageType)) return undefined;
  const { site, baseUrl } = request;
  const siteSettings = site.settings?.site_settings;
  const facts: OrganizationFacts = {
    baseUrl,
    siteTitle: site.website.site_title,
    language: site.website.language,
    brand: brandSettings(siteSettings),
    images: brandImagesOf(site.website.id, siteSettings, site.settings?.brand_images),
    profiles: followLinks(objectOr(siteSettings).socialAccounts).map((link) => link.href),
  };
  return jsonLdText({
    '@context': SCHEMA_ORG,
    '@graph': [organizationLd(facts), websiteLd(facts), ...pageNodes(request, view, facts)],
  });
}
