/**
 * What things cost on a player's turn, and how many units he may move: the
 * ruleset's printed numbers changed by active modifiers (leader abilities such
 * as Daisy Fitzroy's "my units cost 1 less", durations from events). Every
 * price the turn charges goes through `priceOf`, every move allowance through
 * `unitMovesAllowed`, so a rule change has one place to land.
 *
 * Reading a modifier (the one place that knows how; `readModifier`): the
 * effect runtime registers a modifier under its registry id
 * (`modifier.cost`, `modifier.move-more`) with the frame's env, and
 * `ctx.modifierArgs(m)` evaluates its slots. From those (env first, then the
 * evaluated args) this file reads
 *   - the amount: `change` as a signed number (`2 less` = -2), or an object
 *     `{ amount, less }`; or `amount` (cost: Silver Eagles off the price;
 *     moves: extra unit moves);
 *   - for cost modifiers, what they apply to: `applies`, one or several of
 *     `unit`, `structure`, `upgrade`, a unit kind (`leader`...), a figure id or a
 *     structure id. A cost modifier that names nothing it applies to changes
 *     no price (never a free discount by accident).
 * A modifier with an owner changes only that player's purchases and moves
 * (RULINGS: Jeremiah Fink's structures are his own); without one, everyone's.
 */
import { shelf, type ActiveEffect, type JsonObject, type Memo } from '../core/index.ts';
import type { Ruleset, UnitKindName } from './content/types.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import { describeModifier, readingIsFixed, type ModifierReader } from './effects/modifiers.ts';
import type { PlayerId } from './state.ts';

/** Registry ids of cost modifiers ("my units cost 1 less"). */
export const COST_MODIFIER_KEYS: readonly string[] = ['modifier.cost'];
/** Registry ids of "I move N more units each turn". */
export const MOVE_MODIFIER_KEYS: readonly string[] = ['modifier.move-more'];

/** Something a player pays Silver Eagles for in the recruit and build step. */
export type Purchase =
  | { what: 'unit'; kind: UnitKindName; pieceId: string }
  | { what: 'structure'; kind: string }
  | { what: 'upgrade' };

/** The part of a task context these functions read (a Ctx fits; its `evaluator` lets effects/ read who a modifier covers). */
export interface ModifierSource {
  modifiers(key?: string): readonly ActiveEffect[];
  modifierArgs(effect: ActiveEffect, only?: readonly string[]): JsonObject;
  evaluator?: ModifierReader['evaluator'];
  effect: ModifierReader['effect'];
  /** The engine's memo (a Ctx has it): readings that never change are kept there. */
  readonly memo?: Memo;
}

interface ModifierReading {
  /** Cost: eagles off the price (negative: dearer). Moves: extra moves. */
  amount: number;
  applies: string[] | null;
  /** The players it covers, when its clause says (`each player moves ...`); null: its owner's (or everyone's without one). */
  players: PlayerId[] | null;
}

/** The slots `readModifier` reads from a modifier's evaluated args. */
const READ_SLOTS: readonly string[] = ['change', 'amount', 'applies'];

function signedChange(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    if (typeof o.amount === 'number') return o.less === true ? -o.amount : o.amount;
  }
  return null;
}

function appliesList(v: unknown): string[] | null {
  if (typeof v === 'string' && v !== '') return [v];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return null;
}

/**
 * What a cost or move modifier says, from its env or its evaluated slots;
 * what those leave open, from the effect vocabulary's reading of its clause
 * (`effects/modifiers.ts`: `my units` applies to units, `1 more unit` is +1,
 * `each player` covers everyone).
 */
export function readModifier(src: ModifierSource, m: ActiveEffect, kind: 'cost' | 'moves', rules?: Ruleset): ModifierReading {
  const kept = src.memo?.getFor(READINGS, m);
  const known = kept?.[kind];
  if (known !== undefined) return known;
  const reading = readAfresh(src, m, kind, rules);
  // Kept with the registered modifier when it depends on nothing but the modifier and the Ruleset
  // (`my units cost 1 less`, `I move 1 more unit each turn`): a leader's power is read at every recruit and turn.
  if (src.memo !== undefined && rules !== undefined && readingIsFixed(src, m, READ_SLOTS)) {
    const both = kept ?? src.memo.setFor(READINGS, m, {});
    both[kind] = reading;
  }
  return reading;
}

/** A registered modifier's readings as a cost and as a move allowance, when they depend on nothing that changes. */
const READINGS = shelf<{ cost?: ModifierReading; moves?: ModifierReading }>('modifier readings');

function readAfresh(src: ModifierSource, m: ActiveEffect, kind: 'cost' | 'moves', rules?: Ruleset): ModifierReading {
  const env = m.env;
  // The evaluated slots, read at most once and only when the env leaves a field open (`args ??=` where needed: no
  // closure made per reading). Only the slots read below: a modifier's subject (`my units`) is a whole set, and its
  // meaning is read from the clause.
  let args: JsonObject | null = null;
  let amount: number | null = typeof env.amount === 'number' ? env.amount : null;
  if (amount === null) {
    const change = signedChange(env.change) ?? signedChange((args ??= src.modifierArgs(m, READ_SLOTS)).change);
    if (change !== null) amount = kind === 'cost' ? -change : change;
    else if (typeof (args ??= src.modifierArgs(m, READ_SLOTS)).amount === 'number') amount = args.amount as number;
  }
  let applies = kind === 'cost' ? (appliesList(env.applies) ?? appliesList((args ??= src.modifierArgs(m, READ_SLOTS)).applies)) : null;
  const meaning = rules ? describeModifier(src, rules, m) : null;
  if (amount === null) amount = meaning?.amount ?? null;
  if (kind === 'cost' && applies === null) applies = meaning?.applies ?? null;
  return { amount: amount ?? 0, applies, players: meaning?.players ?? null };
}

function appliesTo(applies: string[] | null, p: Purchase): boolean {
  if (applies === null) return false;
  for (const a of applies) {
    if (a === p.what) return true;
    if (p.what === 'unit' && (a === p.kind || a === p.pieceId)) return true;
    if (p.what === 'structure' && a === p.kind) return true;
  }
  return false;
}

function forPlayer(m: ActiveEffect, player: PlayerId, r: ModifierReading): boolean {
  if (r.players !== null) return r.players.includes(player);
  return m.owner === null || m.owner === player;
}

/** The printed price of a purchase, before modifiers. */
export function basePrice(rules: Ruleset, p: Purchase): number {
  if (p.what === 'upgrade') return rules.pack.rules.upgradeCost;
  return p.what === 'unit' ? unitCost(rules, p.kind) : structureCost(rules, p.kind);
}

function unitCost(rules: Ruleset, kind: UnitKindName): number {
  const k = rulesIndex(rules).unitKind[kind];
  if (k === undefined) throw new Error(`no unit kind "${kind}" in the ruleset`);
  return k.cost;
}

function structureCost(rules: Ruleset, kind: string): number {
  const s = rulesIndex(rules).structure[kind];
  if (s === undefined) throw new Error(`no structure "${kind}" in the ruleset`);
  return s.cost;
}

/** What `player` pays for `p` right now: the printed price less active cost modifiers, never below 0. */
export function priceOf(src: ModifierSource, rules: Ruleset, player: PlayerId, p: Purchase): number {
  return pricesFor(src, rules, player)(p);
}

/**
 * `priceOf` for many purchases at one moment (the recruit options): the cost
 * modifiers are read once, not once per purchase. Valid until the game changes.
 */
export function pricesFor(src: ModifierSource, rules: Ruleset, player: PlayerId): (p: Purchase) => number {
  const list = priceListFor(src, rules, player);
  return (p) => list.of(p);
}

/** The cost modifiers that change `player`'s prices now (read once per price list). */
function costModifiersFor(src: ModifierSource, rules: Ruleset, player: PlayerId): readonly ModifierReading[] {
  // Made at the first one that covers him: most of the time none is in force.
  let mine: ModifierReading[] | null = null;
  for (const key of COST_MODIFIER_KEYS) {
    for (const m of src.modifiers(key)) {
      const r = readModifier(src, m, 'cost', rules);
      if (forPlayer(m, player, r)) (mine ??= []).push(r);
    }
  }
  return mine ?? NO_READINGS;
}

/** No cost modifier (shared, never changed). */
const NO_READINGS: readonly ModifierReading[] = [];

/**
 * `player`'s prices at one moment, asked by what is bought (no purchase
 * object per question): what the recruit step reads for every piece in his
 * pool. With no cost modifier in force (most of the time) a price is the
 * printed one. Valid until the game changes.
 */
export class PriceList {
  constructor(
    private readonly rules: Ruleset,
    private readonly mine: readonly ModifierReading[],
  ) {}

  of(p: Purchase): number {
    let price = basePrice(this.rules, p);
    for (const r of this.mine) if (appliesTo(r.applies, p)) price -= r.amount;
    return Math.max(0, price);
  }

  unit(kind: UnitKindName, pieceId: string): number {
    return this.mine.length === 0 ? Math.max(0, unitCost(this.rules, kind)) : this.of({ what: 'unit', kind, pieceId });
  }

  structure(kind: string): number {
    return this.mine.length === 0 ? Math.max(0, structureCost(this.rules, kind)) : this.of({ what: 'structure', kind });
  }

  upgrade(): number {
    return this.mine.length === 0 ? Math.max(0, this.rules.pack.rules.upgradeCost) : this.of(UPGRADE);
  }
}

const UPGRADE: Purchase = { what: 'upgrade' };

/** `player`'s price list now (`PriceList`): the printed prices' list, made once per Ruleset, when no cost modifier covers him. */
export function priceListFor(src: ModifierSource, rules: Ruleset, player: PlayerId): PriceList {
  const mine = costModifiersFor(src, rules, player);
  return mine.length === 0 ? printedPrices(rules) : new PriceList(rules, mine);
}

/** The price list of no cost modifier, per Ruleset (it keeps nothing that changes: shared). */
const printedPrices = perRuleset((rules: Ruleset): PriceList => new PriceList(rules, NO_READINGS));

/** Units `player` may move this turn: the ruleset's number plus move modifiers, never below 0. */
export function unitMovesAllowed(src: ModifierSource, rules: Ruleset, player: PlayerId): number {
  let n = rules.pack.rules.unitMovesPerTurn;
  for (const key of MOVE_MODIFIER_KEYS) {
    for (const m of src.modifiers(key)) {
      const r = readModifier(src, m, 'moves', rules);
      if (forPlayer(m, player, r)) n += r.amount;
    }
  }
  return Math.max(0, n);
}
