/**
 * The command's code prebuilt: one esbuild bundle of the CLI and of the
 * simulator's worker (shared code split into common chunks), made on first
 * use and kept in `node_modules/.cache/rulewright/` (beside the packages the
 * bundle leaves out), made again whenever one of its sources changes.
 * Nothing for the user to manage; nothing written in a pack's folder.
 *
 * Why: through tsx's loader every process (the command and each worker)
 * resolved and transpiled ~300 TypeScript modules and ~150 package files
 * before doing anything (~0.5 s of CPU each, and the workers used to be
 * bundled afresh by every run, ~0.4 s more). From the prebuilt files the
 * command starts in ~0.1 s and a worker can be forked the moment the run
 * begins.
 *
 * Freshness: the bundle's manifest lists every file esbuild read (sources,
 * schemas, package files) with its size and modification time, plus Node's
 * and esbuild's versions, and this file (the build's options); any
 * difference (a file edited, `npm install`) rebuilds. Compiled as tsx
 * compiles (tsconfig read), so the prebuilt code runs as the sources do, but
 * without esbuild's keep-names: with it every function made at run time
 * (a closure, in our code and in the bundled packages) is a `__name` call
 * (`Object.defineProperty`), and only a bundle's renamed top-level names
 * (`place2`) differ without it, which nothing reads; `import.meta.url` keeps naming each
 * source file, so paths found from it (the project root, chart.js) are the
 * same. Plain JavaScript: it runs before anything can load TypeScript.
 *
 * Any failure (no esbuild, a read-only install) returns null: the caller then
 * runs the sources through tsx, as before. RULEWRIGHT_PREBUILT=0 does the same
 * (and turns off the content validators kept beside this code,
 * content/schema-store.ts).
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The bundle's entry points, by the name of the file each becomes (`cli.mjs`, `worker.mjs`). */
const ENTRIES = {
  cli: join(HERE, 'entry.ts'),
  worker: resolve(HERE, '../sim/worker-main.ts'),
};

/** Loaded by the code that needs them at run time, from node_modules (esbuild's own binary lives there). */
const EXTERNAL = ['esbuild'];

/**
 * The manifest's name: one per source tree, so two trees that share a
 * node_modules (a monorepo, worktrees) never run each other's code.
 */
const MANIFEST = `manifest-${fnv1a(HERE)}.json`;

/** @param {string} text @returns {string} */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Built code folders older than this are removed when a new one is made (a process still starting from one has long finished). */
const KEEP_OLD_MS = 60 * 60 * 1000;

/**
 * @typedef {{ cli: string, worker: string }} Prebuilt  the entry files (absolute paths)
 * @typedef {{ node: string, esbuild: string, dir: string, inputs: Record<string, [number, number]> }} Manifest
 */

/** @param {string} path @returns {[number, number] | null} */
function stamp(path) {
  try {
    const s = statSync(path);
    return [s.size, s.mtimeMs];
  } catch {
    return null;
  }
}

/** @param {Manifest} m @param {string} esbuildVersion @returns {boolean} */
function fresh(m, esbuildVersion) {
  if (m.node !== process.version || m.esbuild !== esbuildVersion) return false;
  for (const [path, [size, mtime]] of Object.entries(m.inputs)) {
    const s = stamp(path);
    if (s === null || s[0] !== size || s[1] !== mtime) return false;
  }
  return true;
}

/** @param {string} dir @returns {Prebuilt} */
const entriesIn = (dir) => ({ cli: join(dir, 'cli.mjs'), worker: join(dir, 'worker.mjs') });

/**
 * Every source's `import.meta.url` stays its own file's URL (not the bundle's).
 * @type {import('esbuild').Plugin}
 */
const sourceUrls = {
  name: 'rulewright-source-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/**
 * Builds the bundle into a new folder of `cache` and points the manifest at it.
 * @param {string} cache @param {string} esbuildVersion @returns {Promise<Prebuilt>}
 */
async function build(cache, esbuildVersion) {
  const esbuild = await import('esbuild');
  mkdirSync(cache, { recursive: true });
  const dir = join(cache, `code-${Date.now()}-${process.pid}`);
  const result = await esbuild.build({
    entryPoints: ENTRIES,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    keepNames: false,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
    external: EXTERNAL,
    plugins: [sourceUrls],
    // Packages written as CommonJS call `require` (yaml asks for 'process'), which an ES module lacks.
    banner: { js: "import { createRequire as __rwCreateRequire } from 'node:module'; const require = __rwCreateRequire(import.meta.url);" },
  });
  /** @type {Manifest['inputs']} */
  const inputs = {};
  // This file too: how the code is built (esbuild's options here) is part of what it was made from.
  const self = fileURLToPath(import.meta.url);
  const selfStamp = stamp(self);
  if (selfStamp !== null) inputs[self] = selfStamp;
  for (const input of Object.keys(result.metafile.inputs)) {
    const path = resolve(process.cwd(), input.replace(/^[a-z-]+:/, ''));
    const s = stamp(path);
    if (s !== null) inputs[path] = s;
  }
  /** @type {Manifest} */
  const manifest = { node: process.version, esbuild: esbuildVersion, dir, inputs };
  const tmp = join(cache, `manifest-${process.pid}-${Date.now()}.tmp`);
  writeFileSync(tmp, JSON.stringify(manifest));
  renameSync(tmp, join(cache, MANIFEST));
  for (const old of readdirSync(cache)) {
    const path = join(cache, old);
    const s = stamp(path);
    if (path !== dir && old.startsWith('code-') && s !== null && Date.now() - s[1] > KEEP_OLD_MS) rmSync(path, { recursive: true, force: true });
  }
  return entriesIn(dir);
}

/**
 * The prebuilt entry files, built first when missing or stale; null when they
 * cannot be (the caller then runs the sources through tsx). `cache`: another
 * folder to keep them in (tests).
 * @param {{ cache?: string }} [options]
 * @returns {Promise<Prebuilt | null>}
 */
export async function prebuilt(options = {}) {
  if (process.env['RULEWRIGHT_PREBUILT'] === '0') return null;
  try {
    const require = createRequire(import.meta.url);
    const esbuildPackage = require.resolve('esbuild/package.json');
    const esbuildVersion = JSON.parse(readFileSync(esbuildPackage, 'utf8')).version;
    // Beside the packages: the bundle imports what it leaves out (esbuild) from there.
    const cache = options.cache ?? join(dirname(dirname(esbuildPackage)), '.cache', 'rulewright');
    /** @type {Manifest | null} */
    let manifest = null;
    try {
      manifest = JSON.parse(readFileSync(join(cache, MANIFEST), 'utf8'));
    } catch {
      manifest = null;
    }
    if (manifest !== null && stamp(manifest.dir) !== null && fresh(manifest, esbuildVersion)) return entriesIn(manifest.dir);
    return await build(cache, esbuildVersion);
  } catch (e) {
    if (process.env['RULEWRIGHT_DEBUG']) process.stderr.write(`rulewright: running the sources through tsx (no prebuilt code: ${e instanceof Error ? e.message : String(e)})\n`);
    return null;
  }
}
