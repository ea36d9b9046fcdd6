// "Add block": a menu of the block types by their friendly names; on a full page, the reason nothing can be added.
import { useEffect, useRef, useState } from 'react';
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
 * A mouse or pen opens the menu when the button is released, not when it is pressed: React Aria
 * opens a menu on pointer-down and picks the item under the pointer on release, so one click
 * could add a block never chosen when the menu opened over the button (issue 30). Keyboard,
 * touch and assistive technology open it as before.
 */
export function AddBlockMenu({ onAdd, full, onRefused, label, openSignal = 0, onClose }: AddBlockMenuProps) {
  const [isOpen, setOpenState] = useState(false);
  const setOpen = (open: boolean) => {
    setOpenState(open);
    if (!open) onClose?.();
  };
  useEffect(() => {
    if (openSignal > 0) setOpenState(true);
  }, [openSignal]);
  /** A mouse or pen press on the button is under way (until its release or cancel). */
  const pointerPress = useRef(false);
  if (full) {
    return (
      <button type="button" className="button button--primary" onClick={onRefused} aria-label={label}>
        Add block
      </button>
    );
  }
  return (
    <span
      className="add-block-menu"
      onPointerDownCapture={(event) => {
        pointerPress.current = event.button === 0 && event.pointerType !== 'touch';
      }}
    >
      <MenuTrigger
        isOpen={isOpen}
        // The opening a pointer-down asks for is refused; the release (onPress below) opens it.
        onOpenChange={(open) => (!open || !pointerPress.current ? setOpen(open) : undefined)}
      >
        <Button
          className="button button--primary"
          aria-label={label}
          onPressEnd={() => {
            pointerPress.current = false;
          }}
          onPress={() => setOpen(true)}
        >
          Add block
        </Button>
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
    </span>
  );
}
