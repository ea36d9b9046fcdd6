// Which variant a visitor chose by its options, for a form posted with JavaScript off (no sku in it).
// The browser runs the same rule in runtime/add-to-cart.ts; runtime and server may not share code
// outside domain/, so it is written twice and both copies are tested.

/** A variant as the match needs it. */
export interface MatchableVariant {
  sku: string;
  attributes: Record<string, string>;
}

/** The form-field prefix of a variant option picker: `variant-option-Size` holds the chosen size. */
export const VARIANT_OPTION_FIELD_PREFIX = 'variant-option-';

/** The chosen options in a posted form: `{Size: 'M'}` from `variant-option-Size=M`; blanks kept. */
export function chosenOptions(body: Record<string, unknown>): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (!field.startsWith(VARIANT_OPTION_FIELD_PREFIX) || typeof value !== 'string') continue;
    chosen[field.slice(VARIANT_OPTION_FIELD_PREFIX.length)] = value;
  }
  return chosen;
}

/**
 * The one variant whose attributes agree with every chosen option, or undefined when an option is
 * blank, none agrees, or the choice is ambiguous. With no options at all, a product's only variant.
 */
export function matchVariant<V extends MatchableVariant>(
  variants: readonly V[],
  chosen: Record<string, string>,
): V | undefined {
  const names = Object.keys(chosen);
  if (names.some((name) => chosen[name] === '')) return undefined;
  const matches = variants.filter((variant) =>
    names.every(
      (name) =>
        Object.prototype.hasOwnProperty.call(variant.attributes, name) &&
        String(variant.attributes[name]) === chosen[name],
    ),
  );
  return matches.length === 1 ? matches[0] : undefined;
}
