// What the tracking endpoints append and where they append it: one stored event, and the sink the buffered writer implements.

/**
 * One tracking event as stored (TRACKING_EVENTS): a page view, a census post, a commerce event.
 * Never a raw IP address: `visitorHash` is a daily-rotating salted hash of what identifies a
 * visitor without cookies; `visitorId` and `sessionId` come from the visitor record and visit
 * cookies when the visitor allowed them.
 */
export interface TrackingEvent {
  websiteId: string;
  /** `page-view`, `button-click`, `form-render`, `overlay`, `quick-view`, `CommerceShopping_AddToCart`, … */
  eventType: string;
  occurredAt: Date;
  /** Daily salted hash (hex) of the website, the visitor's address and user agent; null when unknown. */
  visitorHash: string | null;
  /** The visitor record's identifier (`ss_cvr`), only with consent. */
  visitorId: string | null;
  /** The visit (`ss_cvisit`), only with consent. */
  sessionId: string | null;
  /** The signed-in site user (member account id), if any. */
  siteUserId: string | null;
  pagePath: string | null;
  /** The referring URL's origin and path (no query), or null. */
  referrer: string | null;
  /** The event's own fields (SPEC §3 "Tracking event fields"), JSON. */
  payload: Record<string, unknown>;
}

/** Where request handlers hand events: returns at once, never throws, never waits on the database. */
export interface TrackingSink {
  append(event: TrackingEvent): void;
}
