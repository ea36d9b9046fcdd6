// Image formatters (JSONT §10.2): image, image-meta, child-image-meta, cover-image-meta and image-srcset.
import type { Formatter, FormatterTable } from '../engine/types.js';
import { asString, getMember } from '../engine/values.js';
import { srcsetCandidates } from '../domain/images.js';
import { atMost, checkedFormatter, noArgs, oneInteger } from './content-args.js';
import { escapeAttribute } from './content-html.js';
import { imageAltText, imageMeta, isObject } from './content-image-meta.js';

const DEFAULT_IMAGE_CLASS = 'thumb-image';

/**
 * `{image|image [CLASS]}`: a `<noscript>` fallback `<img>` plus the lazy-loaded `<img>` the site
 * script fills in, with the image-meta attributes. Nothing for a value that is not an image object.
 */
const image: Formatter = checkedFormatter(
  (value, args, ctx) => {
    if (!isObject(value)) return '';
    // As in the reference, a class is taken only when it is the one argument.
    const cls = args.length === 1 ? args[0] : DEFAULT_IMAGE_CLASS;
    const alt = imageAltText(value, ctx);
    const url = escapeAttribute(asString(getMember(value, 'assetUrl')));
    const id = escapeAttribute(asString(getMember(value, 'id')));
    return (
      `<noscript><img src="${url}" alt="${escapeAttribute(alt)}" /></noscript>` +
      `<img class="${cls}" ${imageMeta(value, ctx, alt)}` +
      `data-load="false" data-image-id="${id}" data-type="image" />`
    );
  },
  atMost('image', 1, 'one class name'),
);

/** `{image|image-meta}`: the attribute string alone, for hand-written `<img>` tags. */
const imageMetaFormatter: Formatter = checkedFormatter(
  (value, _args, ctx) => imageMeta(value, ctx),
  noArgs('image-meta'),
);

/** `{gallery|child-image-meta [INDEX]}`: image-meta of `items[INDEX]` (default the first). */
const childImageMeta: Formatter = checkedFormatter(
  (value, args, ctx) => {
    const index = args.length === 0 ? 0 : parseInt(args[0], 10);
    const items = getMember(value, 'items');
    return imageMeta(Array.isArray(items) ? items[index] : undefined, ctx);
  },
  (args) => (args.length === 0 ? undefined : oneInteger('child-image-meta', 'an item index')(args)),
);

/** `{collection|cover-image-meta}`: image-meta of `coverImage`. */
const coverImageMeta: Formatter = checkedFormatter(
  (value, _args, ctx) => imageMeta(getMember(value, 'coverImage'), ctx),
  noArgs('cover-image-meta'),
);

/**
 * `{image|image-srcset}`: ` srcset="…"` (with its leading space) listing the stored widths of
 * `systemDataVariants`; missing when the value is not an image or has no stored width.
 */
const imageSrcset: Formatter = checkedFormatter((value) => {
  if (!isObject(value)) return undefined;
  const candidates = srcsetCandidates(
    asString(getMember(value, 'assetUrl')),
    asString(getMember(value, 'systemDataVariants')),
  );
  return candidates === undefined ? undefined : ` srcset="${escapeAttribute(candidates)}"`;
}, noArgs('image-srcset'));

/** The image formatters by name. */
export const IMAGE_FORMATTERS: FormatterTable = {
  image,
  'image-meta': imageMetaFormatter,
  'child-image-meta': childImageMeta,
  'cover-image-meta': coverImageMeta,
  'image-srcset': imageSrcset,
};
