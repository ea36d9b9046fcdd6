// A website's design as the page head links it: the theme variables' stylesheet (its URL named by a hash of its text) and the fonts it uses.
import { createHash } from 'node:crypto';
import {
  DEFAULT_DESIGN,
  designRule,
  designVariables,
  type DesignSettings,
} from '../../../domain/owner-api/design-rules.js';
import type { FontLinks } from '../fonts/font-manifest.js';

/** Where a design's stylesheet is served: `/site-design/<hash>.css` (see {@link designStylesheetRoute}). */
export const DESIGN_STYLESHEET_PREFIX = '/site-design/';

/** What a page's head links for the website's design. */
export interface DesignLinks {
  /** The `:root` rule of the theme's variables: after the theme's stylesheet, so it wins. */
  stylesheet: string;
  /** The font stylesheets of the families the design uses (each once). */
  fontSheets: string[];
  /** The body font's upright latin file. */
  preload: string[];
}

/** The design's variables as a stylesheet, with the fonts' metric-matched fallbacks when built. */
export function designCss(design: DesignSettings, fonts: FontLinks | undefined): string {
  const rule = designRule(designVariables(design, (id) => fonts?.families?.[id]?.fontFamily));
  return `/* This website's design (fonts, colours, spacing), from the Design screen. */\n${rule}`;
}

function hashOf(css: string): string {
  return createHash('sha256').update(css).digest('hex').slice(0, 16);
}

/** The URL of `css` (content-addressed: a new design is a new URL, so it may be cached for ever). */
export function designCssHref(css: string): string {
  return `${DESIGN_STYLESHEET_PREFIX}${hashOf(css)}.css`;
}

/**
 * What the head links for `design` (the theme's defaults when undefined): its variables'
 * stylesheet, and the built stylesheets of only its two families (the theme's combined one when the
 * build wrote no per-family sheets), preloading the body's.
 */
export function designLinks(design: DesignSettings | undefined, fonts: FontLinks | undefined): DesignLinks {
  const chosen = design ?? DEFAULT_DESIGN;
  const stylesheet = designCssHref(designCss(chosen, fonts));
  if (fonts === undefined) return { stylesheet, fontSheets: [], preload: [] };
  const { families } = fonts;
  const body = families?.[chosen.fonts.body];
  const headings = families?.[chosen.fonts.headings];
  if (body === undefined || headings === undefined) {
    return { stylesheet, fontSheets: [fonts.css], preload: fonts.preload };
  }
  return { stylesheet, fontSheets: [...new Set([body.css, headings.css])], preload: [body.preload] };
}
