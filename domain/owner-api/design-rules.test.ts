// The site design's rules: colours as CSS under SPEC §5's hex and alpha rules, the theme variables of a design, font stacks.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESIGN,
  alphaProblem,
  colourCss,
  designRule,
  designVariables,
  fontStack,
  hexProblem,
  normalHex,
} from './design-rules.js';
import { designSettingsSchema } from './design.js';

describe('design colours', () => {
  it('takes 3 or 6 hex digits, with or without #, and stores #rrggbb', () => {
    expect(hexProblem('#abc')).toBeUndefined();
    expect(hexProblem('2F5D50')).toBeUndefined();
    expect(hexProblem('#abcd')).toBe('A hex colour must be 3 or 6 hex digits.');
    expect(hexProblem('#ggg')).toBe('A hex colour must be 3 or 6 hex digits.');
    expect(normalHex('ABC')).toBe('#aabbcc');
  });

  it('refuses an alpha outside 0-1 with SPEC §5’s message', () => {
    expect(alphaProblem(0)).toBeUndefined();
    expect(alphaProblem(1)).toBeUndefined();
    expect(alphaProblem(1.01)).toBe('Alpha out of bounds.');
    expect(alphaProblem(Number.NaN)).toBe('Alpha out of bounds.');
  });

  it('writes an opaque colour as hex and a translucent one as rgb() with its alpha', () => {
    expect(colourCss({ hex: '#C0392B', alpha: 1 })).toBe('#c0392b');
    expect(colourCss({ hex: '#fff', alpha: 0.125 })).toBe('rgb(255 255 255 / 0.13)');
  });
});

describe('design variables', () => {
  it('are the theme’s own values for the default design, with the fonts’ faces when built', () => {
    const variables = designVariables(DEFAULT_DESIGN, (id) =>
      id === 'fraunces' ? '"Fraunces", "Fraunces Fallback"' : undefined,
    );
    expect(variables).toMatchObject({
      '--accent': '#2f5d50',
      '--ink': '#1f1d1a',
      '--paper': '#f7f5f2',
      '--accent-soft': 'rgb(47 93 80 / 0.12)',
      '--gap': 'clamp(16px, 3vw, 32px)',
    });
    expect(variables['--serif']).toMatch(/^"Fraunces", "Fraunces Fallback", 'Iowan Old Style'.*serif$/);
    expect(variables['--sans']).toMatch(/^'Instrument Sans', system-ui.*sans-serif$/);
    expect(designRule({ '--accent': '#000000' })).toBe(':root {\n  --accent: #000000;\n}\n');
  });

  it('end a mono or handwriting font with its own generic family', () => {
    expect(fontStack('fira-code')).toMatch(/^'Fira Code', .*monospace$/);
    expect(fontStack('caveat')).toMatch(/^'Caveat', .*cursive$/);
  });
});

describe('the design schema', () => {
  it('refuses a font off the curated list and normalises colours', () => {
    const parsed = designSettingsSchema.safeParse({
      ...DEFAULT_DESIGN,
      fonts: { headings: 'comic-sans', body: 'inter' },
      colours: { ...DEFAULT_DESIGN.colours, accent: { hex: 'ABC' } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fonts.headings', 'Choose a font from the list.'],
    ]);
    const fixed = designSettingsSchema.parse({
      ...DEFAULT_DESIGN,
      colours: { ...DEFAULT_DESIGN.colours, accent: { hex: 'ABC' } },
    });
    expect(fixed.colours.accent).toEqual({ hex: '#aabbcc', alpha: 1 });
  });
});
