/**
 * A search bot's guess at what one player cannot see of a Builders of
 * Baldur's Gate position (the module's `sim.determinize`): exactly what
 * `redact` (view.ts) hides, dealt again, each pile keeping its size: the
 * other players' Building hands with the Building deck, their Agendas with
 * the Agenda deck, and the face-down token with the bag.
 *
 * Agenda values are worked out only at final scoring (scoring.ts
 * `score/agendas`), when nothing is left to decide; from then on the
 * Agendas are left where they are, so the values stay theirs.
 */
import type { GameState, PlayerId, Rng } from '../core/index.ts';
import { reshuffleZones } from '../game/index.ts';
import type { BgG } from './state.ts';

export function determinize(state: GameState<BgG>, viewer: PlayerId, rng: Rng): void {
  const g = state.g;
  const others = Object.keys(g.hand).filter((p) => p !== viewer);
  reshuffleZones([g.deck, ...others.map((p) => g.hand[p]!)], rng);
  if (g.final === null) reshuffleZones([g.agendaDeck, ...others.map((p) => g.agendas[p]!)], rng);
  if (g.finalToken !== null) {
    const token = [g.finalToken];
    reshuffleZones([g.bag, token], rng);
    g.finalToken = token[0]!;
  } else {
    reshuffleZones([g.bag], rng);
  }
}
