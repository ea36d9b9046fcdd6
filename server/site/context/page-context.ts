// The whole context a page renders with: the site-wide parts, the visitor's cart and crumb, and the page's own fields.
import { MEMBER_PATHS } from '../../../domain/members.js';
import { cartIndicatorCount, isCartEmpty } from '../../../domain/cart-labels.js';
import type { ShoppingCart } from '../../commerce/cart/shopping-cart.js';
import { summaryOf } from './cart-context.js';
import { navigationContext } from './navigation.js';
import type { PageRequest, PageView } from './page-view.js';
import { PAGE_TYPE, pagePath } from './site-map.js';
import { websiteParts } from './website-context.js';
import { readHeaderFooter, type SiteHeader } from '../../../domain/owner-api/header-footer.js';
import { localizedPath } from '../../../domain/site-languages.js';
import { languageContext, localizedMenus } from '../../multilingual/page-languages.js';
import { VISITOR_METRICS_FLAG } from '../../tracking/census-settings.js';
import { promoPopupContext } from '../../promo-popup/popup-context.js';
import { feedLinks } from '../feeds/feed-links.js';
import { siteIconLinks } from '../icons/site-icons.js';
import { siteHiddenFromSearch } from '../search-engines/indexing.js';
import { pageStructuredData } from '../structured-data/page-structured-data.js';
import { brandImagesOf } from './brand.js';

/** SPEC §6: no visitor tracking on the not-found, lock-screen and member-area-denied pages, nor on /search. */
const UNTRACKED_PAGE_TYPES: readonly number[] = [
  PAGE_TYPE.notFound,
  PAGE_TYPE.lockScreen,
  PAGE_TYPE.memberAreaDenied,
  PAGE_TYPE.search,
];

/** The header's announcement bar, when the owner turned it on: its text and where it links. */
function announcementOf(header: SiteHeader): { text: string; url?: string } | undefined {
  const bar = header.announcementBar;
  if (!bar.enabled || bar.text === '') return undefined;
  return bar.url === '' ? { text: bar.text } : { text: bar.text, url: bar.url };
}

/**
 * The picture social networks show for the page (absolute): the item's own picture, else the
 * site's sharing picture.
 */
function ogImageOf(view: PageView, baseUrl: string, siteImage: unknown): string | undefined {
  const assetUrl = (view.context.item as { assetUrl?: unknown } | undefined)?.assetUrl;
  if (typeof assetUrl === 'string' && assetUrl !== '') return `${baseUrl}${assetUrl}?format=1000w`;
  return typeof siteImage === 'string' ? siteImage : undefined;
}

/**
 * Where the pill cart would be in the way: the cart page, and the checkout and order pages
 * (page types 200-299) where it covers form fields on small screens and leads nowhere new.
 */
function pillCartHiddenOn(pageType: number): boolean {
  return pageType >= PAGE_TYPE.cart && pageType < PAGE_TYPE.cart + 100;
}

/**
 * The JSON context of a page, in SPEC §3's names: `website`, `websiteSettings`, `featureFlags`,
 * `localizedStrings`, `siteHeader` and `siteFooter` (server/header-footer/), `pageLanguage`,
 * `languageSwitcher` and `languageAlternates` (server/multilingual/), `navigation` (menus by name), `announcement` (the header's bar), `cart` (the visitor's cart, or its empty
 * summary) and `cartSummary` (what the pill shows), `cartIndicator` (the header's count, `(100+)` above
 * 100, and whether the cart is empty: as runtime/cart-indicator.ts writes them), `crumb`, `pageType`, `pageTitle`,
 * `pageDescription`, `canonicalUrl`, `currentPath`, `showPillCart` (not on the cart, checkout and
 * order pages or the lock screen), `hideSiteTools` (the lock screen shows no menus, search or cart), `accountLink` (the members'
 * account page, on sites with member areas) and
 * `visitorTracking` (false where SPEC §6 suppresses it), `visitorMetrics` (the `visitor-metrics`
 * feature flag: the page sends SPEC §7's commerce events), `cookieBanner` (the owner's cookie-consent
 * banner is on), `noIndex` (the site or the page is hidden from search engines: the head's robots
 * meta), `siteIcons` (the favicon's links, when the site has one), `ogImage`, `feedLinks` (a blog's
 * RSS and Atom alternates) and `structuredData` (the JSON-LD text, escaped for its script
 * block), then the
 * page's own fields (`collection`, `items`, `item`, `page`, `pagination`,
 * `productMerchandisingContext`, …).
 */
export function pageContext(
  request: PageRequest,
  view: PageView,
  cart: ShoppingCart | undefined,
): Record<string, unknown> {
  const { site } = request;
  const parts = websiteParts(site.website, site.settings, request.baseUrl, request.now);
  const summary = summaryOf(cart, site.website.currency.trim());
  const favicon = brandImagesOf(
    site.website.id,
    site.settings?.site_settings,
    site.settings?.brand_images,
  ).favicon;
  // A locked site shows nothing of itself on its lock screen: no menus, no cart.
  const locked = view.pageType === PAGE_TYPE.lockScreen;
  const { header: siteHeader, footer: siteFooter } = readHeaderFooter(
    site.settings?.site_header,
    site.settings?.site_footer,
    (id) => {
      const page = site.map.pageById(id);
      return page === undefined ? undefined : pagePath(page);
    },
  );
  return {
    ...parts,
    ...languageContext(request, view),
    siteHeader,
    siteFooter,
    announcement: locked ? undefined : announcementOf(siteHeader),
    navigation: locked
      ? {}
      : localizedMenus(
          navigationContext(
            site.navigations,
            site.map,
            request.path,
            (areaId) =>
              // Owners see every link; a site user those of the member areas they may enter.
              request.isOwner || (request.memberAreaIds ?? []).includes(areaId),
          ),
          request,
        ),
    hideSiteTools: locked,
    // Sites with member areas offer their members a way in from every page (the same link for all: pages stay shared).
    accountLink: site.map.pages.some((page) => typeof page.member_area_id === 'string')
      ? MEMBER_PATHS.account
      : undefined,
    cart: cart ?? summary,
    cartSummary: summary,
    cartIndicator: {
      count: cartIndicatorCount(summary.totalQuantity),
      empty: isCartEmpty(summary.totalQuantity),
    },
    crumb: request.crumb,
    pageType: view.pageType,
    pageTitle: view.title,
    seoTitle: view.seoTitle,
    pageDescription: view.description ?? site.website.site_description,
    canonicalUrl: `${request.baseUrl}${localizedPath(request.path, request.language)}`,
    currentPath: request.path,
    showPillCart: !pillCartHiddenOn(view.pageType) && !locked,
    visitorTracking: !UNTRACKED_PAGE_TYPES.includes(view.pageType),
    visitorMetrics: parts.featureFlags[VISITOR_METRICS_FLAG] === true,
    cookieBanner: site.settings?.site_settings?.cookieBanner === true,
    promoPopup: promoPopupContext(site.settings, view.pageType),
    siteDesign: site.design,
    noIndex: siteHiddenFromSearch(site.settings) || view.noIndex === true,
    siteIcons: favicon === undefined ? undefined : siteIconLinks(favicon.fileId),
    ogImage: ogImageOf(view, request.baseUrl, parts.website.socialLogoImageUrl),
    feedLinks: feedLinks(view.context.collection as Record<string, unknown> | undefined, request.baseUrl),
    structuredData: pageStructuredData(request, view),
    ...view.context,
  };
}
