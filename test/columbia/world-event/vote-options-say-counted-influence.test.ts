/**
 * A vote card option says the influence the card counts now: a card whose
 * influence went up with an upgrade (or down while upgrades have no effect)
 * is offered with its number now. Checked in seeded random games: the
 * influence the options of the cards a player played say adds up to the
 * influence the reveal counts for that player.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { engine as columbiaEngine, seatIds } from '../harness.ts';

/** The number in "<card> (influence N)". */
function labelInfluence(label: string): number {
  const m = /\(influence (-?\d+)\)$/.exec(label);
  if (m === null) throw new Error(`no influence in the vote option "${label}"`);
  return Number(m[1]);
}

describe('vote card options', () => {
  const engine = columbiaEngine();
  const only = { only: new Set(['we-reveal']) };

  for (const players of [2, 4] as const) {
    it(`the influence a vote option says is what the reveal counts (${players} players)`, () => {
      let compared = 0;
      let upgraded = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const bot = randomBot(`we-vote-${seed}`);
        let { state } = engine.start({ seed: `we-vote-${seed}`, players: seatIds(players) }, { log: false });
        // Per player, what the options of the cards he played said, this round.
        let said: Record<string, number> = {};
        while (state.over === null && state.decision !== null) {
          const d = state.decision;
          const choice = bot.choose(engine, state);
          if (d.kind === 'vote-cards') {
            const ids = new Set(choice.ids);
            let sum = 0;
            for (const o of d.options) if (ids.has(o.id)) sum += labelInfluence(o.label);
            said[d.player] = sum;
            const g = state.g as ColumbiaG;
            if (Object.values(g.factions).some((f) => Object.values(f.upgrades).some((u) => u.influence > 0))) upgraded++;
          }
          const r = engine.apply(state, choice, { log: only });
          if (!r.ok) throw new Error(r.reason);
          for (const e of r.log) {
            if (e.kind !== 'we-reveal') continue;
            const counted = e.values.influence as Record<string, number>;
            for (const [p, n] of Object.entries(said)) {
              expect(counted[p], `seed ${seed}, ${p}`).toBe(n);
              compared++;
            }
            said = {};
          }
          state = r.state;
        }
      }
      expect(compared).toBeGreaterThan(50);
      // The games reach influence upgrades, so a stale option would show.
      expect(upgraded).toBeGreaterThan(0);
    });
  }
});
