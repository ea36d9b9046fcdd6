// The owner API's routes for pages, their blocks, settings and locks (declared on the owner route table).
import {
  createPageBodySchema,
  createdPageReplySchema,
  pageDetailReplySchema,
  pageListSchema,
  pageParamsSchema,
  updatePageBodySchema,
} from '../../../domain/owner-api/pages.js';
import {
  pageDraftReplySchema,
  pageReadQuerySchema,
  pageRevisionsReplySchema,
  revisionParamsSchema,
} from '../../../domain/owner-api/page-drafts.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { createPage } from './create-page.js';
import { discardDraft, pageRevisions, publishPage, restoreRevision } from './publish-page.js';
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
    summary: 'One page with its blocks: as published, or its draft',
    tag: 'Pages',
    capability: 'pages:view',
    params: pageParamsSchema,
    query: pageReadQuerySchema,
    responses: {
      200: {
        description:
          'The page as visitors see it, or with `?draft=1` with its unpublished changes; every block has an id.',
        schema: pageDetailReplySchema,
      },
      404: { description: 'No such page.' },
    },
    handle: async ({ db, website, params, query }) => ({
      page: await pageDetail(db, website.id, params.id, { draft: query.draft === '1' }),
    }),
  });

  api.route({
    method: 'patch',
    path: '/pages/{id}',
    operationId: 'updatePage',
    summary: 'Change a page: title, URL, SEO, state, password at once; blocks and block areas in its draft',
    tag: 'Pages',
    capability: 'pages:edit',
    params: pageParamsSchema,
    body: updatePageBodySchema,
    ifMatch: 'optional',
    responses: {
      200: {
        description: 'The page as saved (its draft), with its new version.',
        schema: pageDetailReplySchema,
      },
      404: { description: 'No such page.' },
      412: { description: 'Another save came first: `currentVersion` is the stored one; nothing was saved.' },
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      page: await updatePage(db, website.id, actor, params.id, body, ifMatchVersion(req)),
    }),
  });

  const conflict = {
    412: { description: 'Another save came first: `currentVersion` is the stored one; nothing changed.' },
  };

  api.route({
    method: 'post',
    path: '/pages/{id}/publish',
    operationId: 'publishPage',
    summary: 'Publish the page’s draft: visitors see it, and a revision keeps it',
    tag: 'Pages',
    capability: 'pages:edit',
    params: pageParamsSchema,
    ifMatch: 'optional',
    responses: {
      200: {
        description: 'The page as published, with no unpublished changes.',
        schema: pageDraftReplySchema,
      },
      404: { description: 'No such page.' },
      409: { description: 'The page has no unpublished changes.' },
      ...conflict,
    },
    handle: async ({ req, db, website, actor, params }) => ({
      page: await publishPage(db, website.id, actor, params.id, ifMatchVersion(req)),
    }),
  });

  api.route({
    method: 'post',
    path: '/pages/{id}/discard',
    operationId: 'discardPageDraft',
    summary: 'Drop the page’s unpublished changes',
    tag: 'Pages',
    capability: 'pages:edit',
    params: pageParamsSchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The page as published (its draft is gone).', schema: pageDraftReplySchema },
      404: { description: 'No such page.' },
      ...conflict,
    },
    handle: async ({ req, db, website, actor, params }) => ({
      page: await discardDraft(db, website.id, actor, params.id, ifMatchVersion(req)),
    }),
  });

  api.route({
    method: 'get',
    path: '/pages/{id}/revisions',
    operationId: 'listPageRevisions',
    summary: 'The page’s published versions, the newest first (the last 50)',
    tag: 'Pages',
    capability: 'pages:view',
    params: pageParamsSchema,
    responses: {
      200: {
        description: 'Who published each and when, with its preview address.',
        schema: pageRevisionsReplySchema,
      },
      404: { description: 'No such page.' },
    },
    handle: async ({ db, website, params }) => ({
      revisions: await pageRevisions(db, website.id, params.id),
    }),
  });

  api.route({
    method: 'post',
    path: '/pages/{id}/revisions/{revisionId}/restore',
    operationId: 'restorePageRevision',
    summary: 'Make a published version the page’s draft again (publish it to show it)',
    tag: 'Pages',
    capability: 'pages:edit',
    params: revisionParamsSchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The page with the revision as its draft.', schema: pageDraftReplySchema },
      404: { description: 'No such page or revision.' },
      ...conflict,
    },
    handle: async ({ req, db, website, actor, params }) => ({
      page: await restoreRevision(db, website.id, actor, params.id, params.revisionId, ifMatchVersion(req)),
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
