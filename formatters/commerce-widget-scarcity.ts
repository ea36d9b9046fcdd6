// The scarcity widget ("Only 3 left!"): the product merchandising context's scarcity views, when enabled.
import { asString, getPath, isJacksonTrue } from '../engine/index.js';
import type { Formatter } from '../engine/types.js';
import { noArgs, type WidgetTemplate } from './commerce-widget-template.js';

const MERCHANDISING = ['productMerchandisingContext'];

/**
 * `{item|product-scarcity}`: one `product-scarcity` block per scarcity view of the item's
 * `productMerchandisingContext` entry, the owner's text filled in through `message` with the view's
 * `qtyInStock`; a view for one variant starts hidden until that variant is chosen (SPEC §4: the
 * message shows only if enabled). Without the context, or with scarcity off, the value is left as
 * it was, like the reference.
 */
export function productScarcity(template: WidgetTemplate): Formatter {
  const formatter: Formatter = (value, _args, ctx) => {
    const merchandising = ctx.resolve(MERCHANDISING);
    if (merchandising === undefined) return value;
    const product = getPath(merchandising, [asString(getPath(value, ['id']))]);
    if (!isJacksonTrue(getPath(product, ['scarcityEnabled']))) return value;
    return ctx.renderTemplate(template(), {
      scarcityTemplateViews: getPath(product, ['scarcityTemplateViews']),
      scarcityText: getPath(product, ['scarcityText']),
      scarcityShownByDefault: getPath(product, ['scarcityShownByDefault']),
    });
  };
  formatter.validateArgs = noArgs('product-scarcity');
  return formatter;
}
