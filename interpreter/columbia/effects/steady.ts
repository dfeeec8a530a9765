/**
 * What Columbia's effect handlers read of the board (board.ts `BoardPart`),
 * node by node (the core's `EffectHandlers.steady`): a condition read only
 * from these (the victory cards' "I control 3 locations with a stronghold")
 * keeps its answer, and its phrases their sets, while those parts of the
 * board stay as they are. It must say every part a handler reads: the
 * differential test plays games with and without kept answers.
 */
import type { Clause, NameRef, Phrase, Subject } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { BoardPart } from '../board-parts.ts';
import { adjectivesOf, CONTROL_VERBS } from './nouns.ts';
import { ownedByMe } from './base-sets.ts';
import { referentOf } from './values.ts';
import { thingSlot } from './util.ts';
import { FACTION_SUBJECTS } from './who.ts';

/** What the sets of each noun hold, and what reading that set reads. */
const NOUNS: Record<string, { holds: Holds; reads: readonly BoardPart[] }> = {
  'noun.unit': { holds: 'unit', reads: ['units'] },
  'noun.common': { holds: 'unit', reads: ['commons'] },
  'noun.special': { holds: 'unit', reads: ['specials'] },
  'noun.leader': { holds: 'unit', reads: ['leaders'] },
  'noun.structure': { holds: 'structure', reads: ['structures'] },
  'noun.stronghold': { holds: 'structure', reads: ['strongholds'] },
  'noun.turret': { holds: 'structure', reads: ['turrets'] },
  'noun.alarm': { holds: 'structure', reads: ['alarms'] },
  'noun.location': { holds: 'location', reads: ['locations'] },
  'noun.territory': { holds: 'territory', reads: [] },
  'noun.figure': { holds: 'figure', reads: ['figures'] },
  'noun.piece': { holds: 'piece', reads: ['units', 'structures', 'figures'] },
  'noun.upgrade': { holds: 'upgrade', reads: ['upgrades'] },
  'subject.i': { holds: 'player', reads: [] },
  // A faction's players never change; the order they are listed in (turn order from the first player, who.ts
  // `factionWho`) is read by nothing a condition asks: a faction owns and controls as a faction (`belongsTo`).
  'subject.my-faction': { holds: 'player', reads: [] },
  'subject.founders': { holds: 'player', reads: [] },
  'subject.vox-populi': { holds: 'player', reads: [] },
  'subject.booker': { holds: 'figure', reads: ['figures'] },
  'subject.elizabeth': { holds: 'figure', reads: ['figures'] },
};

type Holds = 'unit' | 'structure' | 'location' | 'territory' | 'figure' | 'piece' | 'player' | 'upgrade';

/**
 * What deciding whether a thing belongs to someone reads (nouns.ts
 * `belongsTo`), by what it is: a unit's owner and side in the combat, a
 * location's controller, a territory's holder (a part of its own: it
 * changes far less often than control), Elizabeth's place and
 * controller; an upgrade's faction is written on it.
 */
const BELONGING: Record<Holds, readonly BoardPart[]> = {
  unit: ['units', 'turn'],
  structure: ['structures', 'turn'],
  location: ['control'],
  territory: ['holders'],
  figure: ['figures', 'control'],
  piece: ['units', 'structures', 'turn', 'figures', 'control'],
  player: [],
  upgrade: [],
};

/**
 * The same for a faction (`my faction's units`): a faction owns its pieces
 * whatever the combat (`belongsTo` with a faction reads no side), so a turn
 * or a combat changes none of it.
 */
const FACTION_BELONGING: Record<Holds, readonly BoardPart[]> = {
  unit: ['units'],
  structure: ['structures'],
  location: ['control'],
  territory: ['holders'],
  figure: ['figures', 'control'],
  piece: ['units', 'structures', 'figures', 'control'],
  player: [],
  upgrade: [],
};

/** The subjects that stand for a faction (who.ts). */
const FACTIONS: ReadonlySet<string> = new Set(FACTION_SUBJECTS);

/** Whether a possessor is a faction, and nothing more (`my faction's`, not `my faction's leader's`). */
function isFaction(x: Phrase['possessor']): boolean {
  return x !== undefined && x.kind === 'phrase' && FACTIONS.has(x.id ?? '') && x.possessor === undefined && x.of === undefined;
}

/** The parts that say where units stand, and whose they are: counting units reads only the roster of them (`count my units`). */
const UNIT_PARTS: ReadonlySet<BoardPart> = new Set(['units', 'commons', 'specials', 'leaders']);

/**
 * Whether a subject is "I" or my faction: what it controls changes only when
 * control changes to or from my faction (board part "my control").
 */
function aboutMe(s: Subject | undefined): boolean {
  if (s === undefined) return true;
  if (s.kind === 'pronoun') return /^(i|me)$/i.test(s.word);
  return s.kind === 'phrase' && (s.id === 'subject.i' || s.id === 'subject.my-faction') && s.possessor === undefined && s.of === undefined;
}

/** `parts` with "control" read as "my control" (for a subject `aboutMe`). */
function controlOfMine(parts: readonly BoardPart[]): BoardPart[] {
  return parts.map((p) => (p === 'control' ? 'my control' : p));
}

/** Qualifiers that keep things by where they are (nouns.ts `qualifier`): they read only where their things are. */
const LOCATING_PREPS: ReadonlySet<string> = new Set(['in', 'on', 'at', 'from', 'with', 'without', 'adjacent to', 'near']);

/** What the things a quoted name names are, by the referent nouns.ts `named` finds (null: no board thing). */
const NAMED: Record<string, Holds | null> = {
  location: 'location',
  territory: 'territory',
  figure: 'unit',
  structure: 'structure',
  faction: 'player',
  'world-event': null,
  'victory-card': null,
  'card-type': null,
};

/** What the things a phrase or name denotes are, or null when they are no board things this file knows. */
function holdsOf(rules: Ruleset, x: ReturnType<typeof thingSlot>): Holds | null {
  if (x === undefined) return null;
  if (x.kind === 'name') {
    const r = referentOf(rules, x.name);
    return r === null ? null : (NAMED[r.kind] ?? null);
  }
  if (x.kind !== 'phrase') return null;
  return NOUNS[x.id ?? '']?.holds ?? null;
}

/** The core's `steady.reads`: what a predicate, a phrase (with its own words) or a name reads; null: not steady. */
export function steadyReads(node: Clause | Phrase | NameRef, rules: Ruleset, counted = false): readonly BoardPart[] | null {
  if (node.kind === 'clause') {
    // `I control 3 locations with a stronghold`: who controls what the phrase holds.
    if (node.id !== 'predicate.control') return null;
    const holds = holdsOf(rules, thingSlot(node, 'what'));
    if (holds === null) return null;
    return aboutMe(node.subject) ? controlOfMine(BELONGING[holds]) : BELONGING[holds];
  }
  if (node.kind === 'name') {
    const holds = holdsOf(rules, node);
    if (holds === null) return referentOf(rules, node.name)?.kind === 'world-event' || referentOf(rules, node.name)?.kind === 'victory-card' ? [] : null;
    // A figure's name reads its units on the board; a structure's, the structures there.
    return holds === 'unit' ? ['units'] : holds === 'structure' ? ['structures'] : holds === 'player' ? ['turn'] : [];
  }
  // `my eagles`: the eagles of "I" (values.ts `valueOf`); another's or a faction's are not kept.
  if (node.id === 'value.eagles') return node.possessor === undefined && node.of === undefined ? ['my eagles'] : null;
  const noun = NOUNS[node.id ?? ''];
  if (noun === undefined) return null;
  if (noun.holds === 'upgrade' && (node.relative !== undefined || node.qualifier !== undefined || adjectivesOf(node).length > 0)) return null;
  const out: BoardPart[] = [...noun.reads];
  for (const a of adjectivesOf(node)) {
    if (a === 'destroyed' || a === 'undestroyed') out.push('locations');
    else if (a !== 'common' && a !== 'special' && a !== 'leader') return null;
  }
  const belonging = BELONGING[noun.holds];
  if (node.owner !== undefined) out.push(...belonging);
  else if (node.possessor !== undefined) out.push(...(isFaction(node.possessor) ? FACTION_BELONGING[noun.holds] : belonging));
  if (node.relative !== undefined) {
    if (!CONTROL_VERBS.has(node.relative.verb.toLowerCase())) return null;
    // `locations I control`: only what I control.
    const subject = node.relative.subject;
    out.push(...(typeof subject === 'string' ? /^(i|me)$/i.test(subject) : aboutMe(subject)) ? controlOfMine(belonging) : belonging);
  }
  const q = node.qualifier?.prep;
  if (q === 'under') out.push(...belonging);
  else if (q !== undefined && !LOCATING_PREPS.has(q)) return null;
  // Counted, a phrase that keeps units by nothing but whose they are (no place, no relative) reads only which are on the board, and whose:
  // of my faction's alone when they are mine or my faction's (`count my units`, `count my faction's units`).
  if (counted && q === undefined && node.relative === undefined) {
    // `count my faction's units`, `count my faction's upgrades`: only how many (a number, board.ts VALUED_PARTS).
    if (node.id === 'noun.unit' && node.owner === undefined && adjectivesOf(node).length === 0 && ofMyFaction(node)) return ['my unit count'];
    if (node.id === 'noun.upgrade' && node.owner === undefined && adjectivesOf(node).length === 0 && ofMyFaction(node)) return ['my upgrade count'];
    const roster: BoardPart = ofMyFaction(node) ? 'my roster' : 'roster';
    return out.map((p) => (UNIT_PARTS.has(p) ? roster : p));
  }
  return out;
}

/** The subjects that stand for the same players whoever "I" is (a faction named, a figure). */
const ABSOLUTE_SUBJECTS: ReadonlySet<string> = new Set(['subject.founders', 'subject.vox-populi', 'subject.booker', 'subject.elizabeth']);

/** Adjectives that narrow a set by what its things are, not by whom they are to "I" (`enemy`, `other` are). */
const ABSOLUTE_ADJECTIVES: ReadonlySet<string> = new Set(['common', 'special', 'leader', 'destroyed', 'undestroyed']);

/**
 * The core's `steady.forAnyone`: a quoted name, or a phrase whose own words
 * say nothing about "I" (no owner word, relative or adjective relative to
 * "I", a noun or subject that is no one's in particular): `locations with a
 * stronghold`, `a leader`, not `my units` or `locations I control`.
 */
export function steadyForAnyone(node: Phrase | NameRef): boolean {
  if (node.kind === 'name') return true;
  if (node.me || node.owner !== undefined || node.relative !== undefined) return false;
  const id = node.id ?? '';
  if (!(id.startsWith('noun.') && NOUNS[id] !== undefined) && !ABSOLUTE_SUBJECTS.has(id)) return false;
  return adjectivesOf(node).every((a) => ABSOLUTE_ADJECTIVES.has(a));
}

/** Whether a phrase keeps only things of "I" or of my faction (`my units`, `my faction's units`): a faction bound (board.ts "my roster"). */
function ofMyFaction(node: Phrase): boolean {
  const x = node.possessor;
  if (x === undefined) return ownedByMe(node);
  return node.owner === undefined && x.kind === 'phrase' && x.id === 'subject.my-faction' && x.possessor === undefined && x.of === undefined;
}
