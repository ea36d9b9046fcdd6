// The Google Places API (New) as a PlacesProvider: autocomplete and place details over fetch.
import { z } from 'zod';
import type { PlaceAddress, PlacesProvider, PlaceSuggestion } from './provider.js';

const API = 'https://places.googleapis.com/v1';

const text = z.looseObject({ text: z.string().default('') });
const autocompleteReply = z.looseObject({
  suggestions: z
    .array(
      z.looseObject({
        placePrediction: z
          .looseObject({
            placeId: z.string(),
            text: text.optional(),
            structuredFormat: z
              .looseObject({ mainText: text.optional(), secondaryText: text.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
const component = z.looseObject({
  longText: z.string().default(''),
  shortText: z.string().default(''),
  types: z.array(z.string()).default([]),
});
const detailsReply = z.looseObject({
  id: z.string().optional(),
  formattedAddress: z.string().default(''),
  addressComponents: z.array(component).default([]),
});

/** Options of {@link createGooglePlacesProvider}. */
export interface GooglePlacesOptions {
  apiKey: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** How long a call may take, in milliseconds (default 5000). */
  timeoutMs?: number;
}

/** The address parts of a Places `addressComponents` list. */
export function addressFromComponents(
  placeId: string,
  formattedAddress: string,
  components: readonly z.infer<typeof component>[],
): PlaceAddress {
  const find = (type: string) => components.find((part) => part.types.includes(type));
  const long = (type: string) => find(type)?.longText ?? '';
  const short = (type: string) => find(type)?.shortText ?? '';
  const street = [long('street_number'), long('route')].filter(Boolean).join(' ');
  return {
    placeId,
    formattedAddress,
    addressLine1: street,
    addressLine2: long('subpremise'),
    city: long('locality') || long('postal_town') || long('sublocality'),
    state: short('administrative_area_level_1') || long('administrative_area_level_1'),
    postalCode: long('postal_code'),
    countryCode: short('country'),
  };
}

/** A provider calling Google's Places API (New) with `apiKey`. */
export function createGooglePlacesProvider(options: GooglePlacesOptions): PlacesProvider {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 5000;

  async function call(url: string, init: RequestInit, fieldMask?: string): Promise<unknown> {
    const headers: Record<string, string> = { 'X-Goog-Api-Key': options.apiKey, Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (fieldMask !== undefined) headers['X-Goog-FieldMask'] = fieldMask;
    const response = await fetchFn(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Places API answered ${response.status}`);
    return response.json();
  }

  return {
    async autocomplete(query) {
      const reply = autocompleteReply.parse(
        await call(`${API}/places:autocomplete`, {
          method: 'POST',
          body: JSON.stringify({
            input: query.input,
            ...(query.sessionToken ? { sessionToken: query.sessionToken } : {}),
            ...(query.countries?.length ? { includedRegionCodes: query.countries } : {}),
            ...(query.language ? { languageCode: query.language } : {}),
          }),
        }),
      );
      return reply.suggestions.flatMap((suggestion): PlaceSuggestion[] => {
        const prediction = suggestion.placePrediction;
        if (prediction === undefined) return [];
        return [
          {
            placeId: prediction.placeId,
            description: prediction.text?.text ?? '',
            mainText: prediction.structuredFormat?.mainText?.text ?? prediction.text?.text ?? '',
            secondaryText: prediction.structuredFormat?.secondaryText?.text ?? '',
          },
        ];
      });
    },
    async details(placeId, { sessionToken, language }) {
      const params = new URLSearchParams();
      if (sessionToken) params.set('sessionToken', sessionToken);
      if (language) params.set('languageCode', language);
      const query = params.toString();
      let raw: unknown;
      try {
        raw = await call(
          `${API}/places/${encodeURIComponent(placeId)}${query === '' ? '' : `?${query}`}`,
          { method: 'GET' },
          'id,formattedAddress,addressComponents',
        );
      } catch (error) {
        if ((error as Error).message === 'Places API answered 404') return undefined;
        throw error;
      }
      const reply = detailsReply.parse(raw);
      return addressFromComponents(reply.id ?? placeId, reply.formattedAddress, reply.addressComponents);
    },
  };
}
