/**
 * Display models of a position as one player may see it (a redacted view's
 * `g`): the city as a board (districts as groups of spaces, the solid lines
 * as edges, pieces with their owners, damaged buildings, workers on Special
 * Locations, attack tracks and the strength marker) and the players' table
 * (resources, Prestige, faction tracks, hand and agenda counts, portfolios).
 * Plain data in the shapes the editor and the terminal draw.
 */
import { plotSpace } from '../rules.ts';
import type { BgRules } from '../rules.ts';
import type { BgG, Piece } from '../state.ts';

/** A view's `g`: hands, agendas, decks and the bag of others may be `{ hidden: n }`. */
export type ViewG = Omit<BgG, 'hand' | 'agendas' | 'deck' | 'agendaDeck' | 'bag' | 'finalToken' | 'agendaValues'> & {
  hand: Record<string, string[] | { hidden: number }>;
  agendas: Record<string, string[] | { hidden: number }>;
  deck: { hidden: number };
  agendaDeck: { hidden: number };
  bag: { hidden: number };
  finalToken: { hidden: number } | null;
};

export interface BoardNode {
  id: string;
  label: string;
  /** `plot`, `hq`, `keep`, `watchtower`, `gate`, `location`, plus `available`, `prohibited`, `damaged`, `empty`. */
  marks: string[];
  owner: string | null;
  pieces: { label: string; owner: string | null; kind?: 'figure' | 'name' }[];
  at: [number, number];
}

export interface BoardModel {
  /** Districts: `track` is the district's attack track (attacks taken of 4). */
  groups: { id: string; label: string; nodes: string[]; owner: null; marks: string[]; track: { filled: number; of: number; title: string } }[];
  nodes: BoardNode[];
  edges: { from: string; to: string; kind: string }[];
  /** The Attack Strength Track: each space's strength, where the marker is (space index), the face-down token's place. */
  attack: { spaces: number[]; marker: number; finalToken: 'face down' | number | null };
  /** The same track as drawn on the board: each space's strength, the marker's space (null: past the last). */
  tracks: { id: string; label: string; spaces: string[]; at: number | null; note?: string }[];
  /** What the board's marks mean, under it. */
  legend: string[];
}

export interface TableModel {
  sides: { id: string; label: string; rows: { label: string; value: string }[] }[];
  shared: { label: string; value: string }[];
}

/** What the city's marks mean (the editor shows it under the board). */
const LEGEND: readonly string[] = [
  "■■□□ a district's attack track (attacks taken)",
  'hatched: damaged',
  'a frame in a colour: that player owns it',
];

/** Spaces of a district's attack track (the printed board's four). */
const DISTRICT_TRACK = 4;

function count(x: readonly string[] | { hidden: number }): number {
  return Array.isArray(x) ? x.length : (x as { hidden: number }).hidden;
}

function pieceLabel(rules: BgRules, p: Piece): string {
  if (p.kind === 'building') return `${rules.cards[p.card]?.name ?? p.what}${p.damaged ? ' (damaged)' : ''}`;
  if (p.kind === 'hq') return p.what ? 'HQ' : 'HQ (taken over)';
  if (p.kind === 'gate') return rules.gates[p.what]?.name ?? 'Gate';
  return p.kind === 'keep' ? 'Keep' : 'Watchtower';
}

export function boardModel(g: ViewG, rules: BgRules): BoardModel {
  const nodes: BoardNode[] = [];
  for (const id of rules.spaceOrder) {
    const s = rules.spaces[id]!;
    const piece = g.board[id];
    const marks: string[] = [s.kind];
    if (s.kind === 'plot' && g.available.includes(s.plot)) marks.push('available');
    if (s.kind === 'plot' && g.prohibited.includes(s.plot)) marks.push('prohibited');
    if (piece?.damaged) marks.push('damaged');
    if (!piece) marks.push('empty');
    const label = s.kind === 'plot' ? String(s.plot) : s.kind === 'hq' ? 'HQ' : s.kind === 'keep' ? 'Keep' : s.kind === 'gate' ? 'Gate' : `Watchtower${s.prestige ? ` (${s.prestige})` : ''}`;
    nodes.push({
      id,
      label,
      marks,
      owner: piece?.owner ?? null,
      pieces: piece ? [{ label: pieceLabel(rules, piece), owner: piece.owner ?? (piece.damaged ? null : piece.builder) }] : [],
      at: s.at,
    });
  }
  for (const l of rules.locationOrder) {
    const loc = rules.locations[l]!;
    const workers = Object.entries(g.workers).flatMap(([p, ws]) => ws.filter((w) => w === l).map(() => ({ label: 'worker', owner: p, kind: 'figure' as const })));
    nodes.push({ id: l, label: loc.name, marks: ['location', ...(g.damaged.includes(loc.district) ? ['damaged'] : [])], owner: null, pieces: workers, at: loc.at });
  }
  const groups = rules.districts.map((d) => ({
    id: d.id,
    label: d.name,
    track: { filled: g.tracks[d.id]?.length ?? 0, of: DISTRICT_TRACK, title: `${d.name}: ${g.tracks[d.id]?.length ?? 0} of ${DISTRICT_TRACK} attack spaces taken` },
    nodes: [...d.plots.map(plotSpace), `hq-${d.id}`, `keep-${d.id}`, d.location, ...rules.spaceOrder.filter((s) => rules.spaces[s]!.kind === 'watchtower' && rules.spaces[s]!.districts[0] === d.id)],
    owner: null,
    marks: g.damaged.includes(d.id) ? ['damaged'] : [],
  }));
  const edges: BoardModel['edges'] = [];
  for (const a of rules.spaceOrder) for (const b of rules.neighbours[a]!) if (a < b) edges.push({ from: a, to: b, kind: 'solid' });
  const finalToken = g.finalToken !== null ? 'face down' : g.revealed;
  const past = g.attackAt >= rules.attackStrength.length;
  const note = [past ? 'marker past the last space' : '', finalToken === null ? '' : `face-down token: ${finalToken}`].filter((t) => t !== '').join('; ');
  const tracks = [{ id: 'attack-strength', label: 'Attack strength', spaces: rules.attackStrength.map(String), at: past ? null : g.attackAt, ...(note ? { note } : {}) }];
  return { groups, nodes, edges, attack: { spaces: rules.attackStrength.slice(), marker: g.attackAt, finalToken }, tracks, legend: LEGEND.slice() };
}

export function tableModel(g: ViewG, rules: BgRules, players: readonly string[]): TableModel {
  const name = (p: string): string => rules.colours.find((c) => c.id === p)?.name ?? p;
  const sides = players.map((p) => {
    const r = g.res[p]!;
    const hand = g.hand[p]!;
    const rows = [
      { label: 'Prestige', value: String(r.prestige) },
      { label: 'Gold', value: String(r.gold) },
      { label: 'Supplies', value: String(r.supplies) },
      { label: 'Favor', value: String(r.favor) },
      ...rules.tracks.map((t, i) => ({ label: t.name, value: String(g.influence[p]![i]) })),
      { label: 'HQ', value: rules.hqCards[g.hq[p]!]?.name ?? '' },
      { label: 'Hand', value: Array.isArray(hand) ? hand.map((c) => rules.cards[c]?.name ?? c).join(', ') || '(none)' : `${count(hand)} cards` },
      { label: 'Agendas', value: Array.isArray(g.agendas[p]) ? (g.agendas[p] as string[]).map((a) => rules.agendas[a]?.name ?? a).join(', ') || '(none)' : `${count(g.agendas[p]!)} agendas` },
      { label: 'Portfolio', value: [...g.portfolio[p]!.map((c) => rules.cards[c]?.name ?? c), ...g.gateCards[p]!.map((x) => rules.gates[x]?.name ?? x)].join(', ') || '(none)' },
      { label: 'Worker', value: g.workers[p]!.map((w) => (w === null ? 'home' : rules.locations[w]?.name ?? w)).join(', ') },
      { label: 'Cubes', value: String(g.cubes[p]) },
    ];
    if (r.reserveTokens > 0) rows.push({ label: 'Reserve Tokens', value: String(r.reserveTokens) });
    return { id: p, label: name(p), rows };
  });
  const shared = [
    // The marker moves on after every attack, the last one included, so it can stand past the track's end.
    { label: 'Attack strength', value: `${rules.attackStrength[Math.min(g.attackAt, rules.attackStrength.length - 1)]} (${g.attackAt < rules.attackStrength.length ? `space ${g.attackAt + 1} of ${rules.attackStrength.length}` : 'past the last space'})` },
    { label: 'Plot Tokens in the bag', value: String(g.bag.hidden) },
    { label: 'Face-down token', value: g.finalToken !== null ? 'face down' : g.revealed === null ? '-' : `${g.revealed}` },
    { label: 'Building Display', value: g.display.map((c) => rules.cards[c]?.name ?? c).join(', ') },
    { label: 'Building deck', value: `${g.deck.hidden} cards (${g.discard.length} discarded)` },
    { label: 'Gate cards', value: g.gateStack.map((x) => rules.gates[x]?.name ?? x).join(', ') || '(none)' },
  ];
  return { sides, shared };
}
