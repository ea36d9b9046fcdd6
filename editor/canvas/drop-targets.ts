// Where a block dragged in the preview frame may go, read from the page's markup: the columns of the sections (empty ones too), or the list the block is in when it is in none (a block area), and the gap nearest the pointer.
import type { DropPlace } from '../pages/blocks/section-edits.js';

/** What marks a block of the page (templates/blocks/page-block.block). */
export const BLOCK = '[data-block-id]';
/** What marks a section of the page (templates/collections/page.list). */
export const SECTION = '[data-section-id]';
/** A column of a section's grid (templates/collections/page.list). */
const COLUMN = '.page-section__column';

/** A list a block can be dropped in: a section's column, or the list of blocks the dragged one is in. */
export interface DropList {
  container: HTMLElement;
  /** The section and column it is (null for a list outside the sections). */
  sectionId: string | null;
  column: number | null;
  /** Its blocks in order, without the dragged one. */
  items: HTMLElement[];
}

/** Where a drop puts a block: between `afterId` and `beforeId` (null at an end) of a column; both null in an empty column. */
export type BlockDrop = DropPlace;

/** A drop and the line that shows it, in the frame's viewport. */
export interface DropTarget extends BlockDrop {
  readonly list: DropList;
  readonly line: { readonly top: number; readonly left: number; readonly width: number };
}

/** The block `blockId` of `doc`, or null. */
function blockIn(doc: Document, blockId: string): HTMLElement | null {
  return (
    [...doc.querySelectorAll<HTMLElement>(BLOCK)].find((block) => block.dataset.blockId === blockId) ?? null
  );
}

/** The blocks whose parent is `container` (a block's own inner blocks are not), without `leave`. */
function itemsOf(container: Element, leave: Element | null): HTMLElement[] {
  return [...container.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.matches(BLOCK) && child !== leave,
  );
}

/** The columns of `section`, in order (not those of a section nested in a block). */
function columnsOf(section: Element): HTMLElement[] {
  return [...section.querySelectorAll<HTMLElement>(COLUMN)].filter(
    (column) => column.closest(SECTION) === section && column.closest(BLOCK) === null,
  );
}

/** A section's column as people read it: "Section 2, column 1 of 3" (the column left out of one-column sections). */
export function columnLabel(sectionIndex: number, column: number, columnCount: number): string {
  return columnCount === 1
    ? `Section ${sectionIndex + 1}`
    : `Section ${sectionIndex + 1}, column ${column + 1} of ${columnCount}`;
}

/** Every column of the page's sections, in reading order, with its label. */
export function sectionColumns(
  doc: Document,
  dragged: Element | null = null,
): (DropList & { label: string })[] {
  const sections = [...doc.querySelectorAll<HTMLElement>(SECTION)].filter(
    (section) => section.closest(BLOCK) === null,
  );
  return sections.flatMap((section, at) => {
    const columns = columnsOf(section);
    return columns.map((container, column) => ({
      container,
      sectionId: section.dataset.sectionId ?? null,
      column,
      items: itemsOf(container, dragged),
      label: columnLabel(at, column, columns.length),
    }));
  });
}

/**
 * The lists `blockId` can be dropped in: every column of the sections when it is in one, else the
 * list of blocks it shares a parent with; none inside the block itself.
 */
export function dropLists(doc: Document, blockId: string): DropList[] {
  const dragged = blockIn(doc, blockId);
  if (dragged === null || dragged.parentElement === null) return [];
  const parent = dragged.parentElement;
  if (parent.matches(COLUMN) && parent.closest(SECTION) !== null)
    return sectionColumns(doc, dragged)
      .filter((list) => !dragged.contains(list.container))
      .map(({ label: _label, ...list }) => list);
  return [{ container: parent, sectionId: null, column: null, items: itemsOf(parent, dragged) }];
}

/** How far the point is from `rect` (0 inside it). */
function distance(rect: DOMRect, x: number, y: number): number {
  const dx = Math.max(rect.left - x, 0, x - rect.right);
  const dy = Math.max(rect.top - y, 0, y - rect.bottom);
  return Math.hypot(dx, dy);
}

/**
 * The drop nearest the point (`x`, `y` in the frame's viewport): in the list whose box holds it (or
 * is nearest), before the first block whose middle is below the point, else at the list's end.
 */
export function dropTargetAt(lists: readonly DropList[], x: number, y: number): DropTarget | undefined {
  let best: { list: DropList; rect: DOMRect; away: number } | undefined;
  for (const list of lists) {
    const rect = list.container.getBoundingClientRect();
    const away = distance(rect, x, y);
    if (best === undefined || away < best.away) best = { list, rect, away };
  }
  if (best === undefined) return undefined;
  const { list, rect } = best;
  const rects = list.items.map((item) => item.getBoundingClientRect());
  let index = rects.findIndex((item) => item.top + item.height / 2 > y);
  if (index === -1) index = rects.length;
  const above = rects[index - 1];
  const below = rects[index];
  const top =
    above !== undefined && below !== undefined
      ? (above.bottom + below.top) / 2
      : above !== undefined
        ? above.bottom
        : below !== undefined
          ? below.top
          : rect.top + rect.height / 2;
  return {
    list,
    sectionId: list.sectionId,
    column: list.column,
    afterId: list.items[index - 1]?.dataset.blockId ?? null,
    beforeId: list.items[index]?.dataset.blockId ?? null,
    line: { top, left: rect.left, width: rect.width },
  };
}

/** Whether `target` puts `blockId` back where it is (a drop that changes nothing). */
export function isSamePlace(doc: Document, blockId: string, target: DropTarget): boolean {
  const block = blockIn(doc, blockId);
  if (block === null || block.parentElement === null) return true;
  if (target.list.container !== block.parentElement) return false;
  const siblings = itemsOf(block.parentElement, null);
  const at = siblings.indexOf(block);
  return (
    (siblings[at - 1]?.dataset.blockId ?? null) === target.afterId &&
    (siblings[at + 1]?.dataset.blockId ?? null) === target.beforeId
  );
}
