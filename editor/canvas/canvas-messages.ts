// The small typed protocol between the editor and its preview frame, the editing canvas (DESIGN.md "The editor"): select, hover, edit text, insert here, move a block.
import type { BlockDrop } from './drop-targets.js';

/** The frame → editor messages: a block picked, an insert point pressed (between blocks, or between sections), a text block to edit in place. */
export type CanvasFrameMessage =
  | { readonly type: 'tessera:canvas-ready' }
  | { readonly type: 'tessera:canvas-select'; readonly blockId: string }
  | {
      readonly type: 'tessera:canvas-insert';
      /** The block the new one goes after, or null at the start of its list. */
      readonly afterId: string | null;
      /** The block the new one goes before, or null at the end of its list. */
      readonly beforeId: string | null;
    }
  | {
      readonly type: 'tessera:canvas-insert-section';
      /** The section the new one goes after, or null at the start of the page. */
      readonly afterId: string | null;
      /** The section the new one goes before, or null at the end of the page. */
      readonly beforeId: string | null;
    }
  | { readonly type: 'tessera:canvas-edit-text'; readonly blockId: string; readonly rect: CanvasRect }
  | ({
      /** A block dragged (or sent by "Move to…") to a place of a column of the preview. */
      readonly type: 'tessera:canvas-move';
      readonly blockId: string;
    } & BlockDrop)
  | {
      /** A block moved one step from the preview's move menu, as the panel's move buttons do. */
      readonly type: 'tessera:canvas-move-step';
      readonly blockId: string;
      readonly move: CanvasMoveStep;
    };

/** The steps of the preview's move menu: up and down (on into the sections around), to the columns beside. */
export type CanvasMoveStep = 'up' | 'down' | 'left' | 'right';

/** The editor → frame messages: which block is selected (outlined), which blocks may be edited in place, and stop. */
export type CanvasEditorMessage =
  | {
      readonly type: 'tessera:canvas-state';
      readonly selectedId: string | null;
      /** The blocks of the page being edited that are text, edited in place. */
      readonly textIds: readonly string[];
    }
  | { readonly type: 'tessera:canvas-stop' };

/** A block's box in the frame's viewport, in CSS pixels. */
export interface CanvasRect {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

const FRAME_TYPES = new Set([
  'tessera:canvas-ready',
  'tessera:canvas-select',
  'tessera:canvas-insert',
  'tessera:canvas-insert-section',
  'tessera:canvas-edit-text',
  'tessera:canvas-move',
  'tessera:canvas-move-step',
]);

const MOVE_STEPS = new Set<unknown>(['up', 'down', 'left', 'right']);

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isIdOrNull = (value: unknown): value is string | null => value === null || isId(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isColumn = (value: unknown): value is number | null =>
  value === null || (Number.isInteger(value) && (value as number) >= 0);

/** Whether `data` is a well-formed {@link CanvasFrameMessage}. */
export function isCanvasFrameMessage(data: unknown): data is CanvasFrameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (typeof message.type !== 'string' || !FRAME_TYPES.has(message.type)) return false;
  switch (message.type) {
    case 'tessera:canvas-select':
      return isId(message.blockId);
    case 'tessera:canvas-insert':
    case 'tessera:canvas-insert-section':
      return isIdOrNull(message.afterId) && isIdOrNull(message.beforeId);
    case 'tessera:canvas-move':
      return (
        isId(message.blockId) &&
        isIdOrNull(message.sectionId) &&
        isColumn(message.column) &&
        isIdOrNull(message.afterId) &&
        isIdOrNull(message.beforeId)
      );
    case 'tessera:canvas-move-step':
      return isId(message.blockId) && MOVE_STEPS.has(message.move);
    case 'tessera:canvas-edit-text': {
      const rect = message.rect as Record<string, unknown> | null | undefined;
      return (
        isId(message.blockId) &&
        typeof rect === 'object' &&
        rect !== null &&
        isNumber(rect.top) &&
        isNumber(rect.left) &&
        isNumber(rect.width) &&
        isNumber(rect.height)
      );
    }
    default:
      return true;
  }
}

/** Whether `data` is a well-formed {@link CanvasEditorMessage}. */
export function isCanvasEditorMessage(data: unknown): data is CanvasEditorMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'tessera:canvas-stop') return true;
  return (
    message.type === 'tessera:canvas-state' &&
    isIdOrNull(message.selectedId) &&
    Array.isArray(message.textIds) &&
    message.textIds.every(isId)
  );
}

/**
 * Where a block asked for between `afterId` and `beforeId` goes in `ids` (the list the editor
 * edits): after `afterId` when it is in the list, else before `beforeId`, else at the end; undefined
 * when neither block is in the list (the insert point belongs to other blocks: a block area's, another page's).
 */
export function insertIndex(
  ids: readonly string[],
  afterId: string | null,
  beforeId: string | null,
): number | undefined {
  if (afterId !== null) {
    const after = ids.indexOf(afterId);
    if (after !== -1) return after + 1;
  }
  if (beforeId !== null) {
    const before = ids.indexOf(beforeId);
    if (before !== -1) return before;
  }
  if (afterId === null && beforeId === null) return ids.length;
  return undefined;
}
