// GET /api/google-maps/places/autocomplete and /details (SPEC §7): address suggestions, or 'not configured' without a provider key.
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { Config } from '../config.js';
import { HttpError } from '../http/http-error.js';
import { createGooglePlacesProvider } from './google-places.js';
import type { PlacesProvider } from './provider.js';

/** The paths, as SPEC §7 names them. */
export const PLACES_PATHS = {
  autocomplete: '/api/google-maps/places/autocomplete',
  details: '/api/google-maps/places/details',
} as const;

/** What a site without an address service answers: the address field stays a manual entry. */
export const PLACES_NOT_CONFIGURED = 'Address suggestions are not configured on this site.';
/** SPEC §8 "Owner area and general": the service failed. */
export const PLACES_UNAVAILABLE = 'Unable to load results.';

// SPEC §7: each call carries a tracking context with the product page and section it came from.
const tracking = {
  productPage: z.string().max(40).optional(),
  productSection: z.string().max(80).optional(),
  sessionToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
    .optional(),
};
const autocompleteQuery = z.object({
  input: z.string().trim().min(1).max(200),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  ...tracking,
});
const detailsQuery = z.object({ placeId: z.string().regex(/^[A-Za-z0-9_-]{1,300}$/), ...tracking });

/** Options of {@link createPlacesRouter}. */
export interface PlacesRouterOptions {
  /** The address service; default Google's with the configured key, none (503) without one. */
  provider?: PlacesProvider | null;
}

/** Google's provider when the configuration has a key (`GOOGLE_MAPS_API_KEY`), else null. */
export function configuredPlacesProvider(config: Pick<Config, 'googleMapsApiKey'>): PlacesProvider | null {
  const apiKey = config.googleMapsApiKey;
  return apiKey ? createGooglePlacesProvider({ apiKey }) : null;
}

function single(query: Record<string, unknown>): Record<string, unknown> {
  // A repeated parameter is refused rather than guessed at.
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? undefined : value]),
  );
}

function parse<T>(schema: z.ZodType<T>, query: unknown): T {
  const parsed = schema.safeParse(single((query ?? {}) as Record<string, unknown>));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
    throw new HttpError(400, 'invalid-input', 'The request could not be read.', {
      [field]: 'Invalid value.',
    });
  }
  return parsed.data;
}

/**
 * `GET …/autocomplete?input=&country=&sessionToken=&productPage=&productSection=` → `{ suggestions:
 * [{placeId, description, mainText, secondaryText}] }`; `GET …/details?placeId=&sessionToken=` →
 * `{ place: {placeId, formattedAddress, addressLine1, addressLine2, city, state, postalCode,
 * countryCode} }` (404 for an unknown place). Without a provider both answer 503
 * `{ error: 'places-not-configured', message }`; a failing provider 502 'Unable to load results.'
 */
export function createPlacesRouter(
  deps: Pick<AppDeps, 'logger' | 'config'>,
  options: PlacesRouterOptions = {},
): Router {
  const provider = options.provider === undefined ? configuredPlacesProvider(deps.config) : options.provider;
  const router = Router();

  async function ask<T>(work: (places: PlacesProvider) => Promise<T>): Promise<T> {
    if (provider === null) throw new HttpError(503, 'places-not-configured', PLACES_NOT_CONFIGURED);
    try {
      return await work(provider);
    } catch (error) {
      deps.logger.warn({ err: error }, 'address service failed');
      throw new HttpError(502, 'places-unavailable', PLACES_UNAVAILABLE);
    }
  }

  router.get(PLACES_PATHS.autocomplete, async (req, res) => {
    const query = parse(autocompleteQuery, req.query);
    const suggestions = await ask((places) =>
      places.autocomplete({
        input: query.input,
        sessionToken: query.sessionToken,
        countries: query.country === undefined ? undefined : [query.country.toUpperCase()],
        language: query.language,
      }),
    );
    res.set('Cache-Control', 'private, max-age=60').json({ suggestions });
  });

  router.get(PLACES_PATHS.details, async (req, res) => {
    const query = parse(detailsQuery, req.query);
    const place = await ask((places) =>
      places.details(query.placeId, { sessionToken: query.sessionToken, language: query.language }),
    );
    if (place === undefined) throw new HttpError(404, 'place-not-found', 'No such place.');
    res.set('Cache-Control', 'private, max-age=300').json({ place });
  });
  return router;
}
