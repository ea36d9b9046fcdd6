// The `order` tracking event, appended when a visitor places an order: the last step of the analytics funnel, counted in the buyer's visit.
import type { Request } from 'express';
import type { Knex } from 'knex';
import { CHECKOUT_URL } from '../../domain/cart-labels.js';
import { CENSUS_COOKIES, isValidVisitCookie, parseVisitorRecord } from '../../domain/visitor-record.js';
import { analyticsConsent } from './consent.js';
import { readTrackingSettings } from './census-settings.js';
import { trackingSinkFor } from './event-writer.js';
import { suppressionOf } from './suppression.js';
import type { TrackingEvent, TrackingSink } from './tracking-event.js';
import { visitorHash } from './visitor-hash.js';

/** The event type of a placed order. */
export const ORDER_EVENT = 'order';

/** The order an event is about. */
export interface PlacedOrder {
  id: string;
  orderNumber: number;
}

function cookie(req: Request, name: string): string | undefined {
  const value: unknown = req.cookies?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The `order` event of `order`, placed by this request, or undefined when the buyer is not tracked
 * (SPEC §6: a signed-in owner). With consent it carries the visitor record and visit the browser
 * sent (no cookie is set or changed here), so the order counts in the visit that led to it;
 * without, the day's visitor hash alone, as the census counts cookieless visits.
 */
export async function orderEventOf(
  db: Knex,
  req: Request,
  order: PlacedOrder,
  at: Date = new Date(),
): Promise<TrackingEvent | undefined> {
  const website = req.website;
  if (website === undefined) return undefined;
  if (suppressionOf(req, { pagePath: CHECKOUT_URL, pageView: false }) !== undefined) return undefined;
  const settings = await readTrackingSettings(db, website.id);
  const consent = analyticsConsent(req, settings.cookieBanner);
  const record = consent === 'granted' ? parseVisitorRecord(cookie(req, CENSUS_COOKIES.record)) : undefined;
  const visit = cookie(req, CENSUS_COOKIES.visit);
  const hash = await visitorHash(db, website.id, req.ip ?? '', req.get('User-Agent') ?? '', at).catch(
    () => null,
  );
  const siteUserId = req.siteUser?.id ?? null;
  return {
    websiteId: website.id,
    eventType: ORDER_EVENT,
    occurredAt: at,
    visitorHash: hash,
    visitorId: record?.id ?? null,
    sessionId: record !== undefined && isValidVisitCookie(visit) ? visit : null,
    siteUserId,
    pagePath: null,
    referrer: null,
    payload: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      websiteId: website.id,
      memberAccountId: siteUserId,
      consent,
    },
  };
}

/**
 * Appends the `order` event of an order this request placed, through the buffered writer; never
 * throws and never waits: tracking never holds up or breaks a purchase.
 */
export function trackPlacedOrder(db: Knex, req: Request, order: PlacedOrder, sink?: TrackingSink): void {
  orderEventOf(db, req, order)
    .then((event) => {
      if (event !== undefined) (sink ?? trackingSinkFor(db)).append(event);
    })
    .catch(() => undefined);
}
