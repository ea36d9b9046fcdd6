// The owner's member areas on the owner route table: list, create, change, delete, and which area a page is for.
import {
  memberAreaInputSchema,
  memberAreaListSchema,
  memberAreaParamsSchema,
  memberAreaReplySchema,
  pageMemberAreaReplySchema,
  pageMemberAreaSchema,
  type MemberArea,
  type MemberAreaInput,
} from '../../domain/members.js';
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import { badRequest, notFound } from '../http/http-error.js';
import { errorResponse } from '../owner/api/error-responses.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';
import {
  deleteMemberArea,
  findMemberArea,
  insertMemberArea,
  listMemberAreas,
  setPageMemberArea,
  subscriptionProducts,
  updateMemberArea,
} from './store.js';

const TAG = 'Pages';
const missing = errorResponse('No such member area.');
const invalid = errorResponse('A field is invalid (named in `fields`).');
const NO_PRODUCT = 'Choose a subscription product of this website.';

/** A paid area's product must be a subscribable product of this website. */
async function checkProduct(db: Knex, websiteId: string, input: MemberAreaInput): Promise<void> {
  if (input.access !== 'paid' || input.productId === null) return;
  const product: unknown = await db(TABLES.products)
    .where({ website_id: websiteId, id: input.productId, is_subscribable: true })
    .first('id');
  if (product === undefined) throw badRequest(NO_PRODUCT, { productId: NO_PRODUCT });
}

function rowFields(input: MemberAreaInput) {
  return {
    name: input.name,
    access: input.access,
    product_id: input.access === 'paid' ? input.productId : null,
  };
}

async function areaOf(db: Knex, websiteId: string, id: string): Promise<MemberArea> {
  const area = (await listMemberAreas(db, websiteId)).find((candidate) => candidate.id === id);
  if (area === undefined) throw notFound('No such member area.');
  return area;
}

/**
 * Declares the member-area routes on `api`: `GET|POST /member-areas`, `PUT|DELETE
 * /member-areas/{id}` and `PUT /pages/{id}/member-area` (`{ memberAreaId }`, null for a public
 * page). Changes that move pages in or out of an area drop the website's cached pages.
 */
export function registerMemberAreaRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/member-areas',
    operationId: 'listMemberAreas',
    summary: 'The member areas, by name, each with the pages it guards, and the subscription products.',
    tag: TAG,
    capability: 'pages:view',
    responses: { 200: { description: 'The member areas.', schema: memberAreaListSchema } },
    handle: async ({ db, website }) => ({
      memberAreas: await listMemberAreas(db, website.id),
      subscriptionProducts: await subscriptionProducts(db, website.id),
    }),
  });

  api.route({
    method: 'post',
    path: '/member-areas',
    operationId: 'createMemberArea',
    summary: 'Adds a member area: free (joined by signing up) or paid (through a subscription product).',
    tag: TAG,
    capability: 'pages:edit',
    body: memberAreaInputSchema,
    responses: { 201: { description: 'The new member area.', schema: memberAreaReplySchema }, 400: invalid },
    handle: async ({ db, website, body }) => {
      await checkProduct(db, website.id, body);
      const row = await insertMemberArea(db, website.id, rowFields(body));
      return { memberArea: await areaOf(db, website.id, row.id) };
    },
  });

  api.route({
    method: 'put',
    path: '/member-areas/{id}',
    operationId: 'updateMemberArea',
    summary: 'Changes a member area’s name or access.',
    tag: TAG,
    capability: 'pages:edit',
    params: memberAreaParamsSchema,
    body: memberAreaInputSchema,
    responses: {
      200: { description: 'The member area.', schema: memberAreaReplySchema },
      400: invalid,
      404: missing,
    },
    handle: async ({ db, website, params, body }) => {
      await checkProduct(db, website.id, body);
      const row = await updateMemberArea(db, website.id, params.id, rowFields(body));
      if (row === undefined) throw notFound('No such member area.');
      invalidateSiteData(website.id);
      return { memberArea: await areaOf(db, website.id, row.id) };
    },
  });

  api.route({
    method: 'delete',
    path: '/member-areas/{id}',
    operationId: 'deleteMemberArea',
    summary: 'Deletes a member area; its pages become public.',
    tag: TAG,
    capability: 'pages:edit',
    params: memberAreaParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 404: missing },
    handle: async ({ db, website, params }) => {
      if ((await deleteMemberArea(db, website.id, params.id)) === 0) throw notFound('No such member area.');
      invalidateSiteData(website.id);
      return { status: 204 };
    },
  });

  api.route({
    method: 'put',
    path: '/pages/{id}/member-area',
    operationId: 'setPageMemberArea',
    summary: 'Makes a page members-only (in a member area), or public again with null.',
    tag: TAG,
    capability: 'pages:edit',
    params: memberAreaParamsSchema,
    body: pageMemberAreaSchema,
    responses: {
      200: { description: 'The page’s member area.', schema: pageMemberAreaReplySchema },
      400: invalid,
      404: errorResponse('No such page.'),
    },
    handle: async ({ db, website, params, body }) => {
      const { memberAreaId } = body;
      if (memberAreaId !== null && (await findMemberArea(db, website.id, memberAreaId)) === undefined)
        throw badRequest('Choose a member area of this website.', {
          memberAreaId: 'Choose a member area of this website.',
        });
      if ((await setPageMemberArea(db, website.id, params.id, memberAreaId)) === 0)
        throw notFound('No such page.');
      invalidateSiteData(website.id);
      return { pageId: params.id, memberAreaId };
    },
  });
}
