// The owner's tax rules: a rate by country, or by region of a country (a region's rules win over the country's).
import { z } from 'zod';
import { rateInMillionths } from '../../../domain/cart-totals.js';
import { TABLES } from '../../db/tables.js';
import { plainRate } from '../cart/pricing-store.js';
import { countryCode, optionalRegionCode } from './fields.js';
import type { SettingsResource, SettingsRow } from './resource.js';

const RATE_MESSAGE =
  'Enter the rate as a fraction from 0 to 1 with at most 6 decimals, such as 0.0825 for 8.25 %.';

/** What an owner sends to create or replace a tax rule. `rate` is a fraction: text or a number. */
export const taxRuleInput = z.object({
  name: z
    .string({ error: 'Enter a name for the tax rule.' })
    .trim()
    .max(100, 'A tax rule’s name may have at most 100 characters.')
    .default(''),
  country: countryCode,
  region: optionalRegionCode,
  rate: z
    .union([z.string(), z.number()], { error: RATE_MESSAGE })
    .transform((rate) => String(rate).trim())
    .refine((rate) => rateInMillionths(rate) !== undefined, RATE_MESSAGE),
  appliesToShipping: z.boolean({ error: 'Choose whether the tax applies to shipping.' }).default(false),
  appliesToDigital: z.boolean({ error: 'Choose whether the tax applies to digital products.' }).default(true),
  enabled: z.boolean({ error: 'Choose whether the tax rule is enabled.' }).default(true),
});

export type TaxRuleInput = z.output<typeof taxRuleInput>;

/** TAX_RULES for the owner API: `{ taxRule(s) }`. */
export const TAX_RULES: SettingsResource<TaxRuleInput> = {
  path: 'tax-rules',
  one: 'taxRule',
  many: 'taxRules',
  table: TABLES.taxRules,
  schema: taxRuleInput,
  orderBy: [
    { column: 'country', order: 'asc' },
    { column: 'region', order: 'asc' },
    { column: 'created_at', order: 'asc' },
  ],
  notFoundMessage: 'That tax rule does not exist.',
  toRow: (input) => ({
    name: input.name,
    country: input.country,
    region: input.region,
    rate: input.rate,
    applies_to_shipping: input.appliesToShipping,
    applies_to_digital: input.appliesToDigital,
    enabled: input.enabled,
  }),
  toJson: (row: SettingsRow) => ({
    id: row.id,
    name: row.name,
    country: String(row.country).trim(),
    region: row.region,
    rate: plainRate(row.rate),
    appliesToShipping: row.applies_to_shipping,
    appliesToDigital: row.applies_to_digital,
    enabled: row.enabled,
  }),
};
