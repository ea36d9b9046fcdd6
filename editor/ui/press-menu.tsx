// A menu button whose menu a mouse or pen opens on release, so the click that opens it never picks an item (issue 30): "Add block", "Add section here", "Move to…".
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

/** One item of a {@link PressMenu}. */
export interface PressMenuItem {
  id: string;
  label: string;
}

/** Props of {@link PressMenu}. */
export interface PressMenuProps {
  /** The button's text. */
  children: ReactNode;
  /** The button's accessible name, when its text is not enough. */
  label?: string;
  /** The button's classes. */
  className: string;
  /** The menu's accessible name. */
  menuLabel: string;
  items: readonly PressMenuItem[];
  onAction: (id: string) => void;
  /** Opens the menu each time it changes to a number above 0 (an insert point of the preview pressed). */
  openSignal?: number;
  /** Told when the menu closes, chosen or not. */
  onClose?: () => void;
  /** The wrapper's class. */
  wrapperClassName?: string;
  /** The button's `data-action` (where focus is put back after a change). */
  action?: string;
}

/**
 * The menu button. React Aria opens a menu on pointer-down and picks the item under the pointer on
 * release, so one click could pick an item never chosen when the menu opened over the button. A
 * mouse or pen therefore opens it on release; keyboard, touch and assistive technology as before.
 */
export function PressMenu({
  children,
  label,
  className,
  menuLabel,
  items,
  onAction,
  openSignal = 0,
  onClose,
  wrapperClassName = 'press-menu',
  action,
}: PressMenuProps) {
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
  return (
    <span
      className={wrapperClassName}
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
          className={className}
          aria-label={label}
          data-action={action}
          onPressEnd={() => {
            pointerPress.current = false;
          }}
          onPress={() => setOpen(true)}
        >
          {children}
        </Button>
        <Popover className="menu-popover" placement="bottom start">
          <Menu className="menu" aria-label={menuLabel} onAction={(key) => onAction(String(key))}>
            {items.map((item) => (
              <MenuItem key={item.id} id={item.id} className="menu__item">
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </span>
  );
}
