/**
 * What the board view draws, from what one viewer may see: the redacted game
 * data of `engine.view(state, viewer)` and the Ruleset. Pure, so what a
 * spectator is shown (no face-down token values, no hands) is tested in Node.
 */
import type { Ruleset } from '../content/types.ts';
import type { Json } from '../../core/index.ts';
import { freshBoard } from '../board.ts';
import type { Census } from '../pieces.ts';
import type { ColumbiaG, PlayerId, StructureKind } from '../state.ts';

/**
 * The game data as a viewer gets it: ColumbiaG with hidden parts replaced by
 * `{ hidden: n }` (hands, decks, face-down tokens' ids). Only fields that are
 * never hidden are read as ColumbiaG's.
 */
export type ViewG = ColumbiaG;

export function asViewG(g: Json): ViewG {
  return g as unknown as ViewG;
}

/** The pieces of one colour set at a location. */
export interface PieceGroup {
  /** The colour set (`blue`, `light-blue`...), which is what the figures look like. */
  colourId: string;
  /** The player whose pieces they are. */
  owner: PlayerId;
  commons: number;
  /** The commons' unit ids. */
  commonIds: string[];
  /** Named figures (leaders, specials) by name, in id order. */
  figures: string[];
  /** The figures' unit ids, in the same order. */
  figureIds: string[];
  structures: Partial<Record<StructureKind, number>>;
}

export type TokenView = null | { faceUp: false } | { faceUp: true; combat: number; eagles: number };

export interface LocationView {
  id: string;
  number: number;
  name: string;
  territoryId: string;
  destroyed: boolean;
  token: TokenView;
  booker: boolean;
  elizabeth: boolean;
  groups: PieceGroup[];
  /** The player in control (Columbia's control rules), or null. */
  controller: PlayerId | null;
}

export interface TerritoryView {
  id: string;
  letter: string;
  name: string;
  victoryPoints: number;
  /** The faction whose victory token is on it, or null. */
  holder: string | null;
}

export interface BoardView {
  locations: LocationView[];
  territories: TerritoryView[];
  /** Sky-Line routes: location ids in riding order. */
  skyLines: { id: string; name: string; spaces: string[] }[];
  /** Adjacent pairs, each once (a < b). */
  borders: [string, string][];
}

const STRUCTURE_ORDER: StructureKind[] = ['stronghold', 'turret', 'alarm'];

export function structureOrder(): readonly StructureKind[] {
  return STRUCTURE_ORDER;
}

export function boardView(g: ViewG, rules: Ruleset): BoardView {
  const figureName = new Map(rules.pieces.figures.map((f) => [f.id, f.name]));
  const tokenValues = new Map(rules.territoryTokens.map((t) => [t.id, t]));
  const board = freshBoard(g as unknown as ColumbiaG, rules);
  let census: Readonly<Census>;
  try {
    census = board.census();
  } catch {
    census = {};
  }
  const groupsAt = (loc: string): PieceGroup[] => {
    const here = census[loc];
    if (!here) return [];
    const byColour = new Map<string, PieceGroup>();
    const group = (colourId: string, owner: PlayerId): PieceGroup => {
      let gr = byColour.get(colourId);
      if (!gr) {
        gr = { colourId, owner, commons: 0, commonIds: [], figures: [], figureIds: [], structures: {} };
        byColour.set(colourId, gr);
      }
      return gr;
    };
    for (const u of [...here.units].sort((a, b) => a.id.localeCompare(b.id))) {
      const gr = group(u.colourId, u.owner);
      if (u.kind === 'common') {
        gr.commons++;
        gr.commonIds.push(u.id);
      } else {
        gr.figures.push(figureName.get(u.pieceId) ?? u.pieceId);
        gr.figureIds.push(u.id);
      }
    }
    for (const s of here.structures) {
      const gr = group(s.colourId, s.owner);
      gr.structures[s.kind] = (gr.structures[s.kind] ?? 0) + 1;
    }
    const colourOrder = rules.pack.colours.map((c) => c.id);
    return [...byColour.values()].sort((a, b) => colourOrder.indexOf(a.colourId) - colourOrder.indexOf(b.colourId));
  };

  const locations = rules.board.locations.map((l): LocationView => {
    const st = g.locations[l.id];
    let token: TokenView = null;
    if (st?.token) {
      const values = st.token.faceUp && st.token.id ? tokenValues.get(st.token.id) : undefined;
      token = values ? { faceUp: true, combat: values.combat, eagles: values.eagles } : { faceUp: false };
    }
    let controller: PlayerId | null = null;
    try {
      controller = board.controllerOf(l.id);
    } catch {
      controller = null;
    }
    return {
      id: l.id,
      number: l.number,
      name: l.name,
      territoryId: l.territoryId,
      destroyed: st?.destroyed ?? false,
      token,
      booker: g.booker === l.id,
      elizabeth: g.elizabeth?.location === l.id,
      groups: groupsAt(l.id),
      controller,
    };
  });

  const territories = rules.board.territories.map(
    (t): TerritoryView => ({ id: t.id, letter: t.letter, name: t.name, victoryPoints: t.victoryPoints, holder: g.territoryHolders?.[t.id] ?? null }),
  );

  const borders: [string, string][] = [];
  for (const l of rules.board.locations) for (const other of l.adjacentIds) if (l.id < other) borders.push([l.id, other]);

  return {
    locations,
    territories,
    skyLines: rules.board.skyLines.map((s) => ({ id: s.id, name: s.name, spaces: s.spaceLocationIds.slice() })),
    borders,
  };
}

/** Location ids an option of the pending decision is about (where a unit moves, where a combat is ...), for the board to point at. */
export function locationsOfOption(data: Json | undefined, optionId: string, locationIds: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const add = (v: Json | undefined) => {
    if (typeof v === 'string' && locationIds.has(v) && !out.includes(v)) out.push(v);
  };
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    for (const key of ['from', 'to', 'location', 'at']) add((data as Record<string, Json>)[key]);
  }
  // Some options are the location itself (retreat to ...), or name it in their id (`combat:<location>`).
  add(optionId);
  for (const part of optionId.split(':')) add(part);
  return out;
}
