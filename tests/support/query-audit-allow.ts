// The statements on website tables that may leave out website_id, by call site, each with why (the query audit's allow list).

/**
 * Call sites (`file function`, as the audit names them; a function without a name is
 * `<anonymous>`) whose statements on website tables legitimately span websites, or do not yet
 * name `website_id` (a reason starting "to do"). On a database distributed by website, such a
 * statement is sent to every node: right, only slower, so keep them to background work.
 */
export const QUERY_AUDIT_ALLOWED: Readonly<Record<string, string>> = {
  'server/automation/delivery-store.ts failAbandonedLastAttempts':
    'the webhook worker’s sweep: gives up the deliveries of every website whose last attempt’s lease ran out (as its claim polls every website)',
  'server/imports/interrupted-imports.ts failInterruptedImports':
    'the start-up sweep: marks failed the imports of every website whose server stopped while they ran (no heartbeat for 2 minutes)',
  'server/owner/themes/theme-store.ts zipHashInUse':
    'whether any website still uses a theme zip: the unpacked folders on a server’s disk are shared by hash between websites',
  'server/tracking/rollup.ts <anonymous>':
    'rollUpTrackingDay without a website: the daily rollup recomputes one day of every website in one transaction',
};
