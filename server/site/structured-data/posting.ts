// A blog post's BlogPosting and an event's Event, from the item of their pages.
import { organizationId, postalAddress } from './organization.js';
import { compact, isoMoment, plainText, type JsonLd } from './json-ld.js';
import { pictureUrls } from './product.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A post: headline, dates, author (the person, else the business), publisher, pictures, keywords. */
export function blogPostingLd(item: Record<string, unknown>, url: string, baseUrl: string): JsonLd {
  const author = text((item.author as { displayName?: unknown } | undefined)?.displayName);
  const tags = Array.isArray(item.tags)
    ? (item.tags as unknown[]).filter((tag) => typeof tag === 'string')
    : [];
  const categories = Array.isArray(item.categories) ? (item.categories as string[]) : [];
  return compact({
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: text(item.title),
    url,
    mainEntityOfPage: url,
    datePublished: isoMoment(item.publishOn),
    dateModified: isoMoment(item.updatedOn),
    author: author === '' ? { '@id': organizationId(baseUrl) } : { '@type': 'Person', name: author },
    publisher: { '@id': organizationId(baseUrl) },
    image: pictureUrls(item, baseUrl),
    description: plainText(item.excerpt) ?? plainText(item.body),
    keywords: tags.join(', '),
    articleSection: categories[0],
  });
}

/** An event: name, start and end, its place (name, address, map pin), pictures and organiser. */
export function eventLd(item: Record<string, unknown>, url: string, baseUrl: string): JsonLd {
  const location = (item.location ?? {}) as Record<string, unknown>;
  const address = {
    addressLine1: text(location.addressLine1),
    addressLine2: text(location.addressLine2),
    addressCountry: text(location.addressCountry),
  };
  const hasPlace = text(location.addressTitle) !== '' || Object.values(address).some((line) => line !== '');
  const lat = location.mapLat;
  const lng = location.mapLng;
  return compact({
    '@type': 'Event',
    '@id': `${url}#event`,
    name: text(item.title),
    url,
    startDate: isoMoment(item.startDate),
    endDate: isoMoment(item.endDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: hasPlace ? 'https://schema.org/OfflineEventAttendanceMode' : undefined,
    location: hasPlace
      ? compact({
          '@type': 'Place',
          name: text(location.addressTitle),
          address: postalAddress(address),
          geo:
            typeof lat === 'number' && typeof lng === 'number'
              ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lng }
              : undefined,
        })
      : undefined,
    image: pictureUrls(item, baseUrl),
    description: plainText(item.excerpt) ?? plainText(item.body),
    organizer: { '@id': organizationId(baseUrl) },
  });
}
