// One block on the page: its type and summary, its move, drag and remove buttons, and its form when open.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import type { Block } from '../../../domain/owner-api/blocks.js';
import { PressMenu, type PressMenuItem } from '../../ui/press-menu.js';
import { BLOCK_LABELS, blockSummary } from './block-catalog.js';
import { BlockForm } from './block-form.js';
import type { BlockFormProps } from './block-form-props.js';
import { DragHandle } from '../../ui/drag-handle.js';

/** What a card can be asked to do. */
export type BlockAction = 'move-up' | 'move-down' | 'move-left' | 'move-right' | 'remove';

/** Where a block in a page of sections can move: up and down (on into the sections around), to the columns beside. */
export interface BlockMoves {
  up: boolean;
  down: boolean;
  left: boolean;
  right: boolean;
  /** Its section has more than one column (the column buttons show). */
  columns: boolean;
  /** The other columns of the page it can go to ("Move to…"), each id `section:column` (from 0). */
  places: readonly PressMenuItem[];
}

/** What a block's drag tells the page of sections it is in: a block, and which column holds it. */
export interface BlockDragData {
  kind: 'block';
  section: number;
  column: number;
}

/** Props of {@link BlockCard}. */
export interface BlockCardProps {
  block: Block;
  /** Its place on the page, from 0. */
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onAction: (action: BlockAction) => void;
  change: BlockFormProps['change'];
  errors: Readonly<Record<string, string>>;
  /** Only looking: no form, no moving. */
  readOnly: boolean;
  /** Just added: its form's first field takes focus when ready. */
  autoFocus: boolean;
  /** In a page of sections: where it can move (else up and down its list). */
  moves?: BlockMoves;
  /** In a page of sections: told "Move to…" a column (its `section:column` id). */
  onMoveTo?: (place: string) => void;
  /** In a page of sections: where it is, for the drag between columns. */
  dragData?: BlockDragData;
}

/**
 * A card in the page's sortable list. Its handle is dragged with a pointer or, focused, picked up
 * with Space and moved with the arrow keys; the move buttons do the same one step at a time.
 * Move buttons at the ends stay focusable (aria-disabled) so focus is never dropped after a move.
 */
export function BlockCard({
  block,
  index,
  count,
  open,
  onToggle,
  onAction,
  change,
  errors,
  readOnly,
  autoFocus,
  moves,
  onMoveTo,
  dragData,
}: BlockCardProps) {
  const id = useId();
  const label = BLOCK_LABELS[block.type];
  const sortable = useSortable({ id: block.id, disabled: readOnly, data: dragData });
  const invalid = Object.keys(errors).length > 0;
  const first = moves === undefined ? index === 0 : !moves.up;
  const last = moves === undefined ? index === count - 1 : !moves.down;
  const title = (
    <>
      <span className="block-card__type">{label}</span>
      <span className="visually-hidden">: </span>
      <span className="block-card__summary">{blockSummary(block)}</span>
    </>
  );
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`block-card${open ? ' block-card--open' : ''}${invalid ? ' block-card--invalid' : ''}${
        sortable.isDragging ? ' block-card--dragging' : ''
      }`}
      data-block-id={block.id}
      aria-labelledby={`${id}-title`}
    >
      <div className="block-card__header">
        {readOnly ? null : (
          <DragHandle sortable={sortable} label={`Drag to move: ${label}, block ${index + 1} of ${count}`} />
        )}
        <h3 className="block-card__title" id={`${id}-title`}>
          {readOnly ? (
            <span className="block-card__toggle">{title}</span>
          ) : (
            <button
              type="button"
              className="block-card__toggle"
              aria-expanded={open}
              aria-controls={open ? `${id}-body` : undefined}
              onClick={onToggle}
              data-action="toggle"
            >
              {title}
            </button>
          )}
        </h3>
        {invalid ? <span className="badge block-card__badge">Needs attention</span> : null}
        {readOnly ? null : (
          <div className="block-card__actions">
            <button
              type="button"
              className="icon-button block-card__action"
              aria-label="Move up"
              aria-disabled={first || undefined}
              onClick={() => (first ? undefined : onAction('move-up'))}
              data-action="move-up"
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="icon-button block-card__action"
              aria-label="Move down"
              aria-disabled={last || undefined}
              onClick={() => (last ? undefined : onAction('move-down'))}
              data-action="move-down"
            >
              <span aria-hidden="true">↓</span>
            </button>
            {moves?.columns ? (
              <>
                <button
                  type="button"
                  className="icon-button block-card__action"
                  aria-label="Move to the column before"
                  aria-disabled={!moves.left || undefined}
                  onClick={() => (moves.left ? onAction('move-left') : undefined)}
                  data-action="move-left"
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  className="icon-button block-card__action"
                  aria-label="Move to the column after"
                  aria-disabled={!moves.right || undefined}
                  onClick={() => (moves.right ? onAction('move-right') : undefined)}
                  data-action="move-right"
                >
                  <span aria-hidden="true">→</span>
                </button>
              </>
            ) : null}
            {moves !== undefined && moves.places.length > 0 && onMoveTo !== undefined ? (
              <PressMenu
                wrapperClassName="block-card__move-to"
                className="button button--small"
                menuLabel="Columns to move to"
                items={moves.places}
                onAction={onMoveTo}
                action="move-to"
              >
                Move to…
              </PressMenu>
            ) : null}
            <button
              type="button"
              className="button button--small block-card__remove"
              onClick={() => onAction('remove')}
              data-action="remove"
              aria-label={`Remove ${label} block`}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {open && !readOnly ? (
        <div className="block-card__body" id={`${id}-body`} role="group" aria-label={`${label} block`}>
          <BlockForm block={block} change={change} errors={errors} autoFocus={autoFocus} />
        </div>
      ) : null}
    </li>
  );
}
