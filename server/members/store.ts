// SQL for MEMBER_AREAS, MEMBER_AREA_MEMBERS and PAGES.member_area_id: the areas, who is in them, which pages they guard.
import type { Knex } from 'knex';
import type { MemberArea, MemberAreaAccess } from '../../domain/members.js';
import { TABLES } from '../db/tables.js';

/** A stored member area. */
export interface MemberAreaRow {
  id: string;
  name: string;
  access: MemberAreaAccess;
  product_id: string | null;
}

const COLUMNS = ['id', 'name', 'access', 'product_id'];

/** The website's member areas, by name, each with the pages it guards. */
export async function listMemberAreas(db: Knex, websiteId: string): Promise<MemberArea[]> {
  const areas: MemberAreaRow[] = await db(TABLES.memberAreas)
    .select(COLUMNS)
    .where({ website_id: websiteId })
    .orderBy([{ column: 'name' }, { column: 'id' }]);
  const pages: { id: string; member_area_id: string }[] = await db(TABLES.pages)
    .select('id', 'member_area_id')
    .where({ website_id: websiteId })
    .whereNotNull('member_area_id')
    .orderBy('id');
  return areas.map((area) => ({
    id: area.id,
    name: area.name,
    access: area.access,
    productId: area.product_id,
    pageIds: pages.filter((page) => page.member_area_id === area.id).map((page) => page.id),
  }));
}

/** One member area of the website. */
export function findMemberArea(db: Knex, websiteId: string, id: string): Promise<MemberAreaRow | undefined> {
  return db(TABLES.memberAreas).select(COLUMNS).where({ website_id: websiteId, id }).first();
}

/** Stores a new member area. */
export async function insertMemberArea(
  db: Knex,
  websiteId: string,
  fields: Omit<MemberAreaRow, 'id'>,
): Promise<MemberAreaRow> {
  const [row] = await db(TABLES.memberAreas)
    .insert({ website_id: websiteId, ...fields })
    .returning(COLUMNS);
  return row as MemberAreaRow;
}

/** Changes a member area; undefined when there is none with this id. */
export async function updateMemberArea(
  db: Knex,
  websiteId: string,
  id: string,
  fields: Omit<MemberAreaRow, 'id'>,
): Promise<MemberAreaRow | undefined> {
  const [row] = await db(TABLES.memberAreas)
    .where({ website_id: websiteId, id })
    .update({ ...fields, updated_at: db.fn.now() })
    .returning(COLUMNS);
  return row as MemberAreaRow | undefined;
}

/** Deletes a member area (its pages become public again); how many went. */
export function deleteMemberArea(db: Knex, websiteId: string, id: string): Promise<number> {
  return db(TABLES.memberAreas).where({ website_id: websiteId, id }).delete();
}

/** Puts a page in a member area, or (null) makes it public; how many pages changed (0: no such page). */
export function setPageMemberArea(
  db: Knex,
  websiteId: string,
  pageId: string,
  memberAreaId: string | null,
): Promise<number> {
  return db(TABLES.pages)
    .where({ website_id: websiteId, id: pageId })
    .update({ member_area_id: memberAreaId, updated_at: db.fn.now() });
}

/** The member area guarding a page, if any. */
export async function memberAreaOfPage(
  db: Knex,
  websiteId: string,
  pageId: string,
): Promise<MemberAreaRow | undefined> {
  const row: MemberAreaRow | undefined = await db(`${TABLES.pages} as p`)
    .join(`${TABLES.memberAreas} as a`, function joinArea() {
      this.on('a.website_id', '=', 'p.website_id').andOn('a.id', '=', 'p.member_area_id');
    })
    .select('a.id', 'a.name', 'a.access', 'a.product_id')
    .where({ 'p.website_id': websiteId, 'p.id': pageId })
    .first();
  return row;
}

/** Makes the site user a member of the area (once: joining twice changes nothing). */
export async function addMember(
  db: Knex,
  websiteId: string,
  memberAreaId: string,
  siteUserId: string,
): Promise<void> {
  await db(TABLES.memberAreaMembers)
    .insert({ website_id: websiteId, member_area_id: memberAreaId, site_user_id: siteUserId })
    .onConflict(['website_id', 'member_area_id', 'site_user_id'])
    .ignore();
}

/**
 * The member areas the site user may see: those they joined, and the paid areas whose
 * subscription product they have an active subscription of.
 */
export async function areasOfSiteUser(db: Knex, websiteId: string, siteUserId: string): Promise<string[]> {
  const joined: { member_area_id: string }[] = await db(TABLES.memberAreaMembers)
    .select('member_area_id')
    .where({ website_id: websiteId, site_user_id: siteUserId });
  const paid: { id: string }[] = await db(`${TABLES.memberAreas} as a`)
    .join(`${TABLES.subscriptions} as s`, function joinSubscription() {
      this.on('s.website_id', '=', 'a.website_id').andOn('s.product_id', '=', 'a.product_id');
    })
    .select('a.id')
    .where({
      'a.website_id': websiteId,
      'a.access': 'paid',
      's.site_user_id': siteUserId,
      's.status': 'active',
    });
  return [...new Set([...joined.map((row) => row.member_area_id), ...paid.map((row) => row.id)])];
}

/** The website's subscribable products, by title: what a paid member area may be sold through. */
export function subscriptionProducts(db: Knex, websiteId: string): Promise<{ id: string; title: string }[]> {
  return db(`${TABLES.products} as p`)
    .join(`${TABLES.contentItems} as i`, function joinItem() {
      this.on('i.website_id', '=', 'p.website_id').andOn('i.id', '=', 'p.id');
    })
    .select('p.id', 'i.title')
    .where({ 'p.website_id': websiteId, 'p.is_subscribable': true })
    .orderBy([{ column: 'i.title' }, { column: 'p.id' }]);
}
