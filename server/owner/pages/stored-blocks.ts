// A page's stored blocks and block areas as the editor reads them: older shapes named as the block schemas name them, and each with a stable id.
import { createHash } from 'node:crypto';
import { blockSchema, type Block } from '../../../domain/owner-api/blocks.js';
import { sectionSchema, type Section } from '../../../domain/owner-api/sections.js';
import { contentBlocks, distribute, rawSections } from './raw-sections.js';

type RawBlock = Record<string, unknown>;

const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The objects of a stored list of blocks. */
function objectsOf(list: readonly unknown[]): RawBlock[] {
  return list.filter(
    (block): block is RawBlock => typeof block === 'object' && block !== null && !Array.isArray(block),
  );
}

/**
 * The id of a block stored without one (the demo's, older pages'): made from its place and its
 * content, so every read shows the same id until the page is saved with it.
 */
export function derivedBlockId(block: RawBlock, index: number): string {
  const digest = createHash('sha256')
    .update(`${index}:${JSON.stringify(block)}`)
    .digest('base64url');
  return `b${digest.slice(0, 15)}`;
}

/** The id a stored block is known by, in the editor and on the site (`data-block-id`): its own, else {@link derivedBlockId}. */
export function storedBlockId(block: RawBlock, index: number): string {
  return typeof block.id === 'string' && BLOCK_ID.test(block.id) ? block.id : derivedBlockId(block, index);
}

/** Older spellings the site still renders: a button's `text`/`url` are the schema's `label`/`href`. */
function renamed(block: RawBlock): RawBlock {
  if (block.type !== 'button') return block;
  const { text, url, ...rest } = block;
  return {
    ...rest,
    label: typeof rest.label === 'string' ? rest.label : text,
    href: typeof rest.href === 'string' ? rest.href : url,
  };
}

/**
 * Every block of `content` with an id, in the block schemas' shape (defaults filled). A block the
 * schemas do not accept (a demo's field beyond their limits) is shown as stored rather than lost;
 * saving it then names what to fix.
 */
export function storedBlocks(content: Readonly<Record<string, unknown>>): Block[] {
  return readBlocks(contentBlocks(content));
}

/** A section's settings with the schema's defaults, read from what is stored (its columns aside). */
const settingsSchema = sectionSchema.omit({ columns: true });

/**
 * The page's sections as the editor reads them: `content.sections` with every default filled and
 * every block read as {@link storedBlocks} reads it (an id each, the same in both); a page without
 * sections reads as one contained, one-column section holding its blocks. A section stored
 * without a valid id gets `s` and its place (`s2`).
 */
export function storedSections(content: Readonly<Record<string, unknown>>): Section[] {
  const raws = rawSections(content);
  return distribute(raws, storedBlocks(content), (index) => {
    const parsed = settingsSchema.safeParse(raws[index]);
    const settings = parsed.success ? parsed.data : settingsSchema.parse({});
    return { ...settings, id: settings.id ?? `s${index + 1}` };
  });
}

/** A stored list of blocks (a page's, or one block area's), each with an id, as {@link storedBlocks} reads them. */
function readBlocks(raws: readonly RawBlock[]): Block[] {
  return raws.map((raw, index) => {
    const id = storedBlockId(raw, index);
    const parsed = blockSchema.safeParse(renamed(raw));
    return (parsed.success ? { ...parsed.data, id } : { ...raw, id }) as Block;
  });
}

/**
 * The block areas `content.blockFields` stores (a theme's `<squarespace:block-field>`s), each
 * area's blocks read as {@link storedBlocks} reads a page's. Areas stored as anything but a list
 * are left out.
 */
export function storedBlockFields(content: Readonly<Record<string, unknown>>): Record<string, Block[]> {
  const fields = content.blockFields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  const areas: Record<string, Block[]> = {};
  for (const [id, list] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(list)) areas[id] = readBlocks(objectsOf(list));
  }
  return areas;
}
