/**
 * Board queries: what is built where, who owns what, the solid lines, a
 * district's defense, a player's largest connected group and districts.
 * Pure reads of `g` and the Ruleset.
 */
import type { BgRules, FortificationKind } from './rules.ts';
import { plotSpace } from './rules.ts';
import type { BgG, Piece, PlayerId } from './state.ts';

export const FORTIFICATIONS: readonly FortificationKind[] = ['watchtower', 'keep', 'gate'];

export function isFortification(p: Piece): boolean {
  return p.kind === 'watchtower' || p.kind === 'keep' || p.kind === 'gate';
}

/** Whether a piece gives its owner a benefit, scores and counts as theirs (a damaged Building no longer does). */
export function ownedBy(p: Piece | undefined, player: PlayerId): boolean {
  return p !== undefined && p.owner === player;
}

/** The district of a plot number. */
export function districtOfPlot(rules: BgRules, plot: number): string {
  return rules.plotDistrict[plot] ?? '';
}

/** Building spaces (plots with a tile) in a district, in plot order. */
export function buildingsIn(g: BgG, rules: BgRules, district: string): string[] {
  const out: string[] = [];
  for (const n of rules.districtById[district]?.plots ?? []) {
    const s = plotSpace(n);
    if (g.board[s]?.kind === 'building') out.push(s);
  }
  return out;
}

/** Spaces (in board order) holding a piece of `player` that matches `kind` (any when null). */
export function spacesOf(g: BgG, rules: BgRules, player: PlayerId, kind: Piece['kind'] | 'fortification' | null = null): string[] {
  const out: string[] = [];
  for (const s of rules.spaceOrder) {
    const p = g.board[s];
    if (!p || p.owner !== player) continue;
    if (kind === null || p.kind === kind || (kind === 'fortification' && isFortification(p))) out.push(s);
  }
  return out;
}

/** Defense each player gives a district (their Watchtowers and Keeps in it), and the total. */
export function defenseOf(g: BgG, rules: BgRules, district: string): { total: number; by: Record<PlayerId, number> } {
  const by: Record<PlayerId, number> = {};
  let total = 0;
  const spaces = rules.defenders[district] ?? [];
  for (let i = 0; i < spaces.length; i++) {
    const s = spaces[i]!;
    const p = g.board[s];
    if (!p || p.owner === null) continue;
    const d = rules.defense[rules.spaces[s]!.kind as 'watchtower' | 'keep'];
    by[p.owner] = (by[p.owner] ?? 0) + d;
    total += d;
  }
  return { total, by };
}

/** The player's pieces that score and connect: undamaged Buildings, fortifications, HQ tiles and taken-over HQ spaces. */
function scoringPiece(p: Piece | undefined, player: PlayerId): boolean {
  return p !== undefined && p.owner === player;
}

/** Size of the player's largest group of pieces joined by solid lines. */
export function largestGroup(g: BgG, rules: BgRules, player: PlayerId): number {
  const seen = new Set<string>();
  let best = 0;
  for (const start of rules.spaceOrder) {
    if (seen.has(start) || !scoringPiece(g.board[start], player)) continue;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const s = stack.pop()!;
      size++;
      for (const n of rules.neighbours[s]!) {
        if (!seen.has(n) && scoringPiece(g.board[n], player)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    if (size > best) best = size;
  }
  return best;
}

/** Districts holding at least one of the player's (undamaged) Buildings or HQs. */
export function districtsWithBuildingsOrHq(g: BgG, rules: BgRules, player: PlayerId): string[] {
  const out: string[] = [];
  for (const d of rules.districts) {
    let has = g.board[`hq-${d.id}`]?.owner === player;
    for (let i = 0; !has && i < d.plots.length; i++) has = g.board[plotSpace(d.plots[i]!)]?.owner === player;
    if (has) out.push(d.id);
  }
  return out;
}

/** Empty spaces of a kind (HQ spaces with nothing on them, Watchtower and Keep spaces without a figure). */
export function emptySpaces(g: BgG, rules: BgRules, kind: 'hq' | 'watchtower' | 'keep' | 'gate'): string[] {
  const out: string[] = [];
  const all = rules.spacesOfKind[kind];
  for (let i = 0; i < all.length; i++) if (g.board[all[i]!] === undefined) out.push(all[i]!);
  return out;
}

/** Whether any space of a kind is empty (without listing them). */
export function anyEmptySpace(g: BgG, rules: BgRules, kind: 'hq' | 'watchtower' | 'keep' | 'gate'): boolean {
  const all = rules.spacesOfKind[kind];
  for (let i = 0; i < all.length; i++) if (g.board[all[i]!] === undefined) return true;
  return false;
}

/** Fortifications (figures with a cube) a player has on the board. */
export function fortificationCount(g: BgG, player: PlayerId): number {
  let n = 0;
  for (const s in g.board) {
    const p = g.board[s]!;
    if (p.owner === player && isFortification(p)) n++;
  }
  return n;
}
