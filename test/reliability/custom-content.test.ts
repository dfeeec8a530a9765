/**
 * Custom content needs no code: a variant pack made only by editing YAML
 * (test/reliability/custom-pack.ts: a new Elizabeth timeline, world event,
 * action card type in the blue deck and Founder leader) loads without a
 * single diagnostic, and seeded games use every new component: the timeline
 * is chosen and a step of it runs, the event is drawn and resolves, a card of
 * the new type is played for its ability, and the leader's ability works on
 * every one of his turns. Nothing is forced by engine code: the seeds are
 * searched for (setup draws the timeline, the leaders and the event deck),
 * and the players are bots that like the new things (they vote for events,
 * and use the new card's ability when offered), random otherwise.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type Chooser, type Engine, type GameState, type LogEntry } from '../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import type { Ruleset } from '../../interpreter/columbia/index.ts';
import { checkInvariants } from '../../interpreter/columbia/invariants.ts';
import { customFiles, loadFiles, NEW } from './custom-pack.ts';

const pack = loadFiles(customFiles());
const { rules, engine } = pack;
const SEATS = rules.setups.find((s) => s.players === 2)!.seats.map((s) => s.colourId);
/** Seeds tried before giving up (the search is deterministic: the same seeds are found every run). */
export const SEED_SEARCH = 400;
/** How deep in the world event deck the new event (and an Elizabeth event) must lie to be drawn early. */
const DRAWN_WITHIN = 4;

/** A player who votes every card for events, takes the `+`, and uses the new card's ability whenever offered. */
function keen(seed: number): Chooser {
  const random = randomBot(seed);
  return {
    choose(e, state) {
      const d = state.decision!;
      const tinker = d.options.find((o) => o.id.startsWith('discard-effect:') && o.id.includes(`-${NEW.cardType}-`));
      if (tinker) return { player: d.player, ids: [tinker.id] };
      if (d.kind === 'vote-cards') return { player: d.player, ids: d.options.slice(0, d.max).map((o) => o.id) };
      if (d.kind === 'vote-sign') return { player: d.player, ids: ['add'] };
      return random.choose(e, state);
    },
  };
}

/** Whether setup dealt what the search wants: the new timeline, the new leader, the new event near the top. */
function promising(g: ColumbiaG): boolean {
  const deck = g.worldEvents.deck;
  const top = deck.slice(-DRAWN_WITHIN);
  const elizabeth = new Set(rules.worldEvents.filter((e) => e.elizabeth).map((e) => e.id));
  return (
    g.timeline.id === NEW.timeline &&
    Object.values(g.players).some((p) => p.leaderId === NEW.leader) &&
    top.includes(NEW.event) &&
    top.some((e) => elizabeth.has(e))
  );
}

interface Played {
  seed: number;
  state: GameState<ColumbiaG>;
  log: LogEntry[];
  /** Invariant breaks along the way. */
  broken: string[];
}

function play(e: Engine<ColumbiaG, Ruleset>, seed: number): Played {
  const start = e.start({ seed, players: SEATS });
  let state = start.state;
  const all = start.log.slice();
  const bot = keen(seed);
  const broken: string[] = [];
  let n = 0;
  while (state.over === null) {
    broken.push(...checkInvariants(state, rules).map((m) => `seed ${seed}, decision ${n}: ${m}`));
    const r = e.apply(state, bot.choose(e, state));
    if (!r.ok) throw new Error(`seed ${seed}: ${r.reason}`);
    state = r.state;
    all.push(...r.log);
    if (++n > 20_000) throw new Error(`seed ${seed}: no end`);
  }
  broken.push(...checkInvariants(state, rules));
  return { seed, state, log: all, broken };
}

const after = (log: LogEntry[], i: number, kind: string, pred: (e: LogEntry) => boolean, within = 40) =>
  log.slice(i + 1, i + 1 + within).some((e) => e.kind === kind && pred(e));

/** What the new components did in one game. */
function uses(p: Played) {
  const { log } = p;
  const leaderSeat = Object.values(p.state.g.players).find((s) => s.leaderId === NEW.leader)?.id ?? null;
  const players = Object.keys(p.state.g.players);
  const timelineStep = log.findIndex((e) => e.kind === 'we-timeline-advances' && e.values.stepId === NEW.timelineFirstStep);
  const eventIx = log.findIndex((e) => e.kind === 'we-event-resolves' && e.values.eventId === NEW.event);
  const cardIx = log.findIndex((e) => e.kind === 'discard-effect' && e.values.cardType === NEW.cardType);
  const turns = log.map((e, i) => [e, i] as const).filter(([e]) => e.kind === 'turn-start' && e.actors[0] === leaderSeat);
  return {
    timelineChosen: p.state.g.timeline.id === NEW.timeline,
    // Step 1: "each player gains 2 eagles": one +2 for every player right after the marker moves.
    timelineStepRan:
      timelineStep >= 0 && players.every((pl) => after(log, timelineStep, 'effect-eagles', (e) => e.actors[0] === pl && e.values.change === 2)),
    eventDrawn: log.some((e) => e.kind === 'we-draw' && e.values.eventId === NEW.event),
    // "the first player gains 5 eagles"
    eventResolved: eventIx >= 0 && after(log, eventIx, 'effect-eagles', (e) => e.values.change === 5),
    // The card's ability: "gain 2 eagles" for the player who discarded it.
    cardPlayed: cardIx >= 0 && after(log, cardIx, 'effect-eagles', (e) => e.actors[0] === log[cardIx]!.actors[0] && e.values.change === 2, 5),
    leaderDrawn: leaderSeat !== null,
    // "at the start of my turn: gain 1 eagle", on every one of his turns.
    leaderTurns: turns.length,
    leaderWorkedEveryTurn: turns.length > 0 && turns.every(([, i]) => after(log, i, 'effect-eagles', (e) => e.actors[0] === leaderSeat && e.values.change === 1, 6)),
  };
}

describe('custom content needs no code', () => {
  it('the variant pack (new timeline, world event, card type, leader) loads without a single diagnostic', () => {
    expect(pack.result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
    expect(rules.timelines.map((t) => t.id)).toContain(NEW.timeline);
    expect(rules.worldEvents.map((e) => e.id)).toContain(NEW.event);
    expect(rules.cardTypes.map((c) => c.id)).toContain(NEW.cardType);
    expect(rules.leaders.map((l) => l.id)).toContain(NEW.leader);
    const blue = rules.decks.find((d) => d.id === 'blue')!;
    expect(blue.cardIds).toHaveLength(30);
    expect(blue.cardIds.filter((c) => c.includes(`-${NEW.cardType}-`))).toHaveLength(2);
    // The effect strings parsed: each new component has its program for the engine.
    expect(pack.effects.timelineSteps[NEW.timelineFirstStep]?.program).toBeDefined();
    expect(pack.effects.worldEvents[NEW.event]?.program).toBeDefined();
    expect(pack.effects.cardTypes[NEW.cardType]?.program).toBeDefined();
    expect(pack.effects.leaders[NEW.leader]?.program).toBeDefined();
  });

  it('seeded games use every new component, and the invariants hold throughout', () => {
    const seen = { timelineStepRan: 0, eventResolved: 0, cardPlayed: 0, leaderWorkedEveryTurn: 0 };
    const found: number[] = [];
    for (let seed = 0; seed < SEED_SEARCH && found.length < 3; seed++) {
      const first = engine.start({ seed, players: SEATS }, { log: false });
      if (!promising(first.state.g)) continue;
      const p = play(engine, seed);
      expect(p.broken).toEqual([]);
      const u = uses(p);
      expect(u.timelineChosen && u.leaderDrawn && u.eventDrawn, `seed ${seed}`).toBe(true);
      if (u.timelineStepRan) seen.timelineStepRan++;
      if (u.eventResolved) seen.eventResolved++;
      if (u.cardPlayed) seen.cardPlayed++;
      if (u.leaderWorkedEveryTurn) seen.leaderWorkedEveryTurn++;
      // The leader's ability is in force on every turn of his, in every game he is drawn.
      expect(u.leaderWorkedEveryTurn, `seed ${seed}: the leader's ability missed a turn (${u.leaderTurns} turns)`).toBe(true);
      if (u.timelineStepRan && u.eventResolved && u.cardPlayed) found.push(seed);
    }
    console.log(`custom content: games using all four new components: seeds ${found.join(', ')}; per component: ${JSON.stringify(seen)}`);
    expect(found.length, `games using all four new components among ${SEED_SEARCH} seeds (seen: ${JSON.stringify(seen)})`).toBeGreaterThan(0);
  });
});
