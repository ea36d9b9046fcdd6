// The owner API's routes for a collection's items: list, create, read, update (If-Match), delete, and a gallery's order.
import {
  collectionParamsSchema,
  createItemBodySchema,
  itemListQuerySchema,
  itemListSchema,
  itemOrderBodySchema,
  itemOrderReplySchema,
  itemParamsSchema,
  itemReplySchema,
  updateItemBodySchema,
} from '../../../domain/owner-api/items.js';
import { errorResponse, staleVersionResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { contentWriter } from './content-writer.js';
import { getItem, listItems } from './item-reads.js';
import { createItem, deleteItem, reorderItems, updateItem } from './item-service.js';

/** The OpenAPI tag of the content screens' routes. */
export const CONTENT_TAG = 'Content';

const notFound = errorResponse('No such collection or item.');
const draftsOnly = errorResponse('A draft editor may only save drafts (error `drafts-only`).');
const products = errorResponse('Products are edited in the store (error `products-collection`).');

/** Declares the item routes on `api`. */
export function registerItemRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/collections/{collectionId}/items',
    operationId: 'listItems',
    summary: "A page of a collection's items (drafts and scheduled ones too), in the collection's order.",
    tag: CONTENT_TAG,
    capability: 'content:view',
    params: collectionParamsSchema,
    query: itemListQuerySchema,
    responses: {
      200: { description: 'The items and how many match.', schema: itemListSchema },
      404: notFound,
    },
    handle: ({ db, website, params, query }) =>
      listItems(db, website.id, website.timeZone, params.collectionId, query),
  });

  api.route({
    method: 'post',
    path: '/collections/{collectionId}/items',
    operationId: 'createItem',
    summary: 'Adds a post, event or gallery image; body and excerpt are sanitized HTML.',
    tag: CONTENT_TAG,
    capability: 'content:edit',
    params: collectionParamsSchema,
    body: createItemBodySchema,
    responses: {
      201: { description: 'The new item.', schema: itemReplySchema },
      403: draftsOnly,
      404: notFound,
      409: errorResponse('The gallery is full (250 items).'),
      422: products,
    },
    handle: async (call) => ({
      item: await createItem(call.db, contentWriter(call), call.params.collectionId, call.body),
    }),
  });

  api.route({
    method: 'put',
    path: '/collections/{collectionId}/items/order',
    operationId: 'reorderItems',
    summary: "Puts a gallery's items in a new order: every item id exactly once.",
    tag: CONTENT_TAG,
    capability: 'content:edit',
    params: collectionParamsSchema,
    body: itemOrderBodySchema,
    responses: {
      200: { description: 'The new order.', schema: itemOrderReplySchema },
      403: draftsOnly,
      404: notFound,
      409: errorResponse('The collection is ordered by date or title.'),
    },
    handle: (call) => reorderItems(call.db, contentWriter(call), call.params.collectionId, call.body.itemIds),
  });

  api.route({
    method: 'get',
    path: '/collections/{collectionId}/items/{itemId}',
    operationId: 'getItem',
    summary: 'One item of a collection.',
    tag: CONTENT_TAG,
    capability: 'content:view',
    params: itemParamsSchema,
    responses: { 200: { description: 'The item.', schema: itemReplySchema }, 404: notFound },
    handle: async ({ db, website, params }) => ({
      item: await getItem(db, website.id, website.timeZone, params.collectionId, params.itemId),
    }),
  });

  api.route({
    method: 'patch',
    path: '/collections/{collectionId}/items/{itemId}',
    operationId: 'updateItem',
    summary: "Saves an item's fields (those given).",
    tag: CONTENT_TAG,
    capability: 'content:edit',
    params: itemParamsSchema,
    body: updateItemBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The saved item, with its new version.', schema: itemReplySchema },
      403: draftsOnly,
      404: notFound,
      412: staleVersionResponse('item'),
      422: products,
    },
    handle: async (call) => ({
      item: await updateItem(
        call.db,
        contentWriter(call),
        call.params.collectionId,
        call.params.itemId,
        call.body,
        ifMatchVersion(call.req),
      ),
    }),
  });

  api.route({
    method: 'delete',
    path: '/collections/{collectionId}/items/{itemId}',
    operationId: 'deleteItem',
    summary: 'Deletes an item.',
    tag: CONTENT_TAG,
    capability: 'content:edit',
    params: itemParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 403: draftsOnly, 404: notFound, 422: products },
    handle: async (call) => {
      await deleteItem(call.db, contentWriter(call), call.params.collectionId, call.params.itemId);
      return { status: 204 };
    },
  });
}
