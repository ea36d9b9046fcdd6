// The currencies a store can sell in (SPEC §3 "Currencies"), with their minor-unit digits.

/** A supported currency. `numericCode` is the ISO 4217 number (SPEC does not list them). */
export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly fractionDigits: number;
  readonly numericCode: string;
}

/** Every currency a store can use, by ISO 4217 code. */
export const CURRENCIES: Readonly<Record<string, Currency>> = Object.freeze(
  Object.fromEntries(
    (
      [
        ['EUR', 'Euro', 2, '978'],
        ['USD', 'US Dollar', 2, '840'],
        ['AUD', 'Australian Dollar', 2, '036'],
        ['NOK', 'Norwegian Krone', 2, '578'],
        ['CAD', 'Canadian Dollar', 2, '124'],
        ['NZD', 'New Zealand Dollar', 2, '554'],
        ['DKK', 'Danish Krone', 2, '208'],
        ['GBP', 'Pound Sterling', 2, '826'],
        ['HKD', 'Hong Kong Dollar', 2, '344'],
        ['CHF', 'Swiss Franc', 2, '756'],
        ['MXN', 'Mexican Peso', 2, '484'],
        ['SGD', 'Singapore Dollar', 2, '702'],
        ['SEK', 'Swedish Krona', 2, '752'],
        ['CZK', 'Czech Koruna', 2, '203'],
        ['ILS', 'New Israeli Sheqel', 2, '376'],
        ['PHP', 'Philippine Peso', 2, '608'],
        ['RUB', 'Russian Ruble', 2, '643'],
        ['PLN', 'Polish Zloty', 2, '985'],
        ['THB', 'Thai Baht', 2, '764'],
        ['MYR', 'Malaysian Ringgit', 2, '458'],
        ['ARS', 'Argentine Peso', 2, '032'],
        ['BRL', 'Brazilian Real', 2, '986'],
        ['COP', 'Colombian Peso', 2, '170'],
        ['IDR', 'Indonesian Rupiah', 2, '360'],
        ['INR', 'Indian Rupee', 2, '356'],
        ['ZAR', 'South African Rand', 2, '710'],
        ['JPY', 'Japanese Yen', 0, '392'],
      ] as const
    ).map(([code, name, fractionDigits, numericCode]) => [
      code,
      Object.freeze({ code, name, fractionDigits, numericCode }),
    ]),
  ),
);

/** The currency of money that does not say (SPEC §3). */
export const DEFAULT_CURRENCY = 'USD';

/** The supported currency with this code (case and surrounding blanks ignored), or undefined. */
export function findCurrency(code: string): Currency | undefined {
  const key = code.trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(CURRENCIES, key) ? CURRENCIES[key] : undefined;
}
