// Tests the enumeration predicates: record types, promoted blocks, background sources and current-type?.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_PREDICATES } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { predicates: CONTENT_PREDICATES }).template.render(data).html;
}

function each(predicate: string, items: unknown[]): string {
  return render(`{.repeated section items}{.${predicate}}y{.or}n{.end}{.end}`, { items });
}

describe('record type predicates', () => {
  it('compare the record type code', () => {
    expect(each('event?', [{ recordType: 12 }, { recordType: '12' }, { recordType: 1 }, {}])).toBe('yynn');
    expect(each('store-item?', [{ recordType: 11 }, { recordType: 1 }])).toBe('yn');
    expect(each('undefined?', [{ recordType: -1 }, {}])).toBe('yn');
  });

  it('accept a promoted block of the same kind for image, quote, link, video and gallery', () => {
    expect(
      each('image?', [{ recordType: 2 }, { promotedBlockType: 'image' }, { promotedBlockType: 'video' }]),
    ).toBe('yyn');
    expect(
      each('external-video?', [{ recordType: 8 }, { promotedBlockType: 'video' }, { recordType: 7 }]),
    ).toBe('yyn');
  });

  it('cover all 17 plain record types', () => {
    const plain = [
      'undefined',
      'text',
      'audio',
      'store-item',
      'event',
      'binary',
      'css-asset',
      'tweak-asset',
      'digital-good',
      'attachment',
      'wordpress-export',
      'json-export',
      'site-search',
      'active-time',
      'tweet',
      'checkin',
      'kbarticle',
    ];
    for (const name of plain) expect(CONTENT_PREDICATES[`${name}?`], name).toBeDefined();
  });
});

describe('promoted block predicates', () => {
  it('compare the promoted block type', () => {
    expect(each('promotedMAP?', [{ promotedBlockType: 'map' }, { promotedBlockType: 'MAP' }, {}])).toBe(
      'ynn',
    );
    expect(each('promotedFORM?', [{ promotedBlockType: 'form' }])).toBe('y');
  });
});

describe('background source predicates', () => {
  it('compare the background source code', () => {
    expect(each('background-source-video?', [{ backgroundSource: 3 }, { backgroundSource: 1 }])).toBe('yn');
    expect(each('background-source-undefined?', [{ backgroundSource: -1 }, {}])).toBe('yn');
  });
});

describe('current-type?', () => {
  it('compares the current slice type with the named one', () => {
    const template = '{.repeated section items}{.current-type? gallery}y{.or}n{.end}{.end}';
    expect(render(template, { items: [{ currentType: 5 }, { currentType: 4 }, {}] })).toBe('ynn');
  });

  it('never holds for an unknown slice type, and warns about it', () => {
    expect(render('{.current-type? carousel}y{.or}n{.end}', { currentType: 5 })).toBe('n');
    const { errors } = compile('{.current-type? carousel}y{.end}', { predicates: CONTENT_PREDICATES });
    expect(errors[0].message).toMatch(
      /^current-type\? does not know the slice type "carousel"; it is one of undefined, heading/,
    );
  });
});
