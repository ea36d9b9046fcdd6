// The owner API's routes for the file manager (declared on the owner route table).
import type { OwnerApi } from '../api/owner-api.js';

/** Declares the routes for the file manager on `api`. */
export function registerFileRoutes(api: OwnerApi): void {
  void api;
}
