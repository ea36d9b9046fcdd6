// The attribute string every image formatter shares: data-src, dimensions, focal point and alt text.
import type { RenderContext } from '../engine/types.js';
import { asNumber, asString, getMember } from '../engine/values.js';
import { BLOCK_TYPE } from '../domain/enums.js';
import { altText, focalPoint } from '../domain/images.js';
import { escapeAttribute } from './content-html.js';

const BLOCK_TYPE_PATH = ['blockType'];

/** Whether a value is a JSON object (not an array): only those describe an image. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The image's alt text, unescaped. Inside an image block (`blockType` 5 anywhere up the context)
 * the block's own `altText` wins even when empty; elsewhere title, then body text (never the file name).
 */
export function imageAltText(image: unknown, ctx: RenderContext): string {
  const blockType = ctx.resolve(BLOCK_TYPE_PATH);
  return altText(image, blockType !== undefined && asNumber(blockType) === BLOCK_TYPE.image);
}

/**
 * `data-…` and `alt` attributes for an image (JSONT §10.2 `image-meta`), each followed by a
 * space: an optional licensed-preview flag and component key, then data-src, data-image,
 * data-image-dimensions, data-image-focal-point and alt. Empty for anything but an object.
 * `alt` overrides the computed alt text (unescaped).
 */
export function imageMeta(image: unknown, ctx: RenderContext, alt?: string): string {
  if (!isObject(image)) return '';
  let out = '';
  if (isObject(getMember(image, 'licensedAssetPreview'))) out += 'data-licensed-asset-preview="true" ';
  const componentKey = getMember(image, 'componentKey');
  if (componentKey !== undefined) out += `data-component-key="${escapeAttribute(asString(componentKey))}" `;
  const url = escapeAttribute(asString(getMember(image, 'assetUrl')));
  out += `data-src="${url}" data-image="${url}" `;
  out += `data-image-dimensions="${escapeAttribute(asString(getMember(image, 'originalSize')))}" `;
  out += `data-image-focal-point="${focalPoint(image)}" `;
  out += `alt="${escapeAttribute(alt ?? imageAltText(image, ctx))}" `;
  return out;
}
