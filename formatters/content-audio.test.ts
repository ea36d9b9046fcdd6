// Tests the audio-player widget: its markup, escaping, and that it sees only the item.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: CONTENT_FORMATTERS }).template.render(data).html;
}

describe('audio-player', () => {
  it('prints the player script and element for the item', () => {
    const item = { id: 'a1', structuredContent: { audioAssetUrl: 'https://cdn.example/ep1.mp3' } };
    expect(render('{item|audio-player}|', { item })).toBe(
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
        '<div class="squarespace-audio-player" data-audio-asset-url="https://cdn.example/ep1.mp3" ' +
        'data-item-id="a1" id="audio-player-a1"></div>|',
    );
  });

  it('escapes the stored values and cannot see the page around the item', () => {
    const html = render('{item|audio-player}', {
      id: 'page-id',
      structuredContent: { audioAssetUrl: '/page.mp3' },
      item: { structuredContent: { audioAssetUrl: '/a.mp3?x=1&y="2"' } },
    });
    expect(html).toContain(
      'data-audio-asset-url="/a.mp3?x=1&amp;y=&quot;2&quot;" data-item-id="" id="audio-player-"',
    );
  });
});
