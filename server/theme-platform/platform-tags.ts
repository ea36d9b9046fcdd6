// The developer platform's <squarespace:…> tags, rewritten into JSON-T before a template is compiled.
import { withExcerpt } from '../../engine/errors.js';
import type { Formatter, FormatterTable, TemplateError } from '../../engine/types.js';
import { suggest } from '../../engine/errors.js';
import { positionOf, themeError, type ThemeError } from './theme-errors.js';
import { PLATFORM_NAME } from './theme-folder.js';

/**
 * Where the render puts what the tags need, in the page's context: `navigations.NAME` ({ items }),
 * `queries.ID` ({ items, collection }) and `blockFields.ID` (HTML). The rewritten templates read it.
 */
export const PLATFORM_KEY = 'squarespace-platform';

/** A `<squarespace:query>`'s parameters, as the theme wrote them. */
export interface QueryParams {
  collection: string;
  /**
   * The page context's path the collection is read from when the tag wrote it as one reference
   * (`collection="{collection.urlId}"`); `collection` is then filled in before the site is asked.
   */
  collectionFrom?: string;
  limit?: number;
  featured?: boolean;
  category?: string;
  tag?: string;
}

/** One query of a template, with the id its results are filled under. */
export interface PlatformQuery {
  id: string;
  params: QueryParams;
}

/** What the platform tags of one template need at render time. */
export interface PlatformNeeds {
  navigations: Set<string>;
  queries: PlatformQuery[];
  blockFields: Set<string>;
  /** The `columns` a block field's tag gives, by id (those without it are not here). */
  blockFieldColumns: Map<string, number>;
  /** Collections whose categories `<squarespace:category collection="C">` lists. */
  categories: Set<string>;
  /** True when `<squarespace:folder-navigation>` is used: the page's folder's links. */
  folderNavigation: boolean;
}

/** What the rewriter may check names against; a check is skipped when its list is not given. */
export interface RewriteKnowledge {
  navigations?: readonly string[];
  /** Partial names (`navigation.block`). */
  blocks?: readonly string[];
  /** Paths under `scripts/`. */
  scripts?: readonly string[];
  /** Gives each query a theme-wide unique id; default `q1`, `q2`, … within this template. */
  queryId?: () => string;
}

/** A replaced span: where it was in the theme's source and where its JSON-T is in the rewritten one. */
interface Edit {
  fromStart: number;
  fromEnd: number;
  toStart: number;
  toEnd: number;
}

/** Maps positions in the rewritten source back to the theme's file. */
export class SourceMap {
  constructor(
    readonly original: string,
    readonly rewritten: string,
    private readonly edits: readonly Edit[],
  ) {}

  /** Where each line of the rewritten source starts, indexed on the first error to place. */
  private rewrittenLines: number[] | undefined;

  /**
   * The theme file's line and column for a line and column of the rewritten source. Binary
   * searches: a template with thousands of errors and tags must not cost errors × lines.
   */
  toOriginal(line: number, column: number): { line: number; column: number } {
    if (this.edits.length === 0) return { line, column };
    if (this.rewrittenLines === undefined) {
      this.rewrittenLines = [0];
      for (let i = 0; i < this.rewritten.length; i++) {
        if (this.rewritten.charCodeAt(i) === 10) this.rewrittenLines.push(i + 1);
      }
    }
    const starts = this.rewrittenLines;
    // A line past the end counts from the last line's start, as the column may run on.
    const offset = (starts[Math.min(line, starts.length) - 1] ?? 0) + column - 1;
    // The last edit starting at or before the offset decides: inside it, its start in the theme's
    // file; after it, the same distance after its end there.
    let low = -1;
    let high = this.edits.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.edits[middle].toStart <= offset) low = middle;
      else high = middle - 1;
    }
    const edit = low < 0 ? undefined : this.edits[low];
    const original =
      edit === undefined ? offset : offset < edit.toEnd ? edit.fromStart : offset - edit.toEnd + edit.fromEnd;
    return positionOf(this.original, original);
  }

  /** The error moved to the theme file's position, with an excerpt of the theme's own line. */
  mapError(error: TemplateError, file: string): ThemeError {
    const at = this.toOriginal(error.line, error.column);
    const moved = { ...error, ...at, excerpt: undefined };
    return { ...(withExcerpt(moved, this.original) as TemplateError), file };
  }
}

/** The rewritten template, its map back to the source, what it needs, and the tag problems found. */
export interface RewriteResult {
  source: string;
  map: SourceMap;
  needs: PlatformNeeds;
  errors: ThemeError[];
}

const TAG = /<(\/?)squarespace:([\w-]+)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const PAIRED = new Set(['navigation', 'query', 'category', 'folder-navigation']);
/** Every platform tag of the developer documentation. */
export const PLATFORM_TAGS: ReadonlySet<string> = new Set([
  'navigation',
  'folder-navigation',
  'query',
  'category',
  'block-field',
  'script',
]);
const KNOWN = PLATFORM_TAGS;
const QUERY_ATTRIBUTES = new Set(['collection', 'limit', 'featured', 'category', 'tag']);
/** `|apply NAME` in a JSON-T tag: the partial (block) it applies. */
const APPLY = /\|\s*apply\s+([^\s|}]+)/g;
/** `{.macro NAME}`: a partial of the template's own. */
const MACRO = /\{\.macro\s+([^\s}]+)\s*\}/g;
/** JSON-T comments: `{## … ##}` and `{# … }`. */
const COMMENT = /\{##[\s\S]*?##\}|\{#(?!#)[^}]*\}/g;

/** The formatter that prints a block field whose id is made from the context while rendering. */
export const BLOCK_FIELD_FORMATTER = 'squarespace-block-field';

/**
 * `{id}_intro` → references `['id']` and pattern `$1_intro` (the formatter's argument); undefined
 * for a plain id, or one whose literal parts or references are not simple names.
 */
export function dynamicBlockFieldId(id: string): { references: string[]; pattern: string } | undefined {
  if (!id.includes('{')) return undefined;
  const references: string[] = [];
  const pattern = id.replace(/\{([\w@.-]+)\}/g, (_whole, reference: string) => {
    references.push(reference);
    return `$${references.length}`;
  });
  return references.length > 0 && /^[\w$-]+$/.test(pattern) ? { references, pattern } : undefined;
}

/** The render flag holding a `Set` where {@link BLOCK_FIELD_FORMATTER} notes ids it had no HTML for. */
export const MISSING_BLOCK_FIELDS_FLAG = 'squarespace-platform-missing-block-fields';

/**
 * `{ref…|squarespace-block-field PATTERN}`: the HTML of the block field whose id is PATTERN with
 * `$1`, `$2`… replaced by the references' values, from the context's platform values; an id not
 * there yet prints nothing and is noted in the {@link MISSING_BLOCK_FIELDS_FLAG} set, so the page
 * can be rendered again once the site has answered.
 */
const blockFieldFormatter: Formatter = (value, args, ctx) => {
  const values = ctx.variables.length > 0 ? ctx.variables : [value];
  const id = (args[0] ?? '').replace(/\$(\d+)/g, (_whole, n: string) => {
    const part = values[Number(n) - 1];
    return typeof part === 'string' || typeof part === 'number' ? String(part) : '';
  });
  if (!PLATFORM_NAME.test(id)) return '';
  const fields = ctx.resolve([PLATFORM_KEY, 'blockFields']) as Record<string, unknown> | undefined;
  const html = fields?.[id];
  if (typeof html === 'string') return html;
  const missing = ctx.flags[MISSING_BLOCK_FIELDS_FLAG];
  if (missing instanceof Set) missing.add(id);
  return '';
};

/** The formatters the rewritten templates use, added to the theme's. */
export const PLATFORM_FORMATTERS: FormatterTable = { [BLOCK_FIELD_FORMATTER]: blockFieldFormatter };

const htmlAttr = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const didYouMean = (name: string, known: Iterable<string>): string => {
  const guess = suggest(name, known);
  return guess === undefined ? '' : ` Did you mean '${guess}'?`;
};

/**
 * Rewrites the platform tags of `source` (the template `file` of a theme) into JSON-T that reads
 * {@link PLATFORM_KEY}:
 * - `<squarespace:navigation navigationId="N" template="T" />` → the navigation applied to
 *   `blocks/T.block`; the paired form renders its inside with the navigation (`{ items }`) as scope;
 * - `<squarespace:query collection="C" …>…</squarespace:query>` → its inside with the query's
 *   `items` and `collection` as scope (the outer context still reachable);
 * - `<squarespace:block-field id="X" columns="12" />` → the block area's HTML in its layout `div`;
 * - `<squarespace:script src="S" />` → `<script src="/scripts/S"></script>`.
 * `{squarespace-headers}` and the other `{squarespace…}` names are plain JSON-T references (the
 * engine reads names with `-`); the renderer supplies their values.
 */
export function rewritePlatformTags(
  source: string,
  file: string,
  knowledge: RewriteKnowledge = {},
): RewriteResult {
  const errors: ThemeError[] = [];
  const needs: PlatformNeeds = {
    navigations: new Set(),
    queries: [],
    blockFields: new Set(),
    blockFieldColumns: new Map(),
    categories: new Set(),
    folderNavigation: false,
  };
  const edits: Edit[] = [];
  const open: { tag: string; offset: number }[] = [];
  let out = '';
  let last = 0;
  let localQueries = 0;
  const fail = (message: string, offset: number, severity: 'error' | 'warning' = 'error') =>
    errors.push(themeError(file, message, positionOf(source, offset), { source, severity }));
  let sections = 0;
  /**
   * Opens a section of a platform value. A `.section` path is looked up in the current scope only
   * (a tag inside `{.section collection}` would find nothing), so the value is first bound with
   * `.var`, whose lookup reaches the page's context from any depth.
   */
  const openSection = (path: string) => {
    const name = `@squarespace_tag_${++sections}`;
    return `{.var ${name} ${path}}{.section ${name}}`;
  };
  const replace = (start: number, end: number, text: string) => {
    out += source.slice(last, start);
    edits.push({ fromStart: start, fromEnd: end, toStart: out.length, toEnd: out.length + text.length });
    out += text;
    last = end;
  };

  const read = new Set<number>();
  for (const match of source.matchAll(TAG)) {
    const [whole, closing, tag, attributeText, selfClosing] = match;
    const start = match.index;
    read.add(start);
    const end = start + whole.length;
    if (!KNOWN.has(tag)) {
      // The platform's unknown tags never reached the page: removed, with a warning.
      fail(
        `Unknown platform tag <squarespace:${tag}>, removed from the page.${didYouMean(tag, KNOWN)}`,
        start,
        'warning',
      );
      replace(start, end, '');
      continue;
    }
    if (closing === '/') {
      const opened = open.pop();
      if (opened === undefined) {
        fail(`</squarespace:${tag}> closes nothing: no <squarespace:${tag}> is open here`, start);
        continue;
      }
      if (opened.tag !== tag) {
        const at = positionOf(source, opened.offset);
        fail(
          `</squarespace:${tag}> closes the <squarespace:${opened.tag}> opened at line ${at.line}, column ${at.column}`,
          start,
        );
      }
      replace(start, end, '{.end}');
      continue;
    }
    const attributes = new Map<string, string>();
    for (const attribute of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(attribute[1], attribute[2] ?? attribute[3]);
    }
    const paired = selfClosing !== '/';
    if (paired && !PAIRED.has(tag)) {
      fail(`<squarespace:${tag}> must close itself: write <squarespace:${tag} … />`, start);
      continue;
    }
    const required = (name: string): string | undefined => {
      const value = attributes.get(name);
      if (value === undefined || value.trim() === '') {
        fail(`<squarespace:${tag}> needs a ${name}="…" attribute`, start);
        return undefined;
      }
      return value.trim();
    };
    const named = (name: string, value: string): boolean => {
      if (PLATFORM_NAME.test(value)) return true;
      fail(`<squarespace:${tag}> ${name}="${value}" must use only letters, digits, - and _`, start);
      return false;
    };
    /** A paired tag that could not be read still opens a block (showing nothing), so its close matches. */
    const skipPaired = () => {
      if (!paired) return;
      open.push({ tag, offset: start });
      replace(start, end, `{.section ${PLATFORM_KEY}.unreadable}`);
    };

    if (tag === 'navigation') {
      const id = required('navigationId');
      if (id === undefined || !named('navigationId', id)) {
        skipPaired();
        continue;
      }
      if (knowledge.navigations !== undefined && !knowledge.navigations.includes(id)) {
        fail(
          `Navigation '${id}' is not declared in template.conf navigations.${didYouMean(id, knowledge.navigations)}`,
          start,
        );
      }
      needs.navigations.add(id);
      const path = `${PLATFORM_KEY}.navigations.${id}`;
      if (paired) {
        open.push({ tag, offset: start });
        replace(start, end, openSection(path));
        continue;
      }
      const template = attributes.get('template')?.trim() || 'navigation';
      if (!named('template', template)) continue;
      const block = `${template}.block`;
      if (knowledge.blocks !== undefined && !knowledge.blocks.includes(block)) {
        fail(
          `Navigation template blocks/${block} does not exist; the navigation shows nothing.${didYouMean(block, knowledge.blocks)}`,
          start,
          'warning',
        );
        replace(start, end, '');
        continue;
      }
      replace(start, end, `{${path}|apply ${block}}`);
    } else if (tag === 'folder-navigation') {
      needs.folderNavigation = true;
      const path = `${PLATFORM_KEY}.folderNavigation`;
      if (paired) {
        open.push({ tag, offset: start });
        replace(start, end, openSection(path));
        continue;
      }
      const template = attributes.get('template')?.trim() || 'navigation';
      if (!named('template', template)) continue;
      const block = `${template}.block`;
      if (knowledge.blocks !== undefined && !knowledge.blocks.includes(block)) {
        fail(
          `Folder navigation template blocks/${block} does not exist; the navigation shows nothing.${didYouMean(block, knowledge.blocks)}`,
          start,
          'warning',
        );
        replace(start, end, '');
        continue;
      }
      replace(start, end, `{${path}|apply ${block}}`);
    } else if (tag === 'category') {
      const collection = required('collection');
      if (collection === undefined || !PLATFORM_NAME.test(collection)) {
        if (collection !== undefined) {
          fail(
            `<squarespace:category> collection="${collection}" is not a collection's URL id; it lists no categories`,
            start,
            'warning',
          );
        }
        if (paired) skipPaired();
        else replace(start, end, '');
        continue;
      }
      needs.categories.add(collection);
      const path = `${PLATFORM_KEY}.categories.${collection}`;
      if (paired) {
        open.push({ tag, offset: start });
        replace(start, end, openSection(path));
        continue;
      }
      const template = attributes.get('template')?.trim() || 'category';
      const block = `${template}.block`;
      if (
        !PLATFORM_NAME.test(template) ||
        (knowledge.blocks !== undefined && !knowledge.blocks.includes(block))
      ) {
        fail(
          `Category template blocks/${block} does not exist; the categories show nothing`,
          start,
          'warning',
        );
        replace(start, end, '');
        continue;
      }
      replace(start, end, `{${path}|apply ${block}}`);
    } else if (tag === 'query') {
      const collection = required('collection');
      const reference = collection === undefined ? null : /^\{([\w-]+(?:\.[\w-]+)*)\}$/.exec(collection);
      if (collection !== undefined && reference === null && !PLATFORM_NAME.test(collection)) {
        // A collection written as JSON-T or a path: what it names is not known before the page renders.
        fail(
          `<squarespace:query> collection="${collection}" is not a collection's URL id; the query finds nothing`,
          start,
          'warning',
        );
        skipPaired();
        if (!paired) replace(start, end, '');
        continue;
      }
      if (collection === undefined) {
        skipPaired();
        continue;
      }
      const params: QueryParams =
        reference === null ? { collection } : { collection: '', collectionFrom: reference[1] };
      for (const name of attributes.keys()) {
        if (!QUERY_ATTRIBUTES.has(name)) {
          fail(
            `<squarespace:query> has no attribute ${name}.${didYouMean(name, QUERY_ATTRIBUTES)}`,
            start,
            'warning',
          );
        }
      }
      const limit = attributes.get('limit');
      if (limit !== undefined) {
        if (!/^\d+$/.test(limit.trim()) || Number(limit) < 1) {
          fail(
            `<squarespace:query> limit="${limit}" is not a whole number of 1 or more; every item is found`,
            start,
            'warning',
          );
        } else params.limit = Number(limit);
      }
      const featured = attributes.get('featured');
      if (featured !== undefined) {
        if (featured !== 'true' && featured !== 'false') {
          fail(`<squarespace:query> featured="${featured}" must be true or false`, start);
        } else params.featured = featured === 'true';
      }
      const category = attributes.get('category');
      if (category !== undefined && category !== '') params.category = category;
      const tagName = attributes.get('tag');
      if (tagName !== undefined && tagName !== '') params.tag = tagName;
      const id = knowledge.queryId?.() ?? `q${++localQueries}`;
      needs.queries.push({ id, params });
      if (paired) {
        open.push({ tag, offset: start });
        replace(start, end, openSection(`${PLATFORM_KEY}.queries.${id}`));
      } else {
        // A query with no inside prints nothing, as on the platform.
        replace(start, end, '');
      }
    } else if (tag === 'block-field') {
      const id = required('id');
      if (id === undefined) continue;
      const columns = attributes.get('columns')?.trim() ?? '12';
      if (!/^\d+$/.test(columns) || Number(columns) < 1 || Number(columns) > 12) {
        fail(`<squarespace:block-field> columns="${columns}" must be a whole number from 1 to 12`, start);
        continue;
      }
      const layout = `<div class="sqs-layout sqs-grid-${columns} columns-${columns}" data-type="block-field"`;
      const dynamic = dynamicBlockFieldId(id);
      if (dynamic !== undefined) {
        // An id made from the context (`{id}_intro`): looked up while rendering (see BLOCK_FIELD_FORMATTER).
        replace(
          start,
          end,
          `${layout} id="${id}">{${dynamic.references.join(', ')}|${BLOCK_FIELD_FORMATTER} ${dynamic.pattern}}</div>`,
        );
        continue;
      }
      if (!PLATFORM_NAME.test(id)) {
        fail(
          `<squarespace:block-field> id="${id}" is not a plain name (letters, digits, - and _) nor {name}_text; the area shows empty`,
          start,
          'warning',
        );
        replace(start, end, `${layout} id="${htmlAttr(id.replace(/[{}|@]/g, ''))}"></div>`);
        continue;
      }
      needs.blockFields.add(id);
      if (attributes.has('columns') && !needs.blockFieldColumns.has(id))
        needs.blockFieldColumns.set(id, Number(columns));
      replace(start, end, `${layout} id="${htmlAttr(id)}">{${PLATFORM_KEY}.blockFields.${id}}</div>`);
    } else {
      const src = required('src');
      if (src === undefined) continue;
      if (src.startsWith('/') || src.split('/').includes('..') || /["'<>\\{}\s]/.test(src)) {
        fail(`<squarespace:script> src="${src}" must name a file under scripts/`, start);
        continue;
      }
      if (knowledge.scripts !== undefined && !knowledge.scripts.includes(src)) {
        fail(`Script scripts/${src} does not exist.${didYouMean(src, knowledge.scripts)}`, start, 'warning');
      }
      replace(start, end, `<script src="/scripts/${htmlAttr(src)}"></script>`);
    }
  }
  if (knowledge.blocks !== undefined) {
    // The platform ran templates in safe mode: a block that is not in the folder printed nothing
    // and the page went on (its compiler's APPLY_PARTIAL_MISSING, recorded, not thrown). A macro
    // of the same file (`{.macro NAME}`) is applied the same way; comments are not read.
    const macros = new Set([...source.matchAll(MACRO)].map((macro) => macro[1]));
    const comments = [...source.matchAll(COMMENT)].map((comment) => [
      comment.index,
      comment.index + comment[0].length,
    ]);
    for (const apply of source.matchAll(APPLY)) {
      const block = apply[1];
      if (knowledge.blocks.includes(block) || macros.has(block)) continue;
      if (comments.some(([from, to]) => apply.index >= from && apply.index < to)) continue;
      fail(
        `Block blocks/${block} does not exist; it prints nothing.${didYouMean(block, knowledge.blocks)}`,
        apply.index + apply[0].indexOf(block),
        'warning',
      );
    }
  }
  for (const stray of source.matchAll(/<\/?squarespace:/g)) {
    if (!read.has(stray.index)) {
      fail(
        'Cannot read this platform tag: write its attributes as name="value" and end it with > or />',
        stray.index,
      );
    }
  }
  for (const opened of open) {
    fail(`<squarespace:${opened.tag}> is never closed: add </squarespace:${opened.tag}>`, opened.offset);
  }
  out += source.slice(last);
  return { source: out, map: new SourceMap(source, out, edits), needs, errors };
}
