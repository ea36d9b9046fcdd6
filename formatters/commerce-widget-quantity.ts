// The quantity input widget, shown per SPEC §5's rules (domain/quantity-rules.ts).
import type { Formatter } from '../engine/types.js';
import { isQuantityInputShown } from '../domain/quantity-rules.js';
import { multipleQuantityAllowedForServices, quantityProductOf } from './commerce-widget-item.js';
import { noArgs, type WidgetTemplate } from './commerce-widget-template.js';

const WEBSITE_SETTINGS = ['websiteSettings'];

/**
 * `{item|quantity-input}`: the number input (1–9999, default 1) for products that may be bought
 * several at a time and have more than one in stock; missing otherwise, so nothing prints.
 */
export function quantityInput(template: WidgetTemplate): Formatter {
  const formatter: Formatter = (value, _args, ctx) => {
    const allowedForServices = multipleQuantityAllowedForServices(ctx.resolve(WEBSITE_SETTINGS));
    if (!isQuantityInputShown(quantityProductOf(value), allowedForServices)) return undefined;
    return ctx.renderTemplate(template(), value);
  };
  formatter.validateArgs = noArgs('quantity-input');
  return formatter;
}
