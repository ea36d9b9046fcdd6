// Tests the google-calendar-url formatter as a template author sees it.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { SOCIAL_FORMATTERS } from './social.js';

function render(data: unknown): string {
  return compile('{@|google-calendar-url}', { formatters: SOCIAL_FORMATTERS }).template.render(data).html;
}

const EVENT = { title: 'Open day', startDate: 1384518630000, endDate: 1384518716400 };
const BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';

describe('google-calendar-url', () => {
  it('links the event with its title, UTC dates and location', () => {
    const location = { addressLine1: '123 Main St.', addressLine2: 'Apt 5', addressCountry: 'US' };
    expect(render({ ...EVENT, location })).toBe(
      `${BASE}&text=Open%20day&dates=20131115T123030Z/20131115T123156Z` +
        '&location=123%20Main%20St.%2C%20Apt%205%2C%20US',
    );
  });

  it('leaves out a blank location', () => {
    expect(render({ ...EVENT, location: { addressLine1: '  ', country: 'US' } })).toBe(
      `${BASE}&text=Open%20day&dates=20131115T123030Z/20131115T123156Z`,
    );
  });

  it('reads dates given as text, and missing dates as the epoch like the reference', () => {
    expect(render({ ...EVENT, startDate: '1384518630000' })).toContain('&dates=20131115T123030Z/');
    expect(render({})).toBe(`${BASE}&text=&dates=19700101T000000Z/19700101T000000Z`);
  });

  it('prints nothing when a date is not a valid time', () => {
    expect(render({ ...EVENT, startDate: 'tomorrow' })).toBe('');
    expect(render({ ...EVENT, endDate: 1e20 })).toBe('');
  });
});
