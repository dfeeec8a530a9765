/**
 * Modifiers: rule changes the effect runtime registers under their registry
 * id (`ctx.modifiers(key)`), read by the rules code where the rule lives:
 *
 * | modifier | example | read by |
 * |---|---|---|
 * | `modifier.cost` | `my units cost 1 less` | economy.ts `priceOf` (with `describeModifier`) |
 * | `modifier.move-more` | `I move 1 more unit each turn` | economy.ts `unitMovesAllowed` (with `describeModifier`) |
 * | `modifier.no-effect` | `this round: upgrades have no effect` | upgrades.ts `upgradesActive` |
 * | `modifier.roll-more` | `my leaders roll 1 more red die`, `Booker rolls 1 more white die while Elizabeth is with him` | combat.ts's `extraDice` hook (`extraDice` below) |
 * | `modifier.roll-more` with `no` | `units on sky-lines roll no sky-line dice` | movement.ts (`skyLineDiceWaived` below) |
 * | `modifier.controlled-by` | `"Songbird" is controlled by the Vox Populi` | made real by the hand-over action sources.ts puts after it |
 *
 * A reader finds the modifier's clause in the engine's sources (remembered per
 * Ruleset by `effectSource`) and reads its phrases: who it covers, what it
 * applies to, how much. Pure: reading never decides or rolls.
 */
import type { Clause, NounPhrase } from '../../dsl/ast.ts';
import type { ActiveEffect, Ctx, Env, Evaluator, Thing } from '../../core/index.ts';
import type { Ruleset } from '../../content/types.ts';
import { factionOf, rulesIndex } from '../board.ts';
import type { ExtraDice } from '../combat-rules.ts';
import type { ColumbiaG, Combatant, LocationId, PlayerId, UnitPiece } from '../state.ts';
import { adjectivesOf, diceNamed, who } from './nouns.ts';
import { sourcesFor } from './sources.ts';
import { figureThing, kindOf, thingLocation } from './things.ts';

type Ev = Evaluator<ColumbiaG, Ruleset>;

/** The modifier ids the Columbia rules read, and who reads them (for docs and the coverage test). */
export const MODIFIER_READERS: Record<string, string> = {
  'modifier.cost': 'economy.ts priceOf',
  'modifier.move-more': 'economy.ts unitMovesAllowed',
  'modifier.no-effect': 'upgrades.ts upgradesActive',
  'modifier.roll-more': 'combat.ts dice (extraDice), movement.ts Sky-Line rolls (skyLineDiceWaived)',
  'modifier.controlled-by': 'effects/verbs-board.ts hand-over',
};

/** What can read modifiers: a task's ctx (an effect evaluator is what gives names and sets their meaning). */
export interface ModifierReader {
  modifiers(key?: string): ActiveEffect[];
  evaluator?(src: string): Ev;
}

function nodeAt(root: unknown, path: readonly (string | number)[]): unknown {
  let n: unknown = root;
  for (const step of path) {
    if (n === null || typeof n !== 'object') return undefined;
    n = (n as Record<string | number, unknown>)[step];
  }
  return n;
}

/** The clause a registered modifier came from, or null when it is not one of the engine's sources. */
export function modifierClause(rules: Ruleset, m: ActiveEffect): Clause | null {
  const s = sourcesFor(rules)?.[m.src];
  if (!s) return null;
  const n = nodeAt(s.program, m.at) as Clause | undefined;
  return n !== undefined && n.kind === 'clause' && n.bound?.id === m.key ? n : null;
}

function np(x: unknown): NounPhrase | null {
  return x !== null && typeof x === 'object' && (x as { kind?: unknown }).kind === 'nounPhrase' ? (x as NounPhrase) : null;
}

/** `1 more` +1, `2 less` / `1 fewer` -2 / -1, `no` 0, a bare number that many; null when the phrase has no count. */
export function changeOf(p: NounPhrase | null): number | null {
  const q = p?.quantifier;
  if (!q) return null;
  if (q.kind === 'no') return 0;
  if (typeof q.value !== 'number') return null;
  return q.kind === 'less' || q.kind === 'fewer' ? -q.value : q.value;
}

const PURCHASES: Record<string, string[]> = {
  'noun.unit': ['unit'],
  'noun.common': ['common'],
  'noun.special': ['special'],
  'noun.leader': ['leader'],
  'noun.structure': ['structure'],
  'noun.stronghold': ['stronghold'],
  'noun.turret': ['turret'],
  'noun.alarm': ['alarm'],
  'noun.piece': ['unit', 'structure'],
  'noun.upgrade': ['upgrade'],
};

/** What purchases a cost modifier's subject names: `unit`, `structure`, `upgrade`, a unit kind, a structure or a figure id. */
function purchasesNamed(rules: Ruleset, clause: Clause): string[] | null {
  // The checker lets a quoted name be a subject (`"Songbird" is controlled by ...`), though the AST type says phrase or pronoun.
  const s = clause.subject as unknown as { kind: string; name?: string } | undefined;
  if (s === undefined) return null;
  if (s.kind === 'name' && typeof s.name === 'string') {
    const n = s.name.toLowerCase();
    const f = rules.pieces.figures.find((x) => x.name.toLowerCase() === n);
    const st = rules.pieces.structures.find((x) => x.name.toLowerCase() === n);
    return f ? [f.id] : st ? [st.id] : null;
  }
  const p = np(s);
  if (p === null) return null;
  const base = PURCHASES[p.resolved?.id ?? ''];
  if (base === undefined) return null;
  // `common units` narrows `units` to commons.
  const kinds = adjectivesOf(p).filter((a) => a === 'common' || a === 'special' || a === 'leader');
  return kinds.length > 0 && base.includes('unit') ? kinds : base;
}

/** Whose purchases a cost modifier changes: `my X` its owner's, `my faction's X` the faction's, bare `X` everyone's (null). */
function purchasers(ev: Ev | null, g: ColumbiaG | null, clause: Clause, m: ActiveEffect): PlayerId[] | null {
  const p = np(clause.subject);
  if (p === null) return null;
  if (p.owner) {
    const o = p.owner.text.toLowerCase();
    if (o === 'my') return m.owner === null ? null : [m.owner];
    if (o === "my faction's" && g !== null && m.owner !== null) return Object.keys(g.players).filter((x) => factionOf(g, x) === factionOf(g, m.owner!));
    if (o === 'enemy' && g !== null && m.owner !== null) return Object.keys(g.players).filter((x) => factionOf(g, x) !== factionOf(g, m.owner!));
  }
  if (p.possessor && ev !== null) return who(ev, p.possessor, m.env).players;
  return null;
}

/** What a registered cost or move modifier says, read from its clause. */
export interface ModifierMeaning {
  /** The players it covers; null: its owner (or everyone, when it has none). */
  players: PlayerId[] | null;
  /** Cost modifiers: the purchases it changes (`unit`, `structure`, `upgrade`, a unit kind, a structure or figure id). */
  applies: string[] | null;
  /** Cost: Silver Eagles off the price (negative: dearer). Moves: extra unit moves. */
  amount: number | null;
}

/**
 * `my structures cost 2 less`: applies to structures, covers its owner, 2
 * off. `each player moves 1 more unit each turn`: covers every player, +1.
 * Null when the modifier is not from the engine's sources (a hand-built one).
 */
export function describeModifier(src: ModifierReader & { g?: ColumbiaG }, rules: Ruleset, m: ActiveEffect): ModifierMeaning | null {
  const clause = modifierClause(rules, m);
  if (clause === null) return null;
  const ev = src.evaluator ? src.evaluator(m.src) : null;
  const g = ev ? ev.g : (src.g ?? null);
  if (m.key === 'modifier.cost') {
    const change = changeOf(np(clause.bound?.slots.change));
    return { players: purchasers(ev, g, clause, m), applies: purchasesNamed(rules, clause), amount: change === null ? null : -change };
  }
  if (m.key === 'modifier.move-more') {
    const players = ev !== null && clause.subject !== undefined ? who(ev, clause.subject, m.env).players : null;
    return { players, applies: null, amount: changeOf(np(clause.bound?.slots.what)) };
  }
  return null;
}

/** A slot whose value is the same whatever the game and env (`1 less`, `2`, `at least 3`, a word): the evaluator reads only the node. */
function fixedSlot(v: unknown): boolean {
  if (typeof v === 'boolean' || typeof v === 'string') return true;
  const p = np(v);
  if (p === null) return false;
  const t = p.resolved?.type;
  // `boundName` (a word bound by `choose ... as`) can only take a one-word phrase without a quantifier.
  const bindable = !(p.quantifier || p.owner || p.possessor || p.relative || p.of || p.qualifier || p.words.length !== 1);
  return !bindable && (t === 'amount' || t === 'delta' || t === 'count-constraint');
}

/**
 * Whether reading modifier `m` (its `slots`, evaluated, and `describeModifier`)
 * gives the same answer whatever the game state: its slots are fixed phrases
 * and who it covers is its owner, "I" (env `me`) or everyone, never players
 * found on the board (`my faction's`, `enemy`, a possessor, `each player`).
 * Such a reading depends on `m` (src, at, owner, env) and the Ruleset alone:
 * economy.ts keeps it.
 */
export function readingIsFixed(rules: Ruleset, m: ActiveEffect, slots: readonly string[]): boolean {
  const clause = modifierClause(rules, m);
  if (clause === null) return false;
  const all = clause.bound?.slots ?? {};
  for (const k of slots) if (Object.prototype.hasOwnProperty.call(all, k) && !fixedSlot(all[k])) return false;
  if (m.key === 'modifier.cost') {
    const p = np(clause.subject);
    if (p === null) return true;
    if (p.possessor) return false;
    const o = p.owner?.text.toLowerCase();
    return o !== "my faction's" && o !== 'enemy';
  }
  if (m.key === 'modifier.move-more') {
    const s = clause.subject;
    if (s === undefined) return true;
    if (s.kind === 'pronoun') return /^(i|me)$/i.test(s.word);
    return s.kind === 'nounPhrase' && s.resolved?.id === 'subject.i';
  }
  return true;
}

// ---------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------

/** Whether a `roll-more` modifier's `while` holds now (`while Elizabeth is with him`: him is its subject). */
function whileHolds(ev: Ev, clause: Clause, env: Env, subject: Thing | null): boolean {
  const c = clause.bound?.slots.while;
  if (c === undefined || typeof c !== 'object') return true;
  const bound: Env = subject === null ? env : { ...env, $him: subject as unknown as Env[string], $her: subject as unknown as Env[string], $it: subject as unknown as Env[string] };
  return ev.test(c as Parameters<Ev['test']>[0], bound);
}

function unitDie(rules: Ruleset, u: UnitPiece): string | null {
  return rulesIndex(rules).unitKind[u.kind]?.combatDieId ?? null;
}

/** What a `roll-more` clause's dice phrase says: how many more (`1 more`; none said: 1) and of which colour (null: the die rolled anyway). */
interface MoreDice {
  rules: Ruleset;
  more: number;
  colour: string | null;
}

/** Per clause (ASTs never change): read from its words alone, for the Ruleset's dice. */
const moreDice = new WeakMap<Clause, MoreDice>();

function diceOf(rules: Ruleset, clause: Clause): MoreDice {
  let d = moreDice.get(clause);
  if (d === undefined || d.rules !== rules) {
    const dice = np(clause.bound?.slots.dice);
    const more = changeOf(dice) ?? 1;
    const colour = dice ? (adjectivesOf(dice).flatMap((w) => diceNamed(rules, w))[0] ?? null) : null;
    d = { rules, more, colour };
    moreDice.set(clause, d);
  }
  return d;
}

/**
 * Extra dice a combatant rolls at `loc` from `roll-more` modifiers (combat.ts's
 * `extraDice` hook): `Booker rolls 1 more white die while Elizabeth is with
 * him` for Booker; `my leaders roll 1 more red die`: 1 red die per such leader
 * of his in the fight; `I roll 1 more die`: for the player. No colour named:
 * the die the unit (or Booker) rolls anyway.
 */
export function extraDice(ctx: Ctx<ColumbiaG, Ruleset>, combatant: Combatant, loc: LocationId): ExtraDice[] {
  const out: ExtraDice[] = [];
  const g = ctx.g;
  for (const m of ctx.modifiers('modifier.roll-more')) {
    const clause = modifierClause(ctx.rules, m);
    if (clause === null || clause.subject === undefined) continue;
    const { more, colour } = diceOf(ctx.rules, clause);
    if (more <= 0) continue;
    const ev = ctx.evaluator(m.src);
    const s = clause.subject;
    if (s.kind === 'nounPhrase' && s.resolved?.id === 'subject.booker') {
      if (combatant.kind !== 'booker' || !whileHolds(ev, clause, m.env, figureThing(g, 'booker'))) continue;
      out.push({ dieId: colour ?? ctx.rules.pieces.booker.combatDice.dieId, count: more, from: m.src });
      continue;
    }
    if (combatant.kind !== 'player') continue;
    const faction = factionOf(g, combatant.player);
    const subjects = ev.things(s, m.env);
    const players = subjects.filter((t) => g.players[t.id] !== undefined).map((t) => t.id);
    if (players.length > 0 || s.kind === 'pronoun') {
      if (!players.includes(combatant.player) && !(s.kind === 'pronoun' && m.owner === combatant.player)) continue;
      if (!whileHolds(ev, clause, m.env, null)) continue;
      const dieId = colour ?? ctx.rules.dice.find((d) => d.use === 'combat')?.id;
      if (dieId) out.push({ dieId, count: more, from: m.src });
      continue;
    }
    for (const t of subjects) {
      if (kindOf(t) !== 'unit' || thingLocation(g, t) !== loc) continue;
      const u = g.units[t.id]!;
      if (factionOf(g, u.owner) !== faction || !whileHolds(ev, clause, m.env, t)) continue;
      const dieId = colour ?? unitDie(ctx.rules, u);
      if (dieId) out.push({ dieId, count: more, from: m.src });
    }
  }
  return out;
}

/**
 * Whether `unit`'s Sky-Line ride rolls no dice now: a `roll-more` modifier
 * with `no` dice of the Sky-Line die whose subject includes the unit (`units
 * on sky-lines`: a rider stands under a route until he stops) or its player.
 */
export function skyLineDiceWaived(ctx: Ctx<ColumbiaG, Ruleset>, player: PlayerId, unit: UnitPiece): boolean {
  for (const m of ctx.modifiers('modifier.roll-more')) {
    const clause = modifierClause(ctx.rules, m);
    if (clause === null || clause.subject === undefined || !waivesSkyLineDice(ctx.rules, clause)) continue;
    const ev = ctx.evaluator(m.src);
    const subjects = ev.things(clause.subject, m.env);
    if (subjects.some((t) => t.id === unit.id || t.id === player) && whileHolds(ev, clause, m.env, null)) return true;
  }
  return false;
}

/** Per clause (ASTs never change), for the Ruleset's dice: whether its dice phrase is `no` dice of the Sky-Line die. */
const waives = new WeakMap<Clause, { rules: Ruleset; waives: boolean }>();

/** Whether a `roll-more` clause says its subject rolls no Sky-Line dice (`units on sky-lines roll no sky-line dice`): asked at every ride. */
function waivesSkyLineDice(rules: Ruleset, clause: Clause): boolean {
  let w = waives.get(clause);
  if (w === undefined || w.rules !== rules) {
    const dice = np(clause.bound?.slots.dice);
    let says = false;
    if (dice?.quantifier?.kind === 'no') {
      const skyLine = rules.dice.filter((d) => d.use === 'sky-line').map((d) => d.id);
      const named = [...adjectivesOf(dice), ...dice.words.map((x) => x.text.toLowerCase())].flatMap((x) => diceNamed(rules, x));
      says = named.some((d) => skyLine.includes(d));
    }
    w = { rules, waives: says };
    waives.set(clause, w);
  }
  return w.waives;
}
