/**
 * What a Columbia bot sees when it weighs an option: what the option is about
 * (read from its id and data), and the names of the numbers per option
 * (`odds`, `territory`, `frontier` ...) that both the heuristic bot and the
 * YAML bots score with. The board from one player's side is board-view.ts.
 */
import type { Option } from '../../core/index.ts';
import { shelf, type Memo } from '../../core/index.ts';
import type { BoardView } from './board-view.ts';
import type { LocationId } from '../state.ts';

// ---------------------------------------------------------------------------
// Options, read
// ---------------------------------------------------------------------------

/** An option id of the Columbia decisions, split into what it means. */
export interface OptionInfo {
  id: string;
  /** `move`, `ride`, `recruit`, `build`, `upgrade`, `done`, `claim`, `discard-effect`, `card`, `combat`, `boost`, `unlock`, `yes`, `no`, ... */
  verb: string;
  unit: string | null;
  from: LocationId | null;
  to: LocationId | null;
  piece: string | null;
  card: string | null;
}

/** An option id's parts that do not depend on the game: its verb and the words after it. */
interface IdParts {
  verb: string;
  /** The second and third `:`-separated parts, or null. */
  first: string | null;
  second: string | null;
  /** Everything after the verb (a card id may hold no `:`, but kept whole as written). */
  rest: string;
  /** A bare id (no `:`): possibly a hand card offered by its id. */
  bare: boolean;
}

/**
 * Option ids split once, kept by the engine (the heuristic reads every
 * option of every decision, several times: splitting them again was its
 * largest single cost). Ids come from the engine's shared option tables and
 * the hands: a bounded few thousand.
 */
const ID_PARTS = shelf<IdParts>('bot option id parts');

function idParts(memo: Memo, id: string): IdParts {
  const kept = memo.get(ID_PARTS, id);
  if (kept !== undefined) return kept;
  const parts = id.split(':');
  return memo.set(ID_PARTS, id, { verb: parts[0]!, first: parts[1] ?? null, second: parts[2] ?? null, rest: parts.slice(1).join(':'), bare: parts.length === 1 });
}

/** A step option's data (`move:<unit>:<to>`, movement.ts: with `from`, where the unit stands), or null when it is not one or has none (`id`: its id). */
export function stepOf(id: string, o: Option): { unit: string; to: string; from?: unknown } | null {
  return id.startsWith('move:') ? moveData(o) : null;
}

/** Whether an option is a rolling ride (`ride:...` without a destination in its data): `readOption` reads its `to` as null. */
export function rollingRide(id: string, o: Option): boolean {
  return id.startsWith('ride:') && typeof (o.data as { to?: unknown } | null | undefined)?.to !== 'string';
}

/** A step option's data (`move:<unit>:<to>`, movement.ts), or null when it has none. */
function moveData(o: Option): { unit: string; to: string } | null {
  const data = o.data as { unit?: unknown; to?: unknown } | null | undefined;
  return data != null && typeof data.unit === 'string' && typeof data.to === 'string' ? (data as { unit: string; to: string }) : null;
}

/** A recruit's or a build's data (`recruit:<piece>:<location>`, `build:<structure>:<location>`, turn.ts), or null. */
function placeData(o: Option): { piece: string; to: string } | null {
  const data = o.data as { piece?: unknown; structure?: unknown; location?: unknown } | null | undefined;
  if (data == null || typeof data.location !== 'string') return null;
  const piece = typeof data.piece === 'string' ? data.piece : data.structure;
  return typeof piece === 'string' ? { piece, to: data.location } : null;
}

/** What an option is about, read from its id (and a ride's destination from its data). */
export function readOption(view: BoardView, o: Option): OptionInfo {
  const g = view.g;
  // Most options are steps, recruits and builds: their data names what their id does (movement.ts, turn.ts).
  const id = o.id;
  if (id.startsWith('move:')) {
    const step = moveData(o);
    if (step !== null) {
      const u = g.units[step.unit];
      return { id, verb: 'move', unit: step.unit, from: u?.location ?? null, to: step.to, piece: u?.pieceId ?? null, card: null };
    }
  } else if (id.startsWith('recruit:') || id.startsWith('build:')) {
    const placed = placeData(o);
    if (placed !== null) return { id, verb: id.charCodeAt(0) === 114 ? 'recruit' : 'build', unit: null, from: null, to: placed.to, piece: placed.piece, card: null }; // 'r'
  }
  const parts = idParts(view.memo, o.id);
  const verb = parts.verb;
  const info: OptionInfo = { id: o.id, verb, unit: null, from: null, to: null, piece: null, card: null };
  switch (verb) {
    case 'move':
    case 'ride': {
      info.unit = parts.first;
      const u = info.unit !== null ? g.units[info.unit] : undefined;
      info.from = u?.location ?? null;
      if (verb === 'move') info.to = parts.second;
      else {
        const data = (o.data ?? null) as Record<string, unknown> | null;
        info.to = typeof data?.['to'] === 'string' ? (data['to'] as string) : null;
      }
      info.piece = u?.pieceId ?? null;
      break;
    }
    case 'recruit':
    case 'build':
      info.piece = parts.first;
      info.to = parts.second;
      break;
    case 'combat':
      info.to = parts.first;
      break;
    case 'card':
    case 'discard-effect':
      info.card = parts.rest;
      break;
    case 'claim-victory-card':
      info.verb = 'claim';
      info.card = parts.rest;
      break;
    case 'boost':
    case 'unlock':
      info.piece = parts.first;
      break;
    default:
      // A hand card offered by id (votes, combat cards, refresh): its own id is the card.
      if (parts.bare && view.ix.card[o.id] !== undefined) {
        info.verb = 'hand-card';
        info.card = o.id;
      }
  }
  return info;
}

/** The names a YAML bot's `by`/`if` expressions may use: one number per option. */
export const FEATURES: Readonly<Record<string, string>> = {
  odds: 'chance (0..1) to win the fight this option leads to; 1 when there is nothing to fight',
  enemies: 'enemy units at the option\'s location',
  mine: 'my faction\'s units at the option\'s location (before the option)',
  here: 'my faction\'s units at the location a moving unit leaves (itself included)',
  advantage: 'my expected dice total there (with the unit arriving) minus the enemy\'s',
  hostile: '1 when the location holds enemies, a territory token or Booker',
  token: '1 when the location holds a territory token',
  booker: '1 when Booker is at the location',
  territory: 'share (0..1) of the location\'s territory my faction would control after the option',
  completes: 'victory points of a territory the option would complete (0 otherwise)',
  frontier: 'adjacent locations my faction does not control',
  threat: 'enemy units in adjacent locations',
  leaves: '1 when a move leaves its starting location without my pieces',
  cost: 'Silver Eagles the option costs',
  die: 'mean of the combat die the recruited unit or built structure rolls',
  unit: '1 for recruiting a unit, 0 otherwise',
  structure: '1 for building a structure, 0 otherwise',
  combat: 'combat value of the option\'s card (after upgrades)',
  influence: 'influence value of the option\'s card',
  eagles: 'Silver Eagles value of the option\'s card',
  vp: 'victory points of a victory card the option claims',
  favours: 'in a vote: 1 when the event helps my faction and my influence pushes it that way (or I may choose the sign)',
  heuristic: 'the built-in heuristic bot\'s own score for the option',
};

export type Features = Record<string, number>;
