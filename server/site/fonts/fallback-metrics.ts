// Metric-matched fallbacks: which local fonts stand in for a web font, and the overrides that make them take its space.
import { createRequire } from 'node:module';

/** A font's metrics as @capsizecss/metrics gives them: font units, descent negative. */
export interface FontMetrics {
  familyName: string;
  category: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** The average width of a lowercase letter, weighted by how often each appears in English text. */
  xWidthAvg: number;
}

/** The `@font-face` descriptors of a fallback face, in percent. */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/** A local font a fallback face uses, by the names browsers match `local()` against. */
export interface LocalFallback {
  /** Its metrics' name in @capsizecss/metrics. */
  metrics: string;
  /** Added to "<Family> Fallback" to name the face; the first fallback of a category has none. */
  suffix: string;
  /** Full and PostScript names of the font and of fonts drawn to the same widths and heights. */
  locals: readonly string[];
}

/**
 * The local fonts behind each category's fallback faces, in the order a page lists them. The first
 * is on Windows, macOS and iOS (Arial, Times New Roman) and on Linux through its metric-compatible
 * clones (Liberation, Arimo, Tinos); Android has neither, so its own font gets a face of its own.
 */
export const LOCAL_FALLBACKS: Readonly<Record<'sans-serif' | 'serif', readonly LocalFallback[]>> = {
  'sans-serif': [
    {
      metrics: 'arial',
      suffix: '',
      locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo Regular'],
    },
    { metrics: 'roboto', suffix: ' Roboto', locals: ['Roboto', 'Roboto Regular', 'Roboto-Regular'] },
  ],
  serif: [
    {
      metrics: 'timesNewRoman',
      suffix: '',
      locals: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos Regular',
      ],
    },
    {
      metrics: 'notoSerif',
      suffix: ' Noto Serif',
      locals: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
    },
  ],
};

/** The fallbacks for a web font of `category` (display and handwriting faces fall back to sans-serif). */
export function localFallbacksFor(category: string): readonly LocalFallback[] {
  return category === 'serif' ? LOCAL_FALLBACKS.serif : LOCAL_FALLBACKS['sans-serif'];
}

/**
 * The overrides that give `fallback` the web font's average letter width and line box, as Next.js
 * and fontaine compute them: `size-adjust` scales the fallback's letters to the web font's average
 * width, and the ascent, descent and line gap are the web font's, divided by that scale because the
 * browser applies `size-adjust` to the overrides too.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const adjustedEm = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / adjustedEm),
    descentOverride: percent(Math.abs(font.descent) / adjustedEm),
    lineGapOverride: percent(font.lineGap / adjustedEm),
  };
}

/** A ratio as a percentage with two decimals. */
function percent(ratio: number): number {
  return Math.round(ratio * 10_000) / 100;
}

const require = createRequire(import.meta.url);

/** The name @capsizecss/metrics gives a family: its words run together, the first letter in lower case. */
export function metricsName(familyName: string): string {
  const joined = familyName
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
  return joined[0].toLowerCase() + joined.slice(1);
}

/**
 * The metrics of `name` (an @capsizecss/metrics name, see {@link metricsName}) with the average
 * width of the latin subset. Throws when the package has no such font.
 */
export function loadMetrics(name: string): FontMetrics {
  let raw: Record<string, unknown>;
  try {
    raw = require(`@capsizecss/metrics/${name}`) as Record<string, unknown>;
  } catch {
    throw new Error(`@capsizecss/metrics has no metrics for "${name}"`);
  }
  const subsets = raw.subsets as Record<string, { xWidthAvg?: unknown }> | undefined;
  const latinWidth = subsets?.latin?.xWidthAvg;
  const metrics = {
    familyName: raw.familyName,
    category: raw.category,
    ascent: raw.ascent,
    descent: raw.descent,
    lineGap: raw.lineGap,
    unitsPerEm: raw.unitsPerEm,
    xWidthAvg: typeof latinWidth === 'number' ? latinWidth : raw.xWidthAvg,
  };
  for (const [key, value] of Object.entries(metrics)) {
    const wanted = key === 'familyName' || key === 'category' ? 'string' : 'number';
    if (typeof value !== wanted) throw new Error(`@capsizecss/metrics/${name} has no ${key}`);
  }
  return metrics as FontMetrics;
}
