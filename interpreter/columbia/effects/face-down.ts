/**
 * Which cards a player choosing among things cannot see (RULINGS "A choice
 * among cards the chooser cannot see"): another player's hand, any deck (its
 * order is hidden from its owner too), and cards played face down into the
 * vote or a combat before they are revealed, his own apart. The core offers
 * them face down and draws the ones picked at random (`Evaluator.chooseAmong`).
 */
import type { Thing } from '../../core/index.ts';
import { makeNamer } from '../log.ts';
import type { PlayerId } from '../state.ts';
import type { Ev } from './who.ts';
import type { CardZone } from './things.ts';

/** What `viewer` sees of `thing` when it is a card hidden from him ("a face-down card from Red Vox Populi's hand"), or null. */
export function faceDown(ev: Ev, thing: Thing, viewer: PlayerId): string | null {
  const d = thing.data as { kind?: unknown; holder?: unknown; zone?: CardZone } | null;
  if (d === null || d.kind !== 'card' || typeof d.holder !== 'string') return null;
  const whose = () => makeNamer(ev.rules).player(d.holder as string);
  switch (d.zone) {
    case 'hand':
      return d.holder === viewer ? null : `a face-down card from ${whose()}'s hand`;
    case 'deck':
      return `a face-down card from ${d.holder === viewer ? 'my' : `${whose()}'s`} deck`;
    case 'vote':
      return d.holder === viewer || ev.g.vote?.revealed ? null : `a card ${whose()} played face down into the vote`;
    case 'combat':
      return d.holder === viewer || ev.g.combat?.revealed ? null : `a card ${whose()} played face down in this combat`;
    default:
      return null;
  }
}
