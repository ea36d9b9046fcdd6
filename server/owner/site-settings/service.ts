// Reading and saving the site settings: the website row, its settings, host names and primary language in one transaction; every page follows at once.
import type { Knex } from 'knex';
import { objectOr } from '../../../domain/json-value.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import {
  CURRENCY_CHANGE_ERROR,
  CURRENCY_LOCKED_ERROR,
  SITE_SETTINGS_MESSAGES,
  type SiteSettings,
  type SiteSettingsBody,
} from '../../../domain/owner-api/site-settings.js';
import { languageName } from '../../../domain/site-languages.js';
import { isUniqueViolation } from '../../accounts/account-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { TABLES } from '../../db/tables.js';
import { fileUrl } from '../../files/file-ref.js';
import { badRequest, HttpError } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { brandSettings, SETTINGS_IMAGE_KEYS } from '../../site/context/brand.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { recordChange, type Actor } from '../api/actor.js';
import { decideCurrencyChange } from './currency-change.js';
import { checkHosts } from './hosts.js';
import {
  currencyUse,
  isOtherLanguage,
  readHosts,
  readImages,
  readSiteSettingsJson,
  readWebsiteRow,
  relabelPrices,
  renamePrimaryLanguage,
  replaceHosts,
  type SettingsImageRow,
} from './store.js';

function imageView(websiteId: string, row: SettingsImageRow | undefined): SiteSettings['images']['logo'] {
  if (row === undefined) return null;
  return {
    imageId: row.id,
    url: fileUrl({ websiteId, fileId: row.file_id, filename: row.filename }),
    width: row.original_width,
    height: row.original_height,
  };
}

/** The website's site settings as the editor reads them. */
export async function readSiteSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
  websiteId: string,
): Promise<SiteSettings> {
  const db = deps.db.knex;
  const [website, json, hosts] = await Promise.all([
    readWebsiteRow(db, websiteId),
    readSiteSettingsJson(db, websiteId),
    readHosts(db, websiteId),
  ]);
  const brand = brandSettings(json);
  const images = await readImages(
    db,
    websiteId,
    [brand.logoImageId, brand.faviconImageId, brand.socialImageId].filter((id): id is string => id !== null),
  );
  const byId = new Map(images.map((row) => [row.id, row]));
  const imageOf = (id: string | null) => (id === null ? null : imageView(websiteId, byId.get(id)));
  return {
    siteTitle: website.site_title,
    siteTagline: website.site_tagline,
    siteDescription: website.site_description,
    // A picture deleted since is no longer set.
    logoImageId: byId.has(brand.logoImageId ?? '') ? brand.logoImageId : null,
    faviconImageId: byId.has(brand.faviconImageId ?? '') ? brand.faviconImageId : null,
    socialImageId: byId.has(brand.socialImageId ?? '') ? brand.socialImageId : null,
    timeZone: website.time_zone,
    currency: website.currency,
    language: website.language,
    businessName: brand.businessName,
    address: brand.address,
    contactEmail: brand.contactEmail,
    contactPhone: brand.contactPhone,
    primaryDomain: hosts.find((row) => row.is_primary)?.host ?? '',
    domains: hosts.filter((row) => !row.is_primary).map((row) => row.host),
    searchEngineIndexing: !brand.seoHidden,
    images: {
      logo: imageOf(brand.logoImageId),
      favicon: imageOf(brand.faviconImageId),
      socialImage: imageOf(brand.socialImageId),
    },
    currencyInUse: await currencyUse(db, websiteId, website.currency),
    publicUrl: await publicBaseUrl(deps, { id: websiteId }),
  };
}

/** The problems of the fields the database must answer for: the pictures, the language, the host names. */
async function problemsOf(db: Knex, websiteId: string, body: SiteSettingsBody) {
  const fields: Record<string, string> = {};
  const hosts = await checkHosts(db, websiteId, body.primaryDomain, body.domains);
  if ('fields' in hosts) Object.assign(fields, hosts.fields);
  const chosen = Object.values(SETTINGS_IMAGE_KEYS)
    .map((key) => [key, body[key]] as const)
    .filter((entry): entry is readonly [(typeof entry)[0], string] => entry[1] !== null);
  const found = new Set(
    (
      await readImages(
        db,
        websiteId,
        chosen.map(([, id]) => id),
      )
    ).map((row) => row.id),
  );
  for (const [key, id] of chosen) if (!found.has(id)) fields[key] = SITE_SETTINGS_MESSAGES.noSuchImage;
  if (await isOtherLanguage(db, websiteId, body.language))
    fields.language = SITE_SETTINGS_MESSAGES.languageIsExtra(body.language);
  return { fields, hosts: 'fields' in hosts ? undefined : hosts };
}

/** `site_settings` with the keys this screen manages replaced, every other key kept. */
function mergedSiteSettings(
  stored: Record<string, unknown>,
  body: SiteSettingsBody,
): Record<string, unknown> {
  const before = objectOr(stored.businessAddress);
  const sameAddress =
    before.addressLine1 === body.address.addressLine1 &&
    before.addressLine2 === body.address.addressLine2 &&
    before.addressCountry === body.address.addressCountry;
  return {
    ...stored,
    logoImageId: body.logoImageId,
    faviconImageId: body.faviconImageId,
    socialImageId: body.socialImageId,
    businessName: body.businessName,
    // The map's pin stays only while the address it was set for does.
    businessAddress: sameAddress ? { ...before, ...body.address } : { ...body.address },
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone,
    seoHidden: !body.searchEngineIndexing,
  };
}

/**
 * Saves the site settings in one transaction: WEBSITES (title, tagline, description, time zone,
 * currency, language), WEBSITE_SETTINGS.site_settings (pictures, business details, the indexing
 * switch; other keys kept), WEBSITE_DOMAINS and the primary language's row, with an OWNER_CHANGES
 * row. 400 with a message per field (a host name another website has, a picture no longer in the
 * files, the primary language being one of the others); 409 for a change of currency that needs
 * confirming or cannot be made (see currency-change.ts). After commit every page, the host
 * lookups and the public address follow at once.
 */
export async function saveSiteSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
  websiteId: string,
  actor: Actor,
  body: SiteSettingsBody,
): Promise<SiteSettings> {
  const db = deps.db.knex;
  const checked = await problemsOf(db, websiteId, body);
  if (checked.hosts === undefined || Object.keys(checked.fields).length > 0)
    throw badRequest(OWNER_INPUT_MESSAGE, checked.fields);
  const hosts = checked.hosts;
  try {
    await db.transaction(async (trx) => {
      const current = await readWebsiteRow(trx, websiteId, true);
      if (current.currency !== body.currency) {
        const use = await currencyUse(trx, websiteId, current.currency);
        const decision = decideCurrencyChange(
          current.currency,
          body.currency,
          use,
          body.confirmCurrencyChange === true,
        );
        if (decision.kind !== 'relabel') {
          const code = decision.kind === 'confirm' ? CURRENCY_CHANGE_ERROR : CURRENCY_LOCKED_ERROR;
          throw new HttpError(409, code, decision.message, undefined, { currencyInUse: use });
        }
        await relabelPrices(trx, websiteId, current.currency, body.currency);
      }
      await trx(TABLES.websites).where({ id: websiteId }).update({
        site_title: body.siteTitle,
        site_tagline: body.siteTagline,
        site_description: body.siteDescription,
        time_zone: body.timeZone,
        currency: body.currency,
        language: body.language,
        updated_at: trx.fn.now(),
      });
      if (current.language !== body.language)
        await renamePrimaryLanguage(trx, websiteId, body.language, languageName(body.language));
      await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
      const stored = (await trx(TABLES.websiteSettings)
        .where({ website_id: websiteId })
        .forUpdate()
        .first('site_settings')) as { site_settings: Record<string, unknown> };
      await trx(TABLES.websiteSettings)
        .where({ website_id: websiteId })
        .update({
          site_settings: JSON.stringify(mergedSiteSettings(objectOr(stored.site_settings), body)),
          updated_at: trx.fn.now(),
        });
      await replaceHosts(trx, websiteId, hosts.primary, hosts.extra);
      await recordChange(trx, actor, {
        websiteId,
        action: 'update',
        entity: 'site-settings',
        entityId: websiteId,
        summary: `Site settings: ${body.siteTitle}; ${body.currency}, ${body.timeZone}, ${body.language}; indexing ${
          body.searchEngineIndexing ? 'on' : 'off'
        }; domains ${[hosts.primary, ...hosts.extra].filter(Boolean).join(', ') || 'none'}`,
      });
    });
  } catch (error) {
    // Another website took one of the names between the check and the write.
    if (isUniqueViolation(error)) {
      const again = await checkHosts(db, websiteId, body.primaryDomain, body.domains);
      if ('fields' in again) throw badRequest(OWNER_INPUT_MESSAGE, again.fields);
    }
    throw error;
  }
  invalidateSiteData(websiteId);
  return readSiteSettings(deps, websiteId);
}
