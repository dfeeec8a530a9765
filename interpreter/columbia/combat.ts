/**
 * Combat (rulebook "Resolving Combat", "Combating Territory Tokens",
 * "Combating Booker"): a player's attack at a location (token first, then the
 * enemy's units, then Booker), and one fight between two combatants.
 *
 * A fight is a row of small tasks pushed at once, so whatever a step pushes
 * (card abilities, triggered effects, decisions) runs before the next step:
 *
 *   combat/fight -> combat/cards (attacker) -> combat/cards (defender) -> combat/reveal
 *   (-> combat/ability per card) -> combat/before-dice -> combat/roll -> combat/after-dice
 *   -> combat/total -> combat/loss -> combat/retreat -> combat/end
 *
 * The fight's state is `g.combat`; effect handlers read and change it (a
 * card's combat value in `cardCombat`, `cancelled` cards, `bonus`,
 * `loserDestroysAllCommons`, dice values for rerolls).
 *
 * Log kinds (every entry's `actors` are the players in the fight):
 *   combat-start            { location, attacker: Combatant, defender: Combatant, origin }
 *   combat-token-revealed   { location, token, combat, eagles }
 *   combat-cards-played     { location, side, count }          face down: only how many
 *   combat-cards-chosen     { location, side, cards }          to the player who played them only
 *   combat-cards-revealed   { location, attacker: CardId[], defender: CardId[] }
 *   combat-ability-locked   { location, side, card, cardType } a locked ability has no effect
 *   combat-ability-skipped  { location, side, card, cardType, effect }  no effect runtime to run it
 *   combat-dice             { location, side, dice: { dieId, value, from }[], dieBonus, sum }
 *   combat-totals           { location, attacker: SideTotal, defender: SideTotal, cancelled: CardId[], winner: side }
 *   combat-structure-destroyed { location, structure, kind, owner }
 *   combat-unit-destroyed   { location, unit, pieceId, owner, reason: 'loss' | 'all-commons' | 'no-retreat' }
 *   combat-retreat          { from, to, units: string[] }
 *   combat-token-defeated   { location, token, eagles, player }
 *   combat-token-holds      { location, token, combat }
 *   combat-booker-defeated  { location, elizabethStays }
 *   combat-booker-wins      { location, elizabethWithHim }
 *   combat-booker-declined  { location }
 *   combat-cards-discarded  { player, cards }
 *   combat-end              { location, winner: Combatant, loser: Combatant }
 *   (SideTotal = { cards, dice, bonus, total }; side = 'attacker' | 'defender')
 *
 * Decisions: `combat-cards` (subset of the hand, 0..all), `combat-destroy-unit`,
 * `retreat`, `fight-booker` (yes/no).
 */
import type { Ruleset } from './content/types.ts';
import type { ActiveEffect, Ctx, GameEvent, JsonObject, Option, TaskHandler } from '../core/index.ts';
import { boardOf } from './board.ts';
import { structureFaction } from './pieces.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import { bookerTakesElizabeth, elizabethWithBooker, releaseElizabeth } from './booker.ts';
import { abilitySrc, cardCombatValue, cardLabel, cardOf, combatAbilityActive } from './combat-cards.ts';
import {
  combatTotal,
  combatWinner,
  diceTotal,
  destroyOptions,
  dicePool,
  losingUnits,
  newSide,
  NO_EXTRA_DICE,
  otherSide,
  retreatDestinations,
  sideFaction,
  sideOf,
  sidePlayer,
  type ExtraDice,
} from './combat-rules.ts';
import { rollNumber } from './dice.ts';
import { atLocation, tokenOf } from './combat-at-location.ts';
import type { ColumbiaG, Combatant, CombatantSide, CombatSideState, CombatState, LocationId, PlayerId, UnitPiece } from './state.ts';

type CCtx = Ctx<ColumbiaG, Ruleset>;
type Handler = TaskHandler<ColumbiaG, Ruleset>;

/**
 * Events a combat announces, named by the effect language's timing ids so a
 * `before dice:` block waits for exactly this event without a mapping.
 * Data: `{ location, attacker, defender }` (player ids or null), plus
 * `player` and `side` for the won/lost events.
 */
export const COMBAT_EVENTS = {
  beforeDice: 'timing.before-dice',
  afterDice: 'timing.after-dice',
  won: 'timing.win-combat',
  lost: 'timing.lose-combat',
} as const;

/** What combat needs from the effect runtime; game.ts passes its hooks to `makeCombatTasks`. */
export interface CombatHooks {
  /** Whether the effect registered under this id can run (its AST is loaded and effect handlers exist). */
  canRunEffect(id: string): boolean;
  /**
   * Dice a combatant rolls beyond its pieces' (or Booker's printed) dice,
   * from active `modifier.roll-more` modifiers: "Booker rolls 1 more white die
   * while Elizabeth is with him", "my leaders roll 1 more die". Read by the
   * effect handlers (they know the clause's subject and die); none without them.
   */
  extraDice?(ctx: CCtx, combatant: Combatant, location: LocationId): readonly ExtraDice[];
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

function combatOf(ctx: CCtx): CombatState {
  const c = ctx.g.combat;
  if (c === null) throw new Error(`${ctx.task.t}: no combat is being fought`);
  return c;
}

function actorsOf(c: CombatState): PlayerId[] {
  const out: PlayerId[] = [];
  for (const s of [c.attacker, c.defender]) {
    const p = sidePlayer(s.combatant);
    if (p !== null && !out.includes(p)) out.push(p);
  }
  return out;
}

function tokenCombat(rules: Ruleset, c: CombatState): number | null {
  const d = c.defender.combatant;
  return d.kind === 'token' ? tokenOf(rules, d.tokenId).combat : null;
}

/**
 * A combat event: `{ e, location, attacker, defender }`, plus the player and
 * side who won or lost. Made in one literal (four of these per fight).
 */
function combatEvent(e: string, c: CombatState, player?: PlayerId, side?: CombatantSide): GameEvent {
  const event: GameEvent = { e, location: c.location, attacker: sidePlayer(c.attacker.combatant), defender: sidePlayer(c.defender.combatant) };
  if (player !== undefined && side !== undefined) {
    event.player = player;
    event.side = side;
  }
  return event;
}

/** `u`: the unit as the board's lists hold it (so it need not be looked up by id again). */
function destroyUnit(ctx: CCtx, c: CombatState, u: UnitPiece, reason: 'loss' | 'all-commons' | 'no-retreat'): void {
  boardOf(ctx).placeUnit(u, null);
  if (ctx.logs('combat-unit-destroyed')) ctx.log('combat-unit-destroyed', actorsOf(c), { location: c.location, unit: u.id, pieceId: u.pieceId, owner: u.owner, reason });
}

/**
 * Whether a trigger registered for `event` should fire: a cancelled card's
 * triggers never do ("it has no effect"), and a win/lose window answers only
 * its owner's win or loss. For `GameDef.triggerApplies` (game.ts).
 */
export function combatTriggerApplies(trigger: ActiveEffect, event: GameEvent, g: ColumbiaG): boolean {
  const c = g.combat;
  const card = trigger.env.card;
  if (c !== null && typeof card === 'string' && (c.attacker.cancelled.includes(card) || c.defender.cancelled.includes(card))) return false;
  if (event.e === COMBAT_EVENTS.won || event.e === COMBAT_EVENTS.lost) {
    return trigger.owner === null || trigger.owner === event.player;
  }
  if ((event.e === COMBAT_EVENTS.beforeDice || event.e === COMBAT_EVENTS.afterDice) && c !== null && trigger.owner !== null) {
    return sideOf(c, trigger.owner) !== null;
  }
  return true;
}

// ---------------------------------------------------------------------------
// combat/fight { location, attacker, defender, origin }
// ---------------------------------------------------------------------------

const fight: Handler = (ctx, task) => {
  const g = ctx.g;
  if (g.combat !== null) throw new Error(`a combat at ${g.combat.location} is still being fought; combats do not nest`);
  const location = task.location as LocationId;
  const attacker = task.attacker as unknown as Combatant;
  const defender = task.defender as unknown as Combatant;
  const origin = (task.origin ?? 'move') as CombatState['origin'];
  g.combat = {
    location,
    attacker: newSide(attacker),
    defender: newSide(defender),
    revealed: false,
    winner: null,
    loserDestroysAllCommons: null,
    origin,
  };
  if (ctx.logs('combat-start')) ctx.log('combat-start', actorsOf(g.combat), { location, attacker: task.attacker, defender: task.defender, origin });
  ctx.push(
    { t: 'combat/cards', side: 'attacker' },
    { t: 'combat/cards', side: 'defender' },
    { t: 'combat/reveal' },
    { t: 'combat/before-dice' },
    { t: 'combat/roll' },
    { t: 'combat/after-dice' },
    { t: 'combat/total' },
    { t: 'combat/loss' },
    { t: 'combat/retreat' },
    { t: 'combat/end' },
  );
};

/**
 * The combat-cards decision's texts, per Ruleset: a card's option and a
 * location's prompt depend on nothing else, so they are made once and shared
 * (options are plain data nobody changes).
 */
interface CardsTexts {
  option: Map<string, Option>;
  prompt: Map<string, string>;
  /** The decision's data per location and side. */
  data: Map<string, Record<CombatantSide, JsonObject>>;
}

const cardsTextsOf = perRuleset((): CardsTexts => ({ option: new Map(), prompt: new Map(), data: new Map() }));

function cardsData(texts: CardsTexts, location: LocationId, side: CombatantSide): JsonObject {
  let here = texts.data.get(location);
  if (here === undefined) texts.data.set(location, (here = { attacker: { location, side: 'attacker' }, defender: { location, side: 'defender' } }));
  return here[side];
}

/** Steps 1 and 2: a player plays any number of action cards face down (Booker and tokens play none). */
const cards: Handler = (ctx, task) => {
  const c = combatOf(ctx);
  const sideName = task.side as CombatantSide;
  const side = c[sideName];
  const player = sidePlayer(side.combatant);
  if (player === null) return;
  const hand = ctx.g.players[player]!.hand;
  if (hand.length > 0 && !ctx.answer) {
    const texts = cardsTextsOf(ctx.rules);
    let prompt = texts.prompt.get(c.location);
    if (prompt === undefined) {
      prompt = `Combat at ${rulesIndex(ctx.rules).location[c.location]?.name ?? c.location}: play any number of action cards face down`;
      texts.prompt.set(c.location, prompt);
    }
    const options: Option[] = [];
    for (const id of hand) {
      let o = texts.option.get(id);
      if (o === undefined) {
        o = { id, label: cardLabel(ctx.rules, id) };
        texts.option.set(id, o);
      }
      options.push(o);
    }
    return ctx.ask({
      player,
      kind: 'combat-cards',
      prompt,
      options,
      min: 0,
      max: hand.length,
      data: cardsData(texts, c.location, sideName),
    });
  }
  const picked = ctx.answer ? ctx.answer.ids : [];
  const seat = ctx.g.players[player]!;
  seat.hand = seat.hand.filter((id) => !picked.includes(id));
  side.played = picked.slice();
  if (ctx.logs('combat-cards-played')) ctx.log('combat-cards-played', [player], { location: c.location, side: sideName, count: picked.length });
  if (picked.length > 0 && ctx.logs('combat-cards-chosen')) ctx.log('combat-cards-chosen', [player], { location: c.location, side: sideName, cards: picked }, { to: [player] });
};

/**
 * Step 3: reveal. Each card enters with its combat value after upgrades;
 * then each working combat ability runs (attacker's cards first): a timing
 * block registers its trigger for this combat, a bare effect (a value that
 * holds for the combat) applies now.
 */
const reveal: Handler = (ctx) => {
  const c = combatOf(ctx);
  c.revealed = true;
  if (c.attacker.played.length + c.defender.played.length > 0) ctx.reveal();
  if (ctx.logs('combat-cards-revealed')) ctx.log('combat-cards-revealed', actorsOf(c), { location: c.location, attacker: c.attacker.played, defender: c.defender.played });
  // Every card enters with its value before any ability runs (each runs later as its own task), attacker's first.
  enterCards(ctx, c.attacker);
  enterCards(ctx, c.defender);
  pushAbilities(ctx, c, 'attacker');
  pushAbilities(ctx, c, 'defender');
};

function enterCards(ctx: CCtx, side: CombatSideState): void {
  if (side.played.length === 0 || sidePlayer(side.combatant) === null) return;
  for (const card of side.played) side.cardCombat[card] = cardCombatValue(ctx, card);
}

function pushAbilities(ctx: CCtx, c: CombatState, sideName: CombatantSide): void {
  const side = c[sideName];
  if (side.played.length === 0) return;
  const player = sidePlayer(side.combatant);
  if (player === null) return;
  for (const card of side.played) {
    const def = cardOf(ctx.rules, card);
    if (def.ability.kind !== 'combat') continue;
    if (!combatAbilityActive(ctx, card)) {
      if (ctx.logs('combat-ability-locked')) ctx.log('combat-ability-locked', actorsOf(c), { location: c.location, side: sideName, card, cardType: def.cardTypeId });
      continue;
    }
    ctx.push({ t: 'combat/ability', card, player, side: sideName });
  }
}

/**
 * One card's combat ability, run through the effect language with
 * `env = { me: player, card, location, side }` (`this card` is env.card,
 * `this location` env.location); what it registers lasts for this combat.
 */
const makeAbility = (hooks: CombatHooks): Handler => (ctx, task) => {
  const c = combatOf(ctx);
  const card = task.card as string;
  const sideName = task.side as CombatantSide;
  if (c[sideName].cancelled.includes(card)) return;
  const def = cardOf(ctx.rules, card);
  const src = abilitySrc(ctx.rules, def.cardTypeId);
  if (!hooks.canRunEffect(src)) {
    if (ctx.logs('combat-ability-skipped')) ctx.log('combat-ability-skipped', actorsOf(c), { location: c.location, side: sideName, card, cardType: def.cardTypeId, effect: src });
    return;
  }
  ctx.runEffect(src, {
    owner: task.player as PlayerId,
    env: { card, location: c.location, side: sideName },
    scope: 'combat',
  });
};

const beforeDice: Handler = (ctx) => {
  const c = combatOf(ctx);
  ctx.emit(combatEvent(COMBAT_EVENTS.beforeDice, c));
};

/**
 * Step 4: each side rolls one die per unit and structure (by colour, turrets
 * next door included), Booker his printed dice, plus extra dice from
 * modifiers. Dice an effect already added before the roll stay. Without the
 * log each die is rolled as it is found (`rollSide`); with it the pool is
 * listed first, for the entry.
 */
const makeRoll = (hooks: CombatHooks): Handler => (ctx) => {
  const c = combatOf(ctx);
  if (!ctx.logs('combat-dice')) {
    rollSide(ctx, hooks, c, c.attacker);
    rollSide(ctx, hooks, c, c.defender);
    return;
  }
  for (const sideName of ['attacker', 'defender'] as const) {
    const side = c[sideName];
    if (side.combatant.kind === 'token') continue;
    const extra = hooks.extraDice ? hooks.extraDice(ctx, side.combatant, c.location) : NO_EXTRA_DICE;
    const pool = dicePool(boardOf(ctx), side.combatant, c.location, extra);
    side.dieBonus = pool.dieBonus;
    // What was rolled, from which piece: only the log wants it.
    const rolled: { dieId: string; value: number; from: string }[] = [];
    for (const d of pool.dice) {
      const value = rollNumber(ctx, d.dieId);
      side.dice.push({ dieId: d.dieId, value });
      rolled.push({ dieId: d.dieId, value, from: d.from });
    }
    ctx.log('combat-dice', actorsOf(c), { location: c.location, side: sideName, dice: rolled, dieBonus: pool.dieBonus, sum: diceTotal(side) });
  }
};

/** One side's roll without the log: the dice of `dicePool`, in its order (the extra dice read first, as there). */
function rollSide(ctx: CCtx, hooks: CombatHooks, c: CombatState, side: CombatSideState): void {
  const combatant = side.combatant;
  if (combatant.kind === 'token') return;
  const extra = hooks.extraDice ? hooks.extraDice(ctx, combatant, c.location) : NO_EXTRA_DICE;
  const pool = dicePool(boardOf(ctx), combatant, c.location, extra);
  side.dieBonus = pool.dieBonus;
  for (const d of pool.dice) side.dice.push({ dieId: d.dieId, value: rollNumber(ctx, d.dieId) });
}

const afterDice: Handler = (ctx) => {
  const c = combatOf(ctx);
  ctx.emit(combatEvent(COMBAT_EVENTS.afterDice, c));
};

/** Step 5: totals; the higher wins, the defender wins ties. Win and loss windows fire now, before the loss is taken. */
const total: Handler = (ctx) => {
  const c = combatOf(ctx);
  const printed = tokenCombat(ctx.rules, c);
  const a = combatTotal(c.attacker, null);
  const d = combatTotal(c.defender, printed);
  c.attacker.total = a.total;
  c.defender.total = d.total;
  const winner = combatWinner(a.total, d.total);
  c.winner = winner;
  if (ctx.logs('combat-totals')) {
    ctx.log('combat-totals', actorsOf(c), {
      location: c.location,
      // The totals are this step's own (combatTotal makes them): logged as they are, not copied
      // (a spread, and a name added after it, take V8's slow path).
      attacker: a,
      // A territory token's total says so (combatTotal): it rolls nothing, its printed combat is its total, not "dice 7".
      defender: d,
      cancelled: [...c.attacker.cancelled, ...c.defender.cancelled],
      winner,
    });
  }
  const w = sidePlayer(c[winner].combatant);
  const l = sidePlayer(c[otherSide(winner)].combatant);
  if (w !== null) ctx.emit(combatEvent(COMBAT_EVENTS.won, c, w, winner));
  if (l !== null) ctx.emit(combatEvent(COMBAT_EVENTS.lost, c, l, otherSide(winner)));
};

/**
 * The loser destroys every structure his side has at the location and one
 * unit he controlled in the combat (his choice), or, after Bold Maneuver,
 * all his commons there instead.
 */
const loss: Handler = (ctx) => {
  const c = combatOf(ctx);
  const loserSide = otherSide(c.winner!);
  const loser = c[loserSide];
  const faction = sideFaction(ctx.g, loser.combatant);
  const player = sidePlayer(loser.combatant);
  if (faction === null || player === null) return;
  const board = boardOf(ctx);
  if (!ctx.answer) {
    for (const s of board.piecesAt(c.location).structures.filter((x) => structureFaction(ctx.g, x) === faction)) {
      board.placeStructure(s, null);
      if (ctx.logs('combat-structure-destroyed')) ctx.log('combat-structure-destroyed', actorsOf(c), { location: c.location, structure: s.id, kind: s.kind, owner: s.owner });
    }
    if (c.loserDestroysAllCommons === loserSide) {
      for (const u of losingUnits(board, faction, c.location)) if (u.kind === 'common') destroyUnit(ctx, c, u, 'all-commons');
      return;
    }
  }
  const units = losingUnits(board, faction, c.location);
  if (units.length === 0) return;
  const options = destroyOptions(units);
  if (options.length === 1) return destroyUnit(ctx, c, options[0]!, 'loss');
  if (!ctx.answer) {
    return ctx.ask({
      player,
      kind: 'combat-destroy-unit',
      prompt: `You lost at ${rulesIndex(ctx.rules).location[c.location]?.name ?? c.location}: destroy one of your units there`,
      options: options.map((u) => ({ id: u.id, label: u.owner === player ? `${u.pieceId} (${u.colourId})` : `${u.pieceId} (${u.colourId}, ${u.owner}'s)` })),
      data: { location: c.location },
    });
  }
  destroyUnit(ctx, c, ctx.g.units[ctx.answer.id!]!, 'loss');
};

/** The loser's other units go to a location he controls with a stronghold; with none, they are destroyed. */
const retreat: Handler = (ctx) => {
  const c = combatOf(ctx);
  const loser = c[otherSide(c.winner!)];
  const faction = sideFaction(ctx.g, loser.combatant);
  const player = sidePlayer(loser.combatant);
  if (faction === null || player === null) return;
  const board = boardOf(ctx);
  const units = losingUnits(board, faction, c.location);
  if (units.length === 0) return;
  const dests = retreatDestinations(board, faction, c.location);
  if (dests.length === 0) {
    for (const u of units) destroyUnit(ctx, c, u, 'no-retreat');
    return;
  }
  let to = dests[0]!;
  if (dests.length > 1) {
    if (!ctx.answer) {
      const ix = rulesIndex(ctx.rules);
      return ctx.ask({
        player,
        kind: 'retreat',
        prompt: `Retreat ${units.length} unit(s) from ${rulesIndex(ctx.rules).location[c.location]?.name ?? c.location} to a location with your stronghold`,
        options: dests.map((l) => ({ id: l, label: ix.location[l]?.name ?? l })),
        data: { location: c.location, units: units.map((u) => u.id) },
      });
    }
    to = ctx.answer.id!;
  }
  for (const u of units) board.placeUnit(u, to);
  if (ctx.logs('combat-retreat')) ctx.log('combat-retreat', [player], { from: c.location, to, units: units.map((u) => u.id) });
};

/**
 * After the loss: a beaten token leaves the board and pays its eagles, a
 * beaten Booker leaves the board (Elizabeth stays); the cards go to their
 * owners' discard piles; the winning player earns an upgrade; control may
 * have changed, so victory is updated; the combat's effects end.
 */
const end: Handler = (ctx) => {
  const g = ctx.g;
  const c = combatOf(ctx);
  const winnerSide = c.winner!;
  const winner = c[winnerSide].combatant;
  const loser = c[otherSide(winnerSide)].combatant;
  const actors = actorsOf(c);
  const loc = g.locations[c.location]!;

  if (c.defender.combatant.kind === 'token') {
    const tokenId = c.defender.combatant.tokenId;
    const t = tokenOf(ctx.rules, tokenId);
    const by = sidePlayer(c.attacker.combatant);
    if (winnerSide === 'attacker' && by !== null) {
      if (loc.token?.id === tokenId) boardOf(ctx).setToken(c.location, null);
      g.territoryTokens.defeated.push({ id: tokenId, by });
      g.players[by]!.eagles += t.eagles;
      if (ctx.logs('combat-token-defeated')) ctx.log('combat-token-defeated', actors, { location: c.location, token: tokenId, eagles: t.eagles, player: by });
    } else {
      if (ctx.logs('combat-token-holds')) ctx.log('combat-token-holds', actors, { location: c.location, token: tokenId, combat: t.combat });
    }
  }

  // Elizabeth: left behind when Booker falls (her location's controller has her);
  // back with him when he beats the units holding her location.
  if (loser.kind === 'booker') {
    const elizabethStays = g.elizabeth.location !== null && g.elizabeth.location === c.location;
    g.booker = null;
    releaseElizabeth(g);
    if (ctx.logs('combat-booker-defeated')) ctx.log('combat-booker-defeated', actors, { location: c.location, elizabethStays });
  } else if (winner.kind === 'booker') {
    bookerTakesElizabeth(boardOf(ctx));
    if (ctx.logs('combat-booker-wins')) ctx.log('combat-booker-wins', actors, { location: c.location, elizabethWithHim: elizabethWithBooker(g) && g.elizabeth.location === c.location });
  }

  for (const side of [c.attacker, c.defender]) {
    const p = sidePlayer(side.combatant);
    if (p === null || side.played.length === 0) continue;
    const pile = g.players[p]!.discard;
    // An effect may already have discarded a card (Vigor): it goes to the pile once.
    const cardsToPile = side.played.filter((card) => !pile.includes(card));
    pile.push(...cardsToPile);
    if (ctx.logs('combat-cards-discarded')) ctx.log('combat-cards-discarded', [p], { player: p, cards: side.played });
  }

  // Control changed now: the victory tokens follow at once, before the winner is asked for his upgrade
  // (RULINGS "Territory tokens follow control at once"; found by test/reliability's invariants).
  ctx.push({ t: 'victory/update' });
  const winnerPlayer = sidePlayer(winner);
  if (winnerPlayer !== null) ctx.push({ t: 'upgrade/earn', player: winnerPlayer, reason: 'combat' });

  if (ctx.logs('combat-end')) ctx.log('combat-end', actors, { location: c.location, winner: winner as unknown as JsonObject, loser: loser as unknown as JsonObject });
  g.combat = null;
  ctx.endScope('combat');
};

/** The combat's task handlers, wired to the effect runtime through `hooks`. */
export function makeCombatTasks(hooks: CombatHooks): Record<string, Handler> {
  return {
    'combat/at-location': atLocation,
    'combat/fight': fight,
    'combat/cards': cards,
    'combat/reveal': reveal,
    'combat/ability': makeAbility(hooks),
    'combat/before-dice': beforeDice,
    'combat/roll': makeRoll(hooks),
    'combat/after-dice': afterDice,
    'combat/total': total,
    'combat/loss': loss,
    'combat/retreat': retreat,
    'combat/end': end,
  };
}

/**
 * Every working ability runs its `card:<type>` effect (game.ts provides an
 * empty program for each while effects are inert). `makeCombatTasks(hooks)`
 * adds the skip check and modifier dice.
 */
export const tasks: Record<string, Handler> = makeCombatTasks({ canRunEffect: () => true });
