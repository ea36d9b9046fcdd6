// Tests the Twitter formatters as a template author sees them: linked tweet text and the follow button.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { SOCIAL_FORMATTERS } from './social.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: SOCIAL_FORMATTERS }).template.render(data).html;
}

const SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
  'Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';

describe('activate-twitter-links', () => {
  it('links @mentions, #hashtags and web links, opening a new window', () => {
    expect(render('{text|activate-twitter-links}', { text: 'hi @Ann #news http://a.co/x' })).toBe(
      'hi <a target="new" href="https://twitter.com/Ann/">@Ann</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/news?src=hash">#news</a> ' +
        '<a target="new" href="http://a.co/x">http://a.co/x</a>',
    );
  });

  it('prints nothing for a missing or non-text value, numbers as text', () => {
    expect(render('{text|activate-twitter-links}', {})).toBe('');
    expect(render('{text|activate-twitter-links}', { text: { a: 1 } })).toBe('');
    expect(render('{text|activate-twitter-links}', { text: 42 })).toBe('42');
  });
});

describe('twitter-follow-button', () => {
  it("renders the follow button for the account's user name", () => {
    expect(render('{@|twitter-follow-button}', { userName: 'foobar' })).toBe(
      `${SCRIPT}<div class="squarespace-follow-button" data-username="foobar"></div>`,
    );
  });

  it('falls back to the last segment of the profile URL', () => {
    expect(render('{@|twitter-follow-button}', { profileUrl: 'https://twitter.com/alice' })).toBe(
      `${SCRIPT}<div class="squarespace-follow-button" data-username="alice"></div>`,
    );
  });

  it('escapes the name and renders an empty one for a missing account', () => {
    expect(render('{@|twitter-follow-button}', { profileUrl: 'x/"><script>' })).toContain(
      'data-username="&quot;&gt;&lt;script&gt;"',
    );
    expect(render('{account|twitter-follow-button}', {})).toBe(
      `${SCRIPT}<div class="squarespace-follow-button" data-username=""></div>`,
    );
  });
});
