/**
 * What a noun phrase's set is made from (its noun's base set, its
 * adjectives, whether it is `cards ... played`) is worked out once per phrase
 * and kept (effects/nouns.ts `phrasePlan`). Kept per phrase, not per noun:
 * phrases with the same noun and other words must each get their own sets.
 * Checked against sets worked out here from the board alone, at every
 * decision of seeded random games, for both players, with phrases of one noun
 * evaluated one after another.
 */
import { describe, expect, it } from 'vitest';
import { factionOf, unitFaction } from '../../interpreter/columbia/board.ts';
import { sidePlayer } from '../../interpreter/columbia/combat-rules.ts';
import type { ColumbiaG, PlayerId } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, eachPhraseReading, phraseOf } from './games.ts';


/** Units on the board, in the game's piece order. */
const onBoard = (g: ColumbiaG) => Object.values(g.units).filter((u) => u.location !== null);

/** Cards played into the combat (attacker's, then defender's) and the vote, by players `by` accepts. */
function played(g: ColumbiaG, by: (q: PlayerId) => boolean = () => true): string[] {
  const out: string[] = [];
  if (g.combat !== null) {
    for (const side of ['attacker', 'defender'] as const) {
      const q = sidePlayer(g.combat[side].combatant);
      if (q !== null && by(q)) out.push(...g.combat[side].played);
    }
  }
  if (g.vote !== null) for (const [q, cards] of Object.entries(g.vote.played)) if (by(q)) out.push(...cards);
  return out;
}

const playedByOpponents = (g: ColumbiaG, p: PlayerId) => played(g, (q) => factionOf(g, q) !== factionOf(g, p));

describe('noun phrase plans are kept per phrase', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;

  // Same nouns, other words: a plan kept per noun would give the first phrase's set to the second.
  const cases: { text: string; slot: string; want: (g: ColumbiaG, p: PlayerId) => string[] }[] = [
    {
      text: 'destroy all enemy commons',
      slot: 'what',
      want: (g, p) => onBoard(g).filter((u) => u.kind === 'common' && unitFaction(g, u) !== factionOf(g, p)).map((u) => u.id),
    },
    { text: 'destroy all commons', slot: 'what', want: (g) => onBoard(g).filter((u) => u.kind === 'common').map((u) => u.id) },
    { text: 'discard all cards my opponent played', slot: 'cards', want: (g, p) => playedByOpponents(g, p) },
    {
      text: 'discard all cards',
      slot: 'cards',
      want: (g) => {
        const out: string[] = [];
        for (const p of g.turnOrder) {
          const ps = g.players[p]!;
          out.push(...ps.hand, ...ps.deck.slice().reverse(), ...ps.discard);
        }
        // Then the cards in play (the combat's, the vote's), once each.
        for (const c of played(g)) if (!out.includes(c)) out.push(c);
        return out;
      },
    },
  ];
  const phrases = cases.map((c) => ({ ...c, np: phraseOf(c.text, c.slot) }));

  it('gives each phrase the set its own words say, at every decision of random games', () => {
    let checked = 0;
    let played = 0;
    eachPhraseReading(engine, 'we-phrase-plans', phrases, ({ phrase, player, got, want, n }) => {
      expect(got, `"${phrase.text}" for ${player} at decision ${n}`).toEqual(want);
      checked++;
      // Once per player and decision: whether his opponent had cards played then.
      if (phrase.text === 'discard all cards my opponent played' && want.length > 0) played++;
    });
    expect(checked).toBeGreaterThan(500);
    // Cards were played at some decisions, so `cards my opponent played` was not always empty.
    expect(played).toBeGreaterThan(10);
  });
});
