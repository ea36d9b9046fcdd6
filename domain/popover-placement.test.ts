import { describe, expect, it } from 'vitest';
import {
  POPOVER_MARGIN,
  POPOVER_TIMING_MS,
  addedItemMessage,
  isBoxVisible,
  placePopover,
  throttle,
} from './popover-placement.js';

const viewport = { width: 1200, height: 800 };
const popover = { width: 300, height: 80 };

describe('added-item popover', () => {
  it('says what was added', () => {
    expect(addedItemMessage('Wool Camp Blanket')).toBe('Wool Camp Blanket was added to your cart.');
  });

  it('lasts 3000 ms and throttles scrolling to 100 ms', () => {
    expect(POPOVER_TIMING_MS).toEqual({ visible: 3000, scrollThrottle: 100 });
  });

  it('sits at the top right when no cart is visible', () => {
    expect(placePopover([], viewport, popover)).toEqual({
      top: POPOVER_MARGIN,
      right: POPOVER_MARGIN,
      anchored: false,
    });
    const scrolledAway = { top: -60, left: 1000, width: 80, height: 40 };
    const hidden = { top: 0, left: 0, width: 0, height: 0 };
    expect(placePopover([scrolledAway, hidden, undefined], viewport, popover).anchored).toBe(false);
  });

  it('sits under the header cart, right-aligned with it', () => {
    const cart = { top: 20, left: 1040, width: 100, height: 40 };
    expect(placePopover([cart], viewport, popover)).toEqual({ top: 72, right: 60, anchored: true });
  });

  it('sits above a cart in the lower half (the pill), and stays inside the viewport', () => {
    const pill = { top: 740, left: 500, width: 200, height: 44 };
    expect(placePopover([undefined, pill], viewport, popover)).toEqual({
      top: 740 - 80 - POPOVER_MARGIN,
      right: 500,
      anchored: true,
    });
    const nearLeft = { top: 20, left: 0, width: 40, height: 40 };
    expect(placePopover([nearLeft], viewport, popover).right).toBe(1200 - 300 - POPOVER_MARGIN);
  });

  it('counts a box as visible only when it overlaps the viewport', () => {
    expect(isBoxVisible({ top: 10, left: 10, width: 5, height: 5 }, 100, 100)).toBe(true);
    expect(isBoxVisible({ top: 120, left: 10, width: 5, height: 5 }, 100, 100)).toBe(false);
    expect(isBoxVisible(undefined, 100, 100)).toBe(false);
  });
});

describe('throttle', () => {
  function fakeClock() {
    let now = 0;
    const timers: { at: number; run: () => void; id: number }[] = [];
    let nextId = 1;
    return {
      now: () => now,
      setTimeout(run: () => void, ms: number) {
        const id = nextId++;
        timers.push({ at: now + ms, run, id });
        return id;
      },
      clearTimeout(id: unknown) {
        const at = timers.findIndex((timer) => timer.id === id);
        if (at >= 0) timers.splice(at, 1);
      },
      advance(ms: number) {
        now += ms;
        for (const timer of timers.filter((t) => t.at <= now)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }
      },
    };
  }

  it('runs the first call at once and folds the rest of the interval into one trailing call', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const throttled = throttle((n: number) => calls.push(n), 100, clock);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    clock.advance(99);
    expect(calls).toEqual([1]);
    clock.advance(1);
    expect(calls).toEqual([1, 3]);
    clock.advance(500);
    throttled(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('drops a pending call when cancelled', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const throttled = throttle((n: number) => calls.push(n), 100, clock);
    throttled(1);
    throttled(2);
    throttled.cancel();
    clock.advance(200);
    expect(calls).toEqual([1]);
  });
});
