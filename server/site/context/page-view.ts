// What a page builder hands the renderer: which template, the status, caching, and the page's own context.
import type { CartOwner } from '../../commerce/cart/service.js';
import type { PageRecord } from './store.js';
import type { SiteData } from './site-data.js';

/** The page views' template names; a theme's template for each is chosen by server/theme-platform/site/main-template.ts (`items/product` → `collections/products.item`). */
export const PAGE_TEMPLATES = {
  page: 'pages/page',
  products: 'collections/products',
  blog: 'collections/blog',
  gallery: 'collections/gallery',
  events: 'collections/events',
  product: 'items/product',
  post: 'items/post',
  image: 'items/image',
  event: 'items/event',
  search: 'system/search',
  cart: 'system/cart',
  notFound: 'system/not-found',
  error: 'system/error',
  lockScreen: 'system/lock-screen',
  password: 'system/password',
  checkout: 'system/checkout',
  orderConfirmed: 'system/order-confirmed',
  orderReceived: 'system/order-received',
  orderStatus: 'system/order-status',
  subscriptionConfirmed: 'system/subscription-confirmed',
  newsletterUnsubscribe: 'system/newsletter-unsubscribe',
  reviewsRequest: 'system/reviews-request',
  signIn: 'system/sign-in',
  signUp: 'system/sign-up',
  forgotPassword: 'system/forgot-password',
  resetPassword: 'system/reset-password',
  account: 'system/account',
  membersOnly: 'system/members-only',
  memberDenied: 'system/member-denied',
  paywall: 'system/paywall',
  membershipConfirmed: 'system/membership-confirmed',
  donate: 'system/donate',
  donationConfirmed: 'system/donation-confirmed',
  promoPopup: 'system/promo-popup',
  sso: 'system/sso',
} as const;

/** A page template's name. */
export type PageTemplate = (typeof PAGE_TEMPLATES)[keyof typeof PAGE_TEMPLATES];

/**
 * How a response may be cached: `public` (short shared caching; only for pages that show nothing
 * of the visitor), `private` (the browser only), `no-store` (cart, account and password pages).
 */
export type CachePolicy = 'public' | 'private' | 'no-store';

/** A page ready to render. */
export interface PageView {
  template: PageTemplate;
  status: number;
  /** SPEC §2 page-type number. */
  pageType: number;
  /** The page's own title, for `<title>` and the heading. */
  title: string;
  description?: string;
  /** The owner's SEO title: the whole `<title>` when set (the site's name is not added to it). */
  seoTitle?: string;
  /** The owner hid the page from search engines (`PAGES.seo.noIndex`, or that of the page showing its collection). */
  noIndex?: boolean;
  cache: CachePolicy;
  /** The page's fields of the context (`collection`, `items`, `item`, `page`, `pagination`…). */
  context: Record<string, unknown>;
}

/** Which password-protected things a visitor has unlocked (from their signed cookies). */
export interface AccessCheck {
  /** The visitor may pass the site-wide lock screen of `lockPage`. */
  siteUnlocked(lockPage: PageRecord): boolean;
  /** The visitor has entered the password of `page`. */
  pageUnlocked(page: PageRecord): boolean;
}

/** A page request, free of Express: what the builders need to know about the visitor and the URL. */
export interface PageRequest {
  site: SiteData;
  /** The decoded path, without the query. */
  path: string;
  query: Readonly<Record<string, unknown>>;
  /** The origin the visitor used, e.g. `https://shop.example.com`. */
  baseUrl: string;
  crumb: string;
  cartOwner: CartOwner;
  now: Date;
  access: AccessCheck;
  /** A signed-in owner of this website passes the lock screen and page passwords. */
  isOwner: boolean;
  /** The signed-in site user and their XSRF token (server/members/): member pages and menus depend on it. */
  siteUser?: { id: string; xsrfToken: string | undefined };
  /** The member areas the visitor may see (server/members/); absent: none (owners see all). */
  memberAreaIds?: readonly string[];
  /**
   * The site language the address asked for (`/fr/about` → `fr`, with `path` then `/about`);
   * absent for the primary language (server/multilingual/).
   */
  language?: string;
}

/**
 * `view` with its page's SEO fields (PAGES.seo, set in the editor): the SEO title becomes the whole
 * `<title>`, the SEO description the meta description. Empty fields change nothing.
 */
export function withSeo(view: PageView, page: Pick<PageRecord, 'seo'>): PageView {
  const seo = page.seo ?? {};
  const title = typeof seo.title === 'string' ? seo.title.trim() : '';
  const description = typeof seo.description === 'string' ? seo.description.trim() : '';
  return {
    ...view,
    ...(title === '' ? {} : { seoTitle: title }),
    ...(description === '' ? {} : { description }),
  };
}
