// The owner's orders table: the statuses, fulfilment states, sorts and limits its list route and editor screen share.

/** SPEC §3 order statuses, in the order a table's filter offers them. */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'canceled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Fulfilment: whether an order was marked fulfilled (and stays so when refunded later). */
export const ORDER_FULFILMENTS = ['fulfilled', 'unfulfilled'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];

/** What the orders table sorts by; ties are broken by the order number, in the same direction. */
export const ORDER_SORTS = [
  'createdOn',
  'orderNumber',
  'customerName',
  'customerEmail',
  'status',
  'grandTotal',
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Sort directions. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The most orders one page holds, and the page the table asks for by default. */
export const MAX_ORDER_PAGE_SIZE = 100;
export const ORDER_PAGE_SIZE = 25;

/** The longest search text (an email address is at most 254 characters). */
export const MAX_ORDER_SEARCH_LENGTH = 254;

/** The order number a search names (`1042` or `#1042`), or undefined when it names none. */
export function searchedOrderNumber(search: string): number | undefined {
  const match = /^#?(\d{1,9})$/.exec(search.trim());
  return match === null ? undefined : Number(match[1]);
}
