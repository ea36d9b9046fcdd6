// An item's own page: a product, a blog post, an event or a gallery image, with links to its neighbours.
import { storeMerchandisingOf } from '../../../domain/owner-api/store-merchandising.js';
import { chosenRelated, relatedProductIdsOf } from '../../../domain/related-products.js';
import { cartErrorMessage } from '../../commerce/cart/cart-errors.js';
import { removeTags } from '../../../domain/images.js';
import { restockSignUpValue } from '../../restock/restock-island-value.js';
import { itemComments } from '../../comments/item-comments.js';
import { collectionContext } from './collection-page.js';
import { loadItemsContext } from './items.js';
import { pickAlsoBought, storeCandidates } from './customers-also-bought.js';
import { productPageContext } from './product-page.js';
import { productReviewsContext } from '../../reviews/product-context.js';
import { productReviewsOn } from '../../../domain/product-reviews.js';
import { PAGE_TEMPLATES, withSeo, type PageRequest, type PageView } from './page-view.js';
import { collectionKind, itemPath, PAGE_TYPE, type CollectionKind } from './site-map.js';
import type { SiteReads } from './site-reads.js';
import type { CollectionRecord } from './store.js';

const ITEM_TEMPLATES = {
  products: PAGE_TEMPLATES.product,
  blog: PAGE_TEMPLATES.post,
  events: PAGE_TEMPLATES.event,
  gallery: PAGE_TEMPLATES.image,
} as const satisfies Record<CollectionKind, string>;

/** Items whose collection is ordered by start date are paged through in that order. */
function neighbourOrdering(kind: CollectionKind, ordering: string): string {
  return kind === 'events' ? 'start-date' : ordering;
}

/** Text for `<meta name="description">`: the excerpt without tags, on one line, at most 300 characters. */
export function plainDescription(html: string): string {
  const text = removeTags(html).replace(/\s+/g, ' ').trim();
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/**
 * The page of the item `urlId` of `collection`, or `undefined` (not found) when there is no such
 * published item, or a products collection holds something that is not a product.
 * A product page also reads `?cartError=` (set when an add-to-cart form post was refused).
 */
export async function itemPage(
  reads: SiteReads,
  request: PageRequest,
  collection: CollectionRecord,
  urlId: string,
): Promise<PageView | undefined> {
  const { site } = request;
  const websiteId = site.website.id;
  const kind = collectionKind(collection);
  const [record, candidates] = await Promise.all([
    reads.item(websiteId, collection.id, urlId),
    kind === 'products' ? storeCandidates(reads, site, collection.id) : Promise.resolve([]),
  ]);
  if (record === undefined || (kind === 'products' && record.product_type === null)) return undefined;
  const path = site.map.collectionPath(collection);
  // A product page lists the products its owner chose as related (`item.relatedItems`), and the
  // cart drawer's 'Customers also bought' (those chosen first, then others of the store), shaped
  // with the product in one pass, so the page still reads variants and images once.
  // The store can switch both off (its merchandising defaults).
  const relatedOn =
    kind === 'products' && storeMerchandisingOf(site.settings?.store_settings).relatedProducts;
  const chosenIds = relatedOn ? relatedProductIdsOf(record.merchandising) : [];
  const chosen = chosenRelated(
    chosenIds,
    chosenIds.length > 0 ? await reads.itemsByIds(websiteId, chosenIds) : [],
    record.id,
  );
  const related = relatedOn
    ? pickAlsoBought(
        candidates,
        {
          exclude: [record.id],
          preferred: chosen.map((known) => known.id),
          categories: record.categories ?? [],
        },
        chosen,
      )
    : [];
  const [loaded, neighbours] = await Promise.all([
    loadItemsContext(reads, site, [record, ...chosen, ...related]),
    kind === 'products'
      ? Promise.resolve({})
      : reads.neighbours(websiteId, record, neighbourOrdering(kind, collection.item_ordering)),
  ]);
  const item = loaded.items[0];
  const context: Record<string, unknown> = {
    // The platform's switch of a collection's related items (`collection.features.relatedItems`).
    collection: {
      ...collectionContext(collection, path),
      features: { relatedItems: { isEnabled: relatedOn } },
    },
    item,
    productMerchandisingContext: loaded.merchandising,
  };
  const links = neighbours as {
    previous?: { url_id: string; title: string };
    next?: { url_id: string; title: string };
  };
  if (links.previous !== undefined) {
    context.previousItem = {
      title: links.previous.title,
      fullUrl: itemPath(path, kind, links.previous.url_id),
    };
  }
  if (links.next !== undefined) {
    context.nextItem = { title: links.next.title, fullUrl: itemPath(path, kind, links.next.url_id) };
  }
  if (kind === 'products') {
    const message = cartErrorMessage(request.query.cartError);
    if (message !== undefined) context.cartError = message;
    const restock = restockSignUpValue({
      productId: record.id,
      item,
      merchandising: loaded.merchandising[record.id],
      captchaSettings: site.settings?.captcha_settings,
      crumb: request.crumb,
      returnTo: request.path,
    });
    // On the item, where `{.section item}` of the product template finds it.
    if (restock !== undefined) item.restockSignUp = restock;
    // The rating summary and approved reviews (templates/blocks/product-reviews.block).
    if (productReviewsOn(site.settings?.site_settings)) {
      item.reviews = productReviewsContext(await reads.productReviews(websiteId, record.id));
    }
    const { productPage, customersAlsoBought } = productPageContext(
      request,
      record,
      item,
      loaded.items.slice(1 + chosen.length),
    );
    // Inside `{.section item}` a dotted name resolves in the item, so the page's own fields live there.
    context.item = { ...item, productPage };
    // The chosen related products, as the platform's themes read them (shop-card item contexts).
    if (chosen.length > 0)
      (context.item as Record<string, unknown>).relatedItems = loaded.items.slice(1, 1 + chosen.length);
    context.customersAlsoBought = customersAlsoBought;
  }
  // Approved comments and the comment form, on the item where `{.section item}` finds them.
  if (kind !== 'products') Object.assign(item, await itemComments(reads, request, record));
  const view: PageView = {
    template: ITEM_TEMPLATES[kind],
    status: 200,
    pageType: PAGE_TYPE.item,
    title: record.title,
    description: plainDescription(record.excerpt || record.body),
    cache: 'public',
    context,
  };
  // A product's SEO title and description (the product editor keeps them in structuredContent.seo).
  const seo = record.structured_content?.seo;
  return kind === 'products' && typeof seo === 'object' && seo !== null
    ? withSeo(view, { seo: seo as Record<string, unknown> })
    : view;
}
