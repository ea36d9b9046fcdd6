// The built-in section designs an owner inserts (hero, text with image, features in columns…): defined once, used by the editor's "Add section" and by page templates.
import type { Block } from './owner-api/blocks.js';
import type { Section } from './owner-api/sections.js';

/** The designs, in the order "Add section" lists them. */
export const SECTION_DESIGNS = [
  'hero',
  'text-with-image',
  'features',
  'gallery',
  'testimonial',
  'product-grid',
  'newsletter',
  'contact',
  'faq',
] as const;

/** One design. */
export type SectionDesign = (typeof SECTION_DESIGNS)[number];

/** What the editor calls each design. */
export const SECTION_DESIGN_LABELS: Readonly<Record<SectionDesign, string>> = {
  hero: 'Hero',
  'text-with-image': 'Text with image',
  features: 'Features in columns',
  gallery: 'Gallery',
  testimonial: 'Testimonial',
  'product-grid': 'Product grid',
  newsletter: 'Newsletter',
  contact: 'Contact',
  faq: 'FAQ',
};

/**
 * What a design may be given: pictures and products the owner already has. Without them, a
 * design's picture or product places hold a line saying what to add there (blocks that name
 * nothing are not saved).
 */
export interface DesignMaterial {
  /** IMAGES ids: the first is a hero's background and a text-with-image's picture, all are a gallery's. */
  imageIds?: readonly string[];
  /** Product ids a product grid shows. */
  productIds?: readonly string[];
}

/** Makes a new id (blocks and sections): the editor's and the server's own makers. */
export type IdMaker = () => string;

/** A dark, readable background for designs that want one without a picture. */
const DARK = '#1f2a37';
/** A light background that sets a section apart from its neighbours. */
const LIGHT = '#f4f1ec';

const heading = (id: string, text: string, level: 2 | 3 = 2): Block => ({ id, type: 'heading', text, level });
const text = (id: string, html: string): Block => ({ id, type: 'text', html });
const hint = (id: string, what: string) => text(id, `<p><em>${what}</em></p>`);

/** The section `design` makes, with fresh ids from `newId`. */
export function sectionFromDesign(
  design: SectionDesign,
  newId: IdMaker,
  material: DesignMaterial = {},
): Section {
  const images = material.imageIds ?? [];
  const products = material.productIds ?? [];
  const section = (
    columns: Block[][],
    settings: Partial<Pick<Section, 'background' | 'padding' | 'width'>> = {},
  ): Section => ({
    id: newId(),
    background: { kind: 'none' },
    padding: 'medium',
    width: 'contained',
    ...settings,
    columns: columns.map((blocks) => ({ blocks })),
  });
  switch (design) {
    case 'hero':
      return section(
        [
          [
            heading(newId(), 'A headline that says what you offer'),
            text(newId(), '<p>One or two sentences that tell visitors why they are in the right place.</p>'),
            { id: newId(), type: 'button', label: 'Get in touch', href: '/contact', newWindow: false },
          ],
        ],
        {
          width: 'full',
          padding: 'large',
          background:
            images[0] === undefined
              ? { kind: 'colour', colour: DARK }
              : { kind: 'image', imageId: images[0], focalPoint: { x: 0.5, y: 0.5 } },
        },
      );
    case 'text-with-image':
      return section([
        [
          heading(newId(), 'Our story'),
          text(newId(), '<p>Tell visitors who you are, what you make and what matters to you.</p>'),
        ],
        [
          images[0] === undefined
            ? hint(newId(), 'Add an Image block here: Add block, then Image.')
            : {
                id: newId(),
                type: 'image',
                imageId: images[0],
                caption: '',
                link: '',
                design: 'inline',
                crop: 'original',
              },
        ],
      ]);
    case 'features':
      return section(
        ['Quality', 'Service', 'Delivery'].map((name) => [
          heading(newId(), name, 3),
          text(newId(), `<p>A sentence or two about ${name.toLowerCase()}.</p>`),
        ]),
      );
    case 'gallery':
      return section([
        [
          heading(newId(), 'Gallery'),
          images.length === 0
            ? hint(newId(), 'Add a Gallery block here: Add block, then Gallery.')
            : { id: newId(), type: 'gallery', imageIds: [...images], columns: 3, captions: false },
        ],
      ]);
    case 'testimonial':
      return section(
        [
          [
            text(
              newId(),
              '<blockquote><p>“The best thing we bought this year. Friendly people and fast delivery.”</p></blockquote><p>— A happy customer</p>',
            ),
          ],
        ],
        { background: { kind: 'colour', colour: LIGHT } },
      );
    case 'product-grid':
      return section([
        [
          products.length === 0
            ? heading(newId(), 'Shop')
            : { id: newId(), type: 'product', productIds: [...products], heading: 'Shop', layout: 'grid' },
          ...(products.length === 0
            ? [hint(newId(), 'Add a Products block here: Add block, then Products.')]
            : []),
        ],
      ]);
    case 'newsletter':
      return section(
        [
          [
            {
              id: newId(),
              type: 'newsletter',
              title: 'Stay in touch',
              description: 'News, offers and events, once a month.',
              buttonText: 'Sign Up',
            },
          ],
        ],
        { background: { kind: 'colour', colour: LIGHT } },
      );
    case 'contact':
      return section([
        [
          heading(newId(), 'Contact us'),
          text(newId(), '<p>Write to us and we answer within a day.</p>'),
          {
            id: newId(),
            type: 'button',
            label: 'Email us',
            href: 'mailto:hello@example.com',
            newWindow: false,
          },
        ],
        [heading(newId(), 'Find us', 3), text(newId(), '<p>Street and number<br>Town and postcode</p>')],
      ]);
    case 'faq':
      return section([
        [
          heading(newId(), 'Frequently asked questions'),
          ...[
            ['How long does delivery take?', 'Two to four working days.'],
            ['Can I return an order?', 'Yes, within 30 days, unused.'],
            ['How do I pay?', 'By card, or by bank transfer.'],
          ].flatMap(([question, answer]) => [
            heading(newId(), question, 3),
            text(newId(), `<p>${answer}</p>`),
          ]),
        ],
      ]);
  }
}
