// What the block editor knows of each block type: its friendly name, a new block's fields, and a one-line summary.
import { EDITABLE_BLOCK_TYPES, MAX_BLOCKS } from '../../../domain/owner-api/block-rules.js';
import type { Block, BlockType } from '../../../domain/owner-api/blocks.js';
import type { OwnerSchemas } from '../../api/schemas.js';

/** One editable block type (the "Add block" menu's entries). */
export type EditableBlockType = (typeof EDITABLE_BLOCK_TYPES)[number];

/** What the editor calls each block type. */
export const BLOCK_LABELS: Readonly<Record<BlockType, string>> = {
  text: 'Text',
  heading: 'Heading',
  image: 'Image',
  button: 'Button',
  form: 'Form',
  newsletter: 'Newsletter',
  product: 'Products',
  gallery: 'Gallery',
  spacer: 'Spacer',
  embed: 'Embed',
  dataset: 'Data table',
  html: 'Text (HTML)',
  quote: 'Quote',
  collection: 'Collection summary',
  summary: 'Collection summary',
  map: 'Map',
  accordion: 'Accordion',
  audio: 'Audio',
  video: 'Video',
  donation: 'Donation',
};

/** Why "Add block" adds nothing on a full page (SPEC §9: at most 60 blocks per layout). */
export const BLOCK_LIMIT_MESSAGE = `A page holds at most ${MAX_BLOCKS} blocks. Remove a block to add another.`;

/** A block of `type` narrowed from {@link Block}. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A fresh block id: stable while the block lives, within the schema's 64 letters, digits, - and _. */
export function makeBlockId(): string {
  return `b-${crypto.randomUUID()}`;
}

/** A new block of `type` with every field at its default (required ones empty, for the owner to fill). */
export function newBlock(type: EditableBlockType, id = makeBlockId()): Block {
  switch (type) {
    case 'text':
      return { id, type, html: '' };
    case 'heading':
      return { id, type, text: '', level: 2 };
    case 'image':
      return { id, type, imageId: '', caption: '', link: '', design: 'inline', crop: 'original' };
    case 'button':
      return { id, type, label: '', href: '', newWindow: false };
    case 'form':
      return { id, type, formId: '' };
    case 'newsletter':
      return { id, type, title: 'Newsletter', description: '', buttonText: 'Sign Up' };
    case 'product':
      return { id, type, productIds: [], heading: '', layout: 'grid' };
    case 'gallery':
      return { id, type, imageIds: [], columns: 3, captions: false };
    case 'spacer':
      return { id, type, size: 'medium' };
    case 'embed':
      return { id, type, html: '', caption: '' };
    case 'dataset':
      return { id, type, datasetId: '', caption: '' };
    case 'audio':
      return { id, type, title: '', artist: '', tracks: [] };
    case 'video':
      return { id, type, url: '', imageId: '', title: '', caption: '' };
    case 'donation':
      return { id, type, title: 'Support us', text: '', buttonText: 'Donate', amounts: [500, 1000, 2500] };
  }
}

/**
 * Blocks as read, with every field the forms show: stored blocks (the demo's, older pages') may
 * leave out fields that have defaults. Fields the schema does not know are kept for the server to
 * judge; a block the schema refuses is kept as it is, so its message shows on the first save.
 */
export function withDefaults(blocks: readonly Block[], schemas: OwnerSchemas): Block[] {
  return blocks.map((block) => {
    const parsed = schemas.blockSchema.safeParse(block);
    const id = block.id || makeBlockId();
    return parsed.success ? ({ ...block, ...parsed.data, id } as Block) : { ...block, id };
  });
}

/** The text of some HTML, for summaries only (never inserted as HTML). */
export function plainText(html: string): string {
  if (html === '') return '';
  // A space after each paragraph, heading or item, so their words do not run together.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '$& ');
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A field's text, or '' for a stored block that lacks it. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function clip(value: unknown, max = 80): string {
  const words = text(value);
  return words.length <= max ? words : `${words.slice(0, max - 1).trimEnd()}…`;
}

const count = (items: unknown, one: string, many: string) => {
  const n = Array.isArray(items) ? items.length : 0;
  return `${n} ${n === 1 ? one : many}`;
};

/** A readable one-line summary of a block (what its card shows when closed). */
export function blockSummary(block: Block): string {
  switch (block.type) {
    case 'text':
    case 'html':
      return clip(plainText(text(block.html))) || 'Empty text';
    case 'heading':
      return clip(block.text) || 'Empty heading';
    case 'image':
      if (text(block.imageId) === '') return 'No image chosen';
      return (
        clip(block.design === 'hero' ? block.heading || block.caption || 'Hero image' : block.caption) ||
        'Image'
      );
    case 'button':
      return text(block.label) === ''
        ? 'No button text'
        : clip(`${block.label} → ${block.href || '(no link)'}`);
    case 'form':
      return text(block.formId) === ''
        ? 'No form chosen'
        : `Form${block.buttonText ? ` · “${block.buttonText}”` : ''}`;
    case 'newsletter':
      return clip(block.title) || 'Newsletter sign-up';
    case 'product':
      return clip(
        [text(block.heading), count(block.productIds, 'product', 'products')].filter(Boolean).join(' · '),
      );
    case 'gallery':
      return `${count(block.imageIds, 'image', 'images')} · ${Number(block.columns) || 3} columns`;
    case 'spacer':
      return `${{ small: 'Small', medium: 'Medium', large: 'Large' }[block.size] ?? 'Medium'} space`;
    case 'embed':
      return text(block.html) === '' ? 'No embed code' : clip(block.caption) || 'Embedded player or map';
    case 'dataset':
      return text(block.datasetId) === '' ? 'No dataset chosen' : clip(block.caption) || 'Data table';
    case 'quote':
      return clip(`“${text(block.text)}”${block.source ? ` — ${block.source}` : ''}`);
    case 'collection':
    case 'summary':
      return clip(block.title || block.heading) || 'Latest items of a collection';
    case 'map': {
      const place = block.location ?? {};
      return clip([place.addressTitle, place.addressLine1].filter(Boolean).join(', ')) || 'Map';
    }
    case 'accordion':
      return count(block.items, 'section', 'sections');
    case 'audio':
      return clip([text(block.title), count(block.tracks, 'track', 'tracks')].filter(Boolean).join(' · '));
    case 'video':
      return text(block.url) === '' ? 'No video chosen' : clip(block.title || block.caption || block.url);
    case 'donation':
      return clip(
        `${text(block.title) || 'Donation'} · ${count(block.amounts, 'set amount', 'set amounts')}`,
      );
  }
}
