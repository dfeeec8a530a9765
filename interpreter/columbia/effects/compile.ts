/**
 * Conditions compiled to closures (the core's `compileCondition` hook, used by
 * `ctx.holds`). A victory card's condition is tested at every decision of a
 * turn, and the interpreter builds every set the condition names as labelled
 * things (each unit, each location, with its label) only to count them.
 * Compiled, a phrase's set is a list of bare things (id and kind, made once
 * per id and never handed out) filtered by the very functions the interpreter
 * uses (`belongsTo`, `enough`, ...): the same answer, without the garbage.
 *
 * Compiled are the shapes the pack's conditions use: `and`/`or`/`not`,
 * comparisons of numbers (`count my faction's units >= 15`, `my eagles >= 15`)
 * and `control` (`I control 3 locations with a stronghold`, `my faction
 * controls 4 territories`, `I control "Monument Island"`, `I control
 * Elizabeth`). Anything else, or the same shapes read through handlers other
 * than Columbia's own, is left to the interpreter (null); so is a run where
 * "I" is not a player (the interpreter then says what is wrong) and a phrase
 * whose one word is bound in the env (`choose ... as site`).
 *
 * test/perf/compiled-conditions.test.ts holds every victory card, for every
 * player, in many game states, against the interpreter.
 */
import type { Clause, Condition, Expr, NameRef, NounPhrase, Pronoun } from '../../dsl/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { CompiledCondition, EffectHandlers, Env, Thing } from '../../core/index.ts';
import {
  currentCensus,
  controllerOf,
  controllingFaction,
  factionOf,
  factionPieceCount,
  factionPlayers,
  changedLocations,
  newLocationWatch,
  onBoardOf,
  readMemo,
  readSerial,
  perRuleset,
  pieceKindNumber,
  rulesIndex,
  ALL_STRUCTURES,
  ALL_UNITS,
  OCCUPIED_LOCATIONS,
  territoryHolder,
  territoryHolders,
  type Census,
  type LocationWatch,
  type Pieces,
} from '../board.ts';
import { elizabethController } from '../booker.ts';
import { upgradesMadeOn } from '../upgrades.ts';
import type { ColumbiaG, FactionId, LocationId, PlayerId } from '../state.ts';
import { adjectivesOf, belongsTo, isIn, MY_WORDS, named, nounSet, referenceOf, UNIT_NOUN_KINDS, valueOf, type Ev, type Who } from './nouns.ts';
import { enough, predicates } from './predicates.ts';
import { thingLocation } from './things.ts';
import { thingSlot } from './util.ts';

type H = EffectHandlers<ColumbiaG, Ruleset>;
type Cond = (ev: Ev, env: Env, me: PlayerId) => boolean;
type Num = (ev: Ev, env: Env, me: PlayerId) => number;
type WhoOf = (ev: Ev, env: Env, me: PlayerId) => Who;
/** A condition read straight from the game and its Ruleset for a player of the game: no evaluator, no env (see `directOf`). */
export type DirectTest = (g: ColumbiaG, rules: Ruleset, me: PlayerId) => boolean;
type DirectCount = (g: ColumbiaG, rules: Ruleset, me: PlayerId) => number;

/** What a compiled set is made of; `upgrade` things carry only their faction (enough to count them, not to place them). */
type Kind = 'unit' | 'structure' | 'location' | 'territory' | 'figure' | 'upgrade' | 'mixed';

interface CompiledSet {
  kind: Kind;
  /** What it is, for sets of the game alone (`location`, `structure:stronghold`, `location with (structure:stronghold)`): equal keys, equal sets. */
  key: string;
  /** Whether it depends on who "I" is or on the env (else only on the game: the same for every card read at once). */
  mine: boolean;
  /** The set; shared with other readers: read it, never change it. */
  of: (ev: Ev, env: Env, me: PlayerId) => Thing[];
}

/**
 * A set that depends only on the game, worked out once per board read
 * (`readingBoard`: every victory card of a decision reads "locations", "a
 * stronghold", ... of the same game).
 */
function shared(kind: Kind, key: string, of: (ev: Ev) => Thing[]): CompiledSet {
  const memoKey = sharedKey(key);
  return {
    kind,
    key,
    mine: false,
    of: (ev) => {
      const memo = readMemo(ev.g);
      if (memo === null) return of(ev);
      let out = memo.get(memoKey) as Thing[] | undefined;
      if (out === undefined) {
        out = of(ev);
        memo.set(memoKey, out);
      }
      return out;
    },
  };
}

/** One object per set key: the board read's memo is keyed by objects. */
const sharedKeys = new Map<string, object>();

function sharedKey(key: string): object {
  let k = sharedKeys.get(key);
  if (k === undefined) sharedKeys.set(key, (k = Object.freeze({ set: key })));
  return k;
}

// ---------------------------------------------------------------------------
// Bare things: id and kind, one frozen object per id (never leaves this file)
// ---------------------------------------------------------------------------

const bare = new Map<string, Map<string, Thing>>();

/** The bare things of one kind, by id. */
function bareOf(kind: string): Map<string, Thing> {
  let byId = bare.get(kind);
  if (byId === undefined) bare.set(kind, (byId = new Map()));
  return byId;
}

function bareIn(byId: Map<string, Thing>, kind: string, id: string): Thing {
  let t = byId.get(id);
  if (t === undefined) {
    t = Object.freeze({ id, label: id, data: Object.freeze({ kind }) });
    byId.set(id, t);
  }
  return t;
}

function bareThing(kind: string, id: string): Thing {
  return bareIn(bareOf(kind), kind, id);
}

const UNITS = bareOf('unit');
const STRUCTURES = bareOf('structure');

/** Every location (in number order) and territory of a Ruleset as bare things, made once. */
const places = new WeakMap<Ruleset, { locations: readonly Thing[]; territories: readonly Thing[] }>();

function placesOf(rules: Ruleset): { locations: readonly Thing[]; territories: readonly Thing[] } {
  let p = places.get(rules);
  if (p === undefined) {
    p = {
      locations: Object.freeze(rulesIndex(rules).locationIds.map((l) => bareThing('location', l))),
      territories: Object.freeze(rules.board.territories.map((t) => bareThing('territory', t.id))),
    };
    places.set(rules, p);
  }
  return p;
}

const bareUpgrades = new Map<string, Thing>();

/** An upgrade as `belongsTo` reads it: its faction. */
function bareUpgrade(faction: string): Thing {
  let t = bareUpgrades.get(faction);
  if (t === undefined) {
    t = Object.freeze({ id: `upgrade:${faction}`, label: 'upgrade', data: Object.freeze({ kind: 'upgrade', faction }) });
    bareUpgrades.set(faction, t);
  }
  return t;
}

// ---------------------------------------------------------------------------
// Sets (mirroring nouns.ts `baseSet`, `owned`, the possessor and `qualifier`)
// ---------------------------------------------------------------------------

const STRUCTURE_KINDS: Record<string, string | undefined> = { 'noun.structure': undefined, 'noun.stronghold': 'stronghold', 'noun.turret': 'turret', 'noun.alarm': 'alarm' };

function baseSet(id: string, np: NounPhrase): CompiledSet | null {
  if (UNIT_NOUN_KINDS.has(id)) {
    const kind = UNIT_NOUN_KINDS.get(id);
    return shared('unit', `unit:${kind ?? '*'}`, (ev) => {
      const out: Thing[] = [];
      const units = ev.g.units;
      for (const key in units) {
        const u = units[key]!;
        if (u.location !== null && (kind === undefined || u.kind === kind)) out.push(bareIn(UNITS, 'unit', u.id));
      }
      return out;
    });
  }
  if (Object.prototype.hasOwnProperty.call(STRUCTURE_KINDS, id)) {
    const kind = STRUCTURE_KINDS[id];
    return shared('structure', `structure:${kind ?? '*'}`, (ev) => {
      const out: Thing[] = [];
      const structures = ev.g.structures;
      for (const key in structures) {
        const s = structures[key]!;
        if (s.location !== null && (kind === undefined || s.kind === kind)) out.push(bareIn(STRUCTURES, 'structure', s.id));
      }
      return out;
    });
  }
  switch (id) {
    case 'noun.location': {
      // `destroyed locations` are all of them (the adjective narrows afterwards); otherwise the standing ones.
      const destroyed = np.words.some((w) => w.text.toLowerCase() === 'destroyed') ? null : false;
      return shared('location', `location:${destroyed === null ? 'all' : 'standing'}`, (ev) => {
        const all = placesOf(ev.rules).locations;
        if (destroyed === null) return all as Thing[];
        const locs = ev.g.locations;
        let standing = true;
        for (const t of all) if (locs[t.id]?.destroyed === true) standing = false;
        // Read-only: the consumers below count and filter into new lists.
        if (standing) return all as Thing[];
        return all.filter((t) => (locs[t.id]?.destroyed === true) === destroyed);
      });
    }
    case 'noun.territory':
      return { kind: 'territory', key: 'territory', mine: false, of: (ev) => placesOf(ev.rules).territories as Thing[] };
    case 'noun.upgrade':
      return shared('upgrade', 'upgrade', (ev) => {
        const out: Thing[] = [];
        const cardTypes = rulesIndex(ev.rules).cardType;
        for (const [f, fs] of Object.entries(ev.g.factions)) {
          for (const [type, sheet] of Object.entries(fs.upgrades)) {
            for (let n = upgradesMadeOn(sheet, cardTypes[type]?.ability.locked === true); n > 0; n--) out.push(bareUpgrade(f));
          }
        }
        return out;
      });
    default:
      return null;
  }
}

/** `who` for the subjects compiled: `I` and `my faction` (a faction's players do not matter once it is named). */
function whoOf(s: Clause['subject'] | NounPhrase | NameRef | Pronoun | undefined): WhoOf | null {
  if (s === undefined) return (_ev, _env, me) => ({ players: [me], faction: null });
  if (s.kind !== 'nounPhrase') return null;
  switch (s.resolved?.id) {
    case 'subject.i':
      return (_ev, _env, me) => ({ players: [me], faction: null });
    case 'subject.my-faction':
      return (ev, _env, me) => {
        const f = factionOf(ev.g, me);
        return { players: factionPlayers(ev.g, f), faction: f };
      };
    default:
      return null;
  }
}

/** `set` narrowed by `keep`; `mine`: whether `keep` depends on "I" or the env (a set of the game alone is shared, see `shared`). */
function filtered(set: CompiledSet, how: string, mine: boolean, keep: (ev: Ev, env: Env, me: PlayerId) => (t: Thing) => boolean): CompiledSet {
  const narrow = (ev: Ev, env: Env, me: PlayerId): Thing[] => {
    const test = keep(ev, env, me);
    const out: Thing[] = [];
    for (const t of set.of(ev, env, me)) if (test(t)) out.push(t);
    return out;
  };
  const key = `${set.key} ${how}`;
  if (!set.mine && !mine) return shared(set.kind, key, (ev) => narrow(ev, {}, ''));
  return {
    kind: set.kind,
    key,
    mine: true,
    of: (ev, env, me) => {
      const test = keep(ev, env, me);
      const out: Thing[] = [];
      for (const t of set.of(ev, env, me)) if (test(t)) out.push(t);
      return out;
    },
  };
}

/** `nounSet` for the phrases compiled. */
function phraseSet(np: NounPhrase, h: H): CompiledSet | null {
  if (np.words.length === 0 && np.of) return null;
  let set = baseSet(np.resolved?.id ?? '', np);
  if (set === null || adjectivesOf(np).length > 0 || np.relative) return null;
  if (np.owner) {
    const o = np.owner.text.toLowerCase();
    if (MY_WORDS.has(o)) set = filtered(set, 'my', true, (ev, _env, me) => (t) => belongsTo(ev, t, { players: [me], faction: null }));
    else if (o === "my faction's") {
      set = filtered(set, "my faction's", true, (ev, _env, me) => {
        const f = factionOf(ev.g, me);
        const w: Who = { players: factionPlayers(ev.g, f), faction: f };
        return (t) => belongsTo(ev, t, w);
      });
    } else return null;
  }
  if (np.possessor) {
    const w = whoOf(np.possessor);
    if (w === null) return null;
    set = filtered(set, 'possessed', true, (ev, env, me) => {
      const who = w(ev, env, me);
      return (t) => belongsTo(ev, t, who);
    });
  }
  if (np.qualifier) {
    const q = np.qualifier;
    const targets = setOf(q.target, h);
    if (targets === null || targets.kind === 'upgrade' || set.kind === 'upgrade') return null;
    if (q.prep === 'with' || q.prep === 'without') {
      const wanted = q.prep === 'with';
      set = filtered(set, `${q.prep} (${targets.key})`, targets.mine, (ev, env, me) => {
        const g = ev.g;
        const xs = targets.of(ev, env, me);
        const at = xs.map((x) => thingLocation(g, x));
        return (t) => {
          const here = thingLocation(g, t);
          let has = false;
          if (here !== null) for (let i = 0; i < xs.length && !has; i++) has = at[i] === here && xs[i]!.id !== t.id;
          return has === wanted;
        };
      });
    } else if ((q.prep === 'in' || q.prep === 'on' || q.prep === 'at' || q.prep === 'from') && (targets.kind === 'location' || targets.kind === 'territory')) {
      set = filtered(set, `${q.prep} (${targets.key})`, targets.mine, (ev, env, me) => {
        const xs = targets.of(ev, env, me);
        return (t) => xs.some((x) => isIn(ev, t, x));
      });
    } else return null;
  }
  return set;
}

/** The location or territory a name names (the first two things `named` looks for), per Ruleset; undefined: something else. */
const namedPlaces = perRuleset((): Map<string, Thing | null> => new Map());

function namedPlace(rules: Ruleset, name: string): Thing | null {
  const byName = namedPlaces(rules);
  let t = byName.get(name);
  if (t === undefined) {
    const n = name.trim().toLowerCase();
    const loc = rules.board.locations.find((l) => l.name.trim().toLowerCase() === n);
    const ter = loc ? undefined : rules.board.territories.find((x) => x.name.trim().toLowerCase() === n);
    t = loc ? bareThing('location', loc.id) : ter ? bareThing('territory', ter.id) : null;
    byName.set(name, t);
  }
  return t;
}

/** `ev.things(x)` for the phrases compiled. */
function setOf(x: NounPhrase | NameRef | Pronoun, h: H): CompiledSet | null {
  if (x.kind === 'name') {
    if (h.name !== named) return null;
    return {
      kind: 'mixed',
      key: `"${x.name}"`,
      mine: true,
      of: (ev, env) => {
        const t = namedPlace(ev.rules, x.name);
        return t !== null ? [t] : ev.things(x, env);
      },
    };
  }
  if (x.kind !== 'nounPhrase') return null;
  const id = x.resolved?.id ?? '';
  // A one-word phrase may be a name bound by `choose ... as NAME`: then the interpreter reads it.
  const bindable = !(x.quantifier || x.owner || x.possessor || x.relative || x.of || x.qualifier || x.words.length !== 1);
  const key = bindable ? `$${x.words[0]!.text}` : '';
  let set: CompiledSet | null = null;
  if (h.nouns?.[id] !== undefined) {
    if (h.nouns[id] !== nounSet) return null;
    set = phraseSet(x, h);
  } else if ((id === 'subject.elizabeth' || id === 'subject.booker') && h.values?.[id] === referenceOf && x.resolved?.type === 'figure') {
    const figure = bareThing('figure', id === 'subject.booker' ? 'booker' : 'elizabeth');
    set = { kind: 'figure', key: figure.id, mine: false, of: () => [figure] };
  }
  if (set === null) return null;
  if (!bindable) return set;
  const inner = set;
  return { kind: inner.kind, key: `${inner.key} or $`, mine: true, of: (ev, env, me) => (env[key] !== undefined ? ev.things(x, env) : inner.of(ev, env, me)) };
}

// ---------------------------------------------------------------------------
// Numbers and conditions
// ---------------------------------------------------------------------------

function numberOf(e: Expr, h: H): Num | null {
  switch (e.kind) {
    case 'number': {
      const v = e.value;
      return () => v;
    }
    case 'count': {
      const direct = directCount(e, h);
      if (direct !== null) return (ev, _env, me) => direct(ev.g, ev.rules, me);
      const set = setOf(e.of, h);
      return set === null ? null : (ev, env, me) => set.of(ev, env, me).length;
    }
    case 'nounPhrase': {
      const eagles = directCount(e, h);
      return eagles === null ? null : (ev, _env, me) => eagles(ev.g, ev.rules, me);
    }
    default:
      return null;
  }
}

/**
 * `numberOf` for the numbers that read only the game: a constant, `count my
 * faction's units` (or commons, specials, leaders), `count my faction's
 * upgrades`, `my eagles`; null for any other.
 */
function directCount(e: Expr, h: H): DirectCount | null {
  switch (e.kind) {
    case 'number': {
      const v = e.value;
      return () => v;
    }
    case 'count':
      return factionUnits(e.of, h) ?? factionUpgrades(e.of, h);
    case 'nounPhrase': {
      // `my eagles` (valueOf: no possessor, no `of`: the eagles of "I").
      if (e.resolved?.id !== 'value.eagles' || h.values?.['value.eagles'] !== valueOf || e.possessor || e.of || e.quantifier || e.relative || e.qualifier) return null;
      if (e.resolved.type === 'amount' || e.resolved.type === 'delta' || e.resolved.type === 'count-constraint' || !e.owner) return null;
      return (g, _rules, me) => g.players[me]?.eagles ?? 0;
    }
    default:
      return null;
  }
}

const COMPARE: Record<string, (l: number, r: number) => boolean> = {
  '=': (l, r) => l === r,
  '!=': (l, r) => l !== r,
  '<': (l, r) => l < r,
  '<=': (l, r) => l <= r,
  '>': (l, r) => l > r,
  '>=': (l, r) => l >= r,
};

/** `control` (predicates.ts) for the phrases compiled. */
function control(c: Clause, h: H): Cond | null {
  const what = thingSlot(c, 'what');
  if (what === undefined) return null;
  const who = whoOf(c.subject);
  if (who === null) return null;
  if (what.kind === 'nounPhrase' && what.resolved?.id === 'value.location') return null;
  const kernel = locationControl(what, h);
  // `whoOf`'s two subjects without its lists: "I" or my faction.
  const byFaction = c.subject?.kind === 'nounPhrase' && c.subject.resolved?.id === 'subject.my-faction';
  // A boolean for sure: the cases below answer `holds !== negated`.
  const negated = c.negated === true;
  if (kernel !== null) {
    return (ev, _env, me) => {
      const holds = kernel(ev.g, ev.rules, me, byFaction ? factionOf(ev.g, me) : null);
      return negated ? !holds : holds;
    };
  }
  if (territoryCount(what, h)) {
    const np = what as NounPhrase;
    return (ev, _env, me) => territoriesHeld(ev.g, ev.rules, me, np) !== negated;
  }
  const all = setOf(what, h);
  if (all === null) return null;
  const np = what.kind === 'nounPhrase' ? what : null;
  const count = all.kind === 'location' ? locationsOf : all.kind === 'territory' ? territoriesOf : thingsOf;
  const generic: Cond = (ev, env, me) => {
    const w = who(ev, env, me);
    const things = all.of(ev, env, me);
    const holds = enough(np, count(ev, things, w), things.length);
    return negated ? !holds : holds;
  };
  if (what.kind !== 'name') return generic;
  // `I control "Monument Island"`: the one place named, without a set (a set of one thing held is "all of it": enough(null, 1, 1)).
  const name = what.name;
  return (ev, env, me) => {
    const t = namedPlace(ev.rules, name);
    if (t === null) return generic(ev, env, me);
    return placeHeld(ev.g, ev.rules, t, me, byFaction) !== negated;
  };
}

/** `my faction controls 4 territories`: the holders counted (`territoriesOf`'s every-territory case: my faction's, for either subject). */
function territoriesHeld(g: ColumbiaG, rules: Ruleset, me: PlayerId, np: NounPhrase): boolean {
  const f = factionOf(g, me);
  let n = 0;
  const holders = territoryHolders(g, rules);
  for (let i = 0; i < holders.length; i++) if (holders[i] === f) n++;
  return enough(np, n, holders.length);
}

/** `I control "Monument Island"` for a place the Ruleset names (`namedPlace`): who controls the location, or holds the territory. */
function placeHeld(g: ColumbiaG, rules: Ruleset, place: Thing, me: PlayerId, byFaction: boolean): boolean {
  return (place.data as { kind: string }).kind === 'location' ? ownsLocation(g, place.id, me, byFaction) : territoryHolder(g, rules, place.id) === factionOf(g, me);
}

/**
 * Whether `what` is `[N] territories` and nothing more, read through
 * Columbia's own sets: the set `setOf` makes is every territory
 * (`placesOf(rules).territories`), counted by holder (`territoriesOf`).
 */
function territoryCount(what: NounPhrase | NameRef | Pronoun, h: H): boolean {
  if (what.kind !== 'nounPhrase' || what.resolved?.id !== 'noun.territory' || h.nouns?.['noun.territory'] !== nounSet) return false;
  // With a quantifier a phrase is never a name bound by `choose ... as` (`setOf`'s `bindable`).
  return what.words.length > 0 && what.quantifier !== undefined && plain(what);
}

/** `belongsTo`'s location case for one location (what `locationsOf` counts), for "I" (`me` controls it) or my faction (`byFaction`: `me`'s faction does). */
function ownsLocation(g: ColumbiaG, loc: string, me: PlayerId, byFaction: boolean): boolean {
  if (byFaction) return controllingFaction(g, loc) === factionOf(g, me);
  return controllerOf(g, loc) === me;
}

/**
 * `count my faction's units` (or commons, specials, leaders) straight from
 * the board index: the units on the board of each player of my faction
 * (`belongsTo`'s faction case goes by the owner's faction; `g.units[id]` is
 * the piece with that id, invariants.ts).
 */
function factionUnits(x: NounPhrase | NameRef | Pronoun, h: H): DirectCount | null {
  if (x.kind !== 'nounPhrase' || x.words.length === 0 || x.quantifier || x.owner || x.relative || x.of || x.qualifier) return null;
  const id = x.resolved?.id ?? '';
  if (!UNIT_NOUN_KINDS.has(id) || h.nouns?.[id] !== nounSet || adjectivesOf(x).length > 0) return null;
  const p = x.possessor;
  if (p === undefined || p.kind !== 'nounPhrase' || p.resolved?.id !== 'subject.my-faction') return null;
  const kind = UNIT_NOUN_KINDS.get(id);
  return (g, _rules, me) => {
    const f = factionOf(g, me);
    let n = 0;
    for (const p of g.turnOrder) {
      if (g.players[p]!.factionId !== f) continue;
      const units = onBoardOf(g, p).units;
      if (kind === undefined) n += units.length;
      else for (const u of units) if (u.kind === kind) n++;
    }
    return n;
  };
}

/**
 * `count my faction's upgrades` straight from the upgrade sheets: what the
 * upgrade set holds for my faction (`upgrades` in nouns.ts: a key token on a
 * locked ability, and each combat, influence and eagles step), counted.
 */
function factionUpgrades(x: NounPhrase | NameRef | Pronoun, h: H): DirectCount | null {
  if (x.kind !== 'nounPhrase' || x.words.length === 0 || x.quantifier || x.owner || x.relative || x.of || x.qualifier) return null;
  if (x.resolved?.id !== 'noun.upgrade' || h.nouns?.['noun.upgrade'] !== nounSet || adjectivesOf(x).length > 0) return null;
  const p = x.possessor;
  if (p === undefined || p.kind !== 'nounPhrase' || p.resolved?.id !== 'subject.my-faction') return null;
  return (g, rules, me) => {
    const fs = g.factions[factionOf(g, me)];
    if (fs === undefined) return 0;
    const cardTypes = rulesIndex(rules).cardType;
    let n = 0;
    for (const type in fs.upgrades) n += upgradesMadeOn(fs.upgrades[type]!, cardTypes[type]?.ability.locked === true);
    return n;
  };
}

/** A phrase with nothing but its noun (and a quantifier): no adjectives, owner, possessor, relative, `of` or qualifier. */
function plain(np: NounPhrase): boolean {
  return !np.owner && !np.possessor && !np.relative && !np.of && !np.qualifier && adjectivesOf(np).length === 0;
}

/**
 * `control` of `[N] locations [with|without a <piece kind>]` straight from the
 * board: per location, whether it stands and which kinds of piece stand
 * there (`LocationFacts`), and who controls it, with no sets built. The same
 * answer as the sets above: a piece's location is read from the piece
 * itself, which is where `thingLocation` finds it (`g.units[id]` is the piece
 * with that id: an invariant of every game state, invariants.ts).
 *
 * The facts are kept per game and shared by every such phrase, so a question
 * after a move reads again only the locations the move touched, once for all
 * of them; each shape's count (`ShapeCount`) is counted once, then stepped
 * as each changed location enters or leaves it or changes controller.
 */
function locationControl(what: NounPhrase | NameRef | Pronoun, h: H): ((g: ColumbiaG, rules: Ruleset, me: PlayerId, faction: FactionId | null) => boolean) | null {
  const ls = locationShape(what, h);
  if (ls === null) return null;
  return (g, rules, me, faction) => controlCounted(g, rules, ls, me, faction);
}

/**
 * A location-control phrase as `locationControl` reads it: its shape number
 * (`shapes`), the phrase (its quantifier), and what bounds its count before
 * any location is looked at (`fewerPieces`): the kind of piece each counted
 * location must hold (`factionPieceCount`'s number; null: any piece, for a
 * location needs one of the controller's to be controlled) and the fewest
 * locations the quantifier asks for (0: it asks for no fewest).
 */
interface LocationShape {
  shape: number;
  np: NounPhrase;
  piece: number | null;
  least: number;
}

/** The shape of a location-control phrase `locationControl` reads; null for any other. */
function locationShape(what: NounPhrase | NameRef | Pronoun, h: H): LocationShape | null {
  if (what.kind !== 'nounPhrase' || what.resolved?.id !== 'noun.location' || h.nouns?.['noun.location'] !== nounSet) return null;
  if (what.words.length === 0 || what.quantifier === undefined || what.owner || what.possessor || what.relative || what.of) return null;
  if (adjectivesOf(what).length > 0) return null;
  // `destroyed locations` are all of them; otherwise only the standing ones count.
  const all = what.words.some((w) => w.text.toLowerCase() === 'destroyed');
  let need = all ? 0 : STANDING;
  let want = need;
  let piece: number | null = null;
  const q = what.qualifier;
  if (q) {
    if (q.prep !== 'with' && q.prep !== 'without') return null;
    const t = q.target;
    if (t.kind !== 'nounPhrase' || t.words.length === 0 || !t.quantifier || !plain(t)) return null;
    const id = t.resolved?.id ?? '';
    if (h.nouns?.[id] !== nounSet) return null;
    const bit = PIECE_BITS[id];
    if (bit === undefined) return null;
    need |= bit;
    if (q.prep === 'with') {
      want |= bit;
      piece = pieceKindOf(id);
    }
  }
  return { shape: shapeNumber(need, want), np: what, piece, least: leastAskedFor(what) };
}

/**
 * The fewest locations `enough(np, n, total)` can hold for: it is false for
 * every `n` below (`n` a whole count). 0 for the quantifiers that ask for
 * no fewest (`at most`, `all`...: no bound read).
 */
function leastAskedFor(np: NounPhrase): number {
  const q = np.quantifier;
  const v = q?.value;
  switch (q?.kind) {
    case 'number':
    case 'at least':
      return v ?? 1;
    case 'more than':
      return Math.floor(v ?? 0) + 1;
    case 'at most':
    case 'fewer than':
    case 'less than':
    case 'all':
    case 'each':
    case 'every':
    case 'the':
      return 0;
    default:
      return 1;
  }
}

/**
 * Whether `me` (or `faction`, if not null) controls enough locations of the
 * shape for its quantifier. First the bound: a controlled location holds
 * only pieces of the controller's faction (a mixed one is contested), so the
 * faction cannot control more locations with a stronghold than it has
 * strongholds on the board, nor more locations at all than it has pieces
 * on. Under the fewest asked for, the answer is no without a look at any
 * location: 95% of these questions in random 2-player play (a card asks for
 * 2-3 locations with pieces a faction has 1-3 of, or for 10 locations).
 */
function controlCounted(g: ColumbiaG, rules: Ruleset, ls: LocationShape, me: PlayerId, faction: FactionId | null): boolean {
  if (ls.least > 0 && fewerPieces(g, faction ?? factionOf(g, me), ls.piece ?? OCCUPIED_LOCATIONS, ls.least)) return false;
  const c = factsNow(g, rules).countOf(ls.shape);
  return enough(ls.np, faction !== null ? c.heldBy(c.factions, c.factionHeld, faction) : c.heldBy(c.players, c.playerHeld, me), c.total);
}

/**
 * Whether `faction` has fewer than `least` pieces of kind number `piece` on
 * the board (`OCCUPIED_LOCATIONS`: locations where it has a piece; one
 * location it could control per such piece): then a condition that needs them
 * does not hold. Read only while kept facts follow the board
 * (`followLocationChanges`): off, the tests see every question reach the facts.
 */
function fewerPieces(g: ColumbiaG, faction: FactionId, piece: number, least: number): boolean {
  return followChanges && factionPieceCount(g, faction, piece) < least;
}

/**
 * Every shape of location-control phrase compiled (the bits a location must
 * show, `need`, and how, `want`), numbered once: the facts keep one count per
 * shape, shared by every phrase of that shape.
 */
const shapes: { need: number; want: number }[] = [];

function shapeNumber(need: number, want: number): number {
  let n = shapes.findIndex((x) => x.need === need && x.want === want);
  if (n < 0) n = shapes.push({ need, want }) - 1;
  return n;
}

/** How many locations of one shape there are, and who controls them (by player and by faction; a handful each: lists beat maps). */
class ShapeCount {
  /** False until first counted (and, with `followLocationChanges(false)` in tests, never stepped: counted from the facts as they are). */
  fresh = false;
  total = 0;
  readonly players: PlayerId[] = [];
  readonly playerHeld: number[] = [];
  readonly factions: FactionId[] = [];
  readonly factionHeld: number[] = [];

  /** Counted again over every location's facts. */
  recount(f: LocationFacts, shape: { need: number; want: number }): void {
    this.total = 0;
    this.players.length = 0;
    this.playerHeld.length = 0;
    this.factions.length = 0;
    this.factionHeld.length = 0;
    const { need, want } = shape;
    for (let i = 0; i < f.kinds.length; i++) {
      if ((f.kinds[i]! & need) !== want) continue;
      this.total++;
      const c = f.controller[i]!;
      if (c === null) continue;
      add(this.players, this.playerHeld, c);
      add(this.factions, this.factionHeld, f.faction[i]!);
    }
    this.fresh = true;
  }

  heldBy(who: readonly string[], held: readonly number[], one: string): number {
    const i = who.indexOf(one);
    return i < 0 ? 0 : held[i]!;
  }

  /**
   * One location counted by this shape with `step` (+1: it now is, -1: it no
   * longer is), controlled by `player` of `faction` (null: nobody): the count
   * follows a change without a walk over every location. A controller
   * counted down to 0 stays listed (`heldBy` reads 0 all the same).
   */
  step(step: number, player: PlayerId | null, faction: FactionId | null): void {
    this.total += step;
    if (player === null) return;
    add(this.players, this.playerHeld, player, step);
    add(this.factions, this.factionHeld, faction!, step);
  }
}

function add(who: string[], held: number[], one: string, step = 1): void {
  const i = who.indexOf(one);
  if (i >= 0) held[i]! += step;
  else {
    who.push(one);
    held.push(step);
  }
}

/** A location's facts, as bits: it stands (not destroyed), and which kinds of piece stand on it. */
const STANDING = 1;
/** By noun: the bit of a location with such a piece (`a unit`: any unit; `a stronghold`: a structure of that kind). */
const PIECE_BITS: Record<string, number | undefined> = Object.assign(Object.create(null) as Record<string, number | undefined>, {
  'noun.unit': 2,
  'noun.common': 4,
  'noun.special': 8,
  'noun.leader': 16,
  'noun.structure': 32,
  'noun.stronghold': 64,
  'noun.turret': 128,
  'noun.alarm': 256,
});

/** By noun of `PIECE_BITS`: the kind number (`pieceKindNumber`) of the pieces that set its bit (`unitBits`, `structureBits`). */
function pieceKindOf(noun: string): number | null {
  switch (noun) {
    case 'noun.unit':
      return ALL_UNITS;
    case 'noun.common':
      return pieceKindNumber(true, 'common');
    case 'noun.special':
      return pieceKindNumber(true, 'special');
    case 'noun.leader':
      return pieceKindNumber(true, 'leader');
    case 'noun.structure':
      return ALL_STRUCTURES;
    case 'noun.stronghold':
      return pieceKindNumber(false, 'stronghold');
    case 'noun.turret':
      return pieceKindNumber(false, 'turret');
    case 'noun.alarm':
      return pieceKindNumber(false, 'alarm');
    default:
      return null;
  }
}

/** A unit's bits by its kind (compares, not a keyed look-up: this runs for every piece of every location a move changed). */
function unitBits(kind: string): number {
  return kind === 'common' ? 2 | 4 : kind === 'special' ? 2 | 8 : kind === 'leader' ? 2 | 16 : 2;
}

/** A structure's bits by its kind (as `unitBits`). */
function structureBits(kind: string): number {
  return kind === 'stronghold' ? 32 | 64 : kind === 'turret' ? 32 | 128 : kind === 'alarm' ? 32 | 256 : 32;
}

/** Location id -> its place in `rulesIndex(rules).locationIds`, per Ruleset. */
const locationNumbers = perRuleset((rules: Ruleset): Record<LocationId, number | undefined> => {
  const out: Record<LocationId, number> = {};
  rulesIndex(rules).locationIds.forEach((l, i) => (out[l] = i));
  return { ...out };
});

/**
 * What the location-control phrases read of one game, by location number:
 * its bits (`STANDING`, `PIECE_BITS`), its controller and his faction (null:
 * nobody). Brought up to date at a question by reading again only the
 * locations changed since the last one (`changedLocations`), and at most once
 * per board read (`readSerial`: a read changes nothing). The answers are the
 * ones a walk over every location gives (test/perf/control-counts.test.ts).
 */
class LocationFacts {
  readonly watch: LocationWatch = newLocationWatch();
  readonly ids: readonly LocationId[];
  readonly numbers: Record<LocationId, number | undefined>;
  readonly kinds: number[] = [];
  readonly controller: (PlayerId | null)[] = [];
  readonly faction: (FactionId | null)[] = [];
  /**
   * By location number: the census entry its piece bits were read from. The
   * index never changes an entry (a move makes new ones for the two
   * locations), so the same entry means the same pieces: a location listed
   * again, or changed only in its controller, token or `destroyed`, needs no
   * second look at its pieces.
   */
  readonly pieces: (Pieces | undefined | null)[] = [];
  /** Its piece bits (`PIECE_BITS`, without `STANDING`), as read from `pieces`. */
  readonly pieceBits: number[] = [];
  /** By shape number (`shapes`): its count. */
  readonly counts: ShapeCount[] = [];
  /** The board read it was last brought up to date in (0: outside any). */
  serial = 0;

  constructor(readonly rules: Ruleset) {
    this.ids = rulesIndex(rules).locationIds;
    this.numbers = locationNumbers(rules);
    for (let i = 0; i < this.ids.length; i++) {
      this.kinds.push(0);
      this.controller.push(null);
      this.faction.push(null);
      this.pieces.push(null);
      this.pieceBits.push(0);
    }
  }

  /** The count of shape number `n`, up to date with the facts (counted once, then kept up to date by `read`). */
  countOf(n: number): ShapeCount {
    while (this.counts.length <= n) this.counts.push(new ShapeCount());
    const c = this.counts[n]!;
    if (!c.fresh) c.recount(this, shapes[n]!);
    return c;
  }

  /** Location number `i` read again from the board index; the counts it changes for are stepped. */
  read(g: ColumbiaG, census: Readonly<Census>, i: number): void {
    const loc = this.ids[i]!;
    const here = census[loc];
    let pieceBits = this.pieceBits[i]!;
    if (here !== this.pieces[i]) {
      pieceBits = 0;
      if (here !== undefined) {
        // `u.id !== loc`: a piece is not "with" itself (the sets' reading; never so in a real game).
        for (const u of here.units) if (u.id !== loc) pieceBits |= unitBits(u.kind);
        for (const s of here.structures) if (s.id !== loc) pieceBits |= structureBits(s.kind);
      }
      this.pieces[i] = here;
      this.pieceBits[i] = pieceBits;
    }
    const bits = g.locations[loc]?.destroyed === true ? pieceBits : pieceBits | STANDING;
    const c = controllerOf(g, loc);
    const was = this.kinds[i]!;
    const before = this.controller[i]!;
    if (bits === was && c === before) return;
    const factionBefore = this.faction[i]!;
    const faction = c === null ? null : g.players[c]!.factionId;
    this.kinds[i] = bits;
    this.controller[i] = c;
    this.faction[i] = faction;
    for (let n = 0; n < this.counts.length; n++) {
      const count = this.counts[n]!;
      // A count not made yet, or stale (tests), is counted afresh at its next question.
      if (!count.fresh) continue;
      const { need, want } = shapes[n]!;
      const wasIn = (was & need) === want;
      const isIn = (bits & need) === want;
      // Out of the shape, or counted for its old controller: taken away; in it: counted for the new one.
      if (wasIn && (!isIn || c !== before)) count.step(-1, before, factionBefore);
      if (isIn && (!wasIn || c !== before)) count.step(1, c, faction);
    }
  }
}

const factsByGame = new WeakMap<ColumbiaG, LocationFacts>();
/** The last game asked about and its facts (questions come in runs about one game; keeps at most that one game alive). */
let lastGame: ColumbiaG | null = null;
let lastFacts: LocationFacts | null = null;

/**
 * Turned off by tests only: facts are then never brought up to date after
 * their first reading (to see the tests catch it), and every question reads
 * them (the pieces' bound in `controlCounted` would answer most of them
 * without, hiding the stale facts from the tests).
 */
let followChanges = true;

/** For tests: whether kept location facts follow the board's changes (on, always, in play). */
export function followLocationChanges(on: boolean): void {
  followChanges = on;
}

/** `g`'s location facts, up to date (a first question, another Ruleset or a rebuilt board index: read anew). */
function factsNow(g: ColumbiaG, rules: Ruleset): LocationFacts {
  let f = lastGame === g ? lastFacts! : factsByGame.get(g);
  if (f === undefined || f.rules !== rules) factsByGame.set(g, (f = new LocationFacts(rules)));
  lastGame = g;
  lastFacts = f;
  const serial = readSerial(g);
  if (serial !== 0 && f.serial === serial) return f;
  // A first look (a new watch) answers null: every location read. Else the index's own list, read from `watch.from` (repeats read cheaply: `pieces`).
  const changed = changedLocations(g, f.watch);
  if (changed === null) {
    const census = currentCensus(g);
    for (let i = 0; i < f.ids.length; i++) f.read(g, census, i);
  } else if (f.watch.from < f.watch.read && followChanges) {
    const census = currentCensus(g);
    for (let k = f.watch.from; k < f.watch.read; k++) {
      const i = f.numbers[changed[k]!];
      if (i !== undefined) f.read(g, census, i);
    }
  }
  f.serial = serial;
  return f;
}

/** How many of `things` belong to `w` (`belongsTo`). */
function thingsOf(ev: Ev, things: readonly Thing[], w: Who): number {
  let n = 0;
  for (const t of things) if (belongsTo(ev, t, w)) n++;
  return n;
}

/** `thingsOf` for locations only: `belongsTo`'s location case, without its dispatch per thing. */
function locationsOf(ev: Ev, things: readonly Thing[], w: Who): number {
  const g = ev.g;
  let n = 0;
  if (w.faction !== null) {
    for (const t of things) if (controllingFaction(g, t.id) === w.faction) n++;
  } else {
    for (const t of things) {
      const c = controllerOf(g, t.id);
      if (c !== null && w.players.includes(c)) n++;
    }
  }
  return n;
}

/** `thingsOf` for territories only: `belongsTo`'s territory case (the faction named, or the first player's). */
function territoriesOf(ev: Ev, things: readonly Thing[], w: Who): number {
  if (things.length === 0) return 0;
  const p = w.players[0];
  const f = w.faction !== null ? w.faction : p === undefined ? null : factionOf(ev.g, p);
  if (f === null) return 0;
  let n = 0;
  if (things === placesOf(ev.rules).territories) {
    // Every territory (`my faction controls 4 territories`): the index's list of holders, in the same order.
    for (const h of territoryHolders(ev.g, ev.rules)) if (h === f) n++;
  } else for (const t of things) if (territoryHolder(ev.g, ev.rules, t.id) === f) n++;
  return n;
}

/**
 * How one kind of compiled condition is put together: closures over an
 * evaluator (`Cond`: the interpreter's hook) or straight over the game
 * (`DirectTest`: the claim offers). Both walk and/or/not/compare and guard
 * `control` the same way (`compiledAs`); each brings its own numbers and its
 * own reading of `control`.
 */
interface ConditionKind<T, N> {
  and(l: T, r: T): T;
  or(l: T, r: T): T;
  not(o: T): T;
  compare(op: (l: number, r: number) => boolean, l: N, r: N): T;
  number(e: Expr): N | null;
  control(c: Clause): T | null;
}

/** `c` compiled as `kind`, or null for a shape it leaves to the interpreter. */
function compiledAs<T, N>(c: Condition, h: H, kind: ConditionKind<T, N>): T | null {
  switch (c.kind) {
    case 'and':
    case 'or': {
      const l = compiledAs(c.left, h, kind);
      const r = compiledAs(c.right, h, kind);
      if (l === null || r === null) return null;
      return c.kind === 'and' ? kind.and(l, r) : kind.or(l, r);
    }
    case 'not': {
      const o = compiledAs(c.operand, h, kind);
      return o === null ? null : kind.not(o);
    }
    case 'compare': {
      const op = COMPARE[c.op];
      const l = kind.number(c.left);
      const r = kind.number(c.right);
      if (op === undefined || l === null || r === null) return null;
      return kind.compare(op, l, r);
    }
    case 'clause': {
      const b = c.bound;
      if (!b || b.kind !== 'predicate' || b.id !== 'predicate.control') return null;
      if (h.predicates?.[b.id] !== predicates['predicate.control']) return null;
      return kind.control(c);
    }
    default:
      return null;
  }
}

function conditionOf(c: Condition, h: H): Cond | null {
  return compiledAs<Cond, Num>(c, h, {
    and: (l, r) => (ev, env, me) => l(ev, env, me) && r(ev, env, me),
    or: (l, r) => (ev, env, me) => l(ev, env, me) || r(ev, env, me),
    not: (o) => (ev, env, me) => !o(ev, env, me),
    compare: (op, l, r) => (ev, env, me) => op(l(ev, env, me), r(ev, env, me)),
    number: (e) => numberOf(e, h),
    control: (clause) => control(clause, h),
  });
}

/** The core's `compileCondition` hook for Columbia: a closure for the shapes above, else null (the interpreter). */
export function compileCondition(c: Condition, h: H): CompiledCondition<ColumbiaG, Ruleset> | null {
  const f = conditionOf(c, h);
  if (f === null) return null;
  return (ev, env) => {
    const me = env.me;
    // Only with "I" a player: otherwise the interpreter runs, and fails or answers as it always has.
    if (typeof me !== 'string' || ev.g.players[me] === undefined) return ev.test(c, env);
    return f(ev, env, me);
  };
}

// ---------------------------------------------------------------------------
// Victory cards: the claim offers (effects/index.ts `victoryCondition`)
// ---------------------------------------------------------------------------

/** A victory card's compiled condition as the claim offers call it. */
export interface VictoryTest {
  /** Whether it holds for `me`, who must be a player of the game (else the interpreter is asked). */
  test: (ev: Ev, me: PlayerId) => boolean;
  /**
   * The same question read straight from the game and its Ruleset, for the
   * condition shapes that read nothing else (null: only `test`): what the
   * claim offers call, with no evaluator or env in between.
   */
  direct: DirectTest | null;
  /**
   * Whether the answer reads nothing but the board's queries (pieces, their
   * owners, destroyed locations, tokens, and 4-player control ties decided by
   * the active and first player: what `boardVersion` follows), who "I" is
   * and his faction: then an answer stays right while those stay the same.
   */
  kept: boolean;
  /**
   * What must be on the board before the condition can hold (null: nothing
   * known): the claim offers ask it first (`tooFewPieces`), a count the
   * board index keeps, and answer no without calling the condition when it
   * falls short (95% of offers meet nothing).
   */
  bound: PieceBound | null;
}

/**
 * At least `least` pieces of kind number `piece` (`factionPieceCount`; or
 * `OCCUPIED_LOCATIONS`) of my faction on the board: without them a
 * condition cannot hold.
 */
export interface PieceBound {
  piece: number;
  least: number;
}

/**
 * A victory card's condition compiled for the claim offers (null: left to the
 * interpreter, `ctx.holds`). `rules`: the Ruleset it is read against (a quoted
 * name is looked up in it once, here).
 */
export function compileVictoryTest(c: Condition, h: H, rules: Ruleset): VictoryTest | null {
  const f = conditionOf(c, h);
  if (f === null) return null;
  const direct = directOf(c, h, rules);
  // Only beside `direct`: the bound is read with the same readers it calls (its guards passed).
  const bound = direct !== null ? boundOf(c, h) : null;
  return { test: direct !== null ? (ev, me) => direct(ev.g, ev.rules, me) : (ev, me) => f(ev, meEnv(me), me), direct, kept: readsBoardOnly(c, h, rules), bound };
}

/**
 * The pieces a compiled condition needs (see `PieceBound`), for the shapes
 * whose answer is no below a count the board index keeps: `control` of a
 * location shape by "I" or my faction, not negated (`controlCounted`'s own
 * bound), `count my faction's units >= N` (or `>`, `=`; commons, specials,
 * leaders: `factionUnits` counts what `factionPieceCount` counts), and `and`
 * (no when either side is). Null for any other (`or`, `not`, ...).
 */
function boundOf(c: Condition, h: H): PieceBound | null {
  switch (c.kind) {
    case 'and':
      return boundOf(c.left, h) ?? boundOf(c.right, h);
    case 'compare': {
      if (c.left.kind !== 'count' || c.right.kind !== 'number' || factionUnits(c.left.of, h) === null) return null;
      const kind = UNIT_NOUN_KINDS.get((c.left.of as NounPhrase).resolved?.id ?? '');
      const piece = kind === undefined ? ALL_UNITS : pieceKindNumber(true, kind);
      const n = c.right.value;
      const least = c.op === '>=' || c.op === '=' ? Math.ceil(n) : c.op === '>' ? Math.floor(n) + 1 : 0;
      return least > 0 ? { piece, least } : null;
    }
    case 'clause': {
      const b = c.bound;
      if (!b || b.kind !== 'predicate' || b.id !== 'predicate.control' || h.predicates?.[b.id] !== predicates['predicate.control']) return null;
      const what = thingSlot(c, 'what');
      if (c.negated === true || what === undefined || whoOf(c.subject) === null) return null;
      const ls = locationShape(what, h);
      return ls === null || ls.least <= 0 ? null : { piece: ls.piece ?? OCCUPIED_LOCATIONS, least: ls.least };
    }
    default:
      return null;
  }
}

/** Whether `faction` has fewer pieces on the board than `b` asks for (`fewerPieces`, as `controlCounted` reads its own bound). */
export function tooFewPieces(g: ColumbiaG, faction: FactionId, b: PieceBound): boolean {
  return fewerPieces(g, faction, b.piece, b.least);
}

/**
 * `conditionOf` for the shapes that read only the game and its Ruleset (the
 * same guards, the same readers: `and`/`or`/`not`, comparisons of
 * `directCount` numbers, and `control` by "I" or my faction of the location
 * kernel, `[N] territories`, a place `rules` names or Elizabeth); null
 * for any other (sets read through `belongsTo`).
 */
function directOf(c: Condition, h: H, rules: Ruleset): DirectTest | null {
  return compiledAs<DirectTest, DirectCount>(c, h, {
    and: (l, r) => (g, rules, me) => l(g, rules, me) && r(g, rules, me),
    or: (l, r) => (g, rules, me) => l(g, rules, me) || r(g, rules, me),
    not: (o) => (g, rules, me) => !o(g, rules, me),
    compare: (op, l, r) => (g, rules, me) => op(l(g, rules, me), r(g, rules, me)),
    number: (e) => directCount(e, h),
    control: (clause) => directControl(clause, h, rules),
  });
}

/** `control` (the compiled one above) for the phrases read straight from the game. */
function directControl(c: Clause, h: H, rules: Ruleset): DirectTest | null {
  const what = thingSlot(c, 'what');
  if (what === undefined || whoOf(c.subject) === null) return null;
  if (what.kind === 'nounPhrase' && what.resolved?.id === 'value.location') return null;
  const byFaction = c.subject?.kind === 'nounPhrase' && c.subject.resolved?.id === 'subject.my-faction';
  const negated = c.negated === true;
  const ls = locationShape(what, h);
  if (ls !== null) {
    // One closure straight to the count (the claim offers call it for every such card in play).
    if (byFaction) return (g, rules, me) => controlCounted(g, rules, ls, me, factionOf(g, me)) !== negated;
    return (g, rules, me) => controlCounted(g, rules, ls, me, null) !== negated;
  }
  if (territoryCount(what, h)) return territoriesKept(what as NounPhrase, negated);
  if (isElizabeth(what, h)) {
    const np = what as NounPhrase;
    return (g, _rules, me) => enough(np, elizabethHeld(g, me, byFaction) ? 1 : 0, 1) !== negated;
  }
  // A place the Ruleset names, looked up once (another name: the sets' reading, which needs the evaluator).
  if (what.kind !== 'name' || h.name !== named) return null;
  const place = namedPlace(rules, what.name);
  if (place === null) return null;
  return (g, rules, me) => placeHeld(g, rules, place, me, byFaction) !== negated;
}

/**
 * `territoriesHeld` for the claim offers, its answer kept with the list of
 * holders it was read from and the faction: the board index hands out a new
 * list whenever a holder changes (and never changes one handed out), so the
 * same list means the same holders. The claims are asked at nearly every
 * decision and the holders change far more rarely than the board: a compare
 * where the holders were counted (the dearest of the kept cards, measured).
 */
function territoriesKept(np: NounPhrase, negated: boolean): DirectTest {
  let list: readonly (FactionId | null)[] | null = null;
  let of: FactionId | null = null;
  let held = false;
  return (g, rules, me) => {
    const f = factionOf(g, me);
    const holders = territoryHolders(g, rules);
    if (holders !== list || f !== of) {
      let n = 0;
      for (let i = 0; i < holders.length; i++) if (holders[i] === f) n++;
      held = enough(np, n, holders.length);
      list = holders;
      of = f;
    }
    return held !== negated;
  };
}

/**
 * Whether `what` is Elizabeth as `setOf` reads her (the figure, through
 * Columbia's `referenceOf`, not a noun of the handlers): then `control`
 * counts her as held (`belongsTo`'s figure case) or not, out of one.
 */
function isElizabeth(what: NounPhrase | NameRef | Pronoun, h: H): boolean {
  if (what.kind !== 'nounPhrase' || what.resolved?.id !== 'subject.elizabeth' || what.resolved.type !== 'figure') return false;
  return h.nouns?.['subject.elizabeth'] === undefined && h.values?.['subject.elizabeth'] === referenceOf;
}

/** `belongsTo`'s figure case for Elizabeth, for "I" (`me` controls her) or my faction (`byFaction`: `me`'s faction does). */
function elizabethHeld(g: ColumbiaG, me: PlayerId, byFaction: boolean): boolean {
  const c = elizabethController(g);
  if (c === null) return false;
  return byFaction ? factionOf(g, c) === factionOf(g, me) : c === me;
}

/** `{ me }` per player, made once: a claim offer tests every card in play at nearly every decision. Frozen: a reader never changes its env. */
const meEnvs = new Map<PlayerId, Env>();

function meEnv(me: PlayerId): Env {
  let env = meEnvs.get(me);
  if (env === undefined) meEnvs.set(me, (env = Object.freeze({ me })));
  return env;
}

/**
 * Whether a compiled condition's answer depends only on the board, "I", and
 * the active and first player (see `VictoryTest.kept`); false when unsure.
 * Not kept: `my eagles`, upgrades, Elizabeth (her place is not a board
 * piece), sets read through `belongsTo` of units and structures (whose
 * answer also follows a combat in progress).
 */
function readsBoardOnly(c: Condition, h: H, rules: Ruleset): boolean {
  switch (c.kind) {
    case 'and':
    case 'or':
      return readsBoardOnly(c.left, h, rules) && readsBoardOnly(c.right, h, rules);
    case 'not':
      return readsBoardOnly(c.operand, h, rules);
    case 'compare':
      return countsBoardOnly(c.left, h) && countsBoardOnly(c.right, h);
    case 'clause': {
      const what = thingSlot(c, 'what');
      if (what === undefined) return false;
      // The control kernel: census, destroyed locations, controllers.
      if (locationControl(what, h) !== null) return true;
      // A quoted place: its controller, or its territory's holder.
      if (what.kind === 'name') return h.name === named && namedPlace(rules, what.name) !== null;
      // `locations`, `territories`: every (standing) one, by controller or holder.
      if (what.kind !== 'nounPhrase' || !plain(what)) return false;
      const id = what.resolved?.id;
      return (id === 'noun.location' || id === 'noun.territory') && h.nouns?.[id] === nounSet;
    }
    default:
      return false;
  }
}

/** `countsBoardOnly` of a number: a constant, or `count my faction's units` (pieces on the board and their owners). */
function countsBoardOnly(e: Expr, h: H): boolean {
  if (e.kind === 'number') return true;
  return e.kind === 'count' && factionUnits(e.of, h) !== null;
}
