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
import type { Ctx, Option, Task, TaskHandler, Validator } from '../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { boardCensus, controlsUnit, hasHostiles, locationsControlledBy, piecesAt, placeStructure, placeUnit, poolOf, poolStructures, poolUnits, readingBoard, perRuleset, rulesIndex, type Census } from './board.ts';
import { abilitySrc } from './combat-cards.ts';
import { priceOf, pricesFor, unitMovesAllowed, type Purchase } from './economy.ts';
import type { ColumbiaHooks } from './game.ts';
import { isFigure, moveOptions, performMove, pieceName } from './movement.ts';
import type { ColumbiaG, LocationId, PlayerId, StructurePiece, UnitPiece } from './state.ts';
import { abilityActive, canUpgrade, cardValue } from './upgrades.ts';
import { claimableCards } from './victory.ts';

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

  set(a: string, b: string, option: Option): Option {
    let row = this.rows.get(a);
    if (row === undefined) {
      row = new Map();
      this.rows.set(a, row);
    }
    row.set(b, option);
    return option;
  }
}

interface TurnOptions {
  discard: OptionTable;
  claim: OptionTable;
  produce: OptionTable;
  recruit: OptionTable;
  build: OptionTable;
  combat: OptionTable;
}

const turnOptions = perRuleset(
  (): TurnOptions => ({ discard: new OptionTable(), claim: new OptionTable(), produce: new OptionTable(), recruit: new OptionTable(), build: new OptionTable(), combat: new OptionTable() }),
);

// ---------------------------------------------------------------------------
// Card values and abilities (upgrades.ts), claims (victory.ts)
// ---------------------------------------------------------------------------

/** Silver Eagles a card produces now: its value after upgrades (none while upgrades have no effect). */
export function eaglesValue(ctx: C, cardId: string): number {
  return Math.max(0, cardValue(ctx.g, ctx.rules, cardId, 'eagles', ctx));
}

/** Whether the card's ability is a discard effect its holder may use now: kind discard, and unlocked if printed locked. */
export function hasUsableDiscardEffect(ctx: C, cardId: string): boolean {
  const card = rulesIndex(ctx.rules).card[cardId];
  return card !== undefined && card.ability.kind === 'discard' && abilityActive(ctx.g, ctx.rules, cardId, ctx);
}

/** What the turn needs from the game assembly (game.ts): the victory card condition evaluator, which effects can run. */
export type TurnHooks = Pick<ColumbiaHooks, 'victoryCondition' | 'canRunEffect'>;

// ---------------------------------------------------------------------------
// "At any time on his turn": discard effects and victory card claims
// ---------------------------------------------------------------------------

function cardName(rules: Ruleset, cardId: string): string {
  return rulesIndex(rules).card[cardId]?.name ?? cardId;
}

function locName(rules: Ruleset, loc: LocationId): string {
  return rulesIndex(rules).location[loc]?.name ?? loc;
}

/** The discard effects `player` may use now, one option per card in his hand (only effects that can run). */
export function discardEffectOptions(ctx: C, hooks: TurnHooks, player: PlayerId): Option[] {
  const out: Option[] = [];
  for (const c of ctx.g.players[player]!.hand) {
    if (!hasUsableDiscardEffect(ctx, c)) continue;
    const card = rulesIndex(ctx.rules).card[c]!;
    if (!hooks.canRunEffect(abilitySrc(card.cardTypeId))) continue;
    const table = turnOptions(ctx.rules).discard;
    out.push(table.get(c, '') ?? table.set(c, '', { id: `discard-effect:${c}`, label: `Discard ${card.name}: ${card.ability.name}`, data: { card: c } }));
  }
  return out;
}

/** Everything `player` may do at any time on his turn: discard effects, then victory card claims. */
export function anyTimeOptions(ctx: C, hooks: TurnHooks, player: PlayerId): Option[] {
  const out = discardEffectOptions(ctx, hooks, player);
  const claimable = claimableCards(ctx, hooks, player);
  if (claimable.length === 0) return out;
  const table = turnOptions(ctx.rules).claim;
  for (const v of claimable) {
    out.push(table.get(v, '') ?? table.set(v, '', { id: `claim-victory-card:${v}`, label: `Claim ${rulesIndex(ctx.rules).victoryCard[v]?.name ?? v}`, data: { victoryCard: v } }));
  }
  return out;
}

/** Discard a card for its discard effect: it goes to the discard pile and its effect runs. */
export function useDiscardEffect(ctx: C, player: PlayerId, cardId: string): void {
  const p = ctx.g.players[player]!;
  const i = p.hand.indexOf(cardId);
  if (i < 0) throw new Error(`${player} has no card "${cardId}" in hand`);
  const card = rulesIndex(ctx.rules).card[cardId]!;
  p.hand.splice(i, 1);
  p.discard.push(cardId);
  if (ctx.logging) ctx.log('discard-effect', [player], { card: cardId, cardType: card.cardTypeId, ability: card.ability.name });
  ctx.runEffect(abilitySrc(card.cardTypeId), { owner: player, env: { card: cardId } });
  ctx.push({ t: 'victory/update' });
}

/**
 * If `id` is an any-time option, carry it out and ask `again` afterwards
 * (the same step, fresh): true. Otherwise false.
 */
function takeAnyTime(ctx: C, player: PlayerId, id: string, again: Task): boolean {
  if (id.startsWith('discard-effect:')) {
    useDiscardEffect(ctx, player, id.slice('discard-effect:'.length));
  } else if (id.startsWith('claim-victory-card:')) {
    ctx.push({ t: 'victory/claim', player, card: id.slice('claim-victory-card:'.length) });
  } else {
    return false;
  }
  ctx.push(again);
  return true;
}

function isAnyTime(id: string): boolean {
  return id.startsWith('discard-effect:') || id.startsWith('claim-victory-card:');
}

// ---------------------------------------------------------------------------
// The turn's tasks
// ---------------------------------------------------------------------------

/** One piece per kind of piece in the pool: the first of each in piece order. */
function firstOfEach<T>(pieces: readonly T[], key: (p: T) => string): T[] {
  // A handful of kinds: the keys kept so far are compared directly.
  const seen: string[] = [];
  const out: T[] = [];
  for (const p of pieces) {
    const k = key(p);
    if (seen.includes(k)) continue;
    seen.push(k);
    out.push(p);
  }
  return out;
}

const figureOf = (u: UnitPiece): string => u.pieceId;
const kindOf = (s: StructurePiece): string => s.kind;

function unitPurchase(u: UnitPiece): Purchase {
  return { what: 'unit', kind: u.kind, pieceId: u.pieceId };
}

function structurePurchase(s: StructurePiece): Purchase {
  return { what: 'structure', kind: s.kind };
}


/**
 * Recruit, build and upgrade options `player` can afford now: a unit from his
 * pool on a location he controls (so not destroyed, not contested); a
 * structure on a location he controls that has no structure at all; an
 * upgrade when the gap rule and his sheet allow one.
 */
export function recruitOptions(ctx: C, player: PlayerId): Option[] {
  const g = ctx.g;
  const rules = ctx.rules;
  const eagles = g.players[player]!.eagles;
  const out: Option[] = [];
  const pool = poolOf(g, player);
  const units = firstOfEach(pool.units, figureOf);
  const structures = firstOfEach(pool.structures, kindOf);
  const priceOf = pricesFor(ctx, rules, player);
  // Where he may recruit and build, worked out at the first piece he can afford (no closure: one per decision would cost more).
  let census: Census | null = null;
  let where: LocationId[] | null = null;
  const tables = turnOptions(rules);
  for (const u of units) {
    const price = priceOf(unitPurchase(u));
    if (price > eagles) continue;
    const name = pieceName(rules, u);
    // Shared per figure and location (a piece of no figure is named by its kind: made afresh); remade when the price differs.
    const shared = isFigure(rules, u.pieceId);
    where ??= locationsControlledBy(g, player, (census ??= boardCensus(g)));
    for (const loc of where) {
      const o = shared ? tables.recruit.get(u.pieceId, loc) : undefined;
      if (o !== undefined && (o.data as { price: number }).price === price) {
        out.push(o);
        continue;
      }
      const made: Option = { id: `recruit:${u.pieceId}:${loc}`, label: `Recruit ${name} at ${locName(rules, loc)} ($${price})`, data: { piece: u.pieceId, location: loc, price } };
      out.push(shared ? tables.recruit.set(u.pieceId, loc, made) : made);
    }
  }
  let free: LocationId[] | null = null;
  for (const s of structures) {
    const price = priceOf(structurePurchase(s));
    if (price > eagles) continue;
    where ??= locationsControlledBy(g, player, (census ??= boardCensus(g)));
    free ??= where.filter((loc) => piecesAt(g, loc, census!).structures.length === 0);
    const name = rulesIndex(rules).structure[s.kind]?.name ?? s.kind;
    for (const loc of free) {
      const o = tables.build.get(s.kind, loc);
      if (o !== undefined && (o.data as { price: number }).price === price) {
        out.push(o);
        continue;
      }
      out.push(tables.build.set(s.kind, loc, { id: `build:${s.kind}:${loc}`, label: `Build ${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} at ${locName(rules, loc)} ($${price})`, data: { structure: s.kind, location: loc, price } }));
    }
  }
  const upgradePrice = priceOf({ what: 'upgrade' });
  if (upgradePrice <= eagles && canUpgrade(g, rules, player)) {
    out.push({ id: 'upgrade', label: `Buy an upgrade ($${upgradePrice})`, data: { price: upgradePrice } });
  }
  return out;
}

function pay(ctx: C, player: PlayerId, price: number): void {
  const p = ctx.g.players[player]!;
  if (price > p.eagles) throw new Error(`${player} cannot pay $${price} with $${p.eagles}`);
  p.eagles -= price;
}

/**
 * Locations where `player`'s units (own and shared) meet enemy units or
 * structures, a territory token, or Booker, and no combat was fought there
 * yet this turn; in location number order.
 */
export function combatLocations(g: ColumbiaG, rules: Ruleset, player: PlayerId): LocationId[] {
  const fought = g.turn?.fought ?? [];
  const census = boardCensus(g);
  const out: LocationId[] = [];
  for (const loc of rulesIndex(rules).locationIds) {
    const here = census[loc];
    if (here === undefined || fought.includes(loc)) continue;
    if (!here.units.some((u) => controlsUnit(g, player, u))) continue;
    if (g.booker !== loc && !hasHostiles(g, player, loc, census)) continue;
    out.push(loc);
  }
  return out;
}

/** The move prompt: the same few texts every turn, made once. */
const movePrompts: string[] = [];

function movePrompt(movesLeft: number): string {
  return (movePrompts[movesLeft] ??= `Move a unit (${movesLeft} move${movesLeft === 1 ? '' : 's'} left)`);
}

/** One `combat:<location>` option per location (shared), then the any-time options. */
function combatOrderOptions(rules: Ruleset, locs: readonly LocationId[], extra: readonly Option[]): Option[] {
  const table = turnOptions(rules).combat;
  const out: Option[] = [];
  for (const l of locs) out.push(table.get(l, '') ?? table.set(l, '', { id: `combat:${l}`, label: `Fight at ${locName(rules, l)}`, data: { location: l } }));
  for (const o of extra) out.push(o);
  return out;
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
    g.turn = { player, movesLeft: unitMovesAllowed(ctx, ctx.rules, player), moved: [], fought: [] };
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
      const extra = readingBoard(g, () => anyTime(ctx, player));
      if (p.hand.length === 0 && extra.length === 0) return;
      const table = turnOptions(ctx.rules).produce;
      const options: Option[] = [];
      for (const c of p.hand) {
        // Shared per card; remade when its value differs.
        const v = eaglesValue(ctx, c);
        const o = table.get(c, '');
        options.push(o !== undefined && (o.data as { eagles: number }).eagles === v ? o : table.set(c, '', { id: `card:${c}`, label: `${cardName(ctx.rules, c)} ($${v})`, data: { card: c, eagles: v } }));
      }
      for (const o of extra) options.push(o);
      return ctx.ask({
        player,
        kind: 'produce',
        prompt: 'Produce: discard any action cards for their Silver Eagles',
        options,
        min: 0,
        max: Math.max(p.hand.length, extra.length > 0 ? 1 : 0),
        check: extra.length > 0 ? 'columbia/produce' : undefined,
      });
    }
    const ids = ctx.answer.ids;
    if (ids.length === 1 && takeAnyTime(ctx, player, ids[0]!, { t: 'turn/produce', player })) return;
    const cards = ids.map((id) => id.slice('card:'.length));
    let eagles = 0;
    for (const c of cards) eagles += eaglesValue(ctx, c);
    p.hand = p.hand.filter((c) => !cards.includes(c));
    for (const c of cards) p.discard.push(c);
    p.eagles += eagles;
    if (ctx.logging) ctx.log('produced', [player], { cards, eagles });
  };

  const recruit: H = (ctx, task) => {
    const g = ctx.g;
    const rules = ctx.rules;
    const player = task.player as string;
    g.step = 'recruit';
    if (!ctx.answer) {
      // The options only read the game: one census and one answer per location to "who controls it?".
      const options = readingBoard(g, () => {
        const out = recruitOptions(ctx, player);
        for (const o of anyTime(ctx, player)) out.push(o);
        return out;
      });
      if (options.length === 0) return;
      options.push(DONE);
      return ctx.ask({ player, kind: 'recruit', prompt: 'Recruit units, build structures, buy upgrades', options });
    }
    const id = ctx.answer.id!;
    if (id === 'done') return;
    const again: Task = { t: 'turn/recruit', player };
    if (takeAnyTime(ctx, player, id, again)) return;
    const [what, piece, loc] = id.split(':') as [string, string, string];
    if (what === 'recruit') {
      const u = poolUnits(g, player).find((x) => x.pieceId === piece);
      if (u === undefined) throw new Error(`${player} has no "${piece}" in his pool`);
      const price = priceOf(ctx, rules, player, unitPurchase(u));
      pay(ctx, player, price);
      placeUnit(g, u, loc);
      if (ctx.logging) ctx.log('recruited', [player], { unit: u.id, piece: u.pieceId, location: loc, price });
    } else if (what === 'build') {
      const s = poolStructures(g, player).find((x) => x.kind === piece);
      if (s === undefined) throw new Error(`${player} has no "${piece}" in his pool`);
      const price = priceOf(ctx, rules, player, structurePurchase(s));
      pay(ctx, player, price);
      placeStructure(g, s, loc);
      if (ctx.logging) ctx.log('built', [player], { structure: s.id, kind: s.kind, location: loc, price });
    } else if (what === 'upgrade') {
      const price = priceOf(ctx, rules, player, { what: 'upgrade' });
      pay(ctx, player, price);
      if (ctx.logging) ctx.log('upgrade-bought', [player], { price });
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
    // Read again at every move: an effect this turn may grant more moves.
    t.movesLeft = Math.max(0, unitMovesAllowed(ctx, ctx.rules, player) - t.moved.length);
    if (!ctx.answer) {
      const options = readingBoard(g, () => {
        const out = moveOptions(g, ctx.rules, player, t.moved, t.movesLeft);
        for (const o of anyTime(ctx, player)) out.push(o);
        return out;
      });
      if (options.length === 0) return;
      options.push(DONE);
      return ctx.ask({
        player,
        kind: 'move',
        prompt: movePrompt(t.movesLeft),
        options,
        data: { movesLeft: t.movesLeft },
      });
    }
    const id = ctx.answer.id!;
    if (id === 'done') return;
    const again: Task = { t: 'turn/move', player };
    if (takeAnyTime(ctx, player, id, again)) return;
    performMove(ctx, player, id);
    ctx.push(again);
  };

  const combat: H = (ctx, task) => {
    const g = ctx.g;
    const player = task.player as string;
    const t = g.turn;
    if (t === null) throw new Error('turn/combat outside a turn');
    g.step = 'combat';
    // Answering, nothing changed since the question was asked from here: the any-time options need not be worked out again.
    const answering = ctx.answer !== null;
    const [locs, extra] = readingBoard(g, () => {
      const here = combatLocations(g, ctx.rules, player);
      return [here, here.length === 0 || answering ? [] : anyTime(ctx, player)] as const;
    });
    if (locs.length === 0) return;
    let loc = locs[0]!;
    if (answering || locs.length > 1 || extra.length > 0) {
      if (!ctx.answer) {
        return ctx.ask({
          player,
          kind: 'combat-order',
          prompt: locs.length > 1 ? 'Combat: where do you fight next?' : 'Combat: fight now',
          options: combatOrderOptions(ctx.rules, locs, extra),
        });
      }
      const id = ctx.answer.id!;
      if (takeAnyTime(ctx, player, id, { t: 'turn/combat', player })) return;
      loc = id.slice('combat:'.length);
    }
    t.fought.push(loc);
    ctx.push({ t: 'combat/at-location', location: loc, player }, { t: 'turn/combat', player });
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
    takeAnyTime(ctx, player, id, { t: 'turn/last-call', player });
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
export const tasks: Record<string, H> = makeTurnTasks({ victoryCondition: null, canRunEffect: () => true });

export const validators: Record<string, Validator<ColumbiaG>> = {
  'columbia/produce': produceCheck,
};
