// Address configuration per country (SPEC §3) with its postal-code rule (SPEC §5 "Postal codes"): labels, rule, message, examples, regions, languages.
import {
  AU_REGIONS,
  CA_REGIONS,
  ES_REGIONS,
  FR_REGIONS,
  GB_REGIONS,
  IE_REGIONS,
  NO_REGIONS,
  NZ_REGIONS,
  SE_REGIONS,
  US_REGIONS,
  type Region,
} from './regions.js';

/** How one country's addresses are asked for and checked. */
export interface AddressConfig {
  /** ISO 3166-1 alpha-2 code, or `DEFAULT` for the unknown default. */
  readonly country: string;
  /** The country's name in English. */
  readonly name: string;
  /** The label of the subdivision field: 'State', 'Province', 'County'… */
  readonly subdivisionLabel: string;
  /** The label of the postal-code field: 'ZIP Code', 'Postcode', 'Eircode'… */
  readonly postalCodeLabel: string;
  /**
   * SPEC §5's rule, tested against the normalised code (trimmed, upper case, single spaces).
   * Where the rule names the leading part of a code (Canada's FSA, the UK outcode, the Eircode's
   * first three characters, up to three Swedish digits), a full code in the country's format is
   * accepted too, so a shopper may type their whole postcode.
   */
  readonly postalCodePattern: RegExp;
  /** SPEC §5's message when the code breaks the rule ('Invalid postal code.' where SPEC shows none). */
  readonly postalCodeMessage: string;
  /** Codes the rule accepts, for placeholders and tests. */
  readonly postalCodeExamples: readonly string[];
  /** Whether an address in this country needs a postal code. */
  readonly postalCodeRequired: boolean;
  /** The subdivisions to choose from; empty: none asked for. */
  readonly regions: readonly Region[];
  /** Whether an address must name one of `regions`. */
  readonly regionRequired: boolean;
  /** Languages valid for the country (SPEC §3); empty where SPEC names none. */
  readonly languages: readonly string[];
}

/** SPEC §5: the default row's message, also used where SPEC shows no message of the country's own. */
export const INVALID_POSTAL_CODE_MESSAGE = 'Invalid postal code.';

/** The countries SPEC §3 configures, in its order. */
export const CONFIGURED_COUNTRIES = ['US', 'CA', 'AU', 'GB', 'FR', 'NZ', 'NO', 'SE', 'ES', 'IE'] as const;

/** A country SPEC §3 configures. */
export type ConfiguredCountry = (typeof CONFIGURED_COUNTRIES)[number];

/** SPEC §3: the United States and the territories that use its addresses (ZIP Codes). */
export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/** The territories' names (the United States is in {@link ADDRESS_CONFIGS}). */
export const US_TERRITORY_NAMES: Readonly<Record<string, string>> = Object.freeze({
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  MP: 'Northern Mariana Islands',
  AS: 'American Samoa',
  UM: 'U.S. Minor Outlying Islands',
});

type Rule = Pick<
  AddressConfig,
  'postalCodePattern' | 'postalCodeMessage' | 'postalCodeExamples' | 'postalCodeRequired'
>;

function rule(pattern: RegExp, message: string, examples: readonly string[]): Rule {
  return {
    postalCodePattern: pattern,
    postalCodeMessage: message,
    postalCodeExamples: Object.freeze([...examples]),
    postalCodeRequired: true,
  };
}

function config(
  country: string,
  name: string,
  labels: { subdivision: string; postalCode: string },
  postal: Rule,
  regions: readonly Region[],
  regionRequired: boolean,
  languages: readonly string[],
): AddressConfig {
  return Object.freeze({
    country,
    name,
    subdivisionLabel: labels.subdivision,
    postalCodeLabel: labels.postalCode,
    ...postal,
    regions,
    regionRequired,
    languages: Object.freeze([...languages]),
  });
}

const US_RULE = rule(/^\d{5}$/, 'ZIP Codes need to be 5 digits.', ['04101', '90210', '10001']);

/** SPEC §3 and §5, country by country. */
export const ADDRESS_CONFIGS: Readonly<Record<ConfiguredCountry, AddressConfig>> = Object.freeze({
  US: config(
    'US',
    'United States',
    { subdivision: 'State', postalCode: 'ZIP Code' },
    US_RULE,
    US_REGIONS,
    true,
    ['en'],
  ),
  CA: config(
    'CA',
    'Canada',
    { subdivision: 'Province', postalCode: 'Postal Code' },
    // FSA: letter, digit, letter; then, optionally, the local delivery unit (digit, letter, digit).
    rule(/^[A-Z]\d[A-Z](?: ?\d[A-Z]\d)?$/, 'An FSA code is invalid.', ['K1A', 'M5V', 'K1A 0B1', 'H2X1Y4']),
    CA_REGIONS,
    true,
    ['en', 'fr'],
  ),
  AU: config(
    'AU',
    'Australia',
    { subdivision: 'State', postalCode: 'Postal Code' },
    rule(/^\d{4}$/, 'Postal Codes need to be 4 digits.', ['2000', '3000', '0800']),
    AU_REGIONS,
    true,
    ['en'],
  ),
  GB: config(
    'GB',
    'United Kingdom',
    { subdivision: 'Nation', postalCode: 'Postcode' },
    // The outcode (1-4 characters, a letter first); or a whole postcode: outcode, inward code (digit, two letters).
    rule(
      /^(?:[A-Z][A-Z0-9]{0,3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
      'Enter only the 1-4 character outcode portion of postcodes.',
      ['SW1A', 'M1', 'EC1A', 'SW1A 1AA', 'M11AE'],
    ),
    GB_REGIONS,
    false,
    ['en'],
  ),
  FR: config(
    'FR',
    'France',
    { subdivision: 'Region', postalCode: 'Postal Code' },
    rule(/^\d{5}$/, INVALID_POSTAL_CODE_MESSAGE, ['75001', '13002', '97400']),
    FR_REGIONS,
    false,
    [],
  ),
  NZ: config(
    'NZ',
    'New Zealand',
    { subdivision: 'Region', postalCode: 'Postcode' },
    rule(/^\d{4}$/, INVALID_POSTAL_CODE_MESSAGE, ['6011', '1010', '9016']),
    NZ_REGIONS,
    false,
    ['en'],
  ),
  NO: config(
    'NO',
    'Norway',
    { subdivision: 'County', postalCode: 'Postal Code' },
    rule(/^\d{4}$/, INVALID_POSTAL_CODE_MESSAGE, ['0150', '5003', '9008']),
    NO_REGIONS,
    false,
    [],
  ),
  SE: config(
    'SE',
    'Sweden',
    { subdivision: 'County', postalCode: 'Postcode' },
    // Up to three digits; or, the whole code: three digits, an optional space, two digits.
    rule(/^(?:\d{1,3}|\d{3} ?\d{2})$/, 'Enter up to 3 digits of the postcode', ['1', '11', '113', '113 51']),
    SE_REGIONS,
    false,
    [],
  ),
  ES: config(
    'ES',
    'Spain',
    { subdivision: 'Province', postalCode: 'Postal Code' },
    rule(/^\d{5}$/, INVALID_POSTAL_CODE_MESSAGE, ['28013', '08001', '41001']),
    ES_REGIONS,
    false,
    [],
  ),
  IE: config(
    'IE',
    'Ireland',
    { subdivision: 'County', postalCode: 'Eircode' },
    // The routing key (three characters); then, optionally, the unique identifier (four characters).
    rule(/^[A-Z0-9]{3}(?: ?[A-Z0-9]{4})?$/, 'Enter only the first three characters of the Eircode', [
      'D02',
      'T12',
      'A65',
      'D02 X285',
    ]),
    IE_REGIONS,
    false,
    [],
  ),
});

/** SPEC §3's unknown default: any postal code (none needed), no regions. */
export const DEFAULT_ADDRESS_CONFIG: AddressConfig = config(
  'DEFAULT',
  'Other',
  { subdivision: 'Region', postalCode: 'Postal Code' },
  { ...rule(/^.*$/, INVALID_POSTAL_CODE_MESSAGE, ['12345', 'AB-12']), postalCodeRequired: false },
  [],
  false,
  [],
);

const territoryConfigs = new Map<string, AddressConfig>();

/** A US territory's configuration: the ZIP Code rule, the territory itself as the region. */
function territoryConfig(code: string): AddressConfig {
  let found = territoryConfigs.get(code);
  if (found === undefined) {
    found = config(
      code,
      US_TERRITORY_NAMES[code] ?? code,
      { subdivision: 'State', postalCode: 'ZIP Code' },
      US_RULE,
      [],
      false,
      ['en'],
    );
    territoryConfigs.set(code, found);
  }
  return found;
}

/** A country code as stored: trimmed and upper case (`' us'` → `'US'`). */
export function normalizeCountry(country: unknown): string {
  return typeof country === 'string' ? country.trim().toUpperCase() : '';
}

/** Whether `country` is one of SPEC §3's US territories (the United States included). */
export function isUsTerritory(country: unknown): boolean {
  return (US_TERRITORIES as readonly string[]).includes(normalizeCountry(country));
}

function isConfigured(code: string): code is ConfiguredCountry {
  return (CONFIGURED_COUNTRIES as readonly string[]).includes(code);
}

/**
 * The address configuration of `country` (any case): its own for SPEC's ten countries, the
 * ZIP Code rule for the US territories, else the unknown default.
 */
export function addressConfigFor(country: unknown): AddressConfig {
  const code = normalizeCountry(country);
  if (isConfigured(code)) return ADDRESS_CONFIGS[code];
  if (isUsTerritory(code)) return territoryConfig(code);
  return DEFAULT_ADDRESS_CONFIG;
}

/** The countries a checkout offers: SPEC's ten, then the US territories, each with its name. */
export const CHECKOUT_COUNTRIES: readonly { readonly code: string; readonly name: string }[] = Object.freeze([
  ...CONFIGURED_COUNTRIES.map((code) => Object.freeze({ code, name: ADDRESS_CONFIGS[code].name })),
  ...Object.entries(US_TERRITORY_NAMES).map(([code, name]) => Object.freeze({ code, name })),
]);
