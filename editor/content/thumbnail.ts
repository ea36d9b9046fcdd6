// The address of a small copy of a stored picture, for thumbnails in the content screens.

/** The stored width thumbnails ask for (SPEC §9 srcset widths). */
export const THUMBNAIL_FORMAT = '300w';

/**
 * `url` with `format=300w`, which the file route answers with a resized copy. Left as it is when
 * it already asks for a format, or is a drawing (SVG is not resized).
 */
export function thumbnailUrl(url: string): string {
  if (/[?&]format=/.test(url) || /\.svg(?:$|\?)/i.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}format=${THUMBNAIL_FORMAT}`;
}
