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
