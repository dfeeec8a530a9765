/**
 * Decisions per second on the toy game (not a test: timings vary by machine).
 * Run: npx tsx test/core/bench.ts [plain]
 * Rates are given per second of this process's CPU time (and wall time): on a
 * shared, loaded machine the CPU figure is the one that means something.
 */
import { createEngine, randomBot } from '../../interpreter/core/index.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import { diceRace, plainRules, raceRules } from './toy/dice-race.ts';

const which = process.argv[2] === 'plain' ? 'plain' : 'effects';
const engine = createEngine(diceRace, which === 'plain' ? plainRules : raceRules);
console.log(`toy game: dice race, ${which === 'plain' ? 'no effects' : 'with effects (charms, an event)'}`);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function rate(label: string, r: { decisions: number; ms: number; cpu: number }): void {
  const per = (ms: number) => Math.round((r.decisions / ms) * 1000).toLocaleString('en');
  console.log(`${label}: ${r.decisions} decisions, ${per(r.cpu)} decisions/s of CPU (${per(r.ms)}/s wall)`);
}

function fastPath(games: number): { decisions: number; ms: number; cpu: number } {
  const bot = randomBot(1);
  let decisions = 0;
  const t0 = performance.now();
  const c0 = cpuMs();
  for (let i = 0; i < games; i++) {
    const { state } = engine.start({ seed: i, players: ['p1', 'p2'] }, { log: false });
    decisions += engine.playout(state, bot).decisions;
  }
  return { decisions, ms: performance.now() - t0, cpu: cpuMs() - c0 };
}

function clonePath(games: number): { decisions: number; ms: number; cpu: number } {
  const bot = randomBot(2);
  let decisions = 0;
  const t0 = performance.now();
  const c0 = cpuMs();
  for (let i = 0; i < games; i++) {
    let { state } = engine.start({ seed: i, players: ['p1', 'p2'] });
    while (state.over === null) {
      const r = engine.apply(state, bot.choose(engine, state));
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
      decisions++;
    }
  }
  return { decisions, ms: performance.now() - t0, cpu: cpuMs() - c0 };
}

function replayTiming(): { decisions: number; ms: number; cpu: number } {
  // One long game: a goal nobody reaches, so 1,000 decisions are recorded.
  const long = createEngine(diceRace, { ...(which === 'plain' ? plainRules : raceRules), goal: 1e9, maxTurns: 1e9 });
  const bot = randomBot(3);
  const { playout } = Playout.start(long, { seed: 'long', players: ['p1', 'p2'] });
  const choices = [];
  while (choices.length < 1000) {
    const c = bot.choose(long, playout.state);
    choices.push(c);
    playout.play(c);
  }
  const record = { contentHash: long.contentHash, seed: 'long', players: ['p1', 'p2'], choices };
  for (let i = 0; i < 20; i++) long.replay(record); // warm up
  const runs = 50;
  const t0 = performance.now();
  const c0 = cpuMs();
  for (let i = 0; i < runs; i++) long.replay(record);
  return { decisions: 1000, ms: (performance.now() - t0) / runs, cpu: (cpuMs() - c0) / runs };
}

fastPath(2000); // warm up
rate('fast path (playout, no log)', fastPath(20000));
rate('default path (clone + log)', clonePath(5000));
const r = replayTiming();
console.log(`replay of ${r.decisions} decisions (with log, as undo does): ${r.cpu.toFixed(2)} ms CPU (${r.ms.toFixed(2)} ms wall)`);
