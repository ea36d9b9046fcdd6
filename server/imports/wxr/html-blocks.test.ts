// Tests the conversion of WordPress HTML into blocks: Gutenberg markup, classic text without paragraphs, quotes, images, galleries, embeds, and what has no block kept as HTML.
import { describe, expect, it } from 'vitest';
import { htmlBlocks, playerUrl } from './html-blocks.js';

describe('htmlBlocks', () => {
  it('reads Gutenberg markup as headings, one text block, a quote and an image', () => {
    const html = [
      '<!-- wp:heading --><h2>Tides</h2><!-- /wp:heading -->',
      '<!-- wp:paragraph --><p>First <strong>light</strong>.</p><!-- /wp:paragraph -->',
      '<!-- wp:list --><ul><li>One</li></ul><!-- /wp:list -->',
      '<!-- wp:quote --><blockquote class="wp-block-quote"><p>Slow down.</p><cite>A sailor</cite></blockquote><!-- /wp:quote -->',
      '<!-- wp:image --><figure class="wp-block-image"><img src="https://old.example/a-300x200.jpg" alt="Harbour"/><figcaption>At dawn</figcaption></figure><!-- /wp:image -->',
      '<h5>Small print</h5>',
    ].join('\n');
    expect(htmlBlocks(html)).toEqual([
      { type: 'heading', text: 'Tides', level: 2 },
      { type: 'text', html: '<p>First <strong>light</strong>.</p><ul><li>One</li></ul>' },
      { type: 'quote', text: 'Slow down.', source: 'A sailor' },
      {
        type: 'image',
        src: 'https://old.example/a-300x200.jpg',
        alt: 'Harbour',
        caption: 'At dawn',
        link: '',
        html: '<figure class="wp-block-image"><img src="https://old.example/a-300x200.jpg" alt="Harbour"><figcaption>At dawn</figcaption></figure>',
      },
      { type: 'heading', text: 'Small print', level: 3 },
    ]);
  });

  it('splits classic text into paragraphs at blank lines, and makes a lone player address an embed', () => {
    const html =
      'One line\nand the next.\n\nA new <em>paragraph</em>.\n\nhttps://www.youtube.com/watch?v=abc123\n\n<table><tr><td>x</td></tr></table>';
    expect(htmlBlocks(html)).toEqual([
      { type: 'text', html: '<p>One line<br>and the next.</p><p>A new <em>paragraph</em>.</p>' },
      {
        type: 'embed',
        src: 'https://www.youtube.com/embed/abc123',
        html: 'https://www.youtube.com/watch?v=abc123',
      },
      { type: 'html', html: '<table><tr><td>x</td></tr></table>' },
    ]);
  });

  it('reads galleries and unwraps Gutenberg groups', () => {
    const html =
      '<div class="wp-block-group"><p>Inside</p><figure class="wp-block-gallery"><figure><img src="/a.jpg" alt="A"></figure><figure><img src="/b.jpg" alt=""></figure></figure></div>';
    const blocks = htmlBlocks(html);
    expect(blocks[0]).toEqual({ type: 'text', html: '<p>Inside</p>' });
    expect(blocks[1]).toMatchObject({
      type: 'gallery',
      images: [
        { src: '/a.jpg', alt: 'A' },
        { src: '/b.jpg', alt: '' },
      ],
    });
  });

  it('knows YouTube and Vimeo page addresses', () => {
    expect(playerUrl('https://youtu.be/xyz')).toBe('https://www.youtube.com/embed/xyz');
    expect(playerUrl('https://vimeo.com/12345')).toBe('https://player.vimeo.com/video/12345');
    expect(playerUrl('https://example.com/watch?v=1')).toBeUndefined();
  });
});
