// Undo and redo of a page's block list: past, present and future lists, with a run of typing in one field kept as one step.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Block } from '../../../domain/owner-api/blocks.js';

/** The most steps kept to undo; older ones are dropped. */
export const MAX_UNDO_STEPS = 100;

/** The history: what was, what is, what was undone (of a list of blocks, or of a page's sections). */
export interface BlockHistory<T = Block[]> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /**
   * The field being typed in (`blockId.field`) while its run of edits is open: edits of the same
   * group replace the present instead of adding a step, so one undo removes the whole run.
   */
  group: string | null;
}

/** What changes the history. */
export type BlockHistoryAction<T = Block[]> =
  | { type: 'edit'; change: (blocks: T) => T; group?: string }
  | { type: 'seal' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; blocks: T };

/** A history that starts at `blocks`. */
export function startHistory<T = Block[]>(blocks: T): BlockHistory<T> {
  return { past: [], present: blocks, future: [], group: null };
}

/** The history of a list of blocks after `action` (see {@link historyReducer}). */
export function blockHistoryReducer(history: BlockHistory, action: BlockHistoryAction): BlockHistory {
  return historyReducer<Block[]>(history, action);
}

/** The history after `action` (pure; a change that returns the same value changes nothing). */
export function historyReducer<T>(history: BlockHistory<T>, action: BlockHistoryAction<T>): BlockHistory<T> {
  switch (action.type) {
    case 'edit': {
      const next = action.change(history.present);
      if (next === history.present) return history;
      const group = action.group ?? null;
      if (group !== null && group === history.group) return { ...history, present: next, future: [] };
      return {
        past: [...history.past, history.present].slice(-MAX_UNDO_STEPS),
        present: next,
        future: [],
        group,
      };
    }
    case 'seal':
      return history.group === null ? history : { ...history, group: null };
    case 'undo': {
      if (history.past.length === 0) return history;
      return {
        past: history.past.slice(0, -1),
        present: history.past[history.past.length - 1],
        future: [history.present, ...history.future],
        group: null,
      };
    }
    case 'redo': {
      if (history.future.length === 0) return history;
      return {
        past: [...history.past, history.present],
        present: history.future[0],
        future: history.future.slice(1),
        group: null,
      };
    }
    case 'reset':
      return startHistory(action.blocks);
  }
}

/** What {@link useBlockHistory} gives. */
export interface BlockHistoryControls<T = Block[]> {
  blocks: T;
  canUndo: boolean;
  canRedo: boolean;
  /** Changes the blocks; edits with the same `group` (a field being typed in) make one step. */
  edit(change: (blocks: T) => T, group?: string): void;
  /** Ends the current run of typing (the field lost focus). */
  seal(): void;
  undo(): void;
  redo(): void;
  /** Starts over from `blocks` with nothing to undo (after loading the latest version). */
  reset(blocks: T): void;
}

/**
 * The block history of an open page. A run of typing also ends after `pauseMs` without a
 * keystroke, so a long session of writing can still be undone a sentence or so at a time.
 */
export function useBlockHistory<T = Block[]>(initial: T, pauseMs = 1000): BlockHistoryControls<T> {
  const [history, dispatch] = useReducer(historyReducer<T>, initial, (start: T) => startHistory<T>(start));
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const edit = useCallback(
    (change: (blocks: T) => T, group?: string) => {
      clearTimeout(pause.current);
      dispatch({ type: 'edit', change, group });
      if (group !== undefined) pause.current = setTimeout(() => dispatch({ type: 'seal' }), pauseMs);
    },
    [pauseMs],
  );
  const seal = useCallback(() => dispatch({ type: 'seal' }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((blocks: T) => dispatch({ type: 'reset', blocks }), []);

  return {
    blocks: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    seal,
    undo,
    redo,
    reset,
  };
}
