// The buyer's links of an order: its status page and its download links, each carrying the order's access token.

/** Where the order status page (SPEC §2 page type 211) lives: `/commerce/orders/{orderId}?token=…`. */
export const ORDER_STATUS_PATH = '/commerce/orders';

/** Where digital items are downloaded: `/commerce/downloads/{orderId}/{orderItemId}?token=…`. */
export const DOWNLOADS_PATH = '/commerce/downloads';

/** The buyer's order status page. */
export function orderStatusPath(orderId: string, accessToken: string): string {
  return `${ORDER_STATUS_PATH}/${encodeURIComponent(orderId)}?token=${encodeURIComponent(accessToken)}`;
}

/** The buyer's download link of one digital order item. */
export function downloadPath(orderId: string, orderItemId: string, accessToken: string): string {
  return (
    `${DOWNLOADS_PATH}/${encodeURIComponent(orderId)}/${encodeURIComponent(orderItemId)}` +
    `?token=${encodeURIComponent(accessToken)}`
  );
}
