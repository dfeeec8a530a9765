/**
 * Verbs about a combat's numbers: add / subtract / set a card's value (`add 3
 * to this card's combat`, `set this card's combat to 6 without upgrades`),
 * roll more dice, reroll dice, and play cards.
 *
 * A played card's combat value lives in `g.combat[side].cardCombat` from the
 * reveal on (with its upgrades); these verbs change that number. Outside a
 * combat, influence changes the current vote's count for the card's player;
 * anything else has nothing to change and is logged as such.
 */
import type { Phrase } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { Json, Thing } from '../../core/index.ts';
import { rollNumbers } from '../dice.ts';
import { sideOf } from '../combat-rules.ts';
import type { ColumbiaG, CombatantSide } from '../state.ts';
import { adjectivesOf, diceNamed } from './nouns.ts';
import { VALUE_OF_CARD } from './values.ts';
import { cardCombatValue } from '../combat-cards.ts';
import { countOf, pickFrom } from './pick.ts';
import { cardThing, dataOf, kindOf } from './things.ts';
import { meOf, phrase, slot, thingSlot, type Verb } from './util.ts';

type Op = 'add' | 'subtract' | 'set';

interface ValuePlan {
  op: Op;
  value: string;
  cards: string[];
  n: number;
}

function sideWith(g: ColumbiaG, card: string): CombatantSide | null {
  const c = g.combat;
  if (c === null) return null;
  if (c.attacker.played.includes(card)) return 'attacker';
  if (c.defender.played.includes(card)) return 'defender';
  return null;
}

function valueVerb(op: Op, target: string, amount: string): Verb {
  return {
    resolve(ev, clause, env) {
      const ref = slot(clause, target);
      const n = slot(clause, amount);
      if (ref === undefined || n === undefined || ref.kind !== 'phrase') return ev.fail(clause, `${op} what?`);
      // The value's holder: `this card` in `this card's combat`, `2 action cards` in `the combat of 2 action cards`.
      const holder = ref.possessor ?? ref.of;
      const holders: Thing[] = holder === undefined ? [] : ev.things(holder, env);
      return {
        op,
        value: ref.id ?? '',
        cards: holders.filter((t) => kindOf(t) === 'card').map((t) => t.id),
        n: ev.number(n, env),
      } satisfies ValuePlan as unknown as Json;
    },
    execute(ctx, plan) {
      const p = plan as unknown as ValuePlan;
      const g = ctx.g;
      const which = VALUE_OF_CARD[p.value];
      for (const card of p.cards) {
        const side = sideWith(g, card);
        if (which === 'combat' && side !== null) {
          const s = g.combat![side];
          const before = s.cardCombat[card] ?? 0;
          const after = op === 'add' ? before + p.n : op === 'subtract' ? Math.max(0, before - p.n) : p.n;
          s.cardCombat[card] = after;
          ctx.log('effect-card-value', [], { card, value: 'combat', from: before, to: after });
          continue;
        }
        const v = g.vote;
        const holder = v ? Object.keys(v.played).find((pl) => v.played[pl]!.includes(card)) : undefined;
        if (which === 'influence' && v && holder !== undefined && op !== 'set') {
          const before = v.influence[holder] ?? 0;
          const after = Math.max(0, op === 'add' ? before + p.n : before - p.n);
          v.influence[holder] = after;
          ctx.log('effect-card-value', [holder], { card, value: 'influence', from: before, to: after });
          continue;
        }
        ctx.log('effect-no-target', [], { card, value: which ?? p.value, op });
      }
    },
  };
}

/** The die a `dice` phrase names by colour (`red die`, `sky-line dice`), or null. */
export function namedDie(rules: Ruleset, np: Phrase | null): string | null {
  if (np === null) return null;
  for (const w of [...adjectivesOf(np), ...np.words.map((x) => x.toLowerCase())]) {
    const ids = diceNamed(rules, w);
    if (ids.length === 1) return ids[0]!;
  }
  return null;
}

/** `roll 1 more red die`: in a combat, dice added to my side's roll; elsewhere a roll for the log. */
const roll: Verb = {
  resolve(ev, clause) {
    const np = phrase(thingSlot(clause, 'dice'));
    return { n: countOf(np), dieId: namedDie(ev.rules, np) ?? ev.rules.dice.find((d) => d.use === 'combat')?.id ?? null };
  },
  execute(ctx, plan, env) {
    const { n, dieId } = plan as { n: number; dieId: string | null };
    if (dieId === null || n <= 0) return;
    const p = meOf(env);
    const c = ctx.g.combat;
    const side = c === null ? null : sideOf(c, p);
    const faces = rollNumbers(ctx, dieId, n);
    if (c !== null && side !== null) for (const value of faces) c[side].dice.push({ dieId, value });
    ctx.log('effect-dice', [p], { die: dieId, faces, side });
  },
};

/** `reroll 1 of my dice`: each chosen die of the combat is rolled again and keeps the new face. */
const reroll: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'dice');
    if (what === undefined) return ev.fail(clause, 'reroll what?');
    const all = ev.things(what, env).filter((t) => kindOf(t) === 'die');
    return { dice: pickFrom(ev, phrase(what), env, all).map((t) => ({ side: dataOf(t).side, index: dataOf(t).index })) };
  },
  execute(ctx, plan, env) {
    const c = ctx.g.combat;
    if (c === null) return;
    for (const d of (plan as { dice: { side: CombatantSide; index: number }[] }).dice) {
      const die = c[d.side].dice[d.index];
      if (die === undefined) continue;
      const before = die.value;
      die.value = rollNumbers(ctx, die.dieId, 1)[0]!;
      ctx.log('effect-reroll', [meOf(env)], { side: d.side, die: die.dieId, from: before, to: die.value });
    }
  },
};

/** `play 1 card into this combat`: cards from my hand join my side's cards, face up, at their current value. */
const play: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'cards');
    if (what === undefined) return ev.fail(clause, 'play what?');
    const p = meOf(env);
    const mine = ev.g.players[p]!.hand.map((c) => cardThing(ev.rules, c, p, 'hand'));
    const wanted = new Set(ev.things(what, env).map((t) => t.id));
    return { cards: pickFrom(ev, phrase(what), env, mine.filter((t) => wanted.has(t.id))).map((t) => t.id) };
  },
  execute(ctx, plan, env) {
    const g = ctx.g;
    const p = meOf(env);
    const c = g.combat;
    const side = c === null ? null : sideOf(c, p);
    const seat = g.players[p]!;
    for (const card of (plan as { cards: string[] }).cards) {
      const i = seat.hand.indexOf(card);
      if (i < 0) continue;
      if (c !== null && side !== null) {
        seat.hand.splice(i, 1);
        c[side].played.push(card);
        if (c.revealed) c[side].cardCombat[card] = cardCombatValue(ctx, card);
        ctx.log('effect-played', [p], { card, into: 'combat' });
      } else if (g.vote !== null) {
        seat.hand.splice(i, 1);
        (g.vote.played[p] ??= []).push(card);
        ctx.log('effect-played', [p], { card, into: 'vote' });
      }
    }
  },
};

export const combatVerbs: Record<string, Verb> = {
  'verb.add': valueVerb('add', 'to', 'amount'),
  'verb.subtract': valueVerb('subtract', 'from', 'amount'),
  'verb.set': valueVerb('set', 'value', 'to'),
  'verb.roll': roll,
  'verb.reroll': reroll,
  'verb.play': play,
};

