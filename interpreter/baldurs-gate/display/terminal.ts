/**
 * The terminal's reference for a person playing Builders of Baldur's Gate
 * (the module's `display.terminal`): the board's connections (solid lines),
 * a card by name with its text, a player's sheet, the turn summary of the
 * rulebook, and what the picture's marks mean. Built from the seat's view.
 */
import type { Json } from '../../core/index.ts';
import type { TerminalHooks } from '../../game/index.ts';
import type { BgRules } from '../rules.ts';
import { tableModel, type ViewG } from './pictures.ts';

function viewParts(view: Json): { g: ViewG; players: string[] } {
  const v = view as unknown as { g?: ViewG; players?: string[] };
  const g = v.g !== undefined && Array.isArray(v.players) ? v.g : (view as unknown as ViewG);
  return { g, players: Array.isArray(v.players) ? v.players : Object.keys(g.res) };
}

function title(word: string): string {
  return word === '' ? word : word[0]!.toUpperCase() + word.slice(1);
}

/** A space as the rulebook names it: "Plot 24 (The Steeps)", "Watchtower (The Steeps / Manorborn)". */
function spaceName(rules: BgRules, id: string): string {
  const s = rules.spaces[id];
  if (!s) return id;
  if (s.kind === 'plot') return rules.plotLabels[s.plot] ?? `Plot ${s.plot}`;
  const districts = s.districts.map((d) => rules.districtById[d]?.name ?? d).join(' / ');
  if (s.kind === 'gate') return `${rules.gateOrder.map((g) => rules.gates[g]!).find((g) => g.space === id)?.name ?? 'Gate'} (${districts})`;
  return `${s.kind === 'hq' ? 'HQ' : title(s.kind.replaceAll('-', ' '))} (${districts})`;
}

function map(_view: Json, rules: BgRules): string[] {
  const out = ['The board: each space and the spaces joined to it by a solid line (a new building earns its connections\' owners their benefit).'];
  for (const id of rules.spaceOrder) out.push(`  ${spaceName(rules, id)}: ${(rules.neighbours[id] ?? []).map((n) => spaceName(rules, n)).join(', ') || 'nothing'}`);
  return out;
}

function matches(name: string, text: string): boolean {
  const a = name.toLowerCase();
  const b = text.trim().toLowerCase();
  return a === b || a.startsWith(b);
}

function card(text: string, _view: Json, rules: BgRules): string[] | null {
  const out: string[] = [];
  const effect = (key: string | null) => (key === null ? '' : (rules.effects[key] ?? '').trim().replace(/\s+/g, ' '));
  for (const id of rules.cardOrder.filter((c) => matches(rules.cards[c]!.name, text))) {
    const c = rules.cards[id]!;
    out.push(`${c.name} (building card, ${rules.buildingTypes[c.type]?.name ?? c.type}, costs ${c.cost} gold)`);
    if (c.whenBuilt) out.push(`  When built: ${effect(c.whenBuilt)}`);
    if (c.income) out.push(`  Income: ${c.income.text}`);
  }
  for (const id of rules.agendaOrder.filter((a) => matches(rules.agendas[a]!.name, text))) out.push(`${rules.agendas[id]!.name} (agenda): ${effect(rules.agendas[id]!.score)}`);
  for (const id of rules.hqOrder.filter((h) => matches(rules.hqCards[h]!.name, text))) {
    const h = rules.hqCards[id]!;
    out.push(`${h.name} (HQ card, ${rules.districtById[h.district]?.name ?? h.district})`);
    for (const [side, s] of [['basic', h.basic], ['advanced', h.advanced]] as const) out.push(`  ${title(side)}: ${effect(s.income)}; then ${s.choose === 'one' ? 'one of' : 'each of'}: ${s.options.map((o) => o.text).join(' | ')}`);
  }
  for (const id of rules.gateOrder.filter((g) => matches(rules.gates[g]!.name, text))) {
    const g = rules.gates[id]!;
    out.push(`${g.name} (gate between ${g.districts.map((d) => rules.districtById[d]?.name ?? d).join(' and ')}): ${g.prestigePerBuilding} Prestige a building`);
  }
  for (const id of rules.locationOrder.filter((l) => matches(rules.locations[l]!.name, text))) {
    const l = rules.locations[id]!;
    out.push(`${l.name} (special location, ${rules.districtById[l.district]?.name ?? l.district}): ${l.deals.map((d) => `${d.cost === 0 ? 'free' : `${d.cost} favor`}: ${d.text}`).join(' | ')}`);
  }
  return out.length > 0 ? out : null;
}

function sheet(player: string, view: Json, rules: BgRules, playerName: (id: string) => string): string[] {
  const { g, players } = viewParts(view);
  const side = tableModel(g, rules, players).sides.find((s) => s.id === player);
  if (!side) return [`${playerName(player)} has no sheet in this game.`];
  return [side.label, ...side.rows.map((r) => `  ${r.label}: ${r.value}`)];
}

const TURN = [
  'Your turn: 1 of 3 actions (rulebook, turn summary): Build | Send a Worker | Collect Income.',
  'Build: pay the Gold cost of a Building Card in your hand, place its tile on a plot with an Available Plot Marker and a cube on it; owners of Buildings or Fortifications joined to it by a solid line earn their benefit; its "when built" effect; then a Plot Token goes to an Attack Track (this may trigger an Attack).',
  'Send a Worker: place your Worker on a Special Location and you may make 1 of its deals, spending Favor (1 more at a damaged one, and no free deal there).',
  'Collect Income: gain the resources at the top of your HQ Card, then, in any order, each card\'s Income benefit in your portfolio (paying its cost).',
  'An Attack: the 4th Plot Marker of a district; defense (its Watchtowers and Keeps) at least the attack strength defends it (defenders score Prestige), else its Special Location and the buildings of those who did not defend are damaged.',
];

function rulesNow(view: Json, _rules: BgRules): string[] {
  const { g } = viewParts(view);
  const phase = (g as unknown as { phase?: string }).phase;
  if (phase === 'last-turns') return ['The last Plot Token is drawn: the current player finishes the turn, then every player takes 1 last turn; then the final attack and final scoring.', ...TURN];
  if (phase === 'final-attack') return ['The final attack: the Plot Token placed at the end of the Attack Strength Track names the district attacked; it is resolved as any attack, then final scoring.'];
  return TURN;
}

const KEY = [
  'Attack Track N/4: Plot Markers placed in the district; the 4th brings an Attack.',
  '"available": a plot with an Available Plot Marker (you may build there); "prohibited": out of play at this player count.',
  'A Watchtower (N): the Prestige printed on its space. "(damaged)": an attacked and undefended building or Special Location.',
];

export const baldursGateTerminal: TerminalHooks<BgRules> = { map, card, sheet, rules: rulesNow, key: KEY };
