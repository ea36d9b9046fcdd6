// Tests the section edits: blocks moved within and across columns and sections, columns taken away keeping their blocks.
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import {
  blankSection,
  moveBlock,
  moveSection,
  moveTarget,
  placeForDrop,
  placeOf,
  setSection,
} from './section-edits.js';

const spacer = (id: string): Block => ({ id, type: 'spacer', size: 'small' });
const section = (id: string, ...columns: string[][]): Section => ({
  ...blankSection(id),
  columns: columns.map((ids) => ({ blocks: ids.map(spacer) })),
});
const ids = (sections: Section[]) =>
  sections.map((one) => one.columns.map((column) => column.blocks.map((b) => b.id)));

describe('section edits', () => {
  const page = [section('s1', ['a', 'b']), section('s2', ['c'], ['d'], [])];

  it('moves a block to the column beside, and not past the last one', () => {
    const right = moveTarget(page, 'c', 'right')!;
    expect(ids(moveBlock(page, 'c', right))).toEqual([[['a', 'b']], [[], ['c', 'd'], []]]);
    expect(moveTarget(page, 'a', 'left')).toBeUndefined();
    expect(moveTarget(page, 'a', 'right')).toBeUndefined();
  });

  it('moves a block past the end of its column into the next section, and back up', () => {
    const down = moveTarget(page, 'b', 'down')!;
    const moved = moveBlock(page, 'b', down);
    expect(ids(moved)).toEqual([[['a']], [['b', 'c'], ['d'], []]]);
    expect(placeOf(moveBlock(moved, 'b', moveTarget(moved, 'b', 'up')!), 'b')).toEqual({
      section: 0,
      column: 0,
      index: 1,
    });
    expect(moveTarget(page, 'a', 'up')).toBeUndefined();
  });

  it('keeps the blocks of columns taken away in the last column kept', () => {
    expect(ids(setSection(page, 's2', { columnCount: 1 }))[1]).toEqual([['c', 'd']]);
    expect(ids(setSection(page, 's1', { columnCount: 3 }))[0]).toEqual([['a', 'b'], [], []]);
  });

  it('moves sections', () => {
    expect(moveSection(page, 1, 0).map((one) => one.id)).toEqual(['s2', 's1']);
    expect(moveSection(page, 1, 2)).toBe(page);
  });

  it('places a block dropped in the preview: after, before, in an empty column; nowhere else', () => {
    const drop = (
      afterId: string | null,
      beforeId: string | null,
      sectionId: string | null = null,
      column: number | null = null,
    ) => ({ sectionId, column, afterId, beforeId });
    const moved = (blockId: string, place: ReturnType<typeof placeForDrop>) =>
      ids(moveBlock(page, blockId, place!));
    // In its own column: after the block below it.
    expect(moved('a', placeForDrop(page, 'a', drop('b', null, 's1', 0)))).toEqual([
      [['b', 'a']],
      [['c'], ['d'], []],
    ]);
    expect(moved('a', placeForDrop(page, 'a', drop(null, 'd', 's2', 1)))).toEqual([
      [['b']],
      [['c'], ['a', 'd'], []],
    ]);
    expect(moved('a', placeForDrop(page, 'a', drop(null, null, 's2', 2)))).toEqual([
      [['b']],
      [['c'], ['d'], ['a']],
    ]);
    // The block's own place, unchanged.
    expect(placeForDrop(page, 'b', drop('a', null, 's1', 0))).toEqual(placeOf(page, 'b'));
    expect(placeForDrop(page, 'gone', drop('a', null))).toBeUndefined();
    expect(placeForDrop(page, 'a', drop('elsewhere', null))).toBeUndefined();
    expect(placeForDrop(page, 'a', drop(null, null, 's9', 0))).toBeUndefined();
    expect(placeForDrop(page, 'a', drop(null, null, 's2', 3))).toBeUndefined();
  });
});
