/**
 * Victory: territory victory tokens follow control immediately; victory cards
 * are claimed during your own turn when their condition holds; a faction with
 * 10+ VP during one of its players' turns wins; a player with no units and no
 * structures on the board loses for his faction at once; the world event deck
 * running out ends the game with a hollow victory for the most VP.
 *
 * Victory card conditions are effect-language programs; whether one holds is
 * the effect runtime's to say, through `ColumbiaHooks.victoryConditions`
 * (game.ts wires the effects files' evaluator in). Without one, no card can
 * be claimed.
 *
 * Tasks: `victory/update`, `victory/claim { player, card? }`, `game/end { reason, winner? }`.
 */
import type { Ctx, Task, TaskHandler } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { boardOf, type Board } from './board.ts';
import { factionOf, opposingFaction } from './players.ts';
import { rulesIndex, territoryTable } from './rules-index.ts';
import { cardPoints, victoryPointsByFaction } from './victory-points.ts';
import type { ColumbiaHooks } from './hooks.ts';
import type { ColumbiaG, EndReason, FactionId, GameResult, PlayerId } from './state.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/**
 * Put and take victory tokens so `g.territoryHolders` matches control now.
 * Returns the changes (for tests and logs).
 */
export function updateTerritoryTokens(ctx: C, holders: readonly (FactionId | null)[] = territoryHoldersNow(ctx)): { placed: string[]; removed: string[] } {
  const changes = { placed: [] as string[], removed: [] as string[] };
  followHolders(ctx, holders, changes);
  return changes;
}

/** `updateTerritoryTokens`, noting its changes in `changes` if given (the update after every step needs none: no lists made). */
function followHolders(ctx: C, holders: readonly (FactionId | null)[], changes: { placed: string[]; removed: string[] } | null): void {
  const g = ctx.g;
  const territories = ctx.rules.board.territories;
  const before = tokensLaid(g.territoryHolders, territoryTable(ctx.rules).number, territories.length);
  for (let i = 0; i < territories.length; i++) {
    const t = territories[i]!;
    const now = holders[i] ?? null;
    const was = before[i]!;
    if (now === was) continue;
    if (was !== null) {
      g.territoryHolders = withoutToken(g.territoryHolders, t.id);
      changes?.removed.push(t.id);
      ctx.log('territory-lost', [], { territory: t.id, faction: was, points: t.victoryPoints });
    }
    if (now !== null) {
      g.territoryHolders[t.id] = now;
      changes?.placed.push(t.id);
      ctx.log('territory-taken', [], { territory: t.id, faction: now, points: t.victoryPoints });
    }
  }
}

/**
 * The token on each of `count` territories, by number (null: none), read by
 * walking the tokens laid: asking the record for a territory without one
 * misses it and searches its prototypes too, the slowest of reads.
 */
function tokensLaid(tokens: Record<string, FactionId>, numbers: Record<string, number | undefined>, count: number): (FactionId | null)[] {
  const out: (FactionId | null)[] = [];
  for (let t = 0; t < count; t++) out.push(null);
  for (const id in tokens) {
    const t = numbers[id];
    if (t !== undefined) out[t] = tokens[id] ?? null;
  }
  return out;
}

/**
 * The tokens of `tokens` but the one on `territory`, in their order: a new
 * record, where a `delete` would turn the record into a hash table, whose
 * walk (`tokensFollow`, at every update) measured 6-15x slower (no cached
 * list of keys).
 */
function withoutToken(tokens: Record<string, FactionId>, territory: string): Record<string, FactionId> {
  const out: Record<string, FactionId> = {};
  for (const id in tokens) if (id !== territory) out[id] = tokens[id]!;
  return out;
}

/** Who holds each territory of the Ruleset now (in its order): what the victory tokens must follow. */
function territoryHoldersNow(ctx: C): readonly (FactionId | null)[] {
  return boardOf(ctx).territoryHolders();
}

/**
 * The faction's victory points: its territories read from the holders the
 * tokens now follow (a list in the Ruleset's order, where the tokens' record
 * is keyed by id), and its claimed cards.
 */
function pointsNow(ctx: C, holders: readonly (FactionId | null)[], f: FactionId): number {
  const territories = ctx.rules.board.territories;
  let n = 0;
  for (let i = 0; i < territories.length; i++) if (holders[i] === f) n += territories[i]!.victoryPoints;
  return n + cardPoints(ctx.g, ctx.rules, f);
}

/**
 * Victory tokens follow control, and a player eliminated loses for his
 * faction: false when that ends the game (`game/end` pushed).
 */
function followControl(ctx: C, holders: readonly (FactionId | null)[]): boolean {
  const g = ctx.g;
  if (!tokensFollow(g.territoryHolders, holders, territoryTable(ctx.rules).number)) followHolders(ctx, holders, null);
  const board = boardOf(ctx);
  if (!board.anyEliminated()) return true;
  const out = eliminatedPlayers(board);
  const losers = new Set(out.map((p) => factionOf(g, p)));
  // Both factions losing a player at the same moment: nobody wins (RULINGS "double elimination").
  const winner = losers.size === 1 ? opposingFaction(g, [...losers][0]!) : null;
  for (const p of out) ctx.log('player-eliminated', [p], { faction: factionOf(g, p) });
  ctx.push({ t: 'game/end', reason: 'eliminated', winner });
  return false;
}

/**
 * Whether the tokens lie exactly as `holders` (a list of every territory's
 * holder, in the Ruleset's order) say: then `followHolders` has nothing to
 * do. Walks the tokens laid (few, and a fast walk) rather than asking the
 * record for every territory: asking for a territory without a token (most
 * of them) misses the record and searches its prototypes too. A token that
 * is no territory's, or null, is left to `followHolders`.
 */
function tokensFollow(tokens: Record<string, FactionId>, holders: readonly (FactionId | null)[], numbers: Record<string, number | undefined>): boolean {
  let laid = 0;
  for (const id in tokens) {
    const t = numbers[id];
    const f = tokens[id];
    if (t === undefined || f == null || holders[t] !== f) return false;
    laid++;
  }
  let held = 0;
  for (let t = 0; t < holders.length; t++) if (holders[t] != null) held++;
  return laid === held;
}

/** Players with no units and no structures on the board. */
export function eliminatedPlayers(board: Board): PlayerId[] {
  return board.g.turnOrder.filter((p) => board.isEliminated(p));
}

/** The result of a game ending now. */
export function gameResult(g: ColumbiaG, rules: Ruleset, reason: EndReason, winner: FactionId | null): GameResult {
  return { winner, reason, round: g.round, victoryPoints: victoryPointsByFaction(g, rules) };
}

/** The hollow victory's winner: most VP; a tie is a draw (null; RULINGS "hollow victory tie"). */
export function hollowWinner(g: ColumbiaG, rules: Ruleset): FactionId | null {
  const vp = victoryPointsByFaction(g, rules);
  let best: FactionId | null = null;
  let bestVp = -Infinity;
  let tie = false;
  for (const f of Object.keys(vp)) {
    if (vp[f]! > bestVp) {
      best = f;
      bestVp = vp[f]!;
      tie = false;
    } else if (vp[f] === bestVp) tie = true;
  }
  return tie ? null : best;
}

/** The hooks the claims read: the condition of one card. */
export type ClaimHooks = Pick<ColumbiaHooks, 'victoryConditions'>;

/** The victory cards in play whose condition `player` meets now. */
export function claimableCards(ctx: C, hooks: ClaimHooks, player: PlayerId): readonly string[] {
  const check = hooks.victoryConditions;
  return check === null ? [] : check(ctx, ctx.g.victoryCards.inPlay, player);
}

/** Event emitted when a player claims a victory card (the registry's timing "when I claim a victory card"). */
export const CLAIMED_CARD_EVENT = 'timing.claim-card';

/**
 * Claim `card` for `player`: it scores for his faction for good; the 10-VP
 * check comes first, so a claim that wins ends the game at once (RULINGS "A
 * winning claim ends the game"); else the claim's "when I claim" effects
 * and the upgrade it earns, and the check again after them.
 */
function claim(ctx: C, player: PlayerId, card: string, offerMore: boolean): void {
  const g = ctx.g;
  const f = factionOf(g, player);
  g.victoryCards.inPlay.splice(g.victoryCards.inPlay.indexOf(card), 1);
  g.victoryCards.claimed.push({ id: card, by: player, factionId: f });
  ctx.log('victory-card-claimed', [player], { card, points: rulesIndex(ctx.rules).victoryCard[card]?.points ?? 0 });
  ctx.push({ t: 'victory/update' });
  ctx.emit({ e: CLAIMED_CARD_EVENT, player, card });
  ctx.push({ t: 'upgrade/earn', player, reason: 'claim' }, { t: 'victory/update' });
  if (offerMore) ctx.push({ t: 'victory/claim', player });
}

export function makeVictoryTasks(hooks: ClaimHooks): Record<string, H> {
  return {
    /**
     * After anything that may change control: victory tokens follow control,
     * an eliminated player's faction loses, and the active player's faction
     * wins with enough points.
     */
    'victory/update'(ctx: C) {
      const g = ctx.g;
      if (g.result !== null) return;
      const holders = territoryHoldersNow(ctx);
      if (!followControl(ctx, holders)) return;
      const active = g.activePlayer;
      if (active === null) return;
      const f = factionOf(g, active);
      if (pointsNow(ctx, holders, f) >= ctx.rules.pack.rules.victoryPointsToWin) {
        ctx.push({ t: 'game/end', reason: 'victory-points', winner: f });
      }
    },

    /**
     * During his turn a player may claim any victory cards in play whose
     * condition he meets. With `card`: claim that one (turn.ts offers claims
     * beside its own options); without: offer them one at a time.
     */
    'victory/claim'(ctx: C, task: Task) {
      const g = ctx.g;
      const player = task.player as string;
      if (g.result !== null || g.activePlayer !== player) return;
      const claimable = claimableCards(ctx, hooks, player);
      if (typeof task.card === 'string') {
        if (claimable.includes(task.card)) claim(ctx, player, task.card, false);
        return;
      }
      if (claimable.length === 0) return;
      if (!ctx.answer) {
        const ix = rulesIndex(ctx.rules);
        return ctx.ask({
          player,
          kind: 'claim-victory-card',
          prompt: 'Claim a victory card whose condition you meet?',
          options: [
            ...claimable.map((id) => ({ id, label: `${ix.victoryCard[id]?.name ?? id} (${ix.victoryCard[id]?.points ?? 0} VP)` })),
            { id: 'done', label: 'Claim nothing now' },
          ],
        });
      }
      const card = ctx.answer.id;
      if (card === null || card === 'done' || !claimable.includes(card)) return;
      claim(ctx, player, card, true);
    },

    'game/end'(ctx: C, task: Task) {
      const g = ctx.g;
      if (g.result !== null) return;
      const reason = task.reason as EndReason;
      const winner = reason === 'deck-exhausted' ? hollowWinner(g, ctx.rules) : ((task.winner as FactionId | null | undefined) ?? null);
      const result = gameResult(g, ctx.rules, reason, winner);
      g.result = result;
      g.phase = 'over';
      g.activePlayer = null;
      ctx.log('game-over', [], { winner, reason, round: g.round, victoryPoints: result.victoryPoints });
      ctx.end(result as unknown as Parameters<C['end']>[0]);
    },
  };
}

/** Without an effect runtime: no condition holds, so nothing is claimable. */
export const tasks: Record<string, H> = makeVictoryTasks({ victoryConditions: null });
