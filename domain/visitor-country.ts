// A visitor's country without their IP address: the region of their preferred language (Accept-Language `fr-CA` → CA), else their browser's time zone.

/** Common IANA time zones and the country they lie in (zones shared by several countries are left out). */
const ZONE_COUNTRIES: Readonly<Record<string, string>> = {
  'Africa/Abidjan': 'CI',
  'Africa/Accra': 'GH',
  'Africa/Addis_Ababa': 'ET',
  'Africa/Algiers': 'DZ',
  'Africa/Cairo': 'EG',
  'Africa/Casablanca': 'MA',
  'Africa/Dakar': 'SN',
  'Africa/Dar_es_Salaam': 'TZ',
  'Africa/Johannesburg': 'ZA',
  'Africa/Kampala': 'UG',
  'Africa/Khartoum': 'SD',
  'Africa/Kinshasa': 'CD',
  'Africa/Lagos': 'NG',
  'Africa/Luanda': 'AO',
  'Africa/Maputo': 'MZ',
  'Africa/Nairobi': 'KE',
  'Africa/Tripoli': 'LY',
  'Africa/Tunis': 'TN',
  'Africa/Windhoek': 'NA',
  'Africa/Harare': 'ZW',
  'America/Anchorage': 'US',
  'America/Argentina/Buenos_Aires': 'AR',
  'America/Buenos_Aires': 'AR',
  'America/Bogota': 'CO',
  'America/Caracas': 'VE',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Detroit': 'US',
  'America/Edmonton': 'CA',
  'America/Guatemala': 'GT',
  'America/Halifax': 'CA',
  'America/Havana': 'CU',
  'America/Indiana/Indianapolis': 'US',
  'America/Jamaica': 'JM',
  'America/La_Paz': 'BO',
  'America/Lima': 'PE',
  'America/Los_Angeles': 'US',
  'America/Mexico_City': 'MX',
  'America/Monterrey': 'MX',
  'America/Montevideo': 'UY',
  'America/New_York': 'US',
  'America/Panama': 'PA',
  'America/Phoenix': 'US',
  'America/Puerto_Rico': 'PR',
  'America/Regina': 'CA',
  'America/Santiago': 'CL',
  'America/Santo_Domingo': 'DO',
  'America/Sao_Paulo': 'BR',
  'America/St_Johns': 'CA',
  'America/Tijuana': 'MX',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Winnipeg': 'CA',
  'America/Costa_Rica': 'CR',
  'America/El_Salvador': 'SV',
  'America/Guayaquil': 'EC',
  'America/Asuncion': 'PY',
  'America/Montreal': 'CA',
  'America/Boise': 'US',
  'America/Fortaleza': 'BR',
  'America/Manaus': 'BR',
  'America/Recife': 'BR',
  'Asia/Almaty': 'KZ',
  'Asia/Amman': 'JO',
  'Asia/Baghdad': 'IQ',
  'Asia/Baku': 'AZ',
  'Asia/Bangkok': 'TH',
  'Asia/Beirut': 'LB',
  'Asia/Calcutta': 'IN',
  'Asia/Colombo': 'LK',
  'Asia/Damascus': 'SY',
  'Asia/Dhaka': 'BD',
  'Asia/Dubai': 'AE',
  'Asia/Ho_Chi_Minh': 'VN',
  'Asia/Saigon': 'VN',
  'Asia/Hong_Kong': 'HK',
  'Asia/Jakarta': 'ID',
  'Asia/Jerusalem': 'IL',
  'Asia/Tel_Aviv': 'IL',
  'Asia/Kabul': 'AF',
  'Asia/Karachi': 'PK',
  'Asia/Kathmandu': 'NP',
  'Asia/Kolkata': 'IN',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Kuwait': 'KW',
  'Asia/Macau': 'MO',
  'Asia/Manila': 'PH',
  'Asia/Muscat': 'OM',
  'Asia/Qatar': 'QA',
  'Asia/Riyadh': 'SA',
  'Asia/Seoul': 'KR',
  'Asia/Shanghai': 'CN',
  'Asia/Singapore': 'SG',
  'Asia/Taipei': 'TW',
  'Asia/Tashkent': 'UZ',
  'Asia/Tbilisi': 'GE',
  'Asia/Tehran': 'IR',
  'Asia/Tokyo': 'JP',
  'Asia/Ulaanbaatar': 'MN',
  'Asia/Yangon': 'MM',
  'Asia/Yerevan': 'AM',
  'Asia/Phnom_Penh': 'KH',
  'Asia/Bahrain': 'BH',
  'Asia/Makassar': 'ID',
  'Asia/Novosibirsk': 'RU',
  'Asia/Yekaterinburg': 'RU',
  'Asia/Vladivostok': 'RU',
  'Atlantic/Reykjavik': 'IS',
  'Atlantic/Azores': 'PT',
  'Atlantic/Canary': 'ES',
  'Australia/Adelaide': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Darwin': 'AU',
  'Australia/Hobart': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Sydney': 'AU',
  'Europe/Amsterdam': 'NL',
  'Europe/Athens': 'GR',
  'Europe/Belgrade': 'RS',
  'Europe/Berlin': 'DE',
  'Europe/Bratislava': 'SK',
  'Europe/Brussels': 'BE',
  'Europe/Bucharest': 'RO',
  'Europe/Budapest': 'HU',
  'Europe/Chisinau': 'MD',
  'Europe/Copenhagen': 'DK',
  'Europe/Dublin': 'IE',
  'Europe/Helsinki': 'FI',
  'Europe/Istanbul': 'TR',
  'Europe/Kiev': 'UA',
  'Europe/Kyiv': 'UA',
  'Europe/Lisbon': 'PT',
  'Europe/Ljubljana': 'SI',
  'Europe/London': 'GB',
  'Europe/Luxembourg': 'LU',
  'Europe/Madrid': 'ES',
  'Europe/Malta': 'MT',
  'Europe/Minsk': 'BY',
  'Europe/Monaco': 'MC',
  'Europe/Moscow': 'RU',
  'Europe/Oslo': 'NO',
  'Europe/Paris': 'FR',
  'Europe/Prague': 'CZ',
  'Europe/Riga': 'LV',
  'Europe/Rome': 'IT',
  'Europe/Sofia': 'BG',
  'Europe/Stockholm': 'SE',
  'Europe/Tallinn': 'EE',
  'Europe/Vienna': 'AT',
  'Europe/Vilnius': 'LT',
  'Europe/Warsaw': 'PL',
  'Europe/Zagreb': 'HR',
  'Europe/Zurich': 'CH',
  'Europe/Sarajevo': 'BA',
  'Europe/Skopje': 'MK',
  'Europe/Tirane': 'AL',
  'Pacific/Auckland': 'NZ',
  'Pacific/Fiji': 'FJ',
  'Pacific/Honolulu': 'US',
  'Pacific/Guam': 'GU',
};

/** Language regions that are not ISO 3166-1 codes but mean one: `en-UK` is Great Britain. */
const REGION_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

/** A language tag's two-letter region (`fr-CA` → CA, `zh-Hant-TW` → TW), or '' without one (`en`, `es-419`). */
export function regionOfLanguage(tag: string): string {
  for (const part of tag.trim().split(/[-_]/).slice(1)) {
    if (/^[A-Za-z]{2}$/.test(part)) {
      const region = part.toUpperCase();
      return REGION_ALIASES[region] ?? region;
    }
    // A private-use or extension part ends what a region could be.
    if (part.length === 1) return '';
  }
  return '';
}

/**
 * An Accept-Language header is read to this many characters, whole entries only: a browser sends a
 * few entries (`en-US,en;q=0.9,fr;q=0.8`), and splitting, matching and sorting thousands of them
 * is work a hostile header should not buy.
 */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 256;

/** The header's entries that end within {@link MAX_ACCEPT_LANGUAGE_LENGTH} characters. */
function boundedHeader(header: string): string {
  if (header.length <= MAX_ACCEPT_LANGUAGE_LENGTH) return header;
  const comma = header.lastIndexOf(',', MAX_ACCEPT_LANGUAGE_LENGTH);
  return comma < 0 ? '' : header.slice(0, comma);
}

/**
 * The region of the most preferred language in an Accept-Language header that names one (`q`
 * weights respected, `q=0` left out), or ''. Entries past {@link MAX_ACCEPT_LANGUAGE_LENGTH}
 * characters are not read.
 */
export function countryOfAcceptLanguage(header: string | undefined): string {
  if (header === undefined) return '';
  const ranked = boundedHeader(header)
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.tag !== '' && item.tag !== '*' && item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const item of ranked) {
    const region = regionOfLanguage(item.tag);
    if (region !== '') return region;
  }
  return '';
}

/** The country of an IANA time zone (`Europe/Paris` → FR), or '' for one the table does not hold (`UTC`). */
export function countryOfTimeZone(timeZone: string | undefined): string {
  return timeZone === undefined ? '' : (ZONE_COUNTRIES[timeZone.trim()] ?? '');
}

/** A visitor's country: from the Accept-Language header, else the browser's time zone; '' when neither tells. */
export function visitorCountry(acceptLanguage: string | undefined, timeZone: string | undefined): string {
  return countryOfAcceptLanguage(acceptLanguage) || countryOfTimeZone(timeZone);
}
