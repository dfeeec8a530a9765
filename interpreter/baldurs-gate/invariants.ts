/**
 * What must hold in every position of a game: every component is somewhere,
 * once. Building cards (deck, display, discards, hands, portfolios), Agendas,
 * Gate cards, Plot Tokens (bag, Attack Tracks, the face-down token) and cubes
 * (supply, faction tracks, pieces on the board) add up; an available or
 * built plot's token is on its district's track; nothing is negative. Returns
 * what is wrong (empty when all holds): for tests and the property suite.
 */
import type { BgRules } from './rules.ts';
import { plotSpace } from './rules.ts';
import type { BgG } from './state.ts';

export function invariantProblems(g: BgG, rules: BgRules, players: readonly string[]): string[] {
  const out: string[] = [];
  const cards = [...g.deck, ...g.display, ...g.discard, ...players.flatMap((p) => [...g.hand[p]!, ...g.portfolio[p]!])];
  if (cards.length !== rules.cardOrder.length || new Set(cards).size !== cards.length) out.push(`Building cards: ${cards.length} placed, ${new Set(cards).size} distinct, ${rules.cardOrder.length} in the pack`);
  const agendas = [...g.agendaDeck, ...players.flatMap((p) => g.agendas[p]!)];
  if (new Set(agendas).size !== agendas.length || agendas.length > rules.agendaOrder.length) out.push(`Agendas: ${agendas.length} placed`);
  const gates = [...g.gateStack, ...players.flatMap((p) => g.gateCards[p]!)];
  if (gates.length !== rules.gateOrder.length || new Set(gates).size !== gates.length) out.push(`Gate cards: ${gates.length} placed`);
  if (g.phase !== 'setup') {
    const tokens = [...g.bag, ...Object.values(g.tracks).flat(), ...(g.finalToken !== null ? [g.finalToken] : []), ...(g.revealed !== null ? [g.revealed] : [])];
    if (tokens.length !== rules.plotDistrict.length - 1 || new Set(tokens).size !== tokens.length) out.push(`Plot Tokens: ${tokens.length} placed, ${new Set(tokens).size} distinct`);
    for (const [d, t] of Object.entries(g.tracks)) {
      if (t.length > 4) out.push(`${d}'s Attack Track has ${t.length} tokens`);
      for (const n of t) if (rules.plotDistrict[n] !== d) out.push(`token ${n} on ${d}'s track`);
    }
    for (const n of [...g.available, ...g.prohibited]) {
      if (!g.tracks[rules.plotDistrict[n]!]!.includes(n)) out.push(`plot ${n} is available or prohibited but its token is not on its track`);
      if (g.board[plotSpace(n)]) out.push(`plot ${n} is available or prohibited and built on`);
    }
  }
  for (const p of players) {
    let cubes = g.cubes[p]! + rules.tracks.length;
    for (const s in g.board) {
      const piece = g.board[s]!;
      if (piece.owner === p && !(piece.kind === 'hq' && piece.what !== '')) cubes++;
    }
    if (cubes !== rules.cubes) out.push(`${p}'s cubes add up to ${cubes}, not ${rules.cubes}`);
    const r = g.res[p]!;
    for (const [k, v] of Object.entries(r)) if (v < 0) out.push(`${p}'s ${k} is ${v}`);
    g.influence[p]!.forEach((v, i) => {
      if (v < 0 || v > rules.tracks[i]!.spaces.length) out.push(`${p}'s Influence with ${rules.tracks[i]!.id} is ${v}`);
    });
  }
  return out;
}
