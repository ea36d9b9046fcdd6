// OpenAPI entries for the owner routes that are not on the owner route table (accounts, keys, commerce, SPEC §7's calls).
import type { DocumentedOperation } from './api/openapi.js';

/** Every owner route mounted outside the table, documented by hand. */
export function documentedOwnerOperations(): DocumentedOperation[] {
  return [];
}
