// Parses ICU-style message text (`{0}`, `{name}`, plural, select, selectordinal, typed arguments).
import { parseDecimal, type Decimal } from './i18n-decimal.js';

/** An argument reference: a position (`{0}`) or a name (`{name}`). */
export type ArgName = string | number;

export type MessageNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'arg'; readonly name: ArgName }
  /** `#` inside a plural or select branch: the value that chose the branch. */
  | { readonly kind: 'pound' }
  | {
      readonly kind: 'plural';
      readonly arg: ArgName;
      readonly offset: number;
      readonly ordinal: boolean;
      readonly choices: readonly PluralChoice[];
    }
  | { readonly kind: 'select'; readonly arg: ArgName; readonly choices: readonly SelectChoice[] }
  /** A typed argument such as `{0 money style:short}` or `{0;1 datetime-interval yMMM}`. */
  | {
      readonly kind: 'call';
      readonly type: string;
      readonly args: readonly ArgName[];
      readonly options: readonly string[];
    };

export type MessageBlock = readonly MessageNode[];

/** `=2 {…}` matches the value exactly; `few {…}` matches a plural category. */
export interface PluralChoice {
  readonly exact?: Decimal;
  readonly category?: string;
  readonly block: MessageBlock;
}

export interface SelectChoice {
  readonly key: string;
  readonly block: MessageBlock;
}

const SEPARATORS = /[,\s]+/y;
const NUMBER = /\d+/y;
const IDENTIFIER = /[\p{L}\p{M}\p{N}_]+/uy;
const OFFSET = /offset:(-?\d+)/y;
const PLURAL_CHOICE = /=\d+(?:\.\d+)?|zero|one|two|few|many|other/y;
const OPTION = /[^\s,{}]+/y;
/** After an apostrophe, these characters start quoted literal text (ICU's DOUBLE_OPTIONAL mode). */
const QUOTABLE = '{}#|';

const typeNames = new WeakMap<readonly string[], RegExp>();

/**
 * Parses `source` into nodes. `types` names the typed arguments the evaluator knows besides
 * plural, select and selectordinal; a tag naming anything else prints nothing (or its inside, as
 * text, within a plural or select branch), as the reference message formatter does.
 */
export function parseMessage(source: string, types: readonly string[]): MessageBlock {
  let typeName = typeNames.get(types);
  if (typeName === undefined) {
    // Longest first, so `selectordinal` is not read as `select` followed by junk.
    const names = ['plural', 'select', 'selectordinal', ...types].sort((a, b) => b.length - a.length);
    typeName = new RegExp(names.map((n) => n.replace(/[^\w]/g, '\\$&')).join('|'), 'y');
    typeNames.set(types, typeName);
  }
  return new MessageParser(source, typeName).parse();
}

class MessageParser {
  private pos = 0;

  constructor(
    private readonly src: string,
    private readonly typeName: RegExp,
  ) {}

  parse(): MessageBlock {
    return this.block(0, this.src.length, false);
  }

  /** Nodes for `[start, end)`; `branch` is true inside a plural or select choice, where `#` counts. */
  private block(start: number, end: number, branch: boolean): MessageNode[] {
    const src = this.src;
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') nodes.push({ kind: 'text', text });
      text = '';
    };
    let i = start;
    while (i < end) {
      const c = src[i];
      if (c === "'") {
        const next = src[i + 1];
        if (next === "'" && i + 1 < end) {
          text += "'";
          i += 2;
        } else if (next !== undefined && i + 1 < end && QUOTABLE.includes(next)) {
          const [quoted, after] = this.quoted(i, end);
          text += quoted;
          i = after;
        } else {
          text += c;
          i++;
        }
      } else if (c === '#' && branch) {
        flush();
        nodes.push({ kind: 'pound' });
        i++;
      } else if (c === '{') {
        flush();
        const close = this.close(i, end);
        if (close < 0) {
          nodes.push(...this.rawText(src.slice(i, end), branch));
          i = end;
        } else if (src[i + 1] === '-') {
          // `{-…}` hides a tag from the formatter: it prints as `{…}`.
          nodes.push({ kind: 'text', text: '{' + src.slice(i + 2, close + 1) });
          i = close + 1;
        } else {
          const tag = this.tag(i + 1, close);
          if (tag !== undefined) nodes.push(...tag);
          else if (branch && close > i + 1) nodes.push(...this.rawText(src.slice(i + 1, close), branch));
          i = close + 1;
        }
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return nodes;
  }

  /** The apostrophe closing the quote opened at `at` (`''` inside is not one); -1 if none. */
  private quoteEnd(at: number, end: number): number {
    for (let i = at + 1; i < end; i++) {
      if (this.src[i] !== "'") continue;
      if (i + 1 < end && this.src[i + 1] === "'") i++;
      else return i;
    }
    return -1;
  }

  /** Text quoted from the apostrophe at `at`, `''` meaning one; an unclosed quote runs to `end`. */
  private quoted(at: number, end: number): [string, number] {
    const close = this.quoteEnd(at, end);
    const text = this.src.slice(at + 1, close < 0 ? end : close).replace(/''/g, "'");
    return [text, close < 0 ? end : close + 1];
  }

  /** Text with `#` standing for the branch value, without further parsing. */
  private rawText(text: string, branch: boolean): MessageNode[] {
    if (!branch) return [{ kind: 'text', text }];
    const nodes: MessageNode[] = [];
    text.split('#').forEach((piece, k) => {
      if (k > 0) nodes.push({ kind: 'pound' });
      if (piece !== '') nodes.push({ kind: 'text', text: piece });
    });
    return nodes;
  }

  /** The `}` closing the `{` at `open`, skipping nested braces and quoted text; -1 if unbalanced. */
  private close(open: number, end: number): number {
    let depth = 0;
    for (let i = open; i < end; i++) {
      const c = this.src[i];
      if (c === '{') depth++;
      else if (c === '}') {
        if (--depth === 0) return i;
      } else if (c === "'" && i + 1 < end) {
        const next = this.src[i + 1];
        if (next === "'") i++;
        else if (QUOTABLE.includes(next)) {
          i = this.quoteEnd(i, end);
          if (i < 0) return -1;
        }
      }
    }
    return -1;
  }

  private match(pattern: RegExp, end: number): string | undefined {
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.src);
    if (found === null || pattern.lastIndex > end) return undefined;
    this.pos = pattern.lastIndex;
    return found[0];
  }

  private skip(end: number): boolean {
    return this.match(SEPARATORS, end) !== undefined;
  }

  /** The inside of a `{…}` tag at `[start, end)`; undefined when it is not a tag we know. */
  private tag(start: number, end: number): MessageNode[] | undefined {
    this.pos = start;
    this.skip(end);
    const args: ArgName[] = [];
    for (;;) {
      const n = this.match(NUMBER, end);
      const name = n === undefined ? this.match(IDENTIFIER, end) : undefined;
      if (n === undefined && name === undefined) break;
      args.push(n !== undefined ? parseInt(n, 10) : name!);
      if (this.src[this.pos] !== ';' || this.pos >= end) break;
      this.pos++;
    }
    if (args.length === 0) return undefined;
    // Like the reference, anything not separated from the argument by a space is ignored.
    if (!this.skip(end) || this.pos >= end) return [{ kind: 'arg', name: args[0] }];
    const type = this.match(this.typeName, end);
    if (type === undefined) return undefined;
    this.skip(end);
    switch (type) {
      case 'plural':
      case 'selectordinal':
        return this.plural(args[0], type === 'selectordinal', end);
      case 'select':
        return this.select(args[0], end);
      default: {
        const options: string[] = [];
        for (;;) {
          this.skip(end);
          const option = this.match(OPTION, end);
          if (option === undefined) break;
          options.push(option);
        }
        return [{ kind: 'call', type, args, options }];
      }
    }
  }

  /** The `{…}` block of a choice, parsed as a branch; undefined when no block follows. */
  private choiceBlock(end: number): MessageBlock | undefined {
    this.skip(end);
    if (this.src[this.pos] !== '{' || this.pos >= end) return undefined;
    const open = this.pos;
    const close = this.close(open, end);
    if (close < 0) return undefined;
    this.pos = close + 1;
    if (this.src[open + 1] === '-')
      return [{ kind: 'text', text: '{' + this.src.slice(open + 2, close + 1) }];
    const saved = this.pos;
    const block = this.block(open + 1, close, true);
    this.pos = saved;
    return block;
  }

  private plural(arg: ArgName, ordinal: boolean, end: number): MessageNode[] {
    const offsetMatch = this.match(OFFSET, end);
    const offset = offsetMatch === undefined ? 0 : parseInt(offsetMatch.slice('offset:'.length), 10);
    const choices: PluralChoice[] = [];
    while (this.skip(end) || this.pos < end) {
      const choice = this.match(PLURAL_CHOICE, end);
      if (choice === undefined) break;
      const block = this.choiceBlock(end);
      if (block === undefined) return [];
      choices.push(
        choice.startsWith('=')
          ? { exact: parseDecimal(choice.slice(1)), block }
          : { category: choice, block },
      );
    }
    return choices.length === 0 ? [] : [{ kind: 'plural', arg, offset, ordinal, choices }];
  }

  private select(arg: ArgName, end: number): MessageNode[] {
    const choices: SelectChoice[] = [];
    while (this.skip(end) || this.pos < end) {
      const key = this.match(IDENTIFIER, end);
      if (key === undefined) break;
      const block = this.choiceBlock(end);
      if (block === undefined) return [];
      choices.push({ key, block });
    }
    return choices.length === 0 ? [] : [{ kind: 'select', arg, choices }];
  }
}
