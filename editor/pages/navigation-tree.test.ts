// Tests the menu tree's moves and the drag projection: what each move does to the stored menu, and where drops land.
import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../domain/owner-api/navigation.js';
import {
  appendLink,
  indent,
  moveDown,
  moveOptions,
  moveUp,
  outdent,
  removeLink,
  toItems,
  toNodes,
} from './navigation-tree.js';
import { dragRows, dropInto, heightOf, project, UNLINKED_DIVIDER, unlinkedRowId } from './tree-drag.js';

const menu: NavigationItem[] = [
  { pageId: 'home', items: [] },
  { pageId: 'about', items: [{ pageId: 'shipping', items: [] }] },
  { title: 'Instagram', externalLink: 'https://instagram.com/x', newWindow: true, items: [] },
];

/** The menu as page ids and titles, nested, to compare shapes at a glance. */
function shape(items: NavigationItem[]): unknown[] {
  return items.map((item) => {
    const name = item.pageId ?? item.title;
    return item.items.length === 0 ? name : [name, shape(item.items)];
  });
}

describe('the menu tree', () => {
  it('keeps every stored field of a link through a round trip', () => {
    expect(toItems(toNodes(menu))).toEqual(menu);
  });

  it('gives the same link the same key wherever it moves, and a second link to a page its own', () => {
    const nodes = toNodes([...menu, { pageId: 'home', items: [] }]);
    expect(nodes.map((node) => node.key)).toEqual([
      'page:home',
      'page:about',
      'link:https://instagram.com/x',
      'page:home#2',
    ]);
    expect(moveDown(nodes, 'page:home')[1].key).toBe('page:home');
  });

  it('moves a link up and down among its siblings, with its children', () => {
    const nodes = toNodes(menu);
    expect(shape(toItems(moveDown(nodes, 'page:home')))).toEqual([
      ['about', ['shipping']],
      'home',
      'Instagram',
    ]);
    expect(shape(toItems(moveUp(nodes, 'page:about')))).toEqual([
      ['about', ['shipping']],
      'home',
      'Instagram',
    ]);
    expect(moveOptions(nodes, 'page:home')).toEqual({ up: false, down: true, indent: false, outdent: false });
    expect(moveOptions(nodes, 'page:shipping')).toEqual({
      up: false,
      down: false,
      indent: false,
      outdent: true,
    });
  });

  it('indents a link under the one above and outdents it back after its parent', () => {
    const nodes = toNodes(menu);
    const indented = indent(nodes, 'link:https://instagram.com/x');
    expect(shape(toItems(indented))).toEqual(['home', ['about', ['shipping', 'Instagram']]]);
    expect(shape(toItems(outdent(nodes, 'page:shipping')))).toEqual([
      'home',
      'about',
      'shipping',
      'Instagram',
    ]);
  });

  it('refuses to indent past the fourth level', () => {
    const deep = toNodes([
      { pageId: 'a', items: [] },
      { pageId: 'b', items: [{ pageId: 'c', items: [{ pageId: 'd', items: [] }] }] },
    ]);
    // b would sit at level 2 and d at level 4: allowed. Once more and d would be at level 5.
    const once = indent(deep, 'page:b');
    expect(shape(toItems(once))).toEqual([['a', [['b', [['c', ['d']]]]]]]);
    expect(moveOptions(toNodes([{ pageId: 'x', items: [] }, ...toItems(once)]), 'page:a').indent).toBe(false);
  });

  it('lets the children of a removed link take its place', () => {
    expect(shape(toItems(removeLink(toNodes(menu), 'page:about')))).toEqual([
      'home',
      'shipping',
      'Instagram',
    ]);
  });

  it('adds a link at the end of the top level', () => {
    expect(shape(toItems(appendLink(toNodes(menu), { pageId: 'contact' })))).toEqual([
      'home',
      ['about', ['shipping']],
      'Instagram',
      'contact',
    ]);
  });
});

describe('dropping a dragged row', () => {
  const nodes = toNodes(menu);

  it('lists the menu, the "Not linked" divider, then the pages in no menu; a dragged link hides its children', () => {
    expect(dragRows(nodes, ['contact']).map((row) => [row.id, row.depth])).toEqual([
      ['page:home', 0],
      ['page:about', 0],
      ['page:shipping', 1],
      ['link:https://instagram.com/x', 0],
      [UNLINKED_DIVIDER, 0],
      ['unlinked:contact', 0],
    ]);
    expect(dragRows(nodes, [], 'page:about').map((row) => row.id)).not.toContain('page:shipping');
  });

  it('nests a link under the one above when dragged to the right', () => {
    const rows = dragRows(nodes, []);
    const projection = project(rows, 'link:https://instagram.com/x', 'link:https://instagram.com/x', 60);
    expect(projection).toEqual({ section: 'main', depth: 2, parentId: 'page:shipping' });
    const next = dropInto(
      nodes,
      rows,
      'link:https://instagram.com/x',
      'link:https://instagram.com/x',
      projection!,
    );
    expect(shape(toItems(next!))).toEqual(['home', ['about', [['shipping', ['Instagram']]]]]);
  });

  it('moves a link with its children and keeps them under it', () => {
    const rows = dragRows(nodes, [], 'page:about');
    const projection = project(rows, 'page:about', 'page:home', 0, heightOf(nodes, 'page:about'));
    const next = dropInto(nodes, rows, 'page:about', 'page:home', projection!);
    expect(shape(toItems(next!))).toEqual([['about', ['shipping']], 'home', 'Instagram']);
  });

  it('takes a link out of the menu when dropped under "Not linked", and adds a page dropped above it', () => {
    const rows = dragRows(nodes, ['contact'], 'page:home');
    const out = project(rows, 'page:home', UNLINKED_DIVIDER, 0);
    expect(out?.section).toBe('unlinked');
    expect(shape(toItems(dropInto(nodes, rows, 'page:home', UNLINKED_DIVIDER, out!)!))).toEqual([
      ['about', ['shipping']],
      'Instagram',
    ]);
    const plain = dragRows(nodes, ['contact'], unlinkedRowId('contact'));
    const into = project(plain, unlinkedRowId('contact'), 'page:about', 0);
    expect(into).toEqual({ section: 'main', depth: 0, parentId: null });
    expect(shape(toItems(dropInto(nodes, plain, unlinkedRowId('contact'), 'page:about', into!)!))).toEqual([
      'home',
      'contact',
      ['about', ['shipping']],
      'Instagram',
    ]);
  });

  it('changes nothing when a row is dropped where it was', () => {
    const rows = dragRows(nodes, []);
    const projection = project(rows, 'page:home', 'page:home', 0);
    expect(dropInto(nodes, rows, 'page:home', 'page:home', projection!)).toBeUndefined();
  });
});
