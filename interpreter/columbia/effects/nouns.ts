/**
 * What Columbia noun phrases denote: the set of things (`my commons in this
 * combat`, `a location adjacent to a location I control`, `the top 5 world
 * events`), who a subject stands for (`the Founders`, `my opponent`), single
 * values (`my eagles`, `this card's combat`, `Booker's location`), quoted
 * names and pronouns. Pure reads: no decision, no randomness (the verbs and
 * the core's `select` pick from these sets).
 *
 * A phrase is read in this order: the noun's base set (pieces on the board,
 * undestroyed locations, the cards of every player, ...), its adjectives
 * (`enemy`, `common`, `red`, `locked`...), its owner word (`my`, `enemy`), a
 * possessor (`my faction's units`), a relative (`I control`, `my opponent
 * played`) and a qualifier (`in`, `on`, `with`, `adjacent to`...), whose
 * target is read as a whole set ("in a location I control": in any of them).
 */
import type { Phrase, Qualifier, Referent, Relative } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import { shelf, type Env, type Thing } from '../../core/index.ts';
import { adjacentLocations } from '../geography.ts';
import { factionOf } from '../players.ts';
import { perRuleset, rulesIndex } from '../rules-index.ts';
import type { LocationId } from '../state.ts';
import { dataOf, factionThing, kindOf, playerThing, thingLocation, thingOwner } from './things.ts';
import { BASE_SETS, MY_WORDS, type PhrasePlan, STRUCTURE_KINDS, UNIT_NOUN_KINDS, type Whose, type Within, cardsPlayed, isCardsPlayed, ownedByMe, piecePlaces } from './base-sets.ts';
import { type Ev, type Who, belongsTo, factionWho, isEnemy, me, namedFaction, opponentsOf, who, whoOfThings } from './who.ts';

/** Base sets bounded exactly by Within: pieces and locations (the others are not bounded by it). */
const WITHIN_EXACT: ReadonlySet<string> = new Set([...UNIT_NOUN_KINDS.keys(), ...Object.keys(STRUCTURE_KINDS), 'noun.structure', 'noun.location']);

/** Relative verbs that keep what their subject controls (relative: belongsTo). */
export const CONTROL_VERBS: ReadonlySet<string> = new Set(['control', 'controls', 'have', 'has']);

/** Whether a relative's subject is `I` as `who` reads it (a player alone, no faction). */
function isMeSubject(s: Relative['subject']): boolean {
  if (typeof s === 'string') return /^(i|me)$/i.test(s);
  if (s.kind === 'pronoun') return /^(i|me)$/i.test(s.word);
  return s.kind === 'phrase' && s.id === 'subject.i';
}

function relativeKeepsMine(np: Phrase): boolean {
  const r = np.relative;
  return r !== undefined && CONTROL_VERBS.has(r.verb.toLowerCase()) && isMeSubject(r.subject);
}

/** Each phrase's plan (a phrase is frozen: its plan never changes), in the engine's memo. */
const PHRASE_PLANS = shelf<PhrasePlan>('Columbia phrase plans');

function phrasePlan(ev: Ev, np: Phrase): PhrasePlan {
  let plan = ev.memo.getFor(PHRASE_PLANS, np);
  if (plan === undefined) {
    const id = np.id ?? '';
    const ofOnly = np.words.length === 0 && !!np.of;
    const cardsPlayed = isCardsPlayed(id, np);
    const own = !ofOnly && !cardsPlayed;
    const ownerIsMine = ownedByMe(np);
    const relativeIsMine = relativeKeepsMine(np);
    plan = {
      ofOnly,
      cardsPlayed,
      base: BASE_SETS.get(id) ?? null,
      adjectives: adjectivesOf(np),
      mine: ownerIsMine || relativeIsMine,
      destroyedToo: hasWord(np, 'destroyed'),
      withinExact: own && WITHIN_EXACT.has(id),
      mineExact: own && id === 'noun.location',
      whoseExact: own && (UNIT_NOUN_KINDS.has(id) || id === 'noun.upgrade'),
      ownerIsMine,
      relativeIsMine,
    };
    ev.memo.setFor(PHRASE_PLANS, np, plan);
  }
  return plan;
}

function baseSet(ev: Ev, plan: PhrasePlan, np: Phrase, env: Env, within: Within, whose: Whose): Thing[] {
  if (plan.base === null) return ev.fail(np, `no Columbia meaning for the noun ${np.id || '(unresolved)'}`);
  // With nobody as "I", no bound: the owner word or relative fails as it would have.
  const mine = plan.mine && typeof env.me === 'string' ? env.me : null;
  return plan.base(ev, np, env, within, mine, plan, whose);
}

// ---------------------------------------------------------------------------
// Words, owner, possessor, relative, qualifier
// ---------------------------------------------------------------------------

function hasWord(np: Phrase, w: string): boolean {
  return np.words.some((x) => x.toLowerCase() === w);
}

/** The words before the noun itself (`enemy` in `enemy common`, `sky-line` in `sky-line dice`): the checker found them. */
export function adjectivesOf(np: Phrase): readonly string[] {
  return np.adjectives;
}

/** diceNamed's answers per Ruleset and word: every adjective that is not one of `adjective`'s own asks, at every evaluation. */
const dieWords = perRuleset((): Map<string, readonly string[]> => new Map());

/** The die ids a word names: a die's id or its colour (`red`, `yellow`, `sky-line`). Shared: do not change it. */
export function diceNamed(rules: Ruleset, word: string): readonly string[] {
  const known = dieWords(rules);
  let ids = known.get(word);
  if (ids === undefined) {
    const dice = word === 'combat' ? rules.dice.filter((d) => d.use === 'combat') : rules.dice.filter((d) => d.id === word || d.colour === word || d.name.toLowerCase() === word);
    known.set(word, (ids = Object.freeze(dice.map((d) => d.id))));
  }
  return ids;
}

/**
 * The adjectives Columbia phrases may carry (each narrows the set in
 * `adjective` below). `random` is the quantifier's business (the core's
 * `select`, pick.ts); `only`, `extra` and `first` narrow nothing; colours
 * name dice.
 */
export const ADJECTIVE_WORDS: readonly string[] = [
  'common', 'special', 'leader', 'enemy', 'destroyed', 'undestroyed', 'locked', 'unlocked', 'aggressive', 'face-down',
  'adjacent', 'other', 'white', 'blue', 'red', 'yellow', 'combat', 'random', 'only', 'extra', 'first',
];

/** The qualifier prepositions `qualifier` below reads. */
export const QUALIFIER_PREPS: readonly string[] = ['in', 'on', 'at', 'from', 'with', 'without', 'adjacent to', 'near', 'under'];

function adjective(ev: Ev, word: string, set: Thing[], env: Env): Thing[] {
  const g = ev.g;
  switch (word) {
    case 'common':
    case 'special':
    case 'leader':
      return set.filter((t) => kindOf(t) !== 'unit' || dataOf(t).unitKind === word);
    case 'enemy':
      return set.filter((t) => isEnemy(ev, t, me(ev, env)));
    case 'destroyed':
      return set.filter((t) => g.locations[thingLocation(g, t) ?? '']?.destroyed === true);
    case 'undestroyed':
      return set.filter((t) => g.locations[thingLocation(g, t) ?? '']?.destroyed !== true);
    case 'locked':
    case 'unlocked':
      return set.filter((t) => kindOf(t) !== 'ability' || dataOf(t).locked === (word === 'locked'));
    case 'aggressive':
      return set.filter((t) => dataOf(t).aggressive === true);
    case 'face-down':
      return set.filter((t) => dataOf(t).faceUp === false);
    case 'adjacent': {
      const here = typeof env.location === 'string' ? env.location : g.combat?.location;
      if (here === undefined) return [];
      const near = adjacentLocations(ev.rules, here);
      return set.filter((t) => near.includes(thingLocation(g, t) ?? ''));
    }
    case 'other':
      return set.filter((t) => t.id !== env.card && !(env.it && typeof env.it === 'object' && (env.it as { id?: unknown }).id === t.id));
    default: {
      const dice = diceNamed(ev.rules, word);
      if (dice.length > 0) return set.filter((t) => kindOf(t) !== 'die' || dice.includes(dataOf(t).dieId as string));
      // `random`, `only`, `extra`, `first`, and nouns used as adjectives: no narrowing here.
      return set;
    }
  }
}

function owned(ev: Ev, owner: string, set: Thing[], env: Env, np: Phrase): Thing[] {
  const g = ev.g;
  const p = me(ev, env, np);
  const word = owner.toLowerCase();
  if (MY_WORDS.has(word)) {
    const w: Who = { players: [p], faction: null };
    return set.filter((t) => belongsTo(ev, t, w));
  }
  switch (word) {
    case 'enemy':
      return set.filter((t) => isEnemy(ev, t, p));
    case "my opponent's": {
      if (set.length === 0) return [];
      const w: Who = { players: opponentsOf(g, p), faction: null };
      return set.filter((t) => belongsTo(ev, t, w));
    }
    case "my faction's": {
      if (set.length === 0) return [];
      const w = factionWho(g, factionOf(g, p));
      return set.filter((t) => belongsTo(ev, t, w));
    }
    default:
      return ev.fail(np, `no Columbia meaning for the owner "${owner}"`);
  }
}

function relative(ev: Ev, rel: Relative, set: Thing[], env: Env): Thing[] {
  const w = who(ev, rel.subject, env);
  const verb = rel.verb.toLowerCase();
  if (verb === 'control' || verb === 'controls' || verb === 'have' || verb === 'has') return set.filter((t) => belongsTo(ev, t, w));
  if (verb === 'played') {
    return set.filter((t) => {
      const d = dataOf(t);
      return d.kind === 'card' && (d.zone === 'combat' || d.zone === 'vote') && w.players.includes(d.holder as string);
    });
  }
  return ev.fail(rel, `no Columbia meaning for "${rel.verb}" in a relative clause`);
}

/** Whether `t` is in (on, at) `target`: a location, territory, Sky-Line, combat, hand, deck, piece or the game. */
export function isIn(ev: Ev, t: Thing, target: Thing): boolean {
  const g = ev.g;
  const td = dataOf(target);
  const here = thingLocation(g, t);
  switch (td.kind) {
    case 'location':
      return here === target.id;
    case 'territory':
      return here !== null && rulesIndex(ev.rules).location[here]?.territoryId === target.id;
    case 'sky-line':
      return here !== null && Array.isArray(td.spaces) && td.spaces.includes(here);
    case 'combat': {
      const d = dataOf(t);
      if (d.kind === 'card') return d.zone === 'combat';
      if (d.kind === 'die') return true;
      return here !== null && here === td.location;
    }
    case 'hand':
      return dataOf(t).zone === 'hand' && thingOwner(t) === td.owner;
    case 'deck':
      return dataOf(t).zone === 'deck' && thingOwner(t) === td.owner;
    case 'game':
      return true;
    case 'player':
    case 'faction':
      return belongsTo(ev, t, whoOfThings(g, [target]));
    default: {
      const there = thingLocation(g, target);
      return there !== null && here === there;
    }
  }
}

/**
 * A qualifier's target as nounSet reads it: `at`, the locations it keeps
 * things at when it keeps exactly the things whose location is one of them
 * (`in`/`on`/`at`/`from` locations, `adjacent to`, `near`, locations `with`
 * pieces), else null; `targets`, the target's things, null when `at` is all
 * the qualifier needs and was read without them (whereabouts).
 */
interface QualifierRead {
  at: Set<LocationId> | null;
  targets: Thing[] | null;
}

/**
 * Where the things a phrase denotes are (their locations; those at none left
 * out), and whether any of them is itself a location: read from the pieces
 * without making a thing for each where the phrase allows it (piecePlaces),
 * else from its things, which are kept for a qualifier that needs them after
 * all.
 */
function whereabouts(ev: Ev, target: Referent, env: Env): { places: Set<LocationId>; hasLocation: boolean; things: Thing[] | null } {
  const placed = piecePlaces(ev, target);
  if (placed !== null) return { places: placed, hasLocation: false, things: null };
  const g = ev.g;
  const things = ev.things(target, env);
  const places = new Set<LocationId>();
  let hasLocation = false;
  for (const x of things) {
    if (kindOf(x) === 'location') hasLocation = true;
    const l = thingLocation(g, x);
    if (l !== null) places.add(l);
  }
  return { places, hasLocation, things };
}

function qualifierRead(ev: Ev, q: Qualifier, np: Phrase, env: Env): QualifierRead {
  const prep = q.prep;
  switch (prep) {
    case 'with': {
      // Of other things than locations, `with` keeps those beside another target (not the thing itself): no set of locations.
      if (np.id !== 'noun.location') return { at: null, targets: ev.things(q.target, env) };
      // Locations with a piece (`3 locations with a leader`): where the pieces are. A location among the targets is
      // no piece at a place: the general test then.
      const w = whereabouts(ev, q.target, env);
      return w.hasLocation ? { at: null, targets: w.things } : { at: w.places, targets: w.things };
    }
    case 'adjacent to':
    case 'near': {
      const w = whereabouts(ev, q.target, env);
      const near = new Set<LocationId>();
      for (const l of w.places) {
        if (prep === 'near') near.add(l);
        for (const a of adjacentLocations(ev.rules, l)) near.add(a);
      }
      return { at: near, targets: w.things };
    }
    case 'in':
    case 'on':
    case 'at':
    case 'from': {
      // In locations (the usual target): one set of ids rather than every pair (isIn's own test for a location). The
      // target's kind counts here (a hand, a deck, a faction is no place), so its things are made.
      const targets = ev.things(q.target, env);
      const ids = new Set<LocationId>();
      for (const x of targets) {
        const k = kindOf(x);
        if (k === 'location') ids.add(x.id);
        else if (k === 'sky-line') {
          // isIn's test for a Sky-Line: at one of its spaces.
          const spaces = dataOf(x).spaces;
          if (!Array.isArray(spaces)) return { at: null, targets };
          for (const l of spaces) ids.add(l);
        } else return { at: null, targets };
      }
      return { at: ids, targets };
    }
    default:
      return { at: null, targets: ev.things(q.target, env) };
  }
}

/** The qualifier applied to `set`, from its target as nounSet read it (qualifierRead). */
function qualifier(ev: Ev, q: Qualifier, set: Thing[], read: QualifierRead): Thing[] {
  const g = ev.g;
  const at = read.at;
  if (at !== null) {
    if (at.size === 0) return [];
    return set.filter((t) => {
      const here = thingLocation(g, t);
      return here !== null && at.has(here);
    });
  }
  // No places read: qualifierRead made the things.
  const targets = read.targets!;
  switch (q.prep) {
    case 'in':
    case 'on':
    case 'at':
    case 'from':
      return set.filter((t) => targets.some((x) => isIn(ev, t, x)));
    case 'with':
    case 'without': {
      const wanted = q.prep === 'with';
      // The targets' ids by location, worked out once (not once per member of the set).
      const byLocation = new Map<LocationId, string[]>();
      for (const x of targets) {
        const l = thingLocation(g, x);
        if (l === null) continue;
        const ids = byLocation.get(l);
        if (ids === undefined) byLocation.set(l, [x.id]);
        else ids.push(x.id);
      }
      return set.filter((t) => {
        const here = thingLocation(g, t);
        const ids = here === null ? undefined : byLocation.get(here);
        const has = ids !== undefined && ids.some((id) => id !== t.id);
        return has === wanted;
      });
    }
    case 'under': {
      const w = whoOfThings(g, targets);
      return set.filter((t) => belongsTo(ev, t, w));
    }
    default:
      return ev.fail(q, `no Columbia meaning for the qualifier "${q.prep}"`);
  }
}

/** The whole set a noun phrase denotes (its quantifier not applied). The core's noun handler for every noun id. */
export function nounSet(ev: Ev, np: Phrase, env: Env): Thing[] {
  const plan = phrasePlan(ev, np);
  // The qualifier's target first (reading is pure, so the order changes nothing): where it keeps things bounds the base set.
  const q = np.qualifier;
  const read = q ? qualifierRead(ev, q, np, env) : null;
  const at = read === null ? null : read.at;
  // The possessor read first too: a faction bounds the base set (Whose).
  const w = np.possessor ? who(ev, np.possessor, env) : null;
  let set = plan.ofOnly ? ev.things(np.of!, env) : plan.cardsPlayed ? cardsPlayed(ev) : baseSet(ev, plan, np, env, at, w === null ? null : w.faction);
  const adjectives = plan.adjectives;
  for (let i = 0; i < adjectives.length; i++) set = adjective(ev, adjectives[i]!, set, env);
  // Bounded exactly by mine (baseSet's rule: a mine bound whenever I am someone): what keeps only mine would keep it all.
  const mineKept = plan.mineExact && plan.mine && typeof env.me === 'string';
  if (np.owner && !(mineKept && plan.ownerIsMine)) set = owned(ev, np.owner, set, env, np);
  // Bounded exactly by the faction's (baseSet's Whose): the possessor would keep it all.
  if (w !== null && !(plan.whoseExact && w.faction !== null)) set = set.filter((t) => belongsTo(ev, t, w));
  if (np.relative && !(mineKept && plan.relativeIsMine)) set = relative(ev, np.relative, set, env);
  // Bounded exactly by where the qualifier keeps things: it would keep it all.
  if (q && read !== null && !(at !== null && plan.withinExact)) set = qualifier(ev, q, set, read);
  return set;
}

/** Players (and factions) as things, for `for each player` and the like. */
export function subjectSet(ev: Ev, np: Phrase, env: Env): Thing[] {
  const id = np.id ?? '';
  if (id === 'subject.each-faction') return Object.keys(ev.g.factions).map((f) => factionThing(ev.rules, ev.g, f));
  if (id === 'subject.my-faction') return [factionThing(ev.rules, ev.g, factionOf(ev.g, me(ev, env, np)))];
  const f = namedFaction(ev.rules, id);
  if (f !== null) return [factionThing(ev.rules, ev.g, f)];
  return who(ev, np, env).players.map((p) => playerThing(ev.rules, ev.g, p));
}

