/**
 * Read-only meanings for the words a bot rule condition uses, for when the
 * Columbia effect handlers do not (yet) give one: values (`my eagles`,
 * `my victory points`), sets (`my units`, `enemy commons`, `locations with a
 * stronghold`, `locations adjacent to a location I control`, `cards in my
 * hand`, `my faction's upgrades`), predicates (`control`, `there is`,
 * `have`), subjects (`my opponent`, `my faction`, `the first player`,
 * `the Founders`) and quoted names. Conditions never change the game, so only
 * reading handlers live here, no verbs.
 *
 * The condition evaluator (conditions.ts) uses the game's own handler for any
 * id the game registers and one of these for the rest.
 */
import type { EffectHandlers, Evaluator, Json, JsonObject, Thing } from '../../core/index.ts';
import type { Clause, NameRef, Phrase, Subject } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import { boardOf } from '../board.ts';
import { controlsUnit } from '../pieces.ts';
import { rulesIndex } from '../rules-index.ts';
import { victoryPoints } from '../victory-points.ts';
import type { ColumbiaG } from '../state.ts';

type Ev = Evaluator<ColumbiaG, Ruleset>;
type Env = Record<string, Json>;

const UNIT_KINDS: ReadonlySet<string> = new Set(['common', 'special', 'leader']);
const STRUCTURE_NOUNS: Record<string, string> = { 'noun.stronghold': 'stronghold', 'noun.turret': 'turret', 'noun.alarm': 'alarm' };
const UNIT_NOUNS: Record<string, string> = { 'noun.common': 'common', 'noun.special': 'special', 'noun.leader': 'leader' };

function me(env: Env): string {
  return typeof env.me === 'string' ? env.me : '';
}

function factionOfId(g: ColumbiaG, id: string): string | null {
  if (g.factions[id] !== undefined) return id;
  return g.players[id]?.factionId ?? null;
}

/** Who "owns" a phrase: its owner word or possessor, as players and factions. */
interface Owner {
  players: string[] | null;
  faction: string | null;
  enemyOf: string | null;
}

function ownerOf(ev: Ev, np: Phrase, env: Env): Owner {
  const g = ev.g;
  const words = np.words.map((w) => w.toLowerCase());
  const o: Owner = { players: null, faction: null, enemyOf: null };
  const word = np.owner?.toLowerCase();
  const mine = me(env);
  if (word === 'my' || word === 'their' || word === 'his' || word === 'its') o.players = [mine];
  else if (word === 'enemy' || words.includes('enemy')) o.enemyOf = factionOfId(g, mine);
  else if (word === "my opponent's" || word === "my opponents'") o.enemyOf = factionOfId(g, mine);
  else if (word === "my faction's") o.faction = factionOfId(g, mine);
  if (np.possessor) {
    const v = ev.value(np.possessor, env);
    const ids = (Array.isArray(v) ? v : [v]).map((x) => (x !== null && typeof x === 'object' && 'id' in x ? String((x as { id: unknown }).id) : String(x)));
    if (ids.length === 1 && g.factions[ids[0]!] !== undefined) o.faction = ids[0]!;
    else o.players = ids;
  }
  if (o.enemyOf === null && words.includes('enemy')) o.enemyOf = factionOfId(g, mine);
  return o;
}

function thing(id: string, label: string, data?: Json): Thing {
  return data === undefined ? { id, label } : { id, label, data };
}

/** Locations a set of things stands for: locations themselves, a territory's locations, pieces' locations. */
function locationsOf(g: ColumbiaG, rules: Ruleset, things: readonly Thing[]): Set<string> {
  const ix = rulesIndex(rules);
  const out = new Set<string>();
  for (const t of things) {
    if (g.locations[t.id] !== undefined) out.add(t.id);
    else if (ix.territory[t.id] !== undefined) for (const l of ix.territory[t.id]!.locationIds) out.add(l);
    else if (g.units[t.id]?.location) out.add(g.units[t.id]!.location!);
    else if (g.structures[t.id]?.location) out.add(g.structures[t.id]!.location!);
  }
  return out;
}

function controlledByOwner(ev: Ev, o: Owner, id: string): boolean {
  const g = ev.g;
  const players = o.players;
  const unit = g.units[id];
  if (unit !== undefined) {
    if (players) return players.some((p) => controlsUnit(g, p, unit));
    const f = g.players[unit.owner]!.factionId;
    if (o.faction) return f === o.faction;
    if (o.enemyOf) return f !== o.enemyOf;
    return true;
  }
  const st = g.structures[id];
  if (st !== undefined) {
    if (players) return players.includes(st.owner);
    const f = g.players[st.owner]!.factionId;
    if (o.faction) return f === o.faction;
    if (o.enemyOf) return f !== o.enemyOf;
    return true;
  }
  if (g.locations[id] !== undefined) {
    if (!players && !o.faction && !o.enemyOf) return true;
    const c = boardOf(ev).controllerOf(id);
    if (c === null) return false;
    if (players) return players.includes(c);
    const f = g.players[c]!.factionId;
    return o.faction ? f === o.faction : f !== o.enemyOf;
  }
  if (rulesIndex(ev.rules).territory[id] !== undefined) {
    const holder = boardOf(ev).territoryHolder(id);
    if (!players && !o.faction && !o.enemyOf) return true;
    if (holder === null) return false;
    if (players) return players.some((p) => g.players[p]?.factionId === holder);
    return o.faction ? holder === o.faction : holder !== o.enemyOf;
  }
  return true;
}

/** Narrow by `I control` / `my faction controls` / `my opponent controls`. */
function relativeFilter(ev: Ev, np: Phrase, env: Env, things: Thing[]): Thing[] {
  const r = np.relative;
  if (!r) return things;
  const verb = r.verb.toLowerCase();
  if (verb !== 'control' && verb !== 'controls') return things;
  const subj = r.subject;
  const text = typeof subj === 'string' ? subj.toLowerCase() : '';
  const mine = me(env);
  let o: Owner;
  if (text === 'i' || (typeof subj !== 'string' && (subj as Phrase).id === 'subject.i')) o = { players: [mine], faction: null, enemyOf: null };
  else if (text === 'my faction' || (subj as Phrase).id === 'subject.my-faction') o = { players: null, faction: factionOfId(ev.g, mine), enemyOf: null };
  else if (text.startsWith('my opponent') || (subj as Phrase).id === 'subject.my-opponent') o = { players: null, faction: null, enemyOf: factionOfId(ev.g, mine) };
  else {
    const players = ev.subjectPlayers(subj as Subject, env);
    o = { players, faction: null, enemyOf: null };
  }
  return things.filter((t) => controlledByOwner(ev, o, t.id));
}

function isControlled(ev: Ev, id: string): boolean {
  if (ev.g.locations[id] !== undefined) return boardOf(ev).controllerOf(id) !== null;
  return true;
}

function qualifierFilter(ev: Ev, np: Phrase, env: Env, things: Thing[]): Thing[] {
  const q = np.qualifier;
  if (!q) return things;
  const g = ev.g;
  const target = ev.things(q.target as Phrase, env);
  switch (q.prep) {
    case 'in':
    case 'on':
    case 'at': {
      const ids = new Set(target.map((t) => t.id));
      // Cards in a hand: the target is the hand (its player's cards).
      if (things.length > 0 && things.every((t) => rulesIndex(ev.rules).card[t.id] !== undefined)) return things.filter((t) => ids.has(t.id) || target.some((h) => (h.data as { cards?: string[] } | undefined)?.cards?.includes(t.id)));
      const locs = locationsOf(g, ev.rules, target);
      return things.filter((t) => {
        const where = g.units[t.id]?.location ?? g.structures[t.id]?.location ?? null;
        if (where !== null) return locs.has(where);
        // A location in a territory.
        if (g.locations[t.id] !== undefined) return locs.has(t.id);
        return false;
      });
    }
    case 'with':
    case 'without': {
      const held = locationsOf(g, ev.rules, target);
      const want = q.prep === 'with';
      return things.filter((t) => (g.locations[t.id] !== undefined ? held.has(t.id) === want : true));
    }
    case 'adjacent to':
    case 'near': {
      const ix = rulesIndex(ev.rules);
      const base = locationsOf(g, ev.rules, target);
      const near = new Set<string>();
      for (const l of base) {
        if (q.prep === 'near') near.add(l);
        for (const a of ix.location[l]?.adjacentIds ?? []) near.add(a);
      }
      return things.filter((t) => {
        const where = g.locations[t.id] !== undefined ? t.id : (g.units[t.id]?.location ?? g.structures[t.id]?.location ?? null);
        return where !== null && near.has(where);
      });
    }
    default:
      return things;
  }
}

function adjectiveFilter(ev: Ev, np: Phrase, things: Thing[]): Thing[] {
  const g = ev.g;
  const adjectives = np.words.slice(0, -1).map((w) => w.toLowerCase());
  let out = things;
  for (const a of adjectives) {
    if (UNIT_KINDS.has(a)) out = out.filter((t) => g.units[t.id] === undefined || g.units[t.id]!.kind === a);
    else if (a === 'destroyed' || a === 'undestroyed') out = out.filter((t) => g.locations[t.id] === undefined || g.locations[t.id]!.destroyed === (a === 'destroyed'));
    else if (a === 'face-down') out = out.filter((t) => g.locations[t.id]?.token?.faceUp !== true);
  }
  return out;
}

/** The whole set a noun phrase names, before its quantifier. */
function nounSet(ev: Ev, np: Phrase, env: Env): Thing[] {
  const g = ev.g;
  const rules = ev.rules;
  const id = np.id ?? '';
  let all: Thing[];
  const o = ownerOf(ev, np, env);
  if (id === 'noun.unit' || id === 'noun.piece' || UNIT_NOUNS[id] !== undefined) {
    const kind = UNIT_NOUNS[id];
    all = [];
    for (const uid in g.units) {
      const u = g.units[uid]!;
      if (u.location === null || (kind !== undefined && u.kind !== kind)) continue;
      all.push(thing(uid, u.pieceId));
    }
    if (id === 'noun.piece') for (const sid in g.structures) if (g.structures[sid]!.location !== null) all.push(thing(sid, g.structures[sid]!.kind));
  } else if (id === 'noun.structure' || STRUCTURE_NOUNS[id] !== undefined) {
    const kind = STRUCTURE_NOUNS[id];
    all = [];
    for (const sid in g.structures) {
      const s = g.structures[sid]!;
      if (s.location === null || (kind !== undefined && s.kind !== kind)) continue;
      all.push(thing(sid, s.kind));
    }
  } else if (id === 'noun.location' || id === 'noun.sky-line') {
    all = Object.keys(g.locations)
      .filter((l) => !g.locations[l]!.destroyed || np.words.some((w) => w === 'destroyed'))
      .map((l) => thing(l, rulesIndex(rules).location[l]?.name ?? l));
  } else if (id === 'noun.territory') {
    all = rules.board.territories.map((t) => thing(t.id, t.name));
  } else if (id === 'noun.card' || id === 'noun.action-card') {
    // A bot knows its own hand; `cards in my opponent's hand` is hidden and counts as none.
    const owner = o.players ?? [me(env)];
    all = owner.flatMap((p) => g.players[p]?.hand ?? []).map((c) => thing(c, c));
    if (np.qualifier) all = Object.values(g.players).flatMap((p) => p.hand.map((c) => thing(c, c)));
  } else if (id === 'noun.hand') {
    const owner = o.players ?? [me(env)];
    return owner.map((p) => thing(`hand:${p}`, `${p}'s hand`, { cards: g.players[p]?.hand.slice() ?? [] }));
  } else if (id === 'noun.upgrade') {
    const faction = o.faction ?? factionOfId(g, o.players?.[0] ?? me(env)) ?? '';
    const f = g.factions[faction];
    all = [];
    if (f) {
      for (const [type, u] of Object.entries(f.upgrades)) {
        if (u.unlocked) all.push(thing(`${type}:unlock`, `${type} unlocked`));
        for (const v of ['combat', 'influence', 'eagles'] as const) for (let i = 1; i <= u[v]; i++) all.push(thing(`${type}:${v}:${i}`, `${type} +${i} ${v}`));
      }
    }
    return adjectiveFilter(ev, np, relativeFilter(ev, np, env, qualifierFilter(ev, np, env, all)));
  } else if (id === 'noun.player' || id === 'noun.opponent') {
    all = ev.players.filter((p) => id === 'noun.player' || g.players[p]!.factionId !== factionOfId(g, me(env))).map((p) => thing(p, p));
    return all;
  } else if (id === 'noun.faction') {
    return Object.keys(g.factions).map((f) => thing(f, f));
  } else if (id === 'noun.victory-card') {
    all = g.victoryCards.inPlay.map((c) => thing(c, rulesIndex(rules).victoryCard[c]?.name ?? c));
    return all;
  } else if (id === 'noun.territory-token') {
    all = Object.keys(g.locations)
      .filter((l) => g.locations[l]!.token !== null)
      .map((l) => thing(g.locations[l]!.token!.id, 'territory token', { location: l }));
    return all;
  } else {
    return [];
  }
  if (id !== 'noun.card' && id !== 'noun.action-card') all = all.filter((t) => controlledByOwner(ev, o, t.id));
  return adjectiveFilter(ev, np, relativeFilter(ev, np, env, qualifierFilter(ev, np, env, all)));
}

/** At least how many of a set a predicate wants: `3 locations` -> 3, `all` -> every one, else 1. */
function wanted(np: unknown, size: number): number {
  const q = (np as Phrase | undefined)?.quantifier;
  if (!q) return 1;
  if (q.kind === 'all' || q.kind === 'each' || q.kind === 'every') return Math.max(1, size);
  if (typeof q.value === 'number') return q.kind === 'more than' ? q.value + 1 : q.value;
  return 1;
}

function asThings(v: Json): Thing[] {
  if (v === null || v === undefined) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => (x !== null && typeof x === 'object' && !Array.isArray(x) && typeof (x as { id?: unknown }).id === 'string' ? (x as unknown as Thing) : thing(String(x), String(x))));
}

function subjectOwner(ev: Ev, v: Json, env: Env): Owner {
  const ids = asThings(v).map((t) => t.id);
  const g = ev.g;
  if (ids.length === 1 && g.factions[ids[0]!] !== undefined) return { players: null, faction: ids[0]!, enemyOf: null };
  return { players: ids.length ? ids : [me(env)], faction: null, enemyOf: null };
}

function controlPredicate(ev: Ev, args: JsonObject, env: Env, clause: Clause): boolean {
  const owner = subjectOwner(ev, args.subject ?? env.me ?? null, env);
  const what = asThings(args.what ?? null);
  const slot = clause.slots['what'];
  const need = wanted(slot, what.length);
  let n = 0;
  for (const t of what) if (controlledByOwner(ev, owner, t.id) && isControlled(ev, t.id)) n++;
  return what.length > 0 && n >= need;
}

function existsPredicate(_ev: Ev, args: JsonObject, _env: Env, clause: Clause): boolean {
  const what = asThings(args.what ?? null);
  return what.length >= wanted(clause.slots['what'], what.length) && what.length > 0;
}

function havePredicate(ev: Ev, args: JsonObject, env: Env, clause: Clause): boolean {
  const a = args.amount;
  if (a !== null && typeof a === 'object' && !Array.isArray(a) && typeof (a as { amount?: unknown }).amount === 'number') {
    const { amount, of } = a as { amount: number; of: string | null };
    const player = asThings(args.subject ?? env.me ?? null)[0]?.id ?? me(env);
    const have = of === 'value.victory-points' ? victoryPoints(ev.g, ev.rules, factionOfId(ev.g, player) ?? '') : (ev.g.players[player]?.eagles ?? 0);
    return have >= amount;
  }
  const set = asThings(a ?? null);
  return set.length >= wanted(clause.slots['amount'], set.length);
}

function eaglesValue(ev: Ev, np: Phrase, env: Env): Json {
  const o = ownerOf(ev, np, env);
  const g = ev.g;
  if (o.faction) return Object.values(g.players).filter((p) => p.factionId === o.faction).reduce((a, p) => a + p.eagles, 0);
  const players = o.players ?? [me(env)];
  return players.reduce((a, p) => a + (g.players[p]?.eagles ?? 0), 0);
}

function pointsValue(ev: Ev, np: Phrase, env: Env): Json {
  const o = ownerOf(ev, np, env);
  const faction = o.faction ?? factionOfId(ev.g, o.players?.[0] ?? me(env));
  return faction ? victoryPoints(ev.g, ev.rules, faction) : 0;
}

function subjects(ev: Ev, s: Subject, env: Env): string[] {
  const g = ev.g;
  const id = s.kind === 'phrase' ? (s.id ?? '') : '';
  const mine = me(env);
  const myFaction = factionOfId(g, mine);
  switch (id) {
    case 'subject.my-opponent':
      return ev.players.filter((p) => g.players[p]!.factionId !== myFaction);
    case 'subject.my-faction':
      return myFaction ? [myFaction] : [];
    case 'subject.each-player':
      return ev.players.slice();
    case 'subject.each-faction':
      return Object.keys(g.factions);
    case 'subject.first-player':
      return [g.firstPlayer];
    case 'subject.founders':
      return ['founders'];
    case 'subject.vox-populi':
      return ['vox-populi'];
    default:
      return mine ? [mine] : [];
  }
}

function nameThing(ev: Ev, ref: NameRef): Json {
  const rules = ev.rules;
  const key = ref.name.toLowerCase();
  const loc = rules.board.locations.find((l) => l.name.toLowerCase() === key);
  if (loc) return thing(loc.id, loc.name) as unknown as Json;
  const ter = rules.board.territories.find((t) => t.name.toLowerCase() === key);
  if (ter) return thing(ter.id, ter.name) as unknown as Json;
  const fig = rules.pieces.figures.find((f) => f.name.toLowerCase() === key);
  if (fig) return Object.keys(ev.g.units).filter((u) => ev.g.units[u]!.pieceId === fig.id && ev.g.units[u]!.location !== null).map((u) => thing(u, fig.name)) as unknown as Json;
  return thing(key, ref.name) as unknown as Json;
}

/** The reading handlers bot conditions fall back on. */
export function conditionVocabulary(): EffectHandlers<ColumbiaG, Ruleset> {
  const nouns: Record<string, (ev: Ev, np: Phrase, env: Env) => Thing[]> = {};
  for (const id of [
    'noun.unit', 'noun.piece', 'noun.common', 'noun.special', 'noun.leader', 'noun.structure', 'noun.stronghold', 'noun.turret', 'noun.alarm',
    'noun.location', 'noun.sky-line', 'noun.territory', 'noun.card', 'noun.action-card', 'noun.hand', 'noun.upgrade', 'noun.player',
    'noun.opponent', 'noun.faction', 'noun.victory-card', 'noun.territory-token',
  ]) {
    nouns[id] = nounSet;
  }
  return {
    nouns,
    values: { 'value.eagles': eaglesValue, 'value.victory-points': pointsValue },
    predicates: { 'predicate.control': controlPredicate, 'predicate.exists': existsPredicate, 'predicate.have': havePredicate },
    subject: subjects,
    name: nameThing,
  };
}
