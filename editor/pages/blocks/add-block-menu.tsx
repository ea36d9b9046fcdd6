// "Add block": a menu of the block types by their friendly names; on a full page, the reason nothing can be added.
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { EDITABLE_BLOCK_TYPES } from '../../../domain/owner-api/block-rules.js';
import { BLOCK_LABELS, type EditableBlockType } from './block-catalog.js';

/** Props of {@link AddBlockMenu}. */
export interface AddBlockMenuProps {
  onAdd: (type: EditableBlockType) => void;
  /** The page already holds the most blocks it may. */
  full: boolean;
  /** Told when the owner asks to add on a full page. */
  onRefused: () => void;
}

/** The menu button. It stays enabled on a full page, so pressing it can say why nothing is added. */
export function AddBlockMenu({ onAdd, full, onRefused }: AddBlockMenuProps) {
  if (full) {
    return (
      <button type="button" className="button button--primary" onClick={onRefused}>
        Add block
      </button>
    );
  }
  return (
    <MenuTrigger>
      <Button className="button button--primary">Add block</Button>
      <Popover className="menu-popover" placement="bottom start">
        <Menu className="menu" aria-label="Block types" onAction={(key) => onAdd(key as EditableBlockType)}>
          {EDITABLE_BLOCK_TYPES.map((type) => (
            <MenuItem key={type} id={type} className="menu__item">
              {BLOCK_LABELS[type]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
