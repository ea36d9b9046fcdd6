// The owner API's routes for collections and their items (posts, events, gallery images) (declared on the owner route table).
import type { OwnerApi } from '../api/owner-api.js';

/** Declares the routes for collections and their items (posts, events, gallery images) on `api`. */
export function registerCollectionRoutes(api: OwnerApi): void {
  void api;
}
