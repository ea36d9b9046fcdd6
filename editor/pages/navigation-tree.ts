// The main menu as a tree the editor can move links in: stable keys, flattening with depths, and each menu move.
import { MAX_NAVIGATION_DEPTH, type NavigationItem } from '../../domain/owner-api/navigation-rules.js';

/** One link of a menu without its children: a page, a collection, an address, a member area or a title. */
export type NavLink = Omit<NavigationItem, 'items'>;

/** A menu link with a key that survives moves and reloads, and its children. */
export interface NavNode {
  key: string;
  link: NavLink;
  children: NavNode[];
}

/** A link of the flattened tree: where it is (its depth, 0 at the top) and under which link. */
export interface FlatNode {
  key: string;
  link: NavLink;
  depth: number;
  parentKey: string | null;
}

/** The deepest a link may sit, counted from 0 (the site renders {@link MAX_NAVIGATION_DEPTH} levels). */
export const MAX_DEPTH_INDEX = MAX_NAVIGATION_DEPTH - 1;

/** What a link points at, as a key: the same link reads the same key after a save and a reload. */
function baseKey(link: NavLink): string {
  if (link.pageId !== undefined) return `page:${link.pageId}`;
  if (link.collectionId !== undefined) return `collection:${link.collectionId}`;
  if (link.externalLink !== undefined) return `link:${link.externalLink}`;
  if (link.memberAreaId !== undefined) return `member:${link.memberAreaId}`;
  return `folder:${link.title ?? ''}`;
}

/** The link's own fields, without `items` (kept exactly as stored, so unknown-to-us fields survive a save). */
function ownFields(item: NavigationItem): NavLink {
  const { items: _items, ...link } = item;
  return link;
}

/**
 * The stored menu as nodes. Keys come from what each link points at (a second link to the same
 * page gets `#2`), not from its place, so a link keeps its key, and its row its focus, when moved.
 */
export function toNodes(items: readonly NavigationItem[]): NavNode[] {
  const seen = new Map<string, number>();
  const convert = (list: readonly NavigationItem[]): NavNode[] =>
    list.map((item) => {
      const link = ownFields(item);
      const base = baseKey(link);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return {
        key: count === 1 ? base : `${base}#${count}`,
        link,
        children: convert(item.items ?? []),
      };
    });
  return convert(items);
}

/** The nodes as the menu is stored (`PUT /api/owner/navigation/main`). */
export function toItems(nodes: readonly NavNode[]): NavigationItem[] {
  return nodes.map((node) => ({ ...node.link, items: toItems(node.children) }));
}

/** The tree as a list in reading order, each link with its depth and parent. */
export function flatten(nodes: readonly NavNode[], depth = 0, parentKey: string | null = null): FlatNode[] {
  return nodes.flatMap((node) => [
    { key: node.key, link: node.link, depth, parentKey },
    ...flatten(node.children, depth + 1, node.key),
  ]);
}

/**
 * The tree a flat list describes: each link goes under the nearest link before it that is one
 * level up. Depths must not jump by more than one from a link to the next (moves keep them so).
 */
export function fromFlat(rows: readonly Pick<FlatNode, 'key' | 'link' | 'depth'>[]): NavNode[] {
  const roots: NavNode[] = [];
  const open: NavNode[] = [];
  for (const row of rows) {
    const node: NavNode = { key: row.key, link: row.link, children: [] };
    const depth = Math.min(row.depth, open.length);
    open.length = depth;
    (depth === 0 ? roots : open[depth - 1].children).push(node);
    open.push(node);
  }
  return roots;
}

/** How many levels hang under a link (0 for a link without children). */
export function subtreeHeight(node: NavNode): number {
  return node.children.reduce((most, child) => Math.max(most, subtreeHeight(child) + 1), 0);
}

/** The node with `key` and the list it sits in, or undefined. */
export function locate(
  nodes: NavNode[],
  key: string,
  depth = 0,
  parent: NavNode | null = null,
): { node: NavNode; siblings: NavNode[]; index: number; depth: number; parent: NavNode | null } | undefined {
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index];
    if (node.key === key) return { node, siblings: nodes, index, depth, parent };
    const inner = locate(node.children, key, depth + 1, node);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A deep copy, so that moves never change the nodes React rendered. */
function clone(nodes: readonly NavNode[]): NavNode[] {
  return nodes.map((node) => ({ ...node, children: clone(node.children) }));
}

/** The menu moves possible for a link, for its row's menu. */
export interface MoveOptions {
  up: boolean;
  down: boolean;
  indent: boolean;
  outdent: boolean;
}

/** Which moves a link allows: up and down among its siblings, in under the one above, out from its parent. */
export function moveOptions(nodes: NavNode[], key: string): MoveOptions {
  const found = locate(nodes, key);
  if (found === undefined) return { up: false, down: false, indent: false, outdent: false };
  const { node, siblings, index, depth } = found;
  return {
    up: index > 0,
    down: index < siblings.length - 1,
    indent: index > 0 && depth + 1 + subtreeHeight(node) <= MAX_DEPTH_INDEX,
    outdent: depth > 0,
  };
}

/** Swaps a link (with its children) with the sibling before it. */
export function moveUp(nodes: readonly NavNode[], key: string): NavNode[] {
  const tree = clone(nodes);
  const found = locate(tree, key);
  if (found === undefined || found.index === 0) return tree;
  const { siblings, index } = found;
  [siblings[index - 1], siblings[index]] = [siblings[index], siblings[index - 1]];
  return tree;
}

/** Swaps a link (with its children) with the sibling after it. */
export function moveDown(nodes: readonly NavNode[], key: string): NavNode[] {
  const tree = clone(nodes);
  const found = locate(tree, key);
  if (found === undefined || found.index >= found.siblings.length - 1) return tree;
  const { siblings, index } = found;
  [siblings[index], siblings[index + 1]] = [siblings[index + 1], siblings[index]];
  return tree;
}

/** Puts a link under the sibling before it, as that sibling's last child (when the depth allows). */
export function indent(nodes: readonly NavNode[], key: string): NavNode[] {
  const tree = clone(nodes);
  if (!moveOptions(tree, key).indent) return tree;
  const { siblings, index, node } = locate(tree, key)!;
  siblings.splice(index, 1);
  siblings[index - 1].children.push(node);
  return tree;
}

/** Takes a link out of its parent: it comes right after the parent, its own children with it. */
export function outdent(nodes: readonly NavNode[], key: string): NavNode[] {
  const tree = clone(nodes);
  const found = locate(tree, key);
  if (found === undefined || found.parent === null) return tree;
  const { siblings, index, node, parent } = found;
  siblings.splice(index, 1);
  const outer = locate(tree, parent.key)!;
  outer.siblings.splice(outer.index + 1, 0, node);
  return tree;
}

/**
 * Removes a link from the menu. Its children take its place, so removing one link never takes
 * other pages out of the menu with it.
 */
export function removeLink(nodes: readonly NavNode[], key: string): NavNode[] {
  const tree = clone(nodes);
  const found = locate(tree, key);
  if (found === undefined) return tree;
  found.siblings.splice(found.index, 1, ...found.node.children);
  return tree;
}

/** Adds a link at the end of the menu's top level. */
export function appendLink(nodes: readonly NavNode[], link: NavLink): NavNode[] {
  return toNodes([...toItems(nodes), { ...link, items: [] }]);
}

/** Replaces a link's own fields (title, address, new window), keeping its place and children. */
export function replaceLink(nodes: readonly NavNode[], key: string, link: NavLink): NavNode[] {
  const tree = clone(nodes);
  const found = locate(tree, key);
  if (found !== undefined) found.node.link = link;
  return tree;
}
