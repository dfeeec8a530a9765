/**
 * How the search bot searches, and the names `--bots` takes for it:
 * `mcts` (the default budget), `mcts:800` (800 playouts a decision),
 * `mcts:40ms` (as many playouts as 40 ms allow: not reproducible, for
 * interactive play only), `mcts:800:random` (random rollouts instead of the
 * game's heuristic bot), `mcts:tree` (a tree over every player's decisions
 * instead of the default sequential halving at the root),
 * `mcts:800:depth=12:uct=0.5` (any setting below, by name, for tuning).
 * Parts after the name may come in any order.
 */

/** What the rollouts play with: the game's own heuristic bot (when it has one) or uniform random answers. */
export type RolloutPolicy = 'heuristic' | 'random';

/**
 * How the playouts are spent: `tree`, an information-set tree over every
 * player's decisions (search.ts); `halving`, the root's answers only, by
 * sequential halving on shared guesses (halving.ts).
 */
export type SearchRoot = 'tree' | 'halving';

export interface SearchOptions {
  /** Playouts per decision (the budget unless `ms` is set). */
  playouts: number;
  /** A time budget per decision in milliseconds instead of a playout count (null: playouts). */
  ms: number | null;
  rollout: RolloutPolicy;
  root: SearchRoot;
  /** `halving`: at most this many answers are tried (the policy's and the best others one step ahead). */
  candidates: number;
  /** Decisions a rollout plays before the position is scored from the game's outcome (its scores). */
  depth: number;
  /** `tree`: UCT exploration constant (rewards are in 0..1). */
  uct: number;
  /**
   * Progressive widening: a node considers at most `ceil(widen * visits^widenPower)`
   * of its answers (at least 1), the rollout policy's own answer first, so
   * that a budget smaller than the list of answers is spent on the likely ones.
   */
  widen: number;
  widenPower: number;
  /** Virtual playouts credited to the rollout policy's answer at each node (its prior), at `priorValue`. */
  prior: number;
  /** Subset decisions list at most this many answers (the policy's, the empty pick, then sampled ones). */
  subsetAnswers: number;
  /** How far a score lead counts toward a win when a rollout stops early (see evaluate.ts). */
  scoreScale: number;
  /**
   * A rollout stopped early is scored by the module's `sim.value` (1, when it
   * has one) or by its outcome's scores (0, the default: in 40 paired Columbia
   * games the value did not play better; bench/readings-2026-11-29.md).
   */
  value: number;
  /**
   * How much better another answer must do than the rollout policy's own to
   * be played instead: its mean reward higher by more than this many
   * standard errors of the difference (0: the answer visited most, plain MCTS).
   */
  keep: number;
  /**
   * `halving`: how the answers beyond `candidates` are screened one step
   * ahead: 0 by the outcome's scores, 1 by the module's position value
   * (`sim.value`, when it has one).
   */
  screen: number;
  /**
   * `halving`: before the search overrules the rollout policy, its best
   * answer and the policy's are played again on fresh guesses, as many as
   * this share of the budget (0.3: 12 guesses at 40 playouts), with
   * rollouts `deep` decisions long, and the overrule stands only if it still
   * wins clearly there (0: no second look). The short rollouts judge the
   * next few decisions' score; the long ones, what the answer leads to.
   */
  verify: number;
  /** Decisions a second-look rollout plays (see `verify`). */
  deep: number;
  /**
   * Budget by decision kind (the decision protocol's `kind`): a kind whose
   * last this-many searches never overruled the rollout policy is answered
   * by the policy without a search, but for one search in every `skip`
   * (so a kind that starts to matter is noticed). 0: every kind searched.
   */
  skip: number;
  /**
   * Rollout lengths by the size of the table: `depth` and `deep` count the
   * decisions of a 2-seat table, and a table of n seats plays n/2 times as
   * many, so that a rollout reaches as many rounds ahead at 4 seats as at 2
   * (1, the default since session 35: a team of two won more 4-player
   * games, bench/search-s35-2026-11-30.txt; 0: the same count of decisions
   * at every table). A 2-seat table plays the same either way.
   */
  table: number;
}

/** The default budget: what `mcts` alone plays (bench/README.md's targets table says how fast and how strong). */
export const DEFAULT_SEARCH: Readonly<SearchOptions> = Object.freeze({
  playouts: 40,
  ms: null,
  rollout: 'heuristic',
  root: 'halving',
  candidates: 4,
  depth: 8,
  uct: 0.7,
  widen: 2,
  widenPower: 0.5,
  prior: 6,
  subsetAnswers: 24,
  scoreScale: 3,
  value: 0,
  keep: 1,
  screen: 0,
  verify: 0.3,
  deep: 32,
  skip: 0,
  table: 1,
});

/** The options as played at a table of `seats` (`table`: rollouts as many rounds long as at 2 seats). */
export function atTable(o: Readonly<SearchOptions>, seats: number): SearchOptions {
  if (o.table === 0 || seats <= 2) return { ...o };
  const k = seats / 2;
  return { ...o, depth: Math.round(o.depth * k), deep: Math.round(o.deep * k) };
}

/** The bot's name in `--bots`. */
export const SEARCH_BOT = 'mcts';

/** Whether `name` names the search bot (`mcts`, `mcts:...`). */
export function isSearchBotName(name: string): boolean {
  return name === SEARCH_BOT || name.startsWith(`${SEARCH_BOT}:`);
}

const MAX_PLAYOUTS = 1_000_000;

/** Settings a name may give (`mcts:400:depth=12:uct=0.5`), for tuning; with their largest values. */
type Tunable = 'candidates' | 'depth' | 'uct' | 'widen' | 'widenPower' | 'prior' | 'subsetAnswers' | 'scoreScale' | 'value' | 'keep' | 'screen' | 'verify' | 'deep' | 'skip' | 'table';
const LIMITS: Record<Tunable, number> = { candidates: 1000, depth: 100_000, uct: 100, widen: 1000, widenPower: 1, prior: 100, subsetAnswers: 10_000, scoreScale: 1000, value: 1, keep: 10, screen: 1, verify: 10, deep: 100_000, skip: 1000, table: 1 };
/** Settings that count things (rounded to whole numbers). */
const COUNTS: readonly Tunable[] = ['depth', 'subsetAnswers', 'candidates', 'value', 'screen', 'deep', 'skip', 'table'];
const TUNABLE = Object.keys(LIMITS) as Tunable[];
const MAX_MS = 600_000;

/**
 * The options a search bot's name asks for, or a sentence saying what is
 * wrong with it (`mcts:0` -> "mcts:0: the budget must be ...").
 */
export function parseSearchBot(name: string): SearchOptions | string {
  if (!isSearchBotName(name)) return `"${name}" is not a search bot (mcts, mcts:N, mcts:Nms)`;
  const out: SearchOptions = { ...DEFAULT_SEARCH };
  const parts = name.split(':').slice(1);
  for (const part of parts) {
    const ms = /^(\d+)ms$/.exec(part);
    const setting = /^([a-zA-Z]+)=([0-9.]+)$/.exec(part);
    if (/^\d+$/.test(part)) {
      const n = Number(part);
      if (n < 1 || n > MAX_PLAYOUTS) return `${name}: the playouts per decision must be 1 to ${MAX_PLAYOUTS}`;
      out.playouts = n;
      out.ms = null;
    } else if (ms !== null) {
      const n = Number(ms[1]);
      if (n < 1 || n > MAX_MS) return `${name}: the time per decision must be 1 to ${MAX_MS} ms`;
      out.ms = n;
    } else if (part === 'random' || part === 'heuristic') {
      out.rollout = part;
    } else if (part === 'tree' || part === 'halving') {
      out.root = part;
    } else if (setting !== null && TUNABLE.includes(setting[1] as Tunable)) {
      const v = Number(setting[2]);
      const key = setting[1] as Tunable;
      if (!Number.isFinite(v) || v < 0 || v > LIMITS[key]) return `${name}: ${key} must be a number from 0 to ${LIMITS[key]}`;
      out[key] = COUNTS.includes(key) ? Math.round(v) : v;
    } else {
      return `${name}: "${part}" is not a budget (800, 40ms), a rollout policy (heuristic, random), a search (tree, halving) or a setting (${TUNABLE.map((k) => `${k}=N`).join(', ')})`;
    }
  }
  return out;
}
