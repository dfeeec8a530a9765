/**
 * The terminal's reference for a person playing The Siege of Columbia (the
 * module's `display.terminal`): decisions worded without internal ids, the
 * board with its blue borders and Sky-Lines, a card by name, a player's
 * sheet, the rules of the current step (the rules summary's words) and what
 * the marks of the pictures mean. Built from the seat's view only.
 */
import type { Decision, Json } from '../../core/index.ts';
import type { TerminalHooks } from '../../game/index.ts';
import type { Ruleset } from '../content/types.ts';
import { asViewG } from './board-model.ts';
import { tableModel } from './table-model.ts';
import { cardText } from './text.ts';
import { optionWords } from './decision-words.ts';

function titleCase(id: string): string {
  return id
    .split('-')
    .map((w) => (w === '' ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

function locationName(rules: Ruleset, id: string): string {
  return rules.board.locations.find((l) => l.id === id)?.name ?? titleCase(id);
}

const VOTE_MARKS: Readonly<Record<string, string>> = {
  '+': 'your influence adds to the vote',
  '-': 'your influence subtracts from the vote',
  '?': 'you choose whether your influence adds or subtracts',
};

function decision(d: Decision, view: Json, rules: Ruleset): { prompt: string; options: string[] } {
  const data = (d.data ?? {}) as Record<string, unknown>;
  let prompt = d.prompt;
  if (d.kind === 'fight-booker' && typeof data['location'] === 'string') prompt = `Fight Booker at ${locationName(rules, data['location'])}?`;
  else if (d.kind === 'order-triggers') {
    const event = (data['event'] as { e?: unknown } | undefined)?.e;
    // A timing's id is its phrase: timing.before-dice is "before dice:".
    if (typeof event === 'string') prompt = `Several effects happen "${event.replace(/^timing\./, '').replaceAll('-', ' ')}": which resolves first?`;
  }
  // The vote's mark, said in words beside it.
  prompt = prompt.replace(/ \(([+?-])\):/, (all, mark: string) => (VOTE_MARKS[mark] ? ` (${mark}: ${VOTE_MARKS[mark]}):` : all));
  const g = (view as { g?: Json } | null)?.g;
  return { prompt, options: optionWords(d, g === undefined ? null : asViewG(g), rules) };
}

function map(_view: Json, rules: Ruleset): string[] {
  const out = ['The board: each location, and the locations next to it (a shared blue border: a unit moves one of these steps).'];
  const numbered = (id: string) => {
    const l = rules.board.locations.find((x) => x.id === id);
    return l ? `${l.number} ${l.name}` : titleCase(id);
  };
  for (const t of rules.board.territories) {
    out.push(`${t.letter} ${t.name} (${t.victoryPoints} VP)`);
    for (const l of rules.board.locations.filter((x) => x.territoryId === t.id)) out.push(`  ${String(l.number).padStart(2)} ${l.name}: next to ${l.adjacentIds.map(numbered).join(', ') || 'nothing'}`);
  }
  out.push('Sky-Lines (a unit may ride one as far as it likes, rolling the Sky-Line dice at each new space; counts as one move):');
  for (const s of rules.board.skyLines) out.push(`  ${s.name}: ${s.spaceLocationIds.map(numbered).join(' - ')}`);
  return out;
}

function matches(name: string, text: string): boolean {
  const a = name.toLowerCase();
  const b = text.trim().toLowerCase();
  return a === b || a.startsWith(b);
}

function card(text: string, _view: Json, rules: Ruleset): string[] | null {
  const out: string[] = [];
  for (const ct of rules.cardTypes.filter((c) => matches(c.name, text) || matches(c.ability.name, text))) {
    const copies = rules.actionCards.filter((a) => a.cardTypeId === ct.id);
    const values = [...new Set(copies.map((a) => `${a.combat}/${a.influence}/${a.eagles}`))].sort();
    const factions = [...new Set(copies.map((a) => rules.pack.factions.find((f) => f.id === a.factionId)?.name ?? a.factionId))];
    out.push(`${ct.name} (action card, ${factions.join(' and ')}): ${values.join(', ')} (combat/influence/Silver Eagles)`);
    out.push(`  ${ct.ability.name}${ct.ability.locked ? ' (locked until upgraded)' : ''}: ${ct.ability.text}`);
  }
  for (const e of rules.worldEvents.filter((x) => matches(x.name, text))) {
    const mark = (m: string) => `(${m}: ${VOTE_MARKS[m] ?? m})`;
    out.push(`${e.name} (world event): ${e.text}`);
    out.push(`  Vote: Founders ${mark(e.vote.founders)}, Vox Populi ${mark(e.vote.voxPopuli)}; Booker goes to ${locationName(rules, e.bookerLocationId)}${e.aggressive ? ', aggressive' : ''}${e.elizabeth ? ', Elizabeth moves' : ''}`);
  }
  for (const v of rules.victoryCards.filter((x) => matches(x.name, text))) out.push(`${v.name} (victory card, ${v.points} VP): ${v.text}`);
  for (const l of rules.leaders.filter((x) => matches(x.name, text) || matches(x.abilityName, text))) {
    out.push(`${l.name} (leader, ${rules.pack.factions.find((f) => f.id === l.factionId)?.name ?? l.factionId}): ${l.abilityName}: ${l.text}`);
  }
  for (const f of rules.pieces.figures.filter((x) => matches(x.name, text))) out.push(`${f.name} (${f.kind} unit)${f.text ? `: ${f.text}` : ''}`);
  return out.length > 0 ? out : null;
}

function sheet(player: string, view: Json, rules: Ruleset, playerName: (id: string) => string): string[] {
  const g = asViewG((view as { g: Json }).g);
  const table = tableModel(g, rules, playerName);
  const p = table.players.find((x) => x.id === player);
  if (!p) return [`${playerName(player)} has no sheet in this game.`];
  const faction = table.factions.find((f) => f.id === p.factionId);
  const out = [`${p.name} (${faction?.name ?? p.factionId})`];
  if (faction) out.push(`  Victory points ${faction.victoryPoints} (the faction's)${faction.claimed.length ? `; victory cards ${faction.claimed.map((c) => `${c.name} ${c.points}`).join(', ')}` : ''}`);
  if (p.leader) out.push(`  Leader ${p.leader.name}: ${p.leader.abilityName}: ${p.leader.text}`);
  out.push(`  Silver Eagles ${p.eagles}`);
  if (Array.isArray(p.hand)) {
    out.push(`  Hand (combat/influence/Silver Eagles):${p.hand.length ? '' : ' (empty)'}`);
    for (const c of p.hand) out.push(`    ${cardText(c)}${c.abilityName ? `: ${c.abilityName}` : ''}`);
  } else out.push(`  Hand: ${p.hand.hidden} cards (you may not see them)`);
  out.push(`  Deck ${p.deck} cards; discard pile ${p.discard.count}${p.discard.top ? ` (top: ${p.discard.top})` : ''}`);
  out.push(`  Pool: ${[p.pool.commons ? `${p.pool.commons} common units` : '', ...p.pool.figures, ...p.pool.structures].filter((s) => s !== '').join(', ') || '(empty)'}`);
  if (faction?.upgrades.length) out.push(`  Upgrades: ${faction.upgrades.map((u) => `${u.cardType} +${u.combat}/+${u.influence}/+${u.eagles}${u.printedLocked ? (u.unlocked ? ' (unlocked)' : ' (locked)') : ''}`).join(', ')}`);
  return out;
}

/** The rules summary's words for each step of a round (phase/step as the state names them). */
const STEP_RULES: Readonly<Record<string, readonly string[]>> = {
  'world-event/vote': [
    'World event phase, 1. Vote: each player, from the first player down the turn order, places any number of action cards face down; then all are revealed.',
    'A (+) next to your faction on the event: add your cards\' influence to the vote; (-): subtract it; (?): choose, in turn order, to add or subtract.',
    'Booker then votes with 1 white die, the way the faction with the fewest victory points voted (not on a tie).',
    'A total of 0 or more passes the event (it is resolved at once); -1 or less ignores it. Who played the most influence takes the first player token. The cards played are discarded.',
  ],
  'world-event/elizabeth': ['World event phase, 2. Elizabeth: if the Elizabeth symbol is on the event, move her marker down one space of her track and resolve the listed effect.'],
  'world-event/booker': [
    'World event phase, 3. Booker: he is placed on the location the event lists (on Elizabeth\'s location instead when she is on the board elsewhere: he attacks any units there).',
    'A destroyed location: the next available one in descending order. The aggressive symbol: a battle at once with any units sharing his location.',
  ],
  'player-turns/produce': ['Player turns, 1. Produce: you may discard any number of action cards from your hand, collecting their total value in Silver Eagles.'],
  'player-turns/recruit': [
    'Player turns, 2. Recruit/Build: pay units\' cost in Silver Eagles and place them on locations you control (one or more of your units or structures there).',
    'Structures the same way, never on a location that already has a structure. An upgrade costs 3 Silver Eagles.',
  ],
  'player-turns/move': [
    'Player turns, 3. Move: you may move up to 4 units you control, each one location, to a location sharing a blue border ("map" lists them).',
    'Or along a Sky-Line as many spaces as you choose (one of your moves), rolling the 3 Sky-Line dice at each new space: only numbers means discard that many action cards or lose the unit. Songbird and the Airship do not roll but stop within 2 locations.',
  ],
  'player-turns/combat': [
    'Player turns, 4. Combat: where your units share a location with enemy units (or a territory token) there is a combat; the mover attacks.',
    'Attacker, then defender, play action cards face down; they are revealed; "before dice" effects; each rolls a die per unit and structure in the combat; "after dice" effects.',
    'Cards\' combat values plus the dice: the higher total wins; the defender wins ties. The loser destroys his structures there and one unit; the rest retreat to a location he controls with a stronghold, or are destroyed.',
  ],
  'refresh/discard': ['Refresh phase: each player may discard any number of cards from his hand, then draws back up to 5 (a deck that runs out: shuffle the discards into a new one).'],
  'refresh/draw': ['Refresh phase: each player may discard any number of cards from his hand, then draws back up to 5 (a deck that runs out: shuffle the discards into a new one).'],
  'refresh/victory-card': ['Refresh phase: then 1 victory card is revealed and put into play.'],
};

function rulesNow(view: Json, _rules: Ruleset): string[] {
  const g = asViewG((view as { g: Json }).g);
  const lines = STEP_RULES[`${g.phase}/${g.step}`];
  return lines ? [...lines] : [`(no summary for this step: ${g.phase}, ${g.step}; the rules summary covers the world event phase, the player turns and the refresh phase)`];
}

const KEY = [
  'Handyman 3/1/1: an action card\'s combat / influence / Silver Eagles (with upgrades); "(locked)": its ability does nothing until upgraded.',
  'Vote marks: (+) your influence adds to the vote, (-) it subtracts, (?) you choose which.',
  '$N: Silver Eagles. [Red Vox Populi] after a location: who controls it. "token (face down)": a territory token not yet revealed.',
  'A VP: a territory\'s victory points, "held by": the faction with the victory token on it.',
];

export const columbiaTerminal: TerminalHooks<Ruleset> = { decision, map, card, sheet, rules: rulesNow, key: KEY };
