// Tests SPEC §4's content status labels: Draft, Scheduled, Needs Review, Private, Deprecated (and Published).
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUS_LABELS, contentStatusLabel, isItemStatus } from './item-rules.js';

const NOW = new Date('2026-11-29T12:00:00Z');

describe('content status labels (SPEC §4)', () => {
  it('has every label SPEC lists', () => {
    for (const label of ['Draft', 'Scheduled', 'Needs Review', 'Private', 'Deprecated']) {
      expect(CONTENT_STATUS_LABELS).toContain(label);
    }
  });

  it('labels each stored status in SPEC’s words', () => {
    expect(contentStatusLabel('draft', null, NOW)).toBe('Draft');
    expect(contentStatusLabel('needs-review', null, NOW)).toBe('Needs Review');
    expect(contentStatusLabel('private', null, NOW)).toBe('Private');
    expect(contentStatusLabel('deprecated', '2026-01-01T00:00:00Z', NOW)).toBe('Deprecated');
    expect(contentStatusLabel('published', '2026-12-01T00:00:00Z', NOW)).toBe('Scheduled');
    expect(contentStatusLabel('published', '2026-11-01T00:00:00Z', NOW)).toBe('Published');
  });

  it('calls a status it does not know a draft, and does not take it for one of its own', () => {
    expect(contentStatusLabel('toString', null, NOW)).toBe('Draft');
    expect(isItemStatus('toString')).toBe(false);
    expect(isItemStatus('needs-review')).toBe(true);
  });
});
