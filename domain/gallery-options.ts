// Gallery display options (SPEC §3 "Gallery options and defaults"): the owner's choices over the defaults, and the rules the owner API checks them with.
import { z } from 'zod';

/** SPEC's default for every gallery option. */
export const GALLERY_DEFAULTS: Readonly<Record<string, string | number | boolean>> = Object.freeze({
  design: 'grid',
  autoplay: false,
  'autoplay-duration': 5,
  controls: false,
  'auto-crop': true,
  'aspect-ratio': 'square',
  'square-thumbs': true,
  thumbnails: false,
  'thumbnail-strip-height': 80,
  'thumbnail-strip-margin': 20,
  'show-meta-basic': true,
  'show-meta': true,
  'show-meta-only-title': false,
  'meta-position': 'bottom',
  'show-meta-on-hover': false,
  'active-alignment': 'center',
  'thumbnails-per-row': 4,
  padding: 20,
  lightbox: false,
  lightboxTheme: 'dark',
  'max-width': 300,
  newWindow: false,
  transparentBackground: false,
});

/** The words each option with a fixed set of values may take. */
export const GALLERY_CHOICES: Readonly<Record<string, readonly string[]>> = {
  design: ['slideshow', 'slider', 'grid', 'stacked'],
  'aspect-ratio': [
    'square',
    'standard',
    'standard-vertical',
    'four-three',
    'three-four-vertical',
    'widescreen',
    'anamorphic-widescreen',
  ],
  'meta-position': ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'],
  'active-alignment': ['left', 'center', 'right'],
  lightboxTheme: ['dark', 'light'],
};

/** The whole-number bounds of each numeric option. */
export const GALLERY_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  'autoplay-duration': [1, 10],
  'thumbnail-strip-height': [0, 200],
  'thumbnail-strip-margin': [0, 60],
  'thumbnails-per-row': [1, 10],
  padding: [0, 50],
  'max-width': [100, 300],
};

function accepted(name: string, value: unknown): boolean {
  const fallback = GALLERY_DEFAULTS[name];
  if (typeof fallback === 'boolean') return typeof value === 'boolean';
  if (typeof fallback === 'number') {
    const [min, max] = GALLERY_RANGES[name];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  }
  return typeof value === 'string' && (GALLERY_CHOICES[name] ?? []).includes(value);
}

/**
 * The gallery's options: each valid owner choice over its default (an out-of-range or unknown
 * value keeps the default), then the design's implications: a slideshow has thumbnails; grid and
 * stacked have neither thumbnails nor autoplay; a slider has no thumbnails.
 */
export function galleryOptions(owner: unknown): Record<string, string | number | boolean> {
  const chosen = typeof owner === 'object' && owner !== null ? (owner as Record<string, unknown>) : {};
  const options: Record<string, string | number | boolean> = { ...GALLERY_DEFAULTS };
  for (const name of Object.keys(GALLERY_DEFAULTS)) {
    if (accepted(name, chosen[name])) options[name] = chosen[name] as string | number | boolean;
  }
  switch (options.design) {
    case 'slideshow':
      options.thumbnails = true;
      break;
    case 'grid':
    case 'stacked':
      options.thumbnails = false;
      options.autoplay = false;
      break;
    case 'slider':
      options.thumbnails = false;
      break;
  }
  return options;
}

/** A gallery option's value. */
export type GalleryOptionValue = string | number | boolean;

/** What the owner may choose for one option, in words for a refused value. */
function optionSchema(name: string): z.ZodType<GalleryOptionValue> {
  const fallback = GALLERY_DEFAULTS[name];
  if (typeof fallback === 'boolean') return z.boolean({ message: 'Choose on or off.' });
  if (typeof fallback === 'number') {
    const [min, max] = GALLERY_RANGES[name];
    const message = `Enter a whole number from ${min} to ${max}.`;
    return z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
  }
  const choices = GALLERY_CHOICES[name] ?? [];
  return z
    .string()
    .refine((value) => choices.includes(value), { message: `Choose one of: ${choices.join(', ')}.` });
}

/**
 * The owner's gallery options as the owner API takes them: any of SPEC's options with a valid
 * value (unknown names are refused), each kept over its default.
 */
export const galleryOptionsInputSchema = z
  .object(
    Object.fromEntries(Object.keys(GALLERY_DEFAULTS).map((name) => [name, optionSchema(name).optional()])),
  )
  .strict() as z.ZodType<Record<string, GalleryOptionValue | undefined>>;
