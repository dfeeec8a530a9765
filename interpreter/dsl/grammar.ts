// Generated automatically by nearley, version 2.20.1
// http://github.com/Hardmath123/nearley
// Bypasses TS6133. Allow declared but unused functions.
// @ts-ignore
function id(d: any[]): any { return d[0]; }
declare var CONDITION: any;
declare var NEWLINE: any;
declare var INDENT: any;
declare var DEDENT: any;
declare var when: any;
declare var timeprep: any;
declare var word: any;
declare var verb: any;
declare var qprep: any;
declare var aprep: any;
declare var cmp: any;
declare var string: any;
declare var number: any;
declare var pronoun: any;
declare var poss: any;
declare var each: any;
declare var owner: any;
declare var article: any;
declare var bound: any;
declare var moreless: any;

import { lexer } from './lexer.ts';
import * as b from './build.ts';

interface NearleyToken {
  value: any;
  [key: string]: any;
};

interface NearleyLexer {
  reset: (chunk: string, info: any) => void;
  next: () => NearleyToken | undefined;
  save: () => any;
  formatError: (token: never) => string;
  has: (tokenType: string) => boolean;
};

interface NearleyRule {
  name: string;
  symbols: NearleySymbol[];
  postprocess?: (d: any[], loc?: number, reject?: {}) => any;
};

type NearleySymbol = string | { literal: any } | { test: (token: any) => boolean };

interface Grammar {
  Lexer: NearleyLexer | undefined;
  ParserRules: NearleyRule[];
  ParserStart: string;
};

const grammar: Grammar = {
  Lexer: lexer,
  ParserRules: [
    {"name": "main", "symbols": [(lexer.has("CONDITION") ? {type: "CONDITION"} : CONDITION), "Cond", (lexer.has("NEWLINE") ? {type: "NEWLINE"} : NEWLINE)], "postprocess": b.conditionProgram},
    {"name": "main", "symbols": [], "postprocess": b.program},
    {"name": "main", "symbols": ["Stmts"], "postprocess": b.program},
    {"name": "Stmts", "symbols": ["Stmt"], "postprocess": id},
    {"name": "Stmts", "symbols": ["Stmts", "Stmt"], "postprocess": b.concat},
    {"name": "Stmt", "symbols": ["Chain", (lexer.has("NEWLINE") ? {type: "NEWLINE"} : NEWLINE)], "postprocess": b.chainStmt},
    {"name": "Stmt", "symbols": ["Header", {"literal":":"}, "Suite"], "postprocess": (d) => [b.headerStmt(d)]},
    {"name": "Stmt", "symbols": ["IfStmt"], "postprocess": b.single},
    {"name": "IfStmt", "symbols": [{"literal":"if"}, "Cond", {"literal":":"}, "Suite"], "postprocess": b.ifStmt},
    {"name": "IfStmt", "symbols": [{"literal":"if"}, "Cond", {"literal":":"}, "Suite", {"literal":"otherwise"}, {"literal":":"}, "Suite"], "postprocess": b.ifElse},
    {"name": "IfStmt", "symbols": [{"literal":"if"}, "Cond", {"literal":":"}, "Suite", {"literal":"otherwise"}, "IfStmt"], "postprocess": b.ifElseIf},
    {"name": "Suite", "symbols": ["Chain", (lexer.has("NEWLINE") ? {type: "NEWLINE"} : NEWLINE)], "postprocess": b.suiteInline},
    {"name": "Suite", "symbols": [(lexer.has("NEWLINE") ? {type: "NEWLINE"} : NEWLINE), (lexer.has("INDENT") ? {type: "INDENT"} : INDENT), "Stmts", (lexer.has("DEDENT") ? {type: "DEDENT"} : DEDENT)], "postprocess": b.suiteBlock},
    {"name": "Chain", "symbols": ["Last"], "postprocess": b.chainLast},
    {"name": "Chain", "symbols": ["Heads", "Last"], "postprocess": b.chain},
    {"name": "Heads", "symbols": ["ClauseS", {"literal":";"}], "postprocess": b.firstHead},
    {"name": "Heads", "symbols": ["Heads", "ClauseS", {"literal":";"}], "postprocess": b.nextHead},
    {"name": "Last", "symbols": ["ClauseS"], "postprocess": id},
    {"name": "Last", "symbols": [{"literal":"may"}, "Chain"], "postprocess": b.may},
    {"name": "Last", "symbols": ["Subject", {"literal":"may"}, "Chain"], "postprocess": b.subjectMay},
    {"name": "Header", "symbols": [(lexer.has("when") ? {type: "when"} : when), "ClauseC"], "postprocess": b.timingHeader},
    {"name": "Header", "symbols": [(lexer.has("timeprep") ? {type: "timeprep"} : timeprep), "NPQ"], "postprocess": b.timingHeader},
    {"name": "Header", "symbols": [{"literal":"at"}, "NPQ"], "postprocess": b.timingHeader},
    {"name": "Header", "symbols": [{"literal":"until"}, "NPQ"], "postprocess": b.duringHeader},
    {"name": "Header", "symbols": [{"literal":"for"}, "NPQ"], "postprocess": b.forHeader},
    {"name": "Header", "symbols": ["NPQ"], "postprocess": b.npHeader},
    {"name": "Header", "symbols": [{"literal":"choose"}, "NPQ"], "postprocess": b.chooseHeader},
    {"name": "Header", "symbols": [{"literal":"choose"}, "NPQ", {"literal":"as"}, (lexer.has("word") ? {type: "word"} : word)], "postprocess": b.chooseHeader},
    {"name": "ClauseS", "symbols": [(lexer.has("verb") ? {type: "verb"} : verb), "Args"], "postprocess": b.clause},
    {"name": "ClauseS", "symbols": ["Subject", (lexer.has("verb") ? {type: "verb"} : verb), "Args"], "postprocess": b.subjectClause},
    {"name": "ClauseS", "symbols": [(lexer.has("verb") ? {type: "verb"} : verb), "Args", {"literal":"while"}, "Cond"], "postprocess": b.clauseWhile},
    {"name": "ClauseS", "symbols": ["Subject", (lexer.has("verb") ? {type: "verb"} : verb), "Args", {"literal":"while"}, "Cond"], "postprocess": b.subjectClauseWhile},
    {"name": "ClauseC", "symbols": ["Subject", (lexer.has("verb") ? {type: "verb"} : verb), "Args"], "postprocess": b.subjectClause},
    {"name": "ClauseC", "symbols": [{"literal":"there"}, (lexer.has("verb") ? {type: "verb"} : verb), "Args"], "postprocess": b.thereClause},
    {"name": "Subject", "symbols": ["NPQ"], "postprocess": id},
    {"name": "Subject", "symbols": [{"literal":"I"}], "postprocess": b.iSubject},
    {"name": "Args", "symbols": [], "postprocess": b.noArgs},
    {"name": "Args", "symbols": [{"literal":"not"}, "Args1"], "postprocess": b.negated},
    {"name": "Args", "symbols": ["Args1"], "postprocess": id},
    {"name": "Args1", "symbols": ["ExprA"], "postprocess": b.argsObject},
    {"name": "Args1", "symbols": ["Tail1"], "postprocess": b.argsTail},
    {"name": "Args1", "symbols": ["Args1", "Tail1"], "postprocess": b.argsMore},
    {"name": "Args1", "symbols": ["Args1", "EachNP"], "postprocess": b.argsEach},
    {"name": "Tail1", "symbols": ["Prep", "ExprA"], "postprocess": b.prepArg},
    {"name": "Tail1", "symbols": [{"literal":"instead"}], "postprocess": b.flagArg},
    {"name": "Tail1", "symbols": [{"literal":","}, "ExprA"], "postprocess": b.prepArg},
    {"name": "Prep", "symbols": [(lexer.has("qprep") ? {type: "qprep"} : qprep)], "postprocess": id},
    {"name": "Prep", "symbols": [(lexer.has("aprep") ? {type: "aprep"} : aprep)], "postprocess": id},
    {"name": "Cond", "symbols": ["Cond", {"literal":"or"}, "Conj"], "postprocess": b.or},
    {"name": "Cond", "symbols": ["Conj"], "postprocess": id},
    {"name": "Conj", "symbols": ["Conj", {"literal":"and"}, "Atom"], "postprocess": b.and},
    {"name": "Conj", "symbols": ["Atom"], "postprocess": id},
    {"name": "Atom", "symbols": [{"literal":"not"}, "Atom"], "postprocess": b.not},
    {"name": "Atom", "symbols": ["ExprQ", (lexer.has("cmp") ? {type: "cmp"} : cmp), "ExprQ"], "postprocess": b.compare},
    {"name": "Atom", "symbols": ["ClauseC"], "postprocess": id},
    {"name": "Atom", "symbols": [{"literal":"("}, "Cond", {"literal":")"}], "postprocess": b.parenthesised},
    {"name": "Atom", "symbols": ["Subject", {"literal":"choose"}, {"literal":"to"}], "postprocess": b.choice},
    {"name": "Atom", "symbols": ["Subject", {"literal":"choose"}, {"literal":"to"}, (lexer.has("string") ? {type: "string"} : string)], "postprocess": b.choice},
    {"name": "ExprA", "symbols": ["ExprA", "AddOp", "TermA"], "postprocess": b.binary},
    {"name": "ExprA", "symbols": ["TermA"], "postprocess": id},
    {"name": "TermA", "symbols": [(lexer.has("number") ? {type: "number"} : number)], "postprocess": b.number},
    {"name": "TermA", "symbols": [{"literal":"-"}, "TermA"], "postprocess": b.negate},
    {"name": "TermA", "symbols": [{"literal":"count"}, "NPx"], "postprocess": b.count},
    {"name": "TermA", "symbols": ["NPx"], "postprocess": id},
    {"name": "TermA", "symbols": [{"literal":"("}, "ExprQ", {"literal":")"}], "postprocess": b.parenthesised},
    {"name": "ExprQ", "symbols": ["ExprQ", "AddOp", "TermQ"], "postprocess": b.binary},
    {"name": "ExprQ", "symbols": ["TermQ"], "postprocess": id},
    {"name": "TermQ", "symbols": [(lexer.has("number") ? {type: "number"} : number)], "postprocess": b.number},
    {"name": "TermQ", "symbols": [{"literal":"-"}, "TermQ"], "postprocess": b.negate},
    {"name": "TermQ", "symbols": [{"literal":"count"}, "NPQ"], "postprocess": b.count},
    {"name": "TermQ", "symbols": ["NPQ"], "postprocess": id},
    {"name": "TermQ", "symbols": [{"literal":"("}, "ExprQ", {"literal":")"}], "postprocess": b.parenthesised},
    {"name": "AddOp", "symbols": [{"literal":"+"}], "postprocess": id},
    {"name": "AddOp", "symbols": [{"literal":"-"}], "postprocess": id},
    {"name": "NPQ", "symbols": ["NPx"], "postprocess": id},
    {"name": "NPQ", "symbols": ["NPx", (lexer.has("qprep") ? {type: "qprep"} : qprep), "NPQ"], "postprocess": b.qualify},
    {"name": "NPx", "symbols": ["NP"], "postprocess": id},
    {"name": "NPx", "symbols": ["NP", {"literal":"of"}, "NPx"], "postprocess": b.ofPhrase},
    {"name": "NPx", "symbols": ["Quant", {"literal":"of"}, "NPx"], "postprocess": b.partitive},
    {"name": "NP", "symbols": ["Head"], "postprocess": id},
    {"name": "NP", "symbols": ["Head", "Rel"], "postprocess": b.withRelative},
    {"name": "NP", "symbols": [(lexer.has("string") ? {type: "string"} : string)], "postprocess": b.nameRef},
    {"name": "NP", "symbols": [(lexer.has("pronoun") ? {type: "pronoun"} : pronoun)], "postprocess": b.pronoun},
    {"name": "NP", "symbols": ["CountOnly"], "postprocess": b.npCountOnly},
    {"name": "Head", "symbols": ["Det", "Words"], "postprocess": b.np},
    {"name": "Head", "symbols": ["Words"], "postprocess": b.npBare},
    {"name": "Head", "symbols": ["Head", (lexer.has("poss") ? {type: "poss"} : poss), "Words"], "postprocess": b.possessive},
    {"name": "Head", "symbols": [(lexer.has("string") ? {type: "string"} : string), (lexer.has("poss") ? {type: "poss"} : poss), "Words"], "postprocess": b.namePossessive},
    {"name": "EachNP", "symbols": [(lexer.has("each") ? {type: "each"} : each), "Words"], "postprocess": b.eachPhrase},
    {"name": "Det", "symbols": ["Quant"], "postprocess": b.detQuant},
    {"name": "Det", "symbols": [(lexer.has("owner") ? {type: "owner"} : owner)], "postprocess": b.detOwner},
    {"name": "Det", "symbols": ["Quant", (lexer.has("owner") ? {type: "owner"} : owner)], "postprocess": b.det},
    {"name": "Quant", "symbols": [(lexer.has("number") ? {type: "number"} : number)], "postprocess": b.quantifier},
    {"name": "Quant", "symbols": [(lexer.has("article") ? {type: "article"} : article)], "postprocess": b.quantifier},
    {"name": "Quant", "symbols": [(lexer.has("each") ? {type: "each"} : each)], "postprocess": b.quantifier},
    {"name": "Quant", "symbols": ["CountOnly"], "postprocess": id},
    {"name": "CountOnly", "symbols": [(lexer.has("bound") ? {type: "bound"} : bound), (lexer.has("number") ? {type: "number"} : number)], "postprocess": b.quantifier},
    {"name": "CountOnly", "symbols": [(lexer.has("number") ? {type: "number"} : number), (lexer.has("moreless") ? {type: "moreless"} : moreless)], "postprocess": b.quantifier},
    {"name": "Words", "symbols": [(lexer.has("word") ? {type: "word"} : word)], "postprocess": b.words},
    {"name": "Words", "symbols": ["Words", (lexer.has("word") ? {type: "word"} : word)], "postprocess": b.words},
    {"name": "Rel", "symbols": ["RelSubj", (lexer.has("verb") ? {type: "verb"} : verb)], "postprocess": b.relative},
    {"name": "RelSubj", "symbols": [{"literal":"I"}], "postprocess": id},
    {"name": "RelSubj", "symbols": ["Det", "Words"], "postprocess": b.np},
    {"name": "RelSubj", "symbols": [(lexer.has("pronoun") ? {type: "pronoun"} : pronoun)], "postprocess": b.pronoun},
    {"name": "RelSubj", "symbols": [(lexer.has("string") ? {type: "string"} : string)], "postprocess": b.nameRef}
  ],
  ParserStart: "main",
};

export default grammar;
