/**
 * The state of one render: frames and name resolution (JSONT §5), the output buffer, partials and
 * macros (§7), limits, and the error list. It is also the `RenderContext` plugins see.
 */

import type { Located } from './ast.js';
import { errors, withExcerpt } from './errors.js';
import type { ErrorKind, Limits, Path, RenderContext, RenderOptions, Template, TemplateError } from './types.js';
import { resolverFor, resolverForText } from './resolvers.js';

/** A compiled block: runs its instructions against the runtime. */
export type Program = (rt: Runtime) => void;

/** Which template (main or partial) an instruction comes from, for error excerpts. */
export interface SourceInfo {
  name: string | undefined;
  source: string;
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

/** How the runtime finds and compiles partials; supplied by the template that started the render. */
export interface PartialHost {
  /** A partial by name, compiled (cached by source), or undefined; parse errors are returned. */
  partial(name: string, options: RenderOptions): { program: Program; info: SourceInfo; errors: TemplateError[] } | undefined;
  /** The program of a compiled template, for widgets. */
  programOf(template: Template): Program;
}

const NO_VARIABLES: readonly unknown[] = [];
const CHUNK_SIZE = 16_384;
const EMPTY_FLAGS: Readonly<Record<string, unknown>> = {};

export class Runtime implements RenderContext {
  frame: Frame;
  /** Finished chunks of output, and the chunk being filled (string appends are cheapest in V8). */
  private chunks: string[] = [];
  private buffer = '';
  private outSize = 0;
  steps = 0;
  depth = 0;
  /** The instruction being executed, and its template, for positioned errors. */
  at: Located = { line: 1, column: 1 };
  info: SourceInfo;
  variables: readonly unknown[] = NO_VARIABLES;
  readonly errors: TemplateError[] = [];
  readonly locale: string;
  readonly timeZone: string;
  readonly now: number;
  readonly flags: Readonly<Record<string, unknown>>;
  readonly expressions: boolean;
  readonly includes: boolean;
  /** Per-render memo for plugins (e.g. parsed `.eval` expressions that failed). */
  readonly memo = new Map<unknown, unknown>();

  constructor(
    data: unknown,
    readonly options: RenderOptions,
    readonly limits: Limits,
    readonly host: PartialHost,
    info: SourceInfo,
  ) {
    this.frame = new Frame(data, null);
    this.info = info;
    this.locale = options.locale ?? 'en-US';
    this.timeZone = options.timeZone ?? 'America/New_York';
    this.now = options.now ?? Date.now();
    this.flags = options.flags ?? EMPTY_FLAGS;
    this.expressions = options.expressions !== false;
    this.includes = options.includes !== false;
  }

  get node(): unknown {
    return this.frame.node;
  }

  /** Counts one executed instruction; ends the render past the limit. */
  step(at: Located, info: SourceInfo): void {
    this.at = at;
    this.info = info;
    if (++this.steps > this.limits.instructions) this.limit('Instruction', this.limits.instructions);
  }

  emit(text: string): void {
    this.buffer += text;
    this.outSize += text.length;
    if (this.buffer.length > CHUNK_SIZE) {
      this.chunks.push(this.buffer);
      this.buffer = '';
      if (this.outSize > this.limits.outputSize) this.limit('Output size', this.limits.outputSize);
    }
  }

  /** The output so far. */
  output(): string {
    return this.chunks.length === 0 ? this.buffer : this.chunks.join('') + this.buffer;
  }

  limit(what: string, limit: number): never {
    throw new LimitReached(this.positioned(errors.limit(what, limit, this.at)));
  }

  /** Adds the excerpt and partial name of the current template. */
  positioned(error: TemplateError): TemplateError {
    const located = withExcerpt(error, this.info.source);
    return this.info.name === undefined ? located : { ...located, partial: this.info.name };
  }

  report(error: TemplateError): void {
    this.errors.push(this.positioned(error));
  }

  error(message: string, kind: ErrorKind = 'formatter-failed'): void {
    this.report(errors.plugin(kind, message, this.at));
  }

  push(node: unknown): Frame {
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

  /** Resolves a reference (given as segments) from the top frame (JSONT §5.2). */
  resolvePath(path: Path): unknown {
    return resolverFor(path)(this.frame);
  }

  resolve(path: string | Path): unknown {
    return (typeof path === 'string' ? resolverForText(path) : resolverFor(path))(this.frame);
  }

  resolveOuter(path: string | Path): unknown {
    const start = this.frame.parent ?? this.frame;
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
  private target(name: string): { program: Program; info: SourceInfo } | undefined {
    const macro = this.findMacro(name);
    if (macro !== undefined) return { program: macro, info: this.info };
    const partial = this.host.partial(name, this.options);
    if (partial === undefined) {
      this.report(errors.partialMissing(name, this.at));
      return undefined;
    }
    if (partial.errors.length > 0) {
      for (const e of partial.errors) this.report(errors.partialSyntax(name, e.message, this.at));
      return undefined;
    }
    return partial;
  }

  /** Runs `program` with output captured, returning the text. */
  capture(run: () => void): string {
    const savedChunks = this.chunks;
    const savedBuffer = this.buffer;
    this.chunks = [];
    this.buffer = '';
    try {
      run();
      return this.output();
    } finally {
      // Captured text keeps counting toward the output limit: it is usually printed later.
      this.chunks = savedChunks;
      this.buffer = savedBuffer;
    }
  }

  private enter(name: string): boolean {
    if (this.depth >= this.limits.partialDepth) {
      this.report(errors.partialRecursion(name, this.limits.partialDepth, this.at));
      return false;
    }
    this.depth++;
    return true;
  }

  /** Runs `program` (from `info`) keeping the current instruction position afterwards. */
  private runIn(program: Program, info: SourceInfo): void {
    const at = this.at;
    const saved = this.info;
    try {
      program(this);
    } finally {
      this.at = at;
      this.info = saved;
    }
  }

  applyPartial(
    name: string,
    node: unknown,
    options?: { private?: boolean; args?: Record<string, string> },
  ): string {
    const target = this.target(name);
    if (target === undefined || !this.enter(name)) return '';
    try {
      return this.capture(() => {
        const frame = this.push(node);
        if (options?.private === true) frame.stop = true;
        if (options?.args !== undefined) frame.vars = { '@args': options.args };
        try {
          this.runIn(target.program, target.info);
        } finally {
          this.pop();
        }
      });
    } finally {
      this.depth--;
    }
  }

  /** `.include NAME [output]`: runs inline in the current frame (§6.11). */
  include(name: string, output: boolean): void {
    const target = this.target(name);
    if (target === undefined || !this.enter(name)) return;
    try {
      if (output) this.runIn(target.program, target.info);
      else this.capture(() => this.runIn(target.program, target.info));
    } finally {
      this.depth--;
    }
  }

  renderTemplate(template: Template, node: unknown, options?: { private?: boolean }): string {
    const program = this.host.programOf(template);
    const info: SourceInfo = { name: template.name, source: template.source };
    return this.capture(() => {
      const frame = this.push(node);
      if (options?.private === true) frame.stop = true;
      try {
        this.runIn(program, info);
      } finally {
        this.pop();
      }
    });
  }
}
