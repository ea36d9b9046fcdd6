// Gutenberg and classic WordPress HTML into Tessera's blocks: headings, text (paragraphs and lists), quotes, images, galleries and embeds; whatever has no block becomes an HTML block, never lost.
import type { ChildNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

/** A block before its pictures are resolved to the website's images. */
export type ConvertedBlock =
  | { type: 'heading'; text: string; level: 2 | 3 }
  | { type: 'text'; html: string }
  | { type: 'quote'; text: string; source: string }
  | { type: 'image'; src: string; alt: string; caption: string; link: string; html: string }
  | { type: 'gallery'; images: { src: string; alt: string }[]; html: string }
  | { type: 'embed'; src: string; html: string }
  | { type: 'html'; html: string };

const TEXT_TAGS = new Set(['p', 'ul', 'ol', 'pre']);
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'img',
]);

const outer = (node: ChildNode | ChildNode[]) => DomUtils.getOuterHTML(node, { decodeEntities: false });
const textOf = (node: ChildNode | ChildNode[]) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An embeddable player address for a page address of a known host (YouTube, Vimeo), else undefined. */
export function playerUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch (_notUrl) {
    return undefined;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtube.com' && url.pathname === '/watch' && url.searchParams.get('v'))
    return `https://www.youtube.com/embed/${encodeURIComponent(url.searchParams.get('v')!)}`;
  if (host === 'youtu.be' && url.pathname.length > 1)
    return `https://www.youtube.com/embed/${url.pathname.slice(1)}`;
  if (host === 'vimeo.com' && /^\/\d+$/.test(url.pathname))
    return `https://player.vimeo.com/video${url.pathname}`;
  return undefined;
}

function embedOf(src: string, html: string): ConvertedBlock {
  return { type: 'embed', src, html };
}

/** The images of an element (a gallery or a figure), with their alt texts. */
function imagesIn(element: Element): { src: string; alt: string }[] {
  return DomUtils.findAll((node) => node.name === 'img', [element]).map((img) => ({
    src: img.attribs.src ?? '',
    alt: img.attribs.alt ?? '',
  }));
}

/** The block of one top-level element. */
function elementBlock(element: Element): ConvertedBlock {
  const name = element.name;
  const classes = element.attribs.class ?? '';
  if (/^h[1-6]$/.test(name)) {
    const text = textOf(element);
    if (text === '') return { type: 'html', html: outer(element) };
    return { type: 'heading', text: text.slice(0, 300), level: name === 'h1' || name === 'h2' ? 2 : 3 };
  }
  if (TEXT_TAGS.has(name)) return { type: 'text', html: outer(element) };
  if (name === 'blockquote') {
    const cite = DomUtils.findOne((node) => node.name === 'cite', [element]);
    const source = cite === null ? '' : textOf(cite);
    const quote = textOf(
      element.children.filter((child) => child !== cite && !(isElement(child) && child.name === 'cite')),
    );
    if (quote === '' || quote.length > 2000) return { type: 'html', html: outer(element) };
    return { type: 'quote', text: quote, source: source.slice(0, 300) };
  }
  if (name === 'iframe') {
    const src = element.attribs.src ?? '';
    return embedOf(src, outer(element));
  }
  const images = imagesIn(element);
  const gallery = classes.includes('gallery') || classes.includes('wp-block-gallery');
  if (gallery && images.length > 0) return { type: 'gallery', images, html: outer(element) };
  if ((name === 'figure' || name === 'a' || name === 'img') && images.length === 1) {
    const figcaption = DomUtils.findOne((node) => node.name === 'figcaption', [element]);
    const link = DomUtils.findOne((node) => node.name === 'a', [element]);
    return {
      type: 'image',
      src: images[0]!.src,
      alt: images[0]!.alt,
      caption: figcaption === null ? '' : textOf(figcaption).slice(0, 500),
      link: name === 'a' ? (element.attribs.href ?? '') : (link?.attribs.href ?? ''),
      html: outer(element),
    };
  }
  if (name === 'figure' && classes.includes('wp-block-embed')) {
    const address = textOf(element);
    const player = playerUrl(address.split(' ')[0] ?? '');
    if (player !== undefined) return embedOf(player, outer(element));
  }
  if (name === 'figure') {
    const iframe = DomUtils.findOne((node) => node.name === 'iframe', [element]);
    if (iframe !== null) return embedOf(iframe.attribs.src ?? '', outer(iframe));
  }
  if (name === 'hr') return { type: 'html', html: '<hr>' };
  return { type: 'html', html: outer(element) };
}

/**
 * Inline content between blocks (classic posts write paragraphs as text separated by blank lines,
 * WordPress's `wpautop`): paragraphs at blank lines, `<br>` at single line breaks. A lone address of
 * a known player on its own line is an embed, as WordPress's oEmbed makes it.
 */
function inlineBlocks(nodes: ChildNode[]): ConvertedBlock[] {
  const html = outer(nodes);
  const blocks: ConvertedBlock[] = [];
  for (const part of html.split(/\n\s*\n/)) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const player = /^https?:\/\/\S+$/.test(trimmed) ? playerUrl(trimmed) : undefined;
    if (player !== undefined) {
      blocks.push(embedOf(player, trimmed));
      continue;
    }
    const lone = parseDocument(trimmed).children.filter(
      (child) => !(child.type === 'text' && child.data.trim() === ''),
    );
    if (lone.length === 1 && isElement(lone[0]!) && lone[0].name !== 'br') {
      const block = elementBlock(lone[0]);
      if (block.type === 'image') {
        blocks.push(block);
        continue;
      }
    }
    blocks.push({ type: 'text', html: `<p>${trimmed.replace(/\s*\n\s*/g, '<br>')}</p>` });
  }
  return blocks;
}

/** Merges neighbouring text blocks into one (the editor's rich text holds paragraphs and lists together). */
function merged(blocks: ConvertedBlock[]): ConvertedBlock[] {
  const out: ConvertedBlock[] = [];
  for (const block of blocks) {
    const last = out.at(-1);
    if (block.type === 'text' && last?.type === 'text') last.html += block.html;
    else out.push(block);
  }
  return out;
}

/** The blocks of a post's or page's HTML (Gutenberg's comments are read as the markup they wrap). */
export function htmlBlocks(html: string): ConvertedBlock[] {
  const document = parseDocument(html.replace(/\r\n?/g, '\n'), { decodeEntities: false });
  const blocks: ConvertedBlock[] = [];
  let inline: ChildNode[] = [];
  const flush = () => {
    if (inline.length > 0) blocks.push(...inlineBlocks(inline));
    inline = [];
  };
  for (const node of document.children) {
    if (node.type === 'comment' || node.type === 'directive') continue;
    if (node.type === 'text' || (isElement(node) && INLINE_TAGS.has(node.name))) {
      inline.push(node);
      continue;
    }
    flush();
    if (isElement(node)) {
      if (
        node.name === 'div' &&
        !(node.attribs.class ?? '').includes('gallery') &&
        node.children.some(isElement)
      ) {
        // A wrapper: its children are the blocks (Gutenberg groups and columns).
        blocks.push(...htmlBlocks(outer(node.children)));
        continue;
      }
      blocks.push(elementBlock(node));
    }
  }
  flush();
  return merged(blocks);
}

/** A block with no picture as HTML (what a post's body keeps). */
export function blockHtml(block: ConvertedBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
    case 'quote':
      return `<blockquote><p>${escapeHtml(block.text)}</p>${block.source === '' ? '' : `<cite>${escapeHtml(block.source)}</cite>`}</blockquote>`;
    case 'text':
    case 'html':
    case 'image':
    case 'gallery':
    case 'embed':
      return block.html;
  }
}
