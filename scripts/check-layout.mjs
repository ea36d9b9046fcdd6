#!/usr/bin/env node
// Checks that imports between top-level folders follow DESIGN.md's layout table and form no cycle.
// Usage: node scripts/check-layout.mjs [root]   (root defaults to the current directory)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** DESIGN.md "Layout (top-level folders)": which folders each folder may import. `'*'` is everything. */
const ALLOWED = {
  engine: [],
  formatters: ['engine', 'domain'],
  domain: [],
  templates: [],
  server: ['engine', 'formatters', 'domain', 'islands'],
  islands: ['domain'],
  runtime: ['islands', 'domain'],
  editor: ['domain'],
  cli: '*',
  fixtures: [],
  tests: '*',
  bench: '*',
  scripts: '*',
};

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'data', 'coverage']);
/** A file outside every folder (e.g. `vitest.config.ts`), named this way in messages. */
const ROOT = '(root)';

function main(root) {
  if (!isDirectory(root)) {
    console.error(`check-layout: ${root} is not a directory`);
    process.exit(2);
  }
  const { problems, fileCount } = checkLayout(root);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`layout check failed (${fileCount} files)`);
    process.exit(1);
  }
  console.log(`layout ok (${fileCount} files)`);
}

/** Every forbidden import and folder cycle under `root`, as printable lines. */
function checkLayout(root) {
  const selfPackage = readSelfPackage(root);
  const problems = [];
  /** Folder-level import graph: `from` → `to` → the first import seen that makes the edge. */
  const edges = new Map();
  let fileCount = 0;

  for (const folder of Object.keys(ALLOWED)) {
    const dir = join(root, folder);
    if (!isDirectory(dir)) continue;
    for (const file of walk(dir)) {
      fileCount++;
      const name = toPosix(relative(root, file));
      for (const { specifier, line } of findImports(readFileSync(file, 'utf8'))) {
        const target = targetFolder(root, selfPackage, file, specifier);
        if (target === undefined || target === folder) continue;
        const allowed = ALLOWED[folder];
        if (allowed !== '*' && !allowed.includes(target)) {
          problems.push(`${name}:${line}: folder ${folder} may not import folder ${target} (${specifier})`);
        }
        if (!edges.has(folder)) edges.set(folder, new Map());
        const out = edges.get(folder);
        if (!out.has(target)) out.set(target, { file: name, line, specifier });
      }
    }
  }

  for (const cycle of findCycles(edges)) {
    problems.push(`folder cycle: ${cycle.join(' -> ')}`);
    for (let k = 0; k + 1 < cycle.length; k++) {
      const { file, line, specifier } = edges.get(cycle[k]).get(cycle[k + 1]);
      problems.push(`  ${file}:${line}: ${cycle[k]} imports ${cycle[k + 1]} (${specifier})`);
    }
  }
  return { problems, fileCount };
}

/** The top-level folder an import lands in, or undefined for packages and paths outside the root. */
function targetFolder(root, selfPackage, file, specifier) {
  let path;
  if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    path = resolve(dirname(file), specifier);
  } else {
    path = resolveSelfReference(root, selfPackage, specifier);
    if (path === undefined) return undefined;
  }
  const rel = relative(root, path);
  if (rel === '') return ROOT;
  if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const segments = rel.split(sep);
  if (segments.length > 1 || segments[0] in ALLOWED || isDirectory(path)) return segments[0];
  return ROOT;
}

/** `tessera/engine` (the package importing itself by name) → the folder its `exports` entry builds from. */
function resolveSelfReference(root, selfPackage, specifier) {
  if (!selfPackage) return undefined;
  const { name, exports } = selfPackage;
  if (specifier !== name && !specifier.startsWith(`${name}/`)) return undefined;
  const subpath = `.${specifier.slice(name.length)}`;
  const entry = typeof exports === 'string' && subpath === '.' ? exports : exports?.[subpath];
  const target = typeof entry === 'string' ? entry : (entry?.import ?? entry?.default ?? entry?.types);
  if (typeof target !== 'string') return undefined;
  // Exports point at the build output; the folder is the one the file is compiled from.
  return join(root, target.replace(/^\.\//, '').replace(/^dist\//, ''));
}

function readSelfPackage(dir) {
  try {
    const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return typeof json.name === 'string' ? { name: json.name, exports: json.exports } : undefined;
  } catch {
    return undefined;
  }
}

function* walk(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.')) yield* walk(path);
    } else if (entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name))) {
      yield path;
    }
  }
}

function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function toPosix(path) {
  return path.split(sep).join('/');
}

/**
 * Every module specifier of `import … from`, `import '…'`, `export … from`, `import(…)` and
 * `import x = require(…)`, with the line of its keyword. Works on tokens, so imports written inside
 * comments, strings and template text are not counted.
 */
function findImports(source) {
  const tokens = tokenize(source);
  const found = [];
  const at = (k) => tokens[k] ?? { type: 'eof', value: '' };
  const is = (k, type, value) => at(k).type === type && (value === undefined || at(k).value === value);

  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    if (token.type !== 'word' || (token.value !== 'import' && token.value !== 'export')) continue;
    if (is(k - 1, 'punct', '.')) continue; // a property such as `x.import`
    if (token.value === 'import' && is(k + 1, 'punct', '(')) {
      if (is(k + 2, 'string') && (is(k + 3, 'punct', ')') || is(k + 3, 'punct', ','))) {
        found.push({ specifier: at(k + 2).value, line: token.line });
      }
      continue;
    }
    if (token.value === 'import' && is(k + 1, 'string')) {
      found.push({ specifier: at(k + 1).value, line: token.line });
      continue;
    }
    if (
      token.value === 'export' &&
      !is(k + 1, 'punct', '*') &&
      !is(k + 1, 'punct', '{') &&
      !is(k + 1, 'word', 'type')
    ) {
      continue; // `export const …`, `export default …`, `export function …`
    }
    // The clause: names, braces, commas and `*`, then `from '…'` (or TypeScript's `= require('…')`).
    for (let j = k + 1; j < tokens.length; j++) {
      const t = tokens[j];
      if (t.type === 'string') {
        if (is(j - 1, 'word', 'from')) found.push({ specifier: t.value, line: token.line });
        break;
      }
      if (t.type === 'punct' && t.value === '=' && token.value === 'import') {
        if (is(j + 1, 'word', 'require') && is(j + 2, 'punct', '(') && is(j + 3, 'string')) {
          found.push({ specifier: at(j + 3).value, line: token.line });
        }
        break;
      }
      const clausePart =
        (t.type === 'word' && t.value !== 'import' && t.value !== 'export') ||
        (t.type === 'punct' && '{},*'.includes(t.value));
      if (!clausePart) break;
      if (t.value === '}' && !is(j + 1, 'word', 'from')) break;
    }
  }
  return found;
}

const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

/**
 * A small JavaScript/TypeScript tokenizer: words, strings (with their value), punctuation, and
 * opaque numbers, regular expressions and template texts. Comments and whitespace are dropped.
 * Unterminated strings and regular expressions end at the line break, so JSX text with a stray
 * quote cannot swallow the rest of a file.
 */
function tokenize(source) {
  const tokens = [];
  const n = source.length;
  let i = 0;
  let line = 1;
  let depth = 0; // brace depth
  const templateDepths = []; // brace depth at which each open `${` closes

  const push = (type, value, tokenLine = line) => tokens.push({ type, value, line: tokenLine });
  const regexAllowed = () => {
    const previous = tokens[tokens.length - 1];
    if (!previous) return true;
    if (previous.type === 'punct') return !')]}<'.includes(previous.value);
    return previous.type === 'word' && REGEX_AFTER_WORD.has(previous.value);
  };
  const readTemplate = () => {
    while (i < n) {
      const c = source[i];
      if (c === '\\') {
        if (source[i + 1] === '\n') line++;
        i += 2;
      } else if (c === '`') {
        i++;
        push('template', '');
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        depth++;
        templateDepths.push(depth);
        push('punct', '${');
        return;
      } else {
        if (c === '\n') line++;
        i++;
      }
    }
  };

  if (source.startsWith('#!')) while (i < n && source[i] !== '\n') i++;
  while (i < n) {
    const c = source[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\uFEFF') {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
    } else if (c === '"' || c === "'") {
      const start = line;
      let value = '';
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\' && i + 1 < n) {
          if (source[i + 1] === '\n') line++;
          else value += source[i + 1];
          i += 2;
        } else {
          value += source[i++];
        }
      }
      if (source[i] === c) i++;
      push('string', value, start);
    } else if (c === '`') {
      i++;
      readTemplate();
    } else if (
      c === '}' &&
      templateDepths.length > 0 &&
      templateDepths[templateDepths.length - 1] === depth
    ) {
      templateDepths.pop();
      depth--;
      i++;
      readTemplate();
    } else if (c === '/' && regexAllowed()) {
      let inClass = false;
      i++;
      while (i < n && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i++;
      }
      i++;
      while (i < n && /[\w$]/.test(source[i])) i++;
      push('regex', '');
    } else if (/[\p{ID_Start}$_\\]/u.test(c)) {
      let word = '';
      while (i < n && /[\p{ID_Continue}$\u200c\u200d\\]/u.test(source[i])) word += source[i++];
      push('word', word);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      while (i < n && /[\w.]/.test(source[i])) i++;
      push('number', '');
    } else {
      if (c === '{') depth++;
      else if (c === '}') depth--;
      push('punct', c);
      i++;
    }
  }
  return tokens;
}

/**
 * One cycle per group of folders that import each other (strongly connected components of the
 * folder graph), as a path that starts and ends at the group's first folder alphabetically.
 */
function findCycles(graph) {
  const nodes = [
    ...new Set([...graph.keys(), ...[...graph.values()].flatMap((out) => [...out.keys()])]),
  ].sort();
  const next = (node) => [...(graph.get(node)?.keys() ?? [])].sort();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;

  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        connect(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node), index.get(other)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);

  return components
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map((component) => {
      // Breadth-first from the first folder back to itself, inside the component: a shortest cycle.
      const members = new Set(component);
      const start = component[0];
      const parent = new Map();
      const queue = [start];
      while (queue.length > 0) {
        const node = queue.shift();
        for (const other of next(node)) {
          if (!members.has(other)) continue;
          if (other === start) {
            const chain = [];
            for (let at = node; at !== start; at = parent.get(at)) chain.unshift(at);
            return [start, ...chain, start];
          }
          if (!parent.has(other)) {
            parent.set(other, node);
            queue.push(other);
          }
        }
      }
      return [...component, start]; // unreachable for a strongly connected component
    });
}

main(resolve(process.argv[2] ?? process.cwd()));
