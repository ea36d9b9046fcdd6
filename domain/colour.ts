// Colour rules (SPEC §3 "Colour", §5 "Template and image checks", §9 "Images and colour"): hex colours, weights, HSL.

/** Whether a colour reads as light or dark, so text on it can take the other weight. */
export type ColourWeight = 'light' | 'dark';

/** An RGB colour, each channel 0-255. */
export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/** The website colour formatter's messages, word for word (SPEC §5); the bounds ones end as quoted. */
export const HSL_MESSAGES = {
  missing: 'Missing an H/S/L value.',
  hue: 'Hue out of bounds. ',
  saturation: 'Saturation out of bounds. ',
  lightness: 'Lightness out of bounds. ',
  alpha: 'Alpha out of bounds.',
} as const;

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Half of 0xFFFFFF: hex values above it are light (SPEC §9). */
const HALF_BRIGHT = 0xffffff / 2;
/** Luma below this fraction of 256 is dark (SPEC §9, the second helper). */
const DARK_LUMA = 0.65 * 256;

/**
 * The 24-bit value of a hex colour: 3 or 6 hex digits (SPEC §5), with or without a leading `#`;
 * `#abc` is `#aabbcc`. Anything else (4 or 5 digits, other characters) is `undefined`.
 */
export function parseHexColour(text: string): number | undefined {
  const match = HEX_COLOUR.exec(text);
  if (match === null) return undefined;
  const digits = match[1];
  const full =
    digits.length === 3 ? digits[0] + digits[0] + digits[1] + digits[1] + digits[2] + digits[2] : digits;
  return parseInt(full, 16);
}

/** The channels of a hex colour, or `undefined` when it is not 3 or 6 hex digits. */
export function hexToRgb(text: string): Rgb | undefined {
  const value = parseHexColour(text);
  if (value === undefined) return undefined;
  return { red: (value >> 16) & 0xff, green: (value >> 8) & 0xff, blue: value & 0xff };
}

/**
 * The weight of a hex colour by its value: above half of 0xFFFFFF is light, else dark (SPEC §9).
 * `undefined` when the text is not a hex colour.
 */
export function hexColourWeight(text: string): ColourWeight | undefined {
  const value = parseHexColour(text);
  if (value === undefined) return undefined;
  return value > HALF_BRIGHT ? 'light' : 'dark';
}

/**
 * The weight of an RGB colour by perceived brightness: luma with weights 299/587/114 (per mille)
 * below 0.65 of 256 is dark, else light (SPEC §9, the second helper).
 */
export function lumaWeight({ red, green, blue }: Rgb): ColourWeight {
  const luma = (299 * red + 587 * green + 114 * blue) / 1000;
  return luma < DARK_LUMA ? 'dark' : 'light';
}

/** A template colour: hue 0-360, saturation and lightness 0-1, optional alpha 0-1 (SPEC §3). */
export interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
  alpha?: number;
}

/** Rounds to at most two decimals and drops trailing zeros: 95.539999 → 95.54, 30.00 → 30. */
function twoPlaces(n: number): number {
  return parseFloat(n.toFixed(2));
}

function inUnitRange(n: number): boolean {
  return n >= 0 && n <= 1;
}

/**
 * The CSS text of a template colour, `hsl(200, 30%, 50%)` or `hsla(200, 30%, 50%, 0.9)` with two
 * decimals at most; or, when a value is out of bounds (or not a number), the concatenated bounds
 * messages of SPEC §5 (e.g. `Hue out of bounds. Alpha out of bounds.`).
 */
export function hslCss({ hue, saturation, lightness, alpha }: Hsl): string {
  let problems = '';
  if (!(hue >= 0 && hue <= 360)) problems += HSL_MESSAGES.hue;
  if (!inUnitRange(saturation)) problems += HSL_MESSAGES.saturation;
  if (!inUnitRange(lightness)) problems += HSL_MESSAGES.lightness;
  if (alpha !== undefined && !inUnitRange(alpha)) problems += HSL_MESSAGES.alpha;
  if (problems !== '') return problems;
  const h = twoPlaces(hue);
  const s = twoPlaces(saturation * 100);
  const l = twoPlaces(lightness * 100);
  return alpha === undefined ? `hsl(${h}, ${s}%, ${l}%)` : `hsla(${h}, ${s}%, ${l}%, ${twoPlaces(alpha)})`;
}
