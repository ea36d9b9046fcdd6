// Product label formatters: the sold-out or sale mark of a product and the name of a variant.
import type { Formatter, FormatterTable } from '../engine/types.js';
import { asString } from '../engine/values.js';
import { member, toText } from '../domain/json-value.js';
import { productMark } from '../domain/product-status.js';
import { checkedFormatter, noArgs } from './content-args.js';

/** The marks' texts when the site has no translation (SPEC §8 fallback texts). */
const SOLD_OUT_TEXT = 'sold out';
const SALE_TEXT = 'sale';
const SOLD_OUT_TEXT_PATH = ['localizedStrings', 'productSoldOutText'];
const SALE_TEXT_PATH = ['localizedStrings', 'productSaleText'];
const ATTRIBUTE_SPECIALS = /[&<>"]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeAttribute(text: string): string {
  return text.replace(ATTRIBUTE_SPECIALS, (char) => ENTITIES[char]);
}

/**
 * `{item|product-status}`: `<div class="product-mark sold-out">sold out</div>` for a sold-out
 * product (the merchant's `productMerchandisingContext[id].customSoldOutText` first, escaped, then
 * the translation), else `<div class="product-mark sale">sale</div>` for one on sale, else nothing.
 * The sale translation is printed as the reference does, unescaped: it comes from the platform.
 */
const productStatus: Formatter = (value, _args, ctx) => {
  switch (productMark(value)) {
    case 'sold-out': {
      const id = asString(member(value, 'id'));
      const custom =
        id === '' ? '' : asString(ctx.resolve(['productMerchandisingContext', id, 'customSoldOutText']));
      const text = custom || asString(ctx.resolve(SOLD_OUT_TEXT_PATH)) || SOLD_OUT_TEXT;
      return `<div class="product-mark sold-out">${escapeAttribute(text)}</div>`;
    }
    case 'on-sale':
      return `<div class="product-mark sale">${asString(ctx.resolve(SALE_TEXT_PATH)) || SALE_TEXT}</div>`;
    default:
      return undefined;
  }
};

/** `{variant|variant-descriptor}`: the variant's option values joined, `blue / large`. */
const variantDescriptor: Formatter = (value) => {
  const options = member(value, 'optionValues');
  return Array.isArray(options) ? options.map((option) => toText(member(option, 'value'))).join(' / ') : '';
};

/** Product label formatters by name. */
export const COMMERCE_PRODUCT_FORMATTERS: FormatterTable = {
  'product-status': checkedFormatter(productStatus, noArgs('product-status')),
  'variant-descriptor': checkedFormatter(variantDescriptor, noArgs('variant-descriptor')),
};
