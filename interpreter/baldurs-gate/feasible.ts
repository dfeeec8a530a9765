/**
 * Whether an effect can be carried out now, so that a deal or an Income
 * benefit is offered only when it does something: `build a keep` needs an
 * empty Keep space and a cube, `take 1 building card from the building
 * display` a card in the display, `retrieve my worker` a worker on the board.
 * What each effect needs is read once per engine from its checked AST.
 */
import type { Clause, Phrase, Program, Statement } from '../effect-ir/index.ts';
import { anyEmptySpace } from './board.ts';
import type { BgRules, Cost } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';

export type Need = 'build-hand' | 'build-display' | 'watchtower' | 'keep' | 'gate' | 'hq-space' | 'worker-out' | 'display-card' | 'gate-deal';

/** What each effect key needs (none: always possible). */
export type NeedTable = Record<string, Need[]>;

/** The needs of a program's own statements (not those under `may`, `if` or a timing window: those are optional). */
export function needsOf(program: Program): Need[] {
  const out: Need[] = [];
  for (const s of program.body) collect(s, out);
  return out;
}

function collect(s: Statement, out: Need[]): void {
  if (s.kind !== 'clause') return;
  const need = clauseNeed(s);
  if (need !== null && !out.includes(need)) out.push(need);
}

function nounId(x: unknown): string | undefined {
  return (x as Phrase | undefined)?.id;
}

function clauseNeed(c: Clause): Need | null {
  const b = c;
  switch (b.id) {
    case 'verb.build': {
      const what = nounId(b.slots.what);
      if (what === 'noun.watchtower') return 'watchtower';
      if (what === 'noun.keep') return 'keep';
      if (what === 'noun.gate') return 'gate';
      return nounId(b.slots.from) === 'noun.building-display' ? 'build-display' : 'build-hand';
    }
    case 'verb.take':
      return 'display-card';
    case 'verb.retrieve':
      return 'worker-out';
    case 'verb.place':
      return 'hq-space';
    case 'verb.make-deal':
      return 'gate-deal';
    default:
      return null;
  }
}

export function canPay(g: BgG, p: PlayerId, cost: Cost): boolean {
  const r = g.res[p]!;
  return (
    r.gold >= (cost.gold ?? 0) &&
    r.supplies >= (cost.supplies ?? 0) &&
    r.favor >= (cost.favor ?? 0) &&
    r.prestige >= (cost.prestige ?? 0) &&
    r.reserveTokens >= (cost.reserveTokens ?? 0)
  );
}

export function pay(g: BgG, p: PlayerId, cost: Cost): void {
  const r = g.res[p]!;
  r.gold -= cost.gold ?? 0;
  r.supplies -= cost.supplies ?? 0;
  r.favor -= cost.favor ?? 0;
  r.prestige -= cost.prestige ?? 0;
  r.reserveTokens -= cost.reserveTokens ?? 0;
}

function workerOut(ws: readonly (string | null)[]): boolean {
  for (let i = 0; i < ws.length; i++) if (ws[i] !== null) return true;
  return false;
}

/** Whether a Gate's free deal can be made by `p` once the Income cost is paid (a damaged district's location needs 1 Favor more). */
export function gateDealPossible(g: BgG, rules: BgRules, p: PlayerId, gate: string, favorLeft: number): boolean {
  if (favorLeft >= 1) return true;
  const ds = rules.gates[gate]!.districts;
  return !g.damaged.includes(ds[0]) || !g.damaged.includes(ds[1]);
}

/**
 * Whether every need holds for `p`. `favorLeft`: the Favor `p` will have once
 * the deal or benefit is paid for (a gate's deal may need one more).
 */
export function possible(g: BgG, rules: BgRules, p: PlayerId, needs: readonly Need[], favorLeft: number, gate: string | null = null): boolean {
  for (const n of needs) {
    switch (n) {
      case 'build-hand':
        if (g.hand[p]!.length === 0 || g.available.length === 0 || g.cubes[p]! < 1) return false;
        break;
      case 'build-display':
        if (g.display.length === 0 || g.available.length === 0 || g.cubes[p]! < 1) return false;
        break;
      case 'watchtower':
      case 'keep':
        if (g.cubes[p]! < 1 || !anyEmptySpace(g, rules, n)) return false;
        break;
      case 'gate':
        if (g.cubes[p]! < 1 || g.gateStack.length === 0) return false;
        break;
      case 'hq-space':
        if (g.cubes[p]! < 1 || !anyEmptySpace(g, rules, 'hq')) return false;
        break;
      case 'worker-out':
        if (!workerOut(g.workers[p]!)) return false;
        break;
      case 'display-card':
        if (g.display.length === 0) return false;
        break;
      case 'gate-deal':
        if (gate === null || !gateDealPossible(g, rules, p, gate, favorLeft)) return false;
        break;
    }
  }
  return true;
}
