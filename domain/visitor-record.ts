// The visitor record cookie and the visit cookie (SPEC §3, §4 "Visitor cookie lifecycle", §5 "Visitor record"): their format, validity and lifecycle.

/** The census cookies (SPEC §3): the ones a restrictive cookie policy clears. */
export const CENSUS_COOKIES = {
  /** The visitor record: `id|first|previous|current|count`. */
  record: 'ss_cvr',
  /** The visit: its start time in milliseconds, a positive integer string; lives 30 minutes after the last hit. */
  visit: 'ss_cvisit',
  /** The time of the visit's latest hit, in milliseconds. */
  visitTime: 'ss_cvt',
  /** The visitor's id alone (the record's first field), for scripts that need only who. */
  clientId: 'ss_cid',
  /** When the visitor's previous visit started (the record's second time), in milliseconds. */
  previousVisit: 'ss_cpvisit',
} as const;

/** Every census cookie, in the order they are cleared. */
export const CENSUS_COOKIE_NAMES: readonly string[] = [
  CENSUS_COOKIES.clientId,
  CENSUS_COOKIES.previousVisit,
  CENSUS_COOKIES.visit,
  CENSUS_COOKIES.record,
  CENSUS_COOKIES.visitTime,
];

/**
 * The visitor's answer to the cookie banner (`true` or `false`), for analytics cookies (the
 * visitor record and visit); SPEC §3's `ss_performanceCookiesAllowed` holds the same answer for
 * the performance part. Both are written by the banner and live as long as analytics cookies.
 */
export const ANALYTICS_CONSENT_COOKIE = 'ss_analyticsCookiesAllowed';
export const PERFORMANCE_CONSENT_COOKIE = 'ss_performanceCookiesAllowed';

/** SPEC §9: a visit lasts 30 minutes after its latest hit. */
export const VISIT_LIFETIME_MS = 30 * 60 * 1000;
/**
 * SPEC §3 gives 390 days (analytics cookies) and 2 years (visitor cookie); the visitor record is an
 * analytics cookie, so it gets the shorter reading (ARCHITECTURE.md "Visitor tracking" says why).
 */
export const ANALYTICS_COOKIE_LIFETIME_MS = 390 * 24 * 60 * 60 * 1000;

/**
 * The visitor record (SPEC §3): who the visitor is and their visits. Times are milliseconds since
 * the epoch; `count` is the number of visits so far.
 */
export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  count: number;
}

/** SPEC §5: word characters and dashes, then exactly four positive integers each preceded by `|`. */
const RECORD_FORMAT = /^[\w-]+(?:\|\d+){4}$/;
/** SPEC §5: the visit cookie is a positive integer string. */
const VISIT_FORMAT = /^\d+$/;

/** Whether `value` is a positive integer string that is also a safe JavaScript integer. */
function positiveInteger(value: string): number | undefined {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The record a cookie holds, or undefined when it is missing or invalid (SPEC §5). */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | undefined {
  if (value === undefined || !RECORD_FORMAT.test(value)) return undefined;
  const [id = '', ...rest] = value.split('|');
  const numbers = rest.map(positiveInteger);
  if (numbers.some((number) => number === undefined)) return undefined;
  const [firstVisit, previousVisit, currentVisit, count] = numbers as number[];
  return {
    id,
    firstVisit: firstVisit as number,
    previousVisit: previousVisit as number,
    currentVisit: currentVisit as number,
    count: count as number,
  };
}

/** The cookie text of a record: `id|first|previous|current|count`. */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.count].join('|');
}

/** SPEC §5: whether a visit cookie is valid (a positive integer string). */
export function isValidVisitCookie(value: string | undefined): value is string {
  return value !== undefined && VISIT_FORMAT.test(value) && positiveInteger(value) !== undefined;
}

/** One cookie to set: its name, value and lifetime. */
export interface CookieToSet {
  name: string;
  value: string;
  maxAgeMs: number;
}

/** What {@link nextVisitorState} is told: the cookies as sent, the time, and the policy. */
export interface VisitorStateInput {
  /** The `ss_cvr` cookie as sent, if any. */
  record: string | undefined;
  /** The `ss_cvisit` cookie as sent, if any. */
  visit: string | undefined;
  /** Milliseconds since the epoch. */
  now: number;
  /** A restrictive cookie policy: no consent to analytics cookies (or Global Privacy Control). */
  restrictive: boolean;
  /** A website made to be cloned, whose visitors are never told apart. */
  cloneable: boolean;
  /** A new identifier for a new record (a UUID). */
  newId: () => string;
}

/** What the hit does to the visitor's cookies, and the record and visit it counts under. */
export interface VisitorState {
  record: VisitorRecord;
  /** The visit (`ss_cvisit`'s value). */
  visit: string;
  setCookies: CookieToSet[];
  /** Cookies to remove (all census cookies under a restrictive policy). */
  clearCookies: string[];
  /** Whether this hit starts a visit. */
  newVisit: boolean;
  /** Whether the record and visit are kept by the browser (false: they last only this hit). */
  remembered: boolean;
}

function freshRecord(id: string, now: number): VisitorRecord {
  return { id, firstVisit: now, previousVisit: now, currentVisit: now, count: 1 };
}

/**
 * The cookies a remembered hit sets (SPEC §3's list): the record, the visit and its latest hit,
 * and beside them `ss_cid` (the record's id) and `ss_cpvisit` (its previous visit time), analytics
 * cookies that live as long as the record.
 */
function cookiesFor(record: VisitorRecord, visit: string, now: number): CookieToSet[] {
  return [
    {
      name: CENSUS_COOKIES.record,
      value: formatVisitorRecord(record),
      maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS,
    },
    { name: CENSUS_COOKIES.visit, value: visit, maxAgeMs: VISIT_LIFETIME_MS },
    { name: CENSUS_COOKIES.visitTime, value: String(now), maxAgeMs: VISIT_LIFETIME_MS },
    { name: CENSUS_COOKIES.clientId, value: record.id, maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS },
    {
      name: CENSUS_COOKIES.previousVisit,
      value: String(record.previousVisit),
      maxAgeMs: ANALYTICS_COOKIE_LIFETIME_MS,
    },
  ];
}

/**
 * SPEC §4 "Visitor cookie lifecycle", one hit at a time:
 * - restrictive policy or cloneable website: a fresh record for this hit alone, a new visit, and
 *   every census cookie cleared;
 * - no valid record: a new record (first = previous = current = now, count 1) and a new visit;
 * - a valid record and no valid visit cookie: the record is updated (count + 1, the current visit
 *   becomes the previous one, now is the current one) and a new visit starts;
 * - a valid record and a valid visit cookie: the visit goes on; both are kept, the visit cookie's
 *   30 minutes start again.
 * A new visit's cookie is the time it started.
 */
export function nextVisitorState(input: VisitorStateInput): VisitorState {
  const { now } = input;
  const newVisit = String(now);
  if (input.restrictive || input.cloneable) {
    return {
      record: freshRecord(input.newId(), now),
      visit: newVisit,
      setCookies: [],
      clearCookies: [...CENSUS_COOKIE_NAMES],
      newVisit: true,
      remembered: false,
    };
  }
  const known = parseVisitorRecord(input.record);
  if (known === undefined) {
    const record = freshRecord(input.newId(), now);
    return {
      record,
      visit: newVisit,
      setCookies: cookiesFor(record, newVisit, now),
      clearCookies: [],
      newVisit: true,
      remembered: true,
    };
  }
  if (!isValidVisitCookie(input.visit)) {
    const record: VisitorRecord = {
      ...known,
      previousVisit: known.currentVisit,
      currentVisit: now,
      count: known.count + 1,
    };
    return {
      record,
      visit: newVisit,
      setCookies: cookiesFor(record, newVisit, now),
      clearCookies: [],
      newVisit: true,
      remembered: true,
    };
  }
  return {
    record: known,
    visit: input.visit,
    setCookies: cookiesFor(known, input.visit, now),
    clearCookies: [],
    newVisit: false,
    remembered: true,
  };
}
