// What screen readers hear while a row of the page tree is dragged (dnd-kit's accessibility announcements and instructions).
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Projection } from './tree-drag.js';

/** Read when a drag handle gets focus. */
export const TREE_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this link, press Space or Enter. Then the up and down arrow keys move it, right and left nest it under the link above or take it out. Moving it under "Not linked" takes it out of the navigation. Press Space or Enter again to drop it, or Escape to cancel.',
};

/** What the announcements need to know about the drag in progress, read when each is made. */
export interface DragFacts {
  titleOf(id: UniqueIdentifier): string;
  /** Where the row would land now, and the row it would follow. */
  landing(
    activeId: UniqueIdentifier,
    overId: UniqueIdentifier,
  ): { projection?: Projection; afterId?: string };
}

/** Where a projection puts a row, in words: "at level 2, under About, after Shipping". */
export function placeText(facts: DragFacts, landing: ReturnType<DragFacts['landing']>): string {
  const { projection, afterId } = landing;
  if (projection === undefined) return 'where it cannot go (the navigation would be too deep)';
  if (projection.section === 'unlinked') return 'under "Not linked", out of the navigation';
  const parent =
    projection.parentId === null
      ? 'at the top of the navigation'
      : `under ${facts.titleOf(projection.parentId)}`;
  const after = afterId === undefined ? ', first' : `, after ${facts.titleOf(afterId)}`;
  return `${parent}, level ${projection.depth + 1}${after}`;
}

/** dnd-kit announcements naming the link and where it would land, each change of place once. */
export function treeAnnouncements(facts: DragFacts): Announcements {
  let last = '';
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) =>
    `${facts.titleOf(active)} would go ${placeText(facts, facts.landing(active, over))}.`;
  const movement = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    if (over === undefined) return undefined;
    const text = where(active, over);
    if (text === last) return undefined;
    last = text;
    return text;
  };
  return {
    onDragStart: ({ active }) => {
      // Where it starts is not news: the first place read out is the first one it moves to.
      last = where(active.id, active.id);
      return `Picked up ${facts.titleOf(active.id)}.`;
    },
    onDragMove: ({ active, over }) => movement(active.id, over?.id),
    onDragOver: ({ active, over }) => movement(active.id, over?.id),
    onDragEnd: ({ active, over }) => {
      last = '';
      return over === null
        ? `${facts.titleOf(active.id)} was dropped back where it was.`
        : `${facts.titleOf(active.id)} was dropped ${placeText(facts, facts.landing(active.id, over.id))}.`;
    },
    onDragCancel: ({ active }) => {
      last = '';
      return `Moving was cancelled. ${facts.titleOf(active.id)} is back where it was.`;
    },
  };
}
