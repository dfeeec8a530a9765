/**
 * Hidden information: no player's view (nor the spectator's) ever shows
 * another player's Building cards or Agendas, a deck's order, the bag's
 * contents or the face-down token; the log a player sees names no card of
 * another player's hand that the player did not see taken from the face-up
 * Display.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, visibleLog, type LogEntry } from '../../interpreter/core/index.ts';
import type { BgG } from '../../interpreter/baldurs-gate/index.ts';
import { COLOURS, engineFor, packRules } from './helpers.ts';

const rules = packRules();

function quoted(ids: readonly string[]): string[] {
  return ids.map((id) => `"${id}"`);
}

describe('views hide what they must', () => {
  for (const [n, advanced] of [[2, false], [3, true], [4, false]] as const) {
    it(`${n} players${advanced ? ', advanced setup' : ''}: every view at every decision`, () => {
      const engine = engineFor(rules, advanced);
      const players = COLOURS.slice(0, n);
      let { state, log } = engine.start({ seed: `view-${n}`, players });
      const all: LogEntry[] = [...log];
      const bot = randomBot(n);
      let checked = 0;
      const shown = new Set<string>();
      const seenBy = new Map(players.map((p) => [p, [] as string[]]));
      const renderedUpTo = new Map(players.map((p) => [p, 0]));
      while (state.over === null) {
        const g = state.g as BgG;
        for (const c of g.display) shown.add(c);
        for (const viewer of [...players, null]) {
          const view = engine.view(state, viewer);
          const text = JSON.stringify(view.g);
          const secret: string[] = [...quoted(g.deck), ...quoted(g.agendaDeck)];
          for (const p of players) if (p !== viewer) secret.push(...quoted(g.hand[p]!), ...quoted(g.agendas[p]!));
          // One assertion over the list (it names every secret shown), not one per secret.
          expect(secret.filter((s) => text.includes(s)), `${viewer ?? 'spectator'} sees`).toEqual([]);
          const vg = view.g as unknown as BgG;
          expect(vg.finalToken === null || (vg.finalToken as unknown as { hidden: number }).hidden === 1).toBe(true);
          expect(vg.bag).toEqual({ hidden: g.bag.length });
          if (viewer !== null) {
            const lines = seenBy.get(viewer)!;
            lines.push(...visibleLog(all.slice(renderedUpTo.get(viewer)!), viewer).map((e) => engine.render(e)));
            renderedUpTo.set(viewer, all.length);
            const seen = lines.join('\n');
            const named: string[] = [];
            for (const p of players) {
              if (p === viewer) continue;
              for (const c of g.hand[p]!) if (!shown.has(c) && seen.includes(rules.cards[c]!.name)) named.push(`${c} in ${p}'s hand`);
            }
            expect(named, `${viewer}'s log names`).toEqual([]);
          }
        }
        checked++;
        const r = engine.apply(state, bot.choose(engine, state));
        if (!r.ok) throw new Error(r.reason);
        state = r.state;
        all.push(...r.log);
      }
      expect(checked).toBeGreaterThan(50);
      // The face-down token is seen once the final attack has revealed it.
      const last = engine.view(state, players[0]!).g as unknown as BgG;
      expect(typeof last.revealed).toBe('number');
    });
  }
});
