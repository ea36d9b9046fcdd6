// The demo store's per-weight shipping option (the fixtures have flat and pickup ones): priced by the parcel's ounces.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import type { BuildContext } from './build-context.js';

/**
 * Adds "Ground (by weight)" for the US: up to 1 lb $6.00, up to 5 lb $11.00, heavier $19.00
 * (rules JSON as domain/cart-shipping.ts describes), after the fixtures' options.
 */
export async function insertWeightShipping(trx: Knex, context: BuildContext): Promise<void> {
  await trx(TABLES.shippingOptions).insert({
    website_id: context.ids.websiteId,
    name: 'Ground (by weight)',
    kind: 'weight',
    rate_cents: 0,
    currency: context.fixtures.website.currency,
    free_over_cents: null,
    rules: JSON.stringify({
      countries: ['US'],
      deliveryEstimate: '4–7 business days',
      weightTiers: [
        { upToOz: 16, rateCents: 600 },
        { upToOz: 80, rateCents: 1100 },
        { upToOz: null, rateCents: 1900 },
      ],
    }),
    enabled: true,
    position: context.fixtures.commerce.shippingOptions.length,
  });
}
