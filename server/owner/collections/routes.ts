// The owner API's routes for collections and their items (posts, events, gallery images) (declared on the owner route table).
import {
  authorListSchema,
  collectionListSchema,
  collectionParamsSchema,
  collectionReplySchema,
  updateCollectionBodySchema,
} from '../../../domain/owner-api/items.js';
import { errorResponse, staleVersionResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { listAuthors } from './authors.js';
import { getCollection, listCollections, updateCollection } from './collection-service.js';
import { contentWriter } from './content-writer.js';
import { CONTENT_TAG, registerItemRoutes } from './item-routes.js';

/** Declares the routes for collections and their items (posts, events, gallery images) on `api`. */
export function registerCollectionRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/collections',
    operationId: 'listCollections',
    summary: 'The collections (blogs, events, galleries, stores) with their kind, address and item count.',
    tag: CONTENT_TAG,
    capability: 'content:view',
    responses: { 200: { description: 'In navigation order.', schema: collectionListSchema } },
    handle: async ({ db, website }) => ({ collections: await listCollections(db, website.id) }),
  });

  api.route({
    method: 'get',
    path: '/collections/{collectionId}',
    operationId: 'getCollection',
    summary: 'One collection.',
    tag: CONTENT_TAG,
    capability: 'content:view',
    params: collectionParamsSchema,
    responses: {
      200: { description: 'The collection.', schema: collectionReplySchema },
      404: errorResponse('No such collection.'),
    },
    handle: async ({ db, website, params }) => ({
      collection: await getCollection(db, website.id, params.collectionId),
    }),
  });

  api.route({
    method: 'patch',
    path: '/collections/{collectionId}',
    operationId: 'updateCollection',
    summary: "Saves a collection's title, description, cover image and, for a gallery, its display options.",
    tag: CONTENT_TAG,
    capability: 'content:edit',
    params: collectionParamsSchema,
    body: updateCollectionBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The saved collection.', schema: collectionReplySchema },
      403: errorResponse('A draft editor may not change what visitors see.'),
      404: errorResponse('No such collection.'),
      412: staleVersionResponse('collection'),
    },
    handle: async (call) => ({
      collection: await updateCollection(
        call.db,
        contentWriter(call),
        call.params.collectionId,
        call.body,
        ifMatchVersion(call.req),
      ),
    }),
  });

  api.route({
    method: 'get',
    path: '/authors',
    operationId: 'listAuthors',
    summary: "The website's members who may write posts (their authors).",
    tag: CONTENT_TAG,
    capability: 'content:view',
    responses: { 200: { description: 'By email.', schema: authorListSchema } },
    handle: async ({ db, website }) => ({ authors: await listAuthors(db, website.id) }),
  });

  registerItemRoutes(api);
}
