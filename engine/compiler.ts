/** Compiles the instruction tree once into JavaScript closures (no eval, no new Function). */

import type { FormatterCall, Node, OrNode, RootNode } from './ast.js';
import { errors } from './errors.js';
import { debugText, evaluateExpression, parseExpression, type ExpressionOptions } from './expr/index.js';
import { compileResolver, compileSectionResolver, type Resolver } from './resolvers.js';
import { describeFailure, isFatal } from './failures.js';
import type { Program, Runtime, SourceInfo, Where } from './runtime.js';
import type { Formatter, FormatterTable, Limits, Predicate, PredicateTable } from './types.js';
import { isTruthy, printValue } from './values.js';

export interface CompileContext {
  formatters: FormatterTable;
  predicates: PredicateTable;
  limits: Limits;
  info: SourceInfo;
}

const noop: Program = () => {};

/** Runs programs in order; short sequences are unrolled. */
function sequence(programs: Program[]): Program {
  switch (programs.length) {
    case 0:
      return noop;
    case 1:
      return programs[0];
    case 2: {
      const [a, b] = programs;
      return (rt) => {
        a(rt);
        b(rt);
      };
    }
    case 3: {
      const [a, b, c] = programs;
      return (rt) => {
        a(rt);
        b(rt);
        c(rt);
      };
    }
    default:
      return (rt) => {
        for (let i = 0; i < programs.length; i++) programs[i](rt);
      };
  }
}

interface BoundFormatter {
  fn: Formatter;
  args: string[];
  at: FormatterCall;
}

/** What a formatter chain yields when a formatter threw (the instruction prints nothing). */
const FAILED = Symbol('failed');

/**
 * Applies a formatter chain (JSONT §6.2). With `valueFrame` the value gets a frame of its own,
 * pushed lazily by the runtime only if a formatter looks at frames; `.var` pushes none (§6.8).
 * Instructions always start with no pending frame: a nested render restores the chain state.
 */
function applyChain(
  rt: Runtime,
  chain: BoundFormatter[],
  value: unknown,
  values: unknown[] | null,
  opcode: string,
  valueFrame: boolean,
): unknown {
  const base = rt.frame;
  rt.pending = valueFrame;
  rt.pendingNode = value;
  rt.chainValues = values;
  try {
    for (let i = 0; i < chain.length; i++) {
      rt.chainValue = value;
      const call = chain[i];
      value = call.fn(value, call.args, rt);
      if (values !== null) values[0] = value;
    }
  } catch (e) {
    value = failed(rt, e, opcode);
  }
  rt.frame = base;
  rt.pending = false;
  return value;
}

/** Reports a formatter's failure on its instruction (fatal ones end the render); the result is FAILED. */
function failed(rt: Runtime, e: unknown, opcode: string): typeof FAILED {
  if (isFatal(e)) throw e;
  const { name, message } = describeFailure(e);
  rt.report(errors.formatterFailed(name, opcode, message, rt.where.at));
  return FAILED;
}

/** Resolves every reference of a multi-variable list. */
function resolveAll(resolvers: Resolver[], rt: Runtime): unknown[] {
  const values = new Array<unknown>(resolvers.length);
  for (let i = 0; i < resolvers.length; i++) values[i] = resolvers[i](rt.frame);
  return values;
}

function testPredicate(rt: Runtime, predicate: Predicate | undefined, args: string[]): boolean {
  if (predicate === undefined) return false;
  try {
    return predicate(args, rt) === true;
  } catch (e) {
    if (isFatal(e)) throw e;
    const { name, message } = describeFailure(e);
    rt.report(errors.formatterFailed(name, 'PREDICATE', message, rt.where.at));
    return false;
  }
}

export class Compiler {
  private readonly expressionOptions: ExpressionOptions;

  constructor(private readonly ctx: CompileContext) {
    this.expressionOptions = {
      maxTokens: ctx.limits.expressionTokens,
      maxStringLength: ctx.limits.expressionStringLength,
    };
  }

  compileRoot(root: RootNode): Program {
    return this.block(root.block);
  }

  /**
   * A block. Fixed text is joined and handed to the instruction after it, which prints it first,
   * so a block of text and tags costs one call per tag.
   */
  block(nodes: readonly Node[]): Program {
    const programs: Program[] = [];
    let text = '';
    let textAt: Node | undefined;
    for (const node of nodes) {
      if (node.type === 'text' || node.type === 'literal') {
        text += node.text;
        textAt ??= node;
      } else if (node.type !== 'comment') {
        programs.push(this.node(node, text));
        text = '';
        textAt = undefined;
      }
    }
    if (textAt !== undefined) {
      const chunk = text;
      const where: Where = { at: textAt, info: this.ctx.info, text: '' };
      programs.push((rt) => {
        rt.step(where);
        rt.emit(chunk);
      });
    }
    return sequence(programs);
  }

  private chain(calls: FormatterCall[]): BoundFormatter[] {
    return calls.map((call) => ({ fn: this.ctx.formatters[call.name], args: call.args, at: call }));
  }

  private alt(alt: OrNode | null): Program | undefined {
    if (alt === null) return undefined;
    const block = this.block(alt.block);
    if (alt.name === null) return block;
    const predicate = this.ctx.predicates[alt.name];
    const next = this.alt(alt.alt);
    const args = alt.args;
    const where: Where = { at: alt, info: this.ctx.info, text: '' };
    return (rt) => {
      rt.step(where);
      if (testPredicate(rt, predicate, args)) block(rt);
      else if (next !== undefined) next(rt);
    };
  }

  /** An instruction; `text` is the fixed text printed just before it. */
  private node(node: Node, text: string): Program {
    const where: Where = { at: node, info: this.ctx.info, text };
    switch (node.type) {
      case 'variable': {
        const resolvers = node.refs.map(compileResolver);
        const first = resolvers[0];
        const chain = this.chain(node.formatters);
        if (chain.length === 0) {
          return (rt) => {
            rt.step(where);
            const value = first(rt.frame);
            if (value !== undefined && value !== null) rt.emit(printValue(value));
          };
        }
        if (resolvers.length === 1 && chain.length === 1) {
          // The common `{name|formatter args}`: one call, no chain loop.
          const { fn, args } = chain[0];
          return (rt) => {
            rt.step(where);
            const base = rt.frame;
            const input = first(base);
            rt.pending = true;
            rt.pendingNode = input;
            rt.chainValue = input;
            rt.chainValues = null;
            let value: unknown;
            try {
              value = fn(input, args, rt);
            } catch (e) {
              value = failed(rt, e, 'VARIABLE');
            }
            rt.frame = base;
            rt.pending = false;
            if (value !== FAILED) rt.emit(typeof value === 'string' ? value : printValue(value));
          };
        }
        if (resolvers.length === 1) {
          return (rt) => {
            rt.step(where);
            const value = applyChain(rt, chain, first(rt.frame), null, 'VARIABLE', true);
            if (value !== FAILED) rt.emit(printValue(value));
          };
        }
        return (rt) => {
          rt.step(where);
          const values = resolveAll(resolvers, rt);
          const value = applyChain(rt, chain, values[0], values, 'VARIABLE', true);
          if (value !== FAILED) rt.emit(printValue(value));
        };
      }
      case 'section': {
        const block = this.block(node.block);
        const alt = this.alt(node.alt);
        const resolve = compileSectionResolver(node.ref);
        return (rt) => {
          rt.step(where);
          const value = resolve(rt.frame);
          if (isTruthy(value)) {
            rt.push(value);
            block(rt);
            rt.pop();
          } else if (alt !== undefined) {
            alt(rt);
          }
        };
      }
      case 'repeated': {
        const block = this.block(node.block);
        const alternates = node.alternates === null ? undefined : this.block(node.alternates);
        const alt = this.alt(node.alt);
        const resolve = compileSectionResolver(node.ref);
        return (rt) => {
          rt.step(where);
          const value = resolve(rt.frame);
          if (Array.isArray(value) && value.length > 0) {
            const list = rt.push(value);
            // One element frame serves every iteration; its variables and macros are per iteration.
            const item = rt.push(undefined);
            const last = value.length - 1;
            for (let i = 0; i <= last; i++) {
              list.index = i;
              item.node = value[i];
              item.vars = null;
              item.macros = null;
              rt.frame = item;
              block(rt);
              if (alternates !== undefined && i < last) alternates(rt);
            }
            rt.frame = list.parent!;
          } else if (alt !== undefined) {
            alt(rt);
          }
        };
      }
      case 'predicate': {
        const block = this.block(node.block);
        const alt = this.alt(node.alt);
        const predicate = this.ctx.predicates[node.name];
        const args = node.args;
        return (rt) => {
          rt.step(where);
          if (testPredicate(rt, predicate, args)) block(rt);
          else if (alt !== undefined) alt(rt);
        };
      }
      case 'if': {
        const block = this.block(node.block);
        const alt = this.alt(node.alt);
        const ops = node.ops;
        const resolvers = node.refs.map(compileResolver);
        return (rt) => {
          rt.step(where);
          let result = isTruthy(resolvers[0](rt.frame));
          // Left to right with no precedence; stop once an OR made it true or an AND made it false.
          for (let i = 0; i < ops.length; i++) {
            const value = isTruthy(resolvers[i + 1](rt.frame));
            if (ops[i] === '||') {
              result = result || value;
              if (result) break;
            } else {
              result = result && value;
              if (!result) break;
            }
          }
          if (result) block(rt);
          else if (alt !== undefined) alt(rt);
        };
      }
      case 'bindvar': {
        const name = node.name;
        const resolvers = node.refs.map(compileResolver);
        const chain = this.chain(node.formatters);
        return (rt) => {
          rt.step(where);
          const values = resolveAll(resolvers, rt);
          if (chain.length === 0) {
            rt.setVar(name, values[0]);
            return;
          }
          const value = applyChain(rt, chain, values[0], values.length > 1 ? values : null, 'BINDVAR', false);
          if (value !== FAILED) rt.setVar(name, value);
        };
      }
      case 'ctxvar': {
        const name = node.name;
        const bindings = node.bindings.map(([key, ref]) => [key, compileResolver(ref)] as const);
        return (rt) => {
          rt.step(where);
          const object: Record<string, unknown> = {};
          for (const [key, resolve] of bindings) {
            const value = resolve(rt.frame);
            object[key] = value === undefined ? null : value;
          }
          rt.setVar(name, object);
        };
      }
      case 'eval':
        return this.evaluation(node.source, where);
      case 'include': {
        const output = node.flags.includes('output');
        const name = node.name;
        return (rt) => {
          rt.step(where);
          if (rt.includes) rt.include(name, output);
        };
      }
      case 'inject': {
        const { name, path } = node;
        return (rt) => {
          rt.step(where);
          const injects = rt.options.injects;
          const value = injects !== undefined && Object.hasOwn(injects, path) ? injects[path] : undefined;
          // As in the reference, a falsy injected value (0, "", false, null) counts as missing (§6.12).
          const falsy = value === 0 || value === '' || value === false || value === null;
          rt.setVar(name, falsy ? undefined : value);
        };
      }
      case 'macro': {
        const block = this.block(node.block);
        const name = node.name;
        return (rt) => {
          rt.step(where);
          (rt.frame.macros ??= new Map()).set(name, block);
        };
      }
      default:
        return text === '' ? noop : (rt) => rt.step(where);
    }
  }

  /** `.eval`: parsed once here; parse errors reported once per render, results printed (§6.10, §8). */
  private evaluation(source: string, where: Where): Program {
    const node = where.at;
    const options = this.expressionOptions;
    const parsed = parseExpression(source, options);
    if ('error' in parsed) {
      const { errors: messages, debugText: debug } = parsed;
      const quoted = parsed.source;
      return (rt) => {
        rt.step(where);
        if (!rt.expressions) return;
        if (debug !== undefined) rt.emit(debug);
        if (!rt.firstTime(node)) return;
        for (const message of messages) rt.report(errors.expressionParse(quoted, message, node));
      };
    }
    const expression = parsed.expression;
    return (rt) => {
      rt.step(where);
      if (!rt.expressions) return;
      const result = evaluateExpression(expression, (path) => rt.resolvePath(path), rt.expressionOptions);
      const printed = result.ok && result.hasValue;
      if (expression.debug) rt.emit(debugText(expression, printed));
      if (!result.ok) {
        for (const message of result.errors) {
          rt.report(errors.expressionReduce(expression.source, message, node));
        }
        return;
      }
      for (const [name, value] of result.assignments) rt.setVar(name, value);
      if (printed) rt.emit(printValue(result.value));
    };
  }
}
