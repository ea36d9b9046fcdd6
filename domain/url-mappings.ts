// URL mappings in Squarespace's format (Settings > URL mappings): one redirect a line, `/old-path -> /new-path 301`, read, checked line by line and matched against a request.

/** The status codes a mapping may answer with: permanent and temporary. */
export const URL_MAPPING_STATUSES = [301, 302] as const;
/** A mapping's status code. */
export type UrlMappingStatus = (typeof URL_MAPPING_STATUSES)[number];

/** The longest mappings text kept (the owner API's 100 kB body limit holds it with room to spare). */
export const MAX_URL_MAPPINGS_LENGTH = 90_000;
/** The most mappings a website keeps (Squarespace refuses more than 5,000 rules). */
export const MAX_URL_MAPPINGS = 5000;

/** The name of the variable standing for the request's query string. */
const QUERY = 'query';
const VARIABLE = /\[([A-Za-z][A-Za-z0-9_-]*)\]/g;

/** One line of the mappings, read. */
export interface UrlMapping {
  /** Its line number in the text (from 1). */
  line: number;
  /** The old address as written (`/blog/[name]`, `/shop?category=hats`, `/old?[query]`). */
  from: string;
  /** The new address as written (`/articles/[name]`, `https://elsewhere.example/`). */
  to: string;
  status: UrlMappingStatus;
}

/** A line refused, with why (the message starts with "Line N:"). */
export interface UrlMappingProblem {
  line: number;
  message: string;
}

/** A mapping ready to match: its path as a key (no variables) or a pattern. */
interface CompiledMapping extends UrlMapping {
  /** The old path, lower case, without a trailing slash; undefined when it has variables. */
  key?: string;
  /** The old path as a pattern, when it has variables (named groups). */
  pattern?: RegExp;
  /** The query the old address requires, its parameters sorted; undefined for any query. */
  query?: string;
}

/** The mappings of a website, ready for {@link matchUrlMapping}. */
export interface UrlMappingTable {
  /** First line for each plain old path (and query), by key. */
  readonly plain: ReadonlyMap<string, CompiledMapping>;
  /** Every mapping in line order (plain ones too: the first line that matches wins). */
  readonly ordered: readonly CompiledMapping[];
}

/** Where a request goes: the address to send in Location and the status. */
export interface UrlRedirect {
  location: string;
  status: UrlMappingStatus;
}

/** A path as compared: lower case (addresses are matched without regard to case), no trailing slash. */
export function normalizeMappingPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch (_malformed) {
    // A malformed escape is compared as written.
  }
  const lower = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** A query string (without `?`) with its parameters sorted, so `b=2&a=1` finds `a=1&b=2`. */
function sortedQuery(query: string): string {
  return query
    .split('&')
    .filter((part) => part !== '')
    .sort()
    .join('&');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The variables named in `text` (`[name]` → `name`), `[query]` aside. */
function variablesOf(text: string): string[] {
  return [...text.matchAll(VARIABLE)].map((match) => match[1]!).filter((name) => name !== QUERY);
}

function lineProblem(line: number, message: string): UrlMappingProblem {
  return { line, message: `Line ${line}: ${message}` };
}

/** Reads one non-blank line; a problem when it does not follow the format. */
function readLine(text: string, line: number): UrlMapping | UrlMappingProblem {
  const parts = /^(\S+)\s+->\s+(\S+)\s+(\d{3})$/.exec(text.trim());
  if (parts === null) {
    return lineProblem(line, 'write each mapping as /old-path -> /new-path 301 (or 302).');
  }
  const [, from, to, code] = parts as unknown as [string, string, string, string];
  const status = Number(code);
  if (status !== 301 && status !== 302) {
    return lineProblem(line, `end the line with 301 (permanent) or 302 (temporary), not ${code}.`);
  }
  if (!from.startsWith('/') || from.startsWith('//')) {
    return lineProblem(line, `the old address ${from} must start with / (a path on this site).`);
  }
  if (!(to.startsWith('/') && !to.startsWith('//')) && !/^https?:\/\/[^/\s]+/i.test(to)) {
    return lineProblem(line, `the new address ${to} must start with / or https://.`);
  }
  const fromPath = from.split('?')[0]!;
  if (fromPath.includes('[query]')) {
    return lineProblem(line, 'put [query] after a ? at the end of the old address (/old?[query]).');
  }
  const fromQuery = from.includes('?') ? from.slice(from.indexOf('?') + 1) : undefined;
  if (fromQuery !== undefined && fromQuery.includes('[') && fromQuery !== '[query]') {
    return lineProblem(line, 'the old address’s query may be written out (?a=1) or be [query], not both.');
  }
  const known = new Set(variablesOf(fromPath));
  if (variablesOf(fromPath).length !== known.size) {
    return lineProblem(line, 'each [variable] may appear once in the old address.');
  }
  const unknown = variablesOf(to).find((name) => !known.has(name));
  if (unknown !== undefined) {
    return lineProblem(line, `[${unknown}] in the new address is not in the old one.`);
  }
  if (to.includes('[query]') && fromQuery !== '[query]') {
    return lineProblem(line, '[query] in the new address needs ?[query] at the end of the old one.');
  }
  if (to === from) return lineProblem(line, `${from} would redirect to itself.`);
  return { line, from, to, status: status as UrlMappingStatus };
}

function compile(mapping: UrlMapping): CompiledMapping {
  const question = mapping.from.indexOf('?');
  const path = question < 0 ? mapping.from : mapping.from.slice(0, question);
  const rawQuery = question < 0 ? undefined : mapping.from.slice(question + 1);
  const query = rawQuery === undefined || rawQuery === '[query]' ? undefined : sortedQuery(rawQuery);
  const normalized = normalizeMappingPath(path);
  if (variablesOf(path).length === 0)
    return { ...mapping, key: normalized, ...(query === undefined ? {} : { query }) };
  let source = '';
  let last = 0;
  for (const match of normalized.matchAll(VARIABLE)) {
    source += escapeRegExp(normalized.slice(last, match.index)) + `(?<${groupName(match[1]!)}>[^/]+)`;
    last = match.index + match[0].length;
  }
  source += escapeRegExp(normalized.slice(last));
  return {
    ...mapping,
    pattern: new RegExp(`^${source}$`, 'i'),
    ...(query === undefined ? {} : { query }),
  };
}

/** A regular-expression group name for a variable (`-` is not allowed in one). */
function groupName(variable: string): string {
  return `v_${variable.toLowerCase().replace(/-/g, '_')}`;
}

/** What {@link parseUrlMappings} finds: the mappings read, and every line refused. */
export interface ParsedUrlMappings {
  mappings: UrlMapping[];
  problems: UrlMappingProblem[];
}

/**
 * Reads the mappings text: one mapping a line, blank lines ignored; each refused line is a problem
 * naming its number. An old address mapped twice is refused on its second line (the first would
 * always win), as are more than {@link MAX_URL_MAPPINGS} mappings.
 */
export function parseUrlMappings(text: string): ParsedUrlMappings {
  const mappings: UrlMapping[] = [];
  const problems: UrlMappingProblem[] = [];
  const seen = new Map<string, number>();
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const read = readLine(raw, line);
    if ('message' in read) {
      problems.push(read);
      return;
    }
    const [path, query] = read.from.split('?') as [string, string | undefined];
    const key = `${normalizeMappingPath(path).replace(VARIABLE, '[]')}?${query === undefined ? '' : sortedQuery(query)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(lineProblem(line, `${read.from} is already mapped on line ${first}.`));
      return;
    }
    seen.set(key, line);
    mappings.push(read);
  });
  if (mappings.length > MAX_URL_MAPPINGS) {
    const over = mappings[MAX_URL_MAPPINGS]!;
    problems.push(lineProblem(over.line, `a site keeps at most ${MAX_URL_MAPPINGS} mappings.`));
  }
  problems.sort((a, b) => a.line - b.line);
  return { mappings, problems };
}

/** The mappings ready to match requests against. */
export function urlMappingTable(mappings: readonly UrlMapping[]): UrlMappingTable {
  const ordered = mappings.map(compile);
  const plain = new Map<string, CompiledMapping>();
  for (const mapping of ordered) {
    if (mapping.key === undefined) continue;
    const key = `${mapping.key}?${mapping.query ?? ''}`;
    if (!plain.has(key)) plain.set(key, mapping);
  }
  return { plain, ordered };
}

/** Whether the table holds any mapping with variables (else only the plain map is looked in). */
function hasPatterns(table: UrlMappingTable): boolean {
  return table.ordered.some((mapping) => mapping.pattern !== undefined);
}

function filledIn(to: string, values: Record<string, string>, query: string): string {
  let location = to.replace(VARIABLE, (whole, name: string) => {
    if (name === QUERY) return whole;
    return values[groupName(name)] ?? '';
  });
  if (location.includes('[query]')) {
    location =
      query === ''
        ? location.replace(/[?&]\[query\]/, '').replace('[query]', '')
        : location.replace('[query]', query);
  }
  return location;
}

/**
 * The redirect for a request to `path` with `query` (the raw query string, without `?`), or
 * undefined when no mapping matches. The first line that matches wins: a mapping whose old address
 * names a query matches only that query (its parameters in any order); one without, or with
 * `?[query]`, matches the path with any query. Paths match without regard to case or a trailing
 * slash; `[name]` matches one path segment and fills `[name]` in the new address; `[query]` in the
 * new address is the request's query string.
 */
export function matchUrlMapping(
  table: UrlMappingTable,
  path: string,
  query: string,
): UrlRedirect | undefined {
  if (table.ordered.length === 0) return undefined;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch (_malformed) {
    // A malformed escape is matched as written.
  }
  const normalized = normalizeMappingPath(decoded);
  const sorted = sortedQuery(query);
  const candidates = [table.plain.get(`${normalized}?${sorted}`), table.plain.get(`${normalized}?`)].filter(
    (found): found is CompiledMapping =>
      found !== undefined && (found.query === undefined || found.query === sorted),
  );
  let best = candidates.sort((a, b) => a.line - b.line)[0];
  let values: Record<string, string> = {};
  // The path as typed (variables keep its case), without a trailing slash.
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  const subject = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
  if (hasPatterns(table)) {
    for (const mapping of table.ordered) {
      if (best !== undefined && mapping.line >= best.line) break;
      if (mapping.pattern === undefined) continue;
      if (mapping.query !== undefined && mapping.query !== sorted) continue;
      const found = mapping.pattern.exec(subject);
      if (found === null) continue;
      best = mapping;
      values = { ...found.groups };
      break;
    }
  }
  if (best === undefined) return undefined;
  return { location: filledIn(best.to, values, query), status: best.status };
}

/** The mappings as text, one a line (what the import adds to the owner's own). */
export function formatUrlMapping(mapping: Pick<UrlMapping, 'from' | 'to' | 'status'>): string {
  return `${mapping.from} -> ${mapping.to} ${mapping.status}`;
}

/**
 * `text` with `added` appended, each only when its old address is not mapped yet (an import run
 * twice adds nothing the second time); answers the new text and how many lines were added.
 */
export function withUrlMappings(
  text: string,
  added: readonly Pick<UrlMapping, 'from' | 'to' | 'status'>[],
): { text: string; added: number } {
  const { mappings } = parseUrlMappings(text);
  const taken = new Set(mappings.map((mapping) => normalizeMappingPath(mapping.from)));
  const lines: string[] = [];
  for (const mapping of added) {
    const key = normalizeMappingPath(mapping.from);
    if (taken.has(key) || normalizeMappingPath(mapping.to) === key) continue;
    // Only lines the owner could have saved (an odd address of the old site is left out).
    if ('message' in readLine(formatUrlMapping(mapping), 1)) continue;
    taken.add(key);
    lines.push(formatUrlMapping(mapping));
  }
  if (lines.length === 0) return { text, added: 0 };
  const base = text.replace(/\s+$/, '');
  return { text: base === '' ? lines.join('\n') : `${base}\n${lines.join('\n')}`, added: lines.length };
}
