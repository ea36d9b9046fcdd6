// The owner API's mailing-list and campaign routes (declared on the owner route table): members and their CSV, built-in lists, the provider connection, campaigns and sending.
import {
  builtInListsSchema,
  campaignBodySchema,
  campaignListSchema,
  campaignParamsSchema,
  campaignReplySchema,
  connectionBodySchema,
  connectionReplySchema,
  createListBodySchema,
  listReplySchema,
  memberListQuerySchema,
  memberListSchema,
  providerListsBodySchema,
  providerListsSchema,
} from '../../domain/owner-api/mailing-lists.js';
import { errorResponse } from '../owner/api/error-responses.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { recordChange } from '../owner/api/actor.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { builtInLists, createBuiltInList } from './builtin-provider.js';
import { createCampaign, listCampaigns, readCampaign, sendCampaign, updateCampaign } from './campaigns.js';
import { deleteConnection, providerLists, readConnection, saveConnection } from './connection.js';
import { listMembers, membersCsv } from './members.js';

const LISTS = 'Mailing lists';
const CAMPAIGNS = 'Campaigns';
const invalid = errorResponse(
  'Update the missing or invalid information above: `fields` names the problem (SPEC’s “A List must be selected.”, “Add an email subject.”, “You don’t have any mailing lists, create one before continuing.”).',
);
const missingCampaign = errorResponse('No such campaign.');

/** Declares the mailing-list and campaign routes on `api`. */
export function registerMailingListRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/mailing-lists/members',
    operationId: 'listMailingListMembers',
    summary:
      'The built-in lists’ members (newsletter sign-ups, restock opt-ins, forms), newest first, a page at a time; `search` matches part of the address.',
    tag: LISTS,
    capability: 'marketing:view',
    query: memberListQuerySchema,
    responses: { 200: { description: 'A page of members.', schema: memberListSchema } },
    handle: async ({ db, website, query }) => ({
      ...(await listMembers(db, website.id, query)),
      page: query.page,
      pageSize: query.pageSize,
    }),
  });

  api.route({
    method: 'get',
    path: '/mailing-lists/members/export.csv',
    operationId: 'exportMailingListMembers',
    summary:
      'Every member of the built-in lists as CSV: email, list, status, source (newsletter sign-up, restock opt-in, form) and the dates.',
    tag: LISTS,
    capability: 'marketing:view',
    responses: { 200: { description: 'The CSV file (text/csv).' } },
    handle: async ({ db, website, res }) => {
      const body = await membersCsv(db, website.id);
      res
        .set('Cache-Control', 'no-store')
        .set('Content-Disposition', 'attachment; filename="mailing-list-members.csv"')
        .type('text/csv; charset=utf-8')
        .send(body);
      return undefined;
    },
  });

  api.route({
    method: 'get',
    path: '/mailing-lists/lists',
    operationId: 'listBuiltInMailingLists',
    summary: 'The built-in mailing lists, oldest first, with how many are subscribed to each.',
    tag: LISTS,
    capability: 'marketing:view',
    responses: { 200: { description: 'The lists.', schema: builtInListsSchema } },
    handle: async ({ db, website }) => ({ lists: await builtInLists(db, website.id) }),
  });

  api.route({
    method: 'post',
    path: '/mailing-lists/lists',
    operationId: 'createBuiltInMailingList',
    summary: 'Creates a built-in mailing list.',
    tag: LISTS,
    capability: 'marketing:edit',
    body: createListBodySchema,
    responses: { 201: { description: 'The new list.', schema: listReplySchema }, 400: invalid },
    handle: async ({ db, website, actor, body }) => {
      const list = await db.transaction(async (trx) => {
        const created = await createBuiltInList(trx, website.id, body.name);
        await recordChange(trx, actor, {
          websiteId: website.id,
          action: 'create',
          entity: 'mailing-list',
          entityId: created.id,
          summary: created.name,
        });
        return created;
      });
      return { list };
    },
  });

  api.route({
    method: 'get',
    path: '/mailing-lists/connection',
    operationId: 'getMailingListConnection',
    summary:
      'Where newsletter sign-ups go: the connected provider and list (the API key only as its last four characters); null means the oldest built-in list.',
    tag: LISTS,
    capability: 'marketing:view',
    responses: { 200: { description: 'The connection.', schema: connectionReplySchema } },
    handle: async ({ db, website }) => ({ connection: await readConnection(db, website.id) }),
  });

  api.route({
    method: 'post',
    path: '/mailing-lists/provider-lists',
    operationId: 'listProviderMailingLists',
    summary:
      'The lists a provider offers, for the connection dialog (the API key travels in the body; without it, the stored one).',
    tag: LISTS,
    capability: 'marketing:edit',
    body: providerListsBodySchema,
    responses: { 200: { description: 'The lists.', schema: providerListsSchema }, 400: invalid },
    handle: async ({ deps, website, body }) => ({
      lists: await providerLists(deps, website.id, body.provider, body.apiKey),
    }),
  });

  api.route({
    method: 'put',
    path: '/mailing-lists/connection',
    operationId: 'saveMailingListConnection',
    summary:
      'Connects a provider’s list: the key is tried by asking the provider for its lists, and the list must be one of them.',
    tag: LISTS,
    capability: 'marketing:edit',
    body: connectionBodySchema,
    responses: { 200: { description: 'The connection.', schema: connectionReplySchema }, 400: invalid },
    handle: async ({ deps, website, actor, body }) => ({
      connection: await saveConnection(deps, { websiteId: website.id, actor }, body),
    }),
  });

  api.route({
    method: 'delete',
    path: '/mailing-lists/connection',
    operationId: 'deleteMailingListConnection',
    summary: 'Disconnects: sign-ups go to the oldest built-in list again (the key is forgotten).',
    tag: LISTS,
    capability: 'marketing:edit',
    responses: { 204: { description: 'Disconnected.' } },
    handle: async ({ db, website, actor }) => {
      await deleteConnection(db, { websiteId: website.id, actor });
      return { status: 204 };
    },
  });

  api.route({
    method: 'get',
    path: '/campaigns',
    operationId: 'listCampaigns',
    summary: 'The email campaigns, newest first, with what each sent.',
    tag: CAMPAIGNS,
    capability: 'marketing:view',
    responses: { 200: { description: 'The campaigns.', schema: campaignListSchema } },
    handle: async ({ db, website }) => ({ campaigns: await listCampaigns(db, website.id) }),
  });

  api.route({
    method: 'post',
    path: '/campaigns',
    operationId: 'createCampaign',
    summary: 'Writes a campaign draft: a subject and a rich-text body (sanitized).',
    tag: CAMPAIGNS,
    capability: 'marketing:edit',
    body: campaignBodySchema,
    responses: { 201: { description: 'The draft.', schema: campaignReplySchema }, 400: invalid },
    handle: async ({ db, website, actor, body }) => ({
      campaign: await createCampaign(db, { websiteId: website.id, actor }, body),
    }),
  });

  api.route({
    method: 'get',
    path: '/campaigns/{id}',
    operationId: 'getCampaign',
    summary: 'One campaign.',
    tag: CAMPAIGNS,
    capability: 'marketing:view',
    params: campaignParamsSchema,
    responses: { 200: { description: 'The campaign.', schema: campaignReplySchema }, 404: missingCampaign },
    handle: async ({ db, website, params }) => ({ campaign: await readCampaign(db, website.id, params.id) }),
  });

  api.route({
    method: 'put',
    path: '/campaigns/{id}',
    operationId: 'updateCampaign',
    summary: 'Changes a draft’s subject and body; a sent campaign cannot change (409).',
    tag: CAMPAIGNS,
    capability: 'marketing:edit',
    params: campaignParamsSchema,
    body: campaignBodySchema,
    responses: {
      200: { description: 'The draft.', schema: campaignReplySchema },
      400: invalid,
      404: missingCampaign,
      409: errorResponse('The campaign has been sent.'),
    },
    handle: async ({ db, website, actor, params, body }) => ({
      campaign: await updateCampaign(db, { websiteId: website.id, actor }, params.id, body),
    }),
  });

  api.route({
    method: 'post',
    path: '/campaigns/{id}/send',
    operationId: 'sendCampaign',
    summary:
      'Sends a draft to every subscribed member of the built-in list (the connected one, else the oldest): one outbox mail each with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) headers. Sending a sent campaign again sends nothing.',
    tag: CAMPAIGNS,
    capability: 'marketing:edit',
    params: campaignParamsSchema,
    responses: {
      200: {
        description: 'The campaign, sent, with how many mails were queued.',
        schema: campaignReplySchema,
      },
      400: invalid,
      404: missingCampaign,
    },
    handle: async ({ deps, db, website, actor, params }) => ({
      campaign: await sendCampaign(db, { websiteId: website.id, actor }, params.id, {
        siteTitle: website.title,
        origin: await publicBaseUrl(deps, website),
      }),
    }),
  });
}
