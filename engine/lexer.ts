/**
 * The chevrotain lexer, in two modes: literal text, where tags and multi-line comments are found exactly
 * as the reference scanner finds them (JSONT §2.1), and the inside of a tag `{…}`, lexed per tag
 * body (`tokenize(body, 'tag')`) so a body seen before need not be lexed again.
 */

import { Lexer, createToken, type IToken, type TokenType } from '#chevrotain';

/** True when `{##` at `offset` opens a multi-line comment: only the first `{` of a scan does (§2.1). */
function opensComment(text: string, offset: number, matched: IToken[]): boolean {
  if (text.charCodeAt(offset + 1) !== 35 || text.charCodeAt(offset + 2) !== 35) return false;
  const previous = matched[matched.length - 1];
  return previous === undefined || previous.tokenType !== Text || !previous.image.includes('{');
}

const multiLineCommentPattern = {
  exec(text: string, offset: number, matched: IToken[]): RegExpExecArray | null {
    if (text.charCodeAt(offset) !== 123 || !opensComment(text, offset, matched)) return null;
    const close = text.indexOf('##}', offset + 3);
    const end = close < 0 ? text.length : close + 3;
    return [text.slice(offset, end)] as unknown as RegExpExecArray;
  },
};

/** A whole tag `{…}`: a `{` whose next brace is a `}`; its inside is lexed in tag mode on demand. */
const tagPattern = {
  exec(text: string, offset: number): RegExpExecArray | null {
    if (text.charCodeAt(offset) !== 123) return null;
    for (let i = offset + 1; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 125) return [text.slice(offset, i + 1)] as unknown as RegExpExecArray;
      if (c === 123) return null;
    }
    return null;
  },
};

/** Literal text: up to the next multi-line comment or tag, found the way the reference scans. */
const textPattern = {
  exec(text: string, offset: number, matched: IToken[]): RegExpExecArray | null {
    const brace = text.indexOf('{', offset);
    let end: number;
    if (brace < 0) {
      end = text.length;
    } else if (text.charCodeAt(brace + 1) === 35 && text.charCodeAt(brace + 2) === 35 && brace > offset) {
      end = brace;
    } else if (brace === offset && opensComment(text, offset, matched)) {
      return null;
    } else {
      const close = text.indexOf('}', brace + 1);
      end = close < 0 ? text.length : text.lastIndexOf('{', close);
    }
    return end > offset ? ([text.slice(offset, end)] as unknown as RegExpExecArray) : null;
  },
};

export const MultiLineComment = createToken({
  name: 'MultiLineComment',
  pattern: multiLineCommentPattern,
  line_breaks: true,
  start_chars_hint: ['{'],
});
export const Tag = createToken({
  name: 'Tag',
  pattern: tagPattern,
  line_breaks: true,
  start_chars_hint: ['{'],
});
export const Text = createToken({ name: 'Text', pattern: textPattern, line_breaks: true });

/** Every token inside a tag belongs to this category, so a rule can take "anything up to the `}`". */
export const Any = createToken({ name: 'Any', pattern: Lexer.NA });
export const Ws = createToken({
  name: 'Ws',
  pattern: /[ \t\n\r\f\v]+/,
  line_breaks: true,
  categories: [Any],
});
export const AndAnd = createToken({ name: 'AndAnd', pattern: /&&/, categories: [Any] });
export const OrOr = createToken({ name: 'OrOr', pattern: /\|\|/, categories: [Any] });
export const Pipe = createToken({ name: 'Pipe', pattern: /\|/, categories: [Any] });
export const Dot = createToken({ name: 'Dot', pattern: /\./, categories: [Any] });
export const Comma = createToken({ name: 'Comma', pattern: /,/, categories: [Any] });
export const Question = createToken({ name: 'Question', pattern: /\?/, categories: [Any] });
export const Hash = createToken({ name: 'Hash', pattern: /#/, categories: [Any] });
export const At = createToken({ name: 'At', pattern: /@/, categories: [Any] });
export const Dollar = createToken({ name: 'Dollar', pattern: /\$/, categories: [Any] });
export const Equals = createToken({ name: 'Equals', pattern: /=/, categories: [Any] });
/** Characters that may appear in a macro or inject path besides words, digits and dots. */
export const PathPunct = createToken({ name: 'PathPunct', pattern: /[/_-]/, categories: [Any] });
export const Word = createToken({ name: 'Word', pattern: /[a-zA-Z][a-zA-Z0-9_-]*/, categories: [Any] });
export const Digits = createToken({ name: 'Digits', pattern: /[0-9]+/, categories: [Any] });
export const Other = createToken({ name: 'Other', pattern: /[^]/, categories: [Any], line_breaks: false });

function keyword(name: string, image: string): TokenType {
  return createToken({
    name,
    pattern: new RegExp(image.replace('-', '\\-')),
    longer_alt: Word,
    categories: [Word, Any],
  });
}

export const KwSection = keyword('KwSection', 'section');
export const KwRepeated = keyword('KwRepeated', 'repeated');
export const KwAlternates = keyword('KwAlternates', 'alternates');
export const KwWith = keyword('KwWith', 'with');
export const KwOr = keyword('KwOr', 'or');
export const KwIf = keyword('KwIf', 'if');
export const KwVar = keyword('KwVar', 'var');
export const KwCtx = keyword('KwCtx', 'ctx');
export const KwEval = keyword('KwEval', 'eval');
export const KwInclude = keyword('KwInclude', 'include');
export const KwInject = keyword('KwInject', 'inject');
export const KwMacro = keyword('KwMacro', 'macro');
export const KwEnd = keyword('KwEnd', 'end');
export const KwEof = keyword('KwEof', 'eof');
export const KwNewline = keyword('KwNewline', 'newline');
export const KwSpace = keyword('KwSpace', 'space');
export const KwTab = keyword('KwTab', 'tab');
export const KwMetaLeft = keyword('KwMetaLeft', 'meta-left');
export const KwMetaRight = keyword('KwMetaRight', 'meta-right');

const keywords = [
  KwSection,
  KwRepeated,
  KwAlternates,
  KwWith,
  KwOr,
  KwIf,
  KwVar,
  KwCtx,
  KwEval,
  KwInclude,
  KwInject,
  KwMacro,
  KwEnd,
  KwEof,
  KwNewline,
  KwSpace,
  KwTab,
  KwMetaLeft,
  KwMetaRight,
];

const tagTokens = [
  Ws,
  AndAnd,
  OrOr,
  Pipe,
  Dot,
  Comma,
  Question,
  Hash,
  At,
  Dollar,
  Equals,
  ...keywords,
  Word,
  PathPunct,
  Digits,
  Other,
];

/** Every token type, for the parser. */
export const allTokens: TokenType[] = [MultiLineComment, Tag, Text, Any, ...tagTokens];

export const templateLexer = new Lexer(
  {
    modes: { text: [MultiLineComment, Tag, Text], tag: tagTokens },
    defaultMode: 'text',
  },
  {
    positionTracking: 'full',
    ensureOptimizations: false,
    skipValidations: true,
  },
);
