// Address autocomplete (SPEC §7 /api/google-maps/places/…): 'not configured' without a provider, the provider's answers with one.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { loadConfig } from '../../server/config.js';
import { createGooglePlacesProvider } from '../../server/places/google-places.js';
import { configuredPlacesProvider } from '../../server/places/routes.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { formsApp } from './forms-app.js';
import { seedForms } from './forms-fixture.js';

let db: Database;

/** What Google's Places API (New) answers, for a provider under test. */
function googleStub(calls: { url: string; init: RequestInit }[], failing = false): typeof fetch {
  return async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    if (failing) return new Response('{}', { status: 500 });
    if (String(input).endsWith('places:autocomplete')) {
      return Response.json({
        suggestions: [
          {
            placePrediction: {
              placeId: 'ChIJ14Water',
              text: { text: '14 Water Street, Portland, ME, USA' },
              structuredFormat: {
                mainText: { text: '14 Water Street' },
                secondaryText: { text: 'Portland, ME, USA' },
              },
            },
          },
        ],
      });
    }
    if (String(input).includes('/places/unknown')) return new Response('{}', { status: 404 });
    return Response.json({
      id: 'ChIJ14Water',
      formattedAddress: '14 Water St, Portland, ME 04101, USA',
      addressComponents: [
        { longText: '14', shortText: '14', types: ['street_number'] },
        { longText: 'Water Street', shortText: 'Water St', types: ['route'] },
        { longText: 'Portland', shortText: 'Portland', types: ['locality', 'political'] },
        { longText: 'Maine', shortText: 'ME', types: ['administrative_area_level_1', 'political'] },
        { longText: '04101', shortText: '04101', types: ['postal_code'] },
        { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
      ],
    });
  };
}

function appWith(fetchFn: typeof fetch | null): Express {
  return formsApp(db, {
    places: fetchFn === null ? null : createGooglePlacesProvider({ apiKey: 'test-key', fetch: fetchFn }),
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seedForms(db.knex);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const tracking = 'productPage=pdp&productSection=additional-fields';

describe(`address autocomplete (${testDatabaseKind()})`, () => {
  it("answers 503 'not configured' without a provider key, so the field stays a manual entry", async () => {
    const app = appWith(null);
    for (const path of ['autocomplete?input=14%20Water', 'details?placeId=ChIJ14Water']) {
      const res = await request(app).get(`/api/google-maps/places/${path}&${tracking}`);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'places-not-configured',
        message: 'Address suggestions are not configured on this site.',
      });
    }
  });

  it("calls the provider with the key and answers its suggestions and the place's address parts", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const app = appWith(googleStub(calls));
    const found = await request(app).get(
      `/api/google-maps/places/autocomplete?input=14%20Water&country=us&sessionToken=s1&${tracking}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.suggestions).toEqual([
      {
        placeId: 'ChIJ14Water',
        description: '14 Water Street, Portland, ME, USA',
        mainText: '14 Water Street',
        secondaryText: 'Portland, ME, USA',
      },
    ]);
    expect((calls[0].init.headers as Record<string, string>)['X-Goog-Api-Key']).toBe('test-key');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      input: '14 Water',
      sessionToken: 's1',
      includedRegionCodes: ['US'],
    });
    const details = await request(app).get(
      `/api/google-maps/places/details?placeId=ChIJ14Water&sessionToken=s1&${tracking}`,
    );
    expect(details.body.place).toEqual({
      placeId: 'ChIJ14Water',
      formattedAddress: '14 Water St, Portland, ME 04101, USA',
      addressLine1: '14 Water Street',
      addressLine2: '',
      city: 'Portland',
      state: 'ME',
      postalCode: '04101',
      countryCode: 'US',
    });
    expect(calls[1].url).toBe('https://places.googleapis.com/v1/places/ChIJ14Water?sessionToken=s1');
    expect((await request(app).get('/api/google-maps/places/details?placeId=unknown')).status).toBe(404);
  });

  it("answers 400 for a bad query and 502 'Unable to load results.' when the provider fails", async () => {
    const app = appWith(googleStub([], true));
    expect((await request(app).get('/api/google-maps/places/autocomplete?input=')).status).toBe(400);
    expect((await request(app).get('/api/google-maps/places/details?placeId=a/b')).status).toBe(400);
    const failed = await request(app).get('/api/google-maps/places/autocomplete?input=14');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Unable to load results.');
  });
});

describe('the address service from the configuration', () => {
  it('is Google’s when GOOGLE_MAPS_API_KEY is set, and none without it (or when blank)', () => {
    expect(configuredPlacesProvider(loadConfig({ GOOGLE_MAPS_API_KEY: 'key-123' }))).not.toBeNull();
    expect(configuredPlacesProvider(loadConfig({}))).toBeNull();
    expect(configuredPlacesProvider(loadConfig({ GOOGLE_MAPS_API_KEY: '  ' }))).toBeNull();
  });
});
