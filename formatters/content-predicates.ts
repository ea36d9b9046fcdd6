// Content predicates (JSONT §10.6) about an item and its collection: links, folders, images, events, excerpts.
import type { Predicate, PredicateTable } from '../engine/types.js';
import { asNumber, asString, getMember, getPath, isJacksonTrue, isTruthy } from '../engine/values.js';
import { COLLECTION_TYPE, FOLDER_BEHAVIOR } from '../domain/enums.js';
import { removeTags } from '../domain/images.js';
import { checkedPredicate, noArgs } from './content-args.js';

const DAY = 86_400_000;
/** Whitespace, no-break space and zero-width space: an excerpt of only these is empty. */
const BLANK = /[\s\u200b\u00a0]+/g;

/** A predicate of the current node that takes no arguments. */
function ofNode(name: string, test: (node: unknown) => boolean): Predicate {
  return checkedPredicate((_args, ctx) => test(ctx.node), noArgs(name));
}

function hasMainImage(node: unknown): boolean {
  return isTruthy(getMember(node, 'mainImageId')) || isTruthy(getMember(node, 'systemDataId'));
}

function size(node: unknown): number {
  if (Array.isArray(node)) return node.length;
  return typeof node === 'object' && node !== null ? Object.keys(node).length : 0;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function typeIs(holder: unknown, code: number): boolean {
  const type = getMember(holder, 'type');
  return type !== undefined && asNumber(type) === code;
}

function excerptText(node: unknown): string {
  const excerpt = getMember(node, 'excerpt');
  const html = getMember(excerpt, 'html');
  if (typeof html === 'string') return html;
  return typeof excerpt === 'string' ? excerpt : '';
}

function utcDay(epochMs: number): number {
  return Math.floor(epochMs / DAY);
}

const CALENDAR_VIEW = ['calendarView'];
const FOLDER_BEHAVIOR_PATH = ['folderBehavior'];
const TYPE_NAME = ['typeName'];
const COLLECTION_FOLDER = ['collection', 'folder'];

/** The item and collection predicates by name. */
export const ITEM_PREDICATES: PredicateTable = {
  /** The page shows events as a calendar (strict boolean, looked up outwards). */
  'calendar-view?': checkedPredicate(
    (_args, ctx) => isJacksonTrue(ctx.resolve(CALENDAR_VIEW)),
    noArgs('calendar-view?'),
  ),
  /** The first child item has an image. */
  'child-images?': ofNode('child-images?', (node) => {
    const items = getMember(node, 'items');
    return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
  }),
  /** A navigation entry links somewhere: no folder behaviour, or index or redirect (SPEC §4). */
  'clickable?': checkedPredicate((_args, ctx) => {
    const behavior = ctx.resolve(FOLDER_BEHAVIOR_PATH);
    if (behavior === undefined) return true;
    const code = asNumber(behavior);
    return code === FOLDER_BEHAVIOR.index || code === FOLDER_BEHAVIOR.redirect;
  }, noArgs('clickable?')),
  'collection?': ofNode('collection?', (node) => isTruthy(getMember(node, 'collection'))),
  'collection-page?': ofNode('collection-page?', (node) =>
    typeIs(getMember(node, 'collection'), COLLECTION_TYPE.page),
  ),
  /** The node's collection (or the node itself, when it is a collection) is a template page. */
  'collection-template-page?': ofNode('collection-template-page?', (node) => {
    const collection = getMember(node, 'collection');
    return typeIs(collection === undefined ? node : collection, COLLECTION_TYPE['template-page']);
  }),
  'collectionTypeNameEquals?': checkedPredicate(
    (args, ctx) => args.length > 0 && asString(ctx.resolve(TYPE_NAME)) === args[0],
    (args) =>
      args.length === 1 ? undefined : `collectionTypeNameEquals? expects one type name, got ${args.length}`,
  ),
  /** The excerpt has visible text once tags and blank characters are gone. */
  'excerpt?': ofNode('excerpt?', (node) => removeTags(excerptText(node)).replace(BLANK, '').length > 0),
  'external-link?': ofNode('external-link?', (node) => isTruthy(getMember(node, 'externalLink'))),
  'folder?': ofNode('folder?', (node) => isTruthy(getPath(node, COLLECTION_FOLDER))),
  'main-image?': ofNode('main-image?', hasMainImage),
  /** The item is a link post that sends visitors straight to its source. */
  'passthrough?': ofNode(
    'passthrough?',
    (node) => isTruthy(getMember(node, 'passthrough')) && asString(getMember(node, 'sourceUrl')) !== '',
  ),
  'redirect?': ofNode(
    'redirect?',
    (node) => asNumber(getMember(node, 'folderBehavior')) === FOLDER_BEHAVIOR.redirect,
  ),
  /** The item has map coordinates. */
  'location?': ofNode('location?', (node) => {
    const location = getMember(node, 'location');
    return isPresent(getMember(location, 'mapLat')) && isPresent(getMember(location, 'mapLng'));
  }),
  'has-multiple?': ofNode('has-multiple?', (node) => size(node) > 1),
  /** The collection is a folder whose behaviour is to index its pages. */
  'index?': ofNode('index?', (node) => {
    const collection = getMember(node, 'collection');
    const behavior = getMember(collection, 'folderBehavior');
    // Strictly the number: `"1"` is not the index behaviour here, unlike in clickable?.
    return isTruthy(getMember(collection, 'folder')) && behavior === FOLDER_BEHAVIOR.index;
  }),
  /** The event starts and ends on the same calendar day in UTC. */
  'same-day?': ofNode('same-day?', (node) => {
    const start = asNumber(getMember(node, 'startDate'));
    const end = asNumber(getMember(node, 'endDate'));
    return utcDay(start) === utcDay(end);
  }),
  'serviceNameEmail?': ofNode(
    'serviceNameEmail?',
    (node) => asString(getMember(node, 'serviceName')) === 'email',
  ),
  'show-past-events?': ofNode(
    'show-past-events?',
    (node) => asString(getMember(node, 'showPastOrUpcomingEvents')) === 'past',
  ),
};
