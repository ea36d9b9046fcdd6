// Reads an uploaded image's format and displayed size, refusing what Tessera cannot show.
import sharp from 'sharp';
import { badRequest } from '../http/http-error.js';
import { imageFormat, imageFormatOf, type ImageFormat } from './image-formats.js';

/** An image's format and its size as shown (after EXIF orientation). */
export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Reads `data`'s header; a 400 `HttpError` when it is not a JPEG, PNG, WebP, GIF, AVIF or SVG image. */
export async function readImageInfo(data: Buffer): Promise<ImageInfo> {
  const metadata = await sharp(data)
    .metadata()
    .catch(() => undefined);
  const name = metadata === undefined ? undefined : imageFormatOf(metadata);
  if (metadata === undefined || name === undefined) {
    throw badRequest('The file is not an image in a supported format (JPEG, PNG, WebP, GIF, AVIF or SVG).');
  }
  const { width, height } = metadata.autoOrient;
  return { format: imageFormat(name), width, height };
}
