// Facts about regions (ISO 3166 codes): the currency each one uses and whether it measures in metric.
// Currencies are those in use as of CLDR 48 (Bulgaria on the euro, XCG in Curaçao, ZWG in Zimbabwe).

/** SPEC §3: the currency when a region's is unknown. */
export const DEFAULT_CURRENCY = 'USD';

/** The regions CLDR lists as measuring in US customary units; everywhere else is metric. */
const NON_METRIC_REGIONS: ReadonlySet<string> = new Set(['US', 'LR', 'MM']);

/** Currencies shared by several regions, then each region with a currency of its own. */
const SHARED_CURRENCIES =
  'USD:US AS BQ EC FM GU IO MH MP PR PW SV TC TL UM VG VI|' +
  'EUR:AD AT AX BE BG BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA XK YT|' +
  'XCD:AG AI DM GD KN LC MS VC|XOF:BF BJ CI GW ML NE SN TG|XAF:CF CG CM GA GQ TD|XPF:NC PF WF|' +
  'AUD:AU CC CX HM KI NF NR TV|NZD:NZ CK NU PN TK|GBP:GB GG GS IM JE|CHF:CH LI|DKK:DK FO GL|' +
  'NOK:NO SJ BV|MAD:MA EH|ILS:IL PS|XCG:CW SX';
const OWN_CURRENCIES =
  'AE:AED AF:AFN AL:ALL AM:AMD AO:AOA AR:ARS AW:AWG AZ:AZN BA:BAM BB:BBD BD:BDT BH:BHD ' +
  'BI:BIF BM:BMD BN:BND BO:BOB BR:BRL BS:BSD BT:BTN BW:BWP BY:BYN BZ:BZD CA:CAD CD:CDF CL:CLP ' +
  'CN:CNY CO:COP CR:CRC CU:CUP CV:CVE CZ:CZK DJ:DJF DO:DOP DZ:DZD EG:EGP ER:ERN ET:ETB FJ:FJD ' +
  'FK:FKP GE:GEL GH:GHS GI:GIP GM:GMD GN:GNF GT:GTQ GY:GYD HK:HKD HN:HNL HT:HTG HU:HUF ID:IDR ' +
  'IN:INR IQ:IQD IR:IRR IS:ISK JM:JMD JO:JOD JP:JPY KE:KES KG:KGS KH:KHR KM:KMF KP:KPW KR:KRW ' +
  'KW:KWD KY:KYD KZ:KZT LA:LAK LB:LBP LK:LKR LR:LRD LS:LSL LY:LYD MD:MDL MG:MGA MK:MKD MM:MMK ' +
  'MN:MNT MO:MOP MR:MRU MU:MUR MV:MVR MW:MWK MX:MXN MY:MYR MZ:MZN NA:NAD NG:NGN NI:NIO NP:NPR ' +
  'OM:OMR PA:PAB PE:PEN PG:PGK PH:PHP PK:PKR PL:PLN PY:PYG QA:QAR RO:RON RS:RSD RU:RUB RW:RWF ' +
  'SA:SAR SB:SBD SC:SCR SD:SDG SE:SEK SG:SGD SH:SHP SL:SLE SO:SOS SR:SRD SS:SSP ST:STN SY:SYP ' +
  'SZ:SZL TH:THB TJ:TJS TM:TMT TN:TND TO:TOP TR:TRY TT:TTD TW:TWD TZ:TZS UA:UAH UG:UGX UY:UYU ' +
  'UZ:UZS VE:VES VN:VND VU:VUV WS:WST YE:YER ZA:ZAR ZM:ZMW ZW:ZWG';

let currencies: Map<string, string> | undefined;

function currencyTable(): Map<string, string> {
  if (currencies === undefined) {
    currencies = new Map();
    for (const group of SHARED_CURRENCIES.split('|')) {
      const [code, regions] = group.split(':');
      for (const region of regions.split(' ')) currencies.set(region, code);
    }
    for (const pair of OWN_CURRENCIES.split(' ')) {
      const [region, code] = pair.split(':');
      currencies.set(region, code);
    }
  }
  return currencies;
}

/** The ISO 4217 code of the currency a region uses (`FR` → `EUR`); USD when the region is unknown. */
export function currencyForRegion(region: string | undefined): string {
  return (region !== undefined && currencyTable().get(region.toUpperCase())) || DEFAULT_CURRENCY;
}

/**
 * Whether a region measures in metric units: every region but the United States, Liberia and
 * Myanmar. An unknown region counts as metric, the world's default.
 */
export function usesMetricSystem(region: string | undefined): boolean {
  return region === undefined || !NON_METRIC_REGIONS.has(region.toUpperCase());
}
