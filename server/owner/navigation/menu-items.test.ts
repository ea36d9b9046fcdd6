// Menu trees: stored JSON read back leniently, and links to a removed page taken out with their children moved up.
import { describe, expect, it } from 'vitest';
import { storedNavigationItems, withoutLinksTo } from './menu-items.js';

describe('storedNavigationItems', () => {
  it('keeps the known fields, drops the rest, and gives every link a list of children', () => {
    expect(
      storedNavigationItems([
        { pageId: 'p1', title: 'Home', newWindow: false, legacy: 1 },
        'not a link',
        { collectionId: 'c1', memberAreaId: 'm1', items: [{ externalLink: '/x', newWindow: 'yes' }] },
      ]),
    ).toEqual([
      { pageId: 'p1', title: 'Home', newWindow: false, items: [] },
      { collectionId: 'c1', memberAreaId: 'm1', items: [{ externalLink: '/x', items: [] }] },
    ]);
    expect(storedNavigationItems(null)).toEqual([]);
  });
});

describe('withoutLinksTo', () => {
  const menu = storedNavigationItems([
    { pageId: 'home' },
    { pageId: 'about', items: [{ pageId: 'team' }, { collectionId: 'blog-collection' }] },
    { title: 'More', items: [{ pageId: 'blog', collectionId: 'blog-collection' }, { externalLink: '/x' }] },
  ]);

  it('moves the children of a removed link up to its place', () => {
    expect(withoutLinksTo(menu, { pageId: 'about' })).toEqual(
      storedNavigationItems([
        { pageId: 'home' },
        { pageId: 'team' },
        { collectionId: 'blog-collection' },
        {
          title: 'More',
          items: [{ pageId: 'blog', collectionId: 'blog-collection' }, { externalLink: '/x' }],
        },
      ]),
    );
  });

  it('removes links to the page and to the collection it showed, at every level', () => {
    expect(withoutLinksTo(menu, { pageId: 'blog', collectionId: 'blog-collection' })).toEqual(
      storedNavigationItems([
        { pageId: 'home' },
        { pageId: 'about', items: [{ pageId: 'team' }] },
        { title: 'More', items: [{ externalLink: '/x' }] },
      ]),
    );
  });

  it('says when nothing linked there', () => {
    expect(withoutLinksTo(menu, { pageId: 'elsewhere', collectionId: null })).toBeUndefined();
  });
});
