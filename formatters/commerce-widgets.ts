// The commerce widget formatters by name: buttons, pickers, quantity, scarcity, restock sign-up and quick view.
import type { FormatterTable } from '../engine/types.js';
import { quantityInput } from './commerce-widget-quantity.js';
import { productQuickView } from './commerce-widget-quick-view.js';
import { productRestockNotification } from './commerce-widget-restock.js';
import { productScarcity } from './commerce-widget-scarcity.js';
import { itemWidget, widgetTemplate } from './commerce-widget-template.js';
import { variantsSelect } from './commerce-widget-variants.js';
import { message } from './i18n-message.js';

// Widget templates call each other (`product-checkout`) and `message`; the core formatters they
// also use (`json`, `htmltag`, `count`) come with every compile. This table is read on first render,
// when it is complete, so the widgets below can be in it.
const templateFormatters = (): FormatterTable => WIDGET_TEMPLATE_FORMATTERS;

/** Commerce widget formatters by name; `formatters/commerce.ts` merges them into the store's table. */
export const COMMERCE_WIDGET_FORMATTERS: FormatterTable = {
  'add-to-cart-btn': itemWidget('add-to-cart-btn', widgetTemplate('add-to-cart-btn', templateFormatters)),
  'product-checkout': itemWidget('product-checkout', widgetTemplate('product-checkout', templateFormatters)),
  'product-quick-view': productQuickView,
  'product-restock-notification': productRestockNotification(
    widgetTemplate('product-restock-notification', templateFormatters),
  ),
  'product-scarcity': productScarcity(widgetTemplate('product-scarcity', templateFormatters)),
  'quantity-input': quantityInput(widgetTemplate('quantity-input', templateFormatters)),
  'variants-select': variantsSelect(widgetTemplate('variants-select', templateFormatters)),
};

const WIDGET_TEMPLATE_FORMATTERS: FormatterTable = {
  ...COMMERCE_WIDGET_FORMATTERS,
  message,
};
