/**
 * The expectations the editor's "Save as scenario" writes for a Columbia
 * position: each player's Silver Eagles, each faction's victory points (by
 * name) and where Booker is: the plainest facts of the position, which pass
 * when the scenario is run and which the designer narrows to the rule.
 */
import { stringify } from 'yaml';
import type { GameState } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG } from '../state.ts';
import { victoryPointsByFaction } from '../victory-points.ts';

/** A YAML scalar on one line (quoted only when it must be). */
const scalar = (v: string | number | boolean | null) => stringify(v, { lineWidth: 0 }).trimEnd();

export function snapshotExpect(state: GameState<ColumbiaG>, rules: Ruleset): string[] {
  const g = state.g;
  const lines = ['eagles:'];
  for (const p of state.players) lines.push(`  ${scalar(p)}: ${g.players[p]?.eagles ?? 0}`);
  let vp: Record<string, number> = {};
  try {
    vp = victoryPointsByFaction(g, rules);
  } catch {
    vp = {};
  }
  const factions = rules.pack.factions.filter((f) => f.id in vp);
  if (factions.length > 0) {
    lines.push('victoryPoints:');
    for (const f of factions) lines.push(`  ${scalar(f.name)}: ${vp[f.id]}`);
  }
  const booker = g.booker === null ? 'nowhere' : (rules.board.locations.find((l) => l.id === g.booker)?.name ?? g.booker);
  lines.push(`booker: ${scalar(booker)}`);
  return lines;
}
