// The image formats Tessera stores and resizes: how each is recognised, named, typed and re-encoded.
import type { Metadata, Sharp } from 'sharp';

/** One image format Tessera accepts. */
export interface ImageFormat {
  /** The Content-Type it is served with. */
  mime: string;
  /** File extensions it may carry, lower case; the first is the one given to a renamed file. */
  extensions: readonly string[];
  /** Re-encodes a resized copy in the same format; absent for vector formats, which are not resized. */
  encode?: (image: Sharp) => Sharp;
}

// Qualities are the usual web defaults: visually clean, a fraction of the original's bytes.
const FORMATS = {
  jpeg: {
    mime: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    encode: (image) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true }),
  },
  png: {
    mime: 'image/png',
    extensions: ['png'],
    encode: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  },
  webp: { mime: 'image/webp', extensions: ['webp'], encode: (image) => image.webp({ quality: 80 }) },
  gif: { mime: 'image/gif', extensions: ['gif'], encode: (image) => image.gif() },
  avif: { mime: 'image/avif', extensions: ['avif'], encode: (image) => image.avif({ quality: 55 }) },
  svg: { mime: 'image/svg+xml', extensions: ['svg'] },
} satisfies Record<string, ImageFormat>;

/** The name of an accepted format. */
export type ImageFormatName = keyof typeof FORMATS;

/**
 * The accepted format an image's metadata describes, or `undefined` (TIFF, HEIC and the like,
 * which browsers do not show, and anything sharp reads that is not a picture).
 */
export function imageFormatOf(
  metadata: Pick<Metadata, 'format' | 'compression'>,
): ImageFormatName | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined;
  return Object.hasOwn(FORMATS, metadata.format) ? (metadata.format as ImageFormatName) : undefined;
}

/** The details of an accepted format. */
export function imageFormat(name: ImageFormatName): ImageFormat {
  return FORMATS[name];
}
