// A website's design as stored in WEBSITE_DESIGNS (jsonb) read back whole: anything missing or no longer valid takes the theme's default.
import type { Knex } from 'knex';
import {
  DEFAULT_DESIGN,
  PALETTE,
  SPACINGS,
  alphaProblem,
  curatedFont,
  hexProblem,
  normalHex,
  type DesignColour,
  type DesignSettings,
  type Spacing,
} from '../../../domain/owner-api/design-rules.js';
import { objectOr } from '../../../domain/json-value.js';

/** The table of each website's design (migration 52). */
export const WEBSITE_DESIGNS = 'WEBSITE_DESIGNS';

function fontOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && curatedFont(value) !== undefined ? value : fallback;
}

function colourOr(value: unknown, fallback: DesignColour): DesignColour {
  const { hex, alpha } = objectOr(value);
  if (typeof hex !== 'string' || hexProblem(hex) !== undefined) return fallback;
  const a = typeof alpha === 'number' && alphaProblem(alpha) === undefined ? alpha : 1;
  return { hex: normalHex(hex), alpha: a };
}

/** `stored` (a jsonb value, `{}` when nothing was saved) as a whole design. */
export function designFromStored(stored: unknown): DesignSettings {
  const value = objectOr(stored);
  const fonts = objectOr(value.fonts);
  const colours = objectOr(value.colours);
  const spacing = SPACINGS.includes(value.spacing as Spacing)
    ? (value.spacing as Spacing)
    : DEFAULT_DESIGN.spacing;
  return {
    fonts: {
      headings: fontOr(fonts.headings, DEFAULT_DESIGN.fonts.headings),
      body: fontOr(fonts.body, DEFAULT_DESIGN.fonts.body),
    },
    colours: Object.fromEntries(
      PALETTE.map(({ key }) => [key, colourOr(colours[key], DEFAULT_DESIGN.colours[key])]),
    ) as DesignSettings['colours'],
    spacing,
  };
}

/** The design visitors see: the published one, or the theme's defaults before the first publish. */
export async function loadPublishedDesign(db: Knex, websiteId: string): Promise<DesignSettings> {
  const row = (await db(WEBSITE_DESIGNS).where({ website_id: websiteId }).first('published')) as
    { published: unknown } | undefined;
  return designFromStored(row?.published);
}
