// Tests the block history: a run of typing in one field is one step, undo and redo walk it, and a new change drops what was undone.
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../domain/owner-api/blocks.js';
import { blockHistoryReducer, MAX_UNDO_STEPS, startHistory, type BlockHistory } from './block-history.js';

const heading = (text: string): Block[] => [{ id: 'h', type: 'heading', text, level: 2 }];
const set = (text: string, group?: string) => ({ type: 'edit' as const, change: () => heading(text), group });
const textOf = (history: BlockHistory) => (history.present[0] as { text: string }).text;

function run(history: BlockHistory, ...actions: Parameters<typeof blockHistoryReducer>[1][]) {
  return actions.reduce(blockHistoryReducer, history);
}

describe('the block history', () => {
  it('keeps a run of typing in one field as one step, and a field left as the end of it', () => {
    const typed = run(
      startHistory(heading('')),
      set('W', 'h.text'),
      set('We', 'h.text'),
      set('Wel', 'h.text'),
    );
    expect(typed.past).toHaveLength(1);
    expect(textOf(run(typed, { type: 'undo' }))).toBe('');

    const twoRuns = run(typed, { type: 'seal' }, set('Welc', 'h.text'));
    expect(twoRuns.past).toHaveLength(2);
    expect(textOf(run(twoRuns, { type: 'undo' }))).toBe('Wel');
  });

  it('makes every choice without a group a step of its own', () => {
    const history = run(startHistory(heading('a')), set('b'), set('c'));
    expect(history.past.map((blocks) => (blocks[0] as { text: string }).text)).toEqual(['a', 'b']);
  });

  it('undoes and redoes, and a new change after an undo drops the redo', () => {
    const history = run(startHistory(heading('a')), set('b'), set('c'), { type: 'undo' }, { type: 'undo' });
    expect(textOf(history)).toBe('a');
    expect(textOf(run(history, { type: 'redo' }))).toBe('b');
    const branched = run(history, { type: 'redo' }, set('x'));
    expect(branched.future).toHaveLength(0);
    expect(run(branched, { type: 'redo' })).toBe(branched);
  });

  it('changes nothing for a change that returns the same list, or an undo with nothing to undo', () => {
    const history = startHistory(heading('a'));
    expect(run(history, { type: 'edit', change: (blocks) => blocks })).toBe(history);
    expect(run(history, { type: 'undo' })).toBe(history);
  });

  it('brings back the very list that was saved, so undoing to it is "saved" again', () => {
    const saved = heading('a');
    const history = run(startHistory(saved), set('b'), { type: 'undo' });
    expect(history.present).toBe(saved);
  });

  it(`keeps the last ${MAX_UNDO_STEPS} steps`, () => {
    let history = startHistory(heading('0'));
    for (let step = 1; step <= MAX_UNDO_STEPS + 5; step++) history = run(history, set(String(step)));
    expect(history.past).toHaveLength(MAX_UNDO_STEPS);
    expect((history.past[0][0] as { text: string }).text).toBe('5');
  });
});
