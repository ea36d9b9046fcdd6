// Image assets as templates read them (SPEC §3 "Media"): URL, size, focal point, alt text and stored widths.
import { SRCSET_WIDTHS } from '../../../domain/images.js';
import { fileUrl } from '../../files/file-ref.js';
import type { ImageRecord } from './item-store.js';

/** An image asset in the page context. */
export interface ImageAsset {
  id: string;
  assetUrl: string;
  originalSize: string;
  mediaFocalPoint: { x: number; y: number };
  altText: string;
  /** What the image formatters' alt fallback reads first: the owner's alt text, else the image's title. */
  title: string;
  body: string;
  filename: string;
  colorData?: Record<string, unknown>;
  /** The stored widths below the original's, then the original's size (`"100w,300w,1200x800"`). */
  systemDataVariants: string;
}

/**
 * The widths a browser may ask of an image `width` pixels wide: every SPEC width below it (the
 * files router never enlarges), then the original's `WxH` (which `image-srcset` skips).
 */
export function systemDataVariants(width: number, height: number): string {
  const widths = SRCSET_WIDTHS.filter((candidate) => Number.parseInt(candidate, 10) < width);
  return [...widths, `${width}x${height}`].join(',');
}

/** An IMAGES row (with its file name) as an asset served by the files router. */
export function imageAsset(websiteId: string, image: ImageRecord): ImageAsset {
  const asset: ImageAsset = {
    id: image.id,
    assetUrl: fileUrl({ websiteId, fileId: image.file_id, filename: image.filename }),
    originalSize: `${image.original_width}x${image.original_height}`,
    mediaFocalPoint: { x: Number(image.focal_x), y: Number(image.focal_y) },
    altText: image.alt_text,
    title: image.alt_text || image.title,
    body: image.body,
    filename: image.filename,
    systemDataVariants: systemDataVariants(image.original_width, image.original_height),
  };
  if (image.color_data !== null) asset.colorData = image.color_data;
  return asset;
}

/** Images by id, ready for lookups while shaping items. */
export function imagesById(websiteId: string, images: readonly ImageRecord[]): Map<string, ImageAsset> {
  return new Map(images.map((image) => [image.id, imageAsset(websiteId, image)]));
}
