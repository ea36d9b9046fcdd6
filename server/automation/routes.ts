// The owner API's routes for workflow automation: webhook endpoints, their secrets, the delivery log and redelivery (declared on the owner route table).
import {
  WEBHOOK_SIGNATURE_HELP,
  createWebhookBodySchema,
  deliveryListQuerySchema,
  deliveryListSchema,
  deliveryParamsSchema,
  deliveryReplySchema,
  testWebhookBodySchema,
  updateWebhookBodySchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookReplySchema,
  webhookSecretReplySchema,
} from '../../domain/owner-api/automation.js';
import { errorResponse, staleVersionResponse } from '../owner/api/error-responses.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { ifMatchVersion } from '../owner/api/versions.js';
import { DELIVERY_NOT_FOUND, listDeliveries, redeliver, sendTestEvent } from './delivery-log.js';
import {
  WEBHOOK_NOT_FOUND,
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
} from './endpoint-service.js';

const TAG = 'Automation';
const missing = errorResponse(WEBHOOK_NOT_FOUND);

/** Declares the workflow-automation routes on `api`. */
export function registerAutomationRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/automation/webhooks',
    operationId: 'listWebhooks',
    summary: 'The webhook endpoints events are posted to (never their secrets).',
    tag: TAG,
    capability: 'automation:view',
    responses: { 200: { description: 'Oldest first.', schema: webhookListSchema } },
    handle: async ({ db, website }) => ({ webhooks: await listWebhooks(db, website.id) }),
  });

  api.route({
    method: 'post',
    path: '/automation/webhooks',
    operationId: 'createWebhook',
    summary: 'Adds a webhook endpoint: an https address (http only on loopback) and the events it gets.',
    tag: TAG,
    capability: 'automation:edit',
    body: createWebhookBodySchema,
    responses: {
      201: {
        description: `The endpoint and its signing secret, shown only here. ${WEBHOOK_SIGNATURE_HELP}`,
        schema: webhookSecretReplySchema,
      },
    },
    handle: async ({ db, website, actor, body }) => createWebhook(db, { websiteId: website.id, actor }, body),
  });

  api.route({
    method: 'patch',
    path: '/automation/webhooks/{id}',
    operationId: 'updateWebhook',
    summary: 'Changes an endpoint’s address, events, description, or switches it on or off.',
    tag: TAG,
    capability: 'automation:edit',
    params: webhookParamsSchema,
    body: updateWebhookBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The endpoint.', schema: webhookReplySchema },
      404: missing,
      412: staleVersionResponse('webhook'),
    },
    handle: async ({ req, db, website, actor, params, body }) => ({
      webhook: await updateWebhook(
        db,
        { websiteId: website.id, actor },
        params.id,
        body,
        ifMatchVersion(req),
      ),
    }),
  });

  api.route({
    method: 'delete',
    path: '/automation/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Deletes an endpoint with its delivery log; what was still pending is not sent.',
    tag: TAG,
    capability: 'automation:edit',
    params: webhookParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 404: missing },
    handle: async ({ db, website, actor, params }) => {
      await deleteWebhook(db, { websiteId: website.id, actor }, params.id);
      return { status: 204 };
    },
  });

  api.route({
    method: 'post',
    path: '/automation/webhooks/{id}/secret',
    operationId: 'rotateWebhookSecret',
    summary: 'Gives an endpoint a new signing secret; the old one stops signing at once.',
    tag: TAG,
    capability: 'automation:edit',
    params: webhookParamsSchema,
    responses: {
      200: {
        description: `The endpoint and its new secret, shown only here. ${WEBHOOK_SIGNATURE_HELP}`,
        schema: webhookSecretReplySchema,
      },
      404: missing,
    },
    handle: async ({ db, website, actor, params }) =>
      rotateWebhookSecret(db, { websiteId: website.id, actor }, params.id),
  });

  api.route({
    method: 'post',
    path: '/automation/webhooks/{id}/test',
    operationId: 'sendWebhookTestEvent',
    summary:
      'Posts a sample event of a type to an endpoint (whatever events it chose), marked `"test": true`, so a service can learn its fields.',
    tag: TAG,
    capability: 'automation:edit',
    params: webhookParamsSchema,
    body: testWebhookBodySchema,
    responses: {
      202: { description: 'Queued: the worker posts it within seconds.', schema: deliveryReplySchema },
      404: missing,
    },
    handle: async ({ db, website, actor, params, body }) => ({
      status: 202,
      body: { delivery: await sendTestEvent(db, website.id, actor, params.id, body.type) },
    }),
  });

  api.route({
    method: 'get',
    path: '/automation/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary:
      'An endpoint’s delivery log, newest first, a page at a time: event, status, response code, attempts.',
    tag: TAG,
    capability: 'automation:view',
    params: webhookParamsSchema,
    query: deliveryListQuerySchema,
    responses: {
      200: { description: 'One page, and how many there are.', schema: deliveryListSchema },
      404: missing,
    },
    handle: async ({ db, website, params, query }) => listDeliveries(db, website.id, params.id, query),
  });

  api.route({
    method: 'post',
    path: '/automation/deliveries/{id}/redeliver',
    operationId: 'redeliverWebhook',
    summary:
      'Posts a delivery’s event again, as a new delivery (its own Tessera-Delivery id, the same payload and event id).',
    tag: TAG,
    capability: 'automation:edit',
    params: deliveryParamsSchema,
    responses: {
      202: { description: 'Queued: the worker posts it within seconds.', schema: deliveryReplySchema },
      404: errorResponse(DELIVERY_NOT_FOUND),
    },
    handle: async ({ db, website, actor, params }) => ({
      status: 202,
      body: { delivery: await redeliver(db, website.id, actor, params.id) },
    }),
  });
}
