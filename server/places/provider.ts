// Address autocomplete behind one interface (SPEC §7 /api/google-maps/places/…): suggestions for typed text, an address for a suggestion.

/** One suggestion for what the visitor typed. */
export interface PlaceSuggestion {
  placeId: string;
  /** The whole suggestion as one line. */
  description: string;
  mainText: string;
  secondaryText: string;
}

/** A place's address in the parts an address field has. */
export interface PlaceAddress {
  placeId: string;
  formattedAddress: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** The subdivision's code where it has one (`ME`), else its name. */
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** What a suggestion request carries. */
export interface AutocompleteQuery {
  input: string;
  /** Groups the typing and the final details call into one billed session. */
  sessionToken?: string;
  /** Limit suggestions to these countries (alpha-2). */
  countries?: readonly string[];
  language?: string;
}

/** An address service. Calls reject when the service fails or answers something unreadable. */
export interface PlacesProvider {
  autocomplete(query: AutocompleteQuery): Promise<PlaceSuggestion[]>;
  /** The address of a suggestion, or undefined when the service knows no such place. */
  details(
    placeId: string,
    options: { sessionToken?: string; language?: string },
  ): Promise<PlaceAddress | undefined>;
}
