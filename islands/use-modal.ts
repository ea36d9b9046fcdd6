// A modal dialog's keyboard and pointer rules: focus moves in and stays in, Escape and a click outside close, focus returns.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` that Tab stops at, in order (hidden ones left out). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]') && element.getClientRects().length > 0,
  );
}

/**
 * While `open`: focus moves into `dialog` (its `[data-autofocus]` element, else its first stop, else
 * itself), Tab and Shift+Tab cycle inside it, Escape and a press outside it call `close`; once closed,
 * focus goes back to what had it before (the button that opened it).
 */
export function useModal(open: boolean, close: () => void, dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = dialog.current;
    if (!open || root === null) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = focusableIn(root);
      if (stops.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const last = stops.length - 1;
      if (event.shiftKey && at <= 0) {
        event.preventDefault();
        stops[last].focus();
      } else if (!event.shiftKey && (at === last || at === -1)) {
        event.preventDefault();
        stops[0].focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      if (opener !== null && opener.isConnected) opener.focus();
    };
  }, [open, close, dialog]);
}
