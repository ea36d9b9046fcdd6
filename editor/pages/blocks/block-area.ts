// Which list of blocks the block editor edits: the page's own content, or one of the theme's block areas; their names, their blocks and how a save names them.
import type { Block } from '../../../domain/owner-api/blocks.js';
import { implicitSection, isPlainStack, sectionBlocks } from '../../../domain/owner-api/section-rules.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import type { PageDetail, updatePageBodySchema } from '../../../domain/owner-api/pages.js';
import type { z } from 'zod';

/** The page's own blocks (`null`), or the id of a block area the theme declares (`sidebarBlocks`). */
export type BlockArea = string | null;

/** What the "Edit" choice calls the page's own blocks. */
export const PAGE_CONTENT_LABEL = 'Page content';

/** A block area's id as people read it: `sidebarBlocks` → "Sidebar blocks", `footer-blocks` → "Footer blocks". */
export function areaLabel(id: string): string {
  const words = id
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => (/^[A-Z\d]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The blocks `area` holds on `page`: its own, or the area's (none when the page has not stored it). */
export function areaBlocks(page: PageDetail, area: BlockArea): Block[] {
  if (area === null) return page.blocks as Block[];
  return (page.blockFields[area] ?? []) as Block[];
}

/**
 * The sections `area` holds on `page`: the page's own (one plain section when the server gave
 * none), or one plain section of the area's blocks.
 */
export function areaSections(page: PageDetail, area: BlockArea): Section[] {
  if (area === null) return page.sections ?? [implicitSection(page.blocks as Block[])];
  return [implicitSection(areaBlocks(page, area))];
}

/**
 * The body of the save that replaces `area`'s blocks (and no other area's): a page's plain stack
 * is saved as `blocks`, as it is stored, other layouts as `sections`; an area's as its blocks.
 */
export function areaSaveBody(area: BlockArea, sections: Section[]): z.input<typeof updatePageBodySchema> {
  const blocks = sectionBlocks(sections);
  if (area !== null) return { blockFields: { [area]: blocks } };
  return isPlainStack(sections) ? { blocks } : { sections };
}

/**
 * The server's field messages of a save of `sections` read as the editor's list of blocks names
 * them: `sections.1.columns.0.blocks.2.href` becomes `blocks.N.href` (N counting in reading order);
 * other keys are kept.
 */
export function flatFieldKeys(
  fields: Readonly<Record<string, string>>,
  sections: readonly Section[],
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^sections\.(\d+)\.columns\.(\d+)\.blocks\.(\d+)(\..+)?$/.exec(key);
    if (match === null) {
      flat[key] = message;
      continue;
    }
    const [section, column, index] = [Number(match[1]), Number(match[2]), Number(match[3])];
    let before = 0;
    sections.forEach((one, at) =>
      one.columns.forEach((col, place) => {
        if (at < section || (at === section && place < column)) before += col.blocks.length;
      }),
    );
    flat[`blocks.${before + index}${match[4] ?? ''}`] = message;
  }
  return flat;
}

/** Where the owner API names `area`'s blocks in its messages: `blocks.3.href`, `blockFields.sidebarBlocks.3.href`. */
export function areaPath(area: BlockArea): string {
  return area === null ? 'blocks' : `blockFields.${area}`;
}

/**
 * Whether `area` is named after `page` (`aboutBlocks` on /about): a static page's own blocks fill
 * it until it has blocks of its own, as the site reads it (server/theme-platform/site/platform-site-data.ts).
 */
function namedAfter(page: PageDetail, area: string): boolean {
  const name = page.urlSlug.replace(/-/g, '').toLowerCase();
  return name !== '' && area.toLowerCase().startsWith(name);
}

/**
 * What the site shows in `area` of `page`, as the site chooses it: the page's own blocks of the
 * area, else (an area named after the page) the page's content, else the home page's blocks of
 * the area (so the home page's areas are every page's, unless a page has its own).
 */
export function areaHint(page: PageDetail, area: string): string {
  if (page.isHome) return 'Shown on every page that has no blocks of its own here.';
  if (page.blockFields[area] !== undefined)
    return 'This page shows its own blocks here, instead of the home page’s.';
  if (namedAfter(page, area)) return 'Until you add blocks here, this area shows the page content.';
  return 'This page shows the home page’s blocks here until you add some of its own.';
}
