/**
 * Dice Race: a two-player toy game that exercises every part of the core.
 * Each turn a player rolls (and may push their luck: a 1 busts the turn),
 * plays 1-2 cards from a hidden hand face up to move (sum at most `maxPlay`),
 * or draws a card. First to `goal` wins; after `maxTurns` the leader wins.
 * Effects: each seat may have charms (triggered effects registered at the
 * start), and a world event runs after turn `event.turn`.
 */
import { defineGame, hideExcept, hidden, type Ctx, type GameDef, type Json } from '../../../interpreter/core/index.ts';
import { raceEffects, raceHandlers, type RaceEffectId } from './race-effects.ts';

export interface RaceRules {
  goal: number;
  die: number[];
  deck: number[];
  handSize: number;
  maxPlay: number;
  maxTurns: number;
  /** Effects each seat starts with (they register triggers). */
  charms: Record<string, RaceEffectId[]>;
  /** An effect run once, after this turn, by the first seat. */
  event: { turn: number; effect: RaceEffectId } | null;
}

export interface RaceG {
  pos: Record<string, number>;
  hands: Record<string, number[]>;
  deck: number[];
  turn: number;
}

export const raceRules: RaceRules = {
  goal: 30,
  die: [1, 2, 3, 4, 5, 6],
  deck: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6],
  handSize: 3,
  maxPlay: 7,
  maxTurns: 60,
  charms: { p1: ['charm.sprinter'], p2: ['charm.thief'] },
  event: { turn: 5, effect: 'event.tailwind' },
};

/** The same race without any effect: the engine alone. */
export const plainRules: RaceRules = { ...raceRules, charms: {}, event: null };

type C = Ctx<RaceG, RaceRules>;
const seatOf = (ctx: C) => ctx.task.seat as string;

function move(ctx: C, seat: string, steps: number): void {
  ctx.g.pos[seat] = ctx.g.pos[seat]! + steps;
  ctx.log('move', [seat], { steps, to: ctx.g.pos[seat]! });
}

export const diceRace: GameDef<RaceG, RaceRules> = defineGame<RaceG, RaceRules>({
  id: 'dice-race',
  setup(s) {
    const deck = s.rng.shuffle(s.rules.deck);
    const hands: Record<string, number[]> = {};
    const pos: Record<string, number> = {};
    for (const p of s.players) {
      hands[p] = deck.splice(0, s.rules.handSize);
      pos[p] = 0;
    }
    s.push({ t: 'charms' }, { t: 'turn', seat: s.players[0]! });
    return { pos, hands, deck, turn: 1 };
  },
  tasks: {
    charms(ctx) {
      for (const p of ctx.players) for (const src of ctx.rules.charms[p] ?? []) ctx.runEffect(src, { owner: p, scope: 'game' });
    },
    turn(ctx) {
      const seat = seatOf(ctx);
      if (!ctx.answer) {
        const options = [{ id: 'roll', label: 'Roll the die' }];
        if (ctx.g.hands[seat]!.length > 0) options.push({ id: 'play', label: 'Play cards' });
        if (ctx.g.deck.length > 0) options.push({ id: 'draw', label: 'Draw a card' });
        return ctx.ask({ player: seat, kind: 'action', prompt: 'Roll, play cards or draw?', options });
      }
      if (ctx.answer.id === 'roll') ctx.push({ t: 'roll', seat, total: 0 });
      if (ctx.answer.id === 'play') ctx.push({ t: 'play', seat });
      if (ctx.answer.id === 'draw') {
        ctx.g.hands[seat]!.push(ctx.g.deck.shift()!);
        ctx.log('draw', [seat], {});
      }
      ctx.push({ t: 'end-turn', seat });
    },
    roll(ctx, task) {
      const seat = seatOf(ctx);
      const bonus = ctx.modifiers('modifier.roll-bonus').filter((m) => m.owner === seat).length;
      const pips = ctx.rng.die(ctx.rules.die);
      ctx.log('roll', [seat], bonus > 0 ? { pips, bonus } : { pips });
      if (pips === 1) {
        ctx.log('bust', [seat], { lost: task.total as number });
        return;
      }
      ctx.emit({ e: 'after-roll', player: seat, pips });
      // A separate task, so triggers answering the roll resolve before the question.
      ctx.push({ t: 'roll-again?', seat, total: (task.total as number) + pips + bonus });
    },
    'roll-again?'(ctx, task) {
      const seat = seatOf(ctx);
      if (!ctx.answer) return ctx.askYesNo(seat, `You have ${task.total as number}: roll again?`, 'roll-again');
      if (ctx.answer.id === 'yes') ctx.push({ t: 'roll', seat, total: task.total });
      else move(ctx, seat, task.total as number);
    },
    play(ctx) {
      const seat = seatOf(ctx);
      const hand = ctx.g.hands[seat]!;
      if (!ctx.answer) {
        return ctx.ask({
          player: seat,
          kind: 'play-cards',
          prompt: `Play 1 or 2 cards (total at most ${ctx.rules.maxPlay})`,
          options: hand.map((v, i) => ({ id: `card-${i}`, label: `${v}`, data: v })),
          min: 1,
          max: 2,
          check: 'play-limit',
          data: { limit: ctx.rules.maxPlay },
        });
      }
      const idx = ctx.answer.ids.map((id) => Number(id.slice(5)));
      const cards = idx.map((i) => hand[i]!);
      ctx.g.hands[seat] = hand.filter((_, i) => !idx.includes(i));
      ctx.reveal(); // the cards were hidden until now
      ctx.log('play', [seat], { cards });
      move(ctx, seat, cards.reduce((a, b) => a + b, 0));
    },
    'end-turn'(ctx) {
      const seat = seatOf(ctx);
      if (ctx.g.pos[seat]! >= ctx.rules.goal) return ctx.end({ winner: seat, turns: ctx.g.turn });
      if (ctx.g.turn >= ctx.rules.maxTurns) {
        const [a, b] = ctx.players;
        const winner = ctx.holds('goal.ahead', { me: b! }) ? b! : a!;
        return ctx.end({ winner, turns: ctx.g.turn });
      }
      ctx.endScope('turn');
      const event = ctx.rules.event;
      if (event && event.turn === ctx.g.turn) ctx.runEffect(event.effect, { owner: ctx.players[0]!, scope: 'turn' });
      ctx.g.turn++;
      ctx.push({ t: 'turn', seat: ctx.next(seat) });
    },
  },
  validators: {
    'play-limit': (_g, d, picked) => {
      const sum = picked.reduce((a, o) => a + (o.data as number), 0);
      const limit = (d.data as { limit: number }).limit;
      return sum <= limit ? null : `those cards add up to ${sum}, more than ${limit}`;
    },
  },
  render: {
    roll: (e, name) => `${name(e.actors[0]!)} rolls ${String(e.values.pips)}`,
    move: (e, name) => `${name(e.actors[0]!)} moves ${String(e.values.steps)} to ${String(e.values.to)}`,
  },
  effects: raceHandlers,
  effectSource: () => raceEffects as Record<string, Json | object>,
  // A charm answers its owner's rolls only.
  triggerApplies: (trigger, event) => event.player === trigger.owner,
  // The player who did not roll orders effects answering the same roll.
  orderer: (_g, event, state) => state.players.find((p) => p !== event.player) ?? state.players[0]!,
  playerName: (p) => ({ p1: 'Red', p2: 'Blue' })[p] ?? p,
  redact: (g, viewer) => ({ ...g, hands: hideExcept(g.hands, viewer), deck: hidden(g.deck) }),
});
