// Tests the item and collection predicates as templates use them in sections and loops.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS, CONTENT_PREDICATES } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: CONTENT_FORMATTERS, predicates: CONTENT_PREDICATES }).template.render(
    data,
  ).html;
}

/** Runs `{.NAME}` on each item in turn: `y` where it holds, `n` where not. */
function each(predicate: string, items: unknown[]): string {
  return render(`{.repeated section items}{.${predicate}}y{.or}n{.end}{.end}`, { items });
}

describe('item predicates', () => {
  it('child-images? looks at the first child only', () => {
    expect(
      each('child-images?', [
        { items: [{ mainImageId: 'i' }] },
        { items: [{ systemDataId: 's' }, {}] },
        { items: [{}, { mainImageId: 'i' }] },
        { items: [] },
        {},
      ]),
    ).toBe('yynnn');
  });

  it('clickable? holds without a folder behaviour, or for index and redirect', () => {
    expect(
      each('clickable?', [{ folderBehavior: 1 }, { folderBehavior: 2 }, { folderBehavior: 3 }, { x: 1 }]),
    ).toBe('yyny');
  });

  it('collection?, collection-page? and collection-template-page? read the collection', () => {
    expect(each('collection?', [{ collection: { id: 'c' } }, { collection: {} }, {}])).toBe('ynn');
    expect(each('collection-page?', [{ collection: { type: 10 } }, { collection: { type: 1 } }, {}])).toBe(
      'ynn',
    );
    expect(
      each('collection-template-page?', [
        { collection: { type: 7 } },
        { type: 7 },
        { collection: { type: 10 } },
        {},
      ]),
    ).toBe('yynn');
  });

  it('collectionTypeNameEquals? compares the type name with its argument', () => {
    const template = '{.collectionTypeNameEquals? products}y{.or}n{.end}';
    expect(render(template, { typeName: 'products' })).toBe('y');
    expect(render(template, { typeName: 'blog' })).toBe('n');
    const { errors } = compile('{.collectionTypeNameEquals?}y{.end}', { predicates: CONTENT_PREDICATES });
    expect(errors.map((e) => e.message)).toEqual(['collectionTypeNameEquals? expects one type name, got 0']);
  });

  it('excerpt? ignores tags, spaces, no-break and zero-width spaces', () => {
    expect(
      each('excerpt?', [
        { excerpt: { html: '<p>Hi</p>' } },
        { excerpt: { html: '<p>&nbsp;</p>' } },
        { excerpt: { html: '<p>\u00a0\u200b </p>' } },
        { excerpt: 'Plain' },
        { excerpt: 42 },
        {},
      ]),
    ).toBe('yyny' + 'nn');
  });

  it('external-link?, folder?, main-image?, passthrough? and redirect?', () => {
    expect(each('external-link?', [{ externalLink: 'https://x' }, { externalLink: '' }])).toBe('yn');
    expect(each('folder?', [{ collection: { folder: true } }, { collection: { folder: false } }, {}])).toBe(
      'ynn',
    );
    expect(each('main-image?', [{ mainImageId: 'i' }, { systemDataId: 's' }, { mainImageId: '' }])).toBe(
      'yyn',
    );
    expect(
      each('passthrough?', [
        { passthrough: true, sourceUrl: 'https://x' },
        { passthrough: true, sourceUrl: '' },
        { passthrough: false, sourceUrl: 'https://x' },
      ]),
    ).toBe('ynn');
    expect(
      each('redirect?', [{ folderBehavior: 2 }, { folderBehavior: '2' }, { folderBehavior: 1 }, {}]),
    ).toBe('yynn');
  });

  it('location? needs both coordinates', () => {
    expect(
      each('location?', [
        { location: { mapLat: 1.5, mapLng: 0 } },
        { location: { mapLat: 1.5 } },
        { location: null },
      ]),
    ).toBe('ynn');
  });

  it('has-multiple? counts array elements or object keys', () => {
    expect(each('has-multiple?', [[1, 2], [1], { a: 1, b: 2 }, 'ab'])).toBe('ynyn');
  });

  it('index? needs a folder collection with the index behaviour', () => {
    expect(
      each('index?', [
        { collection: { folder: true, folderBehavior: 1 } },
        { collection: { folder: true, folderBehavior: '1' } },
        { collection: { folder: false, folderBehavior: 1 } },
        {},
      ]),
    ).toBe('ynnn');
  });

  it('same-day? compares UTC calendar days', () => {
    const start = Date.UTC(2024, 2, 10, 1, 0);
    expect(
      each('same-day?', [
        { startDate: start, endDate: Date.UTC(2024, 2, 10, 23, 59) },
        { startDate: start, endDate: Date.UTC(2024, 2, 11, 0, 0) },
        { startDate: start, endDate: Date.UTC(2025, 2, 10, 1, 0) },
      ]),
    ).toBe('ynn');
  });

  it('serviceNameEmail?, show-past-events? and calendar-view?', () => {
    expect(each('serviceNameEmail?', [{ serviceName: 'email' }, { serviceName: 'twitter' }])).toBe('yn');
    expect(each('show-past-events?', [{ showPastOrUpcomingEvents: 'past' }, { x: 1 }])).toBe('yn');
    expect(
      each('calendar-view?', [{ calendarView: true }, { calendarView: 'true' }, { calendarView: 'yes' }]),
    ).toBe('yyn');
  });

  it('warns about arguments the predicates would ignore', () => {
    const { errors } = compile('{.folder? collection}y{.end}', { predicates: CONTENT_PREDICATES });
    expect(errors.map((e) => e.message)).toEqual(['folder? takes no arguments, got 1']);
  });
});
