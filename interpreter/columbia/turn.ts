/**
 * A player's turn (rules summary, "PLAYER TURNS PHASE"): produce, recruit and
 * build (and buy upgrades), move, combat. flow.ts brackets it with
 * `turn/begin` and `turn/end`; `turn/play { player }` runs the four steps:
 *
 *   turn/produce   decision `produce`: any subset of the hand, paid at its Silver Eagles value
 *   turn/recruit   decision `recruit`, repeated: recruit, build, buy an upgrade, or done
 *   turn/move      decision `move`, repeated: a unit move (movement.ts), or done
 *   turn/combat    each location where his units meet enemies, a territory token
 *                  or Booker: `combat/at-location`; decision `combat-order` picks the next
 *   turn/last-call decision `discard-effect`: a last discard effect before the turn ends
 *
 * "At any time on his turn" (discard effects; victory card claims) is every
 * decision of these steps: each offers `discard-effect:<card>` and
 * `claim-victory-card:<card>` beside its own options (RULINGS "when discard
 * effects and claims are offered"). A decision whose only option would be
 * `done` is not asked.
 *
 * Option ids: `card:<card>` (produce), `recruit:<piece>:<location>`,
 * `build:<structure>:<location>`, `upgrade`, `done`, the move ids of
 * movement.ts, `combat:<location>`, `end-turn`.
 */
import { emptyList, type Ctx, type Option, type Task, type TaskHandler, type Validator } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { boardOf, type Board } from './board.ts';
import { hasEnemyPieces } from './control.ts';
import { controlsUnit } from './pieces.ts';
import { factionOf } from './players.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import { priceListFor, unitMovesAllowed } from './economy.ts';
import { isFigure, moveOptions, performMove, pieceName } from './movement.ts';
import type { ColumbiaG, LocationId, PlayerId, StructurePiece, UnitPiece } from './state.ts';
import { canUpgrade, cardOptions, cardRow, rowValue, type CardOptions, type CardRow } from './upgrades.ts';
import { anyTimeOptions, discardEffectOptions, isAnyTime, offeredId, takeAnyTime, type TurnHooks } from './any-time.ts';

export type { TurnHooks } from './any-time.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

const DONE: Option = { id: 'done', label: 'Done' };

/**
 * Options whose id, label and data follow from the Ruleset and two keys (a
 * card, a piece and a location...): made once per Ruleset and shared by every
 * decision that offers them (options are plain data nobody changes), so
 * asking allocates no ids, labels or data objects.
 */
class OptionTable {
  private readonly rows = new Map<string, Map<string, Option>>();

  get(a: string, b: string): Option | undefined {
    return this.rows.get(a)?.get(b);
  }

  /** The options kept for `a`, by `b` (made empty when there are none yet). */
  row(a: string): Map<string, Option> {
    let row = this.rows.get(a);
    if (row === undefined) this.rows.set(a, (row = new Map()));
    return row;
  }

  set(a: string, b: string, option: Option): Option {
    this.row(a).set(b, option);
    return option;
  }
}

/** Options by location, kept per thing bought and price (a price differs between players, and with modifiers). */
class PricedOptions {
  private readonly rows = new Map<string, Map<number, Map<LocationId, Option>>>();

  row(what: string, price: number): Map<LocationId, Option> {
    let byPrice = this.rows.get(what);
    if (byPrice === undefined) this.rows.set(what, (byPrice = new Map()));
    let row = byPrice.get(price);
    if (row === undefined) byPrice.set(price, (row = new Map()));
    return row;
  }
}

interface TurnOptions {
  /** By figure id. */
  recruit: PricedOptions;
  /** Units of no figure (commons), named by their kind: by kind, then piece id. */
  recruitByKind: Map<string, PricedOptions>;
  /** By structure kind. */
  build: PricedOptions;
  combat: OptionTable;
}

const turnOptions = perRuleset(
  (): TurnOptions => ({
    recruit: new PricedOptions(),
    recruitByKind: new Map(),
    build: new PricedOptions(),
    combat: new OptionTable(),
  }),
);

// ---------------------------------------------------------------------------
// Card values and abilities (upgrades.ts), claims (victory.ts)
// ---------------------------------------------------------------------------

/** Silver Eagles a card produces now: its value after upgrades (none while upgrades have no effect). */
export function eaglesValue(ctx: C, cardId: string): number {
  return rowEagles(ctx, cardRow(ctx.rules, cardId));
}

/** `eaglesValue` of a card whose row the caller has at hand (`cardRow`). */
function rowEagles(ctx: C, row: CardRow): number {
  return Math.max(0, rowValue(ctx.g, row, 'eagles', ctx));
}

// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

function cardName(rules: Ruleset, cardId: string): string {
  return rulesIndex(rules).card[cardId]?.name ?? cardId;
}

function locName(rules: Ruleset, loc: LocationId): string {
  return rulesIndex(rules).location[loc]?.name ?? loc;
}

/** Card id -> its produce options by the Silver Eagles it produces (`cardOptions`), per Ruleset. */
const produceCards = perRuleset((): Map<string, CardOptions> => new Map());

/** A card's produce option at the Silver Eagles it produces now (shared per card and value). */
function produceOption(rules: Ruleset, cardId: string, card: CardOptions, eagles: number): Option {
  return (card.options[eagles] ??= { id: `card:${cardId}`, label: `${cardName(rules, cardId)} ($${eagles})`, data: { card: cardId, eagles } });
}

// ---------------------------------------------------------------------------
// The turn's tasks
// ---------------------------------------------------------------------------

/**
 * The recruit options kept for this unit's piece at this price, by location:
 * a figure's name follows from its id; a unit of no figure is named by its
 * kind, so its options are kept per kind and piece id.
 */
function recruitRow(rules: Ruleset, tables: TurnOptions, u: UnitPiece, price: number): Map<LocationId, Option> {
  if (isFigure(rules, u.pieceId)) return tables.recruit.row(u.pieceId, price);
  let byPiece = tables.recruitByKind.get(u.kind);
  if (byPiece === undefined) tables.recruitByKind.set(u.kind, (byPiece = new PricedOptions()));
  return byPiece.row(u.pieceId, price);
}

/**
 * Whether an earlier unit of `units` (before `i`) has the same figure: one
 * unit per figure is offered, the first in piece order. The pool is in piece
 * order, so a figure's units mostly follow each other: the one just before
 * is compared first, and only a new figure looks further back.
 */
function figureMetBefore(units: readonly UnitPiece[], i: number): boolean {
  const piece = units[i]!.pieceId;
  for (let k = i - 1; k >= 0; k--) if (units[k]!.pieceId === piece) return true;
  return false;
}

/** `figureMetBefore` for structures: one per kind. */
function kindMetBefore(structures: readonly StructurePiece[], i: number): boolean {
  const kind = structures[i]!.kind;
  for (let k = i - 1; k >= 0; k--) if (structures[k]!.kind === kind) return true;
  return false;
}

/**
 * Recruit, build and upgrade options `player` can afford now: a unit from his
 * pool on a location he controls (so not destroyed, not contested); a
 * structure on a location he controls that has no structure at all; an
 * upgrade when the gap rule and his sheet allow one. One unit per figure and
 * one structure per kind (the first in piece order); options are shared per
 * Ruleset (`turnOptions`), kept per piece, price and location.
 */
export function recruitOptions(ctx: C, player: PlayerId): Option[] {
  const g = ctx.g;
  const rules = ctx.rules;
  const eagles = g.players[player]!.eagles;
  const out: Option[] = [];
  const board = boardOf(ctx);
  const pool = board.pool(player);
  const prices = priceListFor(ctx, rules, player);
  // Where he may recruit and build, worked out at the first piece he can afford.
  let where: LocationId[] | null = null;
  const tables = turnOptions(rules);
  const units = pool.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (i > 0 && units[i - 1]!.pieceId === u.pieceId) continue;
    const price = prices.unit(u.kind, u.pieceId);
    if (price > eagles || figureMetBefore(units, i)) continue;
    where ??= board.locationsControlledBy(player);
    const row = recruitRow(rules, tables, u, price);
    let name: string | null = null;
    for (let w = 0; w < where.length; w++) {
      const loc = where[w]!;
      let o = row.get(loc);
      if (o === undefined) {
        o = { id: `recruit:${u.pieceId}:${loc}`, label: `Recruit ${(name ??= pieceName(rules, u))} at ${locName(rules, loc)} ($${price})`, data: { piece: u.pieceId, location: loc, price } };
        row.set(loc, o);
      }
      out.push(o);
    }
  }
  let free: LocationId[] | null = null;
  const structures = pool.structures;
  for (let i = 0; i < structures.length; i++) {
    const s = structures[i]!;
    if (i > 0 && structures[i - 1]!.kind === s.kind) continue;
    const price = prices.structure(s.kind);
    if (price > eagles || kindMetBefore(structures, i)) continue;
    where ??= board.locationsControlledBy(player);
    free ??= withoutStructures(board, where);
    const row = tables.build.row(s.kind, price);
    for (let w = 0; w < free.length; w++) {
      const loc = free[w]!;
      let o = row.get(loc);
      if (o === undefined) {
        const name = rulesIndex(rules).structure[s.kind]?.name ?? s.kind;
        o = { id: `build:${s.kind}:${loc}`, label: `Build ${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} at ${locName(rules, loc)} ($${price})`, data: { structure: s.kind, location: loc, price } };
        row.set(loc, o);
      }
      out.push(o);
    }
  }
  const upgradePrice = prices.upgrade();
  if (upgradePrice <= eagles && canUpgrade(g, rules, player)) {
    out.push(upgradeOption(upgradePrice));
  }
  return out;
}

/** "Buy an upgrade" by its price. */
function upgradeOption(price: number): Option {
  return { id: 'upgrade', label: `Buy an upgrade ($${price})`, data: { price } };
}

/** The locations of `where` with no structure at all. */
function withoutStructures(board: Board, where: readonly LocationId[]): LocationId[] {
  return where.filter((loc) => board.piecesAt(loc).structures.length === 0);
}


/**
 * The price a recruit, build or upgrade option offered (`recruitOptions`
 * puts it in the option's data): the answer comes to the state the question
 * was asked from, so it is still what the purchase costs (no second reading
 * of the cost modifiers).
 */
function offeredPrice(option: Option): number {
  return offered(option, 'price');
}

/** A number an option offered carries in its data (`eagles` of a produce card, `price` of a purchase). */
function offered(option: Option, field: 'eagles' | 'price'): number {
  const v = (option.data as Record<string, unknown> | undefined)?.[field];
  if (typeof v !== 'number') throw new Error(`option "${option.id}" carries no ${field}`);
  return v;
}

/** The sum of a number every picked option carries (`offered`). */
function offeredSum(options: readonly Option[], field: 'eagles' | 'price'): number {
  let n = 0;
  for (const o of options) n += offered(o, field);
  return n;
}

function pay(ctx: C, player: PlayerId, price: number): void {
  const p = ctx.g.players[player]!;
  if (price > p.eagles) throw new Error(`${player} cannot pay $${price} with $${p.eagles}`);
  p.eagles -= price;
}

/**
 * Locations where `player`'s units (own and shared) meet enemy units or
 * structures, a territory token, or Booker, and no combat was fought there
 * yet this turn; in location number order. Only where the units he controls
 * stand is looked at (a few places), not every location's pieces; the list
 * is made at the first place found (most combat steps find none).
 */
export function combatLocations(board: Board, player: PlayerId): readonly LocationId[] {
  const g = board.g;
  const index = rulesIndex(board.rules);
  const fought = g.turn?.fought ?? NO_LOCATIONS;
  const faction = factionOf(g, player);
  let slots: number[] | null = null;
  const units = board.unitsToControl(player);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (!controlsUnit(g, player, u)) continue;
    const loc = u.location!;
    const slot = index.locationSlot[loc];
    if (slot === undefined || (slots !== null && slots.includes(slot)) || fought.includes(loc)) continue;
    // Booker, a territory token, or enemy pieces.
    if (g.booker === loc || g.locations[loc]?.token != null || hasEnemyPieces(g, faction, board.piecesAt(loc))) insertBySlot((slots ??= []), slot);
  }
  if (slots === null) return NO_LOCATIONS;
  // Slots follow location numbers (`RulesIndex.locationIds`).
  const out = new Array<LocationId>(slots.length);
  for (let i = 0; i < slots.length; i++) out[i] = index.locationIds[slots[i]!]!;
  return out;
}

/** No locations (shared: read it, never change it). */
const NO_LOCATIONS: readonly LocationId[] = emptyList();

/** Puts `slot` into the ascending `slots` at its place (a handful: no sort, no comparator calls). */
function insertBySlot(slots: number[], slot: number): void {
  let i = slots.length;
  slots.push(slot);
  for (; i > 0 && slots[i - 1]! > slot; i--) slots[i] = slots[i - 1]!;
  slots[i] = slot;
}

/** The move prompt and data: the same few every turn, made once (plain data nobody changes). */
const MOVES_KEPT = 16;
const MOVE_PROMPTS: readonly string[] = Array.from({ length: MOVES_KEPT }, (_, n) => movePromptText(n));
const MOVE_DATA: readonly { movesLeft: number }[] = Array.from({ length: MOVES_KEPT }, (_, n) => Object.freeze({ movesLeft: n }));

function movePromptText(movesLeft: number): string {
  return `Move a unit (${movesLeft} move${movesLeft === 1 ? '' : 's'} left)`;
}

function movePrompt(movesLeft: number): string {
  return MOVE_PROMPTS[movesLeft] ?? movePromptText(movesLeft);
}

function moveDataFor(movesLeft: number): { movesLeft: number } {
  return MOVE_DATA[movesLeft] ?? { movesLeft };
}

/** One `combat:<location>` option per location (shared), then the any-time options. */
function combatOrderOptions(rules: Ruleset, locs: readonly LocationId[], extra: readonly Option[]): Option[] {
  const table = turnOptions(rules).combat;
  const out: Option[] = [];
  for (const l of locs) out.push(table.get(l, '') ?? table.set(l, '', { id: `combat:${l}`, label: `Fight at ${locName(rules, l)}`, data: { location: l } }));
  for (const o of extra) out.push(o);
  return out;
}

/** The player attacks at `loc` (at most once a turn), then the combat step comes back for the next location. */
function fightAt(ctx: C, turn: NonNullable<ColumbiaG['turn']>, player: PlayerId, loc: LocationId): void {
  turn.fought.push(loc);
  ctx.push({ t: 'combat/at-location', location: loc, player }, { t: 'turn/combat', player });
}

/** The produce options: each card in hand at its Silver Eagles value now (shared per card and value), then `extra`. */
function produceOptions(ctx: C, hand: readonly string[], extra: readonly Option[]): Option[] {
  const options: Option[] = [];
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    const card = cardOptions(ctx.rules, produceCards(ctx.rules), c);
    options.push(produceOption(ctx.rules, c, card, rowEagles(ctx, card.row)));
  }
  for (let i = 0; i < extra.length; i++) options.push(extra[i]!);
  return options;
}

/** The produce pick: cards only, or one any-time option on its own. */
const produceCheck: Validator<ColumbiaG> = (_g, _d, picked) =>
  picked.length > 1 && picked.some((o) => isAnyTime(o.id)) ? 'a discard effect or a claim is picked on its own, not with cards to produce' : null;

/** The turn's tasks, given the game assembly's hooks (victory card conditions, effects that can run). */
export function makeTurnTasks(hooks: TurnHooks): Record<string, H> {
  const anyTime = (ctx: C, player: PlayerId) => anyTimeOptions(ctx, hooks, player);

  const play: H = (ctx, task) => {
    const g = ctx.g;
    const player = task.player as string;
    g.phase = 'player-turns';
    g.activePlayer = player;
    g.turn = { player, movesLeft: unitMovesAllowed(ctx, ctx.rules, player), moved: emptyList(), fought: emptyList() }; // lists of ids from the start (`emptyList`)
    ctx.push(
      { t: 'turn/produce', player },
      { t: 'turn/recruit', player },
      { t: 'turn/move', player },
      { t: 'turn/combat', player },
      { t: 'turn/last-call', player },
    );
  };

  const produce: H = (ctx, task) => {
    const g = ctx.g;
    const player = task.player as string;
    g.step = 'produce';
    const p = g.players[player]!;
    if (!ctx.answer) {
      const more = anyTime(ctx, player);
      const options = p.hand.length === 0 && more.length === 0 ? [] : produceOptions(ctx, p.hand, more);
      const extra = more.length;
      if (options.length === 0) return;
      return ctx.ask({
        player,
        kind: 'produce',
        prompt: 'Produce: discard any action cards for their Silver Eagles',
        options,
        min: 0,
        max: Math.max(p.hand.length, extra > 0 ? 1 : 0),
        check: extra > 0 ? 'columbia/produce' : undefined,
      });
    }
    const ids = ctx.answer.ids;
    const picked = ctx.answer.options;
    if (ids.length === 1 && takeAnyTime(ctx, player, picked[0]!, { t: 'turn/produce', player })) return;
    // Pushed, not mapped: a `map` turns holey once its function is optimized, and `includes` below met both kinds (a deopt).
    const cards: string[] = [];
    for (const o of picked) cards.push(offeredId(o, 'card', 'card:'));
    // Each card at the value its option offered: the answer comes to the state it was asked from, so the values still hold.
    const eagles = offeredSum(ctx.answer.options, 'eagles');
    p.hand = p.hand.filter((c) => !cards.includes(c));
    for (const c of cards) p.discard.push(c);
    p.eagles += eagles;
    if (ctx.logs('produced')) ctx.log('produced', [player], { cards, eagles });
  };

  const recruit: H = (ctx, task) => {
    const g = ctx.g;
    const player = task.player as string;
    g.step = 'recruit';
    if (!ctx.answer) {
      const options = recruitOptions(ctx, player);
      for (const o of anyTime(ctx, player)) options.push(o);
      if (options.length === 0) return;
      options.push(DONE);
      return ctx.ask({ player, kind: 'recruit', prompt: 'Recruit units, build structures, buy upgrades', options });
    }
    const id = ctx.answer.id!;
    if (id === 'done') return;
    const again: Task = { t: 'turn/recruit', player };
    const option = ctx.answer.options[0]!;
    if (takeAnyTime(ctx, player, option, again)) return;
    // What to buy and where, as the option offered it (its data: the Ruleset's own strings, not cut from the id).
    const data = option.data as { piece?: string; structure?: string; location?: string } | undefined;
    if (id.startsWith('recruit:') && data?.piece !== undefined && data.location !== undefined) {
      const piece = data.piece;
      const board = boardOf(ctx);
      const u = board.pool(player).units.find((x) => x.pieceId === piece);
      if (u === undefined) throw new Error(`${player} has no "${piece}" in his pool`);
      const price = offeredPrice(option);
      pay(ctx, player, price);
      board.placeUnit(u, data.location);
      if (ctx.logs('recruited')) ctx.log('recruited', [player], { unit: u.id, piece: u.pieceId, location: data.location, price });
    } else if (id.startsWith('build:') && data?.structure !== undefined && data.location !== undefined) {
      const kind = data.structure;
      const board = boardOf(ctx);
      const s = board.pool(player).structures.find((x) => x.kind === kind);
      if (s === undefined) throw new Error(`${player} has no "${kind}" in his pool`);
      const price = offeredPrice(option);
      pay(ctx, player, price);
      board.placeStructure(s, data.location);
      if (ctx.logs('built')) ctx.log('built', [player], { structure: s.id, kind: s.kind, location: data.location, price });
    } else if (id === 'upgrade') {
      const price = offeredPrice(option);
      pay(ctx, player, price);
      if (ctx.logs('upgrade-bought')) ctx.log('upgrade-bought', [player], { price });
      ctx.push({ t: 'upgrade/earn', player, reason: 'purchase' });
    } else {
      throw new Error(`turn/recruit: unknown option "${id}"`);
    }
    ctx.push(again);
  };

  const move: H = (ctx, task) => {
    const g = ctx.g;
    const player = task.player as string;
    const t = g.turn;
    if (t === null) throw new Error('turn/move outside a turn');
    g.step = 'move';
    if (!ctx.answer) {
      // Read again at every move asked: an effect this turn may grant more moves. (The answer comes to the
      // state the question was asked from, so the count set then still holds.)
      t.movesLeft = Math.max(0, unitMovesAllowed(ctx, ctx.rules, player) - t.moved.length);
      // The moves, the any-time options and `done`, in one list made at its length.
      const options = moveOptions(ctx, player, t.moved, t.movesLeft, anyTime(ctx, player), DONE);
      // Only `done`: nothing to move, nothing else to do.
      if (options.length === 1) return;
      return ctx.ask({
        player,
        kind: 'move',
        prompt: movePrompt(t.movesLeft),
        options,
        data: moveDataFor(t.movesLeft),
      });
    }
    const id = ctx.answer.id!;
    if (id === 'done') return;
    // This task, popped to run, comes back for the next move (no new task per move).
    if (takeAnyTime(ctx, player, ctx.answer.options[0]!, task)) return;
    performMove(ctx, player, ctx.answer.options[0]!);
    ctx.push(task);
  };

  const combat: H = (ctx, task) => {
    const g = ctx.g;
    const player = task.player as string;
    const t = g.turn;
    if (t === null) throw new Error('turn/combat outside a turn');
    g.step = 'combat';
    if (ctx.answer) {
      // The answer comes to the state the question was asked from: the locations offered then still hold.
      const option = ctx.answer.options[0]!;
      if (takeAnyTime(ctx, player, option, { t: 'turn/combat', player })) return;
      return fightAt(ctx, t, player, offeredId(option, 'location', 'combat:'));
    }
    const locs = combatLocations(boardOf(ctx), player);
    const extra = locs.length === 0 ? [] : anyTime(ctx, player);
    if (locs.length === 0) return;
    if (locs.length === 1 && extra.length === 0) return fightAt(ctx, t, player, locs[0]!);
    return ctx.ask({
      player,
      kind: 'combat-order',
      prompt: locs.length > 1 ? 'Combat: where do you fight next?' : 'Combat: fight now',
      options: combatOrderOptions(ctx.rules, locs, extra),
    });
  };

  /** After the combats: a last chance for discard effects (flow's `turn/end` then offers the claims). */
  const lastCall: H = (ctx, task) => {
    const player = task.player as string;
    if (!ctx.answer) {
      const options = discardEffectOptions(ctx, hooks, player);
      if (options.length === 0) return;
      return ctx.ask({
        player,
        kind: 'discard-effect',
        prompt: 'Use a discard effect before your turn ends?',
        options: [...options, { id: 'end-turn', label: 'End the turn' }],
      });
    }
    const id = ctx.answer.id!;
    if (id === 'end-turn') return;
    takeAnyTime(ctx, player, ctx.answer.options[0]!, { t: 'turn/last-call', player });
  };

  return {
    'turn/play': play,
    'turn/produce': produce,
    'turn/recruit': recruit,
    'turn/move': move,
    'turn/combat': combat,
    'turn/last-call': lastCall,
  };
}

/**
 * Without the game assembly's hooks: no victory card can be claimed (no
 * condition evaluator) and every discard effect is taken to be runnable.
 */
export const tasks: Record<string, H> = makeTurnTasks({ victoryConditions: null, canRunEffect: () => true });

export const validators: Record<string, Validator<ColumbiaG>> = {
  'columbia/produce': produceCheck,
};
