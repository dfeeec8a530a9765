/**
 * Decisions per second on the toy game (not a test: timings vary by machine).
 * Run: npx tsx test/core/bench.ts
 */
import { createEngine, randomBot } from '../../interpreter/core/index.ts';
import { diceRace, raceRules } from './toy/dice-race.ts';

const engine = createEngine(diceRace, raceRules);

function fastPath(games: number): { decisions: number; ms: number } {
  const bot = randomBot(1);
  let decisions = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const { state } = engine.start({ seed: i, players: ['p1', 'p2'] }, { log: false });
    decisions += engine.playout(state, bot).decisions;
  }
  return { decisions, ms: performance.now() - t0 };
}

function clonePath(games: number): { decisions: number; ms: number } {
  const bot = randomBot(2);
  let decisions = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    let { state } = engine.start({ seed: i, players: ['p1', 'p2'] });
    while (state.over === null) {
      const r = engine.apply(state, bot.choose(engine, state));
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
      decisions++;
    }
  }
  return { decisions, ms: performance.now() - t0 };
}

function replayTiming(): { decisions: number; ms: number } {
  // One long game: a goal nobody reaches, so 1,000 decisions are recorded.
  const long = createEngine(diceRace, { ...raceRules, goal: 1e9, maxTurns: 1e9 });
  const bot = randomBot(3);
  const m0 = long.newMatch({ seed: 'long', players: ['p1', 'p2'] });
  const choices = [];
  let state = m0.state;
  while (choices.length < 1000) {
    const c = bot.choose(long, state);
    choices.push(c);
    state = (long.apply(state, c, { mutate: true, log: false }) as { state: typeof state }).state;
  }
  const record = { ...m0.record, choices };
  for (let i = 0; i < 20; i++) long.replay(record); // warm up
  const runs = 50;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) long.replay(record);
  return { decisions: 1000, ms: (performance.now() - t0) / runs };
}

fastPath(2000); // warm up
const f = fastPath(20000);
console.log(`fast path (mutate, no log): ${f.decisions} decisions in ${f.ms.toFixed(0)} ms = ${Math.round((f.decisions / f.ms) * 1000).toLocaleString('en')} decisions/s`);
const c = clonePath(5000);
console.log(`default path (clone + log):  ${c.decisions} decisions in ${c.ms.toFixed(0)} ms = ${Math.round((c.decisions / c.ms) * 1000).toLocaleString('en')} decisions/s`);
const r = replayTiming();
console.log(`replay of ${r.decisions} decisions (with log, as undo does): ${r.ms.toFixed(2)} ms`);
