// A collection's list page (products, blog, gallery, events): one page of its items, categories and pagination.
import { galleryDisplay } from '../../../domain/gallery-display.js';
import { eventCalendarPage, eventsView, eventsViewUrls } from './event-calendar.js';
import { galleryOptions } from '../../../domain/gallery-options.js';
import { loadItemsContext } from './items.js';
import { pageNumber, pagination } from './pagination.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from './page-view.js';
import { collectionKind, PAGE_TYPE, type CollectionKind } from './site-map.js';
import type { SiteReads } from './site-reads.js';
import type { CategoryRecord, CollectionRecord, PageRecord } from './store.js';

/** Items per page unless the collection's `settings.pageSize` (or `postsPerPage`) says otherwise (1–200). */
export const DEFAULT_PAGE_SIZES: Readonly<Record<CollectionKind, number>> = {
  products: 24,
  blog: 10,
  events: 20,
  gallery: 60,
};

/** SPEC §9: at most 200 products in a collection, so never more on one page. */
const MAX_PAGE_SIZE = 200;

/** The URL slug of a category name: `Studio & Desk` → `studio-desk`. */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function pageSizeOf(collection: CollectionRecord, kind: CollectionKind): number {
  const settings = collection.settings ?? {};
  const size = settings.pageSize ?? settings.postsPerPage;
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE
    ? size
    : DEFAULT_PAGE_SIZES[kind];
}

/** The image the owner chose to head the collection (`settings.coverImageId`), if any. */
export function coverImageId(collection: CollectionRecord): string | undefined {
  const cover = (collection.settings ?? {}).coverImageId;
  return typeof cover === 'string' && cover !== '' ? cover : undefined;
}

/** The collection object of the context (SPEC §3 "collection"), without its items. */
export function collectionContext(
  collection: CollectionRecord,
  fullUrl: string,
  page?: PageRecord,
): Record<string, unknown> {
  const kind = collectionKind(collection);
  const context: Record<string, unknown> = {
    id: collection.id,
    title: page?.title || collection.title,
    navigationTitle: collection.navigation_title || collection.title,
    description: page?.description || collection.description,
    fullUrl,
    urlId: collection.url_id,
    type: collection.type,
    typeName: kind,
    view: collection.view,
    folder: collection.is_folder,
    commentState: collection.comment_state,
  };
  if (collection.folder_behavior !== null) context.folderBehavior = collection.folder_behavior;
  if (kind === 'gallery') {
    const settings = collection.settings ?? {};
    const options = galleryOptions(settings.galleryOptions ?? settings);
    context.options = options;
    context.display = galleryDisplay(options);
  }
  return context;
}

function categoryLinks(
  categories: readonly CategoryRecord[],
  path: string,
  current: CategoryRecord | undefined,
): Record<string, unknown>[] {
  return categories
    .filter((category) => category.type !== 'ROOT')
    .map((category) => ({
      id: category.id,
      name: category.display_name,
      fullUrl: `${path}/c/${categorySlug(category.display_name)}`,
      active: category.id === current?.id,
    }));
}

/**
 * The list page of `collection`, or `undefined` (not found) for a page number beyond the last, an
 * unknown category or a malformed `?page=`. Query: `page`, and `view=past` for past events
 * (`view=calendar` and `month=YYYY-MM`: the month's calendar, see event-calendar.ts).
 */
export async function collectionPage(
  reads: SiteReads,
  request: PageRequest,
  collection: CollectionRecord,
  options: { page?: PageRecord; categorySlug?: string } = {},
): Promise<PageView | undefined> {
  const { site } = request;
  const websiteId = site.website.id;
  const kind = collectionKind(collection);
  const path = site.map.collectionPath(collection);
  const number = pageNumber(request.query.page);
  if (number === undefined) return undefined;
  const pageSize = pageSizeOf(collection, kind);
  const context: Record<string, unknown> = {};
  const collectionFields = collectionContext(collection, path, options.page);

  let categoryId: string | undefined;
  let listPath = path;
  let title = String(collectionFields.title);
  if (kind === 'products') {
    const categories = await reads.categories(websiteId, collection.id);
    const current =
      options.categorySlug === undefined
        ? undefined
        : categories.find(
            (category) =>
              category.type !== 'ROOT' && categorySlug(category.display_name) === options.categorySlug,
          );
    if (options.categorySlug !== undefined && current === undefined) return undefined;
    collectionFields.categories = categoryLinks(categories, path, current);
    if (current !== undefined) {
      categoryId = current.id;
      listPath = `${path}/c/${options.categorySlug}`;
      collectionFields.currentCategory = { id: current.id, name: current.display_name, fullUrl: listPath };
      title = `${current.display_name} | ${title}`;
    }
  }

  const params: Record<string, string> = {};
  let events: { view: 'upcoming' | 'past'; now: Date } | undefined;
  if (kind === 'events') {
    const view = eventsView(request.query, collection);
    if (view === 'calendar') return eventCalendarPage(reads, request, collection, collectionFields, title);
    events = { view, now: request.now };
    if (view === 'past' || request.query.view === view) params.view = view;
    collectionFields.showPastOrUpcomingEvents = view;
    Object.assign(collectionFields, eventsViewUrls(path, collection));
  }

  const records = await reads.items({
    websiteId,
    collectionId: collection.id,
    ordering: collection.item_ordering,
    limit: pageSize,
    offset: (number - 1) * pageSize,
    events,
    categoryId,
  });
  if (number > 1 && records.length === 0) return undefined;
  const coverId = coverImageId(collection);
  const loaded = await loadItemsContext(reads, site, records.slice(0, pageSize), {
    imageIds: coverId === undefined ? [] : [coverId],
  });
  const cover = coverId === undefined ? undefined : loaded.images.get(coverId);
  // A cover without alt text or title is described by the collection it heads.
  if (cover !== undefined) collectionFields.mainImage = cover.title === '' ? { ...cover, title } : cover;

  context.collection = collectionFields;
  context.items = loaded.items;
  context.pagination = pagination(listPath, params, number, pageSize, records.length);
  context.productMerchandisingContext = loaded.merchandising;
  return {
    template: PAGE_TEMPLATES[kind],
    status: 200,
    pageType: PAGE_TYPE.collection,
    title: number > 1 ? `${title} (page ${number})` : title,
    description: String(collectionFields.description ?? ''),
    cache: 'public',
    context,
  };
}
