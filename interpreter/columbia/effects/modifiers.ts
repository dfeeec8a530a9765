/**
 * Modifiers: rule changes the effect runtime registers under their registry
 * id (`ctx.modifiers(key)`), read by the rules code where the rule lives:
 *
 * | modifier | example | read by |
 * |---|---|---|
 * | `modifier.cost` | `my units cost 1 less` | economy.ts `priceOf` (with `describeModifier`) |
 * | `modifier.move-more` | `I move 1 more unit each turn` | economy.ts `unitMovesAllowed` (with `describeModifier`) |
 * | `modifier.no-effect` | `this round: upgrades have no effect` | upgrades.ts `rowValue`, `rowAbilityActive` |
 * | `modifier.roll-more` | `my leaders roll 1 more red die`, `Booker rolls 1 more white die while Elizabeth is with him` | combat.ts's `extraDice` hook (`extraDice` below) |
 * | `modifier.roll-more` with `no` | `units on sky-lines roll no sky-line dice` | movement.ts (`skyLineDiceWaived` below) |
 * | `modifier.controlled-by` | `"Songbird" is controlled by the Vox Populi` | made real by the hand-over action sources.ts puts after it |
 *
 * A reader finds the modifier's clause in the engine's sources (remembered per
 * Ruleset by `effectSource`) and reads its phrases: who it covers, what it
 * applies to, how much. Pure: reading never decides or rolls.
 */
import type { Clause, Phrase } from '../../effect-ir/index.ts';
import { copyEnv, shelf, type ActiveEffect, type Ctx, type EffectSource, type Env, type Evaluator, type Memo, type Thing } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { boardOf, type Board } from '../board.ts';
import { unitFaction } from '../pieces.ts';
import { factionOf } from '../players.ts';
import { rulesIndex } from '../rules-index.ts';
import { NO_EXTRA_DICE, type ExtraDice } from '../combat-rules.ts';
import type { ColumbiaG, Combatant, LocationId, PlayerId, UnitPiece } from '../state.ts';
import { adjectivesOf, diceNamed } from './nouns.ts';
import { ownedByMe, UNIT_NOUN_KINDS } from './base-sets.ts';
import { who } from './who.ts';
import { figureThing, kindOf, thingLocation } from './things.ts';

type Ev = Evaluator<ColumbiaG, Ruleset>;

/** The modifier ids the Columbia rules read, and who reads them (for docs and the coverage test). */
export const MODIFIER_READERS: Record<string, string> = {
  'modifier.cost': 'economy.ts priceOf',
  'modifier.move-more': 'economy.ts unitMovesAllowed',
  'modifier.no-effect': 'upgrades.ts rowValue, rowAbilityActive (no-effect.ts withoutEffect)',
  'modifier.roll-more': 'combat.ts dice (extraDice), movement.ts Sky-Line rolls (skyLineDiceWaived)',
  'modifier.controlled-by': 'effects/verbs-board.ts hand-over',
};

/** What can read modifiers: a task's ctx (an effect evaluator is what gives names and sets their meaning). */
export interface ModifierReader {
  modifiers(key?: string): readonly ActiveEffect[];
  /** The engine's effect of this id (where a modifier's clause is found). */
  effect(src: string): EffectSource | null;
  evaluator?(src: string): Ev;
  /** The engine's memo, where a modifier's clause is kept once found (none: found at each read). */
  readonly memo?: Memo;
}

function nodeAt(root: unknown, path: readonly (string | number)[]): unknown {
  let n: unknown = root;
  for (const step of path) {
    if (n === null || typeof n !== 'object') return undefined;
    n = (n as Record<string | number, unknown>)[step];
  }
  return n;
}

/**
 * A registered modifier's clause as found (`modifierClause`), with what it
 * was found from: a modifier whose `src`, `at` or `key` is replaced is
 * looked up afresh.
 */
interface FoundClause {
  src: string;
  at: ActiveEffect['at'];
  key: ActiveEffect['key'];
  clause: Clause | null;
}

/**
 * Each registered modifier's clause, by the modifier (kept in the state
 * across decisions): read at every combat roll and Sky-Line ride, and the
 * walk down its path costs ~2 us a time (keyed reads on nodes of many shapes).
 */
const CLAUSES = shelf<FoundClause>('modifier clauses');

/** The clause a registered modifier came from, or null when it is not one of the engine's sources; kept by the modifier where the reader has the engine's memo. */
export function modifierClause(reader: ModifierReader, m: ActiveEffect): Clause | null {
  const memo = reader.memo;
  if (memo === undefined) return findClause(reader, m);
  const f = memo.getFor(CLAUSES, m);
  if (f !== undefined && f.src === m.src && f.at === m.at && f.key === m.key) return f.clause;
  return memo.setFor(CLAUSES, m, { src: m.src, at: m.at, key: m.key, clause: findClause(reader, m) }).clause;
}

function findClause(reader: ModifierReader, m: ActiveEffect): Clause | null {
  const s = reader.effect(m.src);
  if (s === null) return null;
  const n = nodeAt(s.program, m.at) as Clause | undefined;
  return n !== undefined && n.kind === 'clause' && n.id === m.key ? n : null;
}

function np(x: unknown): Phrase | null {
  return x !== null && typeof x === 'object' && (x as { kind?: unknown }).kind === 'phrase' ? (x as Phrase) : null;
}

/** `1 more` +1, `2 less` / `1 fewer` -2 / -1, `no` 0, a bare number that many; null when the phrase has no count. */
export function changeOf(p: Phrase | null): number | null {
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
  const base = PURCHASES[p.id ?? ''];
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
    const o = p.owner?.toLowerCase();
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
  const clause = modifierClause(src, m);
  if (clause === null) return null;
  const ev = src.evaluator ? src.evaluator(m.src) : null;
  const g = ev ? ev.g : (src.g ?? null);
  if (m.key === 'modifier.cost') {
    const change = changeOf(np(clause.slots.change));
    return { players: purchasers(ev, g, clause, m), applies: purchasesNamed(rules, clause), amount: change === null ? null : -change };
  }
  if (m.key === 'modifier.move-more') {
    const players = ev !== null && clause.subject !== undefined ? who(ev, clause.subject, m.env).players : null;
    return { players, applies: null, amount: changeOf(np(clause.slots.what)) };
  }
  return null;
}

/** A slot whose value is the same whatever the game and env (`1 less`, `2`, `at least 3`, a word): the evaluator reads only the node. */
function fixedSlot(v: unknown): boolean {
  if (typeof v === 'boolean' || typeof v === 'string') return true;
  const p = np(v);
  if (p === null) return false;
  const t = p.type;
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
export function readingIsFixed(reader: ModifierReader, m: ActiveEffect, slots: readonly string[]): boolean {
  const clause = modifierClause(reader, m);
  if (clause === null) return false;
  const all = clause.slots ?? {};
  for (const k of slots) if (Object.prototype.hasOwnProperty.call(all, k) && !fixedSlot(all[k])) return false;
  if (m.key === 'modifier.cost') {
    const p = np(clause.subject);
    if (p === null) return true;
    if (p.possessor) return false;
    const o = p.owner?.toLowerCase();
    return o !== "my faction's" && o !== 'enemy';
  }
  if (m.key === 'modifier.move-more') {
    const s = clause.subject;
    if (s === undefined) return true;
    if (s.kind === 'pronoun') return /^(i|me)$/i.test(s.word);
    return s.kind === 'phrase' && s.id === 'subject.i';
  }
  return true;
}

// ---------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------

type Condition = Parameters<Ev['test']>[0];

/**
 * Whether a `roll-more` modifier's `while` holds now (`while Elizabeth is with
 * him`: him is its subject), evaluated by the effect interpreter itself. No
 * condition: always.
 */
function whileHolds(ev: Ev, r: RollMore, env: Env, subject: Thing | null): boolean {
  const condition = r.condition;
  if (condition === null) return true;
  return ev.test(condition, whileEnv(env, subject));
}

/**
 * The env a `while` is read in: `him`, `her` and `it` are the modifier's
 * subject, when it has one. Copied, then bound: V8 (Node 20) builds
 * `{ ...env, $him: s }` on its slow path, ~1 us a name added after the
 * spread (3 us here, at each of Booker's rolls).
 */
export function whileEnv(env: Env, subject: Thing | null): Env {
  if (subject === null) return env;
  const s = subject as unknown as Env[string];
  const out = copyEnv(env);
  out.$him = s;
  out.$her = s;
  out.$it = s;
  return out;
}

function unitDie(rules: Ruleset, u: UnitPiece): string | null {
  return rulesIndex(rules).unitKind[u.kind]?.combatDieId ?? null;
}

/**
 * What a `roll-more` clause says that no game can change, read once from its
 * words for the Ruleset's dice: a reading at a roll is then a few comparisons,
 * plus the `while` condition when there is one and nothing cheaper has ruled
 * the modifier out.
 */
export interface RollMore {
  rules: Ruleset;
  /** `Booker rolls ...`: only Booker's own roll reads it. */
  booker: boolean;
  /** How many more dice (`1 more`; none said: 1; `no`: 0). */
  more: number;
  /** The die Booker adds: the colour named, else the die he rolls anyway (for his modifiers only). */
  bookerDie: string;
  /** The die a player adds: the colour named, else the first combat die. */
  playerDie: string | undefined;
  /** The colour named (null: a unit adds the die it rolls anyway). */
  colour: string | null;
  /** Its `while` condition, or null. */
  condition: Condition | null;
  /** `units on sky-lines roll no sky-line dice`: its dice phrase is `no` dice of the Sky-Line die. */
  waivesSkyLine: boolean;
  /**
   * `my leaders roll ...`: its subject is a unit noun (`leaders`, `units`)
   * without an `of` phrase, so what it names are units of that kind on the
   * board (nouns.ts: the base set of such a noun, which the rest of the phrase
   * only narrows). A side with none of its faction's units of that kind at the
   * location gets no dice from it, and need not evaluate it. `mine`: owned by
   * "me" (my, their, his...), so only the owner's faction has them (`owned`
   * keeps units "I" control: mine, my faction's shared ones, my side's in the
   * combat). Null: another subject.
   */
  units: { kind: string | undefined; mine: boolean } | null;
}

/** Each `roll-more` clause's reading (read once per engine: a leader's extra dice are read at every combat roll). */
const ROLL_MORE = shelf<RollMore>('roll-more readings');

function rollMoreOf(memo: Memo, rules: Ruleset, clause: Clause): RollMore {
  return memo.getFor(ROLL_MORE, clause) ?? memo.setFor(ROLL_MORE, clause, readRollMore(rules, clause));
}

function readRollMore(rules: Ruleset, clause: Clause): RollMore {
  const dice = np(clause.slots.dice);
  const colour = dice ? (adjectivesOf(dice).flatMap((w) => diceNamed(rules, w))[0] ?? null) : null;
  const c = clause.slots.while;
  const s = clause.subject;
  const booker = s !== undefined && s.kind === 'phrase' && s.id === 'subject.booker';
  return {
    rules,
    booker,
    more: changeOf(dice) ?? 1,
    // Booker's die is read only for his own modifiers (a Ruleset may have no Booker).
    bookerDie: colour ?? (booker ? rules.pieces.booker.combatDice.dieId : ''),
    playerDie: colour ?? rules.dice.find((d) => d.use === 'combat')?.id,
    colour,
    condition: c !== undefined && typeof c === 'object' ? (c as Condition) : null,
    waivesSkyLine: saysNoSkyLineDice(rules, dice),
    units: s !== undefined && s.kind === 'phrase' ? unitsNamed(s) : null,
  };
}

/** `my leaders`, `units`: a unit noun with no `of` phrase (which would replace the units), and whether "I" own them. */
function unitsNamed(p: Phrase): RollMore['units'] {
  const id = p.id ?? '';
  if (!UNIT_NOUN_KINDS.has(id) || p.of !== undefined) return null;
  return { kind: UNIT_NOUN_KINDS.get(id), mine: ownedByMe(p) };
}

/** Whether `faction` has a unit of `kind` (undefined: any) at `loc`. */
function hasUnitOfKind(board: Board, faction: string, kind: string | undefined, loc: LocationId): boolean {
  return board.piecesAt(loc).units.some((u) => (kind === undefined || u.kind === kind) && unitFaction(board.g, u) === faction);
}

/**
 * Whether a unit-noun modifier (`my leaders roll ...`) can give `player`'s
 * side no dice at `loc`, read from the board alone: his faction has no unit
 * of its kind there, or the units are "mine" and the owner is of the other
 * faction (see RollMore.units).
 */
function noUnitDice(board: Board, m: ActiveEffect, units: NonNullable<RollMore['units']>, player: PlayerId, loc: LocationId): boolean {
  const g = board.g;
  const faction = factionOf(g, player);
  if (!hasUnitOfKind(board, faction, units.kind, loc)) return true;
  const me = m.env.me;
  return units.mine && typeof me === 'string' && g.players[me] !== undefined && factionOf(g, me) !== faction;
}

/** Whether a dice phrase is `no` dice of the Sky-Line die (`no sky-line dice`). */
function saysNoSkyLineDice(rules: Ruleset, dice: Phrase | null): boolean {
  if (dice?.quantifier?.kind !== 'no') return false;
  const skyLine = rules.dice.filter((d) => d.use === 'sky-line').map((d) => d.id);
  const named = [...adjectivesOf(dice), ...dice.words.map((x) => x.toLowerCase())].flatMap((x) => diceNamed(rules, x));
  return named.some((d) => skyLine.includes(d));
}

/**
 * Extra dice a combatant rolls at `loc` from `roll-more` modifiers (combat.ts's
 * `extraDice` hook): `Booker rolls 1 more white die while Elizabeth is with
 * him` for Booker; `my leaders roll 1 more red die`: 1 red die per such leader
 * of his in the fight; `I roll 1 more die`: for the player. No colour named:
 * the die the unit (or Booker) rolls anyway.
 */
export function extraDice(ctx: Ctx<ColumbiaG, Ruleset>, combatant: Combatant, loc: LocationId): readonly ExtraDice[] {
  const mods = ctx.modifiers('modifier.roll-more');
  // Most rolls meet no such modifier: no list made for none.
  if (mods.length === 0) return NO_EXTRA_DICE;
  const out: ExtraDice[] = [];
  for (const m of mods) {
    const clause = modifierClause(ctx, m);
    if (clause === null || clause.subject === undefined) continue;
    const r = rollMoreOf(ctx.memo, ctx.rules, clause);
    if (r.more <= 0) continue;
    // Booker's modifiers and the others' never apply to the other kind of combatant: ruled out before any evaluation.
    if (r.booker) {
      if (combatant.kind === 'booker' && whileHolds(ctx.evaluator(m.src), r, m.env, figureThing(ctx.g, 'booker'))) {
        out.push({ dieId: r.bookerDie, count: r.more, from: m.src });
      }
    } else if (combatant.kind === 'player') {
      addPlayerDice(ctx, m, clause.subject, r, combatant.player, loc, out);
    }
  }
  return out;
}

/** A player's extra dice from one modifier: for him (`I roll ...`, `the Founders roll ...`), or per unit of his faction at `loc` it names (`my leaders`). */
function addPlayerDice(ctx: Ctx<ColumbiaG, Ruleset>, m: ActiveEffect, s: NonNullable<Clause['subject']>, r: RollMore, player: PlayerId, loc: LocationId, out: ExtraDice[]): void {
  const g = ctx.g;
  // `my leaders` where this side has none: nothing to evaluate (see RollMore.units).
  if (r.units !== null && noUnitDice(boardOf(ctx), m, r.units, player, loc)) return;
  const ev = ctx.evaluator(m.src);
  const subjects = ev.things(s, m.env);
  // Whether the subject names players, and him among them (a loop: a closure over the game would cost a context at
  // every call of this function, as would a list of the players made to be searched once).
  let players = false;
  let his = false;
  for (let i = 0; i < subjects.length; i++) {
    const id = subjects[i]!.id;
    if (g.players[id] === undefined) continue;
    players = true;
    if (id === player) his = true;
  }
  if (players || s.kind === 'pronoun') {
    if (!his && !(s.kind === 'pronoun' && m.owner === player)) return;
    if (r.playerDie && whileHolds(ev, r, m.env, null)) out.push({ dieId: r.playerDie, count: r.more, from: m.src });
    return;
  }
  const faction = factionOf(g, player);
  for (const t of subjects) {
    if (kindOf(t) !== 'unit' || thingLocation(g, t) !== loc) continue;
    const u = g.units[t.id]!;
    if (factionOf(g, u.owner) !== faction || !whileHolds(ev, r, m.env, t)) continue;
    const dieId = r.colour ?? unitDie(ctx.rules, u);
    if (dieId) out.push({ dieId, count: r.more, from: m.src });
  }
}

/**
 * Whether `unit`'s Sky-Line ride rolls no dice now: a `roll-more` modifier
 * with `no` dice of the Sky-Line die whose subject includes the unit (`units
 * on sky-lines`: a rider stands under a route until he stops) or its player.
 */
export function skyLineDiceWaived(ctx: Ctx<ColumbiaG, Ruleset>, player: PlayerId, unit: UnitPiece): boolean {
  for (const m of ctx.modifiers('modifier.roll-more')) {
    const clause = modifierClause(ctx, m);
    if (clause === null || clause.subject === undefined) continue;
    const r = rollMoreOf(ctx.memo, ctx.rules, clause);
    if (!r.waivesSkyLine) continue;
    const ev = ctx.evaluator(m.src);
    const subjects = ev.things(clause.subject, m.env);
    if (subjects.some((t) => t.id === unit.id || t.id === player) && whileHolds(ev, r, m.env, null)) return true;
  }
  return false;
}
