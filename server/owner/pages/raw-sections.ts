// A page's stored content read as sections of raw blocks (PAGES.content.sections, or the one section `content.blocks` reads as), as the site, the editor and translations read them.
import { implicitSection, type SectionOf } from '../../../domain/owner-api/section-rules.js';

/** A stored block, not yet checked. */
export type RawBlock = Record<string, unknown>;

const isObject = (value: unknown): value is RawBlock =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of a stored list. */
function objectsOf(list: unknown): RawBlock[] {
  return Array.isArray(list) ? list.filter(isObject) : [];
}

/** The page's own stack of blocks: `content.blocks`, or one HTML block from `content.html`. */
function stackBlocks(content: Readonly<Record<string, unknown>>): RawBlock[] {
  if (Array.isArray(content.blocks)) return objectsOf(content.blocks);
  return typeof content.html === 'string' ? [{ type: 'html', html: content.html }] : [];
}

/** Whether the page stores sections (else its blocks read as one plain section). */
export function hasSections(content: Readonly<Record<string, unknown>>): boolean {
  return Array.isArray(content.sections);
}

/** The stored sections' raw objects, each with its columns' raw blocks (settings as stored, unchecked). */
export function rawSections(
  content: Readonly<Record<string, unknown>>,
): (RawBlock & { columns: { blocks: RawBlock[] }[] })[] {
  if (!hasSections(content)) {
    return [
      implicitSection(stackBlocks(content)) as unknown as RawBlock & { columns: { blocks: RawBlock[] }[] },
    ];
  }
  return objectsOf(content.sections).map((section) => ({
    ...section,
    columns: objectsOf(section.columns).map((column) => ({ blocks: objectsOf(column.blocks) })),
  }));
}

/** Every raw block of the page in reading order: section by section, column by column. */
export function contentBlocks(content: Readonly<Record<string, unknown>>): RawBlock[] {
  return rawSections(content).flatMap((section) => section.columns.flatMap((column) => column.blocks));
}

/**
 * `content` with each block (in reading order, `index` counting across sections and columns)
 * replaced by `change`'s, where it is stored: in its section's column, or in `content.blocks`.
 */
export function mapContentBlocks(
  content: Readonly<Record<string, unknown>>,
  change: (block: RawBlock, index: number) => RawBlock,
): Readonly<Record<string, unknown>> {
  let index = 0;
  if (!hasSections(content))
    return { ...content, blocks: stackBlocks(content).map((block) => change(block, index++)) };
  const sections = rawSections(content).map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      blocks: column.blocks.map((block) => change(block, index++)),
    })),
  }));
  return { ...content, sections };
}

/** Sections of any block shape from raw ones: the blocks of each column in reading order given by `blocks`. */
export function distribute<B>(
  sections: readonly { columns: { blocks: readonly unknown[] }[] }[],
  blocks: readonly B[],
  settings: (section: number) => Omit<SectionOf<B>, 'columns'>,
): SectionOf<B>[] {
  let next = 0;
  return sections.map((section, index) => ({
    ...settings(index),
    columns: section.columns.map((column) => {
      const taken = blocks.slice(next, next + column.blocks.length);
      next += column.blocks.length;
      return { blocks: taken };
    }),
  }));
}
