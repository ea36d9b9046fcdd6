// Queuing an event for webhooks: one WEBHOOK_DELIVERIES row per enabled endpoint that wants it, in the caller's transaction.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { WebhookEventType } from '../../domain/owner-api/automation-rules.js';
import { TABLES } from '../db/tables.js';

/** Something that happened on a website, for the endpoints that subscribed to its type. */
export interface WebhookEvent {
  websiteId: string;
  type: WebhookEventType;
  /** The event's own JSON: `{ order }`, `{ submission }`, `{ signUp }`. */
  data: Record<string, unknown>;
}

/** The JSON every delivery posts: what automation services read as is. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  websiteId: string;
  data: Record<string, unknown>;
  /** Present (true) only on a test event an owner sent from the editor, with sample data. */
  test?: true;
}

/**
 * Queues `event` for every enabled endpoint of its website that subscribed to its type. Pass the
 * transaction that makes the change (the order, the submission), so deliveries exist exactly
 * when the change is kept; the worker posts them after it commits. Returns how many were queued.
 */
export async function enqueueWebhookEvent(
  trx: Knex,
  event: WebhookEvent,
  now: Date = new Date(),
): Promise<number> {
  const endpoints = (await trx(TABLES.webhookEndpoints)
    .where({ website_id: event.websiteId, enabled: true })
    .whereRaw('? = any(events)', [event.type])
    .select('id')) as { id: string }[];
  if (endpoints.length === 0) return 0;
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: event.type,
    createdAt: now.toISOString(),
    websiteId: event.websiteId,
    data: event.data,
  };
  const body = JSON.stringify(payload);
  await trx(TABLES.webhookDeliveries).insert(
    endpoints.map((endpoint) => ({
      website_id: event.websiteId,
      id: randomUUID(),
      endpoint_id: endpoint.id,
      event_id: payload.id,
      event_type: event.type,
      body,
      next_attempt_at: now,
    })),
  );
  return endpoints.length;
}
