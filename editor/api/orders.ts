// Commerce > Orders calls (the table's page, one order, fulfil, refund, the CSV export's address) and their query keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderFulfilment, OrderSort, OrderStatus, SortDirection } from '../../domain/order-table.js';
import { api } from './client.js';

/** One line of the orders table, as `GET /api/owner/commerce/orders` answers it. */
export interface OrderSummary {
  id: string;
  orderNumber: number;
  createdOn: number;
  customerEmail: string;
  customerName: string;
  status: OrderStatus;
  fulfilledOn: number | null;
  testMode: boolean;
  currency: string;
  grandTotalCents: number;
  itemCount: number;
}

/** A page of the table. */
export interface OrderPage {
  orders: OrderSummary[];
  pagination: { page: number; pageSize: number; total: number; hasNextPage: boolean };
}

/** A postal address as an order keeps it. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

/** One order in full (SPEC §3 "Order"), as much as the detail panel shows. */
export interface OrderDetail {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  testMode: boolean;
  customerEmail: string;
  createdOn: number;
  fulfilledOn: number | null;
  refundedOn: number | null;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  giftCardCents: number;
  coupons: string[];
  shippingAddress: OrderAddress | null;
  shippingOption: { id: string; name: string; rateCents: number } | null;
  payment: { provider: string; last4: string | null };
  items: {
    id: string;
    sku: string;
    productName: string;
    attributes: Record<string, string>;
    quantity: number;
    unitPriceCents: number;
    subTotalCents: number;
  }[];
  /** The gift cards the order bought; `recipient` is null for a card mailed to the buyer. */
  issuedGiftCards: {
    code: string;
    initialValueCents: number;
    balanceCents: number;
    currency: string;
    recipient: { name: string; email: string; note: string; sendOn: string } | null;
  }[];
}

/** The table's search, filters, sort and page as the screen holds them ('' for no filter). */
export interface OrderTableQuery {
  q: string;
  status: OrderStatus | '';
  fulfilment: OrderFulfilment | '';
  from: string;
  to: string;
  sort: OrderSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

/** Query keys: everything starts with `orders`, so one invalidation refreshes pages and orders. */
export const ORDER_KEYS = {
  all: ['orders'] as const,
  list: (query: OrderTableQuery) => ['orders', 'list', query] as const,
  one: (id: string) => ['orders', 'one', id] as const,
};

export const ORDERS_PATH = '/api/owner/commerce/orders';
const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/** The filters and sort as query parameters (no page), empty ones left out. */
export function orderFilterParams(query: OrderTableQuery): Record<string, string> {
  const params: Record<string, string> = { sort: query.sort, direction: query.direction };
  if (query.q.trim() !== '') params.q = query.q.trim();
  if (query.status !== '') params.status = query.status;
  if (query.fulfilment !== '') params.fulfilment = query.fulfilment;
  if (query.from !== '') params.from = query.from;
  if (query.to !== '') params.to = query.to;
  return params;
}

/** The CSV export of what the table's filters keep, in its sort (a link the browser downloads). */
export function ordersCsvHref(query: OrderTableQuery): string {
  return `${ORDERS_PATH}/export.csv?${new URLSearchParams(orderFilterParams(query)).toString()}`;
}

/** One page of the table, searched, filtered, sorted and paged by the server. */
export function fetchOrders(query: OrderTableQuery): Promise<OrderPage> {
  return api<OrderPage>(ORDERS_PATH, {
    query: { ...orderFilterParams(query), page: query.page, pageSize: query.pageSize },
  });
}

/** The table's page; the previous page stays shown while the next loads. */
export function useOrders(query: OrderTableQuery) {
  return useQuery({
    queryKey: ORDER_KEYS.list(query),
    queryFn: () => fetchOrders(query),
    placeholderData: keepPreviousData,
  });
}

/** One order in full. */
export async function fetchOrder(id: string): Promise<OrderDetail> {
  return (await api<{ order: OrderDetail }>(orderPath(id))).order;
}

/** The order query (off while no order is open). */
export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: ORDER_KEYS.one(id ?? ''),
    queryFn: () => fetchOrder(id ?? ''),
    enabled: id !== undefined,
  });
}

/** Marks a paid order fulfilled (the buyer is emailed). */
export async function fulfilOrder(id: string): Promise<OrderDetail> {
  return (await api<{ order: OrderDetail }>(`${orderPath(id)}/fulfil`, { method: 'POST' })).order;
}

/** Sends a bought gift card's email again, at once (to its recipient, or to the buyer). */
export async function resendGiftCard(id: string, code: string): Promise<OrderDetail> {
  const path = `${orderPath(id)}/gift-cards/${encodeURIComponent(code)}/resend`;
  return (await api<{ order: OrderDetail }>(path, { method: 'POST' })).order;
}

/** Refunds a paid or fulfilled order (the buyer is emailed). */
export async function refundOrder(id: string): Promise<OrderDetail> {
  return (await api<{ order: OrderDetail }>(`${orderPath(id)}/refund`, { method: 'POST' })).order;
}
