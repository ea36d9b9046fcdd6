// The owner API's routes for the tag manager's tags and categories (declared on the owner route table).
import type { OwnerApi } from '../api/owner-api.js';

/** Declares the routes for the tag manager's tags and categories on `api`. */
export function registerTagRoutes(api: OwnerApi): void {
  void api;
}
