// The preview canvas's move handle on a block: dragged with a pointer it shows where the block would go (a line between blocks, a box in an empty column) and posts the drop to the editor; pressed (or Enter, Space) it opens a menu of moves: up, down, the columns beside, and "Move to" each other column.
import type { CanvasFrameMessage, CanvasMoveStep } from './canvas-messages.js';
import {
  BLOCK,
  dropLists,
  dropTargetAt,
  isSamePlace,
  sectionColumns,
  type DropList,
  type DropTarget,
} from './drop-targets.js';

/** How far (px) the pointer goes with the button down before it is a drag and not a press. */
const DRAG_AFTER = 4;
/** How near (px) the frame's top or bottom edge the pointer scrolls the page while dragging. */
const SCROLL_EDGE = 48;

/** One item of the move menu. */
interface MoveChoice {
  label: string;
  message: CanvasFrameMessage;
}

/** The move handle, what it is on, and how to take it away. */
export interface BlockMover {
  /** Puts the handle on `block` (none: hidden), unless a drag, the menu or focus holds it where it is. */
  place(block: HTMLElement | null): void;
  /** Whether the handle is held (dragging, its menu open, or focused). */
  held(): boolean;
  stop(): void;
}

/**
 * The moves the menu offers `block`: up and down (not past the page's ends), left and right in a
 * section of columns, and to the end of each other column.
 */
export function moveChoices(doc: Document, block: HTMLElement): MoveChoice[] {
  const blockId = block.dataset.blockId ?? '';
  const list = block.parentElement;
  if (blockId === '' || list === null) return [];
  const siblings = [...list.children].filter((child) => child.matches(BLOCK));
  const at = siblings.indexOf(block);
  const columns = sectionColumns(doc);
  const here = columns.findIndex((column) => column.container === list);
  const sectionOf = (index: number) => columns[index]?.sectionId;
  const sectionIds = [...new Set(columns.map((column) => column.sectionId))];
  const sectionIndex = here === -1 ? -1 : sectionIds.indexOf(sectionOf(here) ?? null);
  const step = (label: string, move: CanvasMoveStep): MoveChoice => ({
    label,
    message: { type: 'tessera:canvas-move-step', blockId, move },
  });
  const choices: MoveChoice[] = [];
  if (at > 0 || sectionIndex > 0) choices.push(step('Move up', 'up'));
  if (at < siblings.length - 1 || (sectionIndex !== -1 && sectionIndex < sectionIds.length - 1))
    choices.push(step('Move down', 'down'));
  if (here === -1) return choices;
  const column = columns[here];
  if (sectionOf(here - 1) === column.sectionId) choices.push(step('Move left', 'left'));
  if (sectionOf(here + 1) === column.sectionId) choices.push(step('Move right', 'right'));
  for (const other of columns) {
    if (other.container === list) continue;
    const last = other.items.filter((item) => item !== block).at(-1);
    choices.push({
      label: `Move to ${other.label.replace(/^Section/, 'section')}`,
      message: {
        type: 'tessera:canvas-move',
        blockId,
        sectionId: other.sectionId,
        column: other.column,
        afterId: last?.dataset.blockId ?? null,
        beforeId: null,
      },
    });
  }
  return choices;
}

/** The message a drop of `blockId` at `target` posts. */
export function dropMessage(blockId: string, target: DropTarget): CanvasFrameMessage {
  const { sectionId, column, afterId, beforeId } = target;
  return { type: 'tessera:canvas-move', blockId, sectionId, column, afterId, beforeId };
}

/** Adds the move handle (and its menu and drop line) to the canvas's `layer`; `post` tells the editor. */
export function blockMover(
  doc: Document,
  layer: HTMLElement,
  post: (message: CanvasFrameMessage) => void,
): BlockMover {
  const win = doc.defaultView!;
  const handle = doc.createElement('button');
  handle.type = 'button';
  handle.className = 'tessera-canvas__handle';
  handle.setAttribute('aria-haspopup', 'menu');
  handle.setAttribute('aria-expanded', 'false');
  handle.innerHTML = '<span aria-hidden="true">⠿</span>';
  handle.hidden = true;
  const menu = doc.createElement('div');
  menu.className = 'tessera-canvas__menu';
  menu.setAttribute('role', 'menu');
  menu.hidden = true;
  const line = doc.createElement('div');
  line.className = 'tessera-canvas__drop';
  line.hidden = true;
  layer.append(handle, menu, line);

  let block: HTMLElement | null = null;
  let press: { x: number; y: number; pointerId: number } | null = null;
  let drag: { blockId: string; lists: DropList[]; target: DropTarget | undefined } | null = null;
  /** A drag just ended: the click that follows it opens no menu. */
  let dragged = false;

  const held = () =>
    drag !== null ||
    !menu.hidden ||
    (doc.hasFocus() && (doc.activeElement === handle || menu.contains(doc.activeElement)));

  function place(next: HTMLElement | null) {
    if (held() && block !== null && block.isConnected) return;
    block = next;
    if (block === null) {
      handle.hidden = true;
      return;
    }
    const rect = block.getBoundingClientRect();
    handle.setAttribute('aria-label', 'Move block');
    handle.title = 'Drag to move, or press for the move menu';
    handle.hidden = false;
    handle.style.top = `${rect.top + win.scrollY + 4}px`;
    handle.style.left = `${rect.right + win.scrollX - 4}px`;
  }

  // The drag: the pointer captured by the handle, the drop line where the block would go.
  function showLine(target: DropTarget | undefined) {
    if (target === undefined) {
      line.hidden = true;
      return;
    }
    line.hidden = false;
    line.style.top = `${target.line.top + win.scrollY}px`;
    line.style.left = `${target.line.left + win.scrollX}px`;
    line.style.width = `${target.line.width}px`;
  }
  function startDrag() {
    if (block === null) return;
    const blockId = block.dataset.blockId ?? '';
    const lists = dropLists(doc, blockId);
    if (lists.length === 0) return;
    drag = { blockId, lists, target: undefined };
    doc.documentElement.classList.add('tessera-canvas--dragging');
    block.classList.add('tessera-canvas__dragged');
    for (const list of lists)
      if (list.items.length === 0) list.container.classList.add('tessera-canvas__empty-column');
  }
  function endDrag() {
    if (drag === null) return;
    doc.documentElement.classList.remove('tessera-canvas--dragging');
    block?.classList.remove('tessera-canvas__dragged');
    for (const list of drag.lists) list.container.classList.remove('tessera-canvas__empty-column');
    drag = null;
    line.hidden = true;
  }
  function dragTo(x: number, y: number) {
    if (drag === null) return;
    if (y < SCROLL_EDGE) win.scrollBy(0, -SCROLL_EDGE / 2);
    else if (y > win.innerHeight - SCROLL_EDGE) win.scrollBy(0, SCROLL_EDGE / 2);
    drag.target = dropTargetAt(drag.lists, x, y);
    showLine(drag.target);
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || block === null) return;
    closeMenu(false);
    press = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    handle.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (press === null || event.pointerId !== press.pointerId) return;
    if (drag === null) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_AFTER) return;
      startDrag();
    }
    dragTo(event.clientX, event.clientY);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (press === null || event.pointerId !== press.pointerId) return;
    press = null;
    if (drag === null) return;
    dragTo(event.clientX, event.clientY);
    const { blockId, target } = drag;
    endDrag();
    dragged = true;
    if (target !== undefined && !isSamePlace(doc, blockId, target)) post(dropMessage(blockId, target));
  };
  const onPointerCancel = () => {
    press = null;
    endDrag();
  };

  // The menu: the moves of the block, chosen by pointer or with the arrow keys.
  const items = () => [...menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  function openMenu() {
    if (block === null) return;
    const choices = moveChoices(doc, block);
    menu.replaceChildren(
      ...choices.map((choice) => {
        const item = doc.createElement('button');
        item.type = 'button';
        item.setAttribute('role', 'menuitem');
        item.tabIndex = -1;
        item.textContent = choice.label;
        item.addEventListener('click', () => {
          closeMenu(true);
          post(choice.message);
        });
        return item;
      }),
    );
    if (choices.length === 0) return;
    menu.setAttribute('aria-label', 'Move block');
    menu.hidden = false;
    menu.style.top = `${handle.offsetTop + handle.offsetHeight + 4}px`;
    menu.style.left = `${handle.offsetLeft}px`;
    handle.setAttribute('aria-expanded', 'true');
    items()[0]?.focus();
  }
  function closeMenu(focusHandle: boolean) {
    if (menu.hidden) return;
    menu.hidden = true;
    handle.setAttribute('aria-expanded', 'false');
    if (focusHandle) handle.focus();
  }
  const onClick = () => {
    if (dragged) {
      dragged = false;
      return;
    }
    if (menu.hidden) openMenu();
    else closeMenu(true);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(doc.activeElement as HTMLButtonElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') closeMenu(true);
    else if (event.key === 'Tab') return closeMenu(false);
    else return;
    event.preventDefault();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || drag === null) return;
    press = null;
    endDrag();
    dragged = false;
  };
  const onOutside = (event: PointerEvent) => {
    if (!menu.hidden && !menu.contains(event.target as Node) && event.target !== handle) closeMenu(false);
  };

  handle.addEventListener('pointerdown', onPointerDown);
  handle.addEventListener('pointermove', onPointerMove);
  handle.addEventListener('pointerup', onPointerUp);
  handle.addEventListener('pointercancel', onPointerCancel);
  handle.addEventListener('click', onClick);
  menu.addEventListener('keydown', onMenuKey);
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('pointerdown', onOutside, true);

  return {
    place,
    held,
    stop() {
      endDrag();
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('pointerdown', onOutside, true);
      handle.remove();
      menu.remove();
      line.remove();
    },
  };
}
