// The page's blocks as a sortable list: drag and drop with a pointer or the keyboard (@dnd-kit), told to screen readers by name.
import { DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Block } from '../../../domain/owner-api/blocks.js';
import { useSortableList } from '../../ui/use-sortable-list.js';
import { BLOCK_LABELS } from './block-catalog.js';
import { BlockCard, type BlockAction, type BlockMoves } from './block-card.js';
import type { BlockErrors } from './block-errors.js';

/** Props of {@link SortableBlockList}. */
export interface SortableBlockListProps {
  blocks: readonly Block[];
  openId: string | null;
  onToggle: (blockId: string) => void;
  onAction: (blockId: string, action: BlockAction) => void;
  /** A block dropped at another place: from and to indexes. */
  onMove: (from: number, to: number) => void;
  onChange: (blockId: string, patch: Partial<Block>, field?: string) => void;
  errors: BlockErrors;
  readOnly: boolean;
  /** The block just added, whose first field takes focus when ready. */
  addedId: string | null;
  /** In a page of sections: where each block can move. */
  movesOf?: (blockId: string) => BlockMoves;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

const DRAG_INSTRUCTIONS =
  'To move a block, press Space or Enter to pick it up, the up and down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';

/** The list. */
export function SortableBlockList({
  blocks,
  openId,
  onToggle,
  onAction,
  onMove,
  onChange,
  errors,
  readOnly,
  addedId,
}: SortableBlockListProps) {
  const ids = blocks.map((block) => block.id);
  const sortable = useSortableList({
    ids,
    onMove,
    activationDistance: 4,
    instructions: DRAG_INSTRUCTIONS,
    announcements: (indexOf) => {
      const nameOf = (id: UniqueIdentifier) => {
        const block = blocks[indexOf(id)];
        return block === undefined ? 'The block' : `${BLOCK_LABELS[block.type]} block`;
      };
      const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${blocks.length}`;
      return {
        onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at ${position(active.id)}.`,
        onDragOver: ({ active, over }) =>
          over === null ? undefined : `${nameOf(active.id)} is over ${position(over.id)}.`,
        onDragEnd: ({ active, over }) =>
          over === null
            ? `${nameOf(active.id)} was dropped back.`
            : `${nameOf(active.id)} was dropped at ${position(over.id)}.`,
        onDragCancel: ({ active }) =>
          `Moving cancelled. ${nameOf(active.id)} is back at ${position(active.id)}.`,
      };
    },
  });

  return (
    <DndContext {...sortable}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <BlockCardList
          blocks={blocks}
          openId={openId}
          onToggle={onToggle}
          onAction={onAction}
          onChange={onChange}
          errors={errors}
          readOnly={readOnly}
          addedId={addedId}
        />
      </SortableContext>
    </DndContext>
  );
}

/** Props of {@link BlockCardList}. */
export interface BlockCardListProps extends Omit<SortableBlockListProps, 'onMove'> {
  /** In a page of sections: told "Move to…" a column for a block. */
  onMoveTo?: (blockId: string, place: string) => void;
  /** In a page of sections: the section and column of these blocks. */
  place?: { section: number; column: number };
}

/** The cards of one list, inside a SortableContext (of its own list, or of a page of sections' column). */
export function BlockCardList({
  blocks,
  openId,
  onToggle,
  onAction,
  onChange,
  errors,
  readOnly,
  addedId,
  movesOf,
  onMoveTo,
  place,
}: BlockCardListProps) {
  return (
    <ol className="block-list">
      {blocks.map((block, index) => (
        <BlockCard
          key={block.id}
          block={block}
          index={index}
          count={blocks.length}
          open={openId === block.id}
          onToggle={() => onToggle(block.id)}
          onAction={(action) => onAction(block.id, action)}
          change={(patch, field) => onChange(block.id, patch, field)}
          errors={errors.byBlock.get(block.id) ?? NO_ERRORS}
          readOnly={readOnly}
          autoFocus={addedId === block.id}
          moves={movesOf?.(block.id)}
          onMoveTo={onMoveTo === undefined ? undefined : (to) => onMoveTo(block.id, to)}
          dragData={place === undefined ? undefined : { kind: 'block', ...place }}
        />
      ))}
    </ol>
  );
}
