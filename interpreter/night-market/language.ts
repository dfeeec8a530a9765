/**
 * Night Market's effect language: the core vocabulary plus its own words
 * (coins, stalls, lanterns, `close`), the two places its packs hold strings
 * (a lantern's effect when it is hung, a goal's condition at the end) and
 * the names strings may quote (stalls, lanterns, goals).
 */
import { ACTOR, coreVocabulary, createRegistry, type ContextSpec, type Entry, type LanguageDocs, type Registry, type Vocabulary } from '../dsl/index.ts';

const contexts: ContextSpec[] = [
  { id: 'lantern', name: "a lantern's effect", iBound: true, actionsOk: true, modifiersOk: false, rules: '`I` is who hung the lantern; it runs once, as the lantern is hung' },
  { id: 'goal', name: 'a goal', iBound: true, actionsOk: true, modifiersOk: false, condition: true, rules: 'one condition, tested for each player when the market closes; `I` is that player' },
];

const words: Entry[] = [
  {
    id: 'value.coins',
    kind: 'value',
    name: 'coins',
    forms: ['coins', 'coin'],
    of: [ACTOR],
    type: 'number',
    resource: true,
    description: "A player's coins: 1 point each when the market closes.",
    example: 'gain 2 coins',
  },
  { id: 'noun.stall', kind: 'noun', type: 'stall', singular: ['stall'], plural: ['stalls'], description: 'A market stall, where lanterns are hung.' },
  { id: 'noun.lantern', kind: 'noun', type: 'card', singular: ['lantern'], plural: ['lanterns'], description: 'A lantern card hung at a stall (`my lanterns`: the ones I hung).' },
  {
    id: 'verb.close',
    kind: 'action',
    phrase: 'close',
    forms: ['close', 'closes'],
    subject: { accepts: { types: [ACTOR], many: true }, required: false },
    object: { name: 'what', accepts: { types: ['stall'], many: true }, role: 'which stalls' },
    decisions: ['which stall (when several fit)'],
    description: 'Close a stall: no lantern may be hung there for the rest of the game.',
    example: 'close a stall',
  },
];

export const nightMarketVocabulary: Vocabulary = {
  name: 'night-market',
  entries: words,
  supertypes: { stall: ['location'] },
  contexts,
  worldCategories: { stalls: 'stall', lanterns: 'card', goals: 'card' },
  typeWords: { amount: { one: 'an amount (like `2 coins`)' } },
  hintExamples: { window: 'at the start of my turn:', count: 'count my lanterns >= 2' },
};

export const nightMarketRegistry: Registry = createRegistry(coreVocabulary, nightMarketVocabulary);

export const nightMarketDocs: LanguageDocs = {
  path: 'docs/games/night-market/EFFECT-LANGUAGE.md',
  examplesFrom: 'test/fixtures/packs/night-market',
  title: 'The effect language of Night Market (a test fixture)',
  intro:
    'Night Market is the small second game that proves rulewright serves more than one game; it is a test fixture, not a product game. ' +
    'Its `lanterns.yaml` effects and `goals.yaml` conditions are written in this language: the core words every game shares, and Night Market\'s own (`coins`, `stall`, `lantern`, `close`).',
  shape: [
    'statement := CLAUSE                          # gain 2 coins',
    '           | SUBJECT? may CLAUSE (; CLAUSE)*  # I may discard 1 card; draw 2 cards',
    '           | if CONDITION: BLOCK [otherwise: BLOCK]',
    '           | for each NOUN-PHRASE: BLOCK      # binds `it`',
    '           | each player: BLOCK               # runs it once per player, binding `I`',
    'clause    := SUBJECT? VERB [not] OBJECT? TAIL*',
    'condition := condition or condition | condition and condition | not condition | (condition)',
    '           | EXPRESSION (= != < <= > >=) EXPRESSION | CLAUSE | SUBJECT choose to "PROMPT"',
  ],
  notes: [
    'A lantern\'s effect runs once, as it is hung; a goal is one condition, tested for each player when the market closes.',
    'A word of another game (`eagles`, `before dice`) is an unknown word here.',
  ],
  modifiers: 'Night Market has no lasting rule changes of its own; the core ones are listed for completeness.',
  values: '`2 coins` is an amount; `my coins` the number I have.',
};
