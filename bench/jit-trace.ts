/**
 * What V8's optimizing compiler does over a simulation: how many functions it
 * compiles, which it compiles again after a deopt, and where each deopt is in
 * the sources. Counts, unlike CPU readings, hold on a shared machine: the
 * compile is what every worker of a run pays again (bench/HISTORY.md, "Why
 * two workers are not 1.7x one"), so each function that stops deoptimizing
 * is compile time saved on every core.
 *
 * Plays the games in one process (`simulate --workers 0`, the prebuilt code,
 * the workers' V8 flags) with `--trace-opt --trace-deopt-verbose`, and maps
 * each deopt's place in the bundle back to its source through the bundle's
 * source map. The counts include the pack's loading (YAML, schemas, effect
 * strings: a worker does not load a pack): `--games 1` reads 91 compiles,
 * against 776 for 1,000 games (session 39).
 * Compile times are the trace's own (wall time of each compile's phases,
 * mostly on a background thread): relative sizes only, inflated under load.
 *
 *   npx tsx bench/jit-trace.ts [--games 1000] [--top 25] [--json FILE] [-- more simulate arguments]
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";
import { WORKER_V8_FLAGS } from "../interpreter/core/node.ts";

const argv = process.argv.slice(2);
const dash = argv.indexOf("--");
const own = dash < 0 ? argv : argv.slice(0, dash);
const extra = dash < 0 ? [] : argv.slice(dash + 1);
const option = (name: string, fallback: string): string => {
  const i = own.indexOf(name);
  return i >= 0 && own[i + 1] !== undefined ? own[i + 1]! : fallback;
};
if (own.includes("--help")) {
  process.stdout.write(
    "usage: npx tsx bench/jit-trace.ts [--games 1000] [--top 25] [--json FILE] [-- more simulate arguments]\n",
  );
  process.exit(0);
}
const games = Number(option("--games", "1000"));
const top = Number(option("--top", "25"));
const jsonFile = option("--json", "");
const cli = fileURLToPath(
  new URL("../interpreter/cli/rulewright.js", import.meta.url),
);

// Once without the trace: the prebuilt code is made (and its build not traced).
spawnSync(
  process.execPath,
  [cli, "simulate", "--games", "1", "--workers", "0", "--json"],
  { stdio: "ignore" },
);
const run = spawnSync(
  process.execPath,
  [
    ...WORKER_V8_FLAGS,
    "--trace-opt",
    "--trace-deopt-verbose",
    cli,
    "simulate",
    "--games",
    String(games),
    "--players",
    "2",
    "--json",
    "--workers",
    "0",
    ...extra,
  ],
  {
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", "pipe", "ignore"],
  },
);
if (run.status !== 0) {
  process.stderr.write(`simulate failed (exit ${run.status})\n`);
  process.exit(1);
}

interface Fn {
  name: string;
  compiles: number;
  ms: number;
  deopts: number;
}
const fns = new Map<string, Fn>();
const fn = (sfi: string, name: string): Fn => {
  let f = fns.get(sfi);
  if (f === undefined)
    fns.set(
      sfi,
      (f = { name: name || "(anonymous)", compiles: 0, ms: 0, deopts: 0 }),
    );
  return f;
};
const maps = new Map<string, SourceMap | null>();
/** A bundle position as its source's `path:line:column` (the bundle's own position when it has no map). */
function sourceOf(file: string, line: number, column: number): string {
  if (!maps.has(file)) {
    try {
      maps.set(
        file,
        new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))),
      );
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  const at = map?.findEntry(line - 1, column - 1);
  if (!at || !("originalSource" in at))
    return `${file.split("/").pop()}:${line}:${column}`;
  return `${at.originalSource.replace(/^.*?\/(interpreter|node_modules)\//, "$1/")}:${at.originalLine + 1}:${at.originalColumn + 1}`;
}

const deopts = new Map<string, number>();
let pending: { fn: Fn; reason: string } | null = null;
let totalDeopts = 0;
for (const line of run.stdout.split("\n")) {
  let m =
    /^\[completed compiling 0x\w+ <JSFunction (.*?) ?\(sfi = (0x\w+)\)> \(target TURBOFAN\) - took ([\d.]+), ([\d.]+), ([\d.]+) ms/.exec(
      line,
    );
  if (m) {
    const f = fn(m[2]!, m[1]!);
    f.compiles++;
    f.ms += Number(m[3]) + Number(m[4]) + Number(m[5]);
    continue;
  }
  m =
    /^\[bailout \(kind: [\w-]+, reason: (.*?)\): begin\. deoptimizing 0x\w+ <JSFunction (.*?) ?\(sfi = (0x\w+)\)>/.exec(
      line,
    );
  if (m) {
    const f = fn(m[3]!, m[2]!);
    f.deopts++;
    totalDeopts++;
    pending = { fn: f, reason: m[1]! };
    continue;
  }
  m = /;;; deoptimize at <file:\/\/(.*?):(\d+):(\d+)>/.exec(line);
  if (m && pending) {
    const key = `${pending.fn.name} | ${pending.reason} | ${sourceOf(m[1]!, Number(m[2]), Number(m[3]))}`;
    deopts.set(key, (deopts.get(key) ?? 0) + 1);
    pending = null;
  }
}

const all = [...fns.values()];
const compiled = all.filter((f) => f.compiles > 0);
const compiles = compiled.reduce((s, f) => s + f.compiles, 0);
const ms = compiled.reduce((s, f) => s + f.ms, 0);
const again = compiled.filter((f) => f.compiles > 1);
const recompiles = again.reduce((s, f) => s + f.compiles - 1, 0);
const recompileMs = again.reduce(
  (s, f) => s + (f.ms * (f.compiles - 1)) / f.compiles,
  0,
);
const summary = {
  games,
  compiles,
  functions: compiled.length,
  recompiles,
  compileMs: Math.round(ms),
  recompileMs: Math.round(recompileMs),
  deopts: totalDeopts,
  mostCompiled: again
    .sort((a, b) => b.compiles - a.compiles || b.ms - a.ms)
    .slice(0, top)
    .map((f) => ({ name: f.name, compiles: f.compiles, ms: Math.round(f.ms) })),
  costliest: [...compiled]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .map((f) => ({ name: f.name, compiles: f.compiles, ms: Math.round(f.ms) })),
  deoptsAt: [...deopts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top * 2)
    .map(([at, n]) => ({ at, n })),
};
const out: string[] = [
  `${games} games in one process: ${compiles} optimized compiles of ${compiled.length} functions (${summary.compileMs} ms by the trace), ${recompiles} of them again after a deopt (${summary.recompileMs} ms); ${totalDeopts} deopts`,
  "",
  "compiled most often (compiles, trace ms, function):",
  ...summary.mostCompiled.map(
    (f) => `  ${f.compiles}x ${String(f.ms).padStart(5)} ms ${f.name}`,
  ),
  "",
  "costliest compiles (trace ms, compiles, function):",
  ...summary.costliest.map(
    (f) => `  ${String(f.ms).padStart(5)} ms ${f.compiles}x ${f.name}`,
  ),
  "",
  "deopts (count, function | reason | where in the sources):",
  ...summary.deoptsAt.map((d) => `  ${d.n} ${d.at}`),
];
process.stdout.write(out.join("\n") + "\n");
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(summary, null, 2) + "\n");
