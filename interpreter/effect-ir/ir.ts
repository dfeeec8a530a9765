/**
 * The effect language's executable form: what the checker makes of a parsed
 * string (dsl/lower.ts) and what the core runs (core/effects/). Every clause
 * carries the registry entry it was found to mean and its arguments by slot
 * name; every noun phrase the type and entry it resolved to. It is plain,
 * JSON-serialisable data, frozen once built: nothing annotates it later, so
 * one program can be shared by every engine and load that reads its string.
 *
 * Statement containers keep the parse tree's names (`body`, `then`,
 * `otherwise`) and order: a running effect points into its program by a path
 * of those names and indexes, and the path is part of a saved game.
 */

/** 1-based line/col, 0-based offsets, end exclusive; all within the effect string. */
export interface Loc {
  readonly offset: number;
  readonly endOffset: number;
  readonly line: number;
  readonly col: number;
  readonly endLine: number;
  readonly endCol: number;
}

export interface Program {
  readonly kind: 'program';
  /** `effect` for effects, abilities and timeline steps; `condition` for victory/bot conditions. */
  readonly mode: 'effect' | 'condition';
  readonly body: readonly Statement[];
  /** Only in condition mode. */
  readonly condition?: Condition;
  readonly loc: Loc;
}

export type Statement = Clause | MayStatement | IfStatement | TimingStatement | DuringStatement | ForEachStatement | ChooseStatement;

/** What fills a clause's slot: a value, a condition (`while ...`), a flag (`instead`) or an option's word. */
export type Slot = Expr | Condition | boolean | string;

/**
 * A clause as the registry reads it: an action (it changes the game), a
 * modifier (a rule change, while it lasts) or a predicate (true or false).
 */
export interface Clause {
  readonly kind: 'clause';
  readonly role: 'action' | 'modifier' | 'predicate';
  /** Registry id: `verb.gain`, `modifier.cost-less`, `predicate.control`. */
  readonly id: string;
  /** The verb as written (for messages). */
  readonly verb: string;
  readonly negated: boolean;
  readonly subject?: Subject;
  /**
   * Slot name -> what fills it: `subject` (when written), the object under
   * its slot name (`amount`, `what`, ...), each prepositional argument under
   * its slot name (`to`, `from`, ...), `instead: true`, an option such as
   * `'factions first': true`, and `while` (a condition) on a modifier. In the
   * order they are written: they are evaluated (and asked) in that order.
   */
  readonly slots: Readonly<Record<string, Slot>>;
  readonly loc: Loc;
}

/** Who or what a clause is about: a phrase, a pronoun, or a quoted name (`"Songbird" is controlled by ...`). */
export type Subject = Phrase | Pronoun | NameRef;

export interface MayStatement {
  readonly kind: 'may';
  readonly subject?: Subject;
  /** What may be done. */
  readonly body: readonly Statement[];
  readonly loc: Loc;
}

export interface IfStatement {
  readonly kind: 'if';
  readonly condition: Condition;
  readonly then: readonly Statement[];
  readonly otherwise?: readonly Statement[];
  readonly loc: Loc;
}

/** `before dice:`, `when I lose this combat:`: a window its body waits for. */
export interface TimingStatement {
  readonly kind: 'timing';
  /** Registry id of the window (`timing.before-dice`). */
  readonly id: string;
  /** Normalised words of the header. */
  readonly phrase: string;
  readonly headerLoc: Loc;
  readonly body: readonly Statement[];
  readonly loc: Loc;
}

/** `this round:`, `for the rest of the game:`: how long what its body registers lasts. */
export interface DuringStatement {
  readonly kind: 'during';
  /** Registry id of the duration (`duration.this-round`). */
  readonly id: string;
  readonly phrase: string;
  readonly headerLoc: Loc;
  readonly body: readonly Statement[];
  readonly loc: Loc;
}

/** `for each unit I control:` (binds `it`), or `each faction:` (binds `I` to each in turn). */
export interface ForEachStatement {
  readonly kind: 'forEach';
  readonly form: 'for each' | 'each';
  readonly over: Phrase;
  readonly body: readonly Statement[];
  readonly loc: Loc;
}

/** `choose a location I control as site:`: a decision, binding `it` and the name. */
export interface ChooseStatement {
  readonly kind: 'choose';
  readonly choice: Phrase;
  readonly name?: string;
  readonly body: readonly Statement[];
  readonly loc: Loc;
}

// ---------------------------------------------------------------- conditions

export type Condition = OrCondition | AndCondition | NotCondition | Compare | Clause | ChoiceCondition;

export interface OrCondition {
  readonly kind: 'or';
  readonly left: Condition;
  readonly right: Condition;
  readonly loc: Loc;
}

export interface AndCondition {
  readonly kind: 'and';
  readonly left: Condition;
  readonly right: Condition;
  readonly loc: Loc;
}

export interface NotCondition {
  readonly kind: 'not';
  readonly operand: Condition;
  readonly loc: Loc;
}

export interface Compare {
  readonly kind: 'compare';
  readonly op: '=' | '!=' | '<' | '<=' | '>' | '>=';
  readonly left: Expr;
  readonly right: Expr;
  readonly loc: Loc;
}

/** `I choose to "use Bold Maneuver"`: a yes/no decision used as a condition. */
export interface ChoiceCondition {
  readonly kind: 'choice';
  readonly subject: Subject;
  readonly prompt?: string;
  readonly loc: Loc;
}

// --------------------------------------------------------------- expressions

export type Expr = NumberLit | Negate | Binary | Count | Phrase | NameRef | Pronoun;

export interface NumberLit {
  readonly kind: 'number';
  readonly value: number;
  readonly loc: Loc;
}

export interface Negate {
  readonly kind: 'negate';
  readonly operand: Expr;
  readonly loc: Loc;
}

export interface Binary {
  readonly kind: 'binary';
  readonly op: '+' | '-';
  readonly left: Expr;
  readonly right: Expr;
  readonly loc: Loc;
}

export interface Count {
  readonly kind: 'count';
  readonly of: Phrase | NameRef | Pronoun;
  readonly loc: Loc;
}

/** What a phrase or name can be qualified by, be `of`, or be possessed by. */
export type Referent = Phrase | NameRef | Pronoun;

/**
 * A noun phrase, resolved: `quantifier? owner? words relative?`, or a
 * possessive `possessor's words`, optionally `of` another phrase, optionally
 * qualified (`in`, `adjacent to`, `with`, ...).
 */
export interface Phrase {
  readonly kind: 'phrase';
  /**
   * What it denotes: `unit`, `location`, `player`, `amount` (`2 eagles`),
   * `value-ref` (`this card's combat`), `number`, `delta` (`2 less`),
   * `count-constraint` (`at least 5`), ...; `unknown` for a phrase the
   * checker made itself to carry a qualifier.
   */
  readonly type: string;
  /** Several values when it can be a set (`my commons`). */
  readonly many: boolean;
  /** Registry id of the noun, value or subject it resolved to (`noun.unit`, `value.eagles`, `subject.i`). */
  readonly id?: string;
  /** Of one of the language's actor types (`player`, Columbia's `faction`): as a clause's subject, it does the action. */
  readonly actor?: true;
  readonly quantifier?: Quantifier;
  /** `my`, `enemy`, `my faction's`, as written. */
  readonly owner?: string;
  readonly possessor?: Referent;
  /** Adjectives and the noun, as written (lower-case words and Capitalised names). */
  readonly words: readonly string[];
  /**
   * The words before the noun, lower case (`enemy` in `enemy common`,
   * `sky-line` in `sky-line dice`): the words before the longest noun of the
   * language that ends the phrase, else all but the last word.
   */
  readonly adjectives: readonly string[];
  readonly relative?: Relative;
  /** `the combat of 2 action cards`, `1 of my dice`. */
  readonly of?: Referent;
  readonly qualifier?: Qualifier;
  /** It stands for "I" (`I`, `me` as a phrase): `env.me`, nothing of the game read. */
  readonly me: boolean;
  /** One plain word: a name bound by `choose ... as NAME` when the run has it bound (`env.$NAME`). */
  readonly bindable?: string;
  /** Picked at random (`a random unit`), not by a choice. */
  readonly random: boolean;
  readonly loc: Loc;
}

export interface Quantifier {
  /** `number`, `up to`, `the top`, `at least`, `at most`, `more than`, `fewer than`, `less than`, `more`, `less`, `fewer`, or a determiner word (`a`, `all`, `each`, `the`, `this`, ...). */
  readonly kind: string;
  readonly value?: number;
}

/** `I control`, `my opponent played`: `subject` is a resolved subject, or a bare word (`I`). */
export interface Relative {
  readonly subject: Subject | string;
  readonly verb: string;
  readonly loc: Loc;
}

export interface Qualifier {
  /** The preposition in canonical form (`in`, `adjacent to`, `with`). */
  readonly prep: string;
  readonly target: Referent;
  /** Where the preposition is written. */
  readonly loc: Loc;
}

/** A quoted component name: `"Hall of Heroes"`, with the type the pack gives it. */
export interface NameRef {
  readonly kind: 'name';
  readonly name: string;
  readonly type: string;
  readonly many: boolean;
  /** Of one of the language's actor types: as a clause's subject, it does the action. */
  readonly actor?: true;
  readonly loc: Loc;
}

export interface Pronoun {
  readonly kind: 'pronoun';
  readonly word: string;
  readonly loc: Loc;
}

export type Node = Program | Statement | Condition | Expr;

/** Whether a slot holds a condition (evaluated true or false) rather than a value. */
export function isCondition(x: Slot): x is Condition {
  if (typeof x !== 'object') return false;
  const k = x.kind;
  return k === 'or' || k === 'and' || k === 'not' || k === 'compare' || k === 'clause' || k === 'choice';
}
