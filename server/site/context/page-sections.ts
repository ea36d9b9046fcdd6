// A page's sections for the theme: each section's width, padding, background (a colour, or a picture at its focal point) and its columns of shaped blocks.
import {
  focalPercent,
  isDarkColour,
  SECTION_PADDINGS,
  SECTION_WIDTHS,
} from '../../../domain/owner-api/section-rules.js';
import type { rawSections } from '../../owner/pages/raw-sections.js';
import type { ImageAsset } from './images.js';

type RawSection = ReturnType<typeof rawSections>[number];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The pictures the sections' backgrounds show (read with the blocks' pictures). */
export function backgroundImageIds(sections: readonly RawSection[]): string[] {
  return sections
    .map((section) => record(section.background))
    .filter((background) => background.kind === 'image')
    .map((background) => text(background.imageId))
    .filter((id) => id !== '');
}

/**
 * The sections as templates read them, each: `sectionId`, `sectionWidth` (contained, full),
 * `sectionPadding` (none, small, medium, large), `backgroundColour` (`#rrggbb`) or
 * `backgroundImage {image, focalX, focalY}` (percentages rounded to 5, the classes
 * `focal-x-N focal-y-N` place the crop), `sectionDark` when text on it is white, `columnCount` and
 * `sectionColumns: [{blocks}]` holding the shaped blocks (found by the ids of the raw blocks, `rawIds`,
 * in reading order). The
 * names are the section's own so a block's template never reads them by mistake. A block left out
 * (a missing picture…) is left out of its column; a background picture that is missing shows none.
 */
export function sectionsContext(
  sections: readonly RawSection[],
  rawIds: readonly string[],
  blocks: readonly Record<string, unknown>[],
  images: ReadonlyMap<string, ImageAsset>,
): Record<string, unknown>[] {
  // `rawIds` are the ids of the raw blocks in reading order; the shaped blocks carry the same ids.
  const shapedById = new Map(blocks.map((block) => [block.id as string, block]));
  let index = 0;
  return sections.map((section, place) => {
    const columns = section.columns.map((column) => ({
      blocks: column.blocks
        .map(() => rawIds[index++])
        .map((id) => (id === undefined ? undefined : shapedById.get(id)))
        .filter((block): block is Record<string, unknown> => block !== undefined),
    }));
    const background = record(section.background);
    const colour = background.kind === 'colour' ? text(background.colour) : '';
    const image = background.kind === 'image' ? images.get(text(background.imageId)) : undefined;
    const focal = record(background.focalPoint);
    const width = text(section.width);
    const padding = text(section.padding);
    return {
      sectionId: text(section.id) || `s${place + 1}`,
      sectionWidth: (SECTION_WIDTHS as readonly string[]).includes(width) ? width : 'contained',
      sectionPadding: (SECTION_PADDINGS as readonly string[]).includes(padding) ? padding : 'medium',
      ...(/^#[0-9a-f]{6}$/i.test(colour) ? { backgroundColour: colour } : {}),
      ...(image === undefined
        ? {}
        : {
            backgroundImage: {
              image,
              focalX: focalPercent(Number(focal.x ?? 0.5)),
              focalY: focalPercent(Number(focal.y ?? 0.5)),
            },
          }),
      sectionDark: image !== undefined || (colour !== '' && isDarkColour(colour)),
      columnCount: Math.min(Math.max(columns.length, 1), 4),
      sectionColumns: columns,
    };
  });
}
