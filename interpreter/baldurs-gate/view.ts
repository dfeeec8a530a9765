/**
 * What a player may see. Hidden from others: Building hands and Agendas
 * (their sizes show), the agendas' worked-out values. Hidden from everyone:
 * the order of the Building and Agenda decks, the bag (its size shows: its
 * contents would give away the face-down token), and the face-down token on
 * the last space of the Attack Strength Track until the final attack.
 */
import type { Json } from '../core/index.ts';
import { hidden, hideExcept } from '../core/index.ts';
import type { BgG, PlayerId } from './state.ts';

export function redact(g: BgG, viewer: PlayerId | null): Json {
  const out = {
    ...g,
    hand: hideExcept(g.hand, viewer),
    agendas: hideExcept(g.agendas, viewer),
    agendaValues: hideExcept(g.agendaValues, viewer),
    deck: hidden(g.deck),
    agendaDeck: hidden(g.agendaDeck),
    bag: hidden(g.bag),
    finalToken: g.finalToken === null ? null : { hidden: 1 },
  };
  return out as unknown as Json;
}
