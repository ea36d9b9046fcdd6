// Blocks an owner saves, made safe to store: ids given or made, rich text and embed code sanitized, and what each block names.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  DUPLICATE_BLOCK_ID_MESSAGE,
  EMBED_NOTHING_LEFT_MESSAGE,
  type Block,
  type blockSchema,
} from '../../../domain/owner-api/blocks.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { badRequest } from '../../http/http-error.js';
import { embedKeepsAFrame, sanitizeEmbed, sanitizeRichText } from '../sanitize/rich-text.js';

/** A block as the schema parsed it (defaults filled, the id maybe missing). */
type ParsedBlock = z.output<typeof blockSchema>;

/** A new block's id: random, so two tabs adding blocks never make the same one. */
export function newBlockId(): string {
  return randomBytes(12).toString('base64url');
}

/** One block's stored HTML, sanitized; an embed's refusal (on `at.html`) when nothing embeddable is left. */
function sanitized(block: ParsedBlock, at: string): ParsedBlock {
  switch (block.type) {
    case 'text':
    case 'html':
      return { ...block, html: sanitizeRichText(block.html) };
    case 'image':
      return block.body === undefined ? block : { ...block, body: sanitizeRichText(block.body) };
    case 'accordion':
      return { ...block, items: block.items.map((item) => ({ ...item, html: sanitizeRichText(item.html) })) };
    case 'embed': {
      const html = sanitizeEmbed(block.html);
      if (!embedKeepsAFrame(html)) {
        throw badRequest(OWNER_INPUT_MESSAGE, { [`${at}.html`]: EMBED_NOTHING_LEFT_MESSAGE });
      }
      return { ...block, html };
    }
    default:
      return block;
  }
}

/**
 * The blocks to store: each with its id (a new one when missing; 400 when two share one), text,
 * HTML, image bodies and accordions through the rich-text sanitizer, embed code through the embed
 * sanitizer (400 on `blocks.N.html` when no frame of an allowed host is left). `path` names the
 * list in those messages: `blocks` for a page's own, `blockFields.ID` for a block area's,
 * `sections.N.columns.M.blocks` for a section's column. `seen` holds the ids of the page's lists
 * read before this one (a page's sections share one set of ids).
 */
export function blocksToStore(
  blocks: readonly ParsedBlock[],
  path = 'blocks',
  seen = new Set<string>(),
): Block[] {
  return blocks.map((block, index) => {
    const id = block.id ?? newBlockId();
    if (seen.has(id))
      throw badRequest(OWNER_INPUT_MESSAGE, { [`${path}.${index}.id`]: DUPLICATE_BLOCK_ID_MESSAGE });
    seen.add(id);
    return { ...sanitized(block, `${path}.${index}`), id };
  });
}

/** What the blocks of a page name, by kind, with the field each name came from. */
export interface BlockReferences {
  images: Map<string, string>;
  forms: Map<string, string>;
  products: Map<string, string>;
  collections: Map<string, string>;
  mailingLists: Map<string, string>;
}

/**
 * The ids blocks name (image, gallery, video, form, product, summary and newsletter blocks), each with its
 * field path under `path` (the list's name, as in {@link blocksToStore}).
 */
export function blockReferences(blocks: readonly Block[], path = 'blocks'): BlockReferences {
  const refs: BlockReferences = {
    images: new Map(),
    forms: new Map(),
    products: new Map(),
    collections: new Map(),
    mailingLists: new Map(),
  };
  const add = (map: Map<string, string>, id: string, field: string) => {
    if (!map.has(id)) map.set(id, field);
  };
  blocks.forEach((block, index) => {
    const at = (field: string) => `${path}.${index}.${field}`;
    switch (block.type) {
      case 'image':
        add(refs.images, block.imageId, at('imageId'));
        break;
      case 'gallery':
        block.imageIds.forEach((id) => add(refs.images, id, at('imageIds')));
        break;
      case 'form':
        add(refs.forms, block.formId, at('formId'));
        break;
      case 'product':
        block.productIds.forEach((id) => add(refs.products, id, at('productIds')));
        break;
      case 'collection':
      case 'summary':
        add(refs.collections, block.collectionId, at('collectionId'));
        break;
      case 'newsletter':
        if (block.mailingListId !== undefined)
          add(refs.mailingLists, block.mailingListId, at('mailingListId'));
        break;
      case 'video':
        if (block.imageId !== '') add(refs.images, block.imageId, at('imageId'));
        break;
    }
  });
  return refs;
}
