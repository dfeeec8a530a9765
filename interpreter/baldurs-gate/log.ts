/**
 * The log's sentences, in the rulebook's words. Entries are structured
 * (`kind`, `values`); these render them on demand with the Ruleset's names.
 */
import type { LogEntry, LogRenderer } from '../core/index.ts';
import type { BgRules } from './rules.ts';

type Name = (p: string) => string;

const RES: Record<string, [string, string]> = {
  gold: ['Gold', 'Gold'],
  supplies: ['Supply', 'Supplies'],
  favor: ['Favor', 'Favor'],
  prestige: ['Prestige', 'Prestige'],
  reserveTokens: ['Reserve Token', 'Reserve Tokens'],
  workers: ['worker', 'workers'],
};

function amount(n: number, what: string): string {
  const w = RES[what] ?? [what, what];
  return `${n} ${Math.abs(n) === 1 ? w[0] : w[1]}`;
}

export function playerName(rules: BgRules | null, p: string): string {
  const c = rules?.colours.find((x) => x.id === p);
  return c ? c.name : p.charAt(0).toUpperCase() + p.slice(1);
}

/** `The Steeps'`, `Eastway's`. */
function poss(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

export function makeRenderers(rules: BgRules): Record<string, LogRenderer> {
  const district = (d: unknown): string => rules.districtById[String(d)]?.name ?? String(d);
  const card = (c: unknown): string => rules.cards[String(c)]?.name ?? String(c);
  const loc = (l: unknown): string => rules.locations[String(l)]?.name ?? String(l);
  const track = (t: unknown): string => rules.tracks.find((x) => x.id === t)?.name ?? String(t);
  const space = (s: unknown): string => {
    const sp = rules.spaces[String(s)];
    if (!sp) return String(s);
    const where = sp.districts.map(district).join('/');
    if (sp.kind === 'plot') return `plot ${sp.plot} (${where})`;
    if (sp.kind === 'hq') return `the HQ space of ${where}`;
    if (sp.kind === 'gate') return `the Gate space between ${sp.districts.map(district).join(' and ')}`;
    return `the ${sp.kind === 'keep' ? 'Keep' : 'Watchtower'} space of ${where}`;
  };
  const pieceName = (kind: unknown, what: unknown): string => {
    if (kind === 'building') return rules.buildingTypes[String(what)]?.name ?? String(what);
    if (kind === 'hq') return 'HQ';
    if (kind === 'gate') return 'Gate';
    return kind === 'keep' ? 'Keep' : 'Watchtower';
  };
  const one = (f: (v: LogEntry['values'], who: string, name: Name, e: LogEntry) => string): LogRenderer => (e, name) =>
    f(e.values, e.actors[0] ? name(e.actors[0]) : '', name, e);

  return {
    'setup-dealt': one((v) =>
      v.advanced
        ? 'Setup (advanced): the board, the Building Display, the Gate cards and the decks are ready; players will choose advanced HQ cards and keep 3 of 5 cards.'
        : 'Setup: each player has an HQ card, 3 Building cards, 3 Agendas, 6 Gold, 1 Supply and 1 Favor; the Building Display has 4 cards.',
    ),
    'setup-available': one((v) => `Plot Token ${v.plot}: plot ${v.plot} in ${district(v.district)} is available; the token goes on ${poss(district(v.district))} Attack Track.`),
    'setup-redraw': one((v) => `Plot Token ${v.plot} is the 4th token of ${district(v.district)}: during setup it goes back into the bag and another is drawn.`),
    'setup-final-token': one(() => 'A token slides out of the bag face down: unseen by anyone, it goes on the last space of the Attack Strength Track.'),
    'setup-prohibited': one((v) => `Plot Token ${v.plot}: plot ${v.plot} in ${district(v.district)} is prohibited; the token goes on ${poss(district(v.district))} Attack Track.`),
    'choose-hq': one((v, who) => `${who} chooses the ${rules.hqCards[String(v.hq)]?.name ?? v.hq} card and places their HQ tile in ${district(v.district)}.`),
    'keep-cards': one((v, who) => `${who} keeps ${v.kept} ${v.what === 'buildings' ? 'Building cards' : 'Agendas'}; the others go to the bottom of the deck.`),
    turn: one((v, who) => `${poss(who)} ${v.last ? 'last ' : ''}turn.`),
    build: one((v, who) =>
      `${who} builds ${card(v.card)} (${rules.buildingTypes[String(v.type)]?.name ?? v.type}) on plot ${v.plot} in ${district(v.district)}` +
        (v.from === 'display' ? ', from the Building Display' : '') +
        ((v.cost as number) > 0 ? `, paying ${amount(v.cost as number, 'gold')}.` : ', without paying its cost.'),
    ),
    'build-nothing': one((_v, who) => `${who} has nothing to build.`),
    'worker-returned': one((v, who) => `${poss(who)} worker returns from ${loc(v.location)}.`),
    'worker-retrieved': one((v, who) => `${who} retrieves their worker from ${loc(v.location)}.`),
    benefit: one((v, who) => `${who} benefits from their ${pieceName(v.kind, v.what)} on ${space(v.space)}, joined to ${space(v.from)}.`),
    token: one(
      (v, who) =>
        `${who} draws Plot Token ${v.plot}: plot ${v.plot} in ${district(v.district)} is available; ${poss(district(v.district))} Attack Track has ${v.onTrack} token${v.onTrack === 1 ? '' : 's'} (${v.left} left in the bag).`,
    ),
    attack: one(
      (v) =>
        `${v.final ? 'The final attack' : 'An attack'} on ${district(v.district)}: strength ${v.strength}, defense ${v.defense}: ` +
        (v.defended ? 'the attack is defended.' : 'the attack succeeds.'),
    ),
    'defense-prestige': one((v, who) =>
      v.bonus ? `${who} contributed the most defense (${v.defense}) and gains ${amount(v.prestige as number, 'prestige')} more.` : `${who} contributed ${v.defense} defense and gains ${amount(v.prestige as number, 'prestige')}.`,
    ),
    'defense-tie': one((v, _who, name, e) => `${e.actors.map(name).join(' and ')} tie for the most defense (${v.defense}): nobody gains the bonus.`),
    'location-damaged': one((v) => `A Damage Marker goes on ${loc(v.location)}: its deals cost 1 more Favor.`),
    'building-damaged': one((v, who) => `${poss(who)} ${card(v.card)} on ${space(v.space)} is damaged: its cube is removed.`),
    worker: one((v, who) => `${who} sends their worker to ${loc(v.location)}.`),
    deal: one((v, who) => {
      const l = rules.locations[String(v.location)];
      const d = l?.deals[v.deal as number];
      const through = v.gate ? ` through the ${rules.gates[String(v.gate)]?.name ?? v.gate}` : '';
      return `${who} makes a deal at ${loc(v.location)}${through}${(v.cost as number) > 0 ? ` for ${amount(v.cost as number, 'favor')}` : ''}: ${d?.text ?? ''}`;
    }),
    'no-deal': one((v, who) => `${who} makes no deal at ${loc(v.location)}.`),
    income: one((v, who) => `${who} collects income (${rules.hqCards[String(v.hq)]?.name ?? v.hq}).`),
    'income-benefit': one((v, who) => {
      const [kind, id] = String(v.use).split(':');
      const what = kind === 'card' ? card(id) : kind === 'gate' ? rules.gates[id!]?.name ?? id : 'their HQ card';
      return `${who} uses the Income benefit of ${what} (${v.cost}).`;
    }),
    fortify: one((v, who) =>
      v.kind === 'gate'
        ? `${who} builds the ${rules.gates[String(v.gate)]?.name ?? v.gate}.`
        : `${who} builds a ${v.kind === 'keep' ? 'Keep' : 'Watchtower'} on ${space(v.space)}${(v.prestige as number) > 0 ? ` and gains ${amount(v.prestige as number, 'prestige')}` : ''}.`,
    ),
    'gate-prestige': one((v, who) => `${who} gains ${amount(v.prestige as number, 'prestige')}: ${v.each} for each of the ${v.buildings} Buildings in the districts the ${rules.gates[String(v.gate)]?.name ?? v.gate} joins.`),
    influence: one((v, who) => {
      const lost = (v.lost as number) > 0 ? ` (${v.lost} lost past the last space)` : '';
      return `${who} gains Influence with the ${track(v.track)}: ${v.from} -> ${v.to}${lost}.`;
    }),
    gain: one((v, who) => ((v.n as number) >= 0 ? `${who} gains ${amount(v.n as number, String(v.what))}.` : `${who} loses ${amount(-(v.n as number), String(v.what))}.`)),
    draw: one((v, who) => `${who} draws ${(v.cards as string[]).map(card).join(', ') || 'nothing'}.`),
    'draw-count': one((v, who) => `${who} draws ${v.n} Building card${v.n === 1 ? '' : 's'}.`),
    'display-refreshed': one((v) => `The Building Display is refreshed: ${(v.display as string[]).map(card).join(', ')}.`),
    'take-card': one((v, who) => `${who} takes ${card(v.card)} from the Building Display.`),
    'hq-taken': one((v, who) => `${who} takes over ${space(v.space)} with a cube.`),
    'end-triggered': one((_v, who) => `The last Plot Token has left the bag: ${who} has finished their turn; every player now takes one last turn.`),
    'final-token': one((v) => `The face-down token is revealed: number ${v.plot}, in ${district(v.district)}.`),
    'final-score': one(
      (v, who) =>
        `${who} scores: ${v.agendas} for Agendas (${(v.agendasScored as string[]).map((a) => rules.agendas[a]?.name ?? a).join(', ') || 'none'}), ` +
        `${v.group} for a group of ${v.groupSize}, ${v.districts} for ${v.districtCount} district${v.districtCount === 1 ? '' : 's'}, ${v.leftovers} for leftovers: ${v.total} Prestige.`,
    ),
    winner: one((v, _who, name, e) => (v.shared ? `${e.actors.map(name).join(' and ')} share control of Baldur's Gate with ${v.prestige} Prestige.` : `${name(e.actors[0]!)} wins with ${v.prestige} Prestige.`)),
  };
}
