// openapi.json entries of store creation (SPEC §7's content-service calls and POST /api/owner/stores) and SPEC §7's commerce preferences.
import { z } from 'zod';
import { categoryBody, newStoreBody, storeBody } from '../../commerce/stores/input.js';
import { STORE_ROLES } from '../../commerce/stores/store-roles.js';
import { NAMESPACE_PATTERN, settingsBody } from '../../commerce/preferences/routes.js';
import type { DocumentedOperation } from '../api/openapi.js';
import { describeRoute, failure } from './operation.js';

const TAG = 'Commerce';

const store = z.object({
  id: z.string(),
  title: z.string(),
  navigationTitle: z.string(),
  urlId: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  fullUrl: z.string().describe('Where the store answers on the site (`/shop`).'),
  pageId: z.string().optional().describe('The store’s page.'),
});

const category = z.object({
  id: z.string(),
  collectionId: z.string(),
  displayName: z.string(),
  parentCategoryId: z.string().nullable(),
  type: z.enum(['ROOT', 'CATEGORY']),
  pageRendering: z.string(),
  displayIndex: z.number().int(),
});

/** A stored menu link, as GetSiteLayout shows them. */
const menuItems = z
  .array(z.record(z.string(), z.unknown()))
  .describe('The main menu’s links, the store first.');

const websiteParam = {
  websiteId: { description: 'The website of the request (its address); any other id answers 404.' },
};

const namespaceParam = {
  namespace: {
    description: 'Lower-case words joined by `-` (`checkout`), at most 64 characters.',
    schema: { type: 'string', pattern: NAMESPACE_PATTERN.source, maxLength: 64 },
  },
};

const settings = z
  .record(z.string(), z.json())
  .describe('The namespace’s settings: names and JSON values (`{}` before any was saved).');

/** The store-creation and preferences routes, relative to the app. */
export function storeOperations(): DocumentedOperation[] {
  const guard = { roles: STORE_ROLES, scopes: ['products:write'] };
  return [
    describeRoute({
      method: 'post',
      path: '/api/content-service/product/1.1/websites/{websiteId}/products',
      operationId: 'createStoreCollection',
      summary: 'Create a store (SPEC §7, step 1)',
      tag: TAG,
      about: 'A products collection with its page. The URL id is made from the title when none is given.',
      guard,
      pathParams: websiteParam,
      body: storeBody,
      responses: {
        201: { description: 'The store.', schema: store },
        404: failure('No such website.'),
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/content-service/product/1.1/websites/{websiteId}/products/{collectionId}/categories',
      operationId: 'createStoreCategory',
      summary: 'Add a category to a store (SPEC §7, step 2)',
      tag: TAG,
      about: 'SPEC §3 "Product category".',
      guard,
      pathParams: { ...websiteParam, collectionId: { description: 'The store.' } },
      body: categoryBody,
      responses: {
        201: { description: 'The category.', schema: category },
        404: failure('No such website or store.'),
        409: failure(
          'The store has a root category, or a category of that name, already (`already-exists`).',
        ),
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/stores',
      operationId: 'createStore',
      summary: 'Create a store in one step',
      tag: TAG,
      about:
        'SPEC §4 "Store creation" in one transaction: the store and its page, the root category, and with `addToNavigation` the first place in the main menu.',
      guard,
      body: newStoreBody,
      responses: {
        201: {
          description: 'What was made.',
          schema: z.object({ store, rootCategory: category, navigation: menuItems.optional() }),
        },
      },
    }),
    describeRoute({
      method: 'post',
      path: '/api/owner/stores/{collectionId}/navigation',
      operationId: 'addStoreToNavigation',
      summary: 'Put a store first in the main menu',
      tag: TAG,
      about: 'For a store made earlier (SPEC §4 step 3 alone).',
      guard,
      pathParams: { collectionId: { description: 'The store.' } },
      responses: {
        200: { description: 'The main menu now.', schema: z.object({ navigation: menuItems }) },
        404: failure('No such store.'),
      },
    }),
    describeRoute({
      method: 'get',
      path: '/api/v1/commerce-preferences/{namespace}',
      operationId: 'getCommercePreferences',
      summary: 'Read commerce preferences (SPEC §7)',
      tag: TAG,
      about: 'One namespace of the owner’s commerce settings.',
      guard: { roles: STORE_ROLES, scopes: ['products:read'] },
      pathParams: namespaceParam,
      responses: {
        200: { description: 'The settings.', schema: settings },
        400: failure('The namespace is not valid.'),
      },
    }),
    describeRoute({
      method: 'put',
      path: '/api/v1/commerce-preferences/{namespace}',
      operationId: 'putCommercePreferences',
      summary: 'Replace commerce preferences (SPEC §7)',
      tag: TAG,
      about: 'The whole settings object of one namespace (at most 200 settings).',
      guard: { roles: STORE_ROLES, scopes: ['products:write'] },
      pathParams: namespaceParam,
      body: settingsBody,
      responses: { 200: { description: 'The settings as saved.', schema: settings } },
    }),
  ];
}
