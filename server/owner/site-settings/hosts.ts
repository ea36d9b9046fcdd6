// The host names a save asks for: each made canonical, each once, none another website answers on; or the message of each field that is not.
import type { Knex } from 'knex';
import { HOST_MESSAGES, normalizeHostName } from '../../../domain/host-names.js';
import { hostsOfOtherWebsites } from './store.js';

/** The host names to store, or the problems by field (`primaryDomain`, `domains.2`). */
export type CheckedHosts =
  { primary: string | undefined; extra: string[] } | { fields: Record<string, string> };

/**
 * Checks the primary domain (empty for none) and the extra host names as typed: each must be a
 * domain name (`domain/host-names.ts`), given once, and not one another website of the server
 * answers on. A name typed in the extra list that is the primary one is dropped, not refused.
 */
export async function checkHosts(
  db: Knex,
  websiteId: string,
  primaryDomain: string,
  domains: readonly string[],
): Promise<CheckedHosts> {
  const fields: Record<string, string> = {};
  let primary: string | undefined;
  if (primaryDomain.trim() !== '') {
    const result = normalizeHostName(primaryDomain);
    if ('problem' in result) fields.primaryDomain = result.problem;
    else primary = result.host;
  }
  const extra: string[] = [];
  const where = new Map<string, string>();
  if (primary !== undefined) where.set(primary, 'primaryDomain');
  domains.forEach((typed, index) => {
    const result = normalizeHostName(typed);
    if ('problem' in result) fields[`domains.${index}`] = result.problem;
    else if (result.host === primary) return;
    else if (extra.includes(result.host)) fields[`domains.${index}`] = HOST_MESSAGES.twice(result.host);
    else {
      extra.push(result.host);
      where.set(result.host, `domains.${index}`);
    }
  });
  const taken = await hostsOfOtherWebsites(db, websiteId, [...where.keys()]);
  for (const host of taken) fields[where.get(host)!] = HOST_MESSAGES.taken(host);
  return Object.keys(fields).length > 0 ? { fields } : { primary, extra };
}
