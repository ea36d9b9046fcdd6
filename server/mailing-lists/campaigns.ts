// Campaigns: drafts the owner writes, and sending one to the built-in list through the mail outbox, once, in one transaction.
import type { Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { MAILING_LIST_MESSAGES, type CampaignView } from '../../domain/owner-api/mailing-lists.js';
import { TABLES } from '../db/tables.js';
import { HttpError, badRequest, notFound } from '../http/http-error.js';
import { OWNER_INPUT_MESSAGE } from '../commerce/stores/owner-messages.js';
import { enqueueMails, type OutgoingMail } from '../mail/outbox.js';
import { recordChange, stampColumns, type Actor } from '../owner/api/actor.js';
import { sanitizeRichText } from '../owner/sanitize/rich-text.js';
import { campaignParts, unsubscribeHeaders, unsubscribeUrl } from './campaign-mail.js';
import { isoTime } from '../db/row-time.js';

interface CampaignRow {
  id: string;
  subject: string;
  body_html: string;
  status: 'draft' | 'sent';
  list_id: string | null;
  list_name: string | null;
  sent_at: Date | string | null;
  recipient_count: number;
  unsubscribe_count: number | string;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
}

/** Who asks, for which website. */
export interface CampaignScope {
  websiteId: string;
  actor: Actor;
}

function view(row: CampaignRow): CampaignView {
  return {
    id: row.id,
    subject: row.subject,
    bodyHtml: row.body_html,
    status: row.status,
    listId: row.list_id,
    listName: row.list_name,
    sentAt: row.sent_at === null ? null : isoTime(row.sent_at),
    recipientCount: row.recipient_count,
    unsubscribeCount: Number(row.unsubscribe_count),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    version: row.version,
  };
}

function campaignsQuery(db: Knex, websiteId: string): Knex.QueryBuilder {
  return db({ c: TABLES.emailCampaigns })
    .leftJoin({ l: TABLES.mailingLists }, function joinList() {
      this.on('l.website_id', 'c.website_id').andOn('l.id', 'c.mailing_list_id');
    })
    .where('c.website_id', websiteId)
    .select(
      'c.id',
      'c.subject',
      'c.body_html',
      'c.status',
      'l.id as list_id',
      'l.name as list_name',
      'c.sent_at',
      'c.recipient_count',
      'c.created_at',
      'c.updated_at',
      'c.version',
      db.raw(
        `(select count(*) from "${TABLES.campaignRecipients}" r
          where r.website_id = c.website_id and r.campaign_id = c.id and r.unsubscribed_at is not null)::int
          as unsubscribe_count`,
      ),
    );
}

/** The website's campaigns, newest first. */
export async function listCampaigns(db: Knex, websiteId: string): Promise<CampaignView[]> {
  const rows = (await campaignsQuery(db, websiteId).orderBy([
    { column: 'c.created_at', order: 'desc' },
    { column: 'c.id', order: 'asc' },
  ])) as CampaignRow[];
  return rows.map(view);
}

/** One campaign, or 404. */
export async function readCampaign(db: Knex, websiteId: string, id: string): Promise<CampaignView> {
  const row = (await campaignsQuery(db, websiteId).where('c.id', id).first()) as CampaignRow | undefined;
  if (row === undefined) throw notFound(MAILING_LIST_MESSAGES.campaignNotFound);
  return view(row);
}

/** What the owner writes. */
export interface CampaignInput {
  subject: string;
  bodyHtml: string;
  mailingListId: string | null;
}

/** The chosen list, when it is one of the website's built-in lists (else 400 beside `mailingListId`). */
async function chosenList(db: Knex, websiteId: string, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const list = await db(TABLES.mailingLists).where({ website_id: websiteId, id }).first('id');
  if (list === undefined)
    throw badRequest(OWNER_INPUT_MESSAGE, { mailingListId: MAILING_LIST_MESSAGES.listNotFound });
  return id;
}

/** A new draft. */
export async function createCampaign(
  db: Knex,
  scope: CampaignScope,
  input: CampaignInput,
): Promise<CampaignView> {
  const id = await db.transaction(async (trx) => {
    const [row] = (await trx(TABLES.emailCampaigns)
      .insert({
        website_id: scope.websiteId,
        subject: input.subject,
        body_html: sanitizeRichText(input.bodyHtml),
        mailing_list_id: await chosenList(trx, scope.websiteId, input.mailingListId),
        updated_by_account_id: scope.actor.accountId,
      })
      .returning('id')) as { id: string }[];
    await recordChange(trx, scope.actor, {
      websiteId: scope.websiteId,
      action: 'create',
      entity: 'campaign',
      entityId: row.id,
      summary: input.subject,
    });
    return row.id;
  });
  return readCampaign(db, scope.websiteId, id);
}

/** Changes a draft's subject and body; a sent campaign is refused (409). */
export async function updateCampaign(
  db: Knex,
  scope: CampaignScope,
  id: string,
  input: CampaignInput,
): Promise<CampaignView> {
  await db.transaction(async (trx) => {
    const current = (await trx(TABLES.emailCampaigns)
      .where({ website_id: scope.websiteId, id })
      .forUpdate()
      .first('status')) as { status: string } | undefined;
    if (current === undefined) throw notFound(MAILING_LIST_MESSAGES.campaignNotFound);
    if (current.status === 'sent')
      throw new HttpError(409, 'campaign-sent', MAILING_LIST_MESSAGES.campaignSent);
    await trx(TABLES.emailCampaigns)
      .where({ website_id: scope.websiteId, id })
      .update({
        subject: input.subject,
        body_html: sanitizeRichText(input.bodyHtml),
        mailing_list_id: await chosenList(trx, scope.websiteId, input.mailingListId),
        ...stampColumns(trx, scope.actor),
      });
    await recordChange(trx, scope.actor, {
      websiteId: scope.websiteId,
      action: 'update',
      entity: 'campaign',
      entityId: id,
      summary: input.subject,
    });
  });
  return readCampaign(db, scope.websiteId, id);
}

/**
 * The built-in list a campaign goes to: the one chosen for it, else the connected one when the
 * connection is built-in, else the oldest.
 */
async function campaignList(
  db: Knex,
  websiteId: string,
  chosen: string | null,
): Promise<{ id: string; name: string } | undefined> {
  if (chosen !== null) {
    const list = (await db(TABLES.mailingLists)
      .where({ website_id: websiteId, id: chosen })
      .first('id', 'name')) as { id: string; name: string } | undefined;
    if (list !== undefined) return list;
  }
  const connected = (await db({ c: TABLES.mailingListConnections })
    .join({ l: TABLES.mailingLists }, function joinList() {
      this.on('l.website_id', 'c.website_id').andOn('l.id', 'c.list_id');
    })
    .where({ 'c.website_id': websiteId, 'c.provider': 'tessera' })
    .first('l.id', 'l.name')) as { id: string; name: string } | undefined;
  if (connected !== undefined) return connected;
  return (await db(TABLES.mailingLists)
    .where({ website_id: websiteId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first('id', 'name')) as { id: string; name: string } | undefined;
}

/** The SHA-256 of an unsubscribe token, as CAMPAIGN_RECIPIENTS keeps it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Recipients written and mails queued per statement. */
const SEND_BATCH = 500;

/** What sending needs beside the campaign: the site's name and origin for the unsubscribe link. */
export interface SendContext {
  siteTitle: string;
  /** `https://shop.example` (publicBaseUrl). */
  origin: string;
}

/**
 * Sends a draft to every subscribed member of the built-in list, in one transaction: the campaign
 * row is locked, each member gets a CAMPAIGN_RECIPIENTS row with the hash of a random unsubscribe
 * token and one outbox mail (List-Unsubscribe and List-Unsubscribe-Post headers), and the
 * campaign is marked sent with the count. A campaign already sent is answered as it is, nothing
 * queued again; a website without a built-in list is refused with SPEC's "no mailing lists" message.
 */
export async function sendCampaign(
  db: Knex,
  scope: CampaignScope,
  id: string,
  context: SendContext,
): Promise<CampaignView> {
  await db.transaction(async (trx) => {
    const campaign = (await trx(TABLES.emailCampaigns)
      .where({ website_id: scope.websiteId, id })
      .forUpdate()
      .first('id', 'subject', 'body_html', 'status', 'mailing_list_id')) as
      | (Pick<CampaignRow, 'id' | 'subject' | 'body_html' | 'status'> & { mailing_list_id: string | null })
      | undefined;
    if (campaign === undefined) throw notFound(MAILING_LIST_MESSAGES.campaignNotFound);
    if (campaign.status === 'sent') return;
    const list = await campaignList(trx, scope.websiteId, campaign.mailing_list_id);
    if (list === undefined) throw badRequest(OWNER_INPUT_MESSAGE, { list: MAILING_LIST_MESSAGES.noLists });
    let sent = 0;
    let after = '';
    for (;;) {
      const members = (await trx(TABLES.mailingListSubscribers)
        .where({ website_id: scope.websiteId, mailing_list_id: list.id, status: 'subscribed' })
        .where('id', '>', after)
        .orderBy('id')
        .limit(SEND_BATCH)
        .select('id', 'email')) as { id: string; email: string }[];
      if (members.length === 0) break;
      after = members[members.length - 1].id;
      const tokens = members.map(() => randomBytes(24).toString('base64url'));
      const mails: OutgoingMail[] = members.map((member, index) => {
        const link = unsubscribeUrl(context.origin, tokens[index]);
        return {
          websiteId: scope.websiteId,
          to: member.email,
          subject: campaign.subject,
          ...campaignParts(campaign.body_html, context.siteTitle, link),
          headers: unsubscribeHeaders(link),
        };
      });
      const outboxIds = await enqueueMails(trx, mails);
      await trx(TABLES.campaignRecipients).insert(
        members.map((member, index) => ({
          website_id: scope.websiteId,
          campaign_id: id,
          subscriber_id: member.id,
          email: member.email,
          token_hash: tokenHash(tokens[index]),
          outbox_id: outboxIds[index] ?? null,
        })),
      );
      sent += members.length;
    }
    await trx(TABLES.emailCampaigns)
      .where({ website_id: scope.websiteId, id })
      .update({
        status: 'sent',
        sent_at: trx.fn.now(),
        recipient_count: sent,
        mailing_list_id: list.id,
        ...stampColumns(trx, scope.actor),
      });
    await recordChange(trx, scope.actor, {
      websiteId: scope.websiteId,
      action: 'send',
      entity: 'campaign',
      entityId: id,
      summary: `${campaign.subject} → ${list.name} (${sent})`,
    });
  });
  return readCampaign(db, scope.websiteId, id);
}
