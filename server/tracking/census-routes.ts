// The census calls of SPEC §7 (RecordHit, button, form, overlay, quick view) and the analytics events endpoint: validate, suppress, set the visitor cookies, append.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { MAX_USER_AGENT_LENGTH, deviceKindOf } from '../../domain/device-kind.js';
import { visitorCountry } from '../../domain/visitor-country.js';
import type { AppDeps } from '../app-deps.js';
import { refuseHostileInput } from '../http/hostile-input.js';
import { HttpError } from '../http/http-error.js';
import { rateLimits } from '../http/rate-limit.js';
import { analyticsConsent } from './consent.js';
import {
  analyticsEventSchema,
  buttonSchema,
  firstProblem,
  formRenderSchema,
  overlaySchema,
  quickViewParamsSchema,
  quickViewSchema,
  recordHitSchema,
} from './census-schemas.js';
import { readTrackingSettings } from './census-settings.js';
import { trackingSinkFor } from './event-writer.js';
import { suppressionOf } from './suppression.js';
import type { TrackingSink } from './tracking-event.js';
import { visitorCookies } from './visitor-cookies.js';
import { visitorHash } from './visitor-hash.js';

/** The census paths (SPEC §7), and the analytics events endpoint. */
export const CENSUS_PATHS = {
  recordHit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  quickView: '/api/census/RecordQuickView/:id',
  events: '/api/census/events',
} as const;

/** RecordHit's page-view event name. */
export const PAGE_VIEW_EVENT = 'page-view';

/** What the census router needs besides the app's dependencies. */
export interface CensusRouterOptions {
  /** Where events go; default the database's buffered writer. */
  sink?: TrackingSink;
  now?: () => Date;
  /** The limit on census posts; default 120 a minute per address, written behind once a second. */
  limit?: RequestHandler;
}

/** One hit, validated: what it is and where it happened. */
interface Hit {
  eventType: string;
  pagePath: string;
  pageType?: number | undefined;
  pageView: boolean;
  referrer?: string | undefined;
  postedRecord?: string | undefined;
  payload: Record<string, unknown>;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, 'invalid-census', firstProblem(result.error));
  return result.data;
}

/** A referring URL's origin and path (no query, no fragment), or null. */
export function referrerOf(value: string | undefined): string | null {
  const url = value === undefined || value === '' ? null : URL.parse(value);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return `${url.origin}${url.pathname}`;
}

/**
 * The path alone of a page path a script sent (`/shop?x=1#top` → `/shop`): everything before the
 * first `?` or `#`. (`/[?#].*$/` backtracked from every `?` when a line break followed it.)
 */
function pathOnly(pagePath: string): string {
  const query = pagePath.search(/[?#]/);
  return query < 0 ? pagePath : pagePath.slice(0, query);
}

/**
 * `POST /api/census/RecordHit` (form-encoded `event`, `data` JSON, `ss_cvr`), `/button-click`,
 * `/button-render`, `/form-render`, `/overlay`, `/RecordQuickView/{id}` (JSON, page fields and
 * `visitorCookie`): 204; `POST /api/census/events` (JSON `{event, data}`, a `CommerceShopping_*`
 * event): 202. Bad input: 400 `{ error: 'invalid-census', message }`, nothing stored. A hit SPEC
 * §6 leaves out is answered the same and stores nothing, sets no cookie. Otherwise the visitor
 * cookies follow SPEC §4 (none without consent) and one event is appended to the sink; nothing is
 * written to the database on the request's path (the crumb, as on every post, is checked first).
 */
export function createCensusRouter(deps: AppDeps, options: CensusRouterOptions = {}): Router {
  const db = deps.db.knex;
  const now = options.now ?? (() => new Date());
  const sink = options.sink ?? trackingSinkFor(db, { logger: deps.logger });
  const limit =
    options.limit ?? rateLimits(deps, { windowMs: 60_000, limit: 120, prefix: 'census', syncMs: 1000 });
  const router = Router();

  async function track(req: Request, res: Response, hit: Hit, status: 202 | 204): Promise<void> {
    const website = req.website;
    if (website === undefined) throw new HttpError(404, 'not-found', 'No website is served at this address.');
    const pagePath = pathOnly(hit.pagePath);
    if (suppressionOf(req, { pagePath, pageType: hit.pageType, pageView: hit.pageView }) !== undefined) {
      res.status(status).end();
      return;
    }
    const settings = await readTrackingSettings(db, website.id);
    const at = now();
    const consent = analyticsConsent(req, settings.cookieBanner);
    const state = visitorCookies(req, res, {
      now: at,
      restrictive: consent === 'denied',
      cloneable: settings.cloneable,
      secure: deps.config.production,
      postedRecord: hit.postedRecord,
    });
    // Counting without cookies: the day's salted hash (its salt is read once a day, then kept).
    const hash = await visitorHash(db, website.id, req.ip ?? '', req.get('User-Agent') ?? '', at).catch(
      () => null,
    );
    const siteUserId = req.siteUser?.id ?? null;
    const remembered = state.remembered;
    sink.append({
      websiteId: website.id,
      eventType: hit.eventType,
      occurredAt: at,
      visitorHash: hash,
      visitorId: remembered ? state.record.id : null,
      sessionId: remembered ? state.visit : null,
      siteUserId,
      pagePath,
      referrer: referrerOf(hit.referrer),
      payload: {
        ...hit.payload,
        websiteId: website.id,
        memberAccountId: siteUserId,
        consent,
        ...(remembered ? { firstLanding: state.newVisit, firstSession: state.record.count === 1 } : {}),
      },
    });
    res.status(status).end();
  }

  function census(handle: (req: Request) => Hit, status: 202 | 204 = 204): RequestHandler {
    return (req, res, next) => {
      try {
        track(req, res, handle(req), status).catch(next);
      } catch (error) {
        next(error);
      }
    };
  }

  const userAgent = (req: Request): string | undefined =>
    req.get('User-Agent')?.slice(0, MAX_USER_AGENT_LENGTH);

  router.post(
    CENSUS_PATHS.recordHit,
    limit,
    census((req) => {
      const hit = parse(recordHitSchema, req.body);
      // `data` is JSON inside a form field, which the app's body check cannot see into: one NUL
      // character or lone surrogate in it made the database refuse a whole batch of events.
      refuseHostileInput(hit.data);
      return {
        eventType: hit.event,
        pagePath: hit.data.pagePath,
        pageType: hit.data.pageType,
        pageView: hit.event === PAGE_VIEW_EVENT,
        referrer: hit.data.referrer,
        postedRecord: hit.ss_cvr,
        // Device and country for the audience figures: from the headers and the browser's time zone, never the address.
        payload: {
          ...hit.data,
          userAgent: userAgent(req),
          device: deviceKindOf(req.get('User-Agent')),
          country: visitorCountry(req.get('Accept-Language'), hit.data.timeZone),
        },
      };
    }),
  );

  const jsonCall = (
    path: string,
    eventType: string,
    schema: typeof buttonSchema | typeof formRenderSchema | typeof overlaySchema,
  ): void => {
    router.post(
      path,
      limit,
      census((req) => {
        const { visitorCookie, ...fields } = parse(schema, req.body);
        return {
          eventType,
          pagePath: fields.pagePath,
          pageType: fields.pageType,
          pageView: false,
          postedRecord: visitorCookie,
          payload: fields,
        };
      }),
    );
  };
  jsonCall(CENSUS_PATHS.buttonClick, 'button-click', buttonSchema);
  jsonCall(CENSUS_PATHS.buttonRender, 'button-render', buttonSchema);
  jsonCall(CENSUS_PATHS.formRender, 'form-render', formRenderSchema);
  jsonCall(CENSUS_PATHS.overlay, 'overlay', overlaySchema);

  router.post(
    CENSUS_PATHS.quickView,
    limit,
    census((req) => {
      const { id } = parse(quickViewParamsSchema, req.params);
      const { visitorCookie, ...fields } = parse(quickViewSchema, req.body);
      return {
        eventType: 'quick-view',
        pagePath: fields.pagePath,
        pageType: fields.pageType,
        pageView: false,
        postedRecord: visitorCookie,
        payload: { ...fields, itemId: id },
      };
    }),
  );

  router.post(
    CENSUS_PATHS.events,
    limit,
    census((req) => {
      const { event, data } = parse(analyticsEventSchema, req.body);
      return {
        eventType: event,
        pagePath: data.pagePath,
        pageView: false,
        payload: {
          ...data,
          login_state: req.siteUser === undefined ? 'logged-out' : 'logged-in',
        },
      };
    }, 202),
  );

  return router;
}
