// The owner API's routes for pages, their blocks, settings and locks (declared on the owner route table).
import {
  createPageBodySchema,
  createdPageReplySchema,
  pageDetailReplySchema,
  pageListSchema,
  pageParamsSchema,
  updatePageBodySchema,
} from '../../../domain/owner-api/pages.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { createPage } from './create-page.js';
import { deletePage, listPages, pageDetail } from './service.js';
import { updatePage } from './update-page.js';

/** Declares the routes for pages, their blocks, settings and locks on `api`. */
export function registerPageRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/pages',
    operationId: 'listPages',
    summary: 'Every page of the site, and the main menu',
    tag: 'Pages',
    capability: 'pages:view',
    responses: { 200: { description: 'The pages, the home page first.', schema: pageListSchema } },
    handle: ({ db, website }) => listPages(db, website.id),
  });

  api.route({
    method: 'post',
    path: '/pages',
    operationId: 'createPage',
    summary: 'Add a page, blog, events, gallery or store page',
    tag: 'Pages',
    capability: 'pages:edit',
    body: createPageBodySchema,
    responses: {
      201: { description: 'The new page; it answers at its URL at once.', schema: createdPageReplySchema },
    },
    handle: async ({ db, website, actor, body }) => ({
      page: await createPage(db, website.id, actor, body),
    }),
  });

  api.route({
    method: 'get',
    path: '/pages/{id}',
    operationId: 'getPage',
    summary: 'One page with its blocks',
    tag: 'Pages',
    capability: 'pages:view',
    params: pageParamsSchema,
    responses: {
      200: { description: 'The page; every block has an id.', schema: pageDetailReplySchema },
      404: { description: 'No such page.' },
    },
    handle: async ({ db, website, params }) => ({ page: await pageDetail(db, website.id, params.id) }),
  });

  api.route({
    method: 'patch',
    path: '/pages/{id}',
    operationId: 'updatePage',
    summary: 'Change a page: title, URL, SEO, state, password, blocks',
    tag: 'Pages',
    capability: 'pages:edit',
    params: pageParamsSchema,
    body: updatePageBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The page as saved, with its new version.', schema: pageDetailReplySchema },
      404: { description: 'No such page.' },
      412: { description: 'Another save came first: `currentVersion` is the stored one; nothing was saved.' },
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      page: await updatePage(db, website.id, actor, params.id, body, ifMatchVersion(req)),
    }),
  });

  api.route({
    method: 'delete',
    path: '/pages/{id}',
    operationId: 'deletePage',
    summary: 'Delete a page (with its collection and items), and its menu links',
    tag: 'Pages',
    capability: 'pages:edit',
    params: pageParamsSchema,
    responses: {
      204: { description: 'Deleted.' },
      404: { description: 'No such page.' },
      409: { description: 'The home page, or a store that still has products.' },
    },
    handle: async ({ db, website, actor, params }) => {
      await deletePage(db, website.id, actor, params.id);
      return { status: 204 };
    },
  });
}
