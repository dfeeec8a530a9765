/**
 * Counts what one Columbia game did from its structured log (the module's
 * `SimHooks.counter`): cards drawn and what they were played for, the
 * combats they were played in and who won them, world events drawn and
 * passed, where each faction's points came from. Fed the entries of each
 * `apply` as the game runs: the simulator asks for only the kinds read here
 * (`STATS_LOG`), so the engine skips building every other entry.
 *
 * Pure: no Node APIs.
 */
import type { GameState, LogEntry, LogKinds } from '../../core/index.ts';
import type { GameCounter, GameFigures } from '../../game/index.ts';
import type { Ruleset } from '../content/types.ts';
import { rulesIndex } from '../rules-index.ts';
import type { ColumbiaG, GameResult } from '../state.ts';
import type { CardUse, ColumbiaPart, EventUse } from './part.ts';

/** The log entries `GameStats.feed` reads: every kind its switch names (a test plays games both ways and compares). */
export const STATS_LOG: LogKinds = {
  only: new Set([
    'cards-drawn-private',
    'produced',
    'we-vote-played-cards',
    'discard-effect',
    'combat-cards-revealed',
    'combat-totals',
    'we-draw',
    'we-vote-result',
  ]),
};

/** The counts of a card type, in the order of `CardUse`'s fields: one slot each in a game's flat count array. */
const DRAWN = 0;
const COMBAT = 1;
const INFLUENCE = 2;
const EAGLES = 3;
const DISCARD_EFFECT = 4;
const COMBATS = 5;
const COMBATS_WON = 6;
const PER_TYPE = 7;

/**
 * What counting needs from a Ruleset, made once per Ruleset rather than per
 * game: each action card's card type as a number, so a game counts into a
 * flat array (a record keyed by type name, a fresh one per game, cost more
 * than the rest of counting). Names no card has (a card id the rules do not
 * know counts under its own name, as it always did) get a number when first
 * seen; the numbers are shared by every game of the Ruleset.
 */
class CountIndex {
  /** Card types (and unknown cards) by number. */
  readonly types = new Numbering();
  /** World events by number. */
  readonly events = new Numbering();
  /** Action card id -> its card type's number. */
  private readonly cardType = new Map<string, number>();

  constructor(rules: Ruleset) {
    const cards = rulesIndex(rules).card;
    for (const id in cards) this.cardType.set(id, this.types.of(cards[id]!.cardTypeId));
  }

  /** The number of the type of card `card` (a card the rules do not know counts under its own id). */
  typeOfCard(card: string): number {
    return this.cardType.get(card) ?? this.types.of(card);
  }
}

/** Names numbered 0, 1, 2, ... in the order first asked. */
class Numbering {
  readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();

  of(name: string): number {
    let n = this.numbers.get(name);
    if (n === undefined) {
      n = this.names.push(name) - 1;
      this.numbers.set(name, n);
    }
    return n;
  }
}

/**
 * Adds one to slot `slot` of block `block` (blocks of `width` counts),
 * growing `counts` by whole blocks: a name numbered after this game began
 * gets its block then.
 */
function bumpAt(counts: number[], block: number, width: number, slot: number): void {
  while (counts.length < (block + 1) * width) counts.push(0);
  counts[block * width + slot]!++;
}

/** Card type numbers played by one side of a combat, each once. */
function addOnce(into: number[], type: number): void {
  if (!into.includes(type)) into.push(type);
}

export class GameStats {
  /** `PER_TYPE` counts per card type number (grown when a new name is numbered mid-game). */
  private counts: number[];
  /** Drawn and passed per event number (grown as `counts` is). */
  private eventCounts: number[];
  /** Card types each side revealed in the combat being fought (`inCombat`), each once. */
  private attackerTypes: number[] = [];
  private defenderTypes: number[] = [];
  private inCombat = false;

  constructor(
    readonly rules: Ruleset,
    /** What every game of this Ruleset shares (made once by `columbiaCounter`). */
    private readonly ix: CountIndex = new CountIndex(rules),
  ) {
    this.counts = new Array<number>(this.ix.types.names.length * PER_TYPE).fill(0);
    this.eventCounts = new Array<number>(2 * this.ix.events.names.length).fill(0);
  }

  /** How each card type was used so far (types never used are left out): built on each read. */
  get cards(): Record<string, CardUse> {
    const out: Record<string, CardUse> = {};
    const c = this.counts;
    for (let t = 0; t * PER_TYPE < c.length; t++) {
      const at = t * PER_TYPE;
      let used = false;
      for (let u = 0; u < PER_TYPE; u++) if (c[at + u] !== 0) used = true;
      if (!used) continue;
      out[this.ix.types.names[t]!] = {
        drawn: c[at + DRAWN]!,
        combat: c[at + COMBAT]!,
        influence: c[at + INFLUENCE]!,
        eagles: c[at + EAGLES]!,
        discardEffect: c[at + DISCARD_EFFECT]!,
        combats: c[at + COMBATS]!,
        combatsWon: c[at + COMBATS_WON]!,
      };
    }
    return out;
  }

  /** Each world event drawn so far, how often drawn and passed: built on each read. */
  get events(): Record<string, EventUse> {
    const out: Record<string, EventUse> = {};
    const c = this.eventCounts;
    for (let e = 0; 2 * e < c.length; e++) {
      if (c[2 * e] !== 0 || c[2 * e + 1] !== 0) out[this.ix.events.names[e]!] = { drawn: c[2 * e]!, passed: c[2 * e + 1]! };
    }
    return out;
  }

  /** Adds one to count `use` of card type number `type`. */
  private bump(type: number, use: number): void {
    bumpAt(this.counts, type, PER_TYPE, use);
  }

  private count(cards: unknown, use: number): void {
    if (!Array.isArray(cards)) return;
    for (let i = 0; i < cards.length; i++) {
      const c: unknown = cards[i];
      if (typeof c === 'string') this.bump(this.ix.typeOfCard(c), use);
    }
  }

  private bumpEvent(id: unknown, passed: 0 | 1): void {
    if (typeof id !== 'string') return;
    bumpAt(this.eventCounts, this.ix.events.of(id), 2, passed);
  }

  /** The card types one side revealed, each once (a card that is not a string counts under its text, as the report always did). */
  private revealed(cards: unknown, into: number[]): void {
    // Emptied by pops: setting `length` is a runtime call in V8, at every combat's reveal.
    while (into.length > 0) into.pop();
    if (!Array.isArray(cards)) return;
    for (let i = 0; i < cards.length; i++) {
      const c: unknown = cards[i];
      addOnce(into, typeof c === 'string' ? this.ix.typeOfCard(c) : this.ix.types.of(String(c)));
    }
  }

  /** Each revealed type counts one combat for its side, and a won one if its side won. */
  private fought(types: readonly number[], won: boolean): void {
    for (let i = 0; i < types.length; i++) {
      this.bump(types[i]!, COMBATS);
      if (won) this.bump(types[i]!, COMBATS_WON);
    }
  }

  /** The opening hands count as drawn (setup deals them without a log entry). */
  begin(state: GameState<ColumbiaG>): void {
    for (const p of Object.values(state.g.players)) this.count(p.hand, DRAWN);
  }

  feed(entries: readonly LogEntry[]): void {
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      const v = e.values;
      switch (e.kind) {
        case 'cards-drawn-private':
          this.count(v.cards, DRAWN);
          break;
        case 'produced':
          this.count(v.cards, EAGLES);
          break;
        case 'we-vote-played-cards':
          this.count(v.cards, INFLUENCE);
          break;
        case 'discard-effect':
          if (typeof v.card === 'string') this.bump(this.ix.typeOfCard(v.card), DISCARD_EFFECT);
          break;
        case 'combat-cards-revealed':
          this.count(v.attacker, COMBAT);
          this.count(v.defender, COMBAT);
          this.revealed(v.attacker, this.attackerTypes);
          this.revealed(v.defender, this.defenderTypes);
          this.inCombat = true;
          break;
        case 'combat-totals':
          if (!this.inCombat) break;
          this.inCombat = false;
          this.fought(this.attackerTypes, v.winner === 'attacker');
          this.fought(this.defenderTypes, v.winner === 'defender');
          break;
        case 'we-draw':
          this.bumpEvent(v.eventId, 0);
          break;
        case 'we-vote-result':
          if (v.passes === true) this.bumpEvent(v.eventId, 1);
          break;
        default:
          break;
      }
    }
  }
}

/** Where each faction's final points came from: held territories and each claimed victory card. */
export function pointsBySource(g: ColumbiaG, rules: Ruleset): { territories: Record<string, number>; cards: Record<string, Record<string, number>> } {
  const ix = rulesIndex(rules);
  const territories: Record<string, number> = {};
  const cards: Record<string, Record<string, number>> = {};
  for (const f of Object.keys(g.factions)) {
    territories[f] = 0;
    cards[f] = {};
  }
  for (const [t, f] of Object.entries(g.territoryHolders)) territories[f] = (territories[f] ?? 0) + (ix.territory[t]?.victoryPoints ?? 0);
  for (const c of g.victoryCards.claimed) {
    const pts = ix.victoryCard[c.id]?.points ?? 0;
    const byCard = (cards[c.factionId] ??= {});
    byCard[c.id] = (byCard[c.id] ?? 0) + pts;
  }
  return { territories, cards };
}

/** Columbia's part of a game's record: who sat where and led whom, the timeline, the points by source, cards and events. */
export function columbiaPart(state: GameState<ColumbiaG>, rules: Ruleset, stats: GameStats): ColumbiaPart {
  const g = state.g;
  const result = state.over as unknown as GameResult | null;
  const factions: Record<string, string> = {};
  const leaders: Record<string, string> = {};
  for (const p of state.players) {
    factions[p] = g.players[p]!.factionId;
    leaders[p] = g.players[p]!.leaderId;
  }
  const vp: Record<string, number> = {};
  const { territories, cards } = pointsBySource(g, rules);
  for (const f of Object.keys(g.factions)) vp[f] = (territories[f] ?? 0) + Object.values(cards[f] ?? {}).reduce((a, x) => a + x, 0);
  return {
    winner: result?.winner ?? null,
    factions,
    leaders,
    timeline: g.timeline.id,
    vp: result?.victoryPoints ?? vp,
    vpTerritories: territories,
    vpCards: cards,
    cards: stats.cards,
    events: stats.events,
  };
}

/**
 * The simulator's counter for games of this Ruleset (`SimHooks.counter`):
 * the numbering of card types and events is made once here and shared by
 * every game, each of which gets its own counts.
 */
export function columbiaCounter(rules: Ruleset): () => GameCounter<ColumbiaG> {
  const ix = new CountIndex(rules);
  return () => {
    const stats = new GameStats(rules, ix);
    return {
      begin: (state) => stats.begin(state),
      feed: (entries) => stats.feed(entries),
      end: (state): GameFigures => ({ figures: {}, labels: {}, game: columbiaPart(state, rules, stats) as unknown as GameFigures['game'] }),
    };
  };
}
