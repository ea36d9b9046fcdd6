// A page's sections, as plain rules (no zod here, so the editor's screens and the site can import them): their settings' choices, the implicit section of a page stored as one stack of blocks, and the reading order of their blocks.

/** The most sections one page holds. */
export const MAX_SECTIONS = 30;

/** The most columns of one section (stacked on phones). */
export const MAX_COLUMNS = 4;

/** The space above and below a section's content. */
export const SECTION_PADDINGS = ['none', 'small', 'medium', 'large'] as const;
/** One padding. */
export type SectionPadding = (typeof SECTION_PADDINGS)[number];

/** How wide a section's background runs: the page's width, or the window's. */
export const SECTION_WIDTHS = ['contained', 'full'] as const;
/** One width. */
export type SectionWidth = (typeof SECTION_WIDTHS)[number];

/** What the editor calls each padding. */
export const SECTION_PADDING_LABELS: Readonly<Record<SectionPadding, string>> = {
  none: 'None',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** What the editor calls each width. */
export const SECTION_WIDTH_LABELS: Readonly<Record<SectionWidth, string>> = {
  contained: 'Contained (the page’s width)',
  full: 'Full bleed (the window’s width)',
};

/** A point of a picture kept in view by every crop: 0 to 1 from the left and from the top. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The middle of a picture: where a crop centres when no focal point is chosen. */
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** A section's background. */
export type SectionBackground =
  | { kind: 'none' }
  | { kind: 'colour'; colour: string }
  | { kind: 'image'; imageId: string; focalPoint: FocalPoint };

/** A section's settings and columns, over any block shape. */
export interface SectionOf<B> {
  id: string;
  background: SectionBackground;
  padding: SectionPadding;
  width: SectionWidth;
  columns: { blocks: B[] }[];
}

/** The id of the section a page stored as one stack of blocks reads as. */
export const IMPLICIT_SECTION_ID = 'main';

/**
 * The one section a page without sections reads as: contained, one column, no background and no
 * padding of its own, holding its blocks, so it renders as the stack of blocks it was.
 */
export function implicitSection<B>(blocks: B[]): SectionOf<B> {
  return {
    id: IMPLICIT_SECTION_ID,
    background: { kind: 'none' },
    padding: 'none',
    width: 'contained',
    columns: [{ blocks }],
  };
}

/**
 * Whether `sections` are a page's plain stack of blocks (one contained column, no background, no
 * padding): saved as `blocks`, as a page without sections is stored.
 */
export function isPlainStack<B>(sections: readonly SectionOf<B>[]): boolean {
  if (sections.length !== 1) return false;
  const [only] = sections;
  return (
    only.background.kind === 'none' &&
    only.padding === 'none' &&
    only.width === 'contained' &&
    only.columns.length === 1
  );
}

/** Every block of `sections` in reading order: section by section, column by column. */
export function sectionBlocks<B>(sections: readonly SectionOf<B>[]): B[] {
  return sections.flatMap((section) => section.columns.flatMap((column) => column.blocks));
}

/** A focal point as CSS's `object-position` / `background-position` (`30% 70%`). */
export function focalPosition(point: FocalPoint): string {
  const percent = (value: number) => `${Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 10}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}

/** The steps a focal point is rounded to on the site (its classes `focal-x-35`, `focal-y-70`). */
export const FOCAL_STEP = 5;

/** A focal point's coordinate (0 to 1) as a percentage rounded to {@link FOCAL_STEP}. */
export function focalPercent(value: number): number {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0.5, 0), 1);
  return Math.round((clamped * 100) / FOCAL_STEP) * FOCAL_STEP;
}

/**
 * Whether text on `colour` (`#rrggbb`) is white rather than the ink colour: its relative luminance
 * (WCAG 2) is below 0.2, where white keeps at least 4.5:1 and dark ink would not.
 */
export function isDarkColour(colour: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (match === null) return false;
  const channel = (hex: string) => {
    const value = parseInt(hex, 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(match[1]) + 0.7152 * channel(match[2]) + 0.0722 * channel(match[3]);
  return luminance < 0.2;
}
