// Tests the post and event form's request bodies: the API's own checks, dates converted, and what is left out.
import { describe, expect, it } from 'vitest';
import { itemFixture } from './content-fixtures.js';
import { buildItemBody, emptyItemValues, fieldError, isFutureDate, itemValues } from './item-form.js';
import * as schemas from '../../domain/owner-api/schemas.js';

const ZONE = 'America/New_York';

describe('the item form', () => {
  it('sends a new post with its publish date as an instant and no address when none was typed', () => {
    const values = {
      ...emptyItemValues('a1'),
      title: 'Hello',
      publishOn: '2026-12-01T09:00',
      tags: ['News'],
    };
    const built = buildItemBody(values, { kind: 'blog', intent: 'published', timeZone: ZONE, schemas });
    expect(built).toEqual({
      ok: true,
      body: {
        title: 'Hello',
        body: '',
        excerpt: '',
        status: 'published',
        publishOn: '2026-12-01T14:00:00.000Z',
        tags: ['News'],
        categories: [],
        authorId: 'a1',
        mainImageId: null,
      },
    });
  });

  it('flags a missing title, a bad address and a half-typed date with the API’s messages', () => {
    const values = { ...emptyItemValues(), urlSlug: 'Hello World', publishOn: '2026-12' };
    const built = buildItemBody(values, { kind: 'blog', intent: 'draft', timeZone: ZONE, schemas });
    expect(built).toEqual({
      ok: false,
      fields: {
        title: 'Please enter a title.',
        publishOn: 'Enter a date and time.',
        urlSlug: 'Hello World is not a valid page URL.',
      },
    });
  });

  it('sends an unchanged address of a stored item not at all, no end when none was typed, and clears an event’s place with null', () => {
    const item = itemFixture({
      urlId: 'Old_Address',
      startDate: '2026-12-01T19:00',
      endDate: '2026-12-01T21:00',
      location: { addressLine1: '1 Pier St' },
    });
    const values = {
      ...itemValues(item, ZONE),
      endDate: '',
      location: { ...itemValues(item, ZONE).location, addressLine1: '' },
    };
    const built = buildItemBody(values, {
      kind: 'events',
      intent: 'draft',
      timeZone: ZONE,
      original: item,
      schemas,
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.body).not.toHaveProperty('urlSlug');
    expect(built.body).not.toHaveProperty('endDate');
    expect(built.body).not.toHaveProperty('publishOn');
    expect(built.body).toMatchObject({ startDate: '2026-12-01T19:00', location: null });
  });

  it('refuses an event without a start, or ending before it starts', () => {
    const base = { ...emptyItemValues(), title: 'Talk' };
    expect(buildItemBody(base, { kind: 'events', intent: 'draft', timeZone: ZONE, schemas })).toMatchObject({
      ok: false,
      fields: { startDate: 'Please enter when the event starts.' },
    });
    const backwards = { ...base, startDate: '2026-12-01T19:00', endDate: '2026-12-01T18:59' };
    expect(
      buildItemBody(backwards, { kind: 'events', intent: 'draft', timeZone: ZONE, schemas }),
    ).toMatchObject({
      ok: false,
      fields: { endDate: 'An event must end after it starts.' },
    });
  });

  it('refuses a tag over SPEC §9’s length', () => {
    const values = { ...emptyItemValues(), title: 'A', tags: ['x'.repeat(51)] };
    const built = buildItemBody(values, { kind: 'blog', intent: 'draft', timeZone: ZONE, schemas });
    expect(built).toEqual({ ok: false, fields: { tags: 'A tag has at most 50 characters.' } });
  });

  it('knows a date still to come', () => {
    expect(isFutureDate({ publishOn: '2999-01-01T00:00' }, ZONE)).toBe(true);
    expect(isFutureDate({ publishOn: '2000-01-01T00:00' }, ZONE)).toBe(false);
    expect(isFutureDate({ publishOn: '' }, ZONE)).toBe(false);
  });

  it('finds a field’s message, or its first part’s', () => {
    expect(fieldError({ 'location.addressLine1': 'Too long.' }, 'location')).toBe('Too long.');
    expect(fieldError({ title: 'Please enter a title.' }, 'title')).toBe('Please enter a title.');
    expect(fieldError({}, 'title')).toBeUndefined();
  });
});
