// A web font family by its Fontsource id: its variable woff2 files (latin and latin-ext, upright and italic) and its metrics.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadMetrics, metricsName, type FontMetrics } from './fallback-metrics.js';

/** The character subsets a page may download, each only when its text has characters in its range. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
/** The subset whose upright face is worth preloading: the one every page's text needs. */
export const PRELOADED_SUBSET = 'latin';

/** One woff2 file of a family. */
export interface WebFontFile {
  subset: string;
  style: 'normal' | 'italic';
  /** Fontsource's file name, e.g. `fraunces-latin-wght-normal.woff2`. */
  fileName: string;
  /** Where the file is on disk. */
  path: string;
  /** The characters it holds, as a CSS `unicode-range` value. */
  unicodeRange: string;
}

/** A variable web font family with a weight axis. */
export interface WebFontFamily {
  /** The Fontsource id: `instrument-sans`. */
  id: string;
  /** The family name pages use: `Instrument Sans`. */
  family: string;
  /** Google Fonts' category: `sans-serif`, `serif`, `display`, `handwriting` or `monospace`. */
  category: string;
  /** The weight axis' range. */
  weights: readonly [number, number];
  files: readonly WebFontFile[];
  metrics: FontMetrics;
}

/** The part of a Fontsource package's metadata.json read here. */
interface FontsourceMetadata {
  family?: unknown;
  category?: unknown;
  styles?: unknown;
  subsets?: unknown;
  variable?: { wght?: { min?: unknown; max?: unknown } };
}

const FONTSOURCE_SCOPE = '@fontsource-variable';
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const require = createRequire(import.meta.url);

/**
 * The family installed as `@fontsource-variable/<id>` with its metrics from @capsizecss/metrics.
 * Throws when the id is malformed, the package is not installed, the family has no weight axis or
 * a file is missing.
 */
export function loadFontFamily(id: string): WebFontFamily {
  if (!ID.test(id)) throw new Error(`"${id}" is not a Fontsource font id`);
  let metadataFile: string;
  try {
    metadataFile = require.resolve(`${FONTSOURCE_SCOPE}/${id}/metadata.json`);
  } catch {
    throw new Error(`The font "${id}" is not installed: npm install ${FONTSOURCE_SCOPE}/${id}`);
  }
  const root = dirname(metadataFile);
  const metadata = JSON.parse(readFileSync(metadataFile, 'utf8')) as FontsourceMetadata;
  const ranges = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<string, string>;
  const { family, category } = metadata;
  const min = Number(metadata.variable?.wght?.min);
  const max = Number(metadata.variable?.wght?.max);
  if (typeof family !== 'string' || typeof category !== 'string') {
    throw new Error(`${FONTSOURCE_SCOPE}/${id} names no family or category`);
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    throw new Error(`${FONTSOURCE_SCOPE}/${id} has no weight axis`);
  }
  const styles = Array.isArray(metadata.styles) ? metadata.styles : ['normal'];
  const subsets = Array.isArray(metadata.subsets) ? metadata.subsets : [];
  const files: WebFontFile[] = [];
  for (const subset of FONT_SUBSETS.filter((name) => subsets.includes(name))) {
    for (const style of (['normal', 'italic'] as const).filter((name) => styles.includes(name))) {
      const fileName = `${id}-${subset}-wght-${style}.woff2`;
      const path = join(root, 'files', fileName);
      if (!existsSync(path)) throw new Error(`${FONTSOURCE_SCOPE}/${id} has no ${fileName}`);
      const unicodeRange = ranges[subset];
      if (typeof unicodeRange !== 'string')
        throw new Error(`${FONTSOURCE_SCOPE}/${id} has no range for ${subset}`);
      files.push({ subset, style, fileName, path, unicodeRange });
    }
  }
  if (!files.some((file) => file.subset === PRELOADED_SUBSET && file.style === 'normal')) {
    throw new Error(`${FONTSOURCE_SCOPE}/${id} has no upright ${PRELOADED_SUBSET} face`);
  }
  return { id, family, category, weights: [min, max], files, metrics: loadMetrics(metricsName(family)) };
}
