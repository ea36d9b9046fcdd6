// Which modern image format a request's Accept header allows: AVIF first, then WebP (issue 31).

/** A format a JPEG or PNG may be served as instead, when the browser says it takes it. */
export type ModernImageFormat = 'avif' | 'webp';

/** Extensions of the stored images that are served converted (GIF keeps its frames, SVG scales, WebP and AVIF already are). */
const CONVERTIBLE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

/** Whether a stored file named `filename` may be served as AVIF or WebP (so its answers vary by Accept). */
export function isConvertible(filename: string): boolean {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 && CONVERTIBLE_EXTENSIONS.includes(filename.slice(dot + 1).toLowerCase());
}

/**
 * The format to convert to for `accept`: `avif` when `image/avif` is named with a quality above 0,
 * else `webp` likewise, else `undefined`. Wildcards (`image/*`, `*\/*`) do not count: browsers that
 * cannot show AVIF send them too.
 */
export function acceptedImageFormat(accept: string | undefined): ModernImageFormat | undefined {
  if (accept === undefined) return undefined;
  const named = new Set<string>();
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number.parseFloat(q.slice(2)) > 0)) continue;
    named.add(type);
  }
  if (named.has('image/avif')) return 'avif';
  if (named.has('image/webp')) return 'webp';
  return undefined;
}
