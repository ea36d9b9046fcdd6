// Size formatters (JSONT §10.2): width, height, the resized pair and the thumbnail-width buckets.
import type { Formatter, FormatterTable } from '../engine/types.js';
import { asString } from '../engine/values.js';
import {
  type Dimensions,
  heightForWidth,
  INVALID_SOURCE,
  parseDimensions,
  thumbnailWidth,
  widthForHeight,
} from '../domain/images.js';
import { checkedFormatter, noArgs, oneInteger } from './content-args.js';

/** `{originalSize|width}` / `|height`: one side of `WxH` as a number; missing for anything else. */
function side(name: string, pick: keyof Dimensions): Formatter {
  return checkedFormatter((value) => parseDimensions(asString(value))?.[pick], noArgs(name));
}

/**
 * `{originalSize|resizedHeightForWidth N}` and its mirror: the other side when one is scaled to N
 * pixels, truncated. A source that is not `WxH` (or has a zero side to divide by) prints SPEC's
 * message; an N that is not a number prints nothing, as formatters do for non-finite numbers.
 */
function resized(name: string, scale: (size: Dimensions, n: number) => number | undefined): Formatter {
  return checkedFormatter(
    (value, args) => {
      const size = parseDimensions(asString(value));
      const result = size && scale(size, parseInt(args[0], 10));
      if (result === undefined) return INVALID_SOURCE;
      return Number.isFinite(result) ? result : '';
    },
    oneInteger(name, 'a size in pixels'),
  );
}

/** `{x|squarespaceThumbnailForWidth N}`: the stored width to fetch for N pixels (the value is unused). */
const thumbnailForWidth = checkedFormatter(
  (_value, args) => thumbnailWidth(parseInt(args[0], 10)),
  oneInteger('squarespaceThumbnailForWidth', 'a width in pixels'),
);

/** `{originalSize|squarespaceThumbnailForHeight N}`: the stored width to fetch to show N pixels high. */
const thumbnailForHeight = checkedFormatter(
  (value, args) => {
    const size = parseDimensions(asString(value));
    const width = size && widthForHeight(size, parseInt(args[0], 10));
    return width === undefined ? INVALID_SOURCE : thumbnailWidth(width);
  },
  oneInteger('squarespaceThumbnailForHeight', 'a height in pixels'),
);

/** The size formatters by name. */
export const SIZE_FORMATTERS: FormatterTable = {
  width: side('width', 'width'),
  height: side('height', 'height'),
  resizedHeightForWidth: resized('resizedHeightForWidth', heightForWidth),
  resizedWidthForHeight: resized('resizedWidthForHeight', widthForHeight),
  squarespaceThumbnailForWidth: thumbnailForWidth,
  squarespaceThumbnailForHeight: thumbnailForHeight,
};
