/**
 * The terminal's picture of a position for a human seat: each district with
 * its plots, HQ, Keep and Watchtowers, its Special Location and worker, its
 * Attack Track; the Gates; then the shared things and each player's row.
 */
import type { BgRules } from '../rules.ts';
import { plotSpace } from '../rules.ts';
import type { Piece } from '../state.ts';
import { tableModel, type ViewG } from './pictures.ts';

function who(rules: BgRules, p: string | null): string {
  return p === null ? 'nobody' : rules.colours.find((c) => c.id === p)?.name ?? p;
}

function pieceText(rules: BgRules, p: Piece | undefined): string {
  if (!p) return '-';
  if (p.kind === 'building') return p.damaged ? `${rules.cards[p.card]?.name ?? p.what} (damaged, built by ${who(rules, p.builder)})` : `${who(rules, p.owner)} ${rules.cards[p.card]?.name ?? p.what}`;
  return who(rules, p.owner);
}

/** The terminal's picture: the table (shared things, then each player's row) and the board (district by district). */
export function boardText(g: ViewG, rules: BgRules, players: readonly string[]): { table: string[]; board: string[] } {
  const out: string[] = [];
  for (const d of rules.districts) {
    const loc = rules.locations[d.location];
    const workers = Object.entries(g.workers)
      .filter(([, ws]) => ws.includes(d.location))
      .map(([p]) => who(rules, p));
    out.push(
      `${d.name} (${d.city === 'upper' ? 'Upper' : 'Lower'} City) - Attack Track ${g.tracks[d.id]?.length ?? 0}/4` +
        ` - ${loc?.name ?? ''}${g.damaged.includes(d.id) ? ' (damaged)' : ''}${workers.length ? `: worker of ${workers.join(', ')}` : ''}`,
    );
    const plots = d.plots.map((n) => {
      const s = plotSpace(n);
      const status = g.board[s] ? pieceText(rules, g.board[s]) : g.available.includes(n) ? 'available' : g.prohibited.includes(n) ? 'prohibited' : '-';
      return `${n}: ${status}`;
    });
    out.push(`  plots  ${plots.join(' | ')}`);
    const towers = rules.spaceOrder
      .filter((s) => rules.spaces[s]!.kind === 'watchtower' && rules.spaces[s]!.districts.includes(d.id))
      .map((s) => `${s}${rules.spaces[s]!.prestige ? ` (${rules.spaces[s]!.prestige})` : ''}: ${pieceText(rules, g.board[s])}`);
    out.push(`  HQ: ${pieceText(rules, g.board[`hq-${d.id}`])} | Keep: ${pieceText(rules, g.board[`keep-${d.id}`])} | Watchtowers: ${towers.join(', ') || '-'}`);
  }
  const gates = rules.gateOrder.map((id) => {
    const gate = rules.gates[id]!;
    return `${gate.name} (${gate.districts.map((x) => rules.districtById[x]!.name).join('-')}): ${pieceText(rules, g.board[gate.space])}`;
  });
  out.push(`Gates: ${gates.join('; ')}`);
  const table = tableModel(g, rules, players);
  const rows: string[] = [];
  for (const row of table.shared) rows.push(`${row.label}: ${row.value}`);
  for (const side of table.sides) rows.push(`${side.label}: ${side.rows.map((r) => `${r.label} ${r.value}`).join('; ')}`);
  return { table: rows, board: out };
}
