// The canvas inside the editor's preview frame: outlines the block under the pointer, tells the editor which block was clicked, shows "add a block here" points between blocks, "add a section here" points between sections, an "Edit text" button on a selected text block, and a move handle (drag, or a menu of moves) on the block hovered or selected. The editor injects it after the frame loads; the site never links it.
import {
  isCanvasEditorMessage,
  type CanvasEditorMessage,
  type CanvasFrameMessage,
} from './canvas-messages.js';
import { BLOCK, SECTION } from './drop-targets.js';
import { blockMover } from './frame-block-mover.js';

interface Gap {
  /** Between blocks, or between sections. */
  kind: 'block' | 'section';
  key: string;
  afterId: string | null;
  beforeId: string | null;
  label: string;
  top: number;
  left: number;
}

/** Whether this window is a frame of a page of this same origin (the editor's preview); false otherwise. */
function inSameOriginFrame(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Starts the canvas once per document; returns without doing anything outside the editor's frame. */
function start(): void {
  const marked = document.documentElement;
  if (!inSameOriginFrame() || marked.hasAttribute('data-tessera-canvas')) return;
  marked.setAttribute('data-tessera-canvas', '');
  const origin = window.location.origin;
  const post = (message: CanvasFrameMessage) => window.parent.postMessage(message, origin);

  let selectedId: string | null = null;
  let textIds = new Set<string>();
  let hovered: HTMLElement | null = null;

  const layer = document.createElement('div');
  layer.className = 'tessera-canvas';
  const hoverBox = document.createElement('div');
  hoverBox.className = 'tessera-canvas__outline tessera-canvas__outline--hover';
  hoverBox.hidden = true;
  const selectedBox = document.createElement('div');
  selectedBox.className = 'tessera-canvas__outline tessera-canvas__outline--selected';
  selectedBox.hidden = true;
  const editButton = document.createElement('button');
  editButton.type = 'button';
  editButton.className = 'tessera-canvas__edit';
  editButton.textContent = 'Edit text';
  editButton.hidden = true;
  selectedBox.append(editButton);
  const gaps = document.createElement('div');
  gaps.className = 'tessera-canvas__gaps';
  layer.append(hoverBox, selectedBox, gaps);
  document.body.append(layer);
  const mover = blockMover(document, layer, post);

  const blockOf = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element) || layer.contains(target)) return null;
    return target.closest<HTMLElement>(BLOCK);
  };
  const blockById = (id: string | null): HTMLElement | null =>
    id === null ? null : document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`);

  function place(box: HTMLElement, block: HTMLElement | null) {
    if (block === null) {
      box.hidden = true;
      return;
    }
    const rect = block.getBoundingClientRect();
    box.hidden = false;
    box.style.top = `${rect.top + window.scrollY}px`;
    box.style.left = `${rect.left + window.scrollX}px`;
    box.style.width = `${rect.width}px`;
    box.style.height = `${rect.height}px`;
  }

  /** The blocks (or sections) of the page grouped in lists, those sharing a parent; none inside a block. */
  function listsOf(selector: string): HTMLElement[][] {
    const lists = new Map<Element, HTMLElement[]>();
    for (const item of document.querySelectorAll<HTMLElement>(selector)) {
      if (item.parentElement === null || item.parentElement.closest(BLOCK) !== null) continue;
      const list = lists.get(item.parentElement) ?? [];
      list.push(item);
      lists.set(item.parentElement, list);
    }
    return [...lists.values()];
  }

  /**
   * The places between the sections of the page, and at its start and end, in page coordinates: at
   * the sections' left, clear of the block insert points (at their middle).
   */
  function sectionGaps(): Gap[] {
    const found: Gap[] = [];
    for (const list of listsOf(SECTION)) {
      const rects = list.map((section) => section.getBoundingClientRect());
      for (let index = 0; index <= list.length; index += 1) {
        const before = rects[index - 1];
        const after = rects[index];
        const edge = after ?? before!;
        const y = before === undefined ? after!.top : after === undefined ? before.bottom : after.top;
        const afterId = list[index - 1]?.dataset.sectionId ?? null;
        const beforeId = list[index]?.dataset.sectionId ?? null;
        const label =
          index === 0
            ? 'Insert section before the first section'
            : index === list.length
              ? 'Insert section after the last section'
              : `Insert section between sections ${index} and ${index + 1}`;
        found.push({
          kind: 'section',
          key: `section:${afterId ?? ''}|${beforeId ?? ''}`,
          afterId,
          beforeId,
          label,
          top: y + window.scrollY,
          left: Math.max(edge.left, 0) + 12 + window.scrollX,
        });
      }
    }
    return found;
  }

  /** The places between the blocks of each list of blocks (blocks sharing a parent), in page coordinates. */
  function findGaps(): Gap[] {
    const found: Gap[] = sectionGaps();
    for (const list of listsOf(BLOCK)) {
      const rects = list.map((block) => block.getBoundingClientRect());
      for (let index = 0; index <= list.length; index += 1) {
        const before = rects[index - 1];
        const after = rects[index];
        const edge = after ?? before!;
        const y =
          before === undefined
            ? after!.top
            : after === undefined
              ? before.bottom
              : (before.bottom + after.top) / 2;
        const afterId = list[index - 1]?.dataset.blockId ?? null;
        const beforeId = list[index]?.dataset.blockId ?? null;
        const label =
          index === 0
            ? 'Add a block before the first block'
            : index === list.length
              ? 'Add a block after the last block'
              : `Add a block between blocks ${index} and ${index + 1}`;
        found.push({
          kind: 'block',
          key: `${afterId ?? ''}|${beforeId ?? ''}`,
          afterId,
          beforeId,
          label,
          top: y + window.scrollY,
          left: edge.left + edge.width / 2 + window.scrollX,
        });
      }
    }
    return found;
  }

  function layout() {
    place(hoverBox, hovered);
    const selected = blockById(selectedId);
    place(selectedBox, selected);
    editButton.hidden = selected === null || !textIds.has(selectedId ?? '');
    mover.place(hovered ?? selected);
    const wanted = findGaps();
    const kept = new Set(wanted.map((gap) => gap.key));
    for (const old of gaps.querySelectorAll<HTMLButtonElement>('button')) {
      if (!kept.has(old.dataset.key ?? '')) old.remove();
    }
    for (const gap of wanted) {
      let button = gaps.querySelector<HTMLButtonElement>(`button[data-key="${CSS.escape(gap.key)}"]`);
      if (button === null) {
        button = document.createElement('button');
        button.type = 'button';
        button.dataset.key = gap.key;
        const { afterId, beforeId } = gap;
        if (gap.kind === 'section') {
          button.className = 'tessera-canvas__insert tessera-canvas__insert--section';
          button.textContent = 'Insert section';
          button.addEventListener('click', () =>
            post({ type: 'tessera:canvas-insert-section', afterId, beforeId }),
          );
        } else {
          button.className = 'tessera-canvas__insert';
          button.innerHTML = '<span aria-hidden="true">+</span>';
          button.addEventListener('click', () => post({ type: 'tessera:canvas-insert', afterId, beforeId }));
        }
        gaps.append(button);
      }
      button.setAttribute('aria-label', gap.label);
      button.title = gap.label;
      button.style.top = `${gap.top}px`;
      button.style.left = `${gap.left}px`;
    }
  }

  let frame = 0;
  const schedule = () => {
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      layout();
    });
  };

  const onOver = (event: PointerEvent) => {
    // The canvas's own buttons (the move handle on the hovered block) keep the block hovered.
    if (event.target instanceof Node && layer.contains(event.target)) return;
    const block = blockOf(event.target);
    if (block === hovered) return;
    hovered = block;
    place(hoverBox, hovered);
    mover.place(hovered ?? blockById(selectedId));
  };
  const onLeave = () => {
    if (mover.held()) return;
    hovered = null;
    place(hoverBox, null);
    mover.place(blockById(selectedId));
  };
  // Captured first, so a click on a block's link or button selects the block instead of following it.
  const onClick = (event: MouseEvent) => {
    const block = blockOf(event.target);
    if (block === null) return;
    event.preventDefault();
    event.stopPropagation();
    const blockId = block.dataset.blockId!;
    selectedId = blockId;
    layout();
    post({ type: 'tessera:canvas-select', blockId });
  };
  const editText = () => {
    const block = blockById(selectedId);
    if (block === null || selectedId === null || !textIds.has(selectedId)) return;
    const rect = block.getBoundingClientRect();
    post({
      type: 'tessera:canvas-edit-text',
      blockId: selectedId,
      rect: { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
    });
  };
  const onDoubleClick = (event: MouseEvent) => {
    const block = blockOf(event.target);
    if (block === null || block.dataset.blockId !== selectedId) return;
    event.preventDefault();
    editText();
  };
  editButton.addEventListener('click', editText);

  const observer = new ResizeObserver(schedule);
  observer.observe(document.body);
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    if (!isCanvasEditorMessage(event.data)) return;
    const message: CanvasEditorMessage = event.data;
    if (message.type === 'tessera:canvas-stop') return stop();
    selectedId = message.selectedId;
    textIds = new Set(message.textIds);
    layout();
  };
  function stop() {
    observer.disconnect();
    document.removeEventListener('pointerover', onOver);
    document.documentElement.removeEventListener('pointerleave', onLeave);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('dblclick', onDoubleClick, true);
    document.removeEventListener('load', schedule, true);
    window.removeEventListener('resize', schedule);
    window.removeEventListener('message', onMessage);
    mover.stop();
    layer.remove();
    marked.removeAttribute('data-tessera-canvas');
  }

  document.addEventListener('pointerover', onOver);
  document.documentElement.addEventListener('pointerleave', onLeave);
  document.addEventListener('click', onClick, true);
  document.addEventListener('dblclick', onDoubleClick, true);
  // A picture that loads moves the blocks below it.
  document.addEventListener('load', schedule, true);
  window.addEventListener('resize', schedule);
  window.addEventListener('message', onMessage);
  layout();
  post({ type: 'tessera:canvas-ready' });
}

start();
