// A page's content in another language: the primary page's blocks, in their order, with the translated texts put in (untranslated fields keep the primary text).
import { translatedBlock } from '../../domain/site-languages.js';
import { contentBlocks, mapContentBlocks, type RawBlock } from '../owner/pages/raw-sections.js';
import { derivedBlockId } from '../owner/pages/stored-blocks.js';
import type { PageTranslationRecord } from './store.js';

const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The page's raw blocks as the site and the editor read them, in reading order (see raw-sections.ts). */
export { contentBlocks };

/** The id the editor shows for the block at `index` (its stored id, or the one derived from its place and content). */
export function blockIdOf(block: RawBlock, index: number): string {
  return typeof block.id === 'string' && BLOCK_ID.test(block.id) ? block.id : derivedBlockId(block, index);
}

/** `content` with the texts of `translation` in its blocks; `content` itself when there is none. */
export function translatedContent(
  content: Readonly<Record<string, unknown>>,
  translation: Pick<PageTranslationRecord, 'blocks'> | undefined,
): Readonly<Record<string, unknown>> {
  if (translation === undefined) return content;
  // Each block where it stands: in its section's column, or in the page's stack.
  return mapContentBlocks(content, (block, index) =>
    translatedBlock(block, translation.blocks[blockIdOf(block, index)]),
  );
}
