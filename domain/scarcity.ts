// Scarcity messages ("Only 3 left!") from the product merchandising context (SPEC §3, SPEC §4 "Product status").

/** One message the page can show: a stock count, for one variant when `attributes` is set. */
export interface ScarcityView {
  qtyInStock: number;
  /** The variant's option values (`{Color: 'Red'}`); absent for a product-wide message. */
  attributes?: Readonly<Record<string, string>>;
}

/** The scarcity fields of one product's merchandising context. */
export interface ScarcitySettings {
  scarcityEnabled: boolean;
  /** The owner's text, an ICU message with a `{qtyInStock}` argument. */
  scarcityText: string;
  scarcityShownByDefault: boolean;
  scarcityTemplateViews: readonly ScarcityView[];
}

/** The message argument that carries the stock count. */
export const SCARCITY_STOCK_ARGUMENT = 'qtyInStock';

/** Whether the scarcity message is off, or on and hidden or shown when the page opens. */
export type ScarcityVisibility = 'off' | 'hidden' | 'shown';

/** SPEC §4: the message shows only if enabled, and is hidden initially unless shown by default. */
export function scarcityVisibility(
  settings: Pick<ScarcitySettings, 'scarcityEnabled' | 'scarcityShownByDefault'>,
): ScarcityVisibility {
  if (!settings.scarcityEnabled) return 'off';
  return settings.scarcityShownByDefault ? 'shown' : 'hidden';
}

/**
 * Whether a view starts hidden in the page's markup: a variant's view waits until a visitor picks
 * that variant, a product-wide one does not.
 */
export function isViewHiddenInitially(view: ScarcityView): boolean {
  return view.attributes !== undefined && Object.keys(view.attributes).length > 0;
}

/**
 * The view for the variant a visitor picked (its option values), or undefined when none matches:
 * the attributes must be the same options with the same values.
 */
export function viewForVariant(
  views: readonly ScarcityView[],
  selected: Readonly<Record<string, string>>,
): ScarcityView | undefined {
  const selectedKeys = Object.keys(selected);
  return views.find((view) => {
    const attributes = view.attributes;
    if (attributes === undefined) return false;
    const keys = Object.keys(attributes);
    return keys.length === selectedKeys.length && keys.every((key) => selected[key] === attributes[key]);
  });
}
