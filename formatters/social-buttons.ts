// Share and like buttons: `social-button`, `social-button-inline` and the `like-button` widget.
import { asString, getPath, kindOf } from '../engine/index.js';
import type { Formatter, RenderContext } from '../engine/types.js';
import { withoutArgs } from './social-args.js';
import { escapeAttribute } from './social-html.js';
import { widgetTemplate } from './social-widget-template.js';

const WEBSITE = ['website'];
const likeButtonTemplate = widgetTemplate('like-button');

/** Whether the site has share buttons: a non-empty `website.shareButtonOptions` list or object. */
function hasShareButtons(ctx: RenderContext): boolean {
  const options = getPath(ctx.resolve(WEBSITE), ['shareButtonOptions']);
  if (Array.isArray(options)) return options.length > 0;
  return kindOf(options) === 'object' && Object.keys(options as object).length > 0;
}

/** The first of `names` the item has (even as null), as text. */
function firstPresent(item: unknown, ...names: string[]): string {
  for (const name of names) {
    const value = getPath(item, [name]);
    if (value !== undefined) return asString(value);
  }
  return '';
}

/**
 * The share-button element for an item, or '' when the site has no share buttons. Only the title
 * is escaped, as in the reference engine: the other attributes are ids and URLs the site made.
 */
function socialButton(item: unknown, ctx: RenderContext, inline: boolean): string {
  if (!hasShareButtons(ctx)) return '';
  const tag = inline ? 'span' : 'div';
  const ownAsset = getPath(item, ['assetUrl']);
  const assetUrl = asString(ownAsset !== undefined ? ownAsset : getPath(item, ['mainImage', 'assetUrl']));
  return (
    `<${tag} class="squarespace-social-buttons ${inline ? 'inline-style' : 'button-style'}"` +
    ` data-system-data-id="${firstPresent(item, 'systemDataId', 'mainImageId')}"` +
    ` data-asset-url="${assetUrl}"` +
    ` data-record-type="${asString(getPath(item, ['recordType']))}"` +
    ` data-full-url="${asString(getPath(item, ['fullUrl']))}"` +
    ` data-title="${escapeAttribute(asString(getPath(item, ['title'])))}"></${tag}>`
  );
}

/** `{item|social-button}`: the share buttons as a block (`<div … button-style>`). */
export const socialButtonBlock: Formatter = withoutArgs('social-button', (value, _args, ctx) =>
  socialButton(value, ctx, false),
);

/** `{item|social-button-inline}`: the share buttons inline (`<span … inline-style>`). */
export const socialButtonInline: Formatter = withoutArgs('social-button-inline', (value, _args, ctx) =>
  socialButton(value, ctx, true),
);

/** `{item|like-button}`: the simple-like widget when `websiteSettings.simpleLikingEnabled`. Not private. */
export const likeButton: Formatter = withoutArgs('like-button', (value, _args, ctx) =>
  ctx.renderTemplate(likeButtonTemplate(), value),
);
