/**
 * Effect frames point into their effect's AST by path (`at`), and each child
 * frame's path is its parent's plus one step (core/effects/runtime.ts
 * `childPath`, which builds the list at its final size instead of spreading
 * and growing it). Whatever builds it, a nested effect must run every
 * statement it reaches exactly once, in the order its text gives, whichever
 * way its questions are answered; and while it waits for an answer every
 * frame on the stack must point at the node it runs (a block at a list of
 * statements, a statement at a statement), each with its own path list.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type EffectHandlers, type Engine, type GameState, type Task } from '../../interpreter/core/index.ts';
import type { Program, Statement } from '../../interpreter/effect-ir/index.ts';
import { nodeAt } from '../../interpreter/core/effects/ast-shape.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import { choice, clause, during, ifS, may, program } from '../core/toy/ast.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from '../core/toy/dice-race.ts';
import { raceEffects } from '../core/toy/race-effects.ts';

type S = GameState<RaceG>;
type H = EffectHandlers<RaceG, RaceRules>;
type RaceEffectId = NonNullable<RaceRules['event']>['effect'];

const mark = (label: string) => clause(`mark ${label}`, 'verb.test-mark', 'action', { label });

/** mark a; if I choose to "go left": (mark b; mark c; I may: mark d; mark e) otherwise (mark f; mark g); this turn: mark h; mark i; then mark j. */
const nested = program(
  mark('a'),
  ifS(choice('go left'), [mark('b'), mark('c'), may([mark('d'), mark('e')])], [mark('f'), mark('g')]),
  during('duration.this-turn', 'this turn', [mark('h'), mark('i')]),
  mark('j'),
);

/** The reference: the statements a straight walk of the AST runs, given the answers (yes = true) in the order asked. */
function walk(stmts: readonly Statement[], answers: boolean[], out: string[]): void {
  for (const s of stmts) {
    if (s.kind === 'clause') out.push((s.slots as { label: string }).label);
    else if (s.kind === 'if') walk(answers.shift()! ? s.then : (s.otherwise ?? []), answers, out);
    else if (s.kind === 'may') {
      if (answers.shift()!) walk(s.body, answers, out);
    } else if (s.kind === 'during') walk(s.body, answers, out);
    else throw new Error(`the reference walks no ${s.kind}`);
  }
}

function engineFor(): Engine<RaceG, RaceRules> {
  const base = diceRace.effects as H;
  const handlers: H = {
    ...base,
    verbs: {
      ...base.verbs,
      'verb.test-mark': {
        resolve: (_ev, node) => ({ label: (node.slots as { label: string }).label }),
        execute(ctx, plan) {
          ctx.log('test-mark', [], plan as { label: string });
        },
      },
    },
  };
  const effects = { ...raceEffects, 'test.nested': nested };
  return createEngine({ ...diceRace, effects: handlers, effectSource: () => effects }, { ...raceRules, charms: {}, event: { turn: 1, effect: 'test.nested' as RaceEffectId } });
}

/** Every effect frame waiting on the stack points at what it runs, with a path list of its own. */
function expectFramesPointHome(state: S, prog: Program): void {
  const frames = state.stack.filter((t: Task) => t.t === 'fx/seq' || t.t === 'fx/exec');
  expect(frames.length).toBeGreaterThan(0);
  const paths = new Set<unknown>();
  for (const f of frames) {
    const node = nodeAt(prog, f.at as (string | number)[]);
    if (f.t === 'fx/seq') expect(Array.isArray(node), `fx/seq at ${JSON.stringify(f.at)}`).toBe(true);
    else expect((node as { kind?: string } | undefined)?.kind, `fx/exec at ${JSON.stringify(f.at)}`).toMatch(/^(clause|if|may|during)$/);
    expect(paths.has(f.at), 'two frames share one path list').toBe(false);
    paths.add(f.at);
  }
}

function play(answers: boolean[], inPlace: boolean): string[] {
  const engine = engineFor();
  let state = engine.start({ seed: 'paths', players: ['p1', 'p2'] }).state;
  const marks: string[] = [];
  // On a copy each time (the public apply), or in place as a fast playout plays.
  const apply = (s: S, c: { player: string; ids: string[] }) => (inPlace ? { ...Playout.own(engine, s).play(c, true), state: s } : engine.apply(s, c));
  const take = (r: ReturnType<typeof apply>): S => {
    if (!r.ok) throw new Error(r.reason);
    for (const e of r.log) if (e.kind === 'test-mark') marks.push(e.values.label as string);
    return r.state;
  };
  state = take(apply(state, { player: 'p1', ids: ['draw'] }));
  const left = answers.slice();
  while (state.decision !== null && (state.decision.kind === 'effect-choice' || state.decision.kind === 'effect-may')) {
    expectFramesPointHome(state, nested.program);
    const yes = left.shift();
    if (yes === undefined) throw new Error(`an unexpected question: ${state.decision.prompt}`);
    state = take(apply(state, { player: state.decision.player, ids: [yes ? 'yes' : 'no'] }));
  }
  expect(left).toEqual([]);
  return marks;
}

describe('effect frame paths', () => {
  for (const answers of [[true, true], [true, false], [false]]) {
    for (const inPlace of [false, true]) {
      it(`runs each statement once, in text order (answers ${answers.join(', ')}${inPlace ? ', in place' : ''})`, () => {
        const expected: string[] = [];
        walk(nested.program.body, answers.slice(), expected);
        expect(play(answers, inPlace)).toEqual(expected);
      });
    }
  }
});
