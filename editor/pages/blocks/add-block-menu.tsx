// "Add block": a menu of the block types by their friendly names; on a full page, the reason nothing can be added.
import { EDITABLE_BLOCK_TYPES } from '../../../domain/owner-api/block-rules.js';
import { PressMenu } from '../../ui/press-menu.js';
import { BLOCK_LABELS, type EditableBlockType } from './block-catalog.js';

const BLOCK_ITEMS = EDITABLE_BLOCK_TYPES.map((type) => ({ id: type, label: BLOCK_LABELS[type] }));

/** Props of {@link AddBlockMenu}. */
export interface AddBlockMenuProps {
  onAdd: (type: EditableBlockType) => void;
  /** The page already holds the most blocks it may. */
  full: boolean;
  /** Told when the owner asks to add on a full page. */
  onRefused: () => void;
  /** The button's accessible name where several add to different places ("Add block to section 2, column 1"). */
  label?: string;
  /** Opens the menu each time it changes to a number above 0 (an insert point of the preview pressed). */
  openSignal?: number;
  /** Told when the menu closes, chosen or not. */
  onClose?: () => void;
}

/**
 * The menu button. It stays enabled on a full page, so pressing it can say why nothing is added.
 *
 * A mouse or pen opens the menu when the button is released ({@link PressMenu}), so one click
 * never adds a block never chosen (issue 30).
 */
export function AddBlockMenu({ onAdd, full, onRefused, label, openSignal = 0, onClose }: AddBlockMenuProps) {
  if (full) {
    return (
      <button type="button" className="button button--primary" onClick={onRefused} aria-label={label}>
        Add block
      </button>
    );
  }
  return (
    <PressMenu
      wrapperClassName="add-block-menu"
      className="button button--primary"
      label={label}
      menuLabel="Block types"
      items={BLOCK_ITEMS}
      onAction={(type) => onAdd(type as EditableBlockType)}
      openSignal={openSignal}
      onClose={onClose}
    >
      Add block
    </PressMenu>
  );
}
