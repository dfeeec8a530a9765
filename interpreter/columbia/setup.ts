/**
 * The GameDef `setup`: a new game from one of the Ruleset's setups (2 or 4
 * players). Everything is read from the Ruleset: seats, supplies, start
 * spaces, decks, leaders, timelines, events, victory cards, tokens.
 *
 * Order of the rulebook's setup steps, and the RNG draws made here (the order
 * matters for replays: change it and old saved games diverge): timeline,
 * world event deck, victory deck, each seat's action deck (seat order),
 * leaders (seat order), territory tokens, first player.
 *
 * Piece ids are stable: `<colour>-<piece>-<n>` (`blue-common-3`,
 * `red-airship-1`, `light-blue-stronghold-2`), n counting from 1 within the
 * colour and piece, in colour set order.
 */
import { emptyList, fastCopy, type SetupCtx, type Task } from '../core/index.ts';
import { copyStructure, copyUnit } from './copy.ts';
import type { Ruleset, Seat, Setup } from './content/types.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import type { CardTypeUpgrades, ColumbiaG, FactionState, LocationState, PlayerState, StructureKind, StructurePiece, UnitKind, UnitPiece } from './state.ts';

/** The Ruleset setup for this many players, or a clear error. */
export function setupFor(rules: Ruleset, players: number): Setup {
  const s = rules.setups.find((x) => x.players === players);
  if (s === undefined) {
    const counts = rules.setups.map((x) => x.players).join(' or ');
    throw new Error(`Columbia is played by ${counts} players, not ${players}`);
  }
  return s;
}

/** The player ids a setup expects: its seats' colour ids (2 players: `blue`, `red`). */
export function seatPlayers(rules: Ruleset, players: number): string[] {
  return setupFor(rules, players).seats.map((s) => s.colourId);
}

/** Upgrades sheet at the start: nothing boosted; abilities unlocked unless printed locked. */
function freshUpgrades(rules: Ruleset, factionId: string): Record<string, CardTypeUpgrades> {
  const out: Record<string, CardTypeUpgrades> = {};
  for (const ct of rules.cardTypes) {
    if (!ct.factionIds.includes(factionId)) continue;
    out[ct.id] = { unlocked: !ct.ability.locked, combat: 0, influence: 0, eagles: 0 };
  }
  return out;
}

/** Units and structures of a seat's supply, all in its pool (location null). */
function createPieces(rules: Ruleset, seat: Seat, units: Record<string, UnitPiece>, structures: Record<string, StructurePiece>): void {
  const figures = new Map(rules.pieces.figures.map((f) => [f.id, f]));
  const kinds = new Set(rules.pieces.unitKinds.map((k) => k.kind as string));
  for (const supply of seat.supply) {
    const set = rules.pieces.colourSets.find((c) => c.colourId === supply.colourId);
    if (set === undefined) throw new Error(`setup: no colour set "${supply.colourId}"`);
    for (const { pieceId, count } of set.units) {
      const fig = figures.get(pieceId);
      const kind = (fig ? fig.kind : pieceId) as UnitKind;
      if (!fig && !kinds.has(pieceId)) throw new Error(`setup: colour set ${set.colourId} has unknown unit "${pieceId}"`);
      if (supply.unitKinds !== undefined && !supply.unitKinds.includes(kind)) continue;
      for (let n = 1; n <= count; n++) {
        const id = `${set.colourId}-${pieceId}-${n}`;
        units[id] = { id, pieceId, kind, colourId: set.colourId, owner: seat.colourId, shared: fig?.sharedByFaction ?? false, location: null };
      }
    }
    if (!supply.structures) continue;
    for (const { pieceId, count } of set.structures) {
      for (let n = 1; n <= count; n++) {
        const id = `${set.colourId}-${pieceId}-${n}`;
        structures[id] = { id, kind: pieceId as StructureKind, colourId: set.colourId, owner: seat.colourId, location: null };
      }
    }
  }
}

/** The start spaces, exactly: each listed piece taken from the seat's pool. */
function placeStart(seat: Seat, units: Record<string, UnitPiece>, structures: Record<string, StructurePiece>): void {
  for (const space of seat.start) {
    for (const { pieceId, count, colourId } of space.pieces) {
      let left = count;
      for (const id in units) {
        if (left === 0) break;
        const u = units[id]!;
        if (u.owner === seat.colourId && u.pieceId === pieceId && u.colourId === colourId && u.location === null) {
          u.location = space.locationId;
          left--;
        }
      }
      for (const id in structures) {
        if (left === 0) break;
        const s = structures[id]!;
        if (s.owner === seat.colourId && s.kind === pieceId && s.colourId === colourId && s.location === null) {
          s.location = space.locationId;
          left--;
        }
      }
      if (left > 0) {
        throw new Error(`setup: seat ${seat.colourId} has ${left} too few "${pieceId}" (${colourId}) for ${space.locationId}`);
      }
    }
  }
}

/**
 * Every seat's pieces, start spaces placed, in piece order (the fast-copied
 * maps `setup` stores): they follow from the Ruleset and the setup alone and
 * draw nothing from the RNG, so they are made once per setup and each game
 * gets a copy. Null when the content is broken: `setup` then makes the pieces
 * seat by seat, as below, and throws where that finds the fault.
 */
interface PieceTemplate {
  units: Record<string, UnitPiece>;
  structures: Record<string, StructurePiece>;
  /** Locations with units at the start (no territory token there). */
  occupied: Set<string>;
}

/** Each setup's pieces, by Ruleset and setup (a Ruleset made from another may share its setup objects but not its pieces). */
const pieceTemplates = perRuleset((rules: Ruleset): ReadonlyMap<Setup, PieceTemplate | null> => {
  const out = new Map<Setup, PieceTemplate | null>();
  for (const def of rules.setups) out.set(def, pieceTemplateOf(rules, def));
  return out;
});

function pieceTemplate(rules: Ruleset, def: Setup): PieceTemplate | null {
  const made = pieceTemplates(rules);
  return made.has(def) ? made.get(def)! : pieceTemplateOf(rules, def);
}

function pieceTemplateOf(rules: Ruleset, def: Setup): PieceTemplate | null {
  let t: PieceTemplate | null;
  {
    try {
      const units: Record<string, UnitPiece> = {};
      const structures: Record<string, StructurePiece> = {};
      for (const seat of def.seats) {
        createPieces(rules, seat, units, structures);
        placeStart(seat, units, structures);
      }
      const occupied = new Set<string>();
      for (const id in units) if (units[id]!.location !== null) occupied.add(units[id]!.location!);
      t = { units: fastCopy(units), structures: fastCopy(structures), occupied };
    } catch {
      t = null;
    }
  }
  return t;
}

/**
 * `f` of each item, pushed one by one: the lists kept in the game (turn order, decks) are read at the same
 * sites as lists made elsewhere, and V8's optimized `map` makes a holey list where the unoptimized one made a
 * packed one, so those sites met a second kind once `setup` was optimized (deopts, each a recompile).
 */
function listOf<T, U>(items: readonly T[], f: (x: T) => U): U[] {
  const out: U[] = [];
  for (const x of items) out.push(f(x));
  return out;
}

export function setup(s: SetupCtx<Ruleset>): ColumbiaG {
  const rules = s.rules;
  const def = setupFor(rules, s.players.length);
  const wanted = listOf(def.seats, (x) => x.colourId);
  for (const p of s.players) {
    if (!wanted.includes(p)) {
      throw new Error(`setup "${def.id}": players are the seat colours ${wanted.join(', ')}; "${p}" is not one`);
    }
  }
  if (new Set(s.players).size !== s.players.length) throw new Error('setup: a player is listed twice');

  const turnOrder = def.players === 4 ? rules.pack.fourPlayerTurnOrder.filter((c) => wanted.includes(c)) : wanted.slice();

  const timeline = s.rng.pick(rules.timelines);
  const worldEventDeck = s.rng.shuffle(listOf(rules.worldEvents, (e) => e.id));
  const victoryDeck = s.rng.shuffle(listOf(rules.victoryCards, (c) => c.id));

  const template = pieceTemplate(rules, def);
  let units: Record<string, UnitPiece> = {};
  let structures: Record<string, StructurePiece> = {};
  const players: Record<string, PlayerState> = {};
  for (const seat of def.seats) {
    if (template === null) {
      createPieces(rules, seat, units, structures);
      placeStart(seat, units, structures);
    }
    const deckDef = rules.decks.find((d) => d.id === seat.actionDeckId);
    if (deckDef === undefined) throw new Error(`setup: no action deck "${seat.actionDeckId}"`);
    const deck = s.rng.shuffle(deckDef.cardIds);
    const hand: string[] = [];
    for (let i = 0; i < def.handSize && deck.length > 0; i++) hand.push(deck.pop()!);
    players[seat.colourId] = {
      id: seat.colourId,
      factionId: seat.factionId,
      colourId: seat.colourId,
      leaderId: '',
      hand,
      deck,
      // Lists that start empty are made of V8's object kind (`emptyList`), the kind they take once they hold ids.
      discard: emptyList(),
      removed: emptyList(),
      removedUnseen: emptyList(),
      eagles: seat.startingEagles,
    };
  }

  // Leaders: each seat draws from its faction's leaders still in the box.
  const taken = new Set<string>();
  for (const seat of def.seats) {
    const pool = listOf(
      rules.leaders.filter((l) => l.factionId === seat.factionId && !taken.has(l.id)),
      (l) => l.id,
    );
    if (pool.length < def.leadersPerSeat) throw new Error(`setup: not enough ${seat.factionId} leaders for every seat`);
    const drawn = s.rng.sample(pool, def.leadersPerSeat);
    for (const id of drawn) taken.add(id);
    players[seat.colourId]!.leaderId = drawn[0] ?? '';
  }

  const factions: Record<string, FactionState> = {};
  for (const f of rules.pack.factions) factions[f.id] = { id: f.id, upgrades: freshUpgrades(rules, f.id), upgradeCount: 0 };

  // One random territory token face down on every location without units; the rest stay unused and unseen.
  let occupied: Set<string>;
  if (template !== null) {
    // Each piece in the one shape the look-ahead's copies have (copy.ts `copyUnit`), not a spread's: the
    // spread keeps the table's fast layout (see fastCopy), then each piece is replaced by its copy.
    units = { ...template.units };
    for (const id in units) units[id] = copyUnit(units[id]!);
    structures = { ...template.structures };
    for (const id in structures) structures[id] = copyStructure(structures[id]!);
    occupied = template.occupied;
  } else {
    occupied = new Set<string>();
    for (const id in units) if (units[id]!.location !== null) occupied.add(units[id]!.location!);
    // Walked at every decision (where is everything?): kept as fast objects (see fastCopy).
    units = fastCopy(units);
    structures = fastCopy(structures);
  }
  const tokens = s.rng.shuffle(rules.territoryTokens.map((t) => t.id));
  const locations: Record<string, LocationState> = {};
  for (const id of rulesIndex(rules).locationIds) {
    const token = !occupied.has(id) && tokens.length > 0 ? { id: tokens.pop()!, faceUp: false } : null;
    locations[id] = { id, destroyed: false, token };
  }

  const inPlay: string[] = [];
  for (let i = 0; i < def.victoryCardsRevealed && victoryDeck.length > 0; i++) inPlay.push(victoryDeck.pop()!);

  const firstPlayer = s.rng.pick(turnOrder);

  const first: Task = { t: 'round/start' };
  s.push({ t: 'game/start' }, first);

  return {
    setupId: def.id,
    round: 0,
    phase: 'world-event',
    step: 'vote',
    turnOrder,
    firstPlayer,
    activePlayer: null,
    players,
    factions,
    locations,
    units,
    structures,
    booker: null,
    elizabeth: { location: null, withBooker: false },
    timeline: { id: timeline.id, step: 0 },
    worldEvents: { deck: worldEventDeck, current: null, discard: emptyList(), removed: emptyList(), passed: null },
    victoryCards: { deck: victoryDeck, inPlay, claimed: emptyList(), removed: emptyList(), removedUnseen: emptyList() },
    territoryTokens: { unused: tokens, defeated: emptyList() },
    territoryHolders: {},
    vote: null,
    turn: null,
    combat: null,
    result: null,
  };
}
