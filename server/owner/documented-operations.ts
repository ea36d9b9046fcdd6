// OpenAPI entries for the owner routes that are not on the owner route table (accounts, keys, commerce, SPEC §7's calls).
import type { DocumentedOperation } from './api/openapi.js';
import { accountOperations } from './openapi-docs/accounts.js';
import { inventoryOperations } from './openapi-docs/inventory.js';
import { languageOperations } from './openapi-docs/languages.js';
import { orderOperations } from './openapi-docs/orders.js';
import { profileOperations } from './openapi-docs/profile.js';
import { settingsOperations } from './openapi-docs/settings.js';
import { siteOperations } from './openapi-docs/site.js';
import { storeOperations } from './openapi-docs/stores.js';

/**
 * Every owner route mounted outside the table, documented by hand (one file per area in
 * `openapi-docs/`). `tests/owner/openapi.test.ts` walks the app's routes and fails when an owner
 * route is missing here, or when a documented guard differs from the route's `requireOwner`.
 */
export function documentedOwnerOperations(): DocumentedOperation[] {
  return [
    ...accountOperations(),
    ...profileOperations(),
    ...storeOperations(),
    ...inventoryOperations(),
    ...orderOperations(),
    ...settingsOperations(),
    ...siteOperations(),
    ...languageOperations(),
  ];
}
