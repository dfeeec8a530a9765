/**
 * Columbia's parts of its effect-language reference page
 * (docs/EFFECT-LANGUAGE.md, written by `rulewright docs`): the prose that
 * quotes Columbia's own words. The entries come from the registry.
 */
import type { LanguageDocs } from '../../dsl/index.ts';

export const columbiaLanguageDocs: LanguageDocs = {
  path: 'docs/EFFECT-LANGUAGE.md',
  examplesFrom: 'content/columbia',
  title: 'The effect language',
  intro:
    'Every `effect`, `condition` and `ability` string of a content pack is written in this language. It reads like the card: ' +
    'lower-case keywords, component names in double quotes (`"Hall of Heroes"`), a few proper nouns (`Booker`, `the Founders`).',
  shape: [
    'statement := CLAUSE                          # gain 2 eagles',
    '           | SUBJECT? may CLAUSE (; CLAUSE)*  # I may discard 1 random card my opponent played; it has no effect',
    '           | if CONDITION: BLOCK [otherwise: BLOCK]',
    '           | TIMING: BLOCK                    # before dice:',
    '           | DURATION: BLOCK                  # this round:',
    '           | for each NOUN-PHRASE: BLOCK      # binds `it`',
    '           | each player: BLOCK               # runs it once per player, binding `I`',
    '           | choose NOUN-PHRASE [as NAME]: BLOCK',
    'clause    := SUBJECT? VERB [not] OBJECT? TAIL* [while CONDITION]',
    'tail      := PREPOSITION EXPRESSION | instead | , OPTION | each NOUN   # each turn',
    'condition := condition or condition | condition and condition | not condition | (condition)',
    '           | EXPRESSION (= != < <= > >=) EXPRESSION | CLAUSE | SUBJECT choose to "PROMPT"',
    'expression:= NUMBER | count NOUN-PHRASE | NOUN-PHRASE | expression (+|-) expression | -expression',
    'noun phrase:= [quantifier] [my|their] WORDS [relative] [of NOUN-PHRASE] [qualifier]',
    "           | POSSESSOR's WORDS | \"Name\" | it | them",
  ],
  notes: [
    '**Qualifiers attach to the nearest noun on their left**: `all my commons in locations adjacent to this location` means commons in (locations adjacent to this location).',
    "**A verb's own prepositions come first**: in a clause, a preposition the verb takes (`move ... from ... to ...`, `place ... on ...`) is that argument; any other (`in`, `with`, `adjacent to`...) qualifies the noun before it.",
    '**Quantifiers**: a number, `a`/`an`, `all`, `any`, `each`, `every`, `no`, `the`, `this`, `that`, `up to N`, `the top N`, `at least N`, `at most N`, `more than N`, `fewer than N`, `N more`, `N less`; a number in a condition means at least that many.',
    '**Comparisons in words**: `my victory points are at least 5`; symbols: `count my units in this combat >= 2`.',
    'Verbs are one word in any listed form (`gain`/`gains`); a few have fixed words after them (`resolve combat`, `have no effect`, `be the defender`).',
  ],
  modifiers:
    "A rule change holds while its block lasts: a leader's ability for the whole game, a combat ability for the combat, otherwise inside a duration such as `this round:`.",
  values:
    "Numbers (and places) things have. `2 eagles` is an amount; `my eagles` the number I have; `this card's combat` or `the combat of 2 action cards` a value that can be changed.",
};
