// A page's blocks (PAGES.content.blocks) for the theme: text, images, buttons, quotes, forms, item summaries and more.
import { newsletterBlockContext } from '../../newsletter/block-context.js';
import { donationBlockContext } from '../../donations/donate-page.js';
import { datasetBlockContext } from './dataset-block.js';
import { formContext } from './form-block.js';
import { loadItemsContext } from './items.js';
import { audioBlockContext, videoBlockContext } from './media-blocks.js';
import { brandSettings } from './brand.js';
import type { SiteData } from './site-data.js';
import { collectionKind } from './site-map.js';
import type { ImageAsset } from './images.js';
import { cropClassName } from '../../../domain/images.js';
import type { ItemRecord } from './item-store.js';
import type { SiteReads } from './site-reads.js';
import { storedBlockId } from '../../owner/pages/stored-blocks.js';

/** The most items a summary block lists. */
const MAX_SUMMARY_ITEMS = 12;
const DEFAULT_SUMMARY_ITEMS = 4;

/** Blocks shaped for templates, and the merchandising context of the products they list. */
export interface LoadedBlocks {
  blocks: Record<string, unknown>[];
  merchandising: Record<string, Record<string, unknown>>;
}

type RawBlock = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The page's raw blocks: `content.blocks`, or one HTML block from `content.html`. */
function rawBlocks(content: Record<string, unknown>): RawBlock[] {
  if (Array.isArray(content.blocks)) {
    return content.blocks.filter(
      (block): block is RawBlock => typeof block === 'object' && block !== null && !Array.isArray(block),
    );
  }
  return typeof content.html === 'string' ? [{ type: 'html', html: content.html }] : [];
}

function summaryLimit(block: RawBlock): number {
  const limit = block.limit;
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 1
    ? Math.min(limit, MAX_SUMMARY_ITEMS)
    : DEFAULT_SUMMARY_ITEMS;
}

const isSummary = (block: RawBlock) => block.type === 'collection' || block.type === 'summary';

/** A link in a block: `{text, url}` from `text`/`label` and `url`/`href`, and `newWindow` when asked. */
function link(raw: unknown): { text: string; url: string; newWindow: boolean } | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const url = text(entry.url) || text(entry.href);
  const label = text(entry.text) || text(entry.label);
  return url === '' || label === '' ? undefined : { text: label, url, newWindow: entry.newWindow === true };
}

const SPACER_SIZES: readonly string[] = ['small', 'medium', 'large'];
const GALLERY_COLUMNS = { min: 1, max: 6, fallback: 3 };

/** A gallery block's pictures, in its order, with the size attributes that keep the layout still while they load. */
function galleryImages(ids: readonly string[], images: ReadonlyMap<string, ImageAsset>) {
  return ids
    .map((id) => images.get(id))
    .filter((image): image is ImageAsset => image !== undefined)
    .map((image) => {
      const [width, height] = image.originalSize.split('x').map(Number);
      return { image, caption: image.title, width, height };
    });
}

/** Video players keep a 16:9 frame; maps, calendars and audio players keep the height their code gives. */
function isVideoEmbed(html: string): boolean {
  return /<iframe[^>]+src="https:\/\/(?:www\.youtube(?:-nocookie)?\.com|player\.vimeo\.com)\//i.test(html);
}

/** An OpenStreetMap link to a place with coordinates. */
/** Whether a map block names a place of its own (a line of address or a pin). */
function hasOwnAddress(location: Record<string, unknown>): boolean {
  return (
    ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry'].some(
      (key) => text(location[key]) !== '',
    ) || typeof location.mapLat === 'number'
  );
}

function mapUrl(location: Record<string, unknown>): string | undefined {
  const { mapLat, mapLng } = location;
  if (typeof mapLat !== 'number' || typeof mapLng !== 'number') return undefined;
  return `https://www.openstreetmap.org/?mlat=${mapLat}&mlon=${mapLng}#map=16/${mapLat}/${mapLng}`;
}

/**
 * Reads what a page's blocks show and shapes them. Each block becomes `{type, <type>: {…}}`, so a
 * template tests `{.section heading}`, `{.section form}` and so on:
 * `heading {text, level}`; `text`/`html {html}` (the owner's HTML, printed as is);
 * `image {image, caption, link, hero, heading, body, button}` (`design: "hero"` puts the heading,
 * body and button over the picture); `button {text, url}` (also `label`/`href`); `quote {text,
 * source}`; `form` (the FORMS row, see form-block.ts; `buttonText` names its button);
 * `collection` (also `summary`) `{title, typeName, fullUrl, items}`: the first `limit` items of
 * `collectionId` (`filter: "past"` for past events); `product {title, layout, items}`: the products
 * of `productIds` in that order; `newsletter` (see server/newsletter/block-context.ts);
 * `map {location, mapUrl}` (without an address of its own: the business's from the site settings,
 * with `contactPhone` and `contactEmail`); `accordion {items: [{title, html}]}`; `gallery {images:
 * [{image, caption, width, height}], columns, captions}` (the pictures of `imageIds`, 1 to 6 columns);
 * `spacer {size}` (small, medium, large); `embed {html, caption, video}` (the stored embed code,
 * sanitized when it was saved; `video` for 16:9 players); `dataset` (a DATA_TABLES row as a table,
 * see dataset-block.ts); `audio {title, artist, player}` and `video {title, caption, providerName,
 * player}` (media-blocks.ts; `player` is the island's value). A button may carry `newWindow`.
 * Unknown types and missing forms, images, collections and products are left out.
 * Queries: one per summary, one for every named product, then one each for variants, images and forms.
 */
export async function loadPageBlocks(
  reads: SiteReads,
  site: SiteData,
  content: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<LoadedBlocks> {
  const { map } = site;
  const websiteId = site.website.id;
  const raw = rawBlocks(content);
  const summaries = new Map<RawBlock, ItemRecord[]>();
  for (const block of raw.filter(isSummary)) {
    const collection = map.collectionById(text(block.collectionId));
    // A members-only collection's block is for those who may read its items (guarded-reads.ts).
    if (collection === undefined || !reads.readable(collection.id)) continue;
    const limit = summaryLimit(block);
    const events = collectionKind(collection) === 'events';
    const records = await reads.items({
      websiteId,
      collectionId: collection.id,
      ordering: collection.item_ordering,
      limit,
      offset: 0,
      ...(events
        ? { events: { view: block.filter === 'past' ? ('past' as const) : ('upcoming' as const), now } }
        : {}),
    });
    summaries.set(block, records.slice(0, limit));
  }
  const productIds = raw
    .filter((block) => block.type === 'product')
    .flatMap((block) => textList(block.productIds));
  const named = await reads.itemsByIds(websiteId, productIds);
  const loaded = await loadItemsContext(reads, site, [...[...summaries.values()].flat(), ...named], {
    imageIds: [
      ...raw.filter((block) => block.type === 'image').map((block) => text(block.imageId)),
      ...raw.filter((block) => block.type === 'gallery').flatMap((block) => textList(block.imageIds)),
      ...raw.filter((block) => block.type === 'video').map((block) => text(block.imageId)),
    ],
    formIds: raw.filter((block) => block.type === 'form').map((block) => text(block.formId)),
  });
  const datasetIds = raw.filter((block) => block.type === 'dataset').map((block) => text(block.datasetId));
  const datasets = new Map(
    (await reads.datasets(websiteId, datasetIds)).map((record) => [record.id, record]),
  );
  const itemsById = new Map(loaded.items.map((item) => [item.id as string, item]));
  const itemsOf = (ids: readonly string[]) =>
    ids.map((id) => itemsById.get(id)).filter((item): item is Record<string, unknown> => item !== undefined);

  const blocks: Record<string, unknown>[] = [];
  for (const [index, block] of raw.entries()) {
    const type = isSummary(block) ? 'collection' : text(block.type);
    let shaped: Record<string, unknown> | undefined;
    switch (type) {
      case 'heading': {
        const level = block.level === 3 ? 3 : 2;
        shaped = { text: text(block.text), level, h2: level === 2, h3: level === 3 };
        break;
      }
      case 'text':
      case 'html':
        shaped = { html: text(block.html) };
        break;
      case 'image': {
        const image = loaded.images.get(text(block.imageId));
        if (image === undefined) break;
        shaped = {
          image: { ...image, title: image.title || text(block.caption) || text(block.heading) },
          caption: text(block.caption),
          hero: block.design === 'hero',
          crop: cropClassName(block.crop),
          heading: text(block.heading),
          body: text(block.body),
        };
        if (text(block.link) !== '') shaped.link = text(block.link);
        const button = link(block.button);
        if (button !== undefined) shaped.button = button;
        break;
      }
      case 'button':
        shaped = link(block);
        break;
      case 'quote':
        shaped = { text: text(block.text), source: text(block.source) };
        break;
      case 'form': {
        const form = loaded.forms.get(text(block.formId));
        if (form === undefined) break;
        shaped = formContext(form, query, site.settings?.feature_flags);
        if (text(block.buttonText) !== '') shaped.submitLabel = text(block.buttonText);
        break;
      }
      case 'collection': {
        const collection = map.collectionById(text(block.collectionId));
        const records = summaries.get(block);
        if (collection === undefined || records === undefined) break;
        shaped = {
          title: text(block.title) || text(block.heading) || collection.title,
          typeName: collectionKind(collection),
          fullUrl: map.collectionPath(collection),
          items: itemsOf(records.map((record) => record.id)),
        };
        break;
      }
      case 'product': {
        const items = itemsOf(textList(block.productIds));
        if (items.length === 0) break;
        shaped = {
          title: text(block.title) || text(block.heading),
          feature: block.layout === 'feature',
          items,
        };
        break;
      }
      case 'newsletter':
        shaped = newsletterBlockContext(block, query, blocks.length);
        break;
      case 'donation':
        shaped = donationBlockContext(block, site.website.currency.trim(), blocks.length);
        break;
      case 'map': {
        const own = (
          typeof block.location === 'object' && block.location !== null ? block.location : {}
        ) as Record<string, unknown>;
        // A map block without an address of its own shows the business's, with its phone and email (the site settings).
        const business = hasOwnAddress(own) ? undefined : brandSettings(site.settings?.site_settings);
        const location =
          business === undefined
            ? own
            : {
                addressTitle: business.businessName,
                ...business.address,
                ...(business.mapLat === undefined
                  ? {}
                  : { mapLat: business.mapLat, mapLng: business.mapLng }),
              };
        shaped = {
          location,
          mapUrl: mapUrl(location) ?? '',
          ...(business === undefined
            ? {}
            : { contactPhone: business.contactPhone, contactEmail: business.contactEmail }),
        };
        break;
      }
      case 'gallery': {
        const images = galleryImages(textList(block.imageIds), loaded.images);
        if (images.length === 0) break;
        const columns = Number(block.columns);
        shaped = {
          images,
          columns: Number.isInteger(columns)
            ? Math.min(Math.max(columns, GALLERY_COLUMNS.min), GALLERY_COLUMNS.max)
            : GALLERY_COLUMNS.fallback,
          captions: block.captions === true,
        };
        break;
      }
      case 'spacer':
        shaped = { size: SPACER_SIZES.includes(text(block.size)) ? text(block.size) : 'medium' };
        break;
      case 'embed': {
        if (text(block.html) === '') break;
        shaped = {
          html: text(block.html),
          caption: text(block.caption),
          video: isVideoEmbed(text(block.html)),
        };
        break;
      }
      case 'dataset': {
        const record = datasets.get(text(block.datasetId));
        if (record !== undefined) shaped = datasetBlockContext(record, text(block.caption), blocks.length);
        break;
      }
      case 'audio':
        shaped = audioBlockContext(block);
        break;
      case 'video':
        shaped = videoBlockContext(block, loaded.images);
        break;
      case 'accordion': {
        const items = (Array.isArray(block.items) ? block.items : [])
          .map((entry) => entry as Record<string, unknown>)
          .map((entry) => ({ title: text(entry?.title), html: text(entry?.html) }))
          .filter((entry) => entry.title !== '');
        if (items.length > 0) shaped = { items };
        break;
      }
    }
    // `id` marks the block's wrapper (`data-block-id`), so the editor's preview can find and select it.
    // A block stored without an id (the demo's) gets the one the editor reads it with.
    if (shaped !== undefined) blocks.push({ id: storedBlockId(block, index), type, [type]: shaped });
  }
  return { blocks, merchandising: loaded.merchandising };
}
