// The owner's shipping options: flat rate, per-weight tiers, free, pickup; stored in SHIPPING_OPTIONS with their rules JSON.
import { z } from 'zod';
import { readShippingRules } from '../cart/pricing-store.js';
import type { ShippingRules } from '../../../domain/cart-shipping.js';
import { TABLES } from '../../db/tables.js';
import type { SettingsResource, SettingsRow } from './resource.js';
import { cents, countryCode, regionCode } from './fields.js';

const tier = z.object({
  upToOz: z
    .number({ error: 'Enter the most ounces this tier takes, or null for any weight.' })
    .positive('Enter the most ounces this tier takes, or null for any weight.')
    .max(1_000_000, 'Enter the most ounces this tier takes, or null for any weight.')
    .nullable(),
  rateCents: cents('The tier’s rate'),
});

/** What an owner sends to create or replace a shipping option. */
export const shippingOptionInput = z
  .object({
    name: z
      .string({ error: 'Enter a name for the shipping option.' })
      .trim()
      .min(1, 'Enter a name for the shipping option.')
      .max(100, 'A shipping option’s name may have at most 100 characters.'),
    kind: z.enum(['flat', 'weight', 'free', 'pickup'], {
      error: 'Choose flat, weight, free or pickup.',
    }),
    rateCents: cents('The rate').default(0),
    freeOverCents: cents('The free-shipping threshold').nullable().default(null),
    countries: z.array(countryCode).max(250, 'List at most 250 countries.').default([]),
    regions: z.array(regionCode).max(500, 'List at most 500 regions.').default([]),
    weightTiers: z.array(tier).max(50, 'Use at most 50 weight tiers.').default([]),
    deliveryEstimate: z
      .string()
      .trim()
      .max(200, 'Keep the delivery estimate under 200 characters.')
      .nullable()
      .default(null),
    instructions: z
      .string()
      .trim()
      .max(1000, 'Keep the instructions under 1000 characters.')
      .nullable()
      .default(null),
    pickupAddress: z.record(z.string(), z.string().max(200)).nullable().default(null),
    enabled: z.boolean({ error: 'Choose whether the shipping option is enabled.' }).default(true),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((option, ctx) => {
    if (option.kind !== 'weight') return;
    if (option.weightTiers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weightTiers'], message: 'Add at least one weight tier.' });
      return;
    }
    const limits = option.weightTiers.map((entry) => entry.upToOz ?? Number.POSITIVE_INFINITY);
    if (limits.some((limit, at) => at > 0 && limit <= limits[at - 1])) {
      ctx.addIssue({
        code: 'custom',
        path: ['weightTiers'],
        message: 'List the weight tiers from lightest to heaviest, with “any weight” (null) last.',
      });
    }
  });

export type ShippingOptionInput = z.output<typeof shippingOptionInput>;

function rulesOf(input: ShippingOptionInput): ShippingRules {
  const rules: ShippingRules = { countries: input.countries, regions: input.regions };
  if (input.kind === 'weight') rules.weightTiers = input.weightTiers;
  if (input.deliveryEstimate) rules.deliveryEstimate = input.deliveryEstimate;
  if (input.instructions) rules.instructions = input.instructions;
  if (input.pickupAddress !== null) rules.pickupAddress = input.pickupAddress;
  return rules;
}

/** SHIPPING_OPTIONS for the owner API: `{ shippingOption(s) }`. */
export const SHIPPING_OPTIONS: SettingsResource<ShippingOptionInput> = {
  path: 'shipping-options',
  one: 'shippingOption',
  many: 'shippingOptions',
  table: TABLES.shippingOptions,
  schema: shippingOptionInput,
  orderBy: [
    { column: 'position', order: 'asc' },
    { column: 'created_at', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  notFoundMessage: 'That shipping option does not exist.',
  toRow: (input, currency) => ({
    name: input.name,
    kind: input.kind,
    rate_cents: input.kind === 'free' ? 0 : input.rateCents,
    currency,
    free_over_cents: input.freeOverCents,
    rules: JSON.stringify(rulesOf(input)),
    enabled: input.enabled,
    position: input.position,
  }),
  toJson: (row: SettingsRow) => {
    const rules = readShippingRules(row.rules);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      rateCents: row.rate_cents,
      currency: String(row.currency).trim(),
      freeOverCents: row.free_over_cents,
      countries: rules.countries ?? [],
      regions: rules.regions ?? [],
      weightTiers: rules.weightTiers ?? [],
      deliveryEstimate: rules.deliveryEstimate ?? null,
      instructions: rules.instructions ?? null,
      pickupAddress: rules.pickupAddress ?? null,
      enabled: row.enabled,
      position: row.position,
    };
  },
};
