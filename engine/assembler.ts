/** Assembles the flat instruction stream into the block tree (JSONT §4), reporting misplaced instructions. */

import type { BlockNode, Node, OrNode, RootNode } from './ast.js';
import { errors } from './errors.js';
import type { Instruction } from './instruction-builder.js';
import type { TemplateError } from './types.js';

const OPCODES: Record<string, string> = {
  section: 'SECTION',
  repeated: 'REPEATED',
  predicate: 'PREDICATE',
  if: 'IF',
  macro: 'MACRO',
  or: 'OR_PREDICATE',
  end: 'END',
  alternates: 'ALTERNATES_WITH',
  eof: 'EOF',
};

/** The opcode name the reference uses in messages. */
function opcode(type: string): string {
  return OPCODES[type] ?? type.toUpperCase();
}

interface Open {
  /** The block that opened this level (its `.end` closes it). */
  owner: BlockNode;
  /** Where instructions go now: the owner's block, its alternates, or the last `.or` of its chain. */
  current: BlockNode;
  target: Node[];
}

/** Builds the tree; stops at `maxNesting` open blocks with an error rather than risk the stack. */
export class Assembler {
  private readonly root: RootNode = { type: 'root', block: [], line: 1, column: 1 };
  private readonly stack: Open[] = [];
  private ended = false;
  private stopped = false;

  constructor(
    private readonly errorList: TemplateError[],
    private readonly maxNesting: number,
  ) {}

  private get target(): Node[] {
    return this.stack.length === 0 ? this.root.block : this.stack[this.stack.length - 1].target;
  }

  accept(inst: Instruction): void {
    if (this.stopped) return;
    if (this.ended) {
      this.errorList.push(errors.afterEof(opcode(inst.type), inst));
      this.stopped = true;
      return;
    }
    switch (inst.type) {
      case 'section':
      case 'repeated':
      case 'predicate':
      case 'if':
      case 'macro':
        this.target.push(inst);
        if (this.stack.length >= this.maxNesting) {
          this.errorList.push(errors.nestingTooDeep(this.maxNesting, inst));
          this.stopped = true;
          return;
        }
        this.stack.push({ owner: inst, current: inst, target: inst.block });
        return;
      case 'or':
        return this.or(inst);
      case 'alternates':
        return this.alternates(inst);
      case 'end':
        if (this.stack.length === 0) this.errorList.push(errors.notAllowedAtRoot('END', inst));
        else this.stack.pop();
        return;
      case 'eof':
        this.finish();
        this.ended = true;
        return;
      default:
        this.target.push(inst);
    }
  }

  private or(inst: OrNode): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) {
      this.errorList.push(errors.notAllowedAtRoot('OR_PREDICATE', inst));
      return;
    }
    const current = top.current;
    if (current.type === 'macro') {
      this.errorList.push(errors.notAllowedInBlock('OR_PREDICATE', 'MACRO', inst));
      return;
    }
    if (current.type === 'or' && current.name === null) {
      this.errorList.push(errors.deadCode(inst));
      return;
    }
    current.alt = inst;
    top.current = inst;
    top.target = inst.block;
  }

  private alternates(inst: Instruction): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) {
      this.errorList.push(errors.notAllowedAtRoot('ALTERNATES_WITH', inst));
      return;
    }
    const current = top.current;
    if (current.type !== 'repeated' || current.alternates !== null) {
      this.errorList.push(errors.notAllowedInBlock('ALTERNATES_WITH', opcode(current.type), inst));
      return;
    }
    current.alternates = [];
    top.target = current.alternates;
  }

  private finish(): void {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const owner = this.stack[i].owner;
      this.errorList.push(errors.eofInBlock(opcode(this.stack[i].current.type), owner));
    }
    this.stack.length = 0;
  }

  /** The tree, after the end of input (an implicit EOF if the template had no `.eof`). */
  result(): RootNode {
    if (!this.ended && !this.stopped) this.finish();
    return this.root;
  }
}
