/**
 * The board from one player's side, as a Columbia bot reads it at one
 * decision: who holds what, how strong each side is where, combat odds from
 * the ruleset's die faces (odds.ts). Pure reads of the game state; nothing
 * here changes it. Built once per decision, lazy where it can be, so a bot
 * stays fast.
 */
import type { Ruleset, Territory } from '../content/types.ts';
import { shelf, type Memo, type Shelf } from '../../core/index.ts';
import { boardOf, type Board } from '../board.ts';
import { NO_PIECES, unitFaction, type Census, type Pieces } from '../pieces.ts';
import { perRuleset, rulesIndex, type RulesIndex } from '../rules-index.ts';
import { cardValue } from '../upgrades.ts';
import { chanceAgainst, diceStats, type Spread } from './odds.ts';
import type { ColumbiaG, FactionId, LocationId, LocationState, PlayerId } from '../state.ts';

const ZERO: Spread = { mean: 0, variance: 0 };
const NO_SLOTS: readonly number[] = [];

/** One more die (or a piece without one) on a side: its spread added, counted among the dice. */
function addDie(sum: SideBase, d: Spread | undefined): void {
  if (d) {
    sum.mean += d.mean;
    sum.variance += d.variance;
  }
  sum.n++;
}

// ---------------------------------------------------------------------------
// The board from one player's side
// ---------------------------------------------------------------------------

/** A territory token as a location's view reads it: its strength and its eagles (never changed once made). */
type TokenView = NonNullable<LocationView['token']>;

/** Each Ruleset's `tokenPrior`, kept by the engine. */
const TOKEN_PRIORS = shelf<TokenView>('bot token priors');

/** A token whose face is unknown: the mean of every token in the box (one reading, shared by every view of one). */
function tokenPrior(memo: Memo, rules: Ruleset): TokenView {
  const kept = memo.getFor(TOKEN_PRIORS, rules);
  if (kept !== undefined) return kept;
  const ts = rules.territoryTokens;
  const mean = ts.reduce((a, t) => a + t.combat, 0) / Math.max(1, ts.length);
  const variance = ts.reduce((a, t) => a + (t.combat - mean) ** 2, 0) / Math.max(1, ts.length);
  const eagles = ts.reduce((a, t) => a + t.eagles, 0) / Math.max(1, ts.length);
  return memo.setFor(TOKEN_PRIORS, rules, { combat: { mean, variance }, eagles });
}

/** A board location's territory as its readings read it: its id, the territory, the slots of its locations. */
interface PlaceTerritory {
  id: string;
  def: Territory | undefined;
  slots: readonly number[] | undefined;
}

/**
 * Each board location's territory by its slot (`RulesIndex.locationSlot`): `readLocation` and the territory shares of
 * a move's places read it for every place a decision reads, and look-ups in the index's tables by id (the location,
 * then its territory, twice) were their heaviest lines.
 */
const territoryBySlot = perRuleset((rules: Ruleset): readonly PlaceTerritory[] => {
  const ix = rulesIndex(rules);
  return ix.locationIds.map((id) => {
    const t = ix.location[id]?.territoryId ?? '';
    return { id: t, def: ix.territory[t], slots: ix.territorySlots[t] };
  });
});

/**
 * The first token of the box with this id (a function of its own: a closure in `readLocation` would make V8
 * allocate a context at every call of it, token or not).
 */
function printedToken(rules: Ruleset, id: string): Ruleset['territoryTokens'][number] | undefined {
  for (const x of rules.territoryTokens) if (x.id === id) return x;
  return undefined;
}

/** The dice of one side's pieces at a location before any arrive: their spread, the structures' bonus a die, how many dice. */
interface SideBase extends Spread {
  bonus: number;
  n: number;
}

/** What `attackOdds` reads of a location before the arriving dice: my side's dice there, what I would fight. */
interface AttackTarget extends SideBase {
  token: Spread | null;
  /** The enemy's side with its guessed cards, when it has pieces there. */
  enemy: Spread | null;
  booker: boolean;
}

/** How much of a territory my faction controls (`territoryShare`): the share of its undestroyed locations, its victory points, how many of them are not mine. */
export interface TerritoryShare {
  share: number;
  points: number;
  missing: number;
}

export interface LocationView {
  id: LocationId;
  territory: string;
  destroyed: boolean;
  /** Units of my faction / of the other faction here. */
  mine: number;
  enemies: number;
  myStructures: number;
  enemyStructures: number;
  /** Faction in control, or null (empty, contested, destroyed). */
  controller: FactionId | null;
  token: { readonly combat: Spread; readonly eagles: number } | null;
  booker: boolean;
}

/**
 * A player's reading of the board at one decision: locations, sides'
 * strengths, territories. Lazy where it can be.
 */
export class BoardView {
  readonly census: Readonly<Census>;
  /** `census` by location slot (`RulesIndex.locationSlot`). */
  readonly bySlot: readonly (Readonly<Pieces> | undefined)[];
  readonly board: Board;
  readonly faction: FactionId;
  /** The Ruleset's tables by id. */
  readonly ix: RulesIndex;
  /**
   * `location`'s views by the location's slot (`RulesIndex.locationSlot`; null until the first: a decision that
   * reads no place makes no table; so for the other tables). Lists by slot, not Maps by id: a decision reads them
   * for each option, and a list's read needs no hash of the id.
   */
  private views: (LocationView | undefined)[] | null = null;
  private held: number[] | null = null;
  private enemy: FactionId | null = null;
  private readonly dice: Record<string, Spread>;
  /** `territoryBySlot` of the rules. */
  private readonly territories: readonly PlaceTerritory[];
  /**
   * A bot's own readings of this decision, each after its shelf (shelf, reading, shelf, reading ...): kept as long as
   * the view (one decision), whatever the memo keeps. A decision keeps one or two: a list, not a Map (a Map made at
   * every decision was a line of its own in the bot's profile).
   */
  private readings: unknown[] | null = null;

  constructor(
    readonly g: ColumbiaG,
    readonly rules: Ruleset,
    readonly player: PlayerId,
    /** The engine's memo: the bot reads the board as the engine keeps it, and keeps its own readings there. */
    readonly memo: Memo,
  ) {
    this.board = boardOf({ g, rules, memo });
    this.census = this.board.census();
    this.bySlot = this.board.censusBySlot();
    this.faction = g.players[player]!.factionId;
    this.dice = diceStats(memo, rules);
    this.ix = rulesIndex(rules);
    this.territories = territoryBySlot(rules);
  }

  /** What a bot kept of this decision on `shelf` (`keepReading`), or undefined. */
  reading<V>(shelf: Shelf<V>): V | undefined {
    const kept = this.readings;
    if (kept !== null) for (let i = 0; i < kept.length; i += 2) if (kept[i] === shelf) return kept[i + 1] as V;
    return undefined;
  }

  /** Keeps a bot's reading of this decision on `shelf` for as long as the view lives; returns it. */
  keepReading<V>(shelf: Shelf<V>, value: V): V {
    const kept = (this.readings ??= []);
    for (let i = 0; i < kept.length; i += 2) {
      if (kept[i] === shelf) {
        kept[i + 1] = value;
        return value;
      }
    }
    kept.push(shelf, value);
    return value;
  }

  /**
   * A place's slot, what this view's tables are kept by: its `RulesIndex.locationSlot`, or for a place not on the
   * board (no slot there) one after the board's, this view's own. A caller that reads a place several times finds
   * its slot once and reads by it (`locationAt`, `hostileAt` ...): each look-up of an id is a hash.
   */
  slotOf(loc: LocationId): number {
    const slot = this.ix.locationSlot[loc];
    return slot !== undefined ? slot : this.spareSlot(loc);
  }

  /**
   * A list to keep a reading by slot in, with room for every place on the board: a reading kept by slot into an
   * empty list made it grow (a new store copied) at each higher slot it met, several times a decision.
   */
  bySlotList<T>(): (T | undefined)[] {
    return new Array<T | undefined>(this.ix.locationIds.length);
  }

  /** Places not on the board asked about this decision, their slots after the board's (`slotOf`). */
  private spare: LocationId[] | null = null;

  private spareSlot(loc: LocationId): number {
    const spare = (this.spare ??= []);
    let i = spare.indexOf(loc);
    if (i < 0) i = spare.push(loc) - 1;
    return this.ix.locationIds.length + i;
  }

  /** The place in `slot` (`slotOf`). */
  idAt(slot: number): LocationId {
    const n = this.ix.locationIds.length;
    return slot < n ? this.ix.locationIds[slot]! : this.spare![slot - n]!;
  }

  /** The pieces on the place in `slot`, its state (`g.locations`), who controls it, its neighbours' slots. */
  private piecesIn(slot: number): Readonly<Pieces> | undefined {
    return slot < this.ix.locationIds.length ? this.bySlot[slot] : this.census[this.idAt(slot)];
  }

  private stateIn(slot: number): LocationState | undefined {
    return slot < this.ix.locationIds.length ? this.board.locationAt(slot) : this.g.locations[this.idAt(slot)];
  }

  private controllerIn(slot: number): FactionId | null {
    return slot < this.ix.locationIds.length ? this.board.controllingFactionAt(slot) : this.board.controllingFaction(this.idAt(slot));
  }

  /** The slots of the places next to the one in `slot` (a place not on the board has none). */
  adjacentSlots(slot: number): readonly number[] {
    return slot < this.ix.locationIds.length ? this.ix.adjacentSlots[slot]! : NO_SLOTS;
  }

  location(loc: LocationId): LocationView {
    return this.locationAt(this.slotOf(loc));
  }

  /** `location` of the place in `slot` (`slotOf`). */
  locationAt(slot: number): LocationView {
    const v = this.views?.[slot];
    return v !== undefined ? v : ((this.views ??= this.bySlotList())[slot] = this.readLocation(slot));
  }

  private readLocation(slot: number): LocationView {
    const g = this.g;
    const loc = this.idAt(slot);
    let mine = 0;
    let enemies = 0;
    let myStructures = 0;
    let enemyStructures = 0;
    const pieces = this.piecesIn(slot) ?? NO_PIECES;
    for (const u of pieces.units) {
      if (unitFaction(g, u) === this.faction) mine++;
      else enemies++;
    }
    for (const s of pieces.structures) {
      if (g.players[s.owner]!.factionId === this.faction) myStructures++;
      else enemyStructures++;
    }
    const state = this.stateIn(slot);
    const t = state?.token ?? null;
    let token: LocationView['token'] = null;
    if (t !== null) {
      const printed = t.faceUp ? printedToken(this.rules, t.id) : undefined;
      token = printed ? { combat: { mean: printed.combat, variance: 0 }, eagles: printed.eagles } : tokenPrior(this.memo, this.rules);
    }
    return {
      id: loc,
      territory: slot < this.territories.length ? this.territories[slot]!.id : (this.ix.location[loc]?.territoryId ?? ''),
      destroyed: state?.destroyed === true,
      mine,
      enemies,
      myStructures,
      enemyStructures,
      controller: this.controllerIn(slot),
      token,
      booker: g.booker === loc,
    };
  }

  adjacent(loc: LocationId): readonly string[] {
    return this.ix.location[loc]?.adjacentIds ?? [];
  }

  /** Something my units would have to fight there: enemy pieces, a token, Booker. */
  hostile(loc: LocationId): boolean {
    return this.hostileAt(this.slotOf(loc));
  }

  /** `hostile` of the place in `slot` (`slotOf`). */
  hostileAt(slot: number): boolean {
    const v = this.views?.[slot];
    if (v !== undefined) return v.enemies + v.enemyStructures > 0 || v.token !== null || v.booker;
    // Not read yet: what `location` would count, without its other readings (a scan of the board asks this of many places).
    const g = this.g;
    if ((this.stateIn(slot)?.token ?? null) !== null || g.booker === this.idAt(slot)) return true;
    const here = this.piecesIn(slot);
    if (here === undefined) return false;
    for (const u of here.units) if (unitFaction(g, u) !== this.faction) return true;
    for (const s of here.structures) if (g.players[s.owner]!.factionId !== this.faction) return true;
    return false;
  }

  /** Dice a faction rolls at `loc` as a spread, plus `extraDice` (a unit about to arrive). */
  sideStrength(faction: FactionId, loc: LocationId, extraDice: readonly string[] = []): Spread {
    return this.sideStrengthAt(faction, this.slotOf(loc), extraDice);
  }

  private sideStrengthAt(faction: FactionId, slot: number, extraDice: readonly string[] = []): Spread {
    const sum = this.sideBase(faction, slot); // this call's own: the arriving dice join it
    for (const id of extraDice) addDie(sum, this.dice[id]);
    return { mean: sum.mean + sum.bonus * sum.n, variance: sum.variance };
  }

  /** The dice of a faction's pieces at the place in `slot` (and its structures that count from next door), before any arrive. */
  private sideBase(faction: FactionId, slot: number): SideBase {
    const g = this.g;
    const ix = this.ix;
    const dice = this.dice;
    // Summed die by die in the pieces' order: the same sums, bit for bit, whoever adds the arriving dice after.
    const sum: SideBase = { mean: 0, variance: 0, bonus: 0, n: 0 };
    const here = this.piecesIn(slot);
    if (here !== undefined) {
      for (const u of here.units) if (unitFaction(g, u) === faction) addDie(sum, dice[ix.unitKind[u.kind]?.combatDieId ?? '']);
      for (const st of here.structures) {
        if (g.players[st.owner]!.factionId !== faction) continue;
        const def = ix.structure[st.kind];
        addDie(sum, dice[def?.combatDieId ?? '']);
        sum.bonus += def?.ownerDiceBonus ?? 0;
      }
    }
    for (const adj of this.adjacentSlots(slot)) {
      for (const st of (this.bySlot[adj] ?? NO_PIECES).structures) {
        if (g.players[st.owner]!.factionId !== faction) continue;
        const def = ix.structure[st.kind];
        if (def?.countsInAdjacentLocations) addDie(sum, dice[def.combatDieId]);
      }
    }
    return sum;
  }

  /** Booker's printed dice. */
  bookerStrength(): Spread {
    const b = this.rules.pieces.booker.combatDice;
    const d = this.dice[b.dieId] ?? ZERO;
    return { mean: d.mean * b.count, variance: d.variance * b.count };
  }

  /** `handCombat` of my hand (the one a decision reads: my cards' support in each attack it weighs), and of others'. */
  private myHand: number[] | null = null;
  private hands: Map<PlayerId, number[]> | null = null;
  /** My best cards' worth by how many are counted (`cardSupport` of my hand). */
  private supports: number[] | null = null;
  /** `frontier` and `threat` by location slot (a decision asks them of a place for each option there). */
  private fronts: (number | undefined)[] | null = null;
  private threats: (number | undefined)[] | null = null;
  /** What `attackOdds` reads of a location whatever dice join the attack, by location slot. */
  private targets: (AttackTarget | undefined)[] | null = null;

  /** The combat values of a hand, highest first (after upgrades). */
  handCombat(player: PlayerId = this.player): number[] {
    if (player === this.player) return (this.myHand ??= this.combatOf(player));
    let h = this.hands?.get(player);
    if (h === undefined) (this.hands ??= new Map()).set(player, (h = this.combatOf(player)));
    return h;
  }

  /** `handCombat` worked out. */
  private combatOf(player: PlayerId): number[] {
    const hand = this.g.players[player]!.hand;
    const h: number[] = [];
    for (const c of hand) {
      // Insertion, highest first: the hand is a few cards.
      const v = cardValue(this.g, this.rules, c, 'combat');
      let i = h.length;
      h.push(v);
      while (i > 0 && h[i - 1]! < v) {
        h[i] = h[i - 1]!;
        i--;
      }
      h[i] = v;
    }
    return h;
  }

  /** What `count` of my best cards would add to a fight. */
  cardSupport(count: number, player: PlayerId = this.player): number {
    if (player !== this.player) return this.sumBest(player, count);
    return ((this.supports ??= [])[count] ??= this.sumBest(player, count));
  }

  private sumBest(player: PlayerId, count: number): number {
    const h = this.handCombat(player);
    let sum = 0;
    for (let i = 0; i < count && i < h.length; i++) sum += h[i]!;
    return sum;
  }

  /** The mean of a die's numeric faces (0 for no die or an unknown one). */
  dieMean(dieId: string | undefined): number {
    // The same sum in the same order as the faces read one by one: `diceStats` adds a face that is not a number as 0.
    return dieId === undefined ? 0 : (this.dice[dieId]?.mean ?? 0);
  }

  /** A guess at what the other side's cards add: half their hand's worth at a typical card's combat. */
  enemyCardGuess(faction: FactionId): number {
    let cards = 0;
    // Walked by key: `Object.values` made a list of the players at each ask (every hostile place a decision weighs).
    const players = this.g.players;
    for (const id in players) if (players[id]!.factionId === faction) cards += players[id]!.hand.length;
    return Math.min(cards, 3) * 1.5;
  }

  /** How many cards of type `type` my faction owns (hands, decks, discards): what an upgrade to that type improves. */
  cardsOfType(type: string): number {
    return this.cardsOfTypeNumber(this.ix.cardTypeNumber.get(type));
  }

  /** `cardsOfType` of the type numbered `t` (`RulesIndex.cardTypeNumber`; undefined: a type the rules do not have, 0). */
  cardsOfTypeNumber(t: number | undefined): number {
    return t === undefined ? 0 : this.cardTypesHeld()[t]!;
  }

  /** `cardsOfType` of every type, by its number (`RulesIndex.cardTypeNumber`), counted once a decision. */
  private cardTypesHeld(): readonly number[] {
    if (this.held !== null) return this.held;
    const out = new Array<number>(this.ix.cardTypeNumber.size).fill(0);
    const typeOf = this.ix.cardTypeOf;
    const players = this.g.players;
    for (const id in players) {
      const p = players[id]!;
      if (p.factionId !== this.faction) continue;
      countTypes(typeOf, p.hand, out);
      countTypes(typeOf, p.deck, out);
      countTypes(typeOf, p.discard, out);
    }
    return (this.held = out);
  }

  enemyFaction(): FactionId {
    if (this.enemy !== null) return this.enemy;
    let enemy = this.faction;
    for (const f in this.g.factions) {
      if (f !== this.faction) {
        enemy = f;
        break;
      }
    }
    return (this.enemy = enemy);
  }

  /**
   * My chance to win everything at `loc` if my side there gains `extraDice`
   * and I back it with my best `cards` cards: the token, then the enemy
   * units, then (optionally) Booker, each fought in turn; 1 with nothing there.
   */
  attackOdds(loc: LocationId, extraDice: readonly string[] = [], cards = 2, withBooker = false): number {
    return this.attackOddsAt(this.slotOf(loc), extraDice, cards, withBooker);
  }

  /** `attackOdds` at the place in `slot` (`slotOf`). */
  attackOddsAt(slot: number, extraDice: readonly string[] = [], cards = 2, withBooker = false): number {
    // What does not depend on the arriving dice is read once per location; the rest is a few sums, cheaper than a
    // memo keyed by the dice. The sums run in `sideStrength`'s order (pieces there, then the arriving dice), so the
    // odds are bit for bit what adding them all up at each call gave.
    let t = this.targets?.[slot];
    if (t === undefined) t = (this.targets ??= this.bySlotList())[slot] = this.attackTarget(slot);
    let mean = t.mean;
    let variance = t.variance;
    let n = t.n;
    for (const id of extraDice) {
      const d = this.dice[id];
      if (d) {
        mean += d.mean;
        variance += d.variance;
      }
      n++;
    }
    const support = this.cardSupport(cards);
    const me = mean + t.bonus * n + support;
    let odds = 1;
    if (t.token !== null) odds *= chanceAgainst(me, variance, t.token);
    if (t.enemy !== null) odds *= chanceAgainst(me, variance, t.enemy);
    if (withBooker && t.booker) odds *= chanceAgainst(me, variance, this.bookerStrength());
    return odds;
  }

  private attackTarget(slot: number): AttackTarget {
    const v = this.locationAt(slot);
    const base = this.sideBase(this.faction, slot);
    let enemy: Spread | null = null;
    if (v.enemies + v.enemyStructures > 0) {
      const f = this.enemyFaction();
      const them = this.sideStrengthAt(f, slot);
      enemy = { mean: them.mean + this.enemyCardGuess(f), variance: them.variance + 2 };
    }
    return { mean: base.mean, variance: base.variance, bonus: base.bonus, n: base.n, token: v.token?.combat ?? null, enemy, booker: v.booker };
  }

  /**
   * How much of `territory` my faction would control if `loc` became mine:
   * the share of its undestroyed locations, and its victory points.
   */
  territoryShare(territory: string, assumeMine: LocationId | null = null, assumeLost: LocationId | null = null): TerritoryShare {
    return this.shareOf(this.ix.territory[territory], this.ix.territorySlots[territory], assumeMine, assumeLost);
  }

  /** `territoryShare` of the territory of the place in `slot` (`slotOf`), found by its slot. */
  territoryShareAt(slot: number, assumeMine: LocationId | null = null): TerritoryShare {
    if (slot >= this.territories.length) return this.territoryShare(this.locationAt(slot).territory, assumeMine);
    const row = this.territories[slot]!;
    return this.shareOf(row.def, row.slots, assumeMine, null);
  }

  private shareOf(t: Territory | undefined, slots: readonly number[] | undefined, assumeMine: LocationId | null, assumeLost: LocationId | null): TerritoryShare {
    // A territory of the rules has its slots (RulesIndex.territorySlots): neither is missing without the other.
    if (t === undefined || slots === undefined) return { share: 0, points: 0, missing: 0 };
    let total = 0;
    let held = 0;
    for (let i = 0; i < slots.length; i++) {
      const l = t.locationIds[i]!;
      const slot = slots[i]! >= 0 ? slots[i]! : this.slotOf(l);
      if (this.stateIn(slot)?.destroyed) continue;
      total++;
      // Only who controls it: a place not yet read is not read whole (`location`'s controller, without its counts).
      const mine = l === assumeMine || (l !== assumeLost && (this.views?.[slot]?.controller ?? this.controllerIn(slot)) === this.faction);
      if (mine) held++;
    }
    return { share: total === 0 ? 0 : held / total, points: t.victoryPoints, missing: total - held };
  }

  /** Adjacent locations worth taking or threatening: enemy, token or uncontrolled. */
  frontier(loc: LocationId): number {
    return this.frontierAt(this.slotOf(loc));
  }

  /** `frontier` of the place in `slot` (`slotOf`). */
  frontierAt(slot: number): number {
    let n = this.fronts?.[slot];
    if (n !== undefined) return n;
    n = 0;
    // A place's `destroyed` and `controller` as `location` reads them, without its other readings.
    for (const a of this.adjacentSlots(slot)) if (this.stateIn(a)?.destroyed !== true && this.controllerIn(a) !== this.faction) n++;
    return ((this.fronts ??= this.bySlotList())[slot] = n);
  }

  /** Units of the other side at the place in `slot`, as `location` counts them. */
  private enemiesIn(slot: number): number {
    let n = 0;
    for (const u of (this.piecesIn(slot) ?? NO_PIECES).units) if (unitFaction(this.g, u) !== this.faction) n++;
    return n;
  }

  /** Adjacent locations with enemy units (a threat to `loc`). */
  threat(loc: LocationId): number {
    return this.threatAt(this.slotOf(loc));
  }

  /** `threat` to the place in `slot` (`slotOf`). */
  threatAt(slot: number): number {
    let n = this.threats?.[slot];
    if (n !== undefined) return n;
    n = 0;
    for (const a of this.adjacentSlots(slot)) n += this.views?.[a]?.enemies ?? this.enemiesIn(a);
    return ((this.threats ??= this.bySlotList())[slot] = n);
  }

  /** My pieces at `loc` other than the unit `leaving`: would it stay mine without him? */
  keepsControlWithout(loc: LocationId): boolean {
    return this.keepsControlWithoutAt(this.slotOf(loc));
  }

  /** `keepsControlWithout` at the place in `slot` (`slotOf`). */
  keepsControlWithoutAt(slot: number): boolean {
    const v = this.locationAt(slot);
    return v.mine + v.myStructures > 1;
  }
}

/** Adds each card's type in `pile` to `out` (counts by type number). */
function countTypes(typeOf: ReadonlyMap<string, number>, pile: readonly string[], out: number[]): void {
  for (const c of pile) {
    const t = typeOf.get(c);
    if (t !== undefined) out[t]!++;
  }
}
