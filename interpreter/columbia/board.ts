/**
 * The board as the rules read it: what stands where, who controls each
 * location, who holds each territory, whose pools hold what. One `Board` per
 * game state and engine (`boardOf(ctx)`), and the only way pieces move:
 * every change of where a piece is, of a unit's owner, of a location's
 * `destroyed` or token goes through its methods (`placeUnit`, ...), which
 * give the board a new version. What the board derives from the pieces (the
 * census, controllers, holders, pools) is worked out at the first read at a
 * version and kept until the next change; with the engine's caches off
 * (`createEngine(..., { caches: false })`) nothing is kept and every read
 * works its answer out from the pieces.
 *
 * The rules themselves are pure functions of the pieces: control.ts (who
 * controls a location, who holds a territory), pieces.ts (the census, who a
 * unit fights for); this file only keeps their answers.
 */
import type { Memo } from '../core/index.ts';
import { sameItems, shelf } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { controllerOfPieces, holdersAgain, holdersOf } from './control.ts';
import { destroyedValue, figuresValue, holdersValue, KeptBy, myControlValue, partVersions } from './part-values.ts';
import { censusNow, placeIn, type KeptCensus } from './board-census.ts';
import { BOARD_PARTS, PART_INDEX, PLAYERS_PARTS, STRUCTURES_OF_KIND, UNITS_OF_KIND, type BoardPart } from './board-parts.ts';
import { NO_PIECES, type Census as PiecesByLocation, type Pieces } from './pieces.ts';
import { rulesIndex, territoryTable, type RulesIndex } from './rules-index.ts';
import type { ColumbiaG, FactionId, LocationId, LocationState, PlayerId, StructurePiece, UnitPiece } from './state.ts';

/** What the rules derive from the census (who controls what), worked out on demand and dropped where it changes. */
interface Control {
  /** Who controls each location asked about, by its slot (`RulesIndex.locationSlot`; a list needs no hash of the id). */
  controller: (PlayerId | null | undefined)[];
  /** The active and first player they were read with (they decide 4-player ties). */
  active: PlayerId | null;
  first: PlayerId;
  /** Who holds each territory, in the Ruleset's order (null: to be worked out); a list handed out is never changed. */
  holders: (FactionId | null)[] | null;
  /** The territories (by number) whose holder may have changed since `holders` was made: worked out again at the next read (null: none). */
  stale: number[] | null;
}

/** What the turn and figures parts were last read as, to notice their changes (they change outside the board). */
interface Facts {
  first: PlayerId;
  combat: ColumbiaG['combat'];
  booker: LocationId | null;
  elizabeth: LocationId | null;
  withBooker: boolean | undefined;
  upgrades: number[]; // made by each faction (`applyUpgrade` marks one on a sheet and counts it: the count says when a sheet changed)
}

export class Board {
  private kept: KeptCensus | null = null;
  private control: Control | null = null;
  /** Each part's version by `PART_INDEX` (`version`); 0: none, a new one at its next ask. */
  private readonly versions: number[] = partVersions(BOARD_PARTS.length);
  /** "my control"'s version for each player, by his place in `g.turnOrder` (0: a new one at his next ask). */
  private readonly myControl: KeptBy<PlayerId>;
  /** "my roster"'s version for each faction, with "my unit count" (version 0: both found at its next ask). */
  private readonly myRoster: KeptBy<FactionId>;
  private facts: Facts | null = null;
  /** The territories' holders the "holders" part was last versioned at (null: none yet). */
  private held: readonly (FactionId | null)[] | null = null;
  /** `controllerOf` as a function, made once per board (not at every reading of the holders). */
  private readonly readController = (loc: LocationId): PlayerId | null => this.controllerOf(loc);
  /**
   * Whether a faction has two players here (the 4-player game): only then
   * do the active and first player decide who controls a shared location
   * (control.ts), so only then does control change with the turn.
   */
  private readonly teams: boolean;
  /** Each faction's state (whose upgrades the facts follow), in `g.factions`' order. */
  private readonly factions: ColumbiaG['factions'][string][];
  private readonly index: RulesIndex; // the Ruleset's (rules-index.ts): a field, read at every `controllerOf` and ask
  /** `g.locations`' records by slot (`locationAt`; null until the first ask). */
  private states: (LocationState | undefined)[] | null = null;
  /** Whether any location is destroyed (`anyDestroyed`; null: not read since the last `setDestroyed`). */
  private destroyedAny: boolean | null = null;

  constructor(
    readonly g: ColumbiaG,
    readonly rules: Ruleset,
    /** The engine's memo (null: a board outside any engine, for one read). */
    private readonly memo: Memo | null,
    /** Whether answers are kept until the next change (false: every read works its answer out afresh). */
    private readonly keep: boolean,
  ) {
    const factions = new Set<FactionId>();
    for (const p of g.turnOrder) factions.add(g.players[p]!.factionId);
    this.teams = factions.size < g.turnOrder.length;
    this.factions = Object.values(g.factions);
    this.index = rulesIndex(rules);
    this.myControl = new KeptBy(g.turnOrder);
    this.myRoster = new KeptBy(this.index.factionIds);
  }

  /**
   * The board of `g`, a copy of this board's state made now (`GameDef.copied`): it starts from what this board has
   * worked out (control, holders, the versions: an answer kept under them holds for the copy as it stands, until its
   * first change gives it versions of its own); its census is worked out from its own pieces.
   */
  copyFor(g: ColumbiaG): Board {
    const b = new Board(g, this.rules, this.memo, this.keep);
    const c = this.control;
    if (c !== null) b.control = { controller: c.controller.slice(), active: c.active, first: c.first, holders: c.holders, stale: c.stale?.slice() ?? null };
    for (let i = 0; i < this.versions.length; i++) b.versions[i] = this.versions[i]!;
    b.myControl.copyFrom(this.myControl);
    b.myRoster.copyFrom(this.myRoster);
    // Compared by identity (the combat under way is the copy's own object): a copy of one reads as a change.
    if (this.facts !== null) b.facts = { ...this.facts, upgrades: this.facts.upgrades.slice() };
    b.held = this.held;
    return b;
  }

  // ------------------------------------------------------------------ reads

  /** Every piece on the board by location (shared: read it, never change it). */
  census(): Readonly<PiecesByLocation> {
    return this.now().byLocation;
  }

  /** The pieces on `loc` (shared: read them, never change them). */
  piecesAt(loc: LocationId): Readonly<Pieces> {
    return this.now().byLocation[loc] ?? NO_PIECES;
  }

  /** Every unit on the board, in the game's piece order (shared). */
  unitsOnBoard(): readonly UnitPiece[] {
    return this.now().unitsOnBoard;
  }

  /**
   * The units on the board `player` may control: with no teams (2 players:
   * each alone in his faction), his own (`onBoard`: he controls no other);
   * else every unit on the board, for the caller to tell his with
   * `controlsUnit`. Game order either way (shared).
   */
  unitsToControl(player: PlayerId): readonly UnitPiece[] {
    return this.teams ? this.now().unitsOnBoard : this.onBoard(player).units;
  }

  /** The census by location slot (`RulesIndex.locationSlot`; shared: read it, never change it). */
  censusBySlot(): readonly (Readonly<Pieces> | undefined)[] {
    return this.now().bySlot;
  }

  /** The state of the location in `slot` (`RulesIndex.locationSlot`): `g.locations`' own record. */
  locationAt(slot: number): LocationState | undefined {
    // Made by a function of its own: a closure here would make V8 allocate a context at every call of this one.
    let states = this.states;
    if (states === null) states = this.states = statesBySlot(this.g, this.index.locationIds);
    return states[slot];
  }

  /** Whether any location is destroyed (most positions have none: what depends on no other part of the board is then the same). */
  anyDestroyed(): boolean {
    let any = this.destroyedAny;
    if (any === null) {
      any = false;
      for (const id in this.g.locations) if (this.g.locations[id]!.destroyed) any = true;
      if (this.keep) this.destroyedAny = any;
    }
    return any;
  }

  /** `player`'s pool, units and structures in the game's order (shared). */
  pool(player: PlayerId): Readonly<Pieces> {
    return this.now().pool.get(player) ?? NO_PIECES;
  }

  /** `player`'s own pieces on the board, in the game's order (shared). */
  onBoard(player: PlayerId): Readonly<Pieces> {
    return this.now().onBoard.get(player) ?? NO_PIECES;
  }

  /**
   * "No units and no structures on the board": only pieces from the player's
   * own pool count (a shared Songbird belongs to the blue player's pool; see
   * RULINGS "elimination counts owned pieces").
   */
  isEliminated(player: PlayerId): boolean {
    const mine = this.now().onBoard.get(player);
    return mine === undefined || (mine.units.length === 0 && mine.structures.length === 0);
  }

  /** Whether any player of the turn order is eliminated. */
  anyEliminated(): boolean {
    for (const p of this.g.turnOrder) if (this.isEliminated(p)) return true;
    return false;
  }

  /** The player who controls `loc`, or null (control.ts). */
  controllerOf(loc: LocationId): PlayerId | null {
    const slot = this.index.locationSlot[loc];
    if (slot !== undefined) return this.controllerAt(slot);
    // A place not on the board: worked out at each ask (control read first, as `controllerAt` does).
    this.controlNow();
    return controllerOfPieces(this.g, this.g.locations[loc], this.now().byLocation[loc]);
  }

  /** Who controls the location in `slot` (`RulesIndex.locationSlot`): `controllerOf` without the id's look-up. */
  controllerAt(slot: number): PlayerId | null {
    const c = this.controlNow();
    let p = c.controller[slot];
    if (p === undefined) p = c.controller[slot] = controllerOfPieces(this.g, this.locationAt(slot), this.now().bySlot[slot]);
    return p;
  }

  /** The faction of the player who controls `loc`, or null. */
  controllingFaction(loc: LocationId): FactionId | null {
    const p = this.controllerOf(loc);
    return p === null ? null : this.g.players[p]!.factionId;
  }

  /** The faction of the player who controls the location in `slot`, or null. */
  controllingFactionAt(slot: number): FactionId | null {
    const p = this.controllerAt(slot);
    return p === null ? null : this.g.players[p]!.factionId;
  }

  /** The locations `player` controls, in `g.locations`' order. */
  locationsControlledBy(player: PlayerId): LocationId[] {
    const out: LocationId[] = [];
    for (const loc in this.g.locations) if (this.controllerOf(loc) === player) out.push(loc);
    return out;
  }

  /** Who holds each territory, in the Ruleset's order (what the victory tokens follow; shared, never changed). */
  territoryHolders(): readonly (FactionId | null)[] {
    const c = this.controlNow();
    if (c.holders === null) c.holders = holdersOf(this.g, territoryTable(this.rules).locations, this.readController);
    else if (c.stale !== null) c.holders = holdersAgain(this.g, territoryTable(this.rules).locations, this.readController, c.holders, c.stale);
    c.stale = null;
    return c.holders;
  }

  /** Who holds the territory, or null (no such territory: nobody). */
  territoryHolder(territoryId: string): FactionId | null {
    const t = territoryTable(this.rules).number[territoryId];
    return t === undefined ? null : (this.territoryHolders()[t] ?? null);
  }

  /**
   * A number that stays the same while `part` of the board stays the same
   * (never the same for two boards of one engine, but for a part in
   * VALUED_PARTS, whose version is its value): answers read only from
   * versioned parts may be kept under their versions (the engine's steady
   * conditions, core/effects/steady.ts). Without kept answers: -1.
   */
  version(part: BoardPart, me?: PlayerId): number {
    if (PART_INDEX[part] >= PLAYERS_PARTS && me === undefined) throw new Error(`the board's "${part}" is versioned for a player: name him`);
    return this.versionsFor(me ?? '')[PART_INDEX[part]]!;
  }

  /**
   * Every part's version now (`version`), by its place in `BOARD_PARTS`,
   * the parts about "I" for `me`: one list, made again at each call (read it
   * at once). Without kept answers: every version -1.
   */
  versionsFor(me: PlayerId): readonly number[] {
    const memo = this.memo;
    const v = this.versions;
    if (memo === null || !this.keep) return v.fill(-1);
    this.noteFacts();
    this.controlNow();
    // Control changed: the holders may have (worked out from control, as the victory tokens' update after it does).
    if (v[PART_INDEX.control] === 0) this.noteHolders(memo);
    if (v[PART_INDEX.locations] === 0) v[PART_INDEX.locations] = destroyedValue(this.g, this.index.locationIds) ?? -1 - memo.nextVersion();
    if (v[PART_INDEX.figures] === 0) v[PART_INDEX.figures] = figuresValue(this.g, this.index.locationIds) ?? -1 - memo.nextVersion();
    for (let i = 0; i < PLAYERS_PARTS; i++) if (v[i] === 0) v[i] = memo.nextVersion();
    v[PLAYERS_PARTS] = this.myControlVersion(memo, me);
    // "my eagles" and "my upgrade count" are valued (VALUED_PARTS): the eagles of "I", his faction's upgrades made.
    const player = this.g.players[me];
    const f = player?.factionId ?? '';
    v[PLAYERS_PARTS + 1] = player?.eagles ?? 0;
    v[PLAYERS_PARTS + 4] = this.g.factions[f]?.upgradeCount ?? 0;
    const roster = this.myRosterAt(memo, f);
    v[PLAYERS_PARTS + 2] = this.myRoster.versions[roster]!;
    v[PLAYERS_PARTS + 3] = this.myRoster.counts[roster]!;
    return v;
  }

  /** The "holders" part changes when a territory's holder does (the lists compared: a list handed out is never changed); its version is their value, else a new one never met again. */
  private noteHolders(memo: Memo): void {
    const now = this.territoryHolders();
    const was = this.held;
    if (was !== null && sameItems(was, now)) return;
    this.held = now;
    this.versions[PART_INDEX.holders] = holdersValue(this.index.factionIds, now) ?? -1 - memo.nextVersion();
  }

  /** "my roster" for faction `f` (where it is in `myRoster`): changed when one of its units comes onto the board or leaves it; with "my unit count" (valued), how many are there (its players' own: a unit is its owner's faction's). */
  private myRosterAt(memo: Memo, f: FactionId): number {
    const rosters = this.myRoster;
    const at = rosters.at(f);
    if (rosters.versions[at] !== 0) return at;
    let count = 0;
    for (const p in this.g.players) if (this.g.players[p]!.factionId === f) count += this.onBoard(p).units.length;
    rosters.versions[at] = memo.nextVersion();
    rosters.counts[at] = count;
    return at;
  }

  /** "my control" for `me`: found again when control changed to or from his faction (`controlChanged`); its value, else a new one never met again. */
  private myControlVersion(memo: Memo, me: PlayerId): number {
    const mine = this.myControl;
    const at = mine.at(me);
    const v = mine.versions[at]!;
    if (v !== 0) return v;
    return (mine.versions[at] = myControlValue(this.g, me, this.index.locationIds, this.readController) ?? -1 - memo.nextVersion());
  }

  /**
   * Control of a location went from `was` to `now`: "my control" changes for
   * every player of either's faction (what a faction controls, and who holds
   * its territories, changed; and with teams, which teammate controls).
   */
  private controlChanged(was: PlayerId | null, now: PlayerId | null): void {
    this.versions[PART_INDEX.control] = 0;
    const players = this.g.players;
    const f = was === null ? null : players[was]!.factionId;
    const h = now === null ? null : players[now]!.factionId;
    const order = this.g.turnOrder;
    for (let i = 0; i < order.length; i++) {
      const x = players[order[i]!]!.factionId;
      if (x === f || x === h) this.myControl.versions[i] = 0; // his place in `myControl`
    }
  }

  /** Control may have changed anywhere (or a location was destroyed, which changes who holds its territory): every "my control" changes too. */
  private controlDropped(): void {
    this.versions[PART_INDEX.control] = 0;
    this.myControl.versions.fill(0);
  }

  /** The turn, figures and upgrades parts change outside the board: noticed by comparing with what they were. */
  private noteFacts(): void {
    const g = this.g;
    let f = this.facts;
    if (f === null) {
      this.facts = f = { first: g.firstPlayer, combat: g.combat, booker: g.booker, elizabeth: g.elizabeth.location, withBooker: g.elizabeth.withBooker, upgrades: this.factions.map((x) => x.upgradeCount) };
      this.versions[PART_INDEX.turn] = 0;
      this.versions[PART_INDEX.figures] = 0;
      this.versions[PART_INDEX.upgrades] = 0;
      return;
    }
    const made = f.upgrades;
    const factions = this.factions;
    for (let i = 0; i < factions.length; i++) {
      const n = factions[i]!.upgradeCount;
      if (n !== made[i]) {
        made[i] = n;
        this.versions[PART_INDEX.upgrades] = 0;
      }
    }
    if (f.first !== g.firstPlayer || f.combat !== g.combat) {
      f.first = g.firstPlayer;
      f.combat = g.combat;
      this.versions[PART_INDEX.turn] = 0;
    }
    if (f.booker !== g.booker || f.elizabeth !== g.elizabeth.location || f.withBooker !== g.elizabeth.withBooker) {
      f.booker = g.booker;
      f.elizabeth = g.elizabeth.location;
      f.withBooker = g.elizabeth.withBooker;
      this.versions[PART_INDEX.figures] = 0;
    }
  }

  // ---------------------------------------------------------------- changes

  /** Puts a unit on `loc`, or back in its owner's pool (null). */
  placeUnit(unit: UnitPiece, loc: LocationId | null): void {
    const from = unit.location;
    const was = this.controllersOf(from, loc);
    unit.location = loc;
    if (this.kept !== null && from !== loc) placeIn(this.kept, this.index, unit, true, from, loc);
    this.versions[PART_INDEX.units] = 0;
    this.versions[PART_INDEX[UNITS_OF_KIND[unit.kind]]] = 0;
    if ((from === null) !== (loc === null)) {
      this.versions[PART_INDEX.roster] = 0;
      this.myRoster.drop(this.g.players[unit.owner]!.factionId);
    }
    this.changedAt(from, loc, was);
  }

  /** Puts a structure on `loc`, or back in its owner's pool (null). */
  placeStructure(structure: StructurePiece, loc: LocationId | null): void {
    const from = structure.location;
    const was = this.controllersOf(from, loc);
    structure.location = loc;
    if (this.kept !== null && from !== loc) placeIn(this.kept, this.index, structure, false, from, loc);
    this.versions[PART_INDEX.structures] = 0;
    this.versions[PART_INDEX[STRUCTURES_OF_KIND[structure.kind]]] = 0;
    this.changedAt(from, loc, was);
  }

  /** Hands a unit to another player (Songbird lent to the Vox Populi for a round, and back). */
  setUnitOwner(unit: UnitPiece, owner: PlayerId): void {
    unit.owner = owner;
    // Pools and pieces on the board are kept by owner: worked out again.
    this.kept = null;
    this.control = null;
    this.versions[PART_INDEX.units] = 0;
    this.versions[PART_INDEX[UNITS_OF_KIND[unit.kind]]] = 0;
    this.versions[PART_INDEX.roster] = 0;
    this.myRoster.versions.fill(0);
    this.controlDropped();
  }

  /** Marks a location destroyed (or, arranging a position, not). Its structures are the caller's business. */
  setDestroyed(loc: LocationId, destroyed: boolean): void {
    const was = this.controllersOf(loc, null);
    this.location(loc).destroyed = destroyed;
    this.destroyedAny = null;
    this.versions[PART_INDEX.locations] = 0;
    this.changedAt(loc, null, was);
    // A destroyed location counts for no territory.
    if (this.control !== null) this.control.holders = null;
    this.controlDropped();
  }

  /** Lays a territory token on `loc`, or takes it away (null). */
  setToken(loc: LocationId, token: LocationState['token']): void {
    const was = this.controllersOf(loc, null);
    this.location(loc).token = token;
    this.versions[PART_INDEX.tokens] = 0;
    this.changedAt(loc, null, was);
  }

  // --------------------------------------------------------------- inside

  private location(loc: LocationId): LocationState {
    const l = this.g.locations[loc];
    if (l === undefined) throw new Error(`no location "${loc}"`);
    return l;
  }

  /** Who controls `a` and `b` before a change (when control is kept at all): what the change is compared with. */
  private controllersOf(a: LocationId | null, b: LocationId | null): [PlayerId | null, PlayerId | null] | null {
    if (this.control === null) return null;
    return [a === null ? null : this.controllerOf(a), b === null ? null : this.controllerOf(b)];
  }

  /**
   * `a` and `b` (null: none) changed: their controllers are worked out again,
   * and when one differs from `was` (what it was before), who holds the
   * territories too, and control has a new version.
   */
  private changedAt(a: LocationId | null, b: LocationId | null, was: [PlayerId | null, PlayerId | null] | null): void {
    const c = this.control;
    if (c === null || was === null) {
      this.control = null;
      this.controlDropped();
      return;
    }
    const slotA = a === null ? undefined : this.index.locationSlot[a];
    const slotB = b === null ? undefined : this.index.locationSlot[b];
    if (slotA !== undefined) c.controller[slotA] = undefined;
    if (slotB !== undefined) c.controller[slotB] = undefined;
    const nowA = a === null ? null : this.controllerOf(a);
    const nowB = b === null ? null : this.controllerOf(b);
    if (nowA !== was[0]) this.controlChanged(was[0], nowA);
    if (nowB !== was[1]) this.controlChanged(was[1], nowB);
    // Only the holders of their territories may have changed (a place counts for its own territory alone).
    if (nowA !== was[0]) this.heldAgain(c, a);
    if (nowB !== was[1]) this.heldAgain(c, b);
  }

  /** The holder of `loc`'s territory is to be worked out again (`Control.stale`). */
  private heldAgain(c: Control, loc: LocationId | null): void {
    const t = loc === null ? undefined : territoryTable(this.rules).ofLocation[loc];
    if (t !== undefined && c.holders !== null) (c.stale ??= []).push(t);
  }

  /**
   * Who controls what. With teams the active and first player decide ties
   * between teammates: when either changed, every controller kept is worked
   * out again, and control has a new version only if one of them differs (at
   * a turn's start it seldom does, so what was read from control stays kept).
   */
  private controlNow(): Control {
    let c = this.control;
    const g = this.g;
    if (c !== null && this.teams && (c.active !== g.activePlayer || c.first !== g.firstPlayer)) {
      c.active = g.activePlayer;
      c.first = g.firstPlayer;
      const byLocation = this.now().byLocation;
      const locationIds = this.index.locationIds;
      for (const [slot, was] of c.controller.entries()) {
        if (was === undefined) continue; // not asked
        const loc = locationIds[slot]!;
        const p = controllerOfPieces(g, g.locations[loc], byLocation[loc]);
        if (p !== was) {
          c.controller[slot] = p;
          c.holders = null;
          this.controlChanged(was, p);
        }
      }
    }
    if (c === null) {
      c = { controller: [], active: g.activePlayer, first: g.firstPlayer, holders: null, stale: null };
      if (this.keep) {
        this.control = c;
        this.controlDropped();
      }
    }
    return c;
  }

  /** The census now: kept until a change it cannot follow (when answers are kept at all). */
  private now(): KeptCensus {
    let c = this.kept;
    if (c === null) {
      c = censusNow(this.g, this.index);
      if (this.keep) this.kept = c;
    }
    return c;
  }
}

/** `g.locations`' records by slot (`Board.locationAt`). */
function statesBySlot(g: ColumbiaG, locationIds: readonly LocationId[]): (LocationState | undefined)[] {
  return locationIds.map((id) => g.locations[id]);
}

/** The engine's board of each of the last game states it has read (`Memo.getRecent`: a board refers to its state). */
const BOARDS = shelf<Board>('columbia board');

/** What a board is read through: a task's ctx, an effect evaluator, or an engine with a state's `g`. */
export interface BoardSource {
  readonly g: ColumbiaG;
  readonly rules: Ruleset;
  readonly memo: Memo;
}

/** The board of `source.g`, as the engine keeps it (a new one, keeping nothing, when its caches are off). */
export function boardOf(source: BoardSource): Board {
  const memo = source.memo;
  const g = source.g;
  return memo.getRecent(BOARDS, g) ?? memo.setRecent(BOARDS, g, new Board(g, source.rules, memo, memo.on));
}

/** `GameDef.copied`: the board of `from` as the engine keeps it, if any, given to its copy `to` (`Board.copyFor`). */
export function boardCopied(from: ColumbiaG, to: ColumbiaG, memo: Memo): void {
  const board = memo.getRecent(BOARDS, from);
  if (board !== undefined) memo.setRecent(BOARDS, to, board.copyFor(to));
}

/**
 * A board of `g` outside any engine (tools, displays, tests): it keeps its
 * answers until a change made through it, so read it while `g` changes only
 * through it, and make a new one after changing `g` by hand.
 */
export function freshBoard(g: ColumbiaG, rules: Ruleset): Board {
  return new Board(g, rules, null, true);
}
