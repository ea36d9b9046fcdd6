// The quick-view button on product cards, labelled with the site's translation of "Quick View".
import { asString, getPath } from '../engine/index.js';
import type { Formatter } from '../engine/types.js';

/** SPEC §8 fallback text. */
export const QUICK_VIEW_LABEL = 'Quick View';

const LABEL = ['localizedStrings', 'productQuickViewText'];
const ATTRIBUTE_SPECIALS = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// The reference prints ids and groups raw; escaping changes nothing for real ids and keeps a
// strange group name from breaking out of its attribute.
function attribute(text: string): string {
  return text.replace(ATTRIBUTE_SPECIALS, (c) => ENTITIES[c]);
}

/**
 * `{item|product-quick-view [GROUP]}`: a button opening the item's quick view. GROUP names the
 * field holding the group (looked up on the item, then up the page); a name found nowhere is used
 * as the group itself. The label is `localizedStrings.productQuickViewText`, else 'Quick View'.
 */
export const productQuickView: Formatter = (value, args, ctx) => {
  const id = asString(getPath(value, ['id']));
  let group = args.length > 0 ? args[0] : '';
  const field = getPath(value, [group]);
  const found = field !== undefined ? field : ctx.resolve([group]);
  if (found !== undefined) group = asString(found);
  const label = ctx.resolve(LABEL);
  // A translation that is present is used as it is, even blank, as themes get it from the reference.
  const text = label === undefined ? QUICK_VIEW_LABEL : asString(label);
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${attribute(id)}"` +
    ` data-group="${attribute(group)}">${text}</span>`
  );
};
productQuickView.validateArgs = (args) =>
  args.length <= 1
    ? undefined
    : `product-quick-view takes at most one argument (the group), got ${args.length}`;
