/**
 * The whole content folder checked as a designer edits it, unsaved edits
 * included, with the project's own code (the loader, the scenario compiler
 * and runner: the same the CLI runs). Pure, so it runs in a worker
 * (pack-check.worker.ts) and in node tests.
 *
 * Incremental: a keystroke re-checks the pack it is in, and inside it only
 * what depends on the change.
 *
 *   rules stage   the pack's rules files, through the loader with the pack's
 *                 source cache: only the edited file is parsed and validated
 *                 again; references, effects (cached by text) and counts run
 *                 over the pack. What the designer is typing is marked first.
 *   parts stage   the pack's scenarios (and bots) compiled against the
 *                 rules: all of them after a rules change, the edited one
 *                 after a scenario edit. A batch at a time, so a newer
 *                 keystroke does not wait for the whole set.
 *   runs stage    the compiled scenarios run in the background, a batch
 *                 at a time, when the pack has no errors: a failing one is
 *                 a problem at the line that failed (`RW-SCENARIO-FAILS`).
 *
 * Every stage reports the files it covers: their problems replace what was
 * said about them before.
 */
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { compareDiagnostics, hasErrors } from '../../../interpreter/diagnostics/index.ts';
import type { CachedSource, LoadResult } from '../../../interpreter/content/index.ts';
import { FALLBACK_GAME, GAMES, loadGamePack, moduleOf } from '../../../interpreter/games/index.ts';
import { packGameOf } from '../outline/outline.ts';
import { compileScenario, runScenario, ScenarioPack, type CompiledScenario } from '../../../interpreter/scenario/index.ts';
import { contentPathIn, holds, inPack, packLayout, partOf, packTexts, type PackLayout, type PackPlace } from '../workspace/packs.ts';

/** What the editor shows of a pack besides its problems. */
export interface PackSummary {
  root: string;
  name: string;
  /** The game it is read as; absent when pack.yaml names none rulewright has. */
  game?: string;
  gameTitle?: string;
  /** The rules loaded without errors (test-play and balance can run it). */
  playable: boolean;
  counts: Record<string, number>;
  /** Names effect strings may quote, by the game's world category. */
  world: Record<string, string[]>;
  /** The keys whose values are effect strings in this pack (`effect`, `condition`, `whenBuilt`...). */
  effectKeys: string[];
  scenarios: { total: number; compiled: number; passed: number; failed: number; pending: number; unrun: number };
}

export type Stage = 'rules' | 'parts' | 'runs';

/** A stage's findings: these files' problems are now exactly these. */
export interface StageReport {
  stage: Stage;
  files: string[];
  diagnostics: Diagnostic[];
  millis: number;
}

interface ScenarioEntry {
  text: string;
  compiled: CompiledScenario | null;
  diagnostics: Diagnostic[];
  /** Run under the current rules: null not yet. */
  ran: 'passed' | 'failed' | 'pending' | null;
}

interface PackState {
  place: PackPlace;
  sources: Map<string, CachedSource>;
  rulesDirty: boolean;
  result: LoadResult | null;
  scenarioPack: ScenarioPack | null;
  /** Scenario files by content path, compiled under `scenarioPack`. */
  scenarios: Map<string, ScenarioEntry>;
  /** Scenario files to compile (again). */
  toCompile: Set<string>;
}

/** How long one parts or runs step compiles or runs scenarios before letting a newer edit in (ms). */
const STEP_BUDGET_MS = 25;
/**
 * How long after the last edit the scenarios start running (ms): a run may
 * take longer than a keystroke can wait, so none starts while the designer
 * types.
 */
export const RUN_AFTER_QUIET_MS = 1200;

export class PackChecker {
  private texts = new Map<string, string>();
  private folderName = 'pack';
  private layout: PackLayout = { packs: [], outside: [] };
  private packs = new Map<string, PackState>();
  /** The file the designer is at: its pack is checked before the others. */
  private focus: string | undefined;
  /** When the last edit came (performance.now()). */
  private lastEditAt = -Infinity;

  /**
   * `scenarios: false`: the rules stage only. The editor runs two checkers,
   * one per worker: the rules one answers keystrokes alone, the other
   * compiles and runs the scenarios, so a long scenario step never makes a
   * marker wait.
   */
  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly options: { scenarios: boolean } = { scenarios: true },
  ) {}

  /** Every file at once (the first load, or after files came or went); `focus`: the file the designer is at. */
  setFiles(texts: Iterable<readonly [string, string]>, folderName = this.folderName, focus?: string): void {
    this.texts = new Map(texts);
    this.folderName = folderName;
    this.focus = focus;
    this.relayout();
  }

  /** Some files changed (a text) or went away (null). Returns whether the set of files changed. */
  edit(changes: Iterable<readonly [string, string | null]>): void {
    this.lastEditAt = this.now();
    let filesMoved = false;
    const touched: string[] = [];
    for (const [path, text] of changes) {
      if (text === null) {
        filesMoved ||= this.texts.delete(path);
      } else {
        filesMoved ||= !this.texts.has(path);
        if (this.texts.get(path) === text) continue;
        this.texts.set(path, text);
      }
      touched.push(path);
      this.focus = path;
    }
    if (filesMoved) {
      this.relayout();
      return;
    }
    for (const path of touched) this.markDirty(path);
  }

  private relayout(): void {
    this.layout = packLayout(this.texts.keys(), this.folderName);
    const before = this.packs;
    this.packs = new Map();
    for (const place of this.layout.packs) {
      const old = before.get(place.root);
      this.packs.set(place.root, {
        place,
        sources: old?.sources ?? new Map(),
        rulesDirty: true,
        result: null,
        scenarioPack: null,
        scenarios: new Map(),
        toCompile: new Set(),
      });
    }
  }

  private markDirty(path: string): void {
    for (const state of this.packs.values()) {
      if (!holds(state.place, path)) continue;
      const part = partOf(state.place, path);
      if (part === 'rules') state.rulesDirty = true;
      else if (part === 'scenario' && this.options.scenarios) state.toCompile.add(path);
      return;
    }
  }

  /** The packs as the editor lists them. */
  summaries(): PackSummary[] {
    return [...this.packs.values()].map((s) => this.summary(s));
  }

  private summary(state: PackState): PackSummary {
    const r = state.result;
    const module = r?.game === undefined ? undefined : GAMES.find((g) => g.id === r.game);
    const world: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(r?.world ?? {})) if (v) world[k] = [...v];
    const keys = new Set<string>();
    for (const byId of Object.values(r?.effects ?? {})) for (const e of Object.values(byId)) keys.add(e.pointer.split('/').pop()!);
    const counts = { total: 0, compiled: 0, passed: 0, failed: 0, pending: 0, unrun: 0 };
    for (const e of state.scenarios.values()) {
      counts.total++;
      if (e.compiled) counts.compiled++;
      if (e.ran === null) counts.unrun++;
      else counts[e.ran]++;
    }
    counts.total = Math.max(counts.total, state.place.files.filter((f) => partOf(state.place, f) === 'scenario').length);
    return {
      root: state.place.root,
      name: state.place.name,
      ...(module ? { game: module.id, gameTitle: module.title } : {}),
      playable: r?.ruleset !== undefined,
      counts: { ...(r?.counts ?? {}) },
      world,
      effectKeys: [...keys].sort(),
      scenarios: counts,
    };
  }

  /** Whether any stage has work left (scenario runs waiting for the designer to pause included). */
  busy(): boolean {
    return this.nextStage() !== null || this.runsWaiting();
  }

  /** The stage the next `step()` runs; null when nothing is due (runs wait for a pause in the typing: `waitMs`). */
  nextStage(): Stage | null {
    const states = [...this.packs.values()];
    if (states.some((s) => s.rulesDirty)) return 'rules';
    if (states.some((s) => s.toCompile.size > 0)) return 'parts';
    if (this.runsWaiting() && this.waitMs() === 0) return 'runs';
    return null;
  }

  /** How long until the scenario runs may start (0: now). */
  waitMs(): number {
    return Math.max(0, Math.ceil(this.lastEditAt + RUN_AFTER_QUIET_MS - this.now()));
  }

  private runsWaiting(): boolean {
    return [...this.packs.values()].some((s) => this.runnable(s) !== undefined);
  }

  /** Runs one step of the most urgent stage; null when there is nothing to do. */
  step(): StageReport | null {
    const started = performance.now();
    const stage = this.nextStage();
    if (stage === null) return null;
    let report: Omit<StageReport, 'millis'>;
    if (stage === 'rules') report = this.checkRules([this.mostUrgent((s) => s.rulesDirty)!]);
    else if (stage === 'parts') report = this.compileSome(this.mostUrgent((s) => s.toCompile.size > 0)!);
    else report = this.runSome(this.mostUrgent((s) => this.runnable(s) !== undefined)!);
    return { ...report, diagnostics: report.diagnostics.sort(compareDiagnostics), millis: Math.round(performance.now() - started) };
  }

  /** Of the packs with work of a kind, the one the designer is in, else the first: one pack a step, so the designer's comes first. */
  private mostUrgent(hasWork: (s: PackState) => boolean): PackState | undefined {
    const states = [...this.packs.values()].filter(hasWork);
    const focus = this.focus;
    if (focus !== undefined) return states.find((s) => holds(s.place, focus)) ?? states[0];
    // No file asked for: the pack the editor opens first (outline.ts firstFileOf), the product game's.
    return states.find((s) => packGameOf(this.texts.get(contentPathIn(s.place, 'pack.yaml'))) === FALLBACK_GAME) ?? states[0];
  }

  // ------------------------------------------------------------------ rules

  private checkRules(states: PackState[]): Omit<StageReport, 'millis'> {
    const files: string[] = [];
    const diagnostics: Diagnostic[] = [];
    for (const state of states) {
      state.rulesDirty = false;
      const place = state.place;
      const rulesFiles = place.files.filter((f) => partOf(place, f) === 'rules');
      files.push(...rulesFiles);
      const texts = Object.fromEntries(Object.entries(packTexts(place, this.texts)).filter(([p]) => !p.includes('/')));
      let result: LoadResult;
      try {
        result = loadGamePack(texts, { label: (p) => contentPathIn(place, p), sources: state.sources });
      } catch (error) {
        // The loader promises never to throw; if it does anyway, the designer keeps editing and sees why.
        diagnostics.push(internal(rulesFiles[0] ?? contentPathIn(place, 'pack.yaml'), `the content loader failed on pack "${place.name}": ${messageOf(error)}`));
        continue;
      }
      diagnostics.push(...result.diagnostics.map((d) => ({ ...d, file: this.known(d.file, place) })));
      // Files the loader names but the folder lacks (a missing pack.yaml) are reported at their would-be path.
      for (const d of result.diagnostics) if (!files.includes(d.file)) files.push(d.file);
      const rulesChanged = state.result?.ruleset !== result.ruleset || state.result === null;
      state.result = result;
      if (rulesChanged) this.resetScenarios(state);
    }
    return { stage: 'rules', files, diagnostics };
  }

  /** A loader file name as a content path (the loader is given content paths as labels). */
  private known(file: string, place: PackPlace): string {
    return this.texts.has(file) ? file : holds(place, file) ? file : contentPathIn(place, inPack(place, file));
  }

  /** New rules: every scenario of the pack compiles again, and none has run under them. */
  private resetScenarios(state: PackState): void {
    const r = state.result;
    state.scenarioPack = r?.ruleset !== undefined && r.game !== undefined ? new ScenarioPack(moduleOf(r), r.ruleset, r.effects ?? null) : null;
    state.scenarios = new Map();
    state.toCompile = this.options.scenarios ? new Set(state.place.files.filter((f) => partOf(state.place, f) === 'scenario')) : new Set();
  }

  // ------------------------------------------------------------------ parts

  private compileSome(state: PackState): Omit<StageReport, 'millis'> {
    const started = this.now();
    const batch: string[] = [];
    const diagnostics: Diagnostic[] = [];
    // The edited scenario first, then by path; at least one, then as many as the budget allows.
    const order = [...state.toCompile].sort((a, b) => Number(b === this.focus) - Number(a === this.focus) || a.localeCompare(b));
    for (const path of order) {
      if (batch.length > 0 && this.now() - started > STEP_BUDGET_MS) break;
      batch.push(path);
      state.toCompile.delete(path);
      const text = this.texts.get(path);
      if (text === undefined) continue;
      if (state.scenarioPack === null) {
        // Rules with errors: a scenario cannot be compiled against them; its own problems wait for them.
        state.scenarios.set(path, { text, compiled: null, diagnostics: [], ran: null });
        continue;
      }
      let entry: ScenarioEntry;
      try {
        const { scenario, diagnostics: said } = compileScenario(path, text, state.scenarioPack);
        entry = { text, compiled: scenario, diagnostics: said, ran: null };
      } catch (error) {
        entry = { text, compiled: null, diagnostics: [internal(path, `rulewright failed while compiling this scenario: ${messageOf(error)}`)], ran: null };
      }
      state.scenarios.set(path, entry);
      diagnostics.push(...entry.diagnostics);
    }
    return { stage: 'parts', files: batch, diagnostics };
  }

  // ------------------------------------------------------------------ runs

  /** The next scenario of a pack to run: compiled, not run yet, and the pack's rules clean. */
  private runnable(state: PackState): string | undefined {
    if (state.scenarioPack === null || state.toCompile.size > 0 || state.result === null || hasErrors(state.result.diagnostics)) return undefined;
    for (const [path, e] of [...state.scenarios].sort(([a], [b]) => a.localeCompare(b))) if (e.compiled !== null && e.ran === null) return path;
    return undefined;
  }

  /**
   * Runs scenarios until the budget is spent (at least one): the page hears of a batch in one report, not of
   * each run, since every report costs it a redraw of the status line and the problems.
   */
  private runSome(state: PackState): Omit<StageReport, 'millis'> {
    const started = this.now();
    const files: string[] = [];
    const diagnostics: Diagnostic[] = [];
    for (let path = this.runnable(state); path !== undefined; path = this.runnable(state)) {
      if (files.length > 0 && this.now() - started > STEP_BUDGET_MS) break;
      files.push(path);
      diagnostics.push(...this.runOne(state, path));
    }
    return { stage: 'runs', files, diagnostics };
  }

  /** Runs one compiled scenario; its problems: its compile's, and where it fails. */
  private runOne(state: PackState, path: string): Diagnostic[] {
    const entry = state.scenarios.get(path)!;
    const diagnostics = [...entry.diagnostics];
    try {
      const result = runScenario(entry.compiled!, state.scenarioPack!);
      entry.ran = result.status;
      if (result.status === 'failed' && result.failure !== null) {
        const f = result.failure;
        const detail = f.expected !== undefined ? ` (expected ${f.expected}${f.actual !== undefined ? `, got ${f.actual}` : ''})` : '';
        diagnostics.push({
          file: path,
          line: Math.max(1, f.line),
          col: 1,
          end: { line: Math.max(1, f.line), col: 1 },
          severity: 'error',
          code: 'RW-SCENARIO-FAILS',
          message: `the scenario fails: ${f.message}${detail}`,
          hint: f.step !== null ? `at the step \`${f.step}\`; Test-play → Scenarios runs it step by step` : 'Test-play → Scenarios runs it step by step',
        });
      }
    } catch (error) {
      entry.ran = 'failed';
      diagnostics.push(internal(path, `rulewright failed while running this scenario: ${messageOf(error)}`));
    }
    return diagnostics;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function internal(file: string, message: string): Diagnostic {
  return { file, line: 1, col: 1, end: { line: 1, col: 1 }, severity: 'error', code: 'RW-INTERNAL', message };
}
