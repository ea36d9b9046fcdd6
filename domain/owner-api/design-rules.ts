// The site design's plain rules (no zod here): the curated fonts, the palette's colours, spacing, defaults and their checks.
import { hexToRgb, HSL_MESSAGES } from '../colour.js';

/** A font category, as the font picker's filter names it (Fontsource's category in brackets). */
export const FONT_CATEGORIES = ['serif', 'sans', 'display', 'mono', 'handwriting'] as const;
/** One of them. */
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** A font of the curated list: its Fontsource id, family name and category. */
export interface CuratedFont {
  id: string;
  family: string;
  category: FontCategory;
}

/**
 * The self-hosted open-licence families an owner may choose (SIL Open Font License or Apache 2.0,
 * each a `@fontsource-variable` package with a weight axis and @capsizecss/metrics for its
 * fallback): the build copies only these (scripts/build-fonts.mjs). Adding one: install its
 * package, add it here, run the font tests (server/site/fonts/curated-fonts.test.ts).
 */
export const CURATED_FONTS: readonly CuratedFont[] = [
  { id: 'fraunces', family: 'Fraunces', category: 'serif' },
  { id: 'lora', family: 'Lora', category: 'serif' },
  { id: 'merriweather', family: 'Merriweather', category: 'serif' },
  { id: 'playfair-display', family: 'Playfair Display', category: 'serif' },
  { id: 'crimson-pro', family: 'Crimson Pro', category: 'serif' },
  { id: 'source-serif-4', family: 'Source Serif 4', category: 'serif' },
  { id: 'literata', family: 'Literata', category: 'serif' },
  { id: 'newsreader', family: 'Newsreader', category: 'serif' },
  { id: 'roboto-slab', family: 'Roboto Slab', category: 'serif' },
  { id: 'cormorant-garamond', family: 'Cormorant Garamond', category: 'serif' },
  { id: 'instrument-sans', family: 'Instrument Sans', category: 'sans' },
  { id: 'inter', family: 'Inter', category: 'sans' },
  { id: 'work-sans', family: 'Work Sans', category: 'sans' },
  { id: 'figtree', family: 'Figtree', category: 'sans' },
  { id: 'manrope', family: 'Manrope', category: 'sans' },
  { id: 'nunito', family: 'Nunito', category: 'sans' },
  { id: 'raleway', family: 'Raleway', category: 'sans' },
  { id: 'montserrat', family: 'Montserrat', category: 'sans' },
  { id: 'open-sans', family: 'Open Sans', category: 'sans' },
  { id: 'public-sans', family: 'Public Sans', category: 'sans' },
  { id: 'rubik', family: 'Rubik', category: 'sans' },
  { id: 'karla', family: 'Karla', category: 'sans' },
  { id: 'space-grotesk', family: 'Space Grotesk', category: 'sans' },
  { id: 'bricolage-grotesque', family: 'Bricolage Grotesque', category: 'display' },
  { id: 'comfortaa', family: 'Comfortaa', category: 'display' },
  { id: 'cinzel', family: 'Cinzel', category: 'display' },
  { id: 'fredoka', family: 'Fredoka', category: 'display' },
  { id: 'exo-2', family: 'Exo 2', category: 'display' },
  { id: 'fira-code', family: 'Fira Code', category: 'mono' },
  { id: 'source-code-pro', family: 'Source Code Pro', category: 'mono' },
  { id: 'roboto-mono', family: 'Roboto Mono', category: 'mono' },
  { id: 'geist-mono', family: 'Geist Mono', category: 'mono' },
  { id: 'caveat', family: 'Caveat', category: 'handwriting' },
  { id: 'dancing-script', family: 'Dancing Script', category: 'handwriting' },
];

/** The curated font of `id`, or undefined. */
export function curatedFont(id: string): CuratedFont | undefined {
  return CURATED_FONTS.find((font) => font.id === id);
}

/** The message of a font id not on the curated list. */
export const UNKNOWN_FONT_MESSAGE = 'Choose a font from the list.';

/** The two text roles a font is chosen for: site.css's `--serif` (headings) and `--sans` (body, buttons). */
export const FONT_ROLES = ['headings', 'body'] as const;
/** One of them. */
export type FontRole = (typeof FONT_ROLES)[number];

/** The site palette: each colour and the theme variable it sets (templates/assets/site.css). */
export const PALETTE = [
  { key: 'accent', label: 'Accent', variable: '--accent' },
  { key: 'accentText', label: 'Text on accent', variable: '--accent-ink' },
  { key: 'text', label: 'Text', variable: '--ink' },
  { key: 'mutedText', label: 'Muted text', variable: '--muted' },
  { key: 'background', label: 'Background', variable: '--paper' },
  { key: 'surface', label: 'Surface', variable: '--surface' },
  { key: 'lines', label: 'Lines', variable: '--line' },
] as const;
/** A palette colour's key. */
export type PaletteKey = (typeof PALETTE)[number]['key'];

/** A colour of the palette: a hex colour of 3 or 6 digits (SPEC §5) and its alpha, 0-1. */
export interface DesignColour {
  hex: string;
  alpha: number;
}

/** How roomy the layout is: site.css's `--gap` and corner radii. */
export const SPACINGS = ['compact', 'regular', 'roomy'] as const;
/** One of them. */
export type Spacing = (typeof SPACINGS)[number];

/** A website's design: what the theme's CSS variables are made of. */
export interface DesignSettings {
  fonts: Record<FontRole, string>;
  colours: Record<PaletteKey, DesignColour>;
  spacing: Spacing;
}

/** The default theme's own values (templates/assets/site.css), the design of a site nobody changed. */
export const DEFAULT_DESIGN: DesignSettings = {
  fonts: { headings: 'fraunces', body: 'instrument-sans' },
  colours: {
    accent: { hex: '#2f5d50', alpha: 1 },
    accentText: { hex: '#ffffff', alpha: 1 },
    text: { hex: '#1f1d1a', alpha: 1 },
    mutedText: { hex: '#6b655d', alpha: 1 },
    background: { hex: '#f7f5f2', alpha: 1 },
    surface: { hex: '#ffffff', alpha: 1 },
    lines: { hex: '#e3ded6', alpha: 1 },
  },
  spacing: 'regular',
};

/** SPEC §5's rule for a hex colour, word for word. */
export const HEX_COLOUR_MESSAGE = 'A hex colour must be 3 or 6 hex digits.';
/** SPEC §5's alpha message. */
export const ALPHA_MESSAGE = HSL_MESSAGES.alpha;

/** What is wrong with a colour's hex text, or undefined. */
export function hexProblem(hex: string): string | undefined {
  return hexToRgb(hex) === undefined ? HEX_COLOUR_MESSAGE : undefined;
}

/** What is wrong with an alpha, or undefined. */
export function alphaProblem(alpha: number): string | undefined {
  return Number.isFinite(alpha) && alpha >= 0 && alpha <= 1 ? undefined : ALPHA_MESSAGE;
}

/** A hex colour written the one way it is stored: `#` and six lower-case digits. */
export function normalHex(hex: string): string {
  const rgb = hexToRgb(hex);
  if (rgb === undefined) return hex;
  return `#${[rgb.red, rgb.green, rgb.blue].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as CSS: `#rrggbb` when opaque, else `rgb(r g b / a)`. */
export function colourCss(colour: DesignColour): string {
  const rgb = hexToRgb(colour.hex);
  if (rgb === undefined) return 'transparent';
  if (colour.alpha >= 1) return normalHex(colour.hex);
  return `rgb(${rgb.red} ${rgb.green} ${rgb.blue} / ${parseFloat(colour.alpha.toFixed(2))})`;
}

/** The spacing's `--gap`, `--radius` and `--radius-small`. */
export const SPACING_VARIABLES: Readonly<Record<Spacing, Readonly<Record<string, string>>>> = {
  compact: { '--gap': 'clamp(12px, 2vw, 20px)', '--radius': '6px', '--radius-small': '4px' },
  regular: { '--gap': 'clamp(16px, 3vw, 32px)', '--radius': '10px', '--radius-small': '6px' },
  roomy: { '--gap': 'clamp(20px, 4vw, 48px)', '--radius': '14px', '--radius-small': '8px' },
};

/** The generic families after a category's fonts, for when none of them can be drawn. */
const GENERIC_TAIL: Readonly<Record<FontCategory, string>> = {
  serif: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  display: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  handwriting: "'Segoe Print', 'Bradley Hand', cursive",
};

/**
 * A `font-family` value for the curated font `id`: `faces` (the family and its metric-matched
 * fallback faces, quoted, from the built fonts) or the family alone, then its category's generics.
 */
export function fontStack(id: string, faces?: string): string {
  const font = curatedFont(id);
  if (font === undefined) return GENERIC_TAIL.sans;
  return `${faces ?? `'${font.family}'`}, ${GENERIC_TAIL[font.category]}`;
}

/**
 * The theme's CSS variables of a design (name → value): `--serif` (headings) and `--sans` (body),
 * each palette colour, `--accent-soft` (the accent at 12%) and the spacing's. `facesOf` gives a
 * font's quoted faces list when the fonts were built.
 */
export function designVariables(
  design: DesignSettings,
  facesOf: (id: string) => string | undefined = () => undefined,
): Record<string, string> {
  const variables: Record<string, string> = {
    '--serif': fontStack(design.fonts.headings, facesOf(design.fonts.headings)),
    '--sans': fontStack(design.fonts.body, facesOf(design.fonts.body)),
  };
  for (const entry of PALETTE) variables[entry.variable] = colourCss(design.colours[entry.key]);
  variables['--accent-soft'] = colourCss({ hex: design.colours.accent.hex, alpha: 0.12 });
  Object.assign(variables, SPACING_VARIABLES[design.spacing]);
  return variables;
}

/** The variables as one `:root` rule. */
export function designRule(variables: Record<string, string>): string {
  const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** SPEC §8's messages of the font picker, word for word. */
export const FONT_MESSAGES = {
  unableToLoadFonts: 'Unable to load fonts.',
  unableToLoadPreview: (fontName: string) => `Unable to load preview for ${fontName}.`,
} as const;
