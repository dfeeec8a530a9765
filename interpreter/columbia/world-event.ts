/**
 * The world event phase, steps 1-7 of the rulebook: draw the event (or end
 * the game when the deck is empty), the face-down vote, the reveal, the `?`
 * signs, Booker's vote, pass at `votePassesAt`, the event's effect, the first
 * player token (with roll-offs), and the voted cards to the discard piles.
 * Steps 8-11 (Elizabeth's timeline, Booker's move and attack) are booker.ts.
 *
 * Tasks, in the order `we/phase` pushes them:
 *   we/phase                      draw; or `game/end { reason: 'deck-exhausted' }`
 *   we/vote-cards { player }      decision `vote-cards` (each player in turn order from the first player)
 *   we/reveal                     every player's cards and influence become public
 *   we/vote-sign { player }       decision `vote-sign` for a `?` faction's player who played cards
 *   we/booker-vote                1 die (the Ruleset's Booker vote die) the way the trailing faction voted
 *   we/count                      total, pass or not; pushes we/event-effect when it passes
 *   we/event-effect { eventId }   runs the effect `event:<id>` (owner: first player, scope: round)
 *   we/first-player               most influence played takes the token; roll-offs; upgrade on a change
 *   we/discard-votes              voted cards to their owners' discard piles
 *   we/elizabeth, we/booker       booker.ts
 *
 * Log kinds (values in braces), for log.ts:
 *   we-deck-exhausted   { round }                                         no event to draw: the hollow victory
 *   we-draw             { round, eventId, left }                          actor: the first player; `left` cards remain
 *   we-vote-played      { eventId, count }                                actor played `count` cards face down (public)
 *   we-vote-played-cards{ eventId, cards }                                the same, with card ids, only to the actor
 *   we-reveal           { eventId, played: {player: cardIds}, influence: {player: n} }
 *   we-vote-counted     { voteType, sign, influence, votes }              one per player who played cards; votes = sign * influence;
 *                                                                         voteType is '+', '-' or '?' (sign chosen)
 *   we-booker-vote      { roll, sign, votes, faction, victoryPoints }      Booker follows `faction` (fewest VP)
 *   we-booker-abstains  { reason, faction, victoryPoints }                reason: 'tied' (no roll), 'faction-did-not-vote',
 *                                                                         'faction-split-evenly'; faction null when tied
 *   we-vote-result      { eventId, total, passes, passesAt }
 *   we-event-resolves   { eventId }
 *   we-roll-off         { round, rolls: {player: n}, stillTied: players }  one per roll-off round for the token
 *   we-first-player     { player, previous, influence, changed, reason }   reason: 'most-influence' | 'roll-off' | 'nobody-played'
 *   we-votes-discarded  { cards: {player: cardIds} }
 *
 * Rulings (docs/RULINGS.md, "World event phase"): a player who played no card
 * is not asked for a `?` sign; Booker's vote when the trailing faction played
 * nothing or split; influence counts after upgrades; the effect resolves
 * before the token moves (it names the player who held it during the vote);
 * nobody played influence -> the first player keeps the token; keeping the
 * token earns no upgrade; roll-offs re-roll among the still tied.
 */
import type { Ctx, Option, Task, TaskHandler } from '../core/index.ts';
import type { Ruleset, VoteType, WorldEvent } from './content/types.ts';
import { factionOf, turnOrderFrom } from './players.ts';
import { keptEffectKey, perRuleset, rulesIndex } from './rules-index.ts';
import { victoryPointsByFaction } from './victory-points.ts';
import { rollNumbers } from './dice.ts';
import type { ColumbiaG, FactionId, PlayerId, VoteState } from './state.ts';
import { cardValue } from './upgrades.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/** Event a trigger with the timing "when I become first player" waits for (effects/ maps the timing to it). */
export const BECAME_FIRST_PLAYER = 'became-first-player';

/** Roll-offs for the token stop after this many rounds (only a die with one face value could get there). */
const MAX_ROLL_OFF_ROUNDS = 50;

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

/** World events by id, per Ruleset. */
const worldEventIndex = perRuleset((rules: Ruleset) => {
  const byId = new Map<string, WorldEvent>();
  // The first of an id wins, as a find would.
  for (const e of rules.worldEvents) if (!byId.has(e.id)) byId.set(e.id, e);
  return byId;
});

export function worldEvent(rules: Ruleset, eventId: string): WorldEvent {
  const ev = worldEventIndex(rules).get(eventId);
  if (ev === undefined) throw new Error(`no world event "${eventId}" in the ruleset`);
  return ev;
}

/** The event of this round, or null before the first draw. */
export function currentEvent(g: ColumbiaG, rules: Ruleset): WorldEvent | null {
  return g.worldEvents.current === null ? null : worldEvent(rules, g.worldEvents.current);
}

/**
 * The event's vote type for a faction. The Ruleset keys it by the faction's
 * id in camel case (`vox-populi` -> `voxPopuli`).
 */
export function voteTypeFor(ev: WorldEvent, faction: FactionId): VoteType {
  // Found by comparing each key with the id letter by letter: no key string is made (asked at every vote and bot reading).
  const votes = ev.vote as Record<string, VoteType | undefined>;
  for (const key in votes) {
    const t = votes[key];
    if (t !== undefined && isCamelCaseOf(key, faction)) return t;
  }
  throw new Error(`world event "${ev.id}" has no vote type for faction "${faction}"`);
}

/**
 * Whether `key` is `id` in camel case: each `-` and the letter or digit after it as that character upper-cased.
 * Compared by character code (no regular expression, no upper-cased string made at each `-`).
 */
function isCamelCaseOf(key: string, id: string): boolean {
  let k = 0;
  for (let i = 0; i < id.length; i++, k++) {
    let c = id.charCodeAt(i);
    if (c === DASH && i + 1 < id.length && isLowerOrDigit(id.charCodeAt(i + 1))) {
      i++;
      c = upperCased(id.charCodeAt(i));
    }
    if (key.charCodeAt(k) !== c) return false;
  }
  return k === key.length;
}

const DASH = 0x2d;

/** Whether a character code is `a`-`z` or `0`-`9`. */
function isLowerOrDigit(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
}

/** `a`-`z` upper-cased; any other character code as it is. */
function upperCased(c: number): number {
  return c >= 0x61 && c <= 0x7a ? c - 0x20 : c;
}

/**
 * The die for a roll-off for the first player token. The rulebook says
 * "1 white combat die", as for Booker's vote, and the Ruleset has no field of
 * its own for it, so both read Booker's vote die.
 */
export function rollOffDie(rules: Ruleset): string {
  return rules.pieces.booker.voteDieId;
}

/**
 * A card's option in the vote at its influence now, per Ruleset: the same
 * few for every vote, so made once and shared (plain data nobody changes),
 * not a label written again for every card at every vote.
 */
const voteOptionsOf = perRuleset((): Map<string, Option[]> => new Map());

function voteOption(rules: Ruleset, cardId: string, influence: number): Option {
  if (!Number.isInteger(influence) || influence < 0 || influence > MAX_KEPT_INFLUENCE) return newVoteOption(rules, cardId, influence);
  const table = voteOptionsOf(rules);
  let byInfluence = table.get(cardId);
  if (byInfluence === undefined) table.set(cardId, (byInfluence = []));
  return (byInfluence[influence] ??= newVoteOption(rules, cardId, influence));
}

function newVoteOption(rules: Ruleset, cardId: string, influence: number): Option {
  return { id: cardId, label: `${cardLabel(rules, cardId)} (influence ${influence})` };
}

/** Influence values whose options are kept (a card's is its printed value plus a few upgrades). */
const MAX_KEPT_INFLUENCE = 32;

function vote(g: ColumbiaG): VoteState {
  if (g.vote === null) throw new Error('no world event vote in progress');
  return g.vote;
}

/** Whether a player put at least one card into the vote. */
function voted(v: VoteState, p: PlayerId): boolean {
  return (v.played[p]?.length ?? 0) > 0;
}

/**
 * The way a faction voted, for Booker: +1, -1, or null (it did not vote, or
 * its players' votes cancel out exactly). One sign among its voters is that
 * sign (even if its cards carried 0 influence); mixed signs (4 players) go
 * the way its net influence went.
 */
export function factionVoteDirection(g: ColumbiaG, faction: FactionId): { sign: number | null; reason: 'voted' | 'did-not-vote' | 'split-evenly' } {
  const v = vote(g);
  // One pass over the faction's voters (the turn order's, any start: only which signs occur and their sum matter).
  let first: number | null = null;
  let mixed = false;
  let net = 0;
  for (const p of g.turnOrder) {
    if (!voted(v, p) || factionOf(g, p) !== faction) continue;
    const sign = v.sign[p]!;
    if (first === null) first = sign;
    else if (sign !== first) mixed = true;
    net += sign * (v.influence[p] ?? 0);
  }
  if (first === null) return { sign: null, reason: 'did-not-vote' };
  if (!mixed) return { sign: first, reason: 'voted' };
  if (net === 0) return { sign: null, reason: 'split-evenly' };
  return { sign: net > 0 ? 1 : -1, reason: 'voted' };
}

/** The vote total so far: every voter's signed influence, plus Booker's. */
export function voteTotal(g: ColumbiaG): number {
  const v = vote(g);
  let total = 0;
  // A sum: the turn order's own order serves (no list from the first player needed).
  for (const p of g.turnOrder) if (voted(v, p)) total += (v.sign[p] ?? 0) * (v.influence[p] ?? 0);
  if (v.booker !== null) total += v.booker.sign * v.booker.roll;
  return total;
}

// ---------------------------------------------------------------------------
// Tasks
// ---------------------------------------------------------------------------

export const tasks: Record<string, H> = {
  'we/phase'(ctx: C) {
    const g = ctx.g;
    g.phase = 'world-event';
    g.step = 'vote';
    const we = g.worldEvents;
    // Last round's event leaves play when the next one is drawn (it stays face up for the whole round before).
    if (we.current !== null) {
      if (!we.discard.includes(we.current) && !we.removed.includes(we.current)) we.discard.push(we.current);
      we.current = null;
    }
    we.passed = null;
    const eventId = we.deck.pop();
    if (eventId === undefined) {
      ctx.log('we-deck-exhausted', [], { round: g.round });
      ctx.push({ t: 'game/end', reason: 'deck-exhausted' });
      return;
    }
    we.current = eventId;
    // A card of the face-down deck is now seen by everyone: earlier choices become final (the undo barrier).
    ctx.reveal();
    if (ctx.logs('we-draw')) ctx.log('we-draw', [g.firstPlayer], { round: g.round, eventId, left: we.deck.length });
    g.vote = { eventId, played: {}, revealed: false, sign: {}, influence: {}, booker: null, total: null };
    const order = turnOrderFrom(g, g.firstPlayer);
    // Pushed one by one: the same tasks in the same order, without spread lists.
    for (const player of order) ctx.push({ t: 'we/vote-cards', player });
    ctx.push({ t: 'we/reveal' });
    for (const player of order) ctx.push({ t: 'we/vote-sign', player });
    ctx.push({ t: 'we/booker-vote' });
    ctx.push({ t: 'we/count' });
    ctx.push({ t: 'we/first-player' });
    ctx.push({ t: 'we/discard-votes' });
    ctx.push({ t: 'we/elizabeth' });
    ctx.push({ t: 'we/booker' });
  },

  /** A player plays any number of action cards face down (none is fine). */
  'we/vote-cards'(ctx: C, task: Task) {
    const g = ctx.g;
    const player = task.player as string;
    const v = vote(g);
    const hand = g.players[player]!.hand;
    if (!ctx.answer) {
      if (hand.length === 0) {
        v.played[player] = [];
        return;
      }
      const ev = worldEvent(ctx.rules, v.eventId);
      const options = hand.map((cardId) => voteOption(ctx.rules, cardId, cardValue(g, ctx.rules, cardId, 'influence', ctx)));
      const voteType = voteTypeFor(ev, factionOf(g, player));
      return ctx.ask({
        player,
        kind: 'vote-cards',
        prompt: votePrompt(ev, voteType),
        options,
        min: 0,
        max: options.length,
        data: { eventId: ev.id, voteType },
      });
    }
    const cards = ctx.answer.ids.slice();
    // Nothing played: the hand stays as it is (the same cards in the same order as a filtered copy).
    if (cards.length > 0) g.players[player]!.hand = hand.filter((c) => !cards.includes(c));
    v.played[player] = cards;
    if (ctx.logs('we-vote-played')) ctx.log('we-vote-played', [player], { eventId: v.eventId, count: cards.length });
    if (cards.length > 0 && ctx.logs('we-vote-played-cards')) ctx.log('we-vote-played-cards', [player], { eventId: v.eventId, cards }, { to: [player] });
  },

  /** All players reveal; influence is counted now, with upgrades (and whatever switches them off). */
  'we/reveal'(ctx: C) {
    const g = ctx.g;
    const v = vote(g);
    const ev = worldEvent(ctx.rules, v.eventId);
    ctx.reveal();
    v.revealed = true;
    // Only the log wants copies.
    const played: Record<string, string[]> | null = ctx.logs('we-reveal') ? {} : null;
    const influence: Record<string, number> | null = played !== null ? {} : null;
    for (const p of turnOrderFrom(g, g.firstPlayer)) {
      const cards = v.played[p] ?? [];
      v.played[p] = cards;
      let n = 0;
      for (const c of cards) n += cardValue(g, ctx.rules, c, 'influence', ctx);
      v.influence[p] = n;
      if (played !== null && influence !== null) {
        played[p] = cards.slice();
        influence[p] = n;
      }
      const type = voteTypeFor(ev, factionOf(g, p));
      if (type !== '?') v.sign[p] = type === '+' ? 1 : -1;
    }
    if (played !== null) ctx.log('we-reveal', [], { eventId: v.eventId, played, influence });
  },

  /** Counts one player's vote; a `?` faction's player who played cards chooses add or subtract first. */
  'we/vote-sign'(ctx: C, task: Task) {
    const g = ctx.g;
    const player = task.player as string;
    const v = vote(g);
    const cards = v.played[player] ?? [];
    if (cards.length === 0) return; // RULINGS: nothing played, nothing to sign
    const ev = worldEvent(ctx.rules, v.eventId);
    const type = voteTypeFor(ev, factionOf(g, player));
    const influence = v.influence[player] ?? 0;
    if (type === '?') {
      if (!ctx.answer) {
        return ctx.ask({
          player,
          kind: 'vote-sign',
          prompt: `"${ev.name}": does your influence of ${influence} add to or subtract from the vote?`,
          options: signOptions(influence),
          data: { eventId: ev.id, influence },
        });
      }
      v.sign[player] = ctx.answer.id === 'subtract' ? -1 : 1;
    }
    const sign = v.sign[player]!;
    if (ctx.logs('we-vote-counted')) ctx.log('we-vote-counted', [player], { voteType: type, sign, influence, votes: sign * influence });
  },

  /** Booker rolls and votes the way the faction with the fewest victory points voted; not at all when they are tied. */
  'we/booker-vote'(ctx: C) {
    const g = ctx.g;
    const v = vote(g);
    const vp = victoryPointsByFaction(g, ctx.rules);
    const faction = trailingFaction(vp);
    if (faction === null) {
      if (ctx.logs('we-booker-abstains')) ctx.log('we-booker-abstains', [], { reason: 'tied', faction: null, victoryPoints: vp });
      return;
    }
    const dir = factionVoteDirection(g, faction);
    if (dir.sign === null) {
      if (ctx.logs('we-booker-abstains')) {
        ctx.log('we-booker-abstains', [], { reason: dir.reason === 'did-not-vote' ? 'faction-did-not-vote' : 'faction-split-evenly', faction, victoryPoints: vp });
      }
      return;
    }
    const roll = rollNumbers(ctx, ctx.rules.pieces.booker.voteDieId, 1)[0]!;
    v.booker = { roll, sign: dir.sign };
    if (ctx.logs('we-booker-vote')) ctx.log('we-booker-vote', [], { roll, sign: dir.sign, votes: roll * dir.sign, faction, victoryPoints: vp });
  },

  /** The total decides: at `votePassesAt` or more the event passes and resolves at once. */
  'we/count'(ctx: C) {
    const g = ctx.g;
    const v = vote(g);
    const total = voteTotal(g);
    const passesAt = ctx.rules.pack.rules.votePassesAt;
    const passes = total >= passesAt;
    v.total = total;
    g.worldEvents.passed = passes;
    if (ctx.logs('we-vote-result')) ctx.log('we-vote-result', [], { eventId: v.eventId, total, passes, passesAt });
    if (passes) ctx.push({ t: 'we/event-effect', eventId: v.eventId });
  },

  /** A passed event's effect; "this round:" blocks in it last until the round ends. */
  'we/event-effect'(ctx: C, task: Task) {
    const eventId = task.eventId as string;
    ctx.log('we-event-resolves', [ctx.g.firstPlayer], { eventId });
    ctx.runEffect(keptEffectKey(ctx.rules, 'worldEvents', eventId), { owner: ctx.g.firstPlayer, scope: 'round', env: { event: eventId } });
  },

  /** The player who played the most influence takes the first player token; tied players roll off. */
  'we/first-player'(ctx: C) {
    const g = ctx.g;
    const v = vote(g);
    const previous = g.firstPlayer;
    const order = turnOrderFrom(g, previous);
    let most = 0;
    for (const p of order) most = Math.max(most, v.influence[p] ?? 0);
    let winner: PlayerId;
    let reason: 'most-influence' | 'roll-off' | 'nobody-played';
    if (most === 0) {
      winner = previous;
      reason = 'nobody-played';
    } else {
      let tied = order.filter((p) => (v.influence[p] ?? 0) === most);
      reason = tied.length > 1 ? 'roll-off' : 'most-influence';
      for (let round = 1; tied.length > 1; round++) {
        if (round > MAX_ROLL_OFF_ROUNDS) {
          tied = [tied[0]!];
          break;
        }
        const rolls: Record<string, number> = {};
        for (const p of tied) rolls[p] = rollNumbers(ctx, rollOffDie(ctx.rules), 1)[0]!;
        const high = Math.max(...tied.map((p) => rolls[p]!));
        tied = tied.filter((p) => rolls[p] === high);
        ctx.log('we-roll-off', Object.keys(rolls), { round, rolls, stillTied: tied.length > 1 ? tied : [] });
      }
      winner = tied[0]!;
    }
    const changed = winner !== previous;
    g.firstPlayer = winner;
    if (ctx.logs('we-first-player')) ctx.log('we-first-player', [winner], { player: winner, previous, influence: v.influence[winner] ?? 0, changed, reason });
    if (changed) {
      // "Become First Player" earns an upgrade; keeping the token is not becoming it (RULINGS).
      ctx.push({ t: 'upgrade/earn', player: winner, reason: 'first-player' });
      ctx.emit({ e: BECAME_FIRST_PLAYER, player: winner, previous });
    }
  },

  /** Every card played into the vote goes to its owner's discard pile; the vote is over. */
  'we/discard-votes'(ctx: C) {
    const g = ctx.g;
    const v = vote(g);
    // Only the log wants copies.
    const cards: Record<string, string[]> | null = ctx.logs('we-votes-discarded') ? {} : null;
    for (const p of turnOrderFrom(g, g.firstPlayer)) {
      const played = v.played[p] ?? [];
      if (played.length === 0) continue;
      const discard = g.players[p]!.discard;
      for (const c of played) discard.push(c);
      if (cards !== null) cards[p] = played.slice();
    }
    g.vote = null;
    if (cards !== null) ctx.log('we-votes-discarded', Object.keys(cards), { cards });
  },
};

/** The one faction with the fewest victory points; null when several share the fewest. */
function trailingFaction(vp: Record<FactionId, number>): FactionId | null {
  let least = Infinity;
  let faction: FactionId | null = null;
  for (const f in vp) {
    const n = vp[f]!;
    if (n < least) {
      least = n;
      faction = f;
    } else if (n === least) faction = null;
  }
  return faction;
}

function cardLabel(rules: Ruleset, cardId: string): string {
  return rulesIndex(rules).card[cardId]?.name ?? cardId;
}

/** The `?` sign options for a card of this influence. */
function signOptions(influence: number): Option[] {
  return [
    { id: 'add', label: `Add ${influence} (help it pass)` },
    { id: 'subtract', label: `Subtract ${influence} (help it fail)` },
  ];
}

function votePrompt(ev: WorldEvent, voteType: VoteType): string {
  return `Vote on "${ev.name}" (${voteType}): play any number of action cards face down`;
}
