// Image rules (SPEC §3 "Media", §9 "Images and colour"): sizes, srcset, thumbnail buckets, alt text, focal point.

/** The widths an image asset is stored at, smallest first (SPEC §9). */
export const SRCSET_WIDTHS = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'] as const;

/** What the size formatters print when the source is not `WxH` (SPEC §5), word for word. */
export const INVALID_SOURCE = "Invalid source parameter. Pass in 'originalSize'";

/** Where an image is cropped around when no focal point is stored (SPEC §3). */
export const DEFAULT_FOCAL_POINT = '0.5,0.5';

/** The crops an image block offers (issue 30): the picture as it is, or cut to a shape around its focal point. */
export const IMAGE_CROPS = ['original', 'square', '4:3', '16:9'] as const;

/** One of {@link IMAGE_CROPS}. */
export type ImageCrop = (typeof IMAGE_CROPS)[number];

/** The class suffix the site styles a crop with (`block--crop-4-3`); empty for the original shape. */
export function cropClassName(crop: unknown): string {
  return crop === 'square' ? 'square' : crop === '4:3' ? '4-3' : crop === '16:9' ? '16-9' : '';
}

/** Alt text taken from an image's body text is cut to this many characters (SPEC §9). */
export const MAX_ALT_TEXT_LENGTH = 250;

const TAG_BRACKET = /[<>]/;
const POSITIVE_INTEGER_TEXT = /^[1-9][0-9]*$/;

/** Image width and height in pixels. */
export interface Dimensions {
  width: number;
  height: number;
}

/**
 * Reads `originalSize`-style text, `"1500x983"`, as integers (each part read like `parseInt`).
 * `undefined` unless there are exactly two parts and both are non-negative numbers.
 */
export function parseDimensions(text: string): Dimensions | undefined {
  const cross = text.indexOf('x');
  if (cross < 0 || text.indexOf('x', cross + 1) >= 0) return undefined;
  const width = parseInt(text.slice(0, cross), 10);
  const height = parseInt(text.slice(cross + 1), 10);
  if (!(width >= 0 && height >= 0)) return undefined;
  return { width, height };
}

/**
 * The height an image of `size` has when shown `width` pixels wide, truncated to an integer;
 * `undefined` when the size has no width to scale by.
 */
export function heightForWidth(size: Dimensions, width: number): number | undefined {
  return size.width > 0 ? Math.trunc(size.height * (width / size.width)) : undefined;
}

/** The width an image of `size` has when shown `height` pixels high, truncated; see heightForWidth. */
export function widthForHeight(size: Dimensions, height: number): number | undefined {
  return size.height > 0 ? Math.trunc(size.width * (height / size.height)) : undefined;
}

/**
 * The stored width to fetch for an image shown `width` pixels wide (SPEC §9): above 1000 gives
 * 1500w, above 750 1000w, above 500 750w, above 300 500w, above 100 300w, else (and for NaN) 100w.
 */
export function thumbnailWidth(width: number): string {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  if (width > 100) return '300w';
  return '100w';
}

/**
 * The `srcset` candidates for an asset: one `URL?format=W W` per stored width in `variants` (the
 * comma list of `systemDataVariants`; entries not ending in `w`, such as `1500x983`, are skipped),
 * then, when the largest is a standard width below 2500w, the original as the next width up.
 * `undefined` when there is no stored width.
 */
export function srcsetCandidates(assetUrl: string, variants: string): string | undefined {
  const widths = variants.split(',').filter((variant) => variant.endsWith('w'));
  if (widths.length === 0) return undefined;
  let srcset = widths.map((width) => `${assetUrl}?format=${width} ${width}`).join(',');
  const largest = SRCSET_WIDTHS.indexOf(widths[widths.length - 1] as (typeof SRCSET_WIDTHS)[number]);
  if (largest >= 0 && largest < SRCSET_WIDTHS.length - 1) {
    srcset += `,${assetUrl}?format=original ${SRCSET_WIDTHS[largest + 1]}`;
  }
  return srcset;
}

/** An image's focal point, `x,y`, or the centre when none is stored; a coordinate that is not a number is centred. */
export function focalPoint(image: unknown): string {
  const point = member(image, 'mediaFocalPoint');
  if (typeof point !== 'object' || point === null || Array.isArray(point)) return DEFAULT_FOCAL_POINT;
  return `${coordinate(member(point, 'x'))},${coordinate(member(point, 'y'))}`;
}

/**
 * The CSS `object-position` of a focal point as `focalPoint` prints it (`"0.3,0.7"` → `"30% 70%"`),
 * so every crop (`object-fit: cover`) keeps that point in view; a part that is not a number in 0–1
 * is centred.
 */
export function objectPosition(point: string): string {
  const [x, y] = point.split(',').map((part) => {
    const n = Number.parseFloat(part);
    return Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0.5;
  });
  const percent = (n: number | undefined) => `${Math.round((n ?? 0.5) * 1000) / 10}%`;
  return `${percent(x)} ${percent(y)}`;
}

function coordinate(value: unknown): number {
  const n = typeof value === 'string' ? parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0.5;
}

/**
 * Alt text from a content item's own fields (SPEC §9): the title, else the body with its tags
 * removed, cut to 250 characters, else empty. Departure from SPEC §9 (issue 30): never the file
 * name, which reads out as "IMG 2041 dot JPG"; an empty alt marks the picture as decoration.
 */
export function altTextFromFields(item: unknown): string {
  const title = text(member(item, 'title'));
  if (title !== '') return title;
  const body = removeTags(text(member(item, 'body')));
  if (body !== '') return body.length > MAX_ALT_TEXT_LENGTH ? body.slice(0, MAX_ALT_TEXT_LENGTH) : body;
  return '';
}

/**
 * An image's alt text. Image blocks carry the owner's own `altText`, used as is (trimmed) even when
 * empty, because an empty alt marks a decorative image; other items fall back on their fields.
 */
export function altText(image: unknown, isImageBlock: boolean): string {
  return isImageBlock ? text(member(image, 'altText')).trim() : altTextFromFields(image);
}

/**
 * Drops every `<…>` tag, leaving one space where each ended, so words in adjacent paragraphs stay
 * apart (`<p>a</p><p>b</p>` gives ` a  b `).
 */
export function removeTags(html: string): string {
  if (!TAG_BRACKET.test(html)) return html;
  let out = '';
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const ch = html[i];
    if (ch === '<') inTag = true;
    else if (ch === '>') {
      inTag = false;
      out += ' ';
    } else if (!inTag) out += ch;
  }
  return out;
}

// A plain read is an own-property read here: the field names are fixed and no prototype has them.
function member(node: unknown, key: string): unknown {
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
}

/** The text of a field that counts as set: a non-empty string, a non-zero number, `true`; else empty. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value) ? String(value) : '';
  return value === true ? 'true' : '';
}

/** The loaders the image template knows (SPEC §5). */
export const IMAGE_LOADERS = ['sqs', 'raw', 'vimeo', 'youtube'] as const;

/** The props the image template takes, as a template or island passes them (unchecked). */
export interface ImageTemplateProps {
  loader?: unknown;
  src?: unknown;
  width?: unknown;
  height?: unknown;
  sizes?: unknown;
  srcset?: unknown;
  priority?: unknown;
  format?: unknown;
  videoId?: unknown;
}

/**
 * What is wrong with the image template's props, one message each, for its debug mode (SPEC §5):
 * width and height positive integers; loader sqs, raw, vimeo or youtube; priority high, low or
 * null; format only for vimeo/youtube and only jpg or webp; srcset only with the raw loader; sizes
 * required for sqs; videoId required for youtube; src required otherwise. Empty when all is well.
 */
export function checkImageProps(props: ImageTemplateProps): string[] {
  const problems: string[] = [];
  for (const name of ['width', 'height'] as const) {
    const value = props[name];
    if (!isSet(value)) problems.push(`${name} prop is required`);
    else if (!isPositiveInteger(value)) problems.push(`${name} requires a positive integer`);
  }
  const { loader } = props;
  if (!isSet(loader)) problems.push('loader prop is required');
  else if (!(IMAGE_LOADERS as readonly unknown[]).includes(loader)) {
    problems.push('loader must be sqs, raw, vimeo or youtube');
  }
  if (
    props.priority !== undefined &&
    props.priority !== null &&
    props.priority !== 'high' &&
    props.priority !== 'low'
  ) {
    problems.push('priority must be high, low or null');
  }
  if (isSet(props.format)) {
    if (loader !== 'vimeo' && loader !== 'youtube') {
      problems.push('format is only allowed with the vimeo or youtube loader');
    } else if (props.format !== 'jpg' && props.format !== 'webp') {
      problems.push('format must be jpg or webp');
    }
  }
  if (isSet(props.srcset) && loader !== 'raw') problems.push('srcset is only allowed with the raw loader');
  if (loader === 'sqs' && !isSet(props.sizes)) problems.push('sizes prop is required for the sqs loader');
  if (loader === 'youtube') {
    if (!isSet(props.videoId)) problems.push('videoId prop is required for the youtube loader');
  } else if (!isSet(props.src)) {
    problems.push('src prop is required');
  }
  return problems;
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function isPositiveInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0;
  return typeof value === 'string' && POSITIVE_INTEGER_TEXT.test(value);
}
