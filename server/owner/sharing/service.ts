// Reading and saving the sharing settings: `share_button_options` (SPEC §3 shareButtonOptions) and `site_settings.socialAccounts`.
import type { Knex } from 'knex';
import { objectOr } from '../../../domain/json-value.js';
import type { SharingSettings } from '../../../domain/owner-api/sharing-settings.js';
import { followLinks, SHARE_NETWORKS, shareNetworks } from '../../../domain/share-links.js';
import { TABLES } from '../../db/tables.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { recordChange, type Actor } from '../api/actor.js';

interface Row {
  share_button_options: unknown;
  site_settings: unknown;
}

function settingsOf(row: Row | undefined): SharingSettings {
  const accounts = objectOr(row?.site_settings).socialAccounts;
  return {
    shareNetworks: shareNetworks(row?.share_button_options),
    // Only the accounts the site shows (an http(s) profile and a service name), as they are kept.
    socialAccounts: (Array.isArray(accounts) ? (accounts as unknown[]) : [])
      .filter((account) => followLinks([account]).length === 1)
      .map((account) => {
        const { serviceName, userName, profileUrl } = account as Record<string, unknown>;
        return {
          serviceName: String(serviceName),
          userName: typeof userName === 'string' ? userName : '',
          profileUrl: String(profileUrl),
        };
      }),
  };
}

/** The website's sharing settings. */
export async function readSharingSettings(db: Knex, websiteId: string): Promise<SharingSettings> {
  return settingsOf(
    (await db(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .first('share_button_options', 'site_settings')) as Row | undefined,
  );
}

/** Saves the sharing settings in one transaction (other site settings kept); every page follows at once. */
export async function saveSharingSettings(
  db: Knex,
  websiteId: string,
  actor: Actor,
  body: SharingSettings,
): Promise<SharingSettings> {
  await db.transaction(async (trx) => {
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first('site_settings')) as Pick<Row, 'site_settings'>;
    const chosen = new Set(body.shareNetworks);
    const options = Object.fromEntries(SHARE_NETWORKS.map((network) => [network.id, chosen.has(network.id)]));
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({
        share_button_options: JSON.stringify(options),
        site_settings: JSON.stringify({
          ...objectOr(row.site_settings),
          socialAccounts: body.socialAccounts,
        }),
      });
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'sharing-settings',
      entityId: websiteId,
      summary: `Share links: ${body.shareNetworks.join(', ') || 'none'}; ${body.socialAccounts.length} social accounts`,
    });
  });
  invalidateSiteData(websiteId);
  return readSharingSettings(db, websiteId);
}
