/**
 * The effect language's reserved words: the grammar's structure (blocks,
 * conditions, determiners, prepositions, pronouns). They are the same for
 * every game; a vocabulary may not register a verb spelled like one, and they
 * never count as nouns.
 */
export const KEYWORD_LIST = [
  // statements
  'if', 'otherwise', 'for', 'each', 'every', 'choose', 'as', 'may', 'when', 'whenever', 'before', 'after',
  'while', 'until', 'there', 'instead',
  // conditions and expressions
  'and', 'or', 'not', 'count',
  // determiners and owners
  'a', 'an', 'all', 'any', 'no', 'the', 'this', 'that', 'these', 'those', 'another', 'top', 'more', 'less', 'fewer',
  'my', 'their', 'his', 'its',
  // pronouns
  'it', 'them', 'him', 'her', 'they',
  // prepositions
  'to', 'onto', 'into', 'from', 'on', 'in', 'at', 'with', 'without', 'by', 'of', 'under', 'near',
] as const;

export const KEYWORDS: ReadonlySet<string> = new Set<string>(KEYWORD_LIST);

/** Words written together that the lexer reads as one token, with the token type it gives them. */
export const MULTIWORD_TOKENS = {
  at_least: 'at least',
  at_most: 'at most',
  more_than: 'more than',
  fewer_than: 'fewer than',
  less_than: 'less than',
  up_to: 'up to',
  the_top: 'the top',
  adjacent_to: 'adjacent to',
  instead_of: 'instead of',
} as const;

/** Prepositions that start an argument of a clause (`move X from Y to Z`). */
export const ARG_PREPOSITIONS = [
  'to', 'onto', 'into', 'from', 'on', 'in', 'at', 'with', 'without', 'by', 'as', 'for', 'under', 'near',
  'adjacent to', 'instead of',
] as const;

/** Prepositions that can qualify a noun (`units in this combat`, `locations adjacent to this location`). */
export const QUALIFIER_PREPOSITIONS = ['in', 'on', 'at', 'with', 'without', 'from', 'under', 'near', 'adjacent to'] as const;

export const PRONOUNS = ['it', 'them', 'him', 'her', 'they'] as const;

/**
 * Token types the lexer gives some keywords so the grammar matches a class in
 * one step instead of trying a dozen literals (keeps the Earley chart small).
 * Literal matches in the grammar still work: nearley compares a literal with
 * the token's text whatever its type.
 */
export const KEYWORD_CLASSES: Record<string, string> = {
  ...Object.fromEntries(['a', 'an', 'all', 'any', 'no', 'the', 'this', 'that', 'these', 'those', 'another'].map((w) => [w, 'article'])),
  each: 'each',
  every: 'each',
  when: 'when',
  whenever: 'when',
  before: 'timeprep',
  after: 'timeprep',
  ...Object.fromEntries(['my', 'their', 'his', 'its'].map((w) => [w, 'owner'])),
  ...Object.fromEntries(PRONOUNS.map((w) => [w, 'pronoun'])),
  ...Object.fromEntries(QUALIFIER_PREPOSITIONS.map((w) => [w, 'qprep'])),
  ...Object.fromEntries(['more', 'less', 'fewer'].map((w) => [w, 'moreless'])),
  ...Object.fromEntries(['at least', 'at most', 'more than', 'fewer than', 'less than', 'up to', 'the top'].map((w) => [w, 'bound'])),
  ...Object.fromEntries(ARG_PREPOSITIONS.filter((w) => !(QUALIFIER_PREPOSITIONS as readonly string[]).includes(w)).map((w) => [w, 'aprep'])),
};

export const OPERATOR_CLASSES: Record<string, string> = {
  '=': 'cmp', '!=': 'cmp', '<': 'cmp', '<=': 'cmp', '>': 'cmp', '>=': 'cmp', '+': 'addop', '-': 'addop',
};
