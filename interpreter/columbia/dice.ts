/**
 * Every die rolled in Columbia goes through `rollDice`: combat dice, Booker's
 * vote, roll-offs for the first player token, Sky-Line dice. One place, so a
 * scripted-dice scenario (the core's coming support) replaces the faces here
 * and nowhere else.
 */
import type { Ctx, JsonObject } from '../core/index.ts';
import type { Die, DieFace, Ruleset } from './content/types.ts';
import { rulesIndex } from './rules-index.ts';
import type { ColumbiaG } from './state.ts';

type C = Ctx<ColumbiaG, Ruleset>;

/** Roll `count` dice of the kind `dieId` (`white`, `blue`, `red`, `sky-line`): the faces, in order. */
export function rollDice(ctx: C, dieId: string, count: number): DieFace[] {
  const die = dieOf(ctx.rules, dieId);
  if (count <= 0) return [];
  return ctx.rng.dice(count, die.faces, die.name);
}

/** One die of the kind `dieId`: its face (as `rollDice(ctx, dieId, 1)[0]`, without the lists). */
export function rollDie(ctx: C, dieId: string): DieFace {
  const die = dieOf(ctx.rules, dieId);
  return ctx.rng.die(die.faces, die.name);
}

function dieOf(rules: Ruleset, dieId: string): Die {
  const die = rulesIndex(rules).die[dieId];
  if (die === undefined) throw new Error(`no die "${dieId}" in the ruleset`);
  return die;
}

/** One combat die's number (a face that is not a number counts 0): a combat rolls its dice one by one. */
export function rollNumber(ctx: C, dieId: string): number {
  const f = rollDie(ctx, dieId);
  return typeof f === 'number' ? f : 0;
}

/** Combat dice show numbers only; a face that is not a number counts 0. */
export function rollNumbers(ctx: C, dieId: string, count: number): number[] {
  // Pushed, not mapped: an optimized `map` makes a holey list, and its readers had met packed ones (a deopt).
  const out: number[] = [];
  for (const f of rollDice(ctx, dieId, count)) out.push(typeof f === 'number' ? f : 0);
  return out;
}

/** The sum of the number faces (a Sky-Line roll's penalty, a combat roll's total). */
export function sumFaces(faces: readonly DieFace[]): number {
  let n = 0;
  for (const f of faces) if (typeof f === 'number') n += f;
  return n;
}

/**
 * Roll and log in one go: `side` is who rolls (a player id, a faction id, or
 * `booker`); a player id also becomes the entry's actor. `purpose` is a short
 * reason shown in brackets ("combat at Fink MFG", "Booker's vote").
 */
export function rollAndLog(ctx: C, side: string, dieId: string, count: number, purpose?: string): DieFace[] {
  const faces = rollDice(ctx, dieId, count);
  if (!ctx.logs('dice-rolled')) return faces;
  const actors = ctx.g.players[side] !== undefined ? [side] : [];
  const values: JsonObject = { side, die: dieId, count, faces };
  if (purpose !== undefined) values.purpose = purpose;
  ctx.log('dice-rolled', actors, values);
  return faces;
}
