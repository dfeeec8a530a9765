/**
 * The structures of each kind are a board part of their own (board.ts
 * `STRUCTURES_OF_KIND`, as the units of each kind are): `I control 2
 * locations with a turret` reads the turrets, not every structure, so its
 * kept answer, and the set of locations with a turret, outlive the building
 * and razing of strongholds and alarms; a phrase of structures of any kind
 * (`5 locations with a structure`) still reads them all.
 */
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../../interpreter/effect-ir/index.ts';
import { analyzeEffect } from '../../../interpreter/dsl/index.ts';
import { Memo } from '../../../interpreter/core/index.ts';
import { columbiaRegistry } from '../../../interpreter/columbia/language/vocabulary.ts';
import { rulesWorld } from '../../../interpreter/columbia/effects/sources.ts';
import { steadyReads } from '../../../interpreter/columbia/effects/steady.ts';
import { boardOf } from '../../../interpreter/columbia/board.ts';
import type { StructureKind } from '../../../interpreter/columbia/state.ts';
import { clearBoard, loc, newGame, rules } from '../harness.ts';

/** The phrase inside the phrase `I control <phrase>` counts (`a turret` in `2 locations with a turret`). */
function innerPhrase(phrase: string): Phrase {
  const r = analyzeEffect(`I control ${phrase}`, { registry: columbiaRegistry, context: 'victory-condition', world: rulesWorld(rules) });
  const c = r.program?.condition;
  if (c === undefined || c.kind !== 'clause') throw new Error(`"${phrase}" does not check`);
  const what = c.slots.what as Phrase;
  const target = what.qualifier?.target;
  if (target === undefined || target.kind !== 'phrase') throw new Error(`no phrase inside "${phrase}"`);
  return target;
}

describe('the structures of each kind are a board part of their own', () => {
  it('a phrase of one kind reads that kind; a phrase of any structure reads them all', () => {
    expect(steadyReads(innerPhrase('2 locations with a turret'), rules)).toEqual(['turrets']);
    expect(steadyReads(innerPhrase('3 locations with a stronghold'), rules)).toEqual(['strongholds']);
    expect(steadyReads(innerPhrase('3 locations with an alarm'), rules)).toEqual(['alarms']);
    expect(steadyReads(innerPhrase('5 locations with a structure'), rules)).toEqual(['structures']);
  });

  it('a stronghold built leaves the turrets as they were; a turret built or razed changes them, and the structures with them', () => {
    const memo = new Memo(true);
    const g = newGame(2, 'structures-of-each-kind');
    clearBoard(g);
    const board = boardOf({ g, rules, memo });
    const of = (owner: string, kind: StructureKind) => Object.values(g.structures).find((s) => s.owner === owner && s.kind === kind && s.location === null)!;
    const versions = () => ({ turrets: board.version('turrets'), strongholds: board.version('strongholds'), alarms: board.version('alarms'), structures: board.version('structures') });
    const before = versions();
    board.placeStructure(of('blue', 'stronghold'), loc(1));
    const built = versions();
    expect(built.turrets).toBe(before.turrets);
    expect(built.alarms).toBe(before.alarms);
    expect(built.strongholds).not.toBe(before.strongholds);
    expect(built.structures).not.toBe(before.structures);
    const turret = of('red', 'turret');
    board.placeStructure(turret, loc(2));
    const withTurret = versions();
    expect(withTurret.turrets).not.toBe(built.turrets);
    expect(withTurret.strongholds).toBe(built.strongholds);
    expect(withTurret.structures).not.toBe(built.structures);
    board.placeStructure(turret, null);
    expect(versions().turrets).not.toBe(withTurret.turrets);
  });
});
