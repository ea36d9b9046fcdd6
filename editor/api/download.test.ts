import { describe, expect, it } from 'vitest';
import { attachmentName } from './download.js';

describe('the name a download is saved under', () => {
  it('is the server’s, encoded or plain, else the fallback', () => {
    expect(attachmentName(`attachment; filename="orders.csv"; filename*=UTF-8''caf%C3%A9.csv`, 'x.csv')).toBe(
      'café.csv',
    );
    expect(attachmentName('attachment; filename="orders-2026-11-26.csv"', 'x.csv')).toBe(
      'orders-2026-11-26.csv',
    );
    expect(attachmentName('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(attachmentName('attachment', 'x.csv')).toBe('x.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
