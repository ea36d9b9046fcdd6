/**
 * The state of one render: frames and name resolution (JSONT §5), the output buffer, partials and
 * macros (§7), limits, and the error list. It is also the `RenderContext` plugins see.
 */

import type { Located } from './ast.js';
import { errors, withExcerpt } from './errors.js';
import { resolverFor, resolverForText } from './resolvers.js';
import type {
  ErrorKind,
  Limits,
  Path,
  RenderContext,
  RenderOptions,
  Template,
  TemplateError,
} from './types.js';

/** A compiled block: runs its instructions against the runtime. */
export type Program = (rt: Runtime) => void;

/** Which template (main or partial) an instruction comes from, for error excerpts. */
export interface SourceInfo {
  name: string | undefined;
  source: string;
}

/** An instruction's place, and the fixed text printed before it: made once at compile time. */
export interface Where {
  at: Located;
  info: SourceInfo;
  text: string;
}

/** Thrown to end a render when a limit is reached; caught once, at the top. */
export class LimitReached extends Error {
  constructor(readonly error: TemplateError) {
    super(error.message);
  }
}

export class Frame {
  index = -1;
  stop = false;
  vars: Record<string, unknown> | null = null;
  macros: Map<string, Program> | null = null;
  constructor(
    public node: unknown,
    public parent: Frame | null,
  ) {}
}

/** A partial or macro ready to run. */
export interface Target {
  program: Program;
  info: SourceInfo;
}

/** How the runtime finds and compiles partials; supplied by the template that started the render. */
export interface PartialHost {
  /** A partial by name, compiled (cached by source), or undefined; its parse errors are returned. */
  partial(name: string, options: RenderOptions): (Target & { errors: TemplateError[] }) | undefined;
  /** The program of a compiled template, for widgets. */
  programOf(template: Template): Program;
}

const EMPTY_FLAGS: Readonly<Record<string, unknown>> = {};
/** Errors kept per render: a runaway template could otherwise make millions. */
const MAX_ERRORS = 1000;

export class Runtime implements RenderContext {
  /** The top frame. A formatter's value frame may be pending on top of it (see `materialize`). */
  frame: Frame;
  private readonly scratch = new Frame(undefined, null);
  /**
   * The output. Appending to a string builds V8's rope of chunks without copying; the rope is
   * flattened once, by whoever writes it out (an array's join would copy it here, twice as slow).
   */
  private buffer = '';
  private outSize = 0;
  steps = 0;
  private readonly maxSteps: number;
  private readonly maxOutput: number;
  depth = 0;
  where: Where;
  /** Expression limits for this render (string length applies while evaluating). */
  readonly expressionOptions: { maxTokens: number; maxStringLength: number };
  /** The template the render started with: errors elsewhere name their partial. */
  private readonly mainInfo: SourceInfo;
  /**
   * The value being formatted. Its frame is pushed only when a plugin looks at frames, because
   * most formatters never do (JSONT §6.2 step 2 is still what every plugin observes).
   */
  pending = false;
  pendingNode: unknown = undefined;
  /** The current formatter chain's value and, for `{a, b|fmt}`, all its values. */
  chainValue: unknown = undefined;
  chainValues: unknown[] | null = null;
  readonly errors: TemplateError[] = [];
  readonly locale: string;
  readonly timeZone: string;
  readonly now: number;
  readonly flags: Readonly<Record<string, unknown>>;
  readonly expressions: boolean;
  readonly includes: boolean;
  /** Long texts plugins made in this render, by what they were made from (plugins/long-texts.ts). */
  longTexts: Map<unknown, string> | null = null;
  /** Things reported once per render (`.eval` parse errors), made on first use. */
  private reportedOnce: Set<unknown> | null = null;

  constructor(
    data: unknown,
    readonly options: RenderOptions,
    readonly limits: Limits,
    readonly host: PartialHost,
    start: Where,
  ) {
    this.frame = new Frame(data, null);
    this.maxSteps = limits.instructions;
    this.maxOutput = limits.outputSize;
    this.expressionOptions = {
      maxTokens: limits.expressionTokens,
      maxStringLength: limits.expressionStringLength,
    };
    this.where = start;
    this.mainInfo = start.info;
    this.locale = options.locale ?? 'en-US';
    this.timeZone = options.timeZone ?? 'America/New_York';
    this.now = options.now ?? Date.now();
    this.flags = options.flags ?? EMPTY_FLAGS;
    this.expressions = options.expressions !== false;
    this.includes = options.includes !== false;
  }

  /** Pushes the pending value frame, if any, so frame-based lookups see it. */
  materialize(): void {
    if (this.pending) {
      this.pending = false;
      this.frame = new Frame(this.pendingNode, this.frame);
    }
  }

  get node(): unknown {
    return this.pending ? this.pendingNode : this.frame.node;
  }

  get variables(): readonly unknown[] {
    return this.chainValues ?? [this.chainValue];
  }

  /** Counts one executed instruction; ends the render past the limit. */
  /** Enters an instruction: counts it (ending the render past the limit) and prints its leading text. */
  step(where: Where): void {
    this.where = where;
    if (++this.steps > this.maxSteps) this.limit('Instruction', this.maxSteps);
    if (where.text !== '') this.emit(where.text);
  }

  emit(text: string): void {
    this.outSize += text.length;
    if (this.outSize > this.maxOutput) this.limit('Output size', this.maxOutput);
    this.buffer += text;
  }

  /** The output so far. */
  output(): string {
    return this.buffer;
  }

  limit(what: string, limit: number): never {
    throw new LimitReached(this.positioned(errors.limit(what, limit, this.where.at)));
  }

  /** Adds the excerpt and partial name of the current template. */
  positioned(error: TemplateError): TemplateError {
    const info = this.where.info;
    const located = withExcerpt(error, info.source);
    return info === this.mainInfo || info.name === undefined ? located : { ...located, partial: info.name };
  }

  /** True the first time it is asked about `key` in this render. */
  firstTime(key: unknown): boolean {
    const seen = (this.reportedOnce ??= new Set());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }

  /** Records an error; past MAX_ERRORS one last error says the rest were dropped. */
  report(error: TemplateError): void {
    const count = this.errors.length;
    if (count > MAX_ERRORS) return;
    this.errors.push(
      this.positioned(count === MAX_ERRORS ? errors.tooManyErrors(MAX_ERRORS, this.where.at) : error),
    );
  }

  error(message: string, kind: ErrorKind = 'formatter-failed'): void {
    this.report(errors.plugin(kind, message, this.where.at));
  }

  push(node: unknown): Frame {
    this.materialize();
    const frame = new Frame(node, this.frame);
    this.frame = frame;
    return frame;
  }

  pop(): void {
    this.frame = this.frame.parent!;
  }

  setVar(name: string, value: unknown): void {
    const frame = this.frame;
    (frame.vars ??= {})[name] = value;
  }

  /**
   * The frame lookups start from: the pending value frame as a scratch frame that is never kept
   * (resolution only reads frames), else the top frame. Saves pushing a frame per formatter call.
   */
  private top(): Frame {
    if (!this.pending) return this.frame;
    const scratch = this.scratch;
    scratch.node = this.pendingNode;
    scratch.parent = this.frame;
    return scratch;
  }

  /** Resolves a reference (given as segments) from the top frame (JSONT §5.2). */
  resolvePath(path: Path): unknown {
    return resolverFor(path)(this.top());
  }

  resolve(path: string | Path): unknown {
    return (typeof path === 'string' ? resolverForText(path) : resolverFor(path))(this.top());
  }

  resolveOuter(path: string | Path): unknown {
    const start = this.pending ? this.frame : (this.frame.parent ?? this.frame);
    return (typeof path === 'string' ? resolverForText(path) : resolverFor(path))(start);
  }

  /** A macro defined in this frame or an enclosing one. */
  findMacro(name: string): Program | undefined {
    for (let frame: Frame | null = this.frame; frame !== null; frame = frame.parent) {
      const macro = frame.macros?.get(name);
      if (macro !== undefined) return macro;
    }
    return undefined;
  }

  /** A macro or partial, ready to run; reports a missing one or its parse errors. */
  private target(name: string): Target | undefined {
    const macro = this.findMacro(name);
    if (macro !== undefined) return { program: macro, info: this.where.info };
    const partial = this.host.partial(name, this.options);
    const at = this.where.at;
    if (partial === undefined) {
      this.report(errors.partialMissing(name, at));
      return undefined;
    }
    if (partial.errors.length > 0) {
      for (const e of partial.errors) this.report(errors.partialSyntax(name, e.message, at));
      return undefined;
    }
    return partial;
  }

  /** Runs `run` with output captured, returning the text. */
  capture(run: () => void): string {
    const saved = this.buffer;
    this.buffer = '';
    try {
      run();
      return this.buffer;
    } finally {
      // Captured text keeps counting toward the output limit: it is usually printed later.
      this.buffer = saved;
    }
  }

  private enter(name: string): boolean {
    if (this.depth >= this.limits.partialDepth) {
      this.report(errors.partialRecursion(name, this.limits.partialDepth, this.where.at));
      return false;
    }
    this.depth++;
    return true;
  }

  /** Runs a program, then restores the current instruction's place and any pending value frame. */
  private runIn(program: Program): void {
    const where = this.where;
    const { pending, pendingNode, chainValue, chainValues } = this;
    this.pending = false;
    try {
      program(this);
    } finally {
      this.where = where;
      this.pending = pending;
      this.pendingNode = pendingNode;
      this.chainValue = chainValue;
      this.chainValues = chainValues;
    }
  }

  /** Runs `program` in a new frame on `node`, capturing its output. */
  private renderIn(
    program: Program,
    node: unknown,
    isPrivate: boolean,
    args?: Record<string, string>,
  ): string {
    return this.capture(() => {
      this.materialize();
      const base = this.frame;
      const frame = this.push(node);
      if (isPrivate) frame.stop = true;
      if (args !== undefined) frame.vars = { '@args': args };
      try {
        this.runIn(program);
      } finally {
        this.frame = base;
      }
    });
  }

  applyPartial(
    name: string,
    node: unknown,
    options?: { private?: boolean; args?: Record<string, string> },
  ): string {
    const target = this.target(name);
    if (target === undefined || !this.enter(name)) return '';
    try {
      return this.renderIn(target.program, node, options?.private === true, options?.args);
    } finally {
      this.depth--;
    }
  }

  /** `.include NAME [output]`: runs inline in the current frame (§6.11). */
  include(name: string, output: boolean): void {
    const target = this.target(name);
    if (target === undefined || !this.enter(name)) return;
    try {
      if (output) this.runIn(target.program);
      else this.capture(() => this.runIn(target.program));
    } finally {
      this.depth--;
    }
  }

  renderTemplate(template: Template, node: unknown, options?: { private?: boolean }): string {
    return this.renderIn(this.host.programOf(template), node, options?.private === true);
  }
}
