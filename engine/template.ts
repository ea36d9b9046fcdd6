/** The front door: `compile(source, options)` → `{ template, errors }`, and the compiled template's `render`. */

import { Compiler } from './compiler.js';
import { describeFailure, isStackOverflow } from './failures.js';
import { errors as errorFactory, withExcerpt } from './errors.js';
import { DEFAULT_LIMITS, mergeLimits } from './limits.js';
import { parseTemplate, type TagMemo } from './parse.js';
import { CORE_FORMATTERS } from './plugins/core-formatters.js';
import { CORE_PREDICATES } from './plugins/core-predicates.js';
import {
  LimitReached,
  Runtime,
  type PartialHost,
  type Program,
  type SourceInfo,
  type Where,
} from './runtime.js';
import type {
  CompileOptions,
  CompileResult,
  FormatterTable,
  Limits,
  PredicateTable,
  RenderOptions,
  RenderResult,
  Template,
  TemplateError,
} from './types.js';
import type { RootNode } from './ast.js';

/** Formatters, predicates and compiled string partials shared by templates compiled with the same tables. */
interface Registry {
  formatters: FormatterTable;
  predicates: PredicateTable;
  partials: Map<string, CompiledTemplate>;
  tags: TagMemo;
}

const MAX_CACHED_PARTIALS = 2000;
const registries = new WeakMap<object, WeakMap<object, Registry>>();
const NONE = {};
const defaultRegistry: Registry = {
  formatters: CORE_FORMATTERS,
  predicates: CORE_PREDICATES,
  partials: new Map(),
  tags: new Map(),
};

/** The merged tables for these options, merged once per pair of caller tables. */
function registryFor(options: CompileOptions): Registry {
  if (options.formatters === undefined && options.predicates === undefined) return defaultRegistry;
  const f = options.formatters ?? NONE;
  const p = options.predicates ?? NONE;
  let byPredicates = registries.get(f);
  if (byPredicates === undefined) registries.set(f, (byPredicates = new WeakMap()));
  let registry = byPredicates.get(p);
  if (registry === undefined) {
    registry = {
      formatters: { ...CORE_FORMATTERS, ...options.formatters },
      predicates: { ...CORE_PREDICATES, ...options.predicates },
      partials: new Map(),
      tags: new Map(),
    };
    byPredicates.set(p, registry);
  }
  return registry;
}

class CompiledTemplate implements Template, PartialHost {
  constructor(
    readonly ast: RootNode,
    readonly source: string,
    readonly name: string | undefined,
    readonly errors: readonly TemplateError[],
    readonly program: Program,
    private readonly registry: Registry,
    private readonly limits: Limits,
    private readonly options: CompileOptions,
    info: SourceInfo,
  ) {
    this.start = { at: { line: 1, column: 1 }, info, text: '' };
  }

  /** Where errors point before the first instruction runs. */
  private readonly start: Where;

  render(data: unknown, options: RenderOptions = {}): RenderResult {
    const limits = options.limits === undefined ? this.limits : mergeLimits(this.limits, options.limits);
    const rt = new Runtime(data, options, limits, this, this.start);
    try {
      this.program(rt);
    } catch (e) {
      if (e instanceof LimitReached) {
        rt.errors.push(e.error);
      } else if (isStackOverflow(e)) {
        rt.report(errorFactory.stackOverflow(rt.where.at));
      } else {
        const { name, message } = describeFailure(e);
        rt.report(errorFactory.formatterFailed(name, 'TEMPLATE', message, rt.where.at));
      }
    }
    return { html: rt.output(), errors: rt.errors };
  }

  partial(name: string, options: RenderOptions) {
    const given =
      options.partials !== undefined && Object.hasOwn(options.partials, name)
        ? options.partials[name]
        : this.options.partials !== undefined && Object.hasOwn(this.options.partials, name)
          ? this.options.partials[name]
          : undefined;
    if (given === undefined) return undefined;
    const template = typeof given === 'string' ? this.compilePartial(name, given) : given;
    return {
      program: this.programOf(template),
      info: { name, source: template.source },
      errors: template.errors.filter((e) => e.severity === 'error'),
    };
  }

  programOf(template: Template): Program {
    if (!(template instanceof CompiledTemplate))
      throw new TypeError('Not a template compiled by this engine');
    return template.program;
  }

  /**
   * Compiles a string partial with this template's tables and limits, cached by name, limits and
   * source (errors must name the partial they come from, and obey the caller's limits).
   */
  private compilePartial(name: string, source: string): Template {
    const cache = this.registry.partials;
    const key = `${name}\u0000${this.limitsKey}\u0000${source}`;
    let template = cache.get(key);
    if (template === undefined) {
      if (cache.size >= MAX_CACHED_PARTIALS) cache.clear();
      template = build(source, { ...this.options, partials: undefined, name }, this.registry);
      cache.set(key, template);
    }
    return template;
  }

  private get limitsKey(): string {
    return (this.cachedLimitsKey ??= JSON.stringify(this.limits));
  }

  private cachedLimitsKey: string | undefined;
}

/** Deeper block nesting than this would overflow the stack while compiling, whatever the caller asks. */
const MAX_NESTING = 1000;

function emptyRoot(): RootNode {
  return { type: 'root', block: [], line: 1, column: 1 };
}

function build(source: string, options: CompileOptions, registry: Registry): CompiledTemplate {
  const limits = mergeLimits(DEFAULT_LIMITS, options.limits);
  limits.nesting = Math.min(limits.nesting, MAX_NESTING);
  const errorList: TemplateError[] = [];
  let ast: RootNode;
  if (source.length > limits.templateSize) {
    errorList.push(errorFactory.templateTooLarge(source.length, limits.templateSize));
    ast = emptyRoot();
  } else {
    ast = parseTemplate(
      source,
      {
        formatters: registry.formatters,
        predicates: registry.predicates,
        maxNesting: limits.nesting,
        memo: registry.tags,
      },
      errorList,
    );
  }
  const info: SourceInfo = { name: options.name, source };
  let program: Program;
  try {
    program = new Compiler({
      formatters: registry.formatters,
      predicates: registry.predicates,
      limits,
      info,
    }).compileRoot(ast);
  } catch (e) {
    if (!isStackOverflow(e)) throw e;
    errorList.push(errorFactory.stackOverflow({ line: 1, column: 1 }));
    ast = emptyRoot();
    program = () => {};
  }
  const positioned = errorList.map((e) => withExcerpt(e, source));
  return new CompiledTemplate(
    ast,
    source,
    options.name,
    positioned,
    program,
    registry,
    limits,
    options,
    info,
  );
}

/**
 * Compiles a JSON-T template. Never throws: problems come back as positioned errors, and the
 * template is usable even when there are errors (bad tags print as text, as in the reference).
 */
export function compile(source: string, options: CompileOptions = {}): CompileResult {
  const template = build(String(source), options, registryFor(options));
  return { template, errors: [...template.errors] };
}
