// Tests what the block editor knows of blocks: new blocks, summaries, defaults of stored blocks, field messages by block, and the product list.
import { describe, expect, it } from 'vitest';
import { EDITABLE_BLOCK_TYPES, type Block } from '../../../domain/owner-api/blocks.js';
import { LINK_FORMAT_MESSAGE } from '../../../domain/owner-messages.js';
import { blockSummary, newBlock, withDefaults } from './block-catalog.js';
import { blockErrorsOf, checkBlocks } from './block-errors.js';
import { richTextKeeps } from './text-block-forms.js';
import * as schemas from '../../../domain/owner-api/schemas.js';

describe('block catalog', () => {
  it('makes new blocks with ids the schema takes, each with a summary', () => {
    for (const type of EDITABLE_BLOCK_TYPES) {
      const block = newBlock(type);
      expect(block.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(blockSummary(block)).not.toBe('');
    }
  });

  it('summarises blocks in words, HTML as its text', () => {
    expect(blockSummary({ id: 'a', type: 'html', html: '<h2>Our story</h2><p>Since 2016.</p>' })).toBe(
      'Our story Since 2016.',
    );
    expect(blockSummary({ id: 'a', type: 'button', label: 'Shop', href: '/shop', newWindow: false })).toBe(
      'Shop → /shop',
    );
    expect(
      blockSummary({ id: 'a', type: 'gallery', imageIds: ['1', '2'], columns: 3, captions: false }),
    ).toBe('2 images · 3 columns');
  });

  it('fills the defaults stored blocks leave out, keeping fields it does not know', () => {
    const stored = [
      { id: 'a', type: 'button', label: 'Visit', href: '/contact', extra: 1 },
    ] as unknown as Block[];
    expect(withDefaults(stored, schemas)[0]).toEqual({
      id: 'a',
      type: 'button',
      label: 'Visit',
      href: '/contact',
      newWindow: false,
      extra: 1,
    });
  });
});

describe('block messages', () => {
  it('checks blocks with the server’s rules and keys', () => {
    const blocks: Block[] = [
      { id: 'a', type: 'heading', text: 'Hi', level: 2 },
      { id: 'b', type: 'button', label: 'Go', href: 'nowhere', newWindow: false },
    ];
    expect(checkBlocks(blocks, schemas)).toEqual({ 'blocks.1.href': LINK_FORMAT_MESSAGE });
  });

  it('ties messages to the blocks as they were sent, and keeps the others apart', () => {
    const sent: Block[] = [
      { id: 'a', type: 'heading', text: 'Hi', level: 2 },
      {
        id: 'b',
        type: 'image',
        imageId: 'i',
        crop: 'original',
        caption: '',
        link: '',
        design: 'hero',
        button: { label: 'x', href: '' },
      },
    ];
    const errors = blockErrorsOf(
      { 'blocks.1.button.href': LINK_FORMAT_MESSAGE, blocks: 'A page holds at most 60 blocks.' },
      sent,
    );
    expect(errors.byBlock.get('b')).toEqual({ 'button.href': LINK_FORMAT_MESSAGE });
    expect(errors.general).toEqual(['A page holds at most 60 blocks.']);
  });
});

describe('rich text or HTML', () => {
  it('edits as rich text only what the text editor keeps whole', () => {
    expect(richTextKeeps('<h2>Title</h2><ul><li><strong>Wool</strong></li></ul>')).toBe(true);
    expect(richTextKeeps('<p>See <img src="/files/a.jpg"></p>')).toBe(false);
    expect(richTextKeeps('<table><tr><td>1</td></tr></table>')).toBe(false);
  });
});
