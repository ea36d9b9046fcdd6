// Webhook endpoints as owners manage them: list, add (the secret shown once), change, delete, a new secret; each change recorded in OWNER_CHANGES.
import type { Knex } from 'knex';
import type { WebhookEventType, WebhookView } from '../../domain/owner-api/automation.js';
import { notFound } from '../http/http-error.js';
import { TABLES } from '../db/tables.js';
import { recordChange, stampColumns, type Actor } from '../owner/api/actor.js';
import { versionConflict } from '../owner/api/versions.js';
import {
  insertEndpoint,
  selectEndpoint,
  selectEndpoints,
  type EndpointColumns,
  type EndpointRow,
} from './endpoint-store.js';
import { newWebhookSecret } from './signature.js';
import { isoTimeOrNull } from '../db/row-time.js';

/** Who changes the endpoints of which website. */
export interface EndpointWriter {
  websiteId: string;
  actor: Actor;
}

/** The 404 of an endpoint the website does not have. */
export const WEBHOOK_NOT_FOUND = 'No such webhook.';
const webhookNotFound = () => notFound(WEBHOOK_NOT_FOUND);

/** An endpoint as the owner API shows it: never the secret, only its last four characters. */
export function webhookView(row: EndpointRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    secretHint: row.secret.slice(-4),
    secretRotatedAt: isoTimeOrNull(row.secret_rotated_at),
    createdAt: isoTimeOrNull(row.created_at) as string,
    version: row.version,
    updatedAt: isoTimeOrNull(row.updated_at) as string,
    updatedBy: row.updated_by,
  };
}

/** The website's endpoints, oldest first. */
export async function listWebhooks(db: Knex, websiteId: string): Promise<WebhookView[]> {
  return (await selectEndpoints(db, websiteId)).map(webhookView);
}

/** Adds an endpoint with a new secret; answers both (the only time the secret is shown). */
export async function createWebhook(
  db: Knex,
  writer: EndpointWriter,
  input: EndpointColumns,
): Promise<{ webhook: WebhookView; secret: string }> {
  const secret = newWebhookSecret();
  const id = await db.transaction(async (trx) => {
    const created = await insertEndpoint(trx, {
      website_id: writer.websiteId,
      ...input,
      secret,
      updated_by_account_id: writer.actor.accountId,
    });
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'create',
      entity: 'webhook',
      entityId: created,
      summary: input.url,
    });
    return created;
  });
  return { webhook: webhookView((await selectEndpoint(db, writer.websiteId, id)) as EndpointRow), secret };
}

/** What an update may change. */
export type EndpointChanges = Partial<EndpointColumns> & { events?: WebhookEventType[] };

/** Changes an endpoint's address, events, description or switch; 404, or 412 for a stale If-Match. */
export async function updateWebhook(
  db: Knex,
  writer: EndpointWriter,
  id: string,
  changes: EndpointChanges,
  version?: number,
): Promise<WebhookView> {
  await db.transaction(async (trx) => {
    const row = await selectEndpoint(trx, writer.websiteId, id, { lock: true });
    if (row === undefined) throw webhookNotFound();
    if (version !== undefined && version !== row.version) throw versionConflict(row.version);
    await trx(TABLES.webhookEndpoints)
      .where({ website_id: writer.websiteId, id })
      .update({ ...changes, ...stampColumns(trx, writer.actor) });
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'update',
      entity: 'webhook',
      entityId: id,
      summary: Object.keys(changes).join(', '),
    });
  });
  return webhookView((await selectEndpoint(db, writer.websiteId, id)) as EndpointRow);
}

/** Gives an endpoint a new secret (the old one stops signing at once); answers it, shown this once. */
export async function rotateWebhookSecret(
  db: Knex,
  writer: EndpointWriter,
  id: string,
): Promise<{ webhook: WebhookView; secret: string }> {
  const secret = newWebhookSecret();
  await db.transaction(async (trx) => {
    const row = await selectEndpoint(trx, writer.websiteId, id, { lock: true });
    if (row === undefined) throw webhookNotFound();
    await trx(TABLES.webhookEndpoints)
      .where({ website_id: writer.websiteId, id })
      .update({ secret, secret_rotated_at: trx.fn.now(), ...stampColumns(trx, writer.actor) });
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'rotate-secret',
      entity: 'webhook',
      entityId: id,
      summary: row.url,
    });
  });
  return { webhook: webhookView((await selectEndpoint(db, writer.websiteId, id)) as EndpointRow), secret };
}

/** Deletes an endpoint and its delivery log (pending deliveries are not sent). */
export async function deleteWebhook(db: Knex, writer: EndpointWriter, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await selectEndpoint(trx, writer.websiteId, id, { lock: true });
    if (row === undefined) throw webhookNotFound();
    await trx(TABLES.webhookEndpoints).where({ website_id: writer.websiteId, id }).delete();
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'delete',
      entity: 'webhook',
      entityId: id,
      summary: row.url,
    });
  });
}
