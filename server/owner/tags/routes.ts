// The owner API's routes for the tag manager's tags and categories (declared on the owner route table).
import {
  createTagBodySchema,
  renameTagBodySchema,
  tagListQuerySchema,
  tagListSchema,
  tagParamsSchema,
  tagReplySchema,
} from '../../../domain/owner-api/tags.js';
import { errorResponse, staleVersionResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { createTag, deleteTag, listTags, renameTag } from './tag-service.js';

const TAG = 'Tags';
const exists = errorResponse(
  'Another tag (or category) of the same kind already has this name, in any case.',
);
const missing = errorResponse('No such tag or category.');

/** Declares the routes for the tag manager's tags and categories on `api`. */
export function registerTagRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/tags',
    operationId: 'listTags',
    summary: 'The tags and categories, with how many items carry each.',
    tag: TAG,
    capability: 'content:view',
    query: tagListQuerySchema,
    responses: { 200: { description: 'Tags before categories, by name.', schema: tagListSchema } },
    handle: async ({ db, website, query }) => ({ tags: await listTags(db, website.id, query.kind) }),
  });

  api.route({
    method: 'post',
    path: '/tags',
    operationId: 'createTag',
    summary: 'Adds a tag or category.',
    tag: TAG,
    capability: 'tags:edit',
    body: createTagBodySchema,
    responses: { 201: { description: 'The new tag.', schema: tagReplySchema }, 409: exists },
    handle: async ({ db, website, actor, body }) => ({
      tag: await createTag(db, { websiteId: website.id, actor }, body),
    }),
  });

  api.route({
    method: 'patch',
    path: '/tags/{id}',
    operationId: 'renameTag',
    summary: 'Renames a tag or category, and every item that carries the old name.',
    tag: TAG,
    capability: 'tags:edit',
    params: tagParamsSchema,
    body: renameTagBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The renamed tag.', schema: tagReplySchema },
      404: missing,
      409: exists,
      412: staleVersionResponse('tag'),
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      tag: await renameTag(db, { websiteId: website.id, actor }, params.id, body.name, ifMatchVersion(req)),
    }),
  });

  api.route({
    method: 'delete',
    path: '/tags/{id}',
    operationId: 'deleteTag',
    summary: 'Deletes a tag or category and takes it off every item.',
    tag: TAG,
    capability: 'tags:edit',
    params: tagParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 404: missing },
    handle: async ({ db, website, actor, params }) => {
      await deleteTag(db, { websiteId: website.id, actor }, params.id);
      return { status: 204 };
    },
  });
}
