// What a site user's account page lists, read from their orders, subscriptions and restock sign-ups and worded for the page.
import type { Knex } from 'knex';
import { MEMBER_PATHS } from '../../domain/members.js';
import { ORDER_STATUS_LABELS } from '../commerce/checkout/order-pages.js';
import { moneyText } from '../commerce/payments/money-text.js';
import type { WebsiteRecord } from '../site/website/store.js';
import { ordersOfSiteUser, restockOfSiteUser, subscriptionsOfSiteUser } from './account-store.js';
import type { AccountContents } from './member-pages.js';

const PERIOD_UNITS: Readonly<Record<string, string>> = { WEEK: 'week', MONTH: 'month', YEAR: 'year' };

function dateText(date: Date | string, website: Pick<WebsiteRecord, 'language' | 'time_zone'>): string {
  const at = new Date(date);
  try {
    return new Intl.DateTimeFormat(website.language || 'en-US', {
      dateStyle: 'medium',
      timeZone: website.time_zone || 'UTC',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** One line of an address as the order kept it. */
function addressText(address: Record<string, unknown>): string {
  const part = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  const name = `${part('firstName')} ${part('lastName')}`.trim();
  const place = [part('city'), part('region'), part('postalCode')].filter(Boolean).join(' ');
  return [name, part('address1'), part('address2'), place, part('country')].filter(Boolean).join(', ');
}

/** The account page's lists for the site user: orders, their distinct addresses, subscriptions, restock sign-ups. */
export async function accountContents(
  db: Knex,
  website: Pick<WebsiteRecord, 'id' | 'language' | 'time_zone'>,
  siteUser: { id: string; email: string },
): Promise<AccountContents> {
  const [orders, subscriptions, restock] = await Promise.all([
    ordersOfSiteUser(db, website.id, siteUser.id),
    subscriptionsOfSiteUser(db, website.id, siteUser.id),
    restockOfSiteUser(db, website.id, siteUser.id),
  ]);
  const addresses = [
    ...new Set(
      orders
        .map((order) => (order.shipping_address === null ? '' : addressText(order.shipping_address)))
        .filter((text) => text !== ''),
    ),
  ];
  return {
    email: siteUser.email,
    orders: orders.map((order) => ({
      number: order.order_number,
      date: dateText(order.created_at, website),
      status: ORDER_STATUS_LABELS[order.status] ?? order.status,
      total: moneyText(order.grand_total_cents, order.currency.trim()),
      // Order tokens are kept only as hashes: this link issues one when followed (routes.ts).
      url: `${MEMBER_PATHS.accountOrder}/${encodeURIComponent(order.id)}`,
    })),
    addresses,
    subscriptions: subscriptions.map((subscription) => {
      const unit = PERIOD_UNITS[subscription.billing_period_unit] ?? subscription.billing_period_unit;
      const every =
        subscription.billing_period_value === 1 ? unit : `${subscription.billing_period_value} ${unit}s`;
      return {
        title: subscription.title || subscription.sku,
        status: subscription.status,
        price: `${moneyText(subscription.price_cents, subscription.currency.trim())} every ${every}`,
        nextBilling:
          subscription.next_billing_at === null || subscription.status !== 'active'
            ? null
            : dateText(subscription.next_billing_at, website),
      };
    }),
    restock: restock.map((signUp) => ({
      title: [signUp.title || 'A product', signUp.sku].filter(Boolean).join(' · '),
      status:
        signUp.notified_at === null
          ? 'Waiting for stock'
          : `Notified ${dateText(signUp.notified_at, website)}`,
    })),
  };
}
