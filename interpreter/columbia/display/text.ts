/**
 * The table as plain text, for a person playing in the terminal (the
 * module's `display.text`): the same display models the editor draws,
 * built from the redacted view, so a terminal seat is never shown a hand, a
 * deck order or a face-down token it may not see.
 */
import type { Json } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { BoardView, LocationView, PieceGroup } from './board-model.ts';
import { asViewG, boardView, structureOrder } from './board-model.ts';
import type { CardChip, RemovedPile, TableModel } from './table-model.ts';
import { tableModel } from './table-model.ts';

export type PlayerNamer = (id: string) => string;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** "Handyman 3/1/1" (combat / influence / Silver Eagles, with upgrades), "(locked)" while its ability is. */
export function cardText(c: CardChip): string {
  return `${c.name} ${c.combat}/${c.influence}/${c.eagles}${c.locked ? ' (locked)' : ''}`;
}

function groupText(g: PieceGroup, name: PlayerNamer): string {
  const parts: string[] = [];
  if (g.commons > 0) parts.push(plural(g.commons, 'common unit'));
  parts.push(...g.figures);
  for (const kind of structureOrder()) {
    const n = g.structures[kind] ?? 0;
    if (n > 0) parts.push(n === 1 ? kind : plural(n, kind));
  }
  return `${name(g.owner)}: ${parts.join(', ')}`;
}

function locationLine(l: LocationView, name: PlayerNamer, width: number): string {
  const notes: string[] = [];
  if (l.destroyed) notes.push('DESTROYED');
  if (l.booker) notes.push('Booker');
  if (l.elizabeth) notes.push('Elizabeth');
  if (l.token) notes.push(l.token.faceUp ? `token ${l.token.combat} combat, $${l.token.eagles}` : 'token (face down)');
  const pieces = l.groups.map((g) => groupText(g, name)).join('; ');
  const control = l.controller ? `  [${name(l.controller)}]` : '';
  const head = `${String(l.number).padStart(4)} ${l.name}`;
  const body = [pieces, notes.join(', ')].filter((s) => s !== '').join('  · ');
  return body === '' ? `${head}${control}` : `${head.padEnd(width)}  ${body}${control}`;
}

/** Territories with their locations: who holds each territory's victory points, what stands where, who controls it. */
export function boardText(board: BoardView, name: PlayerNamer, factionName: (id: string) => string): string[] {
  const out: string[] = [];
  const width = 5 + Math.max(0, ...board.locations.map((l) => l.name.length));
  for (const t of board.territories) {
    const held = t.holder ? `held by ${factionName(t.holder)}` : 'held by nobody';
    out.push(`${t.letter} ${t.name} (${plural(t.victoryPoints, 'VP', 'VP')}, ${held})`);
    for (const l of board.locations) if (l.territoryId === t.id) out.push(locationLine(l, name, width));
  }
  return out;
}

/** A phase as the rulebook names it (the state keeps an id). */
function phaseName(phase: string): string {
  const names: Readonly<Record<string, string>> = { 'world-event': 'world event phase', 'player-turns': 'player turns', refresh: 'refresh phase', over: 'game over' };
  return names[phase] ?? phase.replaceAll('-', ' ');
}

/** Round and phase, victory points, the world event, then each player's eagles, hand (or its size) and pool. */
export function tableText(table: TableModel, name: PlayerNamer): string[] {
  const out: string[] = [];
  const turn = table.activePlayer ? ` · ${possessive(name(table.activePlayer))} turn` : '';
  out.push(`Round ${table.round} · ${phaseName(table.phase)} (${table.step.replaceAll('-', ' ')})${turn} · first player ${name(table.firstPlayer)}`);
  out.push(
    `Victory points: ${table.factions
      .map((f) => {
        const claimed = f.claimed.length ? `; cards ${f.claimed.map((c) => `${c.name} ${c.points}`).join(', ')}` : '';
        return `${f.name} ${f.victoryPoints}${claimed}`;
      })
      .join(' · ')}`,
  );
  if (table.event) {
    const passed = table.event.passed === null ? '' : table.event.passed ? ' (passed)' : ' (failed)';
    out.push(`World event: ${table.event.name}${passed}: ${table.event.text}`);
  }
  if (table.victoryInPlay.length) out.push(`Victory cards to claim: ${table.victoryInPlay.map((v) => `${v.name} (${v.points} VP): ${v.text}`).join(' | ')}`);
  const victoryOut = removedText(table.victoryRemoved);
  if (victoryOut) out.push(`Victory cards removed from the game: ${victoryOut}`);
  if (table.timeline) out.push(`Elizabeth: ${table.timeline.name}, step ${table.timeline.step} of ${table.timeline.steps}`);
  for (const p of table.players) {
    const hand = Array.isArray(p.hand) ? `hand ${p.hand.length ? p.hand.map(cardText).join(', ') : '(empty)'}` : `${plural(p.hand.hidden, 'card')} in hand`;
    const pool = [p.pool.commons ? plural(p.pool.commons, 'common unit') : '', ...p.pool.figures, ...p.pool.structures].filter((s) => s !== '').join(', ');
    const removed = removedText(p.removed);
    out.push(`${p.name}: $${p.eagles} · ${hand} · pool ${pool || '(empty)'}${removed ? ` · removed from the game: ${removed}` : ''}`);
  }
  return out;
}

/** Cards out of the game: by name when seen, a count when not; '' when none. */
function removedText(r: RemovedPile): string {
  return [...r.seen, ...(r.unseen > 0 ? [`${plural(r.unseen, 'card')} unseen`] : [])].join(', ');
}

/** The terminal's picture of a position as one seat's view shows it: the table (players, round) and the board. */
export function columbiaText(view: Json, rules: Ruleset, name: PlayerNamer): { table: string[]; board: string[] } {
  const g = asViewG(view);
  const factions = new Map(rules.pack.factions.map((f) => [f.id, f.name]));
  return { table: tableText(tableModel(g, rules, name), name), board: boardText(boardView(g, rules), name, (id) => factions.get(id) ?? id) };
}

/** Where the game stands (round, phase, step, whose turn): the terminal shows the picture again when it changes. */
export function columbiaStage(view: Json): string {
  const g = asViewG(view);
  return `${g.round}/${g.phase}/${g.step}/${g.activePlayer ?? ''}`;
}
