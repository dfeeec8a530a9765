/**
 * The bots' look-ahead (interpreter/columbia/bots/lookahead.ts): a discard effect
 * that would find nothing to do is not worth a card. Flak Barrage destroys an
 * enemy common next to a location its player controls; with none there the
 * heuristic bot keeps the card, with one there it uses it. An effect that only
 * destroys is judged on the live board; its verdict is the copy's.
 */
import { describe, expect, it } from 'vitest';
import type { ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { canonicalJson, randomBot, type Chooser, type GameState } from '../../interpreter/core/index.ts';
import { rulesIndex } from '../../interpreter/columbia/rules-index.ts';
import { columbiaBot as makeBot, pack } from './helpers.ts';
import { liveReaderFor, liveVerdict, lookAhead, wastedDiscardEffect } from '../../interpreter/columbia/bots/lookahead.ts';
import { scenarioStart } from '../scenarios/position.ts';

/** Blue at his recruit step with no eagles and Flak Man in hand: nothing to recruit, the discard or done. */
function position(redAt: string): { engine: ColumbiaEngine; state: GameState<ColumbiaG> } {
  const text = `name: flak
rule: test
setup: { players: 2, emptyBoard: true }
leaders: { blue: Zachary Hale Comstock, red: Chen Lin }
victoryCards: { inPlay: [] }
board:
  Garden of New Eden: { blue: [common, stronghold] }
  Fink MFG: { red: [stronghold] }
  ${redAt}: { red: [common] }
hands: { blue: [Flak Man 2/1/2], red: [] }
eagles: { blue: 0, red: 0 }
start: { phase: player-turns, player: blue, step: recruit }
`;
  return scenarioStart(text, 'flak.yaml');
}

function flakOption(state: GameState<ColumbiaG>): string {
  const id = state.decision?.options.find((o) => o.id.startsWith('discard-effect:'))?.id;
  if (id === undefined) throw new Error(`no discard effect offered: ${JSON.stringify(state.decision?.options.map((o) => o.id))}`);
  return id;
}

describe('a discard effect with nothing to do is not worth a card', () => {
  it('no enemy common next to Blue: wasted, and the heuristic bot passes instead of spending Flak Man', () => {
    const { engine, state } = position('Battleship Bay');
    const before = canonicalJson(state);
    expect(wastedDiscardEffect(engine, state, flakOption(state))).toBe(true);
    // Looked at on a copy: the game itself is untouched.
    expect(canonicalJson(state)).toBe(before);
    expect(makeBot('heuristic', 's', 'blue', {}).choose(engine, state).ids).toEqual(['done']);
  });

  it('an enemy common next to Blue (Comstock Center): not wasted, and the bot uses it', () => {
    const { engine, state } = position('Comstock Center');
    const id = flakOption(state);
    expect(wastedDiscardEffect(engine, state, id)).toBe(false);
    expect(makeBot('heuristic', 's', 'blue', {}).choose(engine, state).ids).toEqual([id]);
  });

  it('only discard effects are judged (any other answer is never called wasted)', () => {
    const { engine, state } = position('Battleship Bay');
    expect(wastedDiscardEffect(engine, state, 'done')).toBe(false);
  });

  it("an effect that only destroys is judged on the live board, with the copy's verdict at every discard seeded games meet", async () => {
    const { engine, two, four } = await pack();
    const ix = rulesIndex(engine.rules);
    let compared = 0;
    let wasted = 0;
    const games: [string, readonly string[]][] = [];
    for (let i = 0; i < 6; i++) games.push(['heuristic', two], ['random', two]);
    for (let i = 0; i < 2; i++) games.push(['heuristic', four], ['random', four]);
    games.forEach(([kind, seats], game) => {
      const seed = `live-${game}`;
      const bots: Record<string, Chooser> = {};
      for (const p of seats) {
        const bot = kind === 'random' ? randomBot(`${seed}:${p}`) : makeBot('heuristic', seed, p);
        bots[p] = {
          choose(e, s) {
            for (const o of s.decision!.options) {
              if (!o.id.startsWith('discard-effect:')) continue;
              const card = ix.card[o.id.slice('discard-effect:'.length)]!;
              const reader = liveReaderFor(engine, card.cardTypeId);
              if (reader === null) continue;
              const copy = lookAhead(engine, s as GameState<ColumbiaG>, o.id);
              expect(liveVerdict(reader, s as GameState<ColumbiaG>, s.decision!.player, card.id), `${seed} ${o.id}`).toBe(copy);
              compared++;
              if (copy) wasted++;
            }
            return bot.choose(e, s);
          },
        };
      }
      engine.playout(engine.start({ seed, players: [...seats] }, { log: false }).state, bots);
    });
    // Both verdicts met, many times (Flak Barrage is the shipped effect that only destroys).
    expect(wasted).toBeGreaterThan(20);
    expect(compared - wasted).toBeGreaterThan(20);
  });
});
