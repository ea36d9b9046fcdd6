// Resized copies of a stored image at one of the SPEC srcset widths, in the original's format.
import type sharp from 'sharp';
import { lazyPackage } from '../lazy-module.js';
import { SRCSET_WIDTHS } from '../../domain/images.js';
import { imageFormat, imageFormatOf, type ImageFormatName } from './image-formats.js';

/** sharp, loaded when first used (server/lazy-module.ts). */
const loadSharp = lazyPackage<typeof sharp>('sharp');

/** A stored width, `100w` … `2500w` (SPEC §9). */
export type VariantWidth = (typeof SRCSET_WIDTHS)[number];

/** What `?format=` may ask for: the original or a stored width. */
export const VARIANT_FORMATS = ['original', ...SRCSET_WIDTHS] as const;

/** A value of `?format=`. */
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * Makes the bytes of `original` (its bytes, or a file path) resized to `width` pixels wide (kept
 * at its own width when `undefined`), in the format `to` (its own when absent), or throws
 * `NotResizableError`.
 */
export type Resizer = (
  original: Buffer | string,
  width: number | undefined,
  to?: ImageFormatName,
) => Promise<Buffer>;

/** The file is not a raster image in a format Tessera resizes. */
export class NotResizableError extends Error {
  constructor() {
    super('The file is not an image that can be resized.');
    this.name = 'NotResizableError';
  }
}

/** `500w` → 500. */
export function widthInPixels(width: VariantWidth): number {
  return Number.parseInt(width, 10);
}

/**
 * Resizes with sharp: applies the EXIF orientation, never enlarges past the original's width,
 * keeps the format (every frame of an animated GIF or WebP) unless `to` names another, and strips
 * all metadata.
 */
export const resizeImage: Resizer = async (original, width, to) => {
  const name = await readFormat(original);
  if (name === undefined || imageFormat(name).encode === undefined) throw new NotResizableError();
  const encode = imageFormat(to ?? name).encode;
  if (encode === undefined) throw new NotResizableError();
  const animated = name === 'gif' || name === 'webp';
  let image = loadSharp()(original, { animated }).autoOrient();
  if (width !== undefined) image = image.resize({ width, withoutEnlargement: true });
  return encode(image).toBuffer();
};

async function readFormat(original: Buffer | string) {
  try {
    return imageFormatOf(await loadSharp()(original).metadata());
  } catch (_unreadable) {
    return undefined;
  }
}
