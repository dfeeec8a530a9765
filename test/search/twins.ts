/**
 * Twins of a position for one seat: the same position with everything that
 * seat cannot see dealt differently (other hands, deck orders, face-down
 * tokens, cards played face down) and other dice to come. Written from each
 * game's redaction, apart from the modules' `determinize` hooks, so that the
 * test does not check those hooks against themselves.
 */
import { clone, seedRng, type GameState } from '../../interpreter/core/index.ts';
import { hiddenArrays } from '../../interpreter/sim/index.ts';
import type { BgG } from '../../interpreter/baldurs-gate/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/index.ts';
import type { GameName, Loaded } from './helpers.ts';

/** The items of these piles, in order, moved one place on (the last to the first pile's front); each pile keeps its size. */
function rotate(piles: unknown[][]): void {
  const all = piles.flat();
  if (all.length < 2) return;
  all.unshift(all.pop());
  let k = 0;
  for (const p of piles) for (let i = 0; i < p.length; i++) p[i] = all[k++];
}

function columbia(g: ColumbiaG, viewer: string): void {
  for (const p of Object.keys(g.players)) {
    const ps = g.players[p]!;
    rotate(p === viewer ? [ps.deck, ps.removedUnseen] : [ps.hand, ps.deck, ps.removedUnseen]);
  }
  rotate([g.worldEvents.deck, g.worldEvents.removed]);
  rotate([g.victoryCards.deck, g.victoryCards.removedUnseen]);
  const faceDown = Object.keys(g.locations).filter((l) => g.locations[l]!.token !== null && !g.locations[l]!.token!.faceUp);
  const ids = faceDown.map((l) => g.locations[l]!.token!.id);
  rotate([ids, g.territoryTokens.unused]);
  faceDown.forEach((l, i) => (g.locations[l]!.token!.id = ids[i]!));
}

function baldursGate(g: BgG, viewer: string): void {
  const others = Object.keys(g.hand).filter((p) => p !== viewer);
  rotate([g.deck, ...others.map((p) => g.hand[p]!)]);
  if (g.final === null) rotate([g.agendaDeck, ...others.map((p) => g.agendas[p]!)]);
  rotate([g.bag]);
}

/** Any game whose redaction hides whole lists only: those lists' items moved on. */
function generic(game: Loaded, s: GameState, viewer: string): void {
  const found = hiddenArrays(s.g, game.engine.view(s, viewer).g);
  if ('refused' in found) throw new Error(`cannot make a twin: ${found.refused}`);
  const piles = found.zones.map((path) => {
    let v: unknown = s.g;
    for (const k of path) v = (v as Record<string | number, unknown>)[k];
    return v as unknown[];
  });
  rotate(piles);
}

export function twin(name: GameName, game: Loaded, real: GameState, viewer: string): GameState {
  const s = clone(real);
  if (name === 'columbia') columbia(s.g as ColumbiaG, viewer);
  else if (name === 'baldurs-gate') baldursGate(s.g as BgG, viewer);
  else generic(game, s, viewer);
  s.rng = seedRng('other dice to come');
  return s;
}
