// The video formatter: the wrapper the site script turns into an embedded player, with its overlay.
import type { FormatterTable } from '../engine/types.js';
import { asString, getMember, isTruthy } from '../engine/values.js';
import { focalPoint } from '../domain/images.js';
import { IMAGE_COLOUR_SPOTS } from '../domain/enums-content.js';
import { checkedFormatter, noArgs } from './content-args.js';
import { escapeAttribute } from './content-html.js';
import { isObject } from './content-image-meta.js';

const VIDEO_FLAGS = ['load-false', 'color-data'];

/** `data-color-topleft="#…"` … for the overlay image: the same spots as image-color, lower-cased names. */
const COLOUR_ATTRIBUTES = IMAGE_COLOUR_SPOTS.map((spot) => [spot.toLowerCase(), `${spot}Average`] as const);

function overlay(video: unknown, withColours: boolean): string {
  if (!(isTruthy(getMember(video, 'mainImageId')) || isTruthy(getMember(video, 'systemDataId')))) {
    return '<div class="sqs-video-overlay no-thumb" style="opacity: 0;">';
  }
  let out = '<div class="sqs-video-overlay" style="opacity: 0;">';
  out += `<img data-load="false" data-src="${escapeAttribute(asString(getMember(video, 'assetUrl')))}" `;
  out += `data-image-dimensions="${escapeAttribute(asString(getMember(video, 'originalSize')))}" `;
  out += `data-image-focal-point="${focalPoint(video)}" `;
  const colorData = getMember(video, 'colorData');
  if (withColours && isTruthy(colorData)) {
    for (const [name, key] of COLOUR_ATTRIBUTES) {
      out += `data-color-${name}="#${escapeAttribute(asString(getMember(colorData, key)))}" `;
    }
  }
  return out + '/>';
}

/**
 * The player wrapper of a video object: the escaped oEmbed HTML and provider name, `data-load="false"`
 * when asked, then the thumbnail overlay when `withOverlay` (the main image, its colours with
 * `colours`, or a `no-thumb` one).
 */
function videoWrapper(value: unknown, loadFalse: boolean, withOverlay: boolean, colours: boolean): string {
  const oembed = getMember(value, 'oembed');
  let out = '<div class="sqs-video-wrapper" ';
  // The doubled space is the reference markup's; themes' selectors do not see it, diffs would.
  if (loadFalse) out += ' data-load="false" ';
  out += `data-html="${escapeAttribute(asString(getMember(oembed, 'html')))}" `;
  out += `data-provider-name="${escapeAttribute(asString(getMember(oembed, 'providerName')))}">`;
  if (withOverlay) {
    out += overlay(value, colours);
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return out + '</div>';
}

/**
 * `{item|video [load-false] [color-data]}`: `<div class="sqs-video-wrapper">` carrying the escaped
 * oEmbed HTML and provider name; with `overlay`, a thumbnail overlay (the main image, its colours
 * with `color-data`) or a `no-thumb` one. `load-false` keeps the script from loading it at once.
 * Nothing for a value that is not a video object.
 */
const video = checkedFormatter(
  (value, args) =>
    isObject(value)
      ? videoWrapper(
          value,
          args.includes('load-false'),
          isTruthy(getMember(value, 'overlay')),
          args.includes('color-data'),
        )
      : '',
  (args) => {
    const stray = args.find((arg) => !VIDEO_FLAGS.includes(arg));
    return stray === undefined ? undefined : `video takes only load-false and color-data, got "${stray}"`;
  },
);

/**
 * `{item|video-meta}`: a gallery's video item as the platform's gallery scripts take it. A formatter
 * of Squarespace's platform that is not in its open-source compiler (its source is not public); the
 * one public theme using it prints it as an element of its own in `{.video?}` of a gallery list, so
 * Tessera prints the `video` formatter's wrapper for the item, not loaded until played
 * (`data-load="false"`) and always with its thumbnail overlay (a gallery shows a video by its
 * thumbnail), colours included. Nothing for a value that is not a video object.
 */
const videoMeta = checkedFormatter(
  (value) => (isObject(value) ? videoWrapper(value, true, true, true) : ''),
  noArgs('video-meta'),
);

/** The video formatter by name. */
export const VIDEO_FORMATTERS: FormatterTable = { video, 'video-meta': videoMeta };
