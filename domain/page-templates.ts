// The page templates "Add page" offers (About, Contact, FAQ, Services, Team, Landing): each a list of section designs, made into a new page's sections.
import type { Section } from './owner-api/sections.js';
import {
  sectionFromDesign,
  type DesignMaterial,
  type IdMaker,
  type SectionDesign,
} from './section-designs.js';

/** The templates, in the order "Add page" lists them after Blank. */
export const PAGE_TEMPLATES = ['about', 'contact', 'faq', 'services', 'team', 'landing'] as const;

/** One template. */
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** What the editor calls each template, and a line on what it holds. */
export const PAGE_TEMPLATE_LABELS: Readonly<Record<PageTemplate, { label: string; description: string }>> = {
  about: { label: 'About', description: 'A hero, your story with a picture, a testimonial.' },
  contact: { label: 'Contact', description: 'How to reach you and where to find you, and a newsletter.' },
  faq: { label: 'FAQ', description: 'Questions and answers, and a way to ask more.' },
  services: { label: 'Services', description: 'A hero, three services in columns, a testimonial, contact.' },
  team: { label: 'Team', description: 'A heading, three people in columns, contact.' },
  landing: { label: 'Landing', description: 'A hero, features in columns, products, a newsletter.' },
};

/** The designs each template is made of, top to bottom. */
export const PAGE_TEMPLATE_DESIGNS: Readonly<Record<PageTemplate, readonly SectionDesign[]>> = {
  about: ['hero', 'text-with-image', 'testimonial'],
  contact: ['contact', 'newsletter'],
  faq: ['faq', 'contact'],
  services: ['hero', 'features', 'testimonial', 'contact'],
  team: ['text-with-image', 'features', 'contact'],
  landing: ['hero', 'features', 'product-grid', 'newsletter'],
};

/** The sections a new page of `template` starts with, with fresh ids from `newId`. */
export function templateSections(
  template: PageTemplate,
  newId: IdMaker,
  material: DesignMaterial = {},
): Section[] {
  return PAGE_TEMPLATE_DESIGNS[template].map((design) => sectionFromDesign(design, newId, material));
}
