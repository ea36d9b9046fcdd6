// openapi.json entries of the store settings under /api/owner/commerce: shipping options, tax rules, coupons, the store's switches and its merchandising defaults.
import { z } from 'zod';
import { COUPONS } from '../../commerce/settings/coupons.js';
import type { SettingsResource } from '../../commerce/settings/resource.js';
import { storeMerchandisingSchema } from '../../../domain/owner-api/store-merchandising.js';
import {
  COMMERCE_SETTINGS_PATH,
  STORE_MERCHANDISING_PATH,
  STORE_SETTINGS_PATH,
} from '../../commerce/settings/routes.js';
import { SHIPPING_OPTIONS } from '../../commerce/settings/shipping-options.js';
import { storeSettingsChange } from '../../commerce/settings/store-settings.js';
import { TAX_RULES } from '../../commerce/settings/tax-rules.js';
import { STORE_ROLES } from '../../commerce/stores/store-roles.js';
import type { DocumentedOperation } from '../api/openapi.js';
import { describeRoute, failure, type DocResponse } from './operation.js';

const TAG = 'Commerce';
const cents = z.number().int();

const shippingOption = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['flat', 'weight', 'free', 'pickup']),
  rateCents: cents,
  currency: z.string(),
  freeOverCents: cents.nullable(),
  countries: z.array(z.string()),
  regions: z.array(z.string()),
  weightTiers: z.array(z.object({ upToOz: z.number().nullable(), rateCents: cents })),
  deliveryEstimate: z.string().nullable(),
  instructions: z.string().nullable(),
  pickupAddress: z.record(z.string(), z.string()).nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
});

const taxRule = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  rate: z.string().describe('A fraction: `0.0825` for 8.25 %.'),
  appliesToShipping: z.boolean(),
  appliesToDigital: z.boolean(),
  enabled: z.boolean(),
});

const coupon = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed', 'free-shipping']),
  percentOff: z.number().int().nullable(),
  amountOffCents: cents.nullable(),
  currency: z.string(),
  minSubtotalCents: cents,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  timesUsed: z.number().int(),
  appliesTo: z.object({ products: z.array(z.string()), categories: z.array(z.string()) }),
  enabled: z.boolean(),
});

const storeSettings = z.object({
  storeSettings: z.object({
    expressCheckout: z.boolean(),
    installmentsEnabled: z.boolean(),
    minimumOrderSubtotalCents: cents.nullable(),
    multipleQuantityAllowedForServices: z.boolean(),
    addToCartButtonText: z.string().nullable(),
  }),
});

const merchandising = z.object({
  merchandising: z.object({
    restockNotifications: z.boolean(),
    scarcityThreshold: z.number().int().nullable(),
    scarcityText: z.string().nullable(),
    soldOutText: z.string().nullable(),
    addToCartButtonText: z.string().nullable(),
    relatedProducts: z.boolean(),
    checkoutOptIn: z.object({
      enabled: z.boolean(),
      mailingListId: z.string().nullable(),
      label: z.string(),
      checkedByDefault: z.boolean(),
    }),
  }),
});

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** `shippingOption` → `shipping option`. */
const words = (text: string) => text.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** Store managers' routes; API keys are refused (requireOwner without a scope). */
const guard = { roles: STORE_ROLES, scopes: [] };

function resourceOperations(resource: SettingsResource<unknown>, shown: z.ZodType): DocumentedOperation[] {
  const base = `${COMMERCE_SETTINGS_PATH}/${resource.path}`;
  const one = words(resource.one);
  const oneBody = z.object({ [resource.one]: shown });
  const idParam = {
    id: { description: `The ${one}.`, schema: { type: 'string', minLength: 1, maxLength: 64 } },
  };
  const notFound = failure(resource.notFoundMessage);
  const conflict: Record<number, DocResponse> =
    resource === COUPONS
      ? { 409: failure('A coupon with that code already exists (`coupon-code-taken`).') }
      : {};
  return [
    describeRoute({
      method: 'get',
      path: base,
      operationId: `list${pascal(resource.many)}`,
      summary: `Every ${one}`,
      tag: TAG,
      about: `The website’s ${words(resource.many)}.`,
      guard,
      responses: {
        200: {
          description: `The ${words(resource.many)}.`,
          schema: z.object({ [resource.many]: z.array(shown) }),
        },
      },
    }),
    describeRoute({
      method: 'post',
      path: base,
      operationId: `create${pascal(resource.one)}`,
      summary: `Add a ${one}`,
      tag: TAG,
      about: `A new ${one}; the site’s cached pages are dropped.`,
      guard,
      body: resource.schema,
      responses: { 201: { description: `The ${one}.`, schema: oneBody }, ...conflict },
    }),
    describeRoute({
      method: 'put',
      path: `${base}/{id}`,
      operationId: `replace${pascal(resource.one)}`,
      summary: `Replace a ${one}`,
      tag: TAG,
      about: `The whole ${one}, as when it was added.`,
      guard,
      pathParams: idParam,
      body: resource.schema,
      responses: { 200: { description: `The ${one} now.`, schema: oneBody }, 404: notFound, ...conflict },
    }),
    describeRoute({
      method: 'delete',
      path: `${base}/{id}`,
      operationId: `delete${pascal(resource.one)}`,
      summary: `Delete a ${one}`,
      tag: TAG,
      about: `The ${one} is gone at once.`,
      guard,
      pathParams: idParam,
      responses: { 204: { description: 'Deleted.' }, 404: notFound },
    }),
  ];
}

/** The store settings routes (server/commerce/settings/routes.ts). */
export function settingsOperations(): DocumentedOperation[] {
  const path = `${COMMERCE_SETTINGS_PATH}${STORE_SETTINGS_PATH}`;
  return [
    ...resourceOperations(SHIPPING_OPTIONS as SettingsResource<unknown>, shippingOption),
    ...resourceOperations(TAX_RULES as SettingsResource<unknown>, taxRule),
    ...resourceOperations(COUPONS as SettingsResource<unknown>, coupon),
    describeRoute({
      method: 'get',
      path,
      operationId: 'getStoreSettings',
      summary: 'The store’s switches',
      tag: TAG,
      about: 'Express checkout, the installment badge, a minimum order subtotal, quantities for services.',
      guard,
      responses: { 200: { description: 'The settings.', schema: storeSettings } },
    }),
    describeRoute({
      method: 'patch',
      path,
      operationId: 'updateStoreSettings',
      summary: 'Change the store’s switches',
      tag: TAG,
      about: 'Any of the settings, at least one; unknown keys are refused.',
      guard,
      body: storeSettingsChange,
      responses: { 200: { description: 'The settings now.', schema: storeSettings } },
    }),
    describeRoute({
      method: 'get',
      path: `${COMMERCE_SETTINGS_PATH}${STORE_MERCHANDISING_PATH}`,
      operationId: 'getStoreMerchandising',
      summary: 'The store’s merchandising defaults',
      tag: TAG,
      about:
        'Restock sign-ups for new products, the low-stock threshold and message, the sold-out and add-to-cart texts, related products, the checkout’s mailing-list opt-in. A product’s own value wins over these.',
      guard,
      responses: { 200: { description: 'The defaults.', schema: merchandising } },
    }),
    describeRoute({
      method: 'put',
      path: `${COMMERCE_SETTINGS_PATH}${STORE_MERCHANDISING_PATH}`,
      operationId: 'replaceStoreMerchandising',
      summary: 'Replace the store’s merchandising defaults',
      tag: TAG,
      about:
        'The whole object; blank texts are the store’s words. The opt-in’s list must be one of the website’s mailing lists. The site’s cached pages are dropped.',
      guard,
      body: storeMerchandisingSchema,
      responses: { 200: { description: 'The defaults now.', schema: merchandising } },
    }),
  ];
}
