// Who may be named as a post's author: the website's members whose roles let them write content.
import type { Knex } from 'knex';
import type { AuthorView } from '../../../domain/owner-api/items.js';
import { capabilitiesOf } from '../../../domain/owner-permissions.js';
import { listMembers } from '../../accounts/memberships/service.js';

/** The website's members who may write (capability `content:edit`), by email. */
export async function listAuthors(db: Knex, websiteId: string): Promise<AuthorView[]> {
  const members = await listMembers(db, websiteId);
  return members
    .filter((member) => capabilitiesOf(member.roles).includes('content:edit'))
    .map((member) => ({
      id: member.accountId,
      name: member.displayName || member.email,
      email: member.email,
    }));
}
