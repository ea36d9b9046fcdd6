/** The instruction tree: plain JSON with a line and column on every node, so it can be cached and shipped. */

import type { Path } from './types.js';

export interface Located {
  line: number;
  column: number;
}

export interface FormatterCall extends Located {
  name: string;
  args: string[];
}

export interface TextNode extends Located {
  type: 'text';
  text: string;
}

export interface CommentNode extends Located {
  type: 'comment';
  text: string;
  multiline: boolean;
}

/** `{.newline}`, `{.space}`, `{.tab}`, `{.meta-left}`, `{.meta-right}`: fixed text. */
export interface LiteralNode extends Located {
  type: 'literal';
  name: 'newline' | 'space' | 'tab' | 'meta-left' | 'meta-right';
  text: string;
}

export interface VariableNode extends Located {
  type: 'variable';
  refs: Path[];
  formatters: FormatterCall[];
}

export interface SectionNode extends Located {
  type: 'section';
  ref: Path;
  block: Node[];
  alt: OrNode | null;
}

export interface RepeatedNode extends Located {
  type: 'repeated';
  ref: Path;
  block: Node[];
  alternates: Node[] | null;
  alt: OrNode | null;
}

export interface PredicateNode extends Located {
  type: 'predicate';
  name: string;
  args: string[];
  block: Node[];
  alt: OrNode | null;
}

/** `.or` (no predicate) or `.or name? args`: the else branch of the block that owns it. */
export interface OrNode extends Located {
  type: 'or';
  name: string | null;
  args: string[];
  block: Node[];
  alt: OrNode | null;
}

export interface IfNode extends Located {
  type: 'if';
  /** Operators between operands, left to right: `||` or `&&`. */
  ops: ('||' | '&&')[];
  refs: Path[];
  block: Node[];
  alt: OrNode | null;
}

export interface BindVarNode extends Located {
  type: 'bindvar';
  name: string;
  refs: Path[];
  formatters: FormatterCall[];
}

export interface CtxVarNode extends Located {
  type: 'ctxvar';
  name: string;
  bindings: [string, Path][];
}

export interface EvalNode extends Located {
  type: 'eval';
  source: string;
}

export interface IncludeNode extends Located {
  type: 'include';
  name: string;
  flags: string[];
}

export interface InjectNode extends Located {
  type: 'inject';
  name: string;
  path: string;
  args: string[];
}

export interface MacroNode extends Located {
  type: 'macro';
  name: string;
  block: Node[];
}

export type BlockNode = SectionNode | RepeatedNode | PredicateNode | IfNode | MacroNode | OrNode;

export type Node =
  | TextNode
  | CommentNode
  | LiteralNode
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | BindVarNode
  | CtxVarNode
  | EvalNode
  | IncludeNode
  | InjectNode
  | MacroNode;

export interface RootNode extends Located {
  type: 'root';
  block: Node[];
}
