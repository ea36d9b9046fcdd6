// Add-to-cart button texts and timings (SPEC §4 "Button label" and the button states, SPEC §9 timing).

/** The texts a button shows when the site has no translation for them. */
export const DEFAULT_BUTTON_LABELS = {
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
} as const;

/** What a button says while it is not idle. */
export const BUTTON_STATE_LABELS = {
  adding: 'Adding…',
  added: 'Added!',
  soldOut: 'Sold Out',
  selectOption: 'Select Option',
} as const;

/** How long each label stays up, in milliseconds. */
export const BUTTON_TIMING_MS = {
  /** From a successful add to the 'Added!' label. */
  addedDelay: 1000,
  /** From 'Added!' back to idle. */
  addedRevert: 2000,
  /** From an error back to idle. */
  errorReset: 1000,
  /** How long a listing-grid button says 'Select Option' and stays disabled. */
  selectOptionFlash: 2000,
} as const;

/** The product-page button's states (SPEC §4): success goes through `added` back to `idle`. */
export type AddToCartState = 'idle' | 'adding' | 'added' | 'error';

/** What decides the idle label of one product's button. */
export interface ButtonLabelInput {
  /** The owner switched custom button text on (`useCustomAddButtonText`). */
  useCustomLabel: boolean;
  /** The owner's text (`customAddButtonText`); ignored when blank or switched off. */
  customLabel?: string;
  /** The product sells a subscription (`isSubscribable`). */
  subscribable: boolean;
  /** The site's translation of 'Add To Cart', when it has one. */
  addToCartText?: string;
  /** The site's translation of 'Subscribe', when it has one. */
  subscribeText?: string;
}

/** Where the idle label came from, in SPEC's order of preference. */
export type ButtonLabelSource = 'custom' | 'subscribe' | 'add-to-cart';

/**
 * The idle label: the custom text if switched on and set, else the Subscribe text for a
 * subscribable product, else the add-to-cart text; a missing translation falls back to the
 * English default.
 */
export function buttonLabel(input: ButtonLabelInput): { text: string; source: ButtonLabelSource } {
  if (input.useCustomLabel && input.customLabel) return { text: input.customLabel, source: 'custom' };
  if (input.subscribable) {
    return { text: input.subscribeText || DEFAULT_BUTTON_LABELS.subscribe, source: 'subscribe' };
  }
  return { text: input.addToCartText || DEFAULT_BUTTON_LABELS.addToCart, source: 'add-to-cart' };
}

/** What the button shows in `state`; `idleLabel` is {@link buttonLabel}'s text. */
export function labelForState(state: AddToCartState, idleLabel: string): string {
  switch (state) {
    case 'adding':
      return BUTTON_STATE_LABELS.adding;
    case 'added':
      return BUTTON_STATE_LABELS.added;
    default:
      // On error the message shows beside the button, which keeps its label.
      return idleLabel;
  }
}

/**
 * Whether the button carries the additional-fields form: both the form's id and a non-empty form
 * must be present, since a dangling id alone would open an empty form.
 */
export function usesAdditionalFieldsForm(
  formId: string | undefined,
  form: object | null | undefined,
): boolean {
  return Boolean(formId) && form != null && Object.keys(form).length > 0;
}
