// The site's identity as its settings keep it (site_settings: logo, favicon, sharing picture, business name, address, contact details, the indexing switch), and the pictures read with the settings row.
import type { Knex } from 'knex';
import { objectOr } from '../../../domain/json-value.js';
import { fileUrl } from '../../files/file-ref.js';

/** Where `site_settings` keeps the id (IMAGES) of each picture. */
export const SETTINGS_IMAGE_KEYS = {
  logo: 'logoImageId',
  favicon: 'faviconImageId',
  socialImage: 'socialImageId',
} as const;

/** The site's identity, read from `site_settings`. */
export interface BrandSettings {
  logoImageId: string | null;
  faviconImageId: string | null;
  socialImageId: string | null;
  businessName: string;
  address: { addressLine1: string; addressLine2: string; addressCountry: string };
  /** The map pin set for the address (the demo's), when there is one. */
  mapLat?: number;
  mapLng?: number;
  contactEmail: string;
  contactPhone: string;
  /** Search engines are asked not to index the site (`websiteSettings.seoHidden`, the platform's name). */
  seoHidden: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function id(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `site_settings` as the site's identity; anything missing is empty. */
export function brandSettings(siteSettings: unknown): BrandSettings {
  const settings = objectOr(siteSettings);
  const address = objectOr(settings.businessAddress);
  const brand: BrandSettings = {
    logoImageId: id(settings.logoImageId),
    faviconImageId: id(settings.faviconImageId),
    socialImageId: id(settings.socialImageId),
    businessName: text(settings.businessName),
    address: {
      addressLine1: text(address.addressLine1),
      addressLine2: text(address.addressLine2),
      addressCountry: text(address.addressCountry),
    },
    contactEmail: text(settings.contactEmail),
    contactPhone: text(settings.contactPhone),
    seoHidden: settings.seoHidden === true,
  };
  if (typeof address.mapLat === 'number' && typeof address.mapLng === 'number') {
    brand.mapLat = address.mapLat;
    brand.mapLng = address.mapLng;
  }
  return brand;
}

/** Whether the settings name an address (then the business is a LocalBusiness with a place). */
export function hasAddress(brand: BrandSettings): boolean {
  return Object.values(brand.address).some((line) => line !== '');
}

/** A picture the settings name, as read with the settings row. */
export interface BrandImage {
  id: string;
  fileId: string;
  filename: string;
  width: number;
  height: number;
  mime: string;
  bytes: number;
  alt: string;
}

/** The pictures a settings row names, by role; a role whose picture is gone is absent. */
export interface BrandImages {
  logo?: BrandImage & { url: string };
  favicon?: BrandImage & { url: string };
  socialImage?: BrandImage & { url: string };
}

/** The settings row's pictures by role, with their addresses (`brand_images` is the column {@link brandImagesColumn} reads). */
export function brandImagesOf(
  websiteId: string,
  siteSettings: unknown,
  brandImages: readonly BrandImage[] | undefined,
): BrandImages {
  const brand = brandSettings(siteSettings);
  const images: BrandImages = {};
  for (const [role, key] of Object.entries(SETTINGS_IMAGE_KEYS) as [
    keyof BrandImages,
    keyof BrandSettings,
  ][]) {
    const image = (brandImages ?? []).find((candidate) => candidate.id === brand[key]);
    if (image !== undefined)
      images[role] = {
        ...image,
        url: fileUrl({ websiteId, fileId: image.fileId, filename: image.filename }),
      };
  }
  return images;
}

/**
 * The pictures a WEBSITE_SETTINGS row (aliased `s`) names, as one jsonb column: the settings are
 * still one query a page, whatever the pictures.
 */
export function brandImagesColumn(db: Knex): Knex.Raw {
  return db.raw(`(
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', i.id, 'fileId', i.file_id, 'filename', f.filename, 'width', i.original_width,
      'height', i.original_height, 'mime', f.mime_type, 'bytes', f.size_bytes, 'alt', i.alt_text
    )), '[]'::jsonb)
    from "IMAGES" i join "FILES" f on f.website_id = i.website_id and f.id = i.file_id
    where i.website_id = s.website_id
      and i.id in (s.site_settings->>'logoImageId', s.site_settings->>'faviconImageId', s.site_settings->>'socialImageId')
  ) as brand_images`);
}
