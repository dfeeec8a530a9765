/**
 * The effect language's syntax tree: plain data (no classes, JSON-serialisable),
 * a source location on every node, positions inside the effect string.
 *
 * The parser knows phrase shapes only. What a clause *means* (which verb, which
 * argument fills which slot, what a noun phrase denotes) is decided by the
 * checker against the registry, which keeps its findings beside the tree and
 * lowers the two into the executable form (effect-ir/). Nothing writes into
 * a parsed tree.
 */

/** 1-based line/col, 0-based offsets, end exclusive; all within the effect string. */
export interface Loc {
  offset: number;
  endOffset: number;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

/** A word as written, with where it was written. */
export interface Word {
  text: string;
  loc: Loc;
}

export interface Program {
  kind: 'program';
  /** `effect` for effects, abilities and timeline steps; `condition` for victory/bot conditions. */
  mode: 'effect' | 'condition';
  body: Statement[];
  /** Only in condition mode. */
  condition?: Condition;
  loc: Loc;
}

export type Statement =
  | Clause
  | MayStatement
  | IfStatement
  | TimingStatement
  | DuringStatement
  | ForEachStatement
  | ChooseStatement;

/**
 * `subject? VERB not? object? tail*`: an action, a modifier (rule change) or,
 * inside a condition, a predicate. Which one is the registry's call.
 */
export interface Clause {
  kind: 'clause';
  subject?: Subject;
  verb: Word;
  negated: boolean;
  /** The unprepositioned argument right after the verb. */
  object?: Expr;
  /** Prepositional arguments, flags and options, in order; see `Arg`. */
  args: Arg[];
  loc: Loc;
}

export type Subject = NounPhrase | Pronoun;

/**
 * One argument after the object. `prep` is the preposition as written in
 * canonical form (`to`, `from`, `adjacent to`, ...), or one of the markers
 * `,` (an option such as `, factions first`), `instead`, `while` (a
 * condition) and `each` (a frequency such as `each turn`).
 */
export interface Arg {
  kind: 'arg';
  prep: string;
  prepLoc: Loc;
  value?: Expr;
  condition?: Condition;
  loc: Loc;
}

export interface MayStatement {
  kind: 'may';
  subject?: Subject;
  /** What may be done; `;` after `may` continues the same choice. */
  body: Statement[];
  loc: Loc;
}

export interface IfStatement {
  kind: 'if';
  condition: Condition;
  then: Statement[];
  otherwise?: Statement[];
  loc: Loc;
}

/** `before dice:`, `after dice:`, `when I lose this combat:`, `at the start of my turn:` ... */
export interface TimingStatement {
  kind: 'timing';
  /** Normalised words of the header, e.g. `when I lose this combat`. */
  phrase: string;
  headerLoc: Loc;
  body: Statement[];
  loc: Loc;
}

/** `this round:`, `this combat:`, `for the rest of the game:` ... */
export interface DuringStatement {
  kind: 'during';
  phrase: string;
  headerLoc: Loc;
  body: Statement[];
  loc: Loc;
}

/** `for each unit I control:` (binds `it`), or `each faction:` (binds `I` to each in turn). */
export interface ForEachStatement {
  kind: 'forEach';
  form: 'for each' | 'each';
  over: NounPhrase;
  body: Statement[];
  loc: Loc;
}

/** `choose a location I control as site:`: a decision, binding `it` and the name. */
export interface ChooseStatement {
  kind: 'choose';
  choice: NounPhrase;
  name?: Word;
  body: Statement[];
  loc: Loc;
}

// ---------------------------------------------------------------- conditions

export type Condition = OrCondition | AndCondition | NotCondition | Compare | Clause | ChoiceCondition;

export interface OrCondition {
  kind: 'or';
  left: Condition;
  right: Condition;
  loc: Loc;
}

export interface AndCondition {
  kind: 'and';
  left: Condition;
  right: Condition;
  loc: Loc;
}

export interface NotCondition {
  kind: 'not';
  operand: Condition;
  loc: Loc;
}

export interface Compare {
  kind: 'compare';
  op: '=' | '!=' | '<' | '<=' | '>' | '>=';
  left: Expr;
  right: Expr;
  loc: Loc;
}

/** `I choose to "use Bold Maneuver"`: a yes/no decision used as a condition. */
export interface ChoiceCondition {
  kind: 'choice';
  subject: Subject;
  prompt?: string;
  loc: Loc;
}

// --------------------------------------------------------------- expressions

export type Expr = NumberLit | Negate | Binary | Count | NounPhrase | NameRef | Pronoun;

export interface NumberLit {
  kind: 'number';
  value: number;
  loc: Loc;
}

export interface Negate {
  kind: 'negate';
  operand: Expr;
  loc: Loc;
}

export interface Binary {
  kind: 'binary';
  op: '+' | '-';
  left: Expr;
  right: Expr;
  loc: Loc;
}

export interface Count {
  kind: 'count';
  of: NounPhrase | NameRef | Pronoun;
  loc: Loc;
}

// -------------------------------------------------------------- noun phrases

/**
 * `quantifier? owner? words relative?`, or a possessive `possessor's words`,
 * optionally `of` another phrase, optionally qualified (`in`, `adjacent to`,
 * `with`, ...; a qualifier attaches to the nearest noun on its left).
 */
export interface NounPhrase {
  kind: 'nounPhrase';
  quantifier?: Quantifier;
  owner?: Word;
  possessor?: NounPhrase | NameRef | Pronoun;
  /** Adjectives and the noun as written (lower-case words and Capitalised names). */
  words: Word[];
  relative?: Relative;
  /** `the combat of 2 action cards`, `1 of my dice`, `the rest of the game`. */
  of?: NounPhrase | NameRef | Pronoun;
  qualifier?: Qualifier;
  loc: Loc;
}

export interface Quantifier {
  /** `number`, `up to`, `the top`, `at least`, `at most`, `more than`, `fewer than`, `less than`, `more`, `less`, `fewer`, or a determiner word (`a`, `all`, `each`, `the`, `this`, ...). */
  kind: string;
  value?: number;
  loc: Loc;
}

/** `I control`, `my opponent played`. */
export interface Relative {
  subject: Subject | Word;
  verb: Word;
  loc: Loc;
}

export interface Qualifier {
  prep: string;
  prepLoc: Loc;
  target: NounPhrase | NameRef | Pronoun;
  loc: Loc;
}

/** A quoted component name: `"Hall of Heroes"`. */
export interface NameRef {
  kind: 'name';
  name: string;
  loc: Loc;
}

export interface Pronoun {
  kind: 'pronoun';
  word: string;
  loc: Loc;
}

export type Node =
  | Program
  | Statement
  | Condition
  | Expr
  | Arg;
