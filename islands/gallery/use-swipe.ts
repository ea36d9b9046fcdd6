// A horizontal swipe by pointer (touch, pen or a dragged mouse): far enough sideways, it steps back or on.
import { useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';

/** How far (CSS pixels) a pointer must travel sideways, more than up or down, to count as a swipe. */
export const SWIPE_DISTANCE = 40;

/** The pointer handlers to spread on the element that takes swipes. */
export interface SwipeHandlers {
  onPointerDown: (event: ReactPointerEvent) => void;
  onPointerUp: (event: ReactPointerEvent) => void;
  onPointerCancel: () => void;
  /** Swallows the click a mouse swipe ends with, so a swiped link is not followed. */
  onClickCapture: (event: ReactMouseEvent) => void;
}

/** Handlers calling `step(1)` for a swipe to the left (the next image) and `step(-1)` to the right. */
export function useSwipe(step: (by: 1 | -1) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; id: number } | undefined>(undefined);
  const swiped = useRef(false);
  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      swiped.current = false;
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = undefined;
      if (from === undefined || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      step(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = undefined;
    },
    onClickCapture: (event) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
