// Colour formatters (JSONT §10.2): color-weight, website-color and image-color.
import type { Formatter, FormatterTable } from '../engine/types.js';
import { asNumber, asString, getMember } from '../engine/values.js';
import { HSL_MESSAGES, hexColourWeight, hslCss } from '../domain/colour.js';
import { IMAGE_COLOUR_SPOTS } from '../domain/enums-content.js';
import { checkedFormatter, noArgs } from './content-args.js';
import { escapeAttribute } from './content-html.js';

/** `{colour|color-weight}`: `light` or `dark` for a 3- or 6-digit hex colour; missing otherwise. */
const colorWeight = checkedFormatter((value) => hexColourWeight(asString(value)), noArgs('color-weight'));

/** A colour component that is absent or null counts as not given. */
function component(colour: unknown, key: string): number | undefined {
  const value = getMember(colour, key);
  return value === undefined || value === null ? undefined : asNumber(value);
}

/**
 * `{colour|website-color}`: `{hue, saturation, lightness[, alpha]}` as CSS `hsl(…)`/`hsla(…)`, or
 * SPEC §5's messages when a component is missing or out of bounds (printed, so the owner sees it).
 */
const websiteColor = checkedFormatter((value) => {
  const hue = component(value, 'hue');
  const saturation = component(value, 'saturation');
  const lightness = component(value, 'lightness');
  if (hue === undefined || saturation === undefined || lightness === undefined) return HSL_MESSAGES.missing;
  return hslCss({ hue, saturation, lightness, alpha: component(value, 'alpha') });
}, noArgs('website-color'));

const SPOT_NAMES: readonly string[] = IMAGE_COLOUR_SPOTS;
/** `colorData` keys, built once: `topLeft` → `topLeftAverage`. */
const AVERAGE_KEYS = new Map(IMAGE_COLOUR_SPOTS.map((spot) => [spot, `${spot}Average`] as const));

function averageKey(spot: string): string {
  return AVERAGE_KEYS.get(spot as (typeof IMAGE_COLOUR_SPOTS)[number]) ?? `${spot}Average`;
}

/**
 * `{image|image-color [SPOT [CSS-PROPERTY]]}`: the average colour of one spot of the image as
 * `#hex` (or `property: #hex`), `"SPOT" not found.` when it is not stored; with no arguments
 * `data-color-<spot>="#hex"` attributes for all five spots. Missing when there is no `colorData`.
 */
const imageColor: Formatter = checkedFormatter(
  (value, args) => {
    const colorData = getMember(value, 'colorData');
    if (colorData === undefined || colorData === null) return undefined;
    if (args.length === 0) {
      let out = '';
      for (const spot of IMAGE_COLOUR_SPOTS) {
        out += `data-color-${spot}="#${escapeAttribute(asString(getMember(colorData, averageKey(spot))))}" `;
      }
      return out;
    }
    const spot = args[0];
    const colour = asString(getMember(colorData, averageKey(spot)));
    if (colour === '') return `"${spot}" not found.`;
    return args.length > 1 ? `${args[1]}: #${colour}` : `#${colour}`;
  },
  (args) => {
    if (args.length > 2)
      return `image-color takes at most a spot and a CSS property, got ${args.length} arguments`;
    if (args.length > 0 && !SPOT_NAMES.includes(args[0])) {
      return `image-color spot must be one of ${SPOT_NAMES.join(', ')}, got "${args[0]}"`;
    }
    return undefined;
  },
);

/** The colour formatters by name. */
export const COLOUR_FORMATTERS: FormatterTable = {
  'color-weight': colorWeight,
  'website-color': websiteColor,
  'image-color': imageColor,
};
