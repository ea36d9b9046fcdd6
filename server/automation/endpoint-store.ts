// SQL of webhook endpoints: WEBHOOK_ENDPOINTS rows with who saved each last.
import type { Knex } from 'knex';
import type { WebhookEventType } from '../../domain/owner-api/automation-rules.js';
import { TABLES } from '../db/tables.js';
import { editedRows, UPDATED_BY } from '../owner/api/edited-rows.js';

/** A WEBHOOK_ENDPOINTS row as the owner API reads it. */
export interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  secret: string;
  secret_rotated_at: Date | null;
  created_at: Date;
  version: number;
  updated_at: Date;
  updated_by: string | null;
}

function endpointQuery(db: Knex, websiteId: string): Knex.QueryBuilder {
  return editedRows(db, TABLES.webhookEndpoints, 'w', websiteId).select(
    'w.id',
    'w.url',
    'w.description',
    'w.events',
    'w.enabled',
    'w.secret',
    'w.secret_rotated_at',
    'w.created_at',
    'w.version',
    'w.updated_at',
    UPDATED_BY,
  );
}

/** The website's endpoints, oldest first. */
export function selectEndpoints(db: Knex, websiteId: string): Promise<EndpointRow[]> {
  return endpointQuery(db, websiteId).orderBy([{ column: 'w.created_at' }, { column: 'w.id' }]);
}

/** One endpoint of the website (locked for update with `lock`). */
export function selectEndpoint(
  db: Knex,
  websiteId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<EndpointRow | undefined> {
  const query = endpointQuery(db, websiteId).where('w.id', id);
  if (lock) query.forUpdate('w');
  return query.first();
}

/** The columns an owner writes. */
export interface EndpointColumns {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/** Stores a new endpoint; returns its id. */
export async function insertEndpoint(
  db: Knex,
  row: EndpointColumns & { website_id: string; secret: string; updated_by_account_id: string | null },
): Promise<string> {
  const [created] = await db(TABLES.webhookEndpoints).insert(row).returning('id');
  return (created as { id: string }).id;
}
