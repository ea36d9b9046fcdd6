/** The engine's public contracts: formatters, predicates, options, templates and errors. */

/**
 * A path into the JSON context: `a.b.0` is `['a', 'b', 0]`. Special first segments are `@`
 * (the current node), `@index`, `@index0` and `@name` (a variable).
 */
export type Path = readonly (string | number)[];

/** Where an error was found. Lines and columns are 1-based. */
export interface Position {
  line: number;
  column: number;
}

/** The stage that produced an error. */
export type ErrorStage = 'parser' | 'assembler' | 'engine' | 'limit';

/** An error kind; one factory per kind lives in `errors.ts`. */
export type ErrorKind =
  | 'formatter-unknown'
  | 'predicate-unknown'
  | 'formatter-args'
  | 'malformed-instruction'
  | 'dead-code'
  | 'eof-in-block'
  | 'eof-in-comment'
  | 'not-allowed-in-block'
  | 'not-allowed-at-root'
  | 'after-eof'
  | 'partial-missing'
  | 'partial-syntax'
  | 'partial-recursion'
  | 'expression-parse'
  | 'expression-reduce'
  | 'formatter-failed'
  | 'not-implemented'
  | 'limit';

/** An error or warning as a value: never thrown across the front door. */
export interface TemplateError {
  kind: ErrorKind;
  stage: ErrorStage;
  /** `error` fails a check; `warning` marks text the reference engine silently prints literally. */
  severity: 'error' | 'warning';
  message: string;
  line: number;
  column: number;
  /** The source line with a caret under the column, when the source is known. */
  excerpt?: string;
  /** The partial the error comes from, when it is not the main template. */
  partial?: string;
}

/**
 * What a formatter or predicate sees while it runs. `node` is the node of the frame on top of the
 * stack: for a formatter the value being formatted, for a predicate the current node.
 */
export interface RenderContext {
  readonly node: unknown;
  /** The values of a multi-variable reference (`{a, b|fmt}`); index 0 is the value being formatted. */
  readonly variables: readonly unknown[];
  readonly locale: string;
  readonly timeZone: string;
  /** The clock, in epoch milliseconds. */
  readonly now: number;
  readonly flags: Readonly<Record<string, unknown>>;
  /** Resolves a reference (`a.b`, `@index`, `@var`) walking frames from the top one (JSONT §5.2). */
  resolve(path: string | Path): unknown;
  /** The same walk, starting from the frame below the formatted value (`format`, `message`). */
  resolveOuter(path: string | Path): unknown;
  /** Runs partial or macro NAME with `node` as the root of a new frame; returns its output. */
  applyPartial(
    name: string,
    node: unknown,
    options?: { private?: boolean; args?: Record<string, string> },
  ): string;
  /** Runs a compiled template (a widget) with `node` as the root of a new frame. */
  renderTemplate(template: Template, node: unknown, options?: { private?: boolean }): string;
  /** Records an engine error at the current instruction. */
  error(message: string, kind?: ErrorKind): void;
}

/** A formatter: `(value, args, ctx) => newValue`. `undefined` stands for a missing value. */
export interface Formatter {
  (value: unknown, args: string[], ctx: RenderContext): unknown;
  /** Optional compile-time argument check; returns a message when the arguments are wrong. */
  validateArgs?: (args: string[]) => string | undefined;
}

/** A predicate: `(args, ctx) => boolean`. */
export interface Predicate {
  (args: string[], ctx: RenderContext): boolean;
  validateArgs?: (args: string[]) => string | undefined;
}

export type FormatterTable = Readonly<Record<string, Formatter>>;
export type PredicateTable = Readonly<Record<string, Predicate>>;

/** Engine limits; every one has a safe default (`limits.ts`). */
export interface Limits {
  /** Largest template source, in characters. */
  templateSize: number;
  /** Instructions executed in one render. */
  instructions: number;
  /** Characters of output in one render. */
  outputSize: number;
  /** Nested `apply` / `.include` calls. */
  partialDepth: number;
  /** Nested blocks in one template. */
  nesting: number;
  /** Tokens in one `.eval` expression. */
  expressionTokens: number;
  /** Longest string an expression may build. */
  expressionStringLength: number;
}

export interface CompileOptions {
  /** Added to (or replacing, by name) the built-in formatters. */
  formatters?: FormatterTable;
  /** Added to (or replacing, by name) the built-in predicates. */
  predicates?: PredicateTable;
  /** Partials known at compile time; render options may add more. */
  partials?: Readonly<Record<string, string | Template>>;
  limits?: Partial<Limits>;
  /** The name shown in errors (a file name or partial name). */
  name?: string;
}

export interface RenderOptions {
  /** Partials by name: template source (compiled on first use, then cached) or a template. */
  partials?: Readonly<Record<string, string | Template>>;
  /** Values for `.inject`, by path, already parsed. */
  injects?: Readonly<Record<string, unknown>>;
  /** BCP 47 locale for i18n formatters; default `en-US`. */
  locale?: string;
  /** IANA zone; default `America/New_York` (a context's `website.timeZone` wins in date formatters). */
  timeZone?: string;
  /** The clock, epoch milliseconds; default now. */
  now?: number;
  /** Feature flags for formatters. */
  flags?: Readonly<Record<string, unknown>>;
  /** `.eval` runs unless this is false. */
  expressions?: boolean;
  /** `.include` runs unless this is false. */
  includes?: boolean;
  limits?: Partial<Limits>;
}

export interface RenderResult {
  html: string;
  errors: TemplateError[];
}

/** A compiled template: render it as often as you like, with any data. */
export interface Template {
  /** The plain-JSON instruction tree, with positions. */
  readonly ast: import('./ast.js').RootNode;
  readonly source: string;
  readonly name: string | undefined;
  /** Compile errors (also returned by `compile`). */
  readonly errors: readonly TemplateError[];
  render(data: unknown, options?: RenderOptions): RenderResult;
}

export interface CompileResult {
  template: Template;
  errors: TemplateError[];
}
