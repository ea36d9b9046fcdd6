// Tests the section rules, the built-in section designs and the page templates: every one is a page the owner API accepts.
import { describe, expect, it } from 'vitest';
import { MAX_BLOCKS } from './owner-api/block-rules.js';
import {
  focalPosition,
  implicitSection,
  isPlainStack,
  sectionBlocks,
  sectionsSchema,
  SECTION_COLOUR_MESSAGE,
} from './owner-api/sections.js';
import { PAGE_TEMPLATES, templateSections } from './page-templates.js';
import { SECTION_DESIGNS, sectionFromDesign } from './section-designs.js';

function counter() {
  let next = 0;
  return () => `id${++next}`;
}

describe('section designs', () => {
  it.each(SECTION_DESIGNS)(
    '%s is a section the schema accepts, with or without pictures and products',
    (design) => {
      for (const material of [{}, { imageIds: ['img1', 'img2'], productIds: ['prod1'] }]) {
        const section = sectionFromDesign(design, counter(), material);
        const parsed = sectionsSchema.safeParse([section]);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(section.columns.length).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('puts the first picture behind a hero, with its focal point, and a colour without one', () => {
    expect(sectionFromDesign('hero', counter(), { imageIds: ['img1'] }).background).toEqual({
      kind: 'image',
      imageId: 'img1',
      focalPoint: { x: 0.5, y: 0.5 },
    });
    expect(sectionFromDesign('hero', counter()).background.kind).toBe('colour');
  });

  it('lays features out in three columns, each with its heading', () => {
    const section = sectionFromDesign('features', counter());
    expect(section.columns.map((column) => column.blocks[0])).toMatchObject([
      { type: 'heading', text: 'Quality' },
      { type: 'heading', text: 'Service' },
      { type: 'heading', text: 'Delivery' },
    ]);
  });

  it('gives every block and section its own id', () => {
    const sections = templateSections('landing', counter());
    const ids = [
      ...sections.map((section) => section.id),
      ...sectionBlocks(sections).map((block) => block.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('page templates', () => {
  it.each(PAGE_TEMPLATES)('%s is made of sections the schema accepts', (template) => {
    const sections = templateSections(template, counter());
    expect(sections.length).toBeGreaterThan(1);
    expect(sectionsSchema.safeParse(sections).success).toBe(true);
  });
});

describe('sections schema', () => {
  it('fills a new section’s defaults and refuses a fifth column', () => {
    const parsed = sectionsSchema.parse([{ columns: [{ blocks: [] }] }]);
    expect(parsed[0]).toMatchObject({ background: { kind: 'none' }, padding: 'medium', width: 'contained' });
    const five = sectionsSchema.safeParse([{ columns: Array.from({ length: 5 }, () => ({ blocks: [] })) }]);
    expect(five.error?.issues[0]).toMatchObject({
      path: [0, 'columns'],
      message: 'A section has at most 4 columns.',
    });
  });

  it('refuses a colour that is not #rrggbb and a focal point outside the picture', () => {
    const colour = sectionsSchema.safeParse([
      { background: { kind: 'colour', colour: 'red' }, columns: [{ blocks: [] }] },
    ]);
    expect(colour.error?.issues[0]?.message).toBe(SECTION_COLOUR_MESSAGE);
    const focal = sectionsSchema.safeParse([
      {
        background: { kind: 'image', imageId: 'i1', focalPoint: { x: 1.2, y: 0 } },
        columns: [{ blocks: [] }],
      },
    ]);
    expect(focal.error?.issues[0]?.path).toEqual([0, 'background', 'focalPoint', 'x']);
  });

  it('counts the blocks of every column against the page’s limit', () => {
    const blocks = Array.from({ length: MAX_BLOCKS / 2 + 1 }, () => ({ type: 'spacer' as const }));
    const parsed = sectionsSchema.safeParse([{ columns: [{ blocks }, { blocks }] }]);
    expect(parsed.error?.issues[0]?.message).toBe(`A page holds at most ${MAX_BLOCKS} blocks.`);
  });
});

describe('section rules', () => {
  it('reads a stack of blocks as one plain section and back', () => {
    const section = implicitSection(['a', 'b']);
    expect(isPlainStack([section])).toBe(true);
    expect(isPlainStack([{ ...section, columns: [{ blocks: ['a'] }, { blocks: ['b'] }] }])).toBe(false);
    expect(sectionBlocks([section, { ...section, columns: [{ blocks: ['c'] }, { blocks: ['d'] }] }])).toEqual(
      ['a', 'b', 'c', 'd'],
    );
  });

  it('writes a focal point as a CSS position', () => {
    expect(focalPosition({ x: 0.25, y: 0.8 })).toBe('25% 80%');
    expect(focalPosition({ x: 0, y: 1 })).toBe('0% 100%');
  });
});
