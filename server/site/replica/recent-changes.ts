// When each website's site data last changed in this process: for a short while after, its pages read from the primary, not a replica.
/** How long after a change a website's site data is read from the primary: longer than a replica's usual lag. */
export const READ_AFTER_WRITE_MS = 5000;

/** Above this many remembered websites, those whose change is older than an hour are forgotten. */
const PRUNE_ABOVE = 1000;
const PRUNE_OLDER_THAN_MS = 60 * 60_000;

const changedAt = new Map<string, number>();
/** Every website at once: notices may have been missed (see dropAllSiteData). */
let allChangedAt = Number.NEGATIVE_INFINITY;

/** Notes that `websiteId`'s site data changed now (site-caches.ts: every invalidation, here or announced by another server). */
export function noteSiteChanged(websiteId: string, now: number = Date.now()): void {
  changedAt.delete(websiteId);
  changedAt.set(websiteId, now);
  if (changedAt.size <= PRUNE_ABOVE) return;
  // Oldest first (each note moves its website to the end).
  for (const [id, at] of changedAt) {
    if (now - at < PRUNE_OLDER_THAN_MS) break;
    changedAt.delete(id);
  }
}

/** Notes that any website may have changed now. */
export function noteAllSitesChanged(now: number = Date.now()): void {
  allChangedAt = now;
}

/** Whether `websiteId` changed (as far as this process knows) less than `windowMs` ago. */
export function changedWithin(websiteId: string, windowMs: number, now: number = Date.now()): boolean {
  const at = Math.max(changedAt.get(websiteId) ?? Number.NEGATIVE_INFINITY, allChangedAt);
  return now - at < windowMs;
}
