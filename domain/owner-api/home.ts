// The editor's Home screen (GET /api/owner/home): the setup checklist, the latest orders and the variants low on stock, each only for those who may see it.
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-table.js';
import { SETUP_STEPS } from './home-rules.js';

export * from './home-rules.js';

/** One item of the setup checklist, checked from the website's own data. */
export const setupStepSchema = z.object({
  step: z
    .enum(SETUP_STEPS)
    .describe(
      '`product`: a first product; `payments`: a payment provider that takes real payments; `shipping`: an enabled shipping option; `domain`: a domain of its own; `identity`: a site title and a logo.',
    ),
  done: z.boolean().describe('Whether the website has it.'),
});

/** An order of the Home screen's list. */
export const homeOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  createdOn: z.number().describe('When it was placed, in milliseconds since 1970.'),
  customerName: z.string().describe("The shipping address's name ('' without one)."),
  customerEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  testMode: z.boolean(),
  currency: z.string(),
  grandTotalCents: z.number().int(),
});

/** A variant at or under its low-stock threshold. */
export const lowStockVariantSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()).describe('Option name → value (Size → M).'),
  qtyInStock: z.number().int(),
  threshold: z
    .number()
    .int()
    .describe("The product's low-stock threshold, or the default when it sets none."),
});

/** What the Home screen shows. The store's parts are null for someone who may not see the store. */
export const homeSchema = z.object({
  siteTitle: z.string(),
  checklist: z
    .array(setupStepSchema)
    .describe('The setup steps, in order; the store steps only for those who may see the store.'),
  recentOrders: z
    .array(homeOrderSchema)
    .nullable()
    .describe('The latest orders, newest first; null without `commerce:view`.'),
  lowStock: z
    .array(lowStockVariantSchema)
    .nullable()
    .describe(
      'Limited variants at or under their threshold, lowest stock first; null without `commerce:view`.',
    ),
  lowStockTotal: z
    .number()
    .int()
    .nullable()
    .describe('How many variants are low on stock in all (the list shows the first few).'),
});

export type SetupStepState = z.infer<typeof setupStepSchema>;
export type HomeOrder = z.infer<typeof homeOrderSchema>;
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>;
export type Home = z.infer<typeof homeSchema>;
