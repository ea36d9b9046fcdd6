// How a gallery is drawn from its options (SPEC §3 "Gallery options and defaults"): class names, captions, positions.

/** The gallery designs of SPEC §3. */
export type GalleryDesign = 'slideshow' | 'slider' | 'grid' | 'stacked';

/** A gallery's options as `galleryOptions` gives them (every name present, implications applied). */
export type GalleryOptionValues = Readonly<Record<string, string | number | boolean>>;

/**
 * Pages may carry no inline styles (the Content-Security-Policy allows stylesheets only), so each
 * pixel option is drawn by a class of the theme's stylesheet, at the nearest of these steps.
 */
export const GALLERY_PIXEL_STEPS = {
  padding: 5,
  'thumbnail-strip-height': 10,
  'thumbnail-strip-margin': 5,
  'max-width': 25,
} as const;

/** What the theme and the gallery island draw a gallery with. */
export interface GalleryDisplay {
  readonly design: GalleryDesign;
  /** Every class of the gallery's list (`gallery gallery--grid gallery--cols-4 …`). */
  readonly classes: string;
  /** Classes of the slideshow's thumbnails strip (its height, its margin, square or not). */
  readonly stripClasses: string;
  /** Whether captions show the image's title, and its description. */
  readonly captionTitle: boolean;
  readonly captionBody: boolean;
  readonly lightbox: boolean;
  readonly lightboxTheme: 'dark' | 'light';
  /** Whether the slideshow shows previous/next buttons, thumbnails, and plays by itself (seconds). */
  readonly controls: boolean;
  readonly thumbnails: boolean;
  readonly autoplay: boolean;
  readonly autoplaySeconds: number;
  /** Whether a linked image opens in a new window. */
  readonly newWindow: boolean;
}

const DESIGNS: readonly GalleryDesign[] = ['slideshow', 'slider', 'grid', 'stacked'];

/** `value` rounded to the nearest multiple of `step`. */
export function pixelStep(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function numberOf(options: GalleryOptionValues, name: string, fallback: number): number {
  const value = options[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function textOf(options: GalleryOptionValues, name: string, fallback: string): string {
  const value = options[name];
  return typeof value === 'string' && /^[a-z-]+$/.test(value) ? value : fallback;
}

/**
 * The gallery's drawing from its options. Captions: none without `show-meta`; the title with it;
 * the description too when `show-meta-basic` is on and `show-meta-only-title` off.
 */
export function galleryDisplay(options: GalleryOptionValues): GalleryDisplay {
  const design = (DESIGNS as readonly string[]).includes(String(options.design))
    ? (options.design as GalleryDesign)
    : 'grid';
  const pad = pixelStep(numberOf(options, 'padding', 20), GALLERY_PIXEL_STEPS.padding);
  const maxWidth = pixelStep(numberOf(options, 'max-width', 300), GALLERY_PIXEL_STEPS['max-width']);
  const classes = [
    'gallery',
    `gallery--${design}`,
    `gallery--cols-${numberOf(options, 'thumbnails-per-row', 4)}`,
    `gallery--ratio-${textOf(options, 'aspect-ratio', 'square')}`,
    options['auto-crop'] === true ? 'gallery--crop' : '',
    `gallery--pad-${pad}`,
    `gallery--meta-${textOf(options, 'meta-position', 'bottom')}`,
    options['show-meta-on-hover'] === true ? 'gallery--meta-hover' : '',
    `gallery--align-${textOf(options, 'active-alignment', 'center')}`,
    `gallery--max-${maxWidth}`,
    options.transparentBackground === true ? 'gallery--transparent' : '',
  ].filter((name) => name !== '');
  const strip = [
    'gallery-strip',
    `gallery-strip--h-${pixelStep(numberOf(options, 'thumbnail-strip-height', 80), GALLERY_PIXEL_STEPS['thumbnail-strip-height'])}`,
    `gallery-strip--m-${pixelStep(numberOf(options, 'thumbnail-strip-margin', 20), GALLERY_PIXEL_STEPS['thumbnail-strip-margin'])}`,
    options['square-thumbs'] === true ? 'gallery-strip--square' : '',
  ].filter((name) => name !== '');
  const showMeta = options['show-meta'] === true;
  return {
    design,
    classes: classes.join(' '),
    stripClasses: strip.join(' '),
    captionTitle: showMeta,
    captionBody: showMeta && options['show-meta-basic'] === true && options['show-meta-only-title'] !== true,
    lightbox: options.lightbox === true,
    lightboxTheme: options.lightboxTheme === 'light' ? 'light' : 'dark',
    controls: options.controls === true,
    thumbnails: options.thumbnails === true,
    autoplay: options.autoplay === true,
    autoplaySeconds: Math.min(10, Math.max(1, numberOf(options, 'autoplay-duration', 5))),
    newWindow: options.newWindow === true,
  };
}

/** What a viewer announces for the image at `index` (0-based) of `count`: "Image 3 of 12". */
export function imagePosition(index: number, count: number): string {
  return `Image ${index + 1} of ${count}`;
}

/** The index `step` images on from `index`, going round at either end. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
