// A website's mailing-list connection (MAILING_LIST_CONNECTIONS): which provider and list sign-ups go to, checked against the provider when saved.
import type { Knex } from 'knex';
import type {
  ConnectionView,
  MailingListProvider as ProviderKind,
} from '../../domain/owner-api/mailing-lists.js';
import { MAILING_LIST_MESSAGES } from '../../domain/owner-api/mailing-list-rules.js';
import type { AppDeps } from '../app-deps.js';
import { TABLES } from '../db/tables.js';
import { badRequest } from '../http/http-error.js';
import { OWNER_INPUT_MESSAGE } from '../commerce/stores/owner-messages.js';
import type { Actor } from '../owner/api/actor.js';
import { recordChange } from '../owner/api/actor.js';
import { builtInLists, builtInProvider, createBuiltInList } from './builtin-provider.js';
import { mailchimpProvider } from './mailchimp-provider.js';
import { ProviderError, type MailingListProvider, type ProviderList } from './provider.js';

/** A MAILING_LIST_CONNECTIONS row. */
interface ConnectionRow {
  provider: ProviderKind;
  api_key: string | null;
  list_id: string;
  list_name: string;
  updated_at: Date | string;
}

/** The stored connection of a website, key included (server use only). */
export async function readConnectionRow(db: Knex, websiteId: string): Promise<ConnectionRow | undefined> {
  return (await db(TABLES.mailingListConnections)
    .where({ website_id: websiteId })
    .first('provider', 'api_key', 'list_id', 'list_name', 'updated_at')) as ConnectionRow | undefined;
}

/** The last four characters of a key, for the owner to tell keys apart. */
export function keyHint(key: string | null): string | null {
  return key === null || key === '' ? null : key.slice(-4);
}

function view(row: ConnectionRow): ConnectionView {
  return {
    provider: row.provider,
    listId: row.list_id,
    listName: row.list_name,
    apiKeyHint: keyHint(row.api_key),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The built-in list SPEC §3's integration setting names (`WEBSITE_SETTINGS.integrations.mailingList`,
 * `{ connected, provider: 'tessera', mailingListId }`, as the demo seeds it) when no connection row
 * was saved.
 */
async function settingsConnection(db: Knex, websiteId: string): Promise<ConnectionView | null> {
  const settings = (await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .first('integrations', 'updated_at')) as
    { integrations: Record<string, unknown> | null; updated_at: Date | string } | undefined;
  const integration = settings?.integrations?.mailingList as Record<string, unknown> | undefined;
  if (integration?.connected !== true || integration.provider !== 'tessera') return null;
  if (typeof integration.mailingListId !== 'string') return null;
  const list = (await db(TABLES.mailingLists)
    .where({ website_id: websiteId, id: integration.mailingListId })
    .first('id', 'name')) as { id: string; name: string } | undefined;
  if (list === undefined || settings === undefined) return null;
  return {
    provider: 'tessera',
    listId: list.id,
    listName: list.name,
    apiKeyHint: null,
    updatedAt: new Date(settings.updated_at).toISOString(),
  };
}

/** The connection as the owner sees it (never the key), or null when none was made. */
export async function readConnection(db: Knex, websiteId: string): Promise<ConnectionView | null> {
  const row = await readConnectionRow(db, websiteId);
  return row === undefined ? settingsConnection(db, websiteId) : view(row);
}

/** Keeps SPEC §3's integration setting in step: connected (with the provider and list) or not. */
async function recordIntegration(
  db: Knex,
  websiteId: string,
  connected: { provider: ProviderKind; listId: string } | undefined,
): Promise<void> {
  const value =
    connected === undefined
      ? { connected: false }
      : { connected: true, provider: connected.provider, mailingListId: connected.listId };
  await db(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .update({
      integrations: db.raw(`jsonb_set(coalesce(integrations, '{}'::jsonb), '{mailingList}', ?::jsonb)`, [
        JSON.stringify(value),
      ]),
      updated_at: db.fn.now(),
    });
}

/** A provider of `kind` for the website: the built-in lists, or Mailchimp with `apiKey`. */
export function providerFor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  websiteId: string,
  kind: ProviderKind,
  apiKey: string | null,
): MailingListProvider {
  if (kind === 'tessera') return builtInProvider(deps.db.knex, websiteId);
  if (apiKey === null || apiKey === '')
    throw new ProviderError(MAILING_LIST_MESSAGES.apiKeyRequired, 'apiKey');
  return mailchimpProvider({ apiKey, baseUrl: deps.config.mailchimpApiBaseUrl });
}

/** A provider's refusal as the owner API's 400, beside its field. */
export function providerRefusal(error: unknown): never {
  if (error instanceof ProviderError) {
    throw badRequest(OWNER_INPUT_MESSAGE, { [error.field ?? 'provider']: error.message });
  }
  throw error;
}

/** The key a request means: the one it sends, else the stored one when the provider is unchanged. */
async function keyFor(
  db: Knex,
  websiteId: string,
  kind: ProviderKind,
  sent: string | undefined,
): Promise<string | null> {
  if (kind === 'tessera') return null;
  if (sent !== undefined && sent !== '') return sent;
  const stored = await readConnectionRow(db, websiteId);
  return stored?.provider === kind ? stored.api_key : null;
}

/**
 * The lists `kind` offers (the connection dialog's list select); with no list at all, 400 "You
 * don't have any mailing lists, create one before continuing." beside the list.
 */
export async function providerLists(
  deps: Pick<AppDeps, 'db' | 'config'>,
  websiteId: string,
  kind: ProviderKind,
  apiKey: string | undefined,
): Promise<ProviderList[]> {
  const key = await keyFor(deps.db.knex, websiteId, kind, apiKey);
  let lists: ProviderList[];
  try {
    lists = await providerFor(deps, websiteId, kind, key).listLists();
  } catch (error) {
    return providerRefusal(error);
  }
  if (lists.length === 0) throw badRequest(OWNER_INPUT_MESSAGE, { listId: MAILING_LIST_MESSAGES.noLists });
  return lists;
}

/**
 * Connects `listId` of `kind`: the provider is asked for its lists (so the key is tried), and the
 * list must be one of them ("A List must be selected."). A Mailchimp connection keeps a built-in
 * list too (made when the website has none): newsletter sign-ups are confirmed and kept there,
 * then added to Mailchimp.
 */
export async function saveConnection(
  deps: Pick<AppDeps, 'db' | 'config'>,
  scope: { websiteId: string; actor: Actor },
  input: { provider: ProviderKind; apiKey?: string | undefined; listId: string },
): Promise<ConnectionView> {
  const db = deps.db.knex;
  const { websiteId } = scope;
  const key = await keyFor(db, websiteId, input.provider, input.apiKey);
  const lists = await providerLists(deps, websiteId, input.provider, key ?? undefined);
  const list = lists.find((candidate) => candidate.id === input.listId);
  if (list === undefined)
    throw badRequest(OWNER_INPUT_MESSAGE, { listId: MAILING_LIST_MESSAGES.listRequired });
  return db.transaction(async (trx) => {
    if (input.provider !== 'tessera' && (await builtInLists(trx, websiteId)).length === 0) {
      await createBuiltInList(trx, websiteId, 'Newsletter');
    }
    const row = {
      provider: input.provider,
      api_key: key,
      list_id: list.id,
      list_name: list.name,
      updated_by_account_id: scope.actor.accountId,
      updated_at: trx.fn.now(),
    };
    const [saved] = (await trx(TABLES.mailingListConnections)
      .insert({ website_id: websiteId, ...row })
      .onConflict('website_id')
      .merge(row)
      .returning(['provider', 'api_key', 'list_id', 'list_name', 'updated_at'])) as ConnectionRow[];
    await recordIntegration(trx, websiteId, { provider: input.provider, listId: list.id });
    await recordChange(trx, scope.actor, {
      websiteId,
      action: 'connect',
      entity: 'mailing-list-connection',
      entityId: websiteId,
      summary: `${input.provider}: ${list.name}`,
    });
    return view(saved);
  });
}

/** Disconnects: sign-ups go to the oldest built-in list again. */
export async function deleteConnection(db: Knex, scope: { websiteId: string; actor: Actor }): Promise<void> {
  await db.transaction(async (trx) => {
    const removed = await trx(TABLES.mailingListConnections).where({ website_id: scope.websiteId }).delete();
    const settingsSaid = (await settingsConnection(trx, scope.websiteId)) !== null;
    await recordIntegration(trx, scope.websiteId, undefined);
    if (removed > 0 || settingsSaid) {
      await recordChange(trx, scope.actor, {
        websiteId: scope.websiteId,
        action: 'disconnect',
        entity: 'mailing-list-connection',
        entityId: scope.websiteId,
      });
    }
  });
}

/**
 * After a newsletter sign-up is confirmed (and the visitor answered): when the website is connected
 * to an outside provider, the address is added to its list there too. It never rejects: a failure
 * is logged, and the visitor is subscribed in the built-in list either way (the owner can export it).
 */
export async function forwardConfirmedSignUp(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  websiteId: string,
  email: string,
  source: string,
): Promise<void> {
  try {
    const row = await readConnectionRow(deps.db.knex, websiteId);
    if (row === undefined || row.provider === 'tessera') return;
    await providerFor(deps, websiteId, row.provider, row.api_key).addMember(row.list_id, email, source);
  } catch (error) {
    deps.logger.warn({ err: error, websiteId }, 'a confirmed sign-up was not added to the connected list');
  }
}
