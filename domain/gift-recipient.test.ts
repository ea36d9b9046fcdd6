import { describe, expect, it } from 'vitest';
import { giftRecipientProblem, isCalendarDay, sendDayText, startOfDayIn, todayIn } from './gift-recipient.js';

const fine = { name: 'Ada', email: 'ada@example.com', note: 'Happy birthday', sendOn: '2026-11-30' };

describe('gift recipient rules', () => {
  it('takes a recipient sent today or later', () => {
    expect(giftRecipientProblem(fine, '2026-11-30')).toBeUndefined();
    expect(giftRecipientProblem({ ...fine, sendOn: '2027-01-01' }, '2026-11-30')).toBeUndefined();
  });

  it('refuses a past day, a missing name, a bad email, a long note and a day that does not exist', () => {
    expect(giftRecipientProblem({ ...fine, sendOn: '2026-11-29' }, '2026-11-30')).toBe('gift-send-date-past');
    expect(giftRecipientProblem({ ...fine, name: '' }, '2026-11-30')).toBe('gift-recipient-name');
    expect(giftRecipientProblem({ ...fine, email: 'ada@' }, '2026-11-30')).toBe('gift-recipient-email');
    expect(giftRecipientProblem({ ...fine, note: 'x'.repeat(501) }, '2026-11-30')).toBe('gift-note-long');
    expect(giftRecipientProblem({ ...fine, sendOn: '2026-02-30' }, '2026-01-01')).toBe('gift-send-date');
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it("reads today in the site's zone, not the server's", () => {
    // 03:00 UTC on the 30th is still the 29th in New York and already the 30th in Tokyo.
    const now = new Date('2026-11-30T03:00:00Z');
    expect(todayIn('America/New_York', now)).toBe('2026-11-29');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-30');
  });

  it("finds the instant a day begins in the site's zone, across a DST change", () => {
    expect(startOfDayIn('2026-11-30', 'America/New_York').toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(startOfDayIn('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-12-01', 'Asia/Tokyo').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(startOfDayIn('2026-12-01', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('writes the send day for the buyer', () => {
    expect(sendDayText('2026-11-30')).toBe('Monday, November 30, 2026');
  });
});
