// The delivery log owners read: an endpoint's deliveries a page at a time, newest first, and redelivering one.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DeliveryStatus, DeliveryView, WebhookEventType } from '../../domain/owner-api/automation.js';
import type { WebhookPayload } from './enqueue.js';
import { sampleEventData } from './sample-events.js';
import { TABLES } from '../db/tables.js';
import { notFound } from '../http/http-error.js';
import { recordChange, type Actor } from '../owner/api/actor.js';
import { selectEndpoint } from './endpoint-store.js';
import { WEBHOOK_NOT_FOUND } from './endpoint-service.js';
import { isoTimeOrNull } from '../db/row-time.js';

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEventType;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
  failed_at: Date | null;
  redelivery_of: string | null;
}

const COLUMNS = [
  'id',
  'endpoint_id',
  'event_id',
  'event_type',
  'attempts',
  'response_status',
  'last_error',
  'created_at',
  'last_attempt_at',
  'next_attempt_at',
  'delivered_at',
  'failed_at',
  'redelivery_of',
];

function statusOf(row: DeliveryRow): DeliveryStatus {
  if (row.delivered_at !== null) return 'delivered';
  if (row.failed_at !== null) return 'failed';
  return 'pending';
}

/** A delivery as the log shows it. */
export function deliveryView(row: DeliveryRow): DeliveryView {
  const status = statusOf(row);
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    lastError: row.last_error,
    createdAt: isoTimeOrNull(row.created_at) as string,
    lastAttemptAt: isoTimeOrNull(row.last_attempt_at),
    nextAttemptAt: status === 'pending' ? isoTimeOrNull(row.next_attempt_at) : null,
    deliveredAt: isoTimeOrNull(row.delivered_at),
    redeliveryOf: row.redelivery_of,
  };
}

/** A page of an endpoint's log, newest first, optionally of one status; 404 for an unknown endpoint. */
export async function listDeliveries(
  db: Knex,
  websiteId: string,
  endpointId: string,
  { page, pageSize, status }: { page: number; pageSize: number; status?: DeliveryStatus },
): Promise<{ deliveries: DeliveryView[]; page: number; pageSize: number; total: number }> {
  if ((await selectEndpoint(db, websiteId, endpointId)) === undefined) throw notFound(WEBHOOK_NOT_FOUND);
  const rows = db(TABLES.webhookDeliveries).where({ website_id: websiteId, endpoint_id: endpointId });
  if (status === 'delivered') rows.whereNotNull('delivered_at');
  if (status === 'failed') rows.whereNotNull('failed_at');
  if (status === 'pending') rows.whereNull('delivered_at').whereNull('failed_at');
  const [counted, found] = await Promise.all([
    rows.clone().count<{ count: string }[]>({ count: '*' }),
    rows
      .clone()
      .select(COLUMNS)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    deliveries: (found as DeliveryRow[]).map(deliveryView),
    page,
    pageSize,
    total: Number(counted[0]?.count ?? 0),
  };
}

/** The 404 of a delivery the website does not have. */
export const DELIVERY_NOT_FOUND = 'No such delivery.';

/**
 * Queues a delivery's event again, to the same endpoint, as a new delivery (a new Tessera-Delivery
 * id, the same payload and event id), due now; the original stays in the log as it was.
 */
export async function redeliver(
  db: Knex,
  websiteId: string,
  actor: Actor,
  id: string,
): Promise<DeliveryView> {
  const created = await db.transaction(async (trx) => {
    const original = (await trx(TABLES.webhookDeliveries).where({ website_id: websiteId, id }).first()) as
      (DeliveryRow & { body: string }) | undefined;
    if (original === undefined) throw notFound(DELIVERY_NOT_FOUND);
    const [row] = (await trx(TABLES.webhookDeliveries)
      .insert({
        website_id: websiteId,
        id: randomUUID(),
        endpoint_id: original.endpoint_id,
        event_id: original.event_id,
        event_type: original.event_type,
        body: original.body,
        redelivery_of: original.id,
        next_attempt_at: trx.fn.now(),
      })
      .returning(COLUMNS)) as DeliveryRow[];
    await recordChange(trx, actor, {
      websiteId,
      action: 'redeliver',
      entity: 'webhook-delivery',
      entityId: original.id,
      summary: original.event_type,
    });
    return row as DeliveryRow;
  });
  return deliveryView(created);
}

/**
 * Queues a test event of `type` with sample data (`test: true` in the payload) to one endpoint,
 * whatever events it chose; it is posted, signed and logged as any other. 404 for an unknown endpoint.
 */
export async function sendTestEvent(
  db: Knex,
  websiteId: string,
  actor: Actor,
  endpointId: string,
  type: WebhookEventType,
  now: Date = new Date(),
): Promise<DeliveryView> {
  const created = await db.transaction(async (trx) => {
    if ((await selectEndpoint(trx, websiteId, endpointId)) === undefined) throw notFound(WEBHOOK_NOT_FOUND);
    const payload: WebhookPayload = {
      id: randomUUID(),
      type,
      createdAt: now.toISOString(),
      websiteId,
      test: true,
      data: sampleEventData(type, websiteId, now),
    };
    const [row] = (await trx(TABLES.webhookDeliveries)
      .insert({
        website_id: websiteId,
        id: randomUUID(),
        endpoint_id: endpointId,
        event_id: payload.id,
        event_type: type,
        body: JSON.stringify(payload),
        next_attempt_at: now,
      })
      .returning(COLUMNS)) as DeliveryRow[];
    await recordChange(trx, actor, {
      websiteId,
      action: 'test',
      entity: 'webhook',
      entityId: endpointId,
      summary: type,
    });
    return row as DeliveryRow;
  });
  return deliveryView(created);
}
