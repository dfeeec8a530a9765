/**
 * Faction tracks (page 10): each Influence gained moves your cube one space
 * up a track, and you gain the reward of every space you pass or land on.
 * Influence past the last space is lost (RULINGS). At the end you may score
 * one Agenda for each track on which you have at least 4 Influence.
 */
import type { Ctx, Task } from '../core/index.ts';
import type { BgRules } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';

type C = Ctx<BgG, BgRules>;

/** The index of a track by id. */
export function trackIndex(rules: BgRules, track: string): number {
  return rules.tracks.findIndex((t) => t.id === track);
}

/** How many tracks a player has reached the Agenda threshold on. */
export function tracksAtThreshold(g: BgG, rules: BgRules, p: PlayerId): number {
  return g.influence[p]!.filter((n) => n >= rules.agendaThreshold).length;
}

export const factionTasks: Record<string, (ctx: C, task: Task) => void> = {
  influence(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const i = trackIndex(rules, task.track as string);
    if (i < 0) return;
    const track = rules.tracks[i]!;
    const from = g.influence[p]![i]!;
    const to = Math.min(track.spaces.length, from + (task.n as number));
    g.influence[p]![i] = to;
    if (ctx.logs('influence')) ctx.log('influence', [p], { track: track.id, from, to, lost: from + (task.n as number) - to });
    // The reward of each space passed or landed on, in order.
    for (let s = from + 1; s <= to; s++) ctx.runEffect(track.spaces[s - 1]!, { owner: p, env: { source: 'track' } });
  },
};
