/**
 * The chevrotain grammar of one tag's inside (JSONT §2.2–§2.5). Pure grammar: no actions; the
 * builder in `instruction-builder.ts` turns the CST into instructions and applies the exact
 * whitespace rules. A tag that does not match is printed as literal text.
 */

import { CstParser, type CstNode, type IToken } from '#chevrotain';
import {
  allTokens,
  AndAnd,
  Any,
  At,
  Comma,
  Digits,
  Dollar,
  Dot,
  Equals,
  Hash,
  KwAlternates,
  KwCtx,
  KwEnd,
  KwEof,
  KwEval,
  KwIf,
  KwInclude,
  KwInject,
  KwMacro,
  KwMetaLeft,
  KwMetaRight,
  KwNewline,
  KwOr,
  KwRepeated,
  KwSection,
  KwSpace,
  KwTab,
  KwVar,
  KwWith,
  OrOr,
  PathPunct,
  Pipe,
  Question,
  Word,
  Ws,
} from './lexer.js';

class TagParser extends CstParser {
  constructor() {
    super(allTokens, { maxLookahead: 3, recoveryEnabled: false, skipValidations: true });
    this.performSelfAnalysis();
  }

  tag = this.RULE('tag', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.comment) },
      { ALT: () => this.SUBRULE(this.instruction) },
      { ALT: () => this.SUBRULE(this.variableTag) },
    ]);
  });

  comment = this.RULE('comment', () => {
    this.CONSUME(Hash);
    this.MANY(() => this.CONSUME(Any));
  });

  instruction = this.RULE('instruction', () => {
    this.CONSUME(Dot);
    this.OR([
      { GATE: () => this.LA(2).tokenType === Question, ALT: () => this.SUBRULE(this.predicateCall) },
      { ALT: () => this.SUBRULE(this.sectionInst) },
      { ALT: () => this.SUBRULE(this.repeatedInst) },
      { ALT: () => this.SUBRULE(this.alternatesInst) },
      { ALT: () => this.SUBRULE(this.orInst) },
      { ALT: () => this.SUBRULE(this.ifInst) },
      { ALT: () => this.SUBRULE(this.varInst) },
      { ALT: () => this.SUBRULE(this.ctxInst) },
      { ALT: () => this.SUBRULE(this.evalInst) },
      { ALT: () => this.SUBRULE(this.includeInst) },
      { ALT: () => this.SUBRULE(this.injectInst) },
      { ALT: () => this.SUBRULE(this.macroInst) },
      { ALT: () => this.SUBRULE(this.bareInst) },
    ]);
  });

  predicateCall = this.RULE('predicateCall', () => {
    this.CONSUME(Word);
    this.CONSUME(Question);
    this.MANY(() => this.CONSUME(Any));
  });

  sectionInst = this.RULE('sectionInst', () => {
    this.CONSUME(KwSection);
    this.CONSUME(Ws);
    this.SUBRULE(this.varRef);
  });

  repeatedInst = this.RULE('repeatedInst', () => {
    this.CONSUME(KwRepeated);
    this.CONSUME(Ws);
    this.CONSUME(KwSection);
    this.CONSUME2(Ws);
    this.SUBRULE(this.varRef);
  });

  alternatesInst = this.RULE('alternatesInst', () => {
    this.CONSUME(KwAlternates);
    this.CONSUME(Ws);
    this.CONSUME(KwWith);
  });

  orInst = this.RULE('orInst', () => {
    this.CONSUME(KwOr);
    this.OPTION(() => {
      this.CONSUME(Ws);
      this.SUBRULE(this.predicateCall);
    });
  });

  ifInst = this.RULE('ifInst', () => {
    this.CONSUME(KwIf);
    this.CONSUME(Ws);
    this.OR([
      { GATE: () => this.LA(2).tokenType === Question, ALT: () => this.SUBRULE(this.predicateCall) },
      { ALT: () => this.SUBRULE(this.ifExpression) },
    ]);
  });

  ifExpression = this.RULE('ifExpression', () => {
    this.SUBRULE(this.varRef);
    this.MANY(() => {
      this.OPTION(() => this.CONSUME(Ws));
      this.OR([{ ALT: () => this.CONSUME(AndAnd) }, { ALT: () => this.CONSUME(OrOr) }]);
      this.OPTION2(() => this.CONSUME2(Ws));
      this.SUBRULE2(this.varRef);
    });
    this.OPTION3(() => this.CONSUME3(Ws));
  });

  varInst = this.RULE('varInst', () => {
    this.CONSUME(KwVar);
    this.CONSUME(Ws);
    this.SUBRULE(this.varDef);
    this.CONSUME2(Ws);
    this.SUBRULE(this.varList);
    this.OPTION(() => this.SUBRULE(this.chain));
  });

  ctxInst = this.RULE('ctxInst', () => {
    this.CONSUME(KwCtx);
    this.CONSUME(Ws);
    this.SUBRULE(this.varDef);
    this.CONSUME2(Ws);
    this.SUBRULE(this.binding);
    this.MANY(() => {
      this.CONSUME3(Ws);
      this.SUBRULE2(this.binding);
    });
    this.OPTION(() => this.CONSUME4(Ws));
  });

  evalInst = this.RULE('evalInst', () => {
    this.CONSUME(KwEval);
    this.CONSUME(Ws);
    this.MANY(() => this.CONSUME(Any));
  });

  includeInst = this.RULE('includeInst', () => {
    this.CONSUME(KwInclude);
    this.CONSUME(Ws);
    this.MANY(() => this.CONSUME(Any));
  });

  injectInst = this.RULE('injectInst', () => {
    this.CONSUME(KwInject);
    this.CONSUME(Ws);
    this.SUBRULE(this.varDef);
    this.CONSUME2(Ws);
    this.SUBRULE(this.filePath);
    this.MANY(() => this.CONSUME(Any));
  });

  macroInst = this.RULE('macroInst', () => {
    this.CONSUME(KwMacro);
    this.CONSUME(Ws);
    this.SUBRULE(this.filePath);
  });

  bareInst = this.RULE('bareInst', () => {
    this.OR([
      { ALT: () => this.CONSUME(KwEnd) },
      { ALT: () => this.CONSUME(KwEof) },
      { ALT: () => this.CONSUME(KwNewline) },
      { ALT: () => this.CONSUME(KwSpace) },
      { ALT: () => this.CONSUME(KwTab) },
      { ALT: () => this.CONSUME(KwMetaLeft) },
      { ALT: () => this.CONSUME(KwMetaRight) },
    ]);
  });

  variableTag = this.RULE('variableTag', () => {
    this.SUBRULE(this.varList);
    this.OPTION(() => this.SUBRULE(this.chain));
  });

  varList = this.RULE('varList', () => {
    this.SUBRULE(this.varRef);
    this.MANY(() => {
      this.OPTION(() => this.CONSUME(Ws));
      this.CONSUME(Comma);
      this.OPTION2(() => this.CONSUME2(Ws));
      this.SUBRULE2(this.varRef);
    });
  });

  varRef = this.RULE('varRef', () => {
    this.SUBRULE(this.segment);
    this.MANY(() => {
      this.CONSUME(Dot);
      this.SUBRULE2(this.segment);
    });
  });

  segment = this.RULE('segment', () => {
    this.OR([
      { ALT: () => this.CONSUME(Digits) },
      {
        ALT: () => {
          this.CONSUME(At);
          this.OPTION(() => this.CONSUME(Word));
        },
      },
      {
        ALT: () => {
          this.CONSUME(Dollar);
          this.CONSUME2(Word);
        },
      },
      { ALT: () => this.CONSUME3(Word) },
    ]);
  });

  chain = this.RULE('chain', () => {
    this.AT_LEAST_ONE(() => {
      this.CONSUME(Pipe);
      this.SUBRULE(this.formatter);
    });
  });

  formatter = this.RULE('formatter', () => {
    this.CONSUME(Word);
    this.MANY({
      GATE: () => this.LA(1).tokenType !== Pipe && this.LA(1).tokenType !== OrOr,
      DEF: () => this.CONSUME(Any),
    });
  });

  varDef = this.RULE('varDef', () => {
    this.CONSUME(At);
    this.CONSUME(Word);
  });

  binding = this.RULE('binding', () => {
    this.CONSUME(Word);
    this.CONSUME(Equals);
    this.SUBRULE(this.varRef);
  });

  filePath = this.RULE('filePath', () => {
    this.AT_LEAST_ONE(() =>
      this.OR([
        { ALT: () => this.CONSUME(Word) },
        { ALT: () => this.CONSUME(Digits) },
        { ALT: () => this.CONSUME(Dot) },
        { ALT: () => this.CONSUME(PathPunct) },
      ]),
    );
  });
}

const parser = new TagParser();

/** Parses the tokens of one tag body; `undefined` when they do not form a valid tag. */
export function parseTag(tokens: IToken[]): CstNode | undefined {
  parser.input = tokens;
  const cst = parser.tag();
  return parser.errors.length === 0 ? cst : undefined;
}
