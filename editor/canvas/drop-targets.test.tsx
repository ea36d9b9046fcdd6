// Tests the preview frame's side of moving a block: the lists a block may be dropped in (empty columns too), the gap nearest the pointer, the move menu's choices, and the messages a drag and the menu post.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCanvasFrameMessage, type CanvasFrameMessage } from './canvas-messages.js';
import { dropLists, dropTargetAt, isSamePlace } from './drop-targets.js';
import { blockMover, moveChoices } from './frame-block-mover.js';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Gives `selector`'s element the box `box` in the viewport (jsdom lays nothing out). */
function boxOf(selector: string, { top, left, width, height }: Box) {
  const element = document.querySelector(selector)!;
  const rect = { top, left, width, height, x: left, y: top, right: left + width, bottom: top + height };
  element.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
}

const block = (id: string) => `<div class="page-block" data-block-id="${id}"><h3>${id}</h3></div>`;

/**
 * Section s1 of three columns side by side: [a, b], [c], [] (empty); section s2 below of one
 * column: [d].
 */
function layOut() {
  document.body.innerHTML = `
    <article class="page"><div class="page-sections">
      <section class="page-section" data-section-id="s1"><div class="page-section__grid">
        <div class="page-section__column page-blocks">${block('a')}${block('b')}</div>
        <div class="page-section__column page-blocks">${block('c')}</div>
        <div class="page-section__column page-blocks">
        </div>
      </div></section>
      <section class="page-section" data-section-id="s2"><div class="page-section__grid">
        <div class="page-section__column page-blocks">${block('d')}</div>
      </div></section>
    </div></article>
    <aside class="theme-area">${block('x')}${block('y')}</aside>`;
  const columns = '[data-section-id="s1"] .page-section__column';
  boxOf(`${columns}:nth-child(1)`, { top: 0, left: 0, width: 300, height: 200 });
  boxOf(`${columns}:nth-child(2)`, { top: 0, left: 320, width: 300, height: 200 });
  boxOf(`${columns}:nth-child(3)`, { top: 0, left: 640, width: 300, height: 200 });
  boxOf('[data-section-id="s2"] .page-section__column', { top: 300, left: 0, width: 940, height: 100 });
  boxOf('[data-block-id="a"]', { top: 0, left: 0, width: 300, height: 80 });
  boxOf('[data-block-id="b"]', { top: 100, left: 0, width: 300, height: 80 });
  boxOf('[data-block-id="c"]', { top: 0, left: 320, width: 300, height: 80 });
  boxOf('[data-block-id="d"]', { top: 300, left: 0, width: 940, height: 100 });
  boxOf('.theme-area', { top: 500, left: 0, width: 940, height: 200 });
  boxOf('[data-block-id="x"]', { top: 500, left: 0, width: 940, height: 100 });
  boxOf('[data-block-id="y"]', { top: 600, left: 0, width: 940, height: 100 });
}

const element = (id: string) => document.querySelector<HTMLElement>(`[data-block-id="${id}"]`)!;
const ids = (items: HTMLElement[]) => items.map((item) => item.dataset.blockId);

beforeEach(() => {
  layOut();
  // Dragging near the frame's edges scrolls it; jsdom scrolls nothing.
  window.scrollBy = vi.fn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('dropLists', () => {
  it('offers every column of the sections, the empty one too, without the dragged block', () => {
    const lists = dropLists(document, 'a');
    expect(lists.map(({ sectionId, column, items }) => [sectionId, column, ids(items)])).toEqual([
      ['s1', 0, ['b']],
      ['s1', 1, ['c']],
      ['s1', 2, []],
      ['s2', 0, ['d']],
    ]);
  });

  it('keeps a block outside the sections (a theme’s block area) to its own list', () => {
    const lists = dropLists(document, 'y');
    expect(lists.map(({ sectionId, column, items }) => [sectionId, column, ids(items)])).toEqual([
      [null, null, ['x']],
    ]);
    expect(dropLists(document, 'nowhere')).toEqual([]);
  });
});

describe('dropTargetAt', () => {
  it('puts the block in the column under the pointer, before the first block whose middle is below it', () => {
    const lists = dropLists(document, 'a');
    // Low in column 2: after c, the line at c's bottom across the column.
    expect(dropTargetAt(lists, 450, 150)).toMatchObject({
      sectionId: 's1',
      column: 1,
      afterId: 'c',
      beforeId: null,
      line: { top: 80, left: 320, width: 300 },
    });
    // High in column 2: before c.
    expect(dropTargetAt(lists, 450, 10)).toMatchObject({ column: 1, afterId: null, beforeId: 'c' });
    // Section 2, above d's middle.
    expect(dropTargetAt(lists, 100, 320)).toMatchObject({ sectionId: 's2', afterId: null, beforeId: 'd' });
  });

  it('puts the block between two blocks with the line half way between them', () => {
    const lists = dropLists(document, 'c');
    expect(dropTargetAt(lists, 100, 95)).toMatchObject({
      sectionId: 's1',
      column: 0,
      afterId: 'a',
      beforeId: 'b',
      line: { top: 90 },
    });
  });

  it('drops into an empty column, the line across its middle', () => {
    const lists = dropLists(document, 'a');
    expect(dropTargetAt(lists, 700, 30)).toMatchObject({
      sectionId: 's1',
      column: 2,
      afterId: null,
      beforeId: null,
      line: { top: 100, left: 640, width: 300 },
    });
  });

  it('takes the nearest column when the pointer is between them', () => {
    const lists = dropLists(document, 'a');
    expect(dropTargetAt(lists, 470, 220)).toMatchObject({ sectionId: 's1', column: 1, afterId: 'c' });
    expect(dropTargetAt(lists, 470, 290)).toMatchObject({ sectionId: 's2', beforeId: 'd' });
    expect(dropTargetAt([], 0, 0)).toBeUndefined();
  });

  it('knows a drop that leaves the block where it is', () => {
    const lists = dropLists(document, 'a');
    expect(isSamePlace(document, 'a', dropTargetAt(lists, 100, 10)!)).toBe(true);
    expect(isSamePlace(document, 'a', dropTargetAt(lists, 100, 150)!)).toBe(false);
    expect(isSamePlace(document, 'a', dropTargetAt(lists, 700, 30)!)).toBe(false);
  });
});

describe('moveChoices', () => {
  it('offers down, right and every other column to the first block of the page', () => {
    const choices = moveChoices(document, element('a'));
    expect(choices.map((choice) => choice.label)).toEqual([
      'Move down',
      'Move right',
      'Move to section 1, column 2 of 3',
      'Move to section 1, column 3 of 3',
      'Move to section 2',
    ]);
    // "Move to" goes to the end of the column.
    expect(choices[2].message).toEqual({
      type: 'tessera:canvas-move',
      blockId: 'a',
      sectionId: 's1',
      column: 1,
      afterId: 'c',
      beforeId: null,
    });
    expect(choices[3].message).toMatchObject({ column: 2, afterId: null, beforeId: null });
  });

  it('offers up (into the section above) and no down to the last block of the page', () => {
    const labels = moveChoices(document, element('d')).map((choice) => choice.label);
    expect(labels.slice(0, 2)).toEqual(['Move up', 'Move to section 1, column 1 of 3']);
    expect(labels).not.toContain('Move down');
    expect(labels).not.toContain('Move left');
  });

  it('offers a block of a theme area only up and down its list', () => {
    expect(moveChoices(document, element('x')).map((choice) => choice.label)).toEqual(['Move down']);
    expect(moveChoices(document, element('y')).map((choice) => choice.label)).toEqual(['Move up']);
  });
});

describe('the move handle', () => {
  function mount() {
    const layer = document.createElement('div');
    document.body.append(layer);
    const posted: CanvasFrameMessage[] = [];
    const mover = blockMover(document, layer, (message) => posted.push(message));
    return { layer, posted, mover };
  }
  const pointer = (target: Element, type: string, clientX: number, clientY: number) =>
    target.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, clientX, clientY, pointerId: 1, button: 0 }),
    );

  it('drags a block to another column: a drop line shows where, and the drop is posted', () => {
    const { layer, posted, mover } = mount();
    mover.place(element('a'));
    const handle = layer.querySelector<HTMLButtonElement>('button[aria-label="Move block"]')!;
    expect(handle.hidden).toBe(false);
    pointer(handle, 'pointerdown', 290, 10);
    pointer(handle, 'pointermove', 300, 20);
    // While dragging: the block is faded, the empty column shows as a place to drop.
    expect(element('a').classList.contains('tessera-canvas__dragged')).toBe(true);
    expect(document.querySelectorAll('.tessera-canvas__empty-column')).toHaveLength(1);
    pointer(handle, 'pointermove', 450, 150);
    const line = layer.querySelector<HTMLElement>('.tessera-canvas__drop')!;
    expect(line.hidden).toBe(false);
    expect(line.style.top).toBe('80px');
    pointer(handle, 'pointerup', 450, 150);
    handle.click();
    expect(posted).toEqual([
      { type: 'tessera:canvas-move', blockId: 'a', sectionId: 's1', column: 1, afterId: 'c', beforeId: null },
    ]);
    expect(posted.every(isCanvasFrameMessage)).toBe(true);
    // The click that ends a drag opens no menu; the drag's marks are gone.
    expect(layer.querySelector<HTMLElement>('[role="menu"]')!.hidden).toBe(true);
    expect(line.hidden).toBe(true);
    expect(document.querySelector('.tessera-canvas__dragged, .tessera-canvas__empty-column')).toBeNull();
  });

  it('posts nothing for a drop back in place, or a drag cancelled with Escape', () => {
    const { layer, posted, mover } = mount();
    mover.place(element('a'));
    const handle = layer.querySelector<HTMLButtonElement>('.tessera-canvas__handle')!;
    pointer(handle, 'pointerdown', 290, 10);
    pointer(handle, 'pointermove', 100, 20);
    pointer(handle, 'pointerup', 100, 20);
    pointer(handle, 'pointerdown', 290, 10);
    pointer(handle, 'pointermove', 450, 150);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    pointer(handle, 'pointerup', 450, 150);
    expect(posted).toEqual([]);
  });

  it('opens a menu of moves on a press, walked with the arrow keys; a choice is posted', () => {
    const { layer, posted, mover } = mount();
    mover.place(element('b'));
    const handle = layer.querySelector<HTMLButtonElement>('.tessera-canvas__handle')!;
    handle.focus();
    handle.click();
    const menu = layer.querySelector<HTMLElement>('[role="menu"]')!;
    expect(menu.hidden).toBe(false);
    expect(handle.getAttribute('aria-expanded')).toBe('true');
    const items = [...menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual([
      'Move up',
      'Move down',
      'Move right',
      'Move to section 1, column 2 of 3',
      'Move to section 1, column 3 of 3',
      'Move to section 2',
    ]);
    expect(document.activeElement).toBe(items[0]);
    // The handle stays on its block while its menu is open.
    mover.place(element('d'));
    items[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(items[1]);
    items[1].click();
    expect(posted).toEqual([{ type: 'tessera:canvas-move-step', blockId: 'b', move: 'down' }]);
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(handle);

    // Escape closes the menu and gives the handle focus back.
    handle.click();
    menu
      .querySelector<HTMLElement>('[role="menuitem"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(handle);
  });
});

describe('the move messages', () => {
  it('accepts a drop and a step, and refuses malformed ones', () => {
    const drop = {
      type: 'tessera:canvas-move',
      blockId: 'a',
      sectionId: null,
      column: null,
      afterId: null,
      beforeId: 'b',
    };
    expect(isCanvasFrameMessage(drop)).toBe(true);
    expect(isCanvasFrameMessage({ ...drop, column: -1 })).toBe(false);
    expect(isCanvasFrameMessage({ ...drop, blockId: '' })).toBe(false);
    expect(isCanvasFrameMessage({ type: 'tessera:canvas-move-step', blockId: 'a', move: 'up' })).toBe(true);
    expect(isCanvasFrameMessage({ type: 'tessera:canvas-move-step', blockId: 'a', move: 'away' })).toBe(
      false,
    );
  });
});
