// Stored blocks as the editor reads them: stable ids for blocks stored without one, older button fields renamed, nothing lost.
import { describe, expect, it } from 'vitest';
import { derivedBlockId, storedBlocks } from './stored-blocks.js';

describe('storedBlocks', () => {
  const content = {
    blocks: [
      { type: 'heading', text: 'Hello' },
      { type: 'heading', text: 'Hello' },
      { id: 'kept-id', type: 'button', text: 'Shop', url: '/shop' },
      { type: 'summary', collectionId: 'c1', layout: 'grid', limit: 99 },
    ],
  };

  it('gives blocks without an id the same id on every read, different for equal blocks', () => {
    const first = storedBlocks(content).map((block) => block.id);
    expect(storedBlocks(structuredClone(content)).map((block) => block.id)).toEqual(first);
    expect(first[0]).not.toBe(first[1]);
    expect(first[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(first[0]).toBe(derivedBlockId(content.blocks[0], 0));
    expect(first[2]).toBe('kept-id');
  });

  it('fills defaults, names a button’s text and url as label and href, and keeps a block the schemas refuse', () => {
    const [heading, , button, summary] = storedBlocks(content);
    expect(heading).toMatchObject({ type: 'heading', text: 'Hello', level: 2 });
    expect(button).toEqual({ id: 'kept-id', type: 'button', label: 'Shop', href: '/shop', newWindow: false });
    expect(summary).toMatchObject({ type: 'summary', collectionId: 'c1', layout: 'grid', limit: 99 });
  });

  it('reads a page of HTML as one HTML block', () => {
    expect(storedBlocks({ html: '<p>Old page</p>' })).toEqual([
      {
        type: 'html',
        html: '<p>Old page</p>',
        id: derivedBlockId({ type: 'html', html: '<p>Old page</p>' }, 0),
      },
    ]);
  });
});
