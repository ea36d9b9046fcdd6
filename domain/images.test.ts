// Tests the image rules of SPEC §3, §5 and §9: sizes, srcset, thumbnail buckets, alt text, focal point, checks.
import { describe, expect, it } from 'vitest';
import {
  altText,
  altTextFromFields,
  objectPosition,
  checkImageProps,
  focalPoint,
  heightForWidth,
  INVALID_SOURCE,
  parseDimensions,
  removeTags,
  SRCSET_WIDTHS,
  srcsetCandidates,
  thumbnailWidth,
  widthForHeight,
} from './images.js';

describe('parseDimensions', () => {
  it('reads WxH', () => {
    expect(parseDimensions('1500x983')).toEqual({ width: 1500, height: 983 });
    expect(parseDimensions('0x0')).toEqual({ width: 0, height: 0 });
  });

  it('rejects anything that is not two numbers around one x', () => {
    for (const text of ['', '1500', '1500x', 'x983', 'axb', '1x2x3', '-5x10', '1500X983']) {
      expect(parseDimensions(text)).toBeUndefined();
    }
  });
});

describe('resizing', () => {
  it('scales the other side and truncates', () => {
    expect(heightForWidth({ width: 250, height: 175 }, 50)).toBe(35);
    expect(widthForHeight({ width: 250, height: 175 }, 50)).toBe(71);
    expect(heightForWidth({ width: 400, height: 100 }, 50)).toBe(12);
  });

  it('cannot scale by a zero side', () => {
    expect(heightForWidth({ width: 0, height: 100 }, 50)).toBeUndefined();
    expect(widthForHeight({ width: 100, height: 0 }, 50)).toBeUndefined();
  });

  it('has SPEC’s message for a bad source word for word', () => {
    expect(INVALID_SOURCE).toBe("Invalid source parameter. Pass in 'originalSize'");
  });
});

describe('thumbnailWidth', () => {
  it('buckets by the shown width (SPEC §9)', () => {
    const cases: [number, string][] = [
      [2000, '1500w'],
      [1001, '1500w'],
      [1000, '1000w'],
      [751, '1000w'],
      [750, '750w'],
      [501, '750w'],
      [500, '500w'],
      [301, '500w'],
      [300, '300w'],
      [101, '300w'],
      [100, '100w'],
      [0, '100w'],
      [-20, '100w'],
      [NaN, '100w'],
    ];
    for (const [width, bucket] of cases) expect(thumbnailWidth(width)).toBe(bucket);
  });
});

describe('srcsetCandidates', () => {
  it('lists the stored widths and adds the original as the next width up', () => {
    expect(srcsetCandidates('/a.jpg', '1500x983,100w,300w,500w')).toBe(
      '/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=500w 500w,/a.jpg?format=original 750w',
    );
  });

  it('adds no original when 2500w is stored or the largest is not a standard width', () => {
    expect(srcsetCandidates('/a.jpg', '1500w,2500w')).toBe(
      '/a.jpg?format=1500w 1500w,/a.jpg?format=2500w 2500w',
    );
    expect(srcsetCandidates('/a.jpg', '640w')).toBe('/a.jpg?format=640w 640w');
  });

  it('has nothing to offer without a stored width', () => {
    expect(srcsetCandidates('/a.jpg', '')).toBeUndefined();
    expect(srcsetCandidates('/a.jpg', '1500x983')).toBeUndefined();
  });

  it('uses SPEC’s widths', () => {
    expect(SRCSET_WIDTHS).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
  });
});

describe('focalPoint', () => {
  it('prints the stored point', () => {
    expect(focalPoint({ mediaFocalPoint: { x: 0.3, y: 0.7 } })).toBe('0.3,0.7');
  });

  it('defaults to the centre, also for each coordinate that is not a number', () => {
    expect(focalPoint({})).toBe('0.5,0.5');
    expect(focalPoint(undefined)).toBe('0.5,0.5');
    expect(focalPoint({ mediaFocalPoint: null })).toBe('0.5,0.5');
    expect(focalPoint({ mediaFocalPoint: { x: 0.2 } })).toBe('0.2,0.5');
    expect(focalPoint({ mediaFocalPoint: { x: '0.25', y: 'left' } })).toBe('0.25,0.5');
  });
});

describe('objectPosition', () => {
  it('turns a focal point into the object-position that keeps it in view', () => {
    expect(objectPosition('0.3,0.7')).toBe('30% 70%');
    expect(objectPosition('0,1')).toBe('0% 100%');
    expect(objectPosition('0.333,0.5')).toBe('33.3% 50%');
  });

  it('centres what is not a coordinate from 0 to 1', () => {
    expect(objectPosition('')).toBe('50% 50%');
    expect(objectPosition('left,2')).toBe('50% 50%');
    expect(objectPosition('0.2')).toBe('20% 50%');
  });
});

describe('alt text', () => {
  it('falls back from title to body text, never to the file name (SPEC §9, issue 30)', () => {
    expect(altTextFromFields({ title: 'Sunset', body: 'b', filename: 'f.jpg' })).toBe('Sunset');
    expect(altTextFromFields({ title: '', body: '<p>Warm light</p>', filename: 'f.jpg' })).toBe(
      ' Warm light ',
    );
    // Never the file name (issue 30): a picture with nothing said of it is decoration.
    expect(altTextFromFields({ body: '', filename: 'IMG_2041.jpg' })).toBe('');
    expect(altTextFromFields({})).toBe('');
    expect(altTextFromFields(null)).toBe('');
  });

  it('cuts body text to 250 characters', () => {
    const body = 'x'.repeat(300);
    expect(altTextFromFields({ body })).toBe('x'.repeat(250));
  });

  it('uses an image block’s own alt text, trimmed, even when empty', () => {
    expect(altText({ altText: ' A cat ', title: 'Title' }, true)).toBe('A cat');
    expect(altText({ altText: '', title: 'Title' }, true)).toBe('');
    expect(altText({ altText: 'A cat', title: 'Title' }, false)).toBe('Title');
  });

  it('leaves a space where each tag ended', () => {
    expect(removeTags('<p>a</p><p>b</p>')).toBe(' a  b ');
    expect(removeTags('plain')).toBe('plain');
  });
});

describe('checkImageProps', () => {
  it('accepts complete props for each loader', () => {
    expect(
      checkImageProps({ loader: 'sqs', src: '/a.jpg', width: 600, height: 400, sizes: '100vw' }),
    ).toEqual([]);
    expect(
      checkImageProps({ loader: 'raw', src: '/a.jpg', width: '600', height: 400, srcset: 'a 1x' }),
    ).toEqual([]);
    expect(
      checkImageProps({ loader: 'youtube', videoId: 'x1', width: 6, height: 4, format: 'webp' }),
    ).toEqual([]);
    expect(
      checkImageProps({ loader: 'vimeo', src: '/v', width: 6, height: 4, format: 'jpg', priority: 'high' }),
    ).toEqual([]);
    expect(checkImageProps({ loader: 'raw', src: '/a', width: 1, height: 1, priority: null })).toEqual([]);
  });

  it('says which prop is required and which needs a positive integer', () => {
    expect(checkImageProps({ loader: 'raw', src: '/a.jpg', height: 0 })).toEqual([
      'width prop is required',
      'height requires a positive integer',
    ]);
    expect(checkImageProps({ loader: 'raw', src: '/a', width: 1.5, height: '10px' })).toEqual([
      'width requires a positive integer',
      'height requires a positive integer',
    ]);
  });

  it('checks the loader, priority and format', () => {
    expect(checkImageProps({ src: '/a', width: 1, height: 1 })).toEqual(['loader prop is required']);
    expect(checkImageProps({ loader: 'cdn', src: '/a', width: 1, height: 1 })).toEqual([
      'loader must be sqs, raw, vimeo or youtube',
    ]);
    expect(checkImageProps({ loader: 'raw', src: '/a', width: 1, height: 1, priority: 'auto' })).toEqual([
      'priority must be high, low or null',
    ]);
    expect(checkImageProps({ loader: 'raw', src: '/a', width: 1, height: 1, format: 'jpg' })).toEqual([
      'format is only allowed with the vimeo or youtube loader',
    ]);
    expect(checkImageProps({ loader: 'youtube', videoId: 'v', width: 1, height: 1, format: 'png' })).toEqual([
      'format must be jpg or webp',
    ]);
  });

  it('checks the props each loader needs', () => {
    expect(checkImageProps({ loader: 'sqs', src: '/a', width: 1, height: 1, srcset: 'x' })).toEqual([
      'srcset is only allowed with the raw loader',
      'sizes prop is required for the sqs loader',
    ]);
    expect(checkImageProps({ loader: 'youtube', src: '/a', width: 1, height: 1 })).toEqual([
      'videoId prop is required for the youtube loader',
    ]);
    expect(checkImageProps({ loader: 'raw', src: '', width: 1, height: 1 })).toEqual([
      'src prop is required',
    ]);
  });
});
