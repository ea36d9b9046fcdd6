// Reads an uploaded image's format and displayed size, refusing what Tessera cannot show.
import type sharp from 'sharp';
import { lazyPackage } from '../lazy-module.js';
import { badRequest } from '../http/http-error.js';
import { imageFormat, imageFormatOf, type ImageFormat } from './image-formats.js';

/** sharp, loaded when first used (server/lazy-module.ts). */
const loadSharp = lazyPackage<typeof sharp>('sharp');

/** An image's format and its size as shown (after EXIF orientation). */
export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Reads `data`'s header; a 400 `HttpError` when it is not a JPEG, PNG, WebP, GIF, AVIF or SVG image. */
export async function readImageInfo(data: Buffer): Promise<ImageInfo> {
  const metadata = await loadSharp()(data)
    .metadata()
    .catch(() => undefined);
  const name = metadata === undefined ? undefined : imageFormatOf(metadata);
  if (metadata === undefined || name === undefined) {
    throw badRequest('The file is not an image in a supported format (JPEG, PNG, WebP, GIF, AVIF or SVG).');
  }
  const { width, height } = metadata.autoOrient;
  return { format: imageFormat(name), width, height };
}
