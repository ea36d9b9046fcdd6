// The item-classes formatter: the CSS classes a theme puts on a content item's root element.
import type { FormatterTable } from '../engine/types.js';
import { asNumber, asString, getMember, isTruthy } from '../engine/values.js';
import { RECORD_TYPE } from '../domain/enums.js';
import { isOnSale, isSoldOut } from '../domain/product-status.js';
import { checkedFormatter, noArgs } from './content-args.js';
import { escapeAttribute } from './content-html.js';

const SLUG_DROP = /[^a-zA-Z0-9\s-]+/g;
const WHITESPACE = /\s+/g;

/** Class-name form of owner text: other than letters, digits, spaces and `-` dropped; spaces `-`; lower case. */
function slugify(text: string): string {
  return text.replace(SLUG_DROP, '').replace(WHITESPACE, '-').toLowerCase();
}

function slugClasses(prefix: string, list: unknown): string {
  if (!Array.isArray(list)) return '';
  let out = '';
  for (const entry of list) out += ` ${prefix}-${slugify(asString(entry))}`;
  return out;
}

const PATHS = {
  promotedBlockType: ['promotedBlockType'],
  categories: ['categories'],
  tags: ['tags'],
  author: ['author'],
  recordTypeLabel: ['recordTypeLabel'],
  index: ['@index'],
  starred: ['starred'],
};

/**
 * `{item|item-classes}`: `hentry`, then `promoted promoted-block-<type>`, `category-<slug>` and
 * `tag-<slug>` per entry, `author-<slug>`, `post-type-<label>`, `article-index-<n>` inside a loop,
 * `featured` for starred items, and `on-sale` / `sold-out` for store items. Fields are looked up
 * from the item outwards, as variables are.
 */
const itemClasses = checkedFormatter((value, _args, ctx) => {
  let out = 'hentry';
  const promoted = ctx.resolve(PATHS.promotedBlockType);
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asString(promoted))}`;
  const categories = ctx.resolve(PATHS.categories);
  if (isTruthy(categories)) out += slugClasses('category', categories);
  const tags = ctx.resolve(PATHS.tags);
  if (isTruthy(tags)) out += slugClasses('tag', tags);
  const displayName = getMember(ctx.resolve(PATHS.author), 'displayName');
  if (isTruthy(displayName)) out += ` author-${slugify(asString(displayName))}`;
  out += ` post-type-${escapeAttribute(asString(ctx.resolve(PATHS.recordTypeLabel)))}`;
  const index = ctx.resolve(PATHS.index);
  if (index !== undefined) out += ` article-index-${asNumber(index)}`;
  if (isTruthy(ctx.resolve(PATHS.starred))) out += ' featured';
  if (asNumber(getMember(value, 'recordType')) === RECORD_TYPE['store-item']) {
    if (isOnSale(value)) out += ' on-sale';
    if (isSoldOut(value)) out += ' sold-out';
  }
  return out;
}, noArgs('item-classes'));

/** The item-classes formatter by name. */
export const ITEM_CLASSES_FORMATTERS: FormatterTable = { 'item-classes': itemClasses };
