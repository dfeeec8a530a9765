/**
 * Fortifications (page 12). A Watchtower: an empty circular space, the
 * Prestige printed on it, a cube, the connection benefits. A Keep: an empty
 * hexagonal space, a cube, the benefits. A Gate: a Gate card of your choice
 * into your portfolio, its figure and a cube on the oval space between the
 * two districts it names, the benefits, then its Prestige for every Building
 * in those two districts, whoever built it, damaged ones too (RULINGS).
 */
import type { Ctx, Task } from '../core/index.ts';
import { buildingsIn, emptySpaces } from './board.ts';
import type { BgRules, FortificationKind } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';
import { addPrestige } from './state.ts';

type C = Ctx<BgG, BgRules>;

function spaceLabel(rules: BgRules, space: string): string {
  const s = rules.spaces[space]!;
  const where = s.districts.map((d) => rules.districtById[d]!.name).join(' / ');
  return `${where}${s.prestige > 0 ? ` (${s.prestige} Prestige)` : ''}`;
}

/** Buildings (tiles, damaged ones too; not HQs or fortifications) in a Gate's two districts. */
export function gateBuildings(g: BgG, rules: BgRules, gate: string): number {
  let n = 0;
  for (const d of rules.gates[gate]!.districts) n += buildingsIn(g, rules, d).length;
  return n;
}

export const fortifyTasks: Record<string, (ctx: C, task: Task) => void> = {
  fortify(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const kind = task.kind as FortificationKind;
    if (g.cubes[p]! < 1) return;
    if (kind === 'gate') {
      if (g.gateStack.length === 0) return;
      if (!ctx.answer) {
        return ctx.ask({
          player: p,
          kind: 'gate',
          prompt: 'Choose a Gate card',
          options: g.gateStack.map((id) => {
            const gate = rules.gates[id]!;
            return { id, label: `${gate.name} (${gate.districts.map((d) => rules.districtById[d]!.name).join(' and ')})` };
          }),
        });
      }
      const id = ctx.answer.id!;
      g.gateStack.splice(g.gateStack.indexOf(id), 1);
      g.gateCards[p]!.push(id);
      const space = rules.gates[id]!.space;
      g.board[space] = { kind: 'gate', owner: p, builder: p, what: id, card: '', damaged: false };
      g.cubes[p]!--;
      if (ctx.logs('fortify')) ctx.log('fortify', [p], { kind, space, gate: id, prestige: 0 });
      ctx.push({ t: 'benefits', p, space });
      ctx.push({ t: 'gate/prestige', p, gate: id });
      ctx.emit({ e: 'fortified', player: p, space });
      return;
    }
    const free = emptySpaces(g, rules, kind);
    if (free.length === 0) return;
    if (!ctx.answer) {
      return ctx.ask({
        player: p,
        kind,
        prompt: `Choose an empty ${kind === 'keep' ? 'Keep' : 'Watchtower'} space`,
        options: free.map((s) => ({ id: s, label: spaceLabel(rules, s) })),
      });
    }
    const space = ctx.answer.id!;
    g.board[space] = { kind, owner: p, builder: p, what: kind, card: '', damaged: false };
    g.cubes[p]!--;
    const prestige = rules.spaces[space]!.prestige;
    addPrestige(g, p, prestige, 'fortification');
    if (ctx.logs('fortify')) ctx.log('fortify', [p], { kind, space, gate: '', prestige });
    ctx.push({ t: 'benefits', p, space });
    ctx.emit({ e: 'fortified', player: p, space });
  },

  'gate/prestige'(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const gate = task.gate as string;
    const buildings = gateBuildings(g, rules, gate);
    const each = rules.gates[gate]!.prestigePerBuilding;
    addPrestige(g, p, buildings * each, 'gate');
    if (ctx.logs('gate-prestige')) ctx.log('gate-prestige', [p], { gate, buildings, each, prestige: buildings * each });
  },
};
