// The owner's URL mappings: read them, save them (checked line by line by the body schema) in one transaction, and let every page follow at once.
import type { Knex } from 'knex';
import type { UrlMappings, UrlMappingsBody } from '../../../domain/owner-api/url-mappings.js';
import { parseUrlMappings } from '../../../domain/url-mappings.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { recordChange, type Actor } from '../api/actor.js';
import { readUrlMappingsText, writeUrlMappingsText } from './store.js';

function answer(text: string): UrlMappings {
  return { text, count: parseUrlMappings(text).mappings.length };
}

/** The website's URL mappings. */
export async function readUrlMappings(db: Knex, websiteId: string): Promise<UrlMappings> {
  return answer(await readUrlMappingsText(db, websiteId));
}

/** Saves the mappings text (already checked) with a record of who did it; the site follows at once. */
export async function saveUrlMappings(
  db: Knex,
  websiteId: string,
  actor: Actor,
  body: UrlMappingsBody,
): Promise<UrlMappings> {
  const text = body.text.replace(/\r\n?/g, '\n');
  await db.transaction(async (trx) => {
    await writeUrlMappingsText(trx, websiteId, text);
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'url-mappings',
      entityId: websiteId,
      summary: `URL mappings: ${parseUrlMappings(text).mappings.length}`,
    });
  });
  invalidateSiteData(websiteId);
  return answer(text);
}
