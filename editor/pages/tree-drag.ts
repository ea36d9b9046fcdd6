// The drag-and-drop side of the page tree (dnd-kit's sortable tree): one list of rows, where a drop lands and how deep.
import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import {
  flatten,
  fromFlat,
  locate,
  MAX_DEPTH_INDEX,
  removeLink,
  subtreeHeight,
  type NavNode,
} from './navigation-tree.js';

/** The id of the "Not linked" heading: rows dropped after it leave the menu, rows dropped before it join it. */
export const UNLINKED_DIVIDER = 'section:unlinked';

/** How far right, in pixels, one level of nesting is drawn (and how far a drag must go to nest). */
export const INDENTATION_WIDTH = 24;

/** One row of the sortable list: a menu link (id = its key), the divider, or a page in no menu. */
export interface DragRow {
  id: string;
  depth: number;
  section: 'main' | 'divider' | 'unlinked';
  /** The page of a "Not linked" row. */
  pageId?: string;
}

/** The id of a "Not linked" row. */
export function unlinkedRowId(pageId: string): string {
  return `unlinked:${pageId}`;
}

/**
 * The sortable rows: the menu in reading order, the divider, then the pages in no menu. While a
 * link is dragged its children are left out (they travel with it), as in dnd-kit's tree example.
 */
export function dragRows(
  nodes: readonly NavNode[],
  unlinkedPageIds: readonly string[],
  activeId?: string,
): DragRow[] {
  const hidden = new Set<string>();
  const found = activeId === undefined ? undefined : locate([...nodes], activeId);
  if (found !== undefined) for (const row of flatten(found.node.children)) hidden.add(row.key);
  return [
    ...flatten(nodes)
      .filter((row) => !hidden.has(row.key))
      .map((row): DragRow => ({ id: row.key, depth: row.depth, section: 'main' })),
    { id: UNLINKED_DIVIDER, depth: 0, section: 'divider' },
    ...unlinkedPageIds.map((pageId): DragRow => ({
      id: unlinkedRowId(pageId),
      depth: 0,
      section: 'unlinked',
      pageId,
    })),
  ];
}

/** Where a dragged row would land: in the menu at a depth under a parent, or out of it. */
export interface Projection {
  section: 'main' | 'unlinked';
  depth: number;
  /** The link it would go under (null at the top level or out of the menu). */
  parentId: string | null;
}

/**
 * Where the row `activeId`, held over `overId` and moved `offsetX` pixels sideways, would land.
 * The depth follows the sideways move, one level per {@link INDENTATION_WIDTH}, at most one deeper
 * than the row above, not shallower than the row below (so no sibling is adopted), and never so
 * deep that the dragged link's children pass the menu's depth limit. Undefined when no depth fits.
 */
export function project(
  rows: readonly DragRow[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier,
  offsetX: number,
  activeHeight = 0,
): Projection | undefined {
  const activeIndex = rows.findIndex((row) => row.id === activeId);
  const overIndex = rows.findIndex((row) => row.id === overId);
  if (activeIndex < 0 || overIndex < 0) return undefined;
  const moved = arrayMove([...rows], activeIndex, overIndex);
  const dividerIndex = moved.findIndex((row) => row.section === 'divider');
  if (overIndex > dividerIndex) return { section: 'unlinked', depth: 0, parentId: null };
  const previous = overIndex > 0 ? moved[overIndex - 1] : undefined;
  const next = moved[overIndex + 1];
  const wanted = rows[activeIndex].depth + Math.round(offsetX / INDENTATION_WIDTH);
  const maxDepth = Math.min(previous === undefined ? 0 : previous.depth + 1, MAX_DEPTH_INDEX - activeHeight);
  const minDepth = next !== undefined && next.section === 'main' ? next.depth : 0;
  if (minDepth > maxDepth) return undefined;
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));
  let parentId: string | null = null;
  for (let at = overIndex - 1; at >= 0 && depth > 0; at--) {
    if (moved[at].depth === depth - 1) {
      parentId = moved[at].id;
      break;
    }
  }
  return { section: 'main', depth, parentId };
}

/** How many levels hang under a dragged menu link (0 for a page from "Not linked"). */
export function heightOf(nodes: readonly NavNode[], id: UniqueIdentifier): number {
  const found = locate([...nodes], String(id));
  return found === undefined ? 0 : subtreeHeight(found.node);
}

/**
 * The menu after a drop. A link keeps its children (shifted with it); a page from "Not linked"
 * becomes a new link to it; a link dropped under "Not linked" leaves the menu (its children take
 * its place). Undefined when the drop changes nothing.
 */
export function dropInto(
  nodes: readonly NavNode[],
  rows: readonly DragRow[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier,
  projection: Projection,
): NavNode[] | undefined {
  const active = rows.find((row) => row.id === activeId);
  if (active === undefined) return undefined;
  if (projection.section === 'unlinked') {
    return active.section === 'main' ? removeLink(nodes, active.id) : undefined;
  }
  const all = flatten(nodes);
  const byKey = new Map(all.map((row) => [row.key, row]));
  const moved = arrayMove(
    [...rows],
    rows.indexOf(active),
    rows.findIndex((row) => row.id === overId),
  );
  const flat: { key: string; link: NavNode['link']; depth: number }[] = [];
  for (const row of moved) {
    if (row.section !== 'main' && row.id !== activeId) continue;
    if (row.section === 'divider') continue;
    if (row.id !== activeId) {
      const own = byKey.get(row.id);
      if (own !== undefined) flat.push({ key: own.key, link: own.link, depth: row.depth });
      continue;
    }
    if (row.section === 'unlinked') {
      flat.push({ key: `page:${row.pageId}`, link: { pageId: row.pageId }, depth: projection.depth });
      continue;
    }
    const own = locate([...nodes], row.id)!;
    const shift = projection.depth - own.depth;
    flat.push({ key: own.node.key, link: own.node.link, depth: projection.depth });
    for (const child of flatten(own.node.children, own.depth + 1)) {
      flat.push({ key: child.key, link: child.link, depth: child.depth + shift });
    }
  }
  const next = fromFlat(flat);
  return JSON.stringify(strip(next)) === JSON.stringify(strip([...nodes])) ? undefined : next;
}

function strip(nodes: readonly NavNode[]): unknown {
  return nodes.map((node) => [node.key, strip(node.children)]);
}

/**
 * Keyboard moves for the tree: up and down go to the row above or below (dnd-kit's sortable
 * keyboard coordinates), right and left nest and un-nest by one level.
 */
export const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    event.preventDefault();
    const step = event.code === 'ArrowRight' ? INDENTATION_WIDTH : -INDENTATION_WIDTH;
    return { ...args.currentCoordinates, x: args.currentCoordinates.x + step };
  }
  return sortableKeyboardCoordinates(event, args);
};
