/**
 * Who a subject stands for (`the Founders`, `my opponent`, `each player`),
 * and what belongs to whom: a player's own, his faction's, an enemy's.
 */
import type { NameRef, Subject } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { Env, Evaluator, Thing } from '../../core/index.ts';
import { boardOf } from '../board.ts';
import { controlsUnit, unitFaction } from '../pieces.ts';
import { factionOf, factionPlayers, opponents, turnOrderFrom } from '../players.ts';
import { elizabethController } from '../booker.ts';
import { otherSide, sideOf, sidePlayer } from '../combat-rules.ts';
import type { ColumbiaG, FactionId, PlayerId, UnitPiece } from '../state.ts';
import { dataOf, factionThing, thingFaction, thingOwner, thingPlayers } from './things.ts';

export type Ev = Evaluator<ColumbiaG, Ruleset>;

// ---------------------------------------------------------------------------
// Who: players and factions
// ---------------------------------------------------------------------------

/** The subjects that stand for a faction: `who` gives each a faction (what the steady readings and the subject handlers list). */
export const FACTION_SUBJECTS: readonly string[] = ['subject.my-faction', 'subject.founders', 'subject.vox-populi'];

/** Who a subject stands for: its players, and the faction when it names one (faction-wide control counts teammates). */
export interface Who {
  players: PlayerId[];
  faction: FactionId | null;
}

export function me(ev: Ev, env: Env, node: unknown = null): PlayerId {
  if (typeof env.me !== 'string') return ev.fail(node, '"I" is nobody here');
  return env.me;
}

/** The faction id of a proper faction subject (`the Founders`), by the faction's name in the pack. */
export function namedFaction(rules: Ruleset, id: string): FactionId | null {
  const word = id === 'subject.founders' ? 'founders' : id === 'subject.vox-populi' ? 'vox populi' : null;
  if (word === null) return null;
  return rules.pack.factions.find((f) => f.name.toLowerCase() === word)?.id ?? null;
}

export function factionWho(g: ColumbiaG, f: FactionId): Who {
  const players = factionPlayers(g, f);
  // In turn order from the first player (one player needs no order: the 2-player game).
  if (players.length > 1) {
    const order = turnOrderFrom(g, g.firstPlayer);
    players.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }
  return { players, faction: f };
}

/** The players of the combat's other side (a player), or, outside a combat, every opponent. */
export function opponentsOf(g: ColumbiaG, p: PlayerId): PlayerId[] {
  const c = g.combat;
  if (c !== null) {
    const side = sideOf(c, p);
    if (side !== null) {
      const o = sidePlayer(c[otherSide(side)].combatant);
      return o === null ? [] : [o];
    }
  }
  return opponents(g, p);
}

export function combatPlayer(g: ColumbiaG, side: 'attacker' | 'defender'): PlayerId[] {
  const p = g.combat ? sidePlayer(g.combat[side].combatant) : null;
  return p === null ? [] : [p];
}

/** Who a subject (or a relative's subject, or a possessor) stands for. */
export function who(ev: Ev, s: Subject | NameRef | string, env: Env): Who {
  const g = ev.g;
  // A bare word (a relative's `I`).
  if (typeof s === 'string') {
    if (/^(i|me)$/i.test(s)) return { players: [me(ev, env)], faction: null };
    return ev.fail(null, `"${s}" is not someone`);
  }
  if (s.kind === 'pronoun') {
    if (/^(i|me)$/i.test(s.word)) return { players: [me(ev, env, s)], faction: null };
    return whoOfThings(g, ev.things(s, env));
  }
  if (s.kind === 'name') return whoOfThings(g, ev.things(s, env));
  const id = s.id ?? '';
  switch (id) {
    case 'subject.i':
      return { players: [me(ev, env, s)], faction: null };
    case 'subject.my-faction':
      return factionWho(g, factionOf(g, me(ev, env, s)));
    case 'subject.founders':
    case 'subject.vox-populi': {
      const f = namedFaction(ev.rules, id);
      return f === null ? { players: [], faction: null } : factionWho(g, f);
    }
    case 'subject.my-opponent':
      return { players: opponentsOf(g, me(ev, env, s)), faction: null };
    case 'subject.each-player':
      return { players: turnOrderFrom(g, g.firstPlayer), faction: null };
    case 'subject.each-faction':
      return { players: Object.keys(g.factions).map((f) => factionThing(ev.rules, g, f).id), faction: null };
    case 'subject.first-player':
      return { players: [g.firstPlayer], faction: null };
    case 'subject.defender':
      return { players: combatPlayer(g, 'defender'), faction: null };
    case 'subject.attacker':
      return { players: combatPlayer(g, 'attacker'), faction: null };
    default:
      return whoOfThings(g, ev.things(s, env));
  }
}

/** Who a set of things stands for: players and factions as such, other things by their owner. */
export function whoOfThings(g: ColumbiaG, things: Thing[]): Who {
  const players: PlayerId[] = [];
  let faction: FactionId | null = null;
  for (const t of things) {
    const d = dataOf(t);
    if (d.kind === 'faction' && typeof d.faction === 'string') faction = d.faction;
    const ps = thingPlayers(g, t);
    const list = ps.length > 0 ? ps : [thingOwner(t)].filter((x): x is string => x !== null);
    for (const p of list) if (!players.includes(p)) players.push(p);
  }
  return { players, faction };
}

/** The core's `subject` handler: who acts. A faction acts through its first player in turn order. */
export function subjectPlayers(ev: Ev, s: Subject, env: Env): PlayerId[] {
  if (s.kind === 'phrase') {
    const id = s.id ?? '';
    if (id === 'subject.booker' || id === 'subject.elizabeth') return [];
    if (id === 'subject.my-faction' || id === 'subject.founders' || id === 'subject.vox-populi') return who(ev, s, env).players.slice(0, 1);
  }
  return who(ev, s, env).players;
}

// ---------------------------------------------------------------------------
// Belonging and control
// ---------------------------------------------------------------------------

/**
 * A player controls his own units and his faction's shared figures, and in a
 * combat also his teammate's units fighting beside him ("may use his
 * teammate's units as if they were his own").
 */
export function controlsUnitNow(g: ColumbiaG, p: PlayerId, u: UnitPiece): boolean {
  if (controlsUnit(g, p, u)) return true;
  const c = g.combat;
  return c !== null && u.location === c.location && sideOf(c, p) !== null && unitFaction(g, u) === factionOf(g, p);
}

export function whoFaction(g: ColumbiaG, w: Who): FactionId | null {
  if (w.faction !== null) return w.faction;
  const p = w.players[0];
  return p === undefined ? null : factionOf(g, p);
}

/** Whether `t` is controlled by (or belongs to) who: faction-wide when who names a faction. */
export function belongsTo(ev: Ev, t: Thing, w: Who): boolean {
  const g = ev.g;
  const d = dataOf(t);
  switch (d.kind) {
    case 'unit': {
      const u = g.units[t.id];
      if (u === undefined) return false;
      if (w.faction !== null) return unitFaction(g, u) === w.faction;
      // A loop, not \`some\` with a closure: asked for every unit of a set, at every evaluation.
      const ps = w.players;
      for (let i = 0; i < ps.length; i++) if (controlsUnitNow(g, ps[i]!, u)) return true;
      return false;
    }
    case 'structure': {
      const s = g.structures[t.id];
      if (s === undefined) return false;
      if (w.faction !== null) return factionOf(g, s.owner) === w.faction;
      return w.players.includes(s.owner) || (g.combat?.location === s.location && w.players.some((p) => sideOf(g.combat!, p) !== null && factionOf(g, p) === factionOf(g, s.owner)));
    }
    case 'location': {
      if (w.faction !== null) return boardOf(ev).controllingFaction(t.id) === w.faction;
      const c = boardOf(ev).controllerOf(t.id);
      return c !== null && w.players.includes(c);
    }
    case 'territory': {
      const f = whoFaction(g, w);
      return f !== null && boardOf(ev).territoryHolder(t.id) === f;
    }
    case 'figure': {
      if (t.id !== 'elizabeth') return false;
      const c = elizabethController(boardOf(ev));
      if (c === null) return false;
      return w.faction !== null ? factionOf(g, c) === w.faction : w.players.includes(c);
    }
    case 'ability':
    case 'upgrade':
      return d.faction === whoFaction(g, w);
    case 'faction':
      return d.faction === whoFaction(g, w);
    case 'player':
      return w.faction !== null ? factionOf(g, t.id) === w.faction : w.players.includes(t.id);
    default: {
      const owner = thingOwner(t);
      if (owner === null) return false;
      return w.faction !== null ? factionOf(g, owner) === w.faction : w.players.includes(owner);
    }
  }
}

/** Whether `t` is an enemy's from `p`'s side: another faction's piece, location, player or card. */
export function isEnemy(ev: Ev, t: Thing, p: PlayerId): boolean {
  const g = ev.g;
  const mine = factionOf(g, p);
  const d = dataOf(t);
  if (d.kind === 'location') {
    const f = boardOf(ev).controllingFaction(t.id);
    return f !== null && f !== mine;
  }
  if (d.kind === 'unit') {
    const u = g.units[t.id];
    return u !== undefined && unitFaction(g, u) !== mine;
  }
  const f = thingFaction(g, t);
  return f !== null && f !== mine;
}

