// The changes the block editor makes to a page's sections, as pure functions: blocks changed, added, removed and moved (within a column, to the next column or section), sections added, moved, removed and set.
import type { Block } from '../../../domain/owner-api/blocks.js';
import { MAX_COLUMNS } from '../../../domain/owner-api/section-rules.js';
import type { Section } from '../../../domain/owner-api/sections.js';

/** Where a block is: its section's and column's places, and its place in the column. */
export interface BlockPlace {
  section: number;
  column: number;
  index: number;
}

/** Where `blockId` is, or undefined. */
export function placeOf(sections: readonly Section[], blockId: string): BlockPlace | undefined {
  for (const [section, { columns }] of sections.entries()) {
    for (const [column, { blocks }] of columns.entries()) {
      const index = blocks.findIndex((block) => block.id === blockId);
      if (index !== -1) return { section, column, index };
    }
  }
  return undefined;
}

/** `sections` with every block through `change` (the same list when nothing changed). */
export function mapBlocks(sections: Section[], change: (block: Block) => Block): Section[] {
  let changed = false;
  const next = sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      blocks: column.blocks.map((block) => {
        const after = change(block);
        if (after !== block) changed = true;
        return after;
      }),
    })),
  }));
  return changed ? next : sections;
}

/** `sections` with the column at `section`/`column` given `blocks`. */
function withColumn(sections: Section[], section: number, column: number, blocks: Block[]): Section[] {
  return sections.map((one, at) =>
    at !== section
      ? one
      : { ...one, columns: one.columns.map((col, index) => (index === column ? { blocks } : col)) },
  );
}

/** `block` put into the column at `place` (at its `index`). */
export function insertBlock(sections: Section[], block: Block, place: BlockPlace): Section[] {
  const blocks = [...(sections[place.section]?.columns[place.column]?.blocks ?? [])];
  blocks.splice(Math.min(place.index, blocks.length), 0, block);
  return withColumn(sections, place.section, place.column, blocks);
}

/** `sections` without the block `blockId`. */
export function removeBlock(sections: Section[], blockId: string): Section[] {
  const place = placeOf(sections, blockId);
  if (place === undefined) return sections;
  const blocks = sections[place.section].columns[place.column].blocks.filter((block) => block.id !== blockId);
  return withColumn(sections, place.section, place.column, blocks);
}

/** How a block moves: up or down its column (on into the section before or after at the ends), or to the column beside. */
export type BlockMove = 'up' | 'down' | 'left' | 'right';

/** Where `blockId` goes on `move`, or undefined when it cannot go further. */
export function moveTarget(
  sections: readonly Section[],
  blockId: string,
  move: BlockMove,
): BlockPlace | undefined {
  const place = placeOf(sections, blockId);
  if (place === undefined) return undefined;
  const { section, column, index } = place;
  const count = sections[section].columns[column].blocks.length;
  switch (move) {
    case 'up':
      if (index > 0) return { section, column, index: index - 1 };
      if (section === 0) return undefined;
      {
        // To the end of the same column (or the last one) of the section before.
        const before = sections[section - 1];
        const to = Math.min(column, before.columns.length - 1);
        return { section: section - 1, column: to, index: before.columns[to].blocks.length };
      }
    case 'down':
      if (index < count - 1) return { section, column, index: index + 1 };
      if (section === sections.length - 1) return undefined;
      return {
        section: section + 1,
        column: Math.min(column, sections[section + 1].columns.length - 1),
        index: 0,
      };
    case 'left':
    case 'right': {
      const to = column + (move === 'left' ? -1 : 1);
      const columns = sections[section].columns;
      if (to < 0 || to >= columns.length) return undefined;
      return { section, column: to, index: Math.min(index, columns[to].blocks.length) };
    }
  }
}

/** `sections` with `blockId` moved to `place` (as {@link moveTarget} gives it). */
export function moveBlock(sections: Section[], blockId: string, place: BlockPlace): Section[] {
  const from = placeOf(sections, blockId);
  if (from === undefined) return sections;
  const block = sections[from.section].columns[from.column].blocks[from.index];
  return insertBlock(removeBlock(sections, blockId), block, place);
}

/** Where a block dropped in the preview goes: between `afterId` and `beforeId` (null at an end), or into an empty column. */
export interface DropPlace {
  readonly sectionId: string | null;
  readonly column: number | null;
  readonly afterId: string | null;
  readonly beforeId: string | null;
}

/**
 * The place for {@link moveBlock} of `blockId` dropped at `drop`: after `afterId`, else before
 * `beforeId`, else (both null) at the end of the column `column` of `sectionId` (of the block's own
 * section when null); undefined when the block or the place is not in `sections`.
 */
export function placeForDrop(sections: Section[], blockId: string, drop: DropPlace): BlockPlace | undefined {
  const from = placeOf(sections, blockId);
  if (from === undefined) return undefined;
  const rest = removeBlock(sections, blockId);
  const after = drop.afterId === null || drop.afterId === blockId ? undefined : placeOf(rest, drop.afterId);
  if (after !== undefined) return { ...after, index: after.index + 1 };
  const before =
    drop.beforeId === null || drop.beforeId === blockId ? undefined : placeOf(rest, drop.beforeId);
  if (before !== undefined) return before;
  if (drop.afterId !== null || drop.beforeId !== null) return undefined;
  const section = drop.sectionId === null ? from.section : rest.findIndex((one) => one.id === drop.sectionId);
  const column = drop.column ?? from.column;
  const blocks = rest[section]?.columns[column]?.blocks;
  return blocks === undefined ? undefined : { section, column, index: blocks.length };
}

/** `section` put at `index`. */
export function insertSection(sections: Section[], section: Section, index: number): Section[] {
  const next = [...sections];
  next.splice(Math.min(index, next.length), 0, section);
  return next;
}

/** The section at `from` moved to `to`. */
export function moveSection(sections: Section[], from: number, to: number): Section[] {
  if (to < 0 || to >= sections.length || from === to) return sections;
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** What section settings change. */
export type SectionPatch = Partial<Pick<Section, 'background' | 'padding' | 'width'>> & {
  columnCount?: number;
};

/**
 * The section `sectionId` with `patch`: fewer columns keep every block (those of the columns taken
 * away go to the end of the last column kept); more columns start empty.
 */
export function setSection(sections: Section[], sectionId: string, patch: SectionPatch): Section[] {
  return sections.map((section) => {
    if (section.id !== sectionId) return section;
    const { columnCount, ...settings } = patch;
    let columns = section.columns;
    if (columnCount !== undefined) {
      const count = Math.min(Math.max(Math.trunc(columnCount), 1), MAX_COLUMNS);
      if (count < columns.length) {
        const kept = columns.slice(0, count);
        const moved = columns.slice(count).flatMap((column) => column.blocks);
        columns = kept.map((column, index) =>
          index === count - 1 ? { blocks: [...column.blocks, ...moved] } : column,
        );
      } else {
        columns = [...columns, ...Array.from({ length: count - columns.length }, () => ({ blocks: [] }))];
      }
    }
    return { ...section, ...settings, columns };
  });
}

/** A section with nothing in it: contained, medium padding, no background, one column. */
export function blankSection(id: string): Section {
  return {
    id,
    background: { kind: 'none' },
    padding: 'medium',
    width: 'contained',
    columns: [{ blocks: [] }],
  };
}
