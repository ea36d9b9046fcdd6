// Shipping rules for a cart: which of the store's options serve the destination, and what each costs.

/**
 * How an option prices: `flat` its rate; `weight` the rate of the first weight tier the parcel fits;
 * `free` nothing; `pickup` its rate (usually 0); `carrier` its rate (no live carrier rates).
 */
export type ShippingKind = 'flat' | 'weight' | 'free' | 'pickup' | 'carrier';

/** The kinds an option may have. */
export const SHIPPING_KINDS: readonly ShippingKind[] = ['flat', 'weight', 'free', 'pickup', 'carrier'];

/** One weight tier: parcels up to `upToOz` ounces (null: any weight) cost `rateCents`. */
export interface WeightTier {
  upToOz: number | null;
  rateCents: number;
}

/**
 * The `rules` JSON of a SHIPPING_OPTIONS row (every key optional):
 * `countries` ISO 3166-1 alpha-2 codes served (none: every country); `regions` subdivision codes
 * served, as `ME` or `US-ME` (none: every region); `weightTiers` for the `weight` kind, in
 * increasing `upToOz`; and what the checkout shows as it is: `deliveryEstimate`, `pickupAddress`,
 * `instructions`.
 */
export interface ShippingRules {
  countries?: string[];
  regions?: string[];
  weightTiers?: WeightTier[];
  deliveryEstimate?: string;
  pickupAddress?: Record<string, string>;
  instructions?: string;
}

/** An enabled option of the store. */
export interface ShippingOptionDefinition {
  id: string;
  name: string;
  kind: ShippingKind;
  rateCents: number;
  currency: string;
  /** Orders whose subtotal after coupons is at least this ship free; null: never. */
  freeOverCents: number | null;
  rules: ShippingRules;
}

/** Where a cart is shipped (SPEC §3 shippingLocation). */
export interface ShippingLocation {
  country: string;
  region?: string;
  postalCode?: string;
}

/** An option a cart can use, with what it costs this cart (SPEC §3 shippingOptions). */
export interface ShippingQuote {
  id: string;
  name: string;
  kind: ShippingKind;
  costCents: number;
  deliveryEstimate: string | null;
  pickupAddress: Record<string, string> | null;
  instructions: string | null;
}

/** Whether the option ships to `location`; every option serves a cart with no location yet. */
export function servesLocation(rules: ShippingRules, location: ShippingLocation | null): boolean {
  if (location === null) return true;
  const country = location.country.toUpperCase();
  const countries = (rules.countries ?? []).map((code) => code.toUpperCase());
  if (countries.length > 0 && !countries.includes(country)) return false;
  const regions = (rules.regions ?? []).map((code) => code.toUpperCase());
  if (regions.length === 0) return true;
  const region = (location.region ?? '').toUpperCase();
  return region !== '' && (regions.includes(region) || regions.includes(`${country}-${region}`));
}

/** The weight tier's rate for a parcel of `weightOz`, or undefined when it is heavier than every tier. */
export function weightRate(tiers: readonly WeightTier[], weightOz: number): number | undefined {
  const sorted = [...tiers].sort((a, b) => (a.upToOz ?? Infinity) - (b.upToOz ?? Infinity));
  return sorted.find((tier) => tier.upToOz === null || weightOz <= tier.upToOz)?.rateCents;
}

/**
 * What the option costs a cart whose physical items weigh `weightOz` and whose subtotal after
 * coupons is `subtotalCents`; undefined when the option cannot take it (too heavy for its tiers).
 */
export function shippingCost(
  option: ShippingOptionDefinition,
  cart: { weightOz: number; subtotalCents: number },
): number | undefined {
  let cost: number | undefined;
  if (option.kind === 'free') cost = 0;
  else if (option.kind === 'weight') cost = weightRate(option.rules.weightTiers ?? [], cart.weightOz);
  else cost = option.rateCents;
  if (cost === undefined) return undefined;
  if (option.freeOverCents !== null && cart.subtotalCents >= option.freeOverCents) return 0;
  return cost;
}

/**
 * The options (in the store's order) that serve `location`, are priced in the cart's currency and
 * can take the parcel, each with its cost to this cart.
 */
export function shippingQuotes(
  options: readonly ShippingOptionDefinition[],
  cart: { currency: string; location: ShippingLocation | null; weightOz: number; subtotalCents: number },
): ShippingQuote[] {
  return options.flatMap((option) => {
    if (option.currency !== cart.currency || !servesLocation(option.rules, cart.location)) return [];
    const costCents = shippingCost(option, cart);
    if (costCents === undefined) return [];
    return [
      {
        id: option.id,
        name: option.name,
        kind: option.kind,
        costCents,
        deliveryEstimate: option.rules.deliveryEstimate ?? null,
        pickupAddress: option.rules.pickupAddress ?? null,
        instructions: option.rules.instructions ?? null,
      },
    ];
  });
}
