// The gallery island's props: the page's images and the gallery's drawing, made from the gallery page's context.
import {
  galleryDisplay,
  type GalleryDisplay,
  type GalleryOptionValues,
} from '../../domain/gallery-display.js';
import { altTextFromFields, parseDimensions } from '../../domain/images.js';

/** One image as the slideshow and the lightbox show it. */
export interface GalleryImage {
  /** The asset's URL; each stored width is `src?format=W`. */
  readonly src: string;
  /** The asset's `systemDataVariants` (the stored widths), for its srcset. */
  readonly variants: string;
  readonly width?: number;
  readonly height?: number;
  readonly alt: string;
  readonly title: string;
  /** The description as plain text. */
  readonly body: string;
  /** The image's own page. */
  readonly href: string;
}

/** What the gallery island draws. */
export interface GalleryProps {
  /** The collection's id: the theme's lightbox links name it in `data-tessera-lightbox`. */
  readonly id: string;
  readonly title: string;
  readonly display: GalleryDisplay;
  readonly images: readonly GalleryImage[];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Rich text as one line of plain text: blocks apart by a space, inline tags dropped, entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#\d{1,6});/g, (_entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : ENTITIES[name],
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function galleryImage(item: unknown): GalleryImage | undefined {
  const fields = record(item);
  const image = record(fields.mainImage);
  const src = text(image.assetUrl);
  if (src === '') return undefined;
  const size = parseDimensions(text(image.originalSize));
  return {
    src,
    variants: text(image.systemDataVariants),
    ...(size !== undefined && size.width > 0 && size.height > 0 ? size : {}),
    alt: altTextFromFields(image),
    title: text(fields.title),
    body: plainText(text(fields.body)),
    href: text(fields.fullUrl),
  };
}

/**
 * The props of `{@|island gallery …}` on a gallery page: the collection's id, title and options
 * (`collection.options`), and the page's items that have an image, in order.
 */
export function galleryProps(value: unknown): GalleryProps {
  const page = record(value);
  const collection = record(page.collection);
  const items = Array.isArray(page.items) ? page.items : [];
  return {
    id: text(collection.id),
    title: text(collection.title),
    display: galleryDisplay(record(collection.options) as GalleryOptionValues),
    images: items.map(galleryImage).filter((image): image is GalleryImage => image !== undefined),
  };
}
