// The editor's Home screen: the setup checklist checked from the website's data, its latest orders and the variants low on stock, each part only for those who may see it.
import type { Request } from 'express';
import { capabilitiesOf, capabilitiesOfScopes, type Capability } from '../../../domain/owner-permissions.js';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  HOME_LIST_LIMIT,
  isPublicDomain,
  SETUP_STEPS,
  STORE_SETUP_STEPS,
  type Home,
  type HomeOrder,
  type SetupStep,
} from '../../../domain/owner-api/home.js';
import type { OrderStatus } from '../../../domain/order-table.js';
import { rolesOf } from '../../accounts/roles.js';
import type { AppDeps } from '../../app-deps.js';
import { searchOrderRows } from '../../commerce/orders/order-search.js';
import { orderSummaryOf } from '../../commerce/orders/order-table.js';
import { paymentProviderFor } from '../../commerce/payments/index.js';
import { readSiteSettings } from '../site-settings/service.js';
import { hasOwnProduct, hasShippingOption, listLowStock } from './store.js';

/** What the person (by their roles) or the API key (by its scopes) may do. */
export function capabilitiesOfCaller(req: Request): Capability[] {
  const account = req.account;
  if (account === undefined) return [];
  return req.bearer || account.apiKeyScopes !== undefined
    ? capabilitiesOfScopes(account.apiKeyScopes ?? [])
    : capabilitiesOf(rolesOf(account));
}

/** The website's latest orders, newest first. */
async function recentOrders(deps: Pick<AppDeps, 'db'>, websiteId: string): Promise<HomeOrder[]> {
  const rows = await searchOrderRows(
    deps.db.knex,
    websiteId,
    {},
    { sort: 'createdOn', direction: 'desc' },
    { offset: 0, limit: HOME_LIST_LIMIT },
  );
  return rows.map((row) => {
    const order = orderSummaryOf(row);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      createdOn: order.createdOn,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      status: order.status as OrderStatus,
      testMode: order.testMode,
      currency: order.currency,
      grandTotalCents: order.grandTotalCents,
    };
  });
}

/**
 * The Home screen of `websiteId` for a caller holding `capabilities`: the site's steps (domain,
 * title and logo) for everyone; the store's steps, orders and low stock only with `commerce:view`.
 */
export async function readHome(
  deps: Pick<AppDeps, 'db' | 'config'>,
  websiteId: string,
  capabilities: readonly Capability[],
): Promise<Home> {
  const db = deps.db.knex;
  const store = capabilities.includes('commerce:view');
  const settings = await readSiteSettings(deps, websiteId);
  const done: Partial<Record<SetupStep, boolean>> = {
    domain: [settings.primaryDomain, ...settings.domains].some(isPublicDomain),
    identity: settings.siteTitle.trim() !== '' && settings.logoImageId !== null,
  };
  if (!store)
    return {
      siteTitle: settings.siteTitle,
      checklist: SETUP_STEPS.filter((step) => !STORE_SETUP_STEPS.includes(step)).map((step) => ({
        step,
        done: done[step] === true,
      })),
      recentOrders: null,
      lowStock: null,
      lowStockTotal: null,
    };
  const [product, shipping, orders, low] = await Promise.all([
    hasOwnProduct(db, websiteId),
    hasShippingOption(db, websiteId),
    recentOrders(deps, websiteId),
    listLowStock(db, websiteId, DEFAULT_LOW_STOCK_THRESHOLD, HOME_LIST_LIMIT),
  ]);
  done.product = product;
  done.shipping = shipping;
  // Only the built-in test mode exists so far: checkout records every order as a test.
  done.payments = !paymentProviderFor(websiteId).testMode;
  return {
    siteTitle: settings.siteTitle,
    checklist: SETUP_STEPS.map((step) => ({ step, done: done[step] === true })),
    recentOrders: orders,
    lowStock: low.rows.map((row) => ({
      variantId: row.id,
      productId: row.product_id,
      productTitle: row.product_title,
      sku: row.sku,
      options: row.attributes ?? {},
      qtyInStock: row.qty_in_stock,
      threshold: row.threshold,
    })),
    lowStockTotal: low.total,
  };
}
