// Tests the gallery predicates: design, meta position, alignment, boolean options and gallery-meta?.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_PREDICATES } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { predicates: CONTENT_PREDICATES }).template.render(data).html;
}

describe('gallery predicates', () => {
  it('select an option value', () => {
    const template =
      '{.gallery-design-slider?}slider{.end}{.gallery-meta-position-top-left?} top-left{.end}' +
      '{.gallery-active-alignment-right?} right{.end}';
    expect(
      render(template, {
        options: { design: 'slider', 'meta-position': 'top-left', 'active-alignment': 'right' },
      }),
    ).toBe('slider top-left right');
    expect(render(template, { options: { design: 'grid' } })).toBe('');
  });

  it('read options from the gallery around an item', () => {
    expect(
      render('{.section item}{.gallery-design-grid?}grid{.end}{.end}', {
        options: { design: 'grid' },
        item: { id: 1 },
      }),
    ).toBe('grid');
  });

  it('read boolean options strictly, an absent option being off', () => {
    const template = '{.repeated section items}{.gallery-auto-crop?}y{.or}n{.end}{.end}';
    const items = [true, 'true', 1, 'yes', 0, null, undefined].map((value) => ({
      options: { 'auto-crop': value },
    }));
    expect(render(template, { items })).toBe('yyynnnn');
  });

  it('gallery-meta? holds with controls or indicators', () => {
    const template = '{.repeated section items}{.gallery-meta?}y{.or}n{.end}{.end}';
    const items = [{ controls: true }, { indicators: 1 }, { controls: false }, {}].map((options) => ({
      options,
    }));
    expect(render(template, { items })).toBe('yynn');
  });

  it('has every design, position, alignment and boolean option of SPEC §3', () => {
    const names = Object.keys(CONTENT_PREDICATES).filter((name) => name.startsWith('gallery-'));
    expect(names.length).toBe(1 + 4 + 7 + 3 + 8);
  });
});
