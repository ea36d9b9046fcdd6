// The variant pickers widget: a select and a radio group per product option, in the owner's option order.
import { asString, getPath, kindOf } from '../engine/index.js';
import type { Formatter } from '../engine/types.js';
import { PRODUCT_TYPE } from '../domain/enums.js';
import { productTypeOf } from './commerce-widget-item.js';
import { noArgs, type WidgetTemplate } from './commerce-widget-template.js';

/** One product option (`Color`) and the values its variants offer, in first-seen order. */
export interface VariantOption {
  name: string;
  values: string[];
}

/**
 * SPEC §8 fallback texts, ICU messages the template fills in with the option's name. Gift cards'
 * one option is always called "Value" by the platform, so it gets its own translatable texts.
 */
export const VARIANT_SELECT_TEXTS = {
  select: 'Select {variantName}',
  title: '{name}',
  giftCardSelect: 'Select Value',
  giftCardTitle: 'Value',
} as const;

const SELECT_TEXT = ['localizedStrings', 'productVariantSelectText'];
const GIFT_CARD_SELECT_TEXT = ['localizedStrings', 'giftCardVariantSelectText'];
const GIFT_CARD_TITLE = ['localizedStrings', 'giftCardValueDisplayText'];

/** How many entries a JSON container has; 0 for anything else. */
function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return kindOf(value) === 'object' ? Object.keys(value as object).length : 0;
}

/**
 * The item's options: one per name in `variantOptionOrdering` (an option no variant uses keeps no
 * values), each with the distinct values found in the variants' `attributes`. An item with fewer
 * than two variants has nothing to choose, so none.
 */
export function variantOptions(item: unknown): VariantOption[] {
  const content = getPath(item, ['structuredContent']);
  const variants = getPath(content, ['variants']);
  const variantCount = sizeOf(variants);
  if (variantCount <= 1) return [];
  const ordering = getPath(content, ['variantOptionOrdering']);
  const options: VariantOption[] = [];
  const byName = new Map<string, VariantOption>();
  for (let i = 0, count = sizeOf(ordering); i < count; i++) {
    const option: VariantOption = { name: asString(getPath(ordering, [i])), values: [] };
    options.push(option);
    // A repeated name fills the first option of that name; later ones stay empty.
    if (!byName.has(option.name)) byName.set(option.name, option);
  }
  for (let i = 0; i < variantCount; i++) {
    const attributes = getPath(variants, [i, 'attributes']);
    if (kindOf(attributes) !== 'object') continue;
    for (const [name, raw] of Object.entries(attributes as Record<string, unknown>)) {
      const option = byName.get(name);
      if (option === undefined) continue;
      const value = asString(raw);
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

/**
 * `{item|variants-select}`: the option pickers of a product with at least two variants, titled and
 * prompted through `message` ('Select {variantName}' unless the site translates it); missing when
 * there is nothing to choose.
 */
export function variantsSelect(template: WidgetTemplate): Formatter {
  const formatter: Formatter = (value, _args, ctx) => {
    const options = variantOptions(value);
    if (options.length === 0) return undefined;
    const giftCard = productTypeOf(value) === PRODUCT_TYPE['gift-card'];
    const selectText =
      asString(ctx.resolve(giftCard ? GIFT_CARD_SELECT_TEXT : SELECT_TEXT)) ||
      (giftCard ? VARIANT_SELECT_TEXTS.giftCardSelect : VARIANT_SELECT_TEXTS.select);
    const displayText = giftCard
      ? asString(ctx.resolve(GIFT_CARD_TITLE)) || VARIANT_SELECT_TEXTS.giftCardTitle
      : VARIANT_SELECT_TEXTS.title;
    return ctx.renderTemplate(template(), { item: value, options, selectText, displayText });
  };
  formatter.validateArgs = noArgs('variants-select');
  return formatter;
}
