/**
 * Dice Race's effects: the effect-language programs (as checked ASTs, the text
 * they stand for beside each) and the handlers that give the toy's verbs,
 * values, nouns, predicates and subjects their meaning.
 */
import type { EffectHandlers, Json, Thing } from '../../../interpreter/core/index.ts';
import type { RaceG, RaceRules } from './dice-race.ts';
import {
  amount, choice, choose, clause, cmp, conditionProgram, during, forEach, ifS, may, nameRef, np, num, program, pronoun, timing,
} from './ast.ts';

const other = (players: readonly string[], me: string) => players.find((p) => p !== me)!;

export const raceEffects = {
  // after roll:
  //   if the pips >= 5:
  //     I may advance 2 steps
  'charm.sprinter': program(
    timing('timing.after-roll', 'after roll', [
      ifS(cmp('>=', np('value.pips', 'the pips', { type: 'number' }), num(5), 'the pips >= 5'), [
        may([clause('advance 2 steps', 'verb.advance', 'action', { amount: amount(2, 'value.steps', '2 steps') })]),
      ]),
    ]),
  ),
  // after roll:
  //   if the pips = 6 and I choose to "steal a card":
  //     discard 1 random card in my opponent's hand
  //     advance 1 step
  'charm.thief': program(
    timing('timing.after-roll', 'after roll', [
      ifS(
        { kind: 'and', left: cmp('=', np('value.pips', 'the pips', { type: 'number' }), num(6), 'the pips = 6'), right: choice('steal a card'), loc: { offset: 0, endOffset: 0, line: 1, col: 1, endLine: 1, endCol: 1 } },
        [
          clause("discard 1 random card in my opponent's hand", 'verb.discard', 'action', {
            what: np('noun.opponent-card', "card in my opponent's hand", { q: 'random', n: 1 }),
          }),
          clause('advance 1 step', 'verb.advance', 'action', { amount: amount(1, 'value.steps', '1 step') }),
        ],
      ),
    ]),
  ),
  // each player:
  //   choose a card in my hand as gift:
  //     discard gift
  //     advance it
  //   this turn:
  //     my rolls get 1 more
  'event.tailwind': program(
    forEach('each', np('subject.each-player', 'player', { many: true, type: 'player' }), [
      choose(np('noun.my-card', 'card in my hand', { q: 'a' }), 'gift', [
        clause('discard gift', 'verb.discard', 'action', { what: nameRef('gift') }),
        clause('advance it', 'verb.advance', 'action', { amount: pronoun('it') }),
      ]),
      during('duration.this-turn', 'this turn', [
        clause('my rolls get 1 more', 'modifier.roll-bonus', 'modifier', { amount: num(1) }),
      ]),
    ]),
  ),
  // condition: I am ahead
  'goal.ahead': conditionProgram(clause('I am ahead', 'predicate.ahead', 'predicate', {})),
  // after roll: roll again          (a designer's mistake: it answers its own roll forever)
  'charm.echo': program(timing('timing.after-roll', 'after roll', [clause('roll again', 'verb.reroll', 'action', {})])),
  // for each card in the deck: advance 0 steps          (too long for a small step budget)
  'charm.counter': program(
    forEach('for each', np('noun.deck-card', 'card in the deck', { many: true }), [
      clause('advance 0 steps', 'verb.advance', 'action', { amount: amount(0, 'value.steps', '0 steps') }),
    ]),
  ),
};

export type RaceEffectId = keyof typeof raceEffects;

/** How many steps an evaluated amount stands for: a number, an amount (`2 steps`) or a card (its value). */
function stepsOf(v: Json): number {
  if (typeof v === 'number') return v;
  if (Array.isArray(v)) return v.reduce<number>((a, x) => a + stepsOf(x), 0);
  if (v !== null && typeof v === 'object') {
    if (typeof v.amount === 'number') return v.amount;
    if (typeof v.data === 'number') return v.data;
  }
  throw new Error(`not a number of steps: ${JSON.stringify(v)}`);
}

function handCards(g: RaceG, player: string): Thing[] {
  return g.hands[player]!.map((v, i) => ({ id: `${player}:${i}`, label: `${v}`, data: v }));
}

export const raceHandlers: EffectHandlers<RaceG, RaceRules> = {
  verbs: {
    'verb.advance': {
      execute(ctx, plan, env) {
        const steps = stepsOf((plan as { amount: Json }).amount);
        const me = env.me as string;
        ctx.g.pos[me] = ctx.g.pos[me]! + steps;
        ctx.log('move', [me], { steps, to: ctx.g.pos[me]! });
      },
    },
    'verb.discard': {
      execute(ctx, plan) {
        const what = (plan as { what: Json }).what;
        const things = (Array.isArray(what) ? what : [what]) as unknown as Thing[];
        // Highest index first, so earlier indexes stay valid.
        const byIndex = things.map((t) => t.id.split(':') as [string, string]).sort((a, b) => Number(b[1]) - Number(a[1]));
        for (const [owner, i] of byIndex) {
          const [card] = ctx.g.hands[owner]!.splice(Number(i), 1);
          ctx.log('discard', [owner], { card: card! });
        }
        return (things.length === 1 ? things[0]! : things) as unknown as Json;
      },
    },
    'verb.reroll': {
      execute(ctx, _plan, env) {
        const pips = ctx.rng.die(ctx.rules.die);
        ctx.log('roll', [env.me as string], { pips });
        ctx.emit({ e: 'after-roll', player: env.me as string, pips });
      },
    },
  },
  values: {
    'value.pips': (_ev, _np, env) => (env.event as { pips: number }).pips,
  },
  nouns: {
    'noun.my-card': (ev, _np, env) => handCards(ev.g, env.me as string),
    'noun.opponent-card': (ev, _np, env) => handCards(ev.g, other(ev.players, env.me as string)),
    'noun.deck-card': (ev) => ev.g.deck.map((v, i) => ({ id: `deck:${i}`, label: `${v}` })),
    'subject.each-player': (ev) => ev.players.map((p) => ({ id: p, label: p })),
  },
  predicates: {
    'predicate.ahead': (ev, _args, env) => ev.g.pos[env.me as string]! > ev.g.pos[other(ev.players, env.me as string)]!,
  },
  timings: { 'timing.after-roll': 'after-roll' },
  describe: (a) => `${a.src} (${a.owner ?? 'nobody'})`,
};
