// A person's browser and system in words ("Firefox on macOS") from a User-Agent header, for the list of their sessions.

/** Browsers, most specific first: Edge, Opera and Samsung Internet say "Chrome" too, Chrome says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

/** Systems, most specific first: iPhones and iPads say "like Mac OS X", Android says "Linux". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const nameOf = (table: readonly [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/**
 * "Firefox on macOS", "Safari on iPhone", "Chrome" (system unknown), "Windows" (browser unknown),
 * or "Unknown browser" for an empty or unrecognised header. Only names, never versions: the list
 * helps a person recognise their own devices, and the header is the browser's own claim.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? '';
  const browser = nameOf(BROWSERS, agent);
  const system = nameOf(SYSTEMS, agent);
  if (browser !== undefined && system !== undefined) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}
