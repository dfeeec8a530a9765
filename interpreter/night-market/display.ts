/**
 * Night Market's pictures for the tools (game/hooks.ts `DisplayHooks`): the
 * editor's board (the stalls in a row, the lanterns hung at each, who leads
 * it) and players tab, the terminal's text, the seat colours, and which
 * stall an option is about. All from a player's view (`engine.view`):
 * other hands and the deck are only counts there.
 */
import type { Json } from '../core/index.ts';
import type { BoardPicture, DisplayHooks, TablePicture, TerminalHooks } from '../game/index.ts';
import { controllerOf, lanternOf } from './market.ts';
import type { MarketG, MarketRules } from './types.ts';

/** The game data of a view: hands and the deck may be `{ hidden: n }`. */
type ViewG = Omit<MarketG, 'hands' | 'deck'> & { hands: Record<string, string[] | { hidden: number }>; deck: string[] | { hidden: number } };

/** Each hook gets the whole view (`engine.view(state, player)`); the game data is its `g`. */
const gOf = (view: Json): ViewG => (view as unknown as { g: ViewG }).g;

const COLOURS: Record<string, string> = { amber: '#d4962a', jade: '#2e9d6a', violet: '#8a5cc2' };

const count = (x: string[] | { hidden: number }) => (Array.isArray(x) ? x.length : x.hidden);

function board(view: Json, rules: MarketRules): BoardPicture {
  const g = gOf(view);
  const nodes = rules.stalls.map((s) => {
    const stall = g.stalls[s.id]!;
    return {
      id: s.id,
      label: `${s.name} (${s.points})`,
      marks: stall.closed ? ['closed'] : [],
      owner: controllerOf(g as unknown as MarketG, rules, s.id),
      pieces: stall.lanterns.map((l) => ({ label: `${lanternOf(rules, l.card).name} ${lanternOf(rules, l.card).value}`, owner: l.by })),
    };
  });
  // The stalls stand in a row, each beside the next.
  const edges = rules.stalls.slice(1).map((s, i) => ({ from: rules.stalls[i]!.id, to: s.id }));
  return { groups: [{ id: 'market', label: 'The market', nodes: rules.stalls.map((s) => s.id) }], nodes, edges };
}

function table(view: Json, rules: MarketRules): TablePicture {
  const g = gOf(view);
  const sides = Object.keys(g.coins).map((p) => {
    const hand = g.hands[p]!;
    const hung = Object.values(g.stalls).reduce((n, s) => n + s.lanterns.filter((l) => l.by === p).reduce((v, l) => v + lanternOf(rules, l.card).value, 0), 0);
    return {
      id: p,
      label: rules.seats.find((s) => s.id === p)?.name ?? p,
      rows: [
        { label: 'coins', value: String(g.coins[p] ?? 0) },
        { label: 'hand', value: Array.isArray(hand) ? hand.map((c) => lanternOf(rules, c).name).join(', ') || 'empty' : `${hand.hidden} face down` },
        { label: 'light hung', value: String(hung) },
      ],
    };
  });
  return { sides, shared: [{ label: 'deck', value: `${count(g.deck)} face down` }, { label: 'round', value: String(g.round) }] };
}

function text(view: Json, rules: MarketRules, playerName: (p: string) => string): { table: string[]; board: string[] } {
  const t = table(view, rules);
  const b = board(view, rules);
  return {
    table: [
      ...t.sides.map((s) => `${playerName(s.id)}: ${s.rows.map((r) => `${r.label} ${r.value}`).join('; ')}`),
      (t.shared ?? []).map((r) => `${r.label} ${r.value}`).join('; '),
    ],
    board: b.nodes.map((n) => {
      const lanterns = n.pieces!.map((p) => `${p.label} (${playerName(p.owner!)})`).join(', ') || 'no lanterns';
      const lead = n.owner ? `, led by ${playerName(n.owner)}` : '';
      return `${n.label}${n.marks!.length ? ' [closed]' : ''}: ${lanterns}${lead}`;
    }),
  };
}

const matches = (name: string, text: string) => name.toLowerCase().startsWith(text.trim().toLowerCase());

/** The terminal's reference (a fixture game: no rulebook to quote, so no rules summary). */
const terminal: TerminalHooks<MarketRules> = {
  map: (_view, rules) => ['The market: its stalls in a row, each beside the next, with the points its leader scores.', ...rules.stalls.map((s, i) => `  ${i + 1}. ${s.name} (${s.points} points)`)],
  card: (name, _view, rules) => {
    const out = [
      ...rules.lanterns.filter((l) => matches(l.name, name)).map((l) => `${l.name} (lantern, value ${l.value}, ${l.count} in the deck)${l.text ? `: ${l.text}` : ''}`),
      ...rules.goals.filter((g) => matches(g.name, name)).map((g) => `${g.name} (goal, ${g.points} points at the end for a player who meets it): ${g.condition}`),
    ];
    return out.length > 0 ? out : null;
  },
  sheet: (player, view, rules, playerName) => {
    const side = table(view, rules).sides.find((x) => x.id === player);
    return side ? [playerName(player), ...side.rows.map((r) => `  ${r.label}: ${r.value}`)] : [`${playerName(player)} has no sheet in this game.`];
  },
  key: ['Stall (N): the points its leader scores; "led by": the one player with the most lantern value hung there (nobody on a tie); [closed]: no more lanterns.'],
};

export const nightMarketDisplay: DisplayHooks<MarketRules> = {
  terminal,
  board,
  table,
  text,
  stage: (view) => `round ${String(gOf(view).round)}`,
  // `<card>@<stall>`: the stall the lantern would be hung at.
  optionNodes: (option) => (option.id.includes('@') ? [option.id.slice(option.id.indexOf('@') + 1)] : []),
  colour: (player) => COLOURS[player],
};
