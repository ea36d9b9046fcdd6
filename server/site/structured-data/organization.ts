// The business behind the site as schema.org sees it: a LocalBusiness when the settings give an address, else an Organization; and the WebSite it publishes.
import type { BrandImages, BrandSettings } from '../context/brand.js';
import { hasAddress } from '../context/brand.js';
import { compact, type JsonLd } from './json-ld.js';

/** What the business's node is made from. */
export interface OrganizationFacts {
  baseUrl: string;
  siteTitle: string;
  language: string;
  brand: BrandSettings;
  images: BrandImages;
  /** The site's social profiles (its follow links): `sameAs`. */
  profiles: readonly string[];
}

/** The `@id` other nodes name the business by. */
export function organizationId(baseUrl: string): string {
  return `${baseUrl}/#organization`;
}

/** The address of the settings as a PostalAddress (the platform keeps it in three lines). */
export function postalAddress(address: BrandSettings['address']): JsonLd {
  return compact({
    '@type': 'PostalAddress',
    streetAddress: address.addressLine1,
    addressLocality: address.addressLine2,
    addressCountry: address.addressCountry,
  });
}

/**
 * The business (named after the business name, else the site), with its logo, contact details and
 * social profiles; with an address it is a LocalBusiness, with the map pin as its geo position.
 */
export function organizationLd(facts: OrganizationFacts): JsonLd {
  const { brand, images, baseUrl } = facts;
  const local = hasAddress(brand);
  const logo = images.logo === undefined ? undefined : `${baseUrl}${images.logo.url}`;
  const picture = images.socialImage === undefined ? logo : `${baseUrl}${images.socialImage.url}`;
  return compact({
    '@type': local ? 'LocalBusiness' : 'Organization',
    '@id': organizationId(baseUrl),
    name: brand.businessName || facts.siteTitle,
    url: `${baseUrl}/`,
    logo,
    // Search engines ask a LocalBusiness for a picture of it.
    image: local ? picture : undefined,
    email: brand.contactEmail,
    telephone: brand.contactPhone,
    address: local ? postalAddress(brand.address) : undefined,
    geo:
      local && brand.mapLat !== undefined
        ? { '@type': 'GeoCoordinates', latitude: brand.mapLat, longitude: brand.mapLng }
        : undefined,
    sameAs: [...facts.profiles],
  });
}

/** The site itself, published by the business. */
export function websiteLd(facts: OrganizationFacts): JsonLd {
  return compact({
    '@type': 'WebSite',
    '@id': `${facts.baseUrl}/#website`,
    name: facts.siteTitle,
    url: `${facts.baseUrl}/`,
    inLanguage: facts.language,
    publisher: { '@id': organizationId(facts.baseUrl) },
  });
}
