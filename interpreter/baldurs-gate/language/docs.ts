/**
 * Baldur's Gate's parts of its effect-language reference page (written by
 * `rulewright docs`): the prose that quotes this game's words. The entries
 * themselves come from the registry (core words plus `vocabulary.ts`).
 */
import type { LanguageDocs } from '../../dsl/index.ts';

export const baldursGateLanguageDocs: LanguageDocs = {
  path: 'docs/games/baldurs-gate/EFFECT-LANGUAGE.md',
  examplesFrom: 'content/baldurs-gate',
  title: "The effect language: Builders of Baldur's Gate",
  intro:
    "Every connection benefit, When-built effect, Income benefit, deal, faction track reward, Agenda and HQ ability of a Baldur's Gate pack is written in this language. " +
    'It reads like the card: lower-case words (`gain 4 gold`, `build a keep`), districts in double quotes (`"The Steeps"`, `"Upper City"`), the factions by name (`the Guild`).',
  shape: [
    'statement := CLAUSE                          # gain 1 influence with the Guild',
    '           | SUBJECT? may CLAUSE (; CLAUSE)*  # I may pay 1 favor; gain 2 prestige',
    '           | if CONDITION: BLOCK [otherwise: BLOCK]   # if count my keeps >= 2: gain 6 prestige',
    '           | TIMING: BLOCK                    # when I build a building:',
    '           | for each NOUN-PHRASE: BLOCK      # for each my markets: gain 2 prestige',
    '           | choose NOUN-PHRASE [as NAME]: BLOCK',
    'clause    := SUBJECT? VERB [not] OBJECT? TAIL* [while CONDITION]',
    'tail      := PREPOSITION EXPRESSION | , OPTION                 # build a building card from my hand, free',
    'condition := condition or condition | condition and condition | not condition | (condition)',
    '           | EXPRESSION (= != < <= > >=) EXPRESSION | CLAUSE',
    'expression:= NUMBER | count NOUN-PHRASE | NOUN-PHRASE | expression (+|-) expression',
    'noun phrase:= [quantifier] [my] WORDS [qualifier]               # my buildings in "Seatower"',
    '           | "Name" | it | them',
  ],
  notes: [
    '**Qualifiers attach to the nearest noun on their left**: `district with my buildings`, `a special location adjacent to this gate`.',
    "**A verb's own prepositions come first**: `build ... from the building display`, `take ... from the building display`, `make ... at ...`, `place ... on ...`.",
    '**`my` pieces are the ones a player\'s cubes stand on**: a damaged Building is no longer its builder\'s; an HQ is not a Building.',
    '**Where a string lives decides who `I` is**: the builder, the card\'s owner, the worker\'s owner, the scoring player (table below).',
    'Costs are data, not words: an Income benefit\'s `cost` and a deal\'s Favor `cost` sit beside the effect in the YAML.',
  ],
  modifiers: "A rule change holds for the rest of the game when an advanced HQ card's ability makes it (`my building cards cost 1 less`).",
  values: '`4 gold` is an amount to gain; `my gold` the Gold a player has; `1 influence` moves a cube one space up a faction track (`with the Guild`, or `with a faction` for a choice).',
};
