// The built-in lists' members for the owner: a page at a time with a search, and every member as CSV (newsletter sign-ups, restock opt-ins, forms, with source and date).
import type { Knex } from 'knex';
import { sourceLabel, type MemberView } from '../../domain/owner-api/mailing-lists.js';
import { TABLES } from '../db/tables.js';
import { csvLine } from '../../domain/csv.js';
import { likeContaining } from '../db/like-pattern.js';
import { isoTime } from '../db/row-time.js';

interface MemberRow {
  id: string;
  email: string;
  list_id: string;
  list_name: string;
  status: 'subscribed' | 'unsubscribed';
  source: string | null;
  subscribed_at: Date | string;
  unsubscribed_at: Date | string | null;
}

function memberView(row: MemberRow): MemberView {
  return {
    id: row.id,
    email: row.email,
    listId: row.list_id,
    listName: row.list_name,
    status: row.status,
    source: row.source,
    sourceLabel: sourceLabel(row.source),
    subscribedAt: isoTime(row.subscribed_at),
    unsubscribedAt: row.unsubscribed_at === null ? null : isoTime(row.unsubscribed_at),
  };
}

function membersQuery(db: Knex, websiteId: string, search: string): Knex.QueryBuilder {
  const query = db({ s: TABLES.mailingListSubscribers })
    .join({ l: TABLES.mailingLists }, function joinList() {
      this.on('l.website_id', 's.website_id').andOn('l.id', 's.mailing_list_id');
    })
    .where('s.website_id', websiteId);
  return search === '' ? query : query.where('s.email', 'like', likeContaining(search.toLowerCase()));
}

const COLUMNS = [
  's.id',
  's.email',
  'l.id as list_id',
  'l.name as list_name',
  's.status',
  's.source',
  's.subscribed_at',
  's.unsubscribed_at',
];

/** A page of members, newest first; `search` matches part of the address. */
export async function listMembers(
  db: Knex,
  websiteId: string,
  options: { search: string; page: number; pageSize: number },
): Promise<{ members: MemberView[]; total: number }> {
  const [rows, count] = await Promise.all([
    membersQuery(db, websiteId, options.search)
      .orderBy([
        { column: 's.subscribed_at', order: 'desc' },
        { column: 's.id', order: 'asc' },
      ])
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .select(COLUMNS) as Promise<MemberRow[]>,
    membersQuery(db, websiteId, options.search).count<{ count: string | number }[]>({ count: '*' }).first(),
  ]);
  return { members: rows.map(memberView), total: Number(count?.count ?? 0) };
}

/** The CSV's columns. */
export const MEMBER_CSV_HEADER = ['Email', 'List', 'Status', 'Source', 'Subscribed', 'Unsubscribed'];

const EXPORT_PAGE = 1000;

/** Every member of the website's built-in lists as CSV (RFC 4180, formulas neutralised), oldest first. */
export async function membersCsv(db: Knex, websiteId: string): Promise<string> {
  let body = csvLine(MEMBER_CSV_HEADER);
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = (await membersQuery(db, websiteId, '')
      .orderBy([
        { column: 's.subscribed_at', order: 'asc' },
        { column: 's.id', order: 'asc' },
      ])
      .limit(EXPORT_PAGE)
      .offset(offset)
      .select(COLUMNS)) as MemberRow[];
    for (const row of rows) {
      const member = memberView(row);
      body += csvLine([
        member.email,
        member.listName,
        member.status === 'subscribed' ? 'Subscribed' : 'Unsubscribed',
        member.sourceLabel,
        member.subscribedAt,
        member.unsubscribedAt ?? '',
      ]);
    }
    if (rows.length < EXPORT_PAGE) return body;
  }
}
