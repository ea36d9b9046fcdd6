// The notices app servers send each other on PostgreSQL when a website's data changed: their payload, both ways.

/** The PostgreSQL channel every app server of a database listens on. */
export const SITE_CHANGED_CHANNEL = 'tessera_site_changed';

/**
 * The most ids in one notice: a NOTIFY payload must stay under 8000 bytes, and an id is a uuid
 * (36 characters and a comma).
 */
export const MAX_IDS_PER_NOTICE = 150;

/** What a notice says: the websites that changed, sent by another process. */
export interface SiteChangeNotice {
  sender: string;
  websiteIds: string[];
}

/**
 * The payloads announcing `websiteIds` from `sender` (`<sender> <id>,<id>…`), as many as the
 * payload limit needs; none for no ids. Duplicates are sent once.
 */
export function encodeSiteChanges(sender: string, websiteIds: Iterable<string>): string[] {
  const ids = [...new Set(websiteIds)];
  const payloads: string[] = [];
  for (let at = 0; at < ids.length; at += MAX_IDS_PER_NOTICE) {
    payloads.push(`${sender} ${ids.slice(at, at + MAX_IDS_PER_NOTICE).join(',')}`);
  }
  return payloads;
}

/**
 * The websites a payload names, or undefined when `self` sent it (this process already dropped
 * its caches) or it is not a notice of ours.
 */
export function decodeSiteChange(payload: string, self: string): SiteChangeNotice | undefined {
  const space = payload.indexOf(' ');
  if (space <= 0) return undefined;
  const sender = payload.slice(0, space);
  if (sender === self) return undefined;
  const websiteIds = payload
    .slice(space + 1)
    .split(',')
    .filter((id) => id !== '');
  return websiteIds.length === 0 ? undefined : { sender, websiteIds };
}
