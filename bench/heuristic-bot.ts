/**
 * The heuristic bot's own cost: seeded 2-player Columbia games with the
 * default bot on both seats, played on this thread after a warm-up, the
 * bot's CPU time a decision apart from the engine's. What a change to
 * `interpreter/columbia/bots/` is judged by (CPU time of this process; the
 * machine may be shared: run the trees compared one after the other, several
 * times). The choices' hash must not move when only the bot's speed changed.
 *
 *   npx tsx bench/heuristic-bot.ts [--games N] [--warm N] [--untimed]
 *
 * `--untimed`: no clock around each answer (each reading costs ~1-3 us):
 * the whole CPU time only, for A/B runs of the whole work.
 *
 * `--engine`: also the engine's CPU time from each answer to the next
 * question (the rest of the step, up to the next decision), by the kind of
 * decision answered. Each reading costs ~1 us of its own, and a process's
 * CPU clock includes V8's helper threads: run it with `node
 * --single-threaded --import tsx` and compare kinds, not trees.
 *
 * `--allocations`: also the bytes the measured games allocate, sampled
 * (V8's sampling heap profiler, garbage included): a game's, the bot's
 * share (bots/ frames, and the built-ins they call), the top sites. Unlike
 * CPU time it does not move with the machine's load: a change that only
 * cuts garbage shows here when the CPU figures cannot resolve it.
 */
import { Session } from 'node:inspector/promises';
import { shippedPack } from './shipped-pack.ts';
import { makeBot } from '../interpreter/sim/index.ts';
import { applyPlayV8Flags } from '../interpreter/core/node.ts';
import { scriptArgs } from '../interpreter/cli/index.ts';
import type { Chooser } from '../interpreter/core/index.ts';

applyPlayV8Flags();

const { values: v } = scriptArgs({
  command: 'npx tsx bench/heuristic-bot.ts',
  summary: "the heuristic bot's own cost",
  about: "The heuristic bot's CPU time a decision, apart from the engine's, over seeded 2-player Columbia games.",
  options: {
    games: { type: 'int', value: 'N', min: 1, help: 'games measured (default 200)' },
    warm: { type: 'int', value: 'N', min: 0, help: 'games played first, unmeasured (default 40)' },
    untimed: { type: 'flag', help: 'no clock around each answer: whole CPU time only' },
    allocations: { type: 'flag', help: "bytes allocated a game (sampled), the bot's share, the top sites" },
    engine: { type: 'flag', help: "the engine's CPU time after each decision, by decision kind (us each, count a game)" },
  },
});

const { rules, module, engine, players } = shippedPack('content/columbia', 2);
const timed = !v.untimed;

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let botMs = 0;
let decisions = 0;
let hash = 0;
/** Decision kind -> [decisions answered, engine CPU ms after them] (`--engine`). */
const afterKind = new Map<string, [number, number]>();
let lastKind: string | null = null;
let lastEnd = 0;
const byKind = v.engine === true;
function engineDone(): void {
  if (lastKind === null) return;
  const e = afterKind.get(lastKind) ?? [0, 0];
  e[0]++;
  e[1] += cpu() - lastEnd;
  afterKind.set(lastKind, e);
  lastKind = null;
}

function play(game: number, measure: boolean): void {
  const bots: Record<string, Chooser> = {};
  for (const p of players) {
    const bot = makeBot(module, rules, 'heuristic', `hb-${game}`, p);
    bots[p] = {
      choose(e, s) {
        if (measure && byKind) engineDone();
        const t = measure && timed ? cpu() : 0;
        const c = bot.choose(e, s);
        if (!measure) return c;
        if (byKind) {
          lastKind = s.decision!.kind;
          lastEnd = cpu();
        }
        if (timed) botMs += cpu() - t;
        decisions++;
        for (const id of c.ids) for (let k = 0; k < id.length; k++) hash = (Math.imul(hash, 31) + id.charCodeAt(k)) | 0;
        return c;
      },
    };
  }
  const { state } = engine.start({ seed: `hb-${game}`, players }, { log: false });
  engine.playout(state, bots);
  if (measure && byKind) engineDone();
}

for (let i = 0; i < (v.warm ?? 40); i++) play(1_000_000 + i, false);
const games = v.games ?? 200;
const session = v.allocations ? await startSampling() : null;
const c0 = cpu();
for (let i = 0; i < games; i++) play(i, true);
const all = cpu() - c0;
const allocations = session !== null ? await allocationsOf(session, games) : null;
const perDecision = (ms: number) => Math.round((ms * 10_000) / decisions) / 10;
console.log(
  JSON.stringify({
    games,
    decisions,
    cpuMs: Math.round(all),
    botUsPerDecision: timed ? perDecision(botMs) : null,
    restUsPerDecision: timed ? perDecision(all - botMs) : null,
    choicesHash: hash,
    ...(allocations !== null ? { allocations } : {}),
    ...(byKind ? { engineAfter: engineAfter() } : {}),
  }),
);

/** Engine time after each decision kind, most costly a game first: "kind: us each x count a game = us a game". */
function engineAfter(): string[] {
  return [...afterKind]
    .sort((a, b) => b[1][1] - a[1][1])
    .map(([k, [n, ms]]) => `${k}: ${((1000 * ms) / n).toFixed(1)} us x ${(n / games).toFixed(1)} = ${((1000 * ms) / games).toFixed(0)} us a game`);
}

async function startSampling(): Promise<Session> {
  const s = new Session();
  s.connect();
  // Garbage counts: what a game allocates and drops is what the scavenger pays for.
  await s.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  return s;
}

interface SampleNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: SampleNode[];
}

/** Bytes a game, the bot's share, and the top sites (a built-in's bytes go to the function that called it). */
async function allocationsOf(s: Session, games: number): Promise<{ mbPerGame: number; botShare: number; top: string[] }> {
  const { profile } = (await s.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: SampleNode } };
  s.disconnect();
  const bySite = new Map<string, number>();
  let total = 0;
  let bot = 0;
  const walk = (n: SampleNode, caller: string) => {
    const { functionName, url } = n.callFrame;
    const site = url === '' ? caller : `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}`;
    bySite.set(site, (bySite.get(site) ?? 0) + n.selfSize);
    total += n.selfSize;
    if (site.includes('bots/')) bot += n.selfSize;
    for (const c of n.children) walk(c, site);
  };
  walk(profile.head, '(root)');
  const top = [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, b]) => `${((100 * b) / total).toFixed(1)}% ${k}`);
  return { mbPerGame: Math.round(total / games / 1e4) / 100, botShare: Math.round((1000 * bot) / total) / 1000, top };
}
