// Tests the comment plugins as a template author sees them: count wording, link and comments widgets, predicates.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { SOCIAL_FORMATTERS, SOCIAL_PREDICATES } from './social.js';

function render(source: string, data: unknown): string {
  const { template, errors } = compile(source, {
    formatters: SOCIAL_FORMATTERS,
    predicates: SOCIAL_PREDICATES,
  });
  expect(errors).toEqual([]);
  return template.render(data).html;
}

const ITEM = { id: '560c37c1a7c8465c4a71d99a', fullUrl: 'http://example.com/bar' };

describe('comment-count', () => {
  it("says 'No Comments', '1 Comment' or 'N Comments'", () => {
    expect(render('{@|comment-count}', { publicCommentCount: 0 })).toBe('No Comments');
    expect(render('{@|comment-count}', { publicCommentCount: 1 })).toBe('1 Comment');
    expect(render('{@|comment-count}', { publicCommentCount: 10 })).toBe('10 Comments');
  });

  it('counts a missing count as none and prints nothing for one that is not a number', () => {
    expect(render('{item|comment-count}', {})).toBe('No Comments');
    expect(render('{@|comment-count}', { publicCommentCount: 'many' })).toBe('');
  });

  it('warns about arguments it would ignore', () => {
    const { errors } = compile('{@|comment-count x}', { formatters: SOCIAL_FORMATTERS });
    expect(errors.map((e) => [e.severity, e.message])).toEqual([
      ['warning', 'comment-count takes no arguments, got 1'],
    ]);
  });
});

describe('comment-link', () => {
  it('links to Disqus when the site has a Disqus short name', () => {
    expect(
      render('{item|comment-link}', { websiteSettings: { disqusShortname: 'abc' }, item: ITEM }).trim(),
    ).toBe(
      '<a href="http://example.com/bar" class="sqs-comment-link sqs-disqus-comment-link" data-id="560c37c1a7c8465c4a71d99a"></a>',
    );
  });

  it('links to the native comments with their count', () => {
    const html = (count: number): string =>
      render('{item|comment-link}', { item: { ...ITEM, publicCommentCount: count } }).trim();
    expect(html(20)).toBe(
      '<a href="http://example.com/bar#comments-560c37c1a7c8465c4a71d99a" class="sqs-comment-link" ' +
        'data-id="560c37c1a7c8465c4a71d99a">\n  20\n  Comments\n  </a>',
    );
    expect(html(0)).toContain('>\n  No\n  Comments\n  </a>');
    expect(html(1)).toContain('>\n  1\n  Comment\n  </a>');
  });
});

describe('comments', () => {
  it('renders the Disqus thread or the native container of an item or collection', () => {
    expect(
      render('{item|comments}', { websiteSettings: { disqusShortname: 'abc' }, item: ITEM }).trim(),
    ).toBe('<div class="squarespace-comments" id="disqus_thread"></div>');
    expect(
      render('{item|comments}', { item: { ...ITEM, publicCommentCount: 2, commentState: 1 } }).trim(),
    ).toBe(
      '<div class="squarespace-comments" id="comments-560c37c1a7c8465c4a71d99a" data-item-id="560c37c1a7c8465c4a71d99a" ' +
        'data-public-comment-count="2" data-comment-state="1"></div>',
    );
    expect(
      render('{collection|comments}', {
        collection: { id: 'c1', publicCommentCount: 0, commentState: 1 },
      }).trim(),
    ).toBe(
      '<div class="squarespace-comments" id="comments-c1" data-collection-id="c1" data-public-comment-count="0" data-comment-state="1"></div>',
    );
  });

  it('renders a bare container for a missing value', () => {
    expect(render('{nothing|comments}', {}).trim()).toBe(
      '<div class="squarespace-comments" id="comments-"></div>',
    );
  });
});

describe('comments?', () => {
  const shown = (item: unknown): string =>
    render('{.section item}{.comments?}yes{.or}no{.end}{.end}', { item });

  it('is true when comments are open or some are public', () => {
    expect(shown({ commentState: 1, publicCommentCount: 0 })).toBe('yes');
    expect(shown({ commentState: 2, publicCommentCount: 20 })).toBe('yes');
    expect(shown({ commentState: 0 })).toBe('no');
  });

  it('is false when the site settings do not enable comments', () => {
    expect(shown({ websiteSettings: { commentsEnabled: false }, commentState: 1 })).toBe('no');
    expect(shown({ websiteSettings: {}, commentState: 1 })).toBe('no');
    expect(shown({ websiteSettings: { commentsEnabled: true }, commentState: 1 })).toBe('yes');
  });
});

describe('disqus?', () => {
  const uses = (websiteSettings: unknown): string =>
    render('{.section item}{.disqus?}disqus{.or}native{.end}{.end}', { websiteSettings, item: { id: 1 } });

  it('is true when the site has a Disqus short name, under either casing', () => {
    expect(uses({ disqusShortName: 'abc' })).toBe('disqus');
    expect(uses({ disqusShortname: 'abc' })).toBe('disqus');
  });

  it('is false when the name is empty or missing', () => {
    expect(uses({ disqusShortName: '' })).toBe('native');
    expect(uses({})).toBe('native');
    expect(uses(undefined)).toBe('native');
  });
});
