// A family id in, the @font-face CSS of its web font and metric-matched fallback faces out, with the href to preload.
import { fallbackOverrides, loadMetrics, localFallbacksFor } from './fallback-metrics.js';
import { loadFontFamily, PRELOADED_SUBSET, type WebFontFamily, type WebFontFile } from './font-family.js';

/** What a page needs to use a family. */
export interface FontFaces {
  /** The web font's family name: `Fraunces`. */
  family: string;
  /** The fallback faces' family names, in the order they are listed: `Fraunces Fallback`, … */
  fallbackFamilies: readonly string[];
  /** The web font then its fallbacks, quoted, for the start of a `font-family` list. */
  fontFamily: string;
  /** `@font-face` rules: one per woff2 file (`font-display: swap`), then one per fallback. */
  css: string;
  /** The upright latin file: the one worth a `<link rel="preload">` when the family is the body's. */
  preloadHref: string;
}

/** Where a file is served: its URL. */
export type FontFileUrl = (file: WebFontFile) => string;

/** `value` as a CSS string. */
function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
}

/**
 * The faces of `family`: its files served at `urlOf(file)` (each face downloaded only when the page
 * has text in its weight range, style and `unicode-range`), and a face per local fallback
 * (`local()` sources with size and metric overrides, so text set in the fallback takes the space
 * the web font will, and nothing moves when it arrives).
 */
export function fontFaces(family: WebFontFamily, urlOf: FontFileUrl): FontFaces {
  const rules: string[] = [];
  for (const file of family.files) {
    rules.push(
      [
        `/* ${family.family}, ${file.subset}, ${file.style} */`,
        '@font-face {',
        `  font-family: ${cssString(family.family)};`,
        `  font-style: ${file.style};`,
        `  font-weight: ${family.weights[0]} ${family.weights[1]};`,
        '  font-display: swap;',
        `  src: url(${cssString(urlOf(file))}) format("woff2");`,
        `  unicode-range: ${file.unicodeRange};`,
        '}',
      ].join('\n'),
    );
  }
  const fallbackFamilies: string[] = [];
  for (const fallback of localFallbacksFor(family.category)) {
    const name = `${family.family} Fallback${fallback.suffix}`;
    const metrics = loadMetrics(fallback.metrics);
    const overrides = fallbackOverrides(family.metrics, metrics);
    fallbackFamilies.push(name);
    rules.push(
      [
        `/* ${family.family} drawn in ${metrics.familyName} (or a font of its metrics) until it has loaded */`,
        '@font-face {',
        `  font-family: ${cssString(name)};`,
        `  src: ${fallback.locals.map((local) => `local(${cssString(local)})`).join(', ')};`,
        `  size-adjust: ${overrides.sizeAdjust}%;`,
        `  ascent-override: ${overrides.ascentOverride}%;`,
        `  descent-override: ${overrides.descentOverride}%;`,
        `  line-gap-override: ${overrides.lineGapOverride}%;`,
        '}',
      ].join('\n'),
    );
  }
  const preloaded = family.files.find((file) => file.subset === PRELOADED_SUBSET && file.style === 'normal');
  if (preloaded === undefined) throw new Error(`${family.family} has no upright ${PRELOADED_SUBSET} file`);
  return {
    family: family.family,
    fallbackFamilies,
    fontFamily: [family.family, ...fallbackFamilies].map(cssString).join(', '),
    css: `${rules.join('\n\n')}\n`,
    preloadHref: urlOf(preloaded),
  };
}

/** {@link fontFaces} of the family installed as `@fontsource-variable/<id>` (see {@link loadFontFamily}). */
export function fontFacesFor(id: string, urlOf: FontFileUrl): FontFaces {
  return fontFaces(loadFontFamily(id), urlOf);
}
