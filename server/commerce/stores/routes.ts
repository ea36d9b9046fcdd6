// Store creation over HTTP: SPEC §7's content-service calls and the owner's one-step POST /api/owner/stores.
import { Router, type Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { websiteOf } from '../../accounts/website-of.js';
import { requireOwner } from '../../http/auth.js';
import { notFound } from '../../http/http-error.js';
import { categoryBody, newStoreBody, storeBody } from './input.js';
import { parseOwnerInput } from './owner-input.js';
import {
  addStoreToMainNavigation,
  createStore,
  createStoreCategory,
  createStoreCollection,
} from './service.js';
import { STORE_ROLES } from './store-roles.js';

/** Where SPEC §7's content-service product calls live. */
export const CONTENT_SERVICE_PRODUCTS = '/api/content-service/product/1.1/websites/:websiteId/products';

/** The website of the request, which the path's `{websiteId}` must name (else 404). */
function pathWebsite(req: Request): string {
  const websiteId = websiteOf(req).id;
  if (req.params.websiteId !== websiteId) throw notFound('No such website.');
  return websiteId;
}

/**
 * The store-creation routes, for admins, website managers and store managers (or an API key with
 * `products:write`); mount before the `/api/owner` router:
 * - `POST /api/content-service/product/1.1/websites/{websiteId}/products` → 201 store
 *   `{ id, title, navigationTitle, urlId, description, enabled, fullUrl, pageId }`;
 * - `POST …/products/{collectionId}/categories` → 201 category
 *   `{ id, collectionId, displayName, parentCategoryId, type, pageRendering, displayIndex }`;
 * - `POST /api/owner/stores` (the same fields plus `addToNavigation`) → 201
 *   `{ store, rootCategory, navigation? }`, SPEC §4's three steps in one transaction;
 * - `POST /api/owner/stores/{collectionId}/navigation` → 200 `{ navigation }`: an existing store
 *   put first in the main menu.
 */
export function createStoresRouter(deps: AppDeps): Router {
  const db = deps.db.knex;
  const router = Router();
  const storeOwners = requireOwner({ roles: STORE_ROLES, scope: 'products:write' });

  router.post(CONTENT_SERVICE_PRODUCTS, storeOwners, async (req, res) => {
    const websiteId = pathWebsite(req);
    const input = parseOwnerInput(storeBody, req.body);
    res.status(201).json(await createStoreCollection(db, websiteId, input));
  });

  router.post(`${CONTENT_SERVICE_PRODUCTS}/:collectionId/categories`, storeOwners, async (req, res) => {
    const websiteId = pathWebsite(req);
    const input = parseOwnerInput(categoryBody, req.body);
    res.status(201).json(await createStoreCategory(db, websiteId, String(req.params.collectionId), input));
  });

  router.post('/api/owner/stores', storeOwners, async (req, res) => {
    const input = parseOwnerInput(newStoreBody, req.body);
    res.status(201).json(await createStore(db, websiteOf(req).id, input));
  });

  router.post('/api/owner/stores/:collectionId/navigation', storeOwners, async (req, res) => {
    const websiteId = websiteOf(req).id;
    res.json({ navigation: await addStoreToMainNavigation(db, websiteId, String(req.params.collectionId)) });
  });

  return router;
}
