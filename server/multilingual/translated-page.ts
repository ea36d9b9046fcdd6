// A page's content in another language: the primary page's blocks, in their order, with the translated texts put in (untranslated fields keep the primary text).
import { translatedBlock } from '../../domain/site-languages.js';
import { derivedBlockId } from '../owner/pages/stored-blocks.js';
import type { PageTranslationRecord } from './store.js';

type RawBlock = Record<string, unknown>;

const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The page's raw blocks as the site and the editor read them: `content.blocks`, or one HTML block from `content.html`. */
export function contentBlocks(content: Readonly<Record<string, unknown>>): RawBlock[] {
  if (Array.isArray(content.blocks)) {
    return content.blocks.filter(
      (block): block is RawBlock => typeof block === 'object' && block !== null && !Array.isArray(block),
    );
  }
  return typeof content.html === 'string' ? [{ type: 'html', html: content.html }] : [];
}

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
  const blocks = contentBlocks(content).map((block, index) =>
    translatedBlock(block, translation.blocks[blockIdOf(block, index)]),
  );
  return { ...content, blocks };
}
