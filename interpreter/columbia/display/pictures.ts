/**
 * Columbia's pictures for the editor (game/hooks.ts `DisplayHooks`): the
 * board (territories, locations with their pieces by colour, tokens, Booker
 * and Elizabeth, borders and Sky-Line routes) and the table (the world event
 * and its vote, victory cards, victory points and the timeline; each
 * player's leader, eagles, hand and piles; each faction's upgrades), both
 * from one viewer's view through board-model.ts and table-model.ts, so a
 * hidden hand or a face-down token cannot be shown by mistake.
 */
import type { Json, Decision, Option } from '../../core/index.ts';
import type { BoardNode, BoardPicture, BoardPiece, CardPicture, TableBlock, TablePicture, TableSide } from '../../game/index.ts';
import type { Ruleset } from '../content/types.ts';
import { asViewG, boardView, locationsOfOption, structureOrder, type LocationView, type PieceGroup } from './board-model.ts';
import { tableModel, type CardChip, type RemovedPile } from './table-model.ts';

const STRUCTURE_LETTER: Record<string, string> = { stronghold: 'S', turret: 'T', alarm: 'A' };

/** The game data of the whole view (`engine.view(state, viewer)`). */
const gOf = (view: Json) => asViewG((view as { g: Json }).g);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function pieces(groups: readonly PieceGroup[]): BoardPiece[] {
  const out: BoardPiece[] = [];
  for (const g of groups) {
    // One colour to a line: the commons' disc, the structures, then the named figures.
    out.push({ kind: 'count', label: 'commons', owner: g.owner, look: g.colourId, count: g.commons, title: plural(g.commons, 'common unit'), ids: g.commonIds.slice() });
    for (const kind of structureOrder()) {
      const n = g.structures[kind] ?? 0;
      if (n > 0) out.push({ kind: 'block', label: STRUCTURE_LETTER[kind] ?? kind[0]!.toUpperCase(), owner: g.owner, look: g.colourId, count: n, title: plural(n, kind) });
    }
    g.figures.forEach((f, i) => out.push({ kind: 'figure', label: f, owner: g.owner, look: g.colourId, ids: g.figureIds[i] !== undefined ? [g.figureIds[i]!] : [] }));
  }
  return out;
}

function node(l: LocationView): BoardNode {
  const badges: BoardNode['badges'] = [];
  if (l.token) {
    badges.push(
      l.token.faceUp
        ? { kind: 'token-up', text: String(l.token.combat), sub: `$${l.token.eagles}`, title: `Territory token, face up: combat ${l.token.combat}, ${l.token.eagles} eagles` }
        : { kind: 'token-down', text: '?', title: 'Territory token, face down' },
    );
  }
  if (l.booker) badges.push({ kind: 'booker', text: 'B', title: 'Booker' });
  if (l.elizabeth) badges.push({ kind: 'elizabeth', text: 'E', title: 'Elizabeth' });
  return { id: l.id, label: l.name, number: l.number, marks: l.destroyed ? ['destroyed'] : [], owner: l.controller, pieces: pieces(l.groups), badges };
}

export function columbiaBoard(view: Json, rules: Ruleset): BoardPicture {
  const v = boardView(gOf(view), rules);
  const factionName = (id: string) => rules.pack.factions.find((f) => f.id === id)?.name ?? id;
  return {
    groups: v.territories.map((t) => ({
      id: t.id,
      label: `${t.letter} ${t.name} · ${t.victoryPoints} VP`,
      nodes: v.locations.filter((l) => l.territoryId === t.id).map((l) => l.id),
      owner: t.holder,
      ...(t.holder !== null ? { note: `held: ${factionName(t.holder)}` } : {}),
    })),
    nodes: v.locations.map(node),
    edges: v.borders.map(([from, to]) => ({ from, to })),
    routes: v.skyLines.map((s) => ({ id: s.id, label: s.name, nodes: s.spaces })),
    legend: ['?: territory token', 'B: Booker', 'E: Elizabeth', 'S T A: stronghold, turret, alarm'],
    offBoard: [...(v.locations.some((l) => l.booker) ? [] : ['Booker']), ...(v.locations.some((l) => l.elizabeth) ? [] : ['Elizabeth'])],
  };
}

function card(c: CardChip): CardPicture {
  return {
    id: c.id,
    name: c.name,
    values: [
      { label: 'combat', value: c.combat },
      { label: 'influence', value: c.influence },
      { label: 'eagles', value: c.eagles },
    ],
    tags: c.locked ? ['locked'] : [],
    title: `${c.name}: combat ${c.combat}, influence ${c.influence}, eagles ${c.eagles}${c.abilityName ? ` — ${c.abilityName}${c.locked ? ' (locked)' : ''}` : ''}`,
  };
}

/** `removed: Name, 2 unseen` for cards out of the game (names only of those removed face up); '' when none. */
function removedText(r: RemovedPile): string {
  const parts = [...r.seen, ...(r.unseen > 0 ? [`${r.unseen} unseen`] : [])];
  return parts.length > 0 ? ` · removed: ${parts.join(', ')}` : '';
}

export function columbiaTable(view: Json, rules: Ruleset, playerName: (id: string) => string = (id) => id): TablePicture {
  const m = tableModel(gOf(view), rules, playerName);
  const name = (id: string) => m.players.find((p) => p.id === id)?.name ?? id;
  const blocks: TableBlock[] = [];
  const event: TableBlock = { id: 'world-event', title: 'World event', note: `${plural(m.eventsLeft, 'card')} left`, lines: [] };
  if (m.event) {
    const state = m.event.passed === true ? 'passed' : m.event.passed === false ? 'failed' : 'voting';
    event.lines.push({ text: '', strong: m.event.name, pills: [state, ...(m.event.aggressive ? ['aggressive'] : [])] });
    event.lines.push({ text: `Vote: ${m.event.vote} · Booker to ${m.event.booker}${m.event.elizabeth ? ' · Elizabeth' : ''}`, muted: true });
    event.lines.push({ text: m.event.text });
  } else event.lines.push({ text: 'None drawn yet.', muted: true });
  if (m.vote) {
    for (const [p, v] of Object.entries(m.vote.played)) event.lines.push({ text: `${name(p)}: ${typeof v === 'number' ? `${plural(v, 'card')} face down` : v.length ? v.join(', ') : 'nothing'}`, player: p });
    if (m.vote.total !== null) event.lines.push({ text: `total ${m.vote.total}` });
  }
  blocks.push(event);
  blocks.push({
    id: 'victory-cards',
    title: 'Victory cards',
    note: `${plural(m.victoryDeckLeft, 'card')} left${removedText(m.victoryRemoved)}`,
    lines: m.victoryInPlay.length === 0 ? [{ text: 'None in play.', muted: true }] : m.victoryInPlay.map((v) => ({ badge: String(v.points), strong: v.name, text: v.text, title: v.text })),
  });
  const points: TableBlock = {
    id: 'victory-points',
    title: 'Victory points',
    lines: m.factions.map((f) => ({ player: f.id, strong: `${f.name} ${f.victoryPoints} VP`, text: [...f.territories, ...f.claimed.map((c) => `${c.name} (${c.points})`)].join(', ') })),
  };
  if (m.timeline) points.lines.push({ strong: 'Timeline:', text: `${m.timeline.name}, step ${m.timeline.step} of ${m.timeline.steps}${m.timeline.next ? ` — next: ${m.timeline.next}` : ''}` });
  blocks.push(points);

  const sides: TableSide[] = m.players.map((p) => ({
    id: p.id,
    label: p.name,
    player: p.id,
    pills: [...(m.firstPlayer === p.id ? ['first player'] : []), ...(m.activePlayer === p.id ? ['their turn'] : [])],
    rows: [{ label: 'Silver Eagles', value: `$${p.eagles}` }, ...(p.leader ? [{ label: 'Leader', value: `${p.leader.name} — ${p.leader.abilityName}` }] : [])],
    cards: { label: 'Hand', cards: Array.isArray(p.hand) ? p.hand.map(card) : p.hand },
    note: `Deck ${p.deck} · discard ${p.discard.count}${p.discard.top ? ` (top: ${p.discard.top})` : ''}${removedText(p.removed)} · pool: ${plural(p.pool.commons, 'common')}${p.pool.figures.length ? `, ${p.pool.figures.join(', ')}` : ''}${p.pool.structures.length ? `, ${p.pool.structures.join(', ')}` : ''}`,
  }));
  for (const f of m.factions) {
    sides.push({
      id: f.id,
      label: `${f.name}: ${plural(f.upgradeCount, 'upgrade')}`,
      rows: [],
      ...(f.upgrades.length === 0
        ? { note: 'No upgrades yet.' }
        : {
            grid: {
              head: ['card type', 'combat', 'influence', 'eagles', 'ability'],
              rows: f.upgrades.map((u) => [u.cardType, u.combat ? `+${u.combat}` : '', u.influence ? `+${u.influence}` : '', u.eagles ? `+${u.eagles}` : '', u.printedLocked ? (u.unlocked ? 'unlocked' : 'locked') : '']),
            },
          }),
    });
  }
  return { blocks, sides, status: [`Round ${m.round}`, ...(m.phase === 'over' ? [] : [`${m.phase.replace('-', ' ')} · ${m.step}`])] };
}

/** The locations an option is about (where a unit moves, where a combat is). */
export function columbiaOptionNodes(option: Option, _decision: Decision, rules: Ruleset): string[] {
  return locationsOfOption(option.data, option.id, new Set(rules.board.locations.map((l) => l.id)));
}

/** The unit a move option moves, from where to where (a ride to a chosen space too; "ride towards" names no end, so it stays in the list). */
export function columbiaOptionMove(option: Option, _decision: Decision, _rules: Ruleset): { piece: string; from: string; to: string } | null {
  const d = option.data as { unit?: unknown; from?: unknown; to?: unknown } | null | undefined;
  if (!d || typeof d.unit !== 'string' || typeof d.from !== 'string' || typeof d.to !== 'string' || d.from === d.to) return null;
  return { piece: d.unit, from: d.from, to: d.to };
}

const COLOURS: Record<string, string> = {
  blue: '#1f5fa8',
  'light-blue': '#6fb0e6',
  red: '#b3322b',
  'dark-red': '#6b1714',
  founders: '#1f5fa8',
  'vox-populi': '#a8322d',
};

/** A colour set's or faction's colour (a player's id is its colour set's). */
export function columbiaColour(id: string): string | undefined {
  return COLOURS[id];
}
