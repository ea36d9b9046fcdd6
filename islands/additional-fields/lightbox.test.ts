// Tests of the lightbox's placement (SPEC §9) and the answers' checks and save (SPEC §7, §8).
import { describe, expect, it } from 'vitest';
import { readFormFields } from '../../domain/forms/form-fields.js';
import { ApiError } from '../api-error.js';
import type { ApiClient } from '../context.js';
import { LIGHTBOX_RESIZE_TIMEOUT_MS, lightboxMarginTop, placeOnResize } from './lightbox.js';
import { answersPath, checkAnswers, saveEntryAnswers } from './save-answers.js';

describe('lightboxMarginTop (SPEC §9)', () => {
  it('centres a lightbox that fits and puts one taller than the window 50 px from the top', () => {
    expect(lightboxMarginTop(400, 800)).toBe(200);
    expect(lightboxMarginTop(900, 800)).toBe(50);
  });
});

describe('placeOnResize', () => {
  it('places at once, then once 100 ms after the last of a run of resizes', () => {
    const timers: { run: () => void; ms: number }[] = [];
    let placed = 0;
    let resize = () => {};
    const stop = placeOnResize(
      () => placed++,
      (listener) => {
        resize = listener;
        return () => (resize = () => {});
      },
      {
        set: (run, ms) => timers.push({ run, ms }) - 1,
        clear: (handle) => (timers[handle as number].run = () => {}),
      },
    );
    expect(placed).toBe(1);
    resize();
    resize();
    resize();
    expect(timers.map((timer) => timer.ms)).toEqual([100, 100, 100]);
    expect(LIGHTBOX_RESIZE_TIMEOUT_MS).toBe(100);
    timers.forEach((timer) => timer.run());
    expect(placed).toBe(2);
    stop();
  });
});

const fields = readFormFields([
  { id: 'text', type: 'text', title: 'Engraving text', required: true, maxLength: 5 },
  { id: 'side', type: 'radio', title: 'Side', required: true, options: ['Front', 'Back'] },
]);

describe('checkAnswers and saveEntryAnswers', () => {
  it('flags each invalid answer with SPEC §5’s message', () => {
    expect(checkAnswers(fields, { text: 'toolong', side: '' })).toEqual({
      ok: false,
      errors: { text: 'You have exceeded the character limit.', side: 'Required' },
      message: '',
    });
    expect(checkAnswers(fields, { text: 'Ada', side: 'Back' })).toEqual({
      ok: true,
      values: { text: 'Ada', side: 'Back' },
    });
  });

  it("PUTs the answers as JSON text onto the entry, and says 'Unable to update form' when it fails", async () => {
    const calls: unknown[][] = [];
    const api = {
      put: async (...args: unknown[]) => {
        calls.push(args);
        if (calls.length > 1) throw new ApiError(400, 'invalid-additional-fields', 'x');
        return { shoppingCart: { id: 'cart' }, updatedEntry: {} };
      },
    } as unknown as ApiClient;
    const entry = { entryId: 'e 1', itemId: 'item', sku: 'SKU' };
    expect(await saveEntryAnswers(api, entry, { text: 'Ada' })).toEqual({
      ok: true,
      shoppingCart: { id: 'cart' },
    });
    expect(calls[0]).toEqual([
      answersPath('e 1'),
      { itemId: 'item', sku: 'SKU', additionalFields: '{"text":"Ada"}' },
    ]);
    expect(answersPath('e 1')).toBe('/api/commerce/shopping-cart/entries/e%201/additionalFields');
    expect(await saveEntryAnswers(api, entry, {})).toEqual({
      ok: false,
      message: 'Unable to update form',
      errors: {},
    });
  });
});
