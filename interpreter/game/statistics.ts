/**
 * The probability the simulator's reports lean on: distributions (normal,
 * Student's t through the incomplete beta), the Wilson interval, and the
 * tests that say whether two runs differ (two-proportion z, Welch's t,
 * McNemar's exact, the paired t). Pure math, no records. In the game layer
 * so that a game's own report sections (its `SimHooks.summary`) use the same
 * intervals and tests as the simulator's.
 */

// ---------------------------------------------------------------------------
// Distributions
// ---------------------------------------------------------------------------

/** The standard normal CDF. */
export function normalCdf(x: number): number {
  // erfc by Numerical Recipes' Chebyshev-fitted `erfcc`: 1.2e-7 relative accuracy, far finer than a 95% decision needs.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  const erfcHalf = r / 2; // P(Z > |x|)
  return x >= 0 ? 1 - erfcHalf : erfcHalf;
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction for the regularized incomplete beta (Numerical Recipes' betacf). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 3e-16) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(a, b, x)) / a : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom. */
export function studentTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (!(df > 0)) return NaN;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

// ---------------------------------------------------------------------------
// Intervals and tests
// ---------------------------------------------------------------------------

export const Z95 = 1.959963984540054;

export interface Interval {
  /** The observed proportion (0 when n = 0). */
  p: number;
  lo: number;
  hi: number;
}

/** Wilson score interval for `successes` out of `n` (95% by default). */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return { p: 0, lo: 0, hi: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

export interface TestResult {
  /** The statistic (z or t). */
  stat: number;
  /** Two-sided p-value. */
  p: number;
  /** p < 0.05. */
  significant: boolean;
}

/** Pooled two-proportion z-test: is x1/n1 different from x2/n2? */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): TestResult {
  if (n1 === 0 || n2 === 0) return { stat: 0, p: 1, significant: false };
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { stat: 0, p: p1 === p2 ? 1 : 0, significant: p1 !== p2 };
  const z = (p1 - p2) / se;
  const p = 2 * (1 - normalCdf(Math.abs(z)));
  return { stat: z, p, significant: p < 0.05 };
}

/** Mean, sample variance and count: what Welch's test needs (mergeable). */
export interface Moments {
  n: number;
  mean: number;
  /** Sum of squared deviations (Welford's M2). */
  m2: number;
}

export function moments(xs: readonly number[]): Moments {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (const x of xs) {
    n++;
    const d = x - mean;
    mean += d / n;
    m2 += d * (x - mean);
  }
  return { n, mean, m2 };
}

export function variance(m: Moments): number {
  return m.n > 1 ? m.m2 / (m.n - 1) : 0;
}

/** Welch's unequal-variances t-test on two samples' moments. */
export function welchT(a: Moments, b: Moments): TestResult & { df: number } {
  if (a.n < 2 || b.n < 2) return { stat: 0, p: 1, significant: false, df: 0 };
  const va = variance(a) / a.n;
  const vb = variance(b) / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) {
    const differ = a.mean !== b.mean;
    return { stat: 0, p: differ ? 0 : 1, significant: differ, df: a.n + b.n - 2 };
  }
  const t = (a.mean - b.mean) / se;
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const p = studentTwoSidedP(t, df);
  return { stat: t, p, significant: p < 0.05, df };
}

/**
 * McNemar's exact test on paired yes/no outcomes: of the pairs that
 * disagree, `onlyA` said yes in the first run only and `onlyB` in the second
 * only. Two-sided binomial test of onlyB against onlyA + onlyB at 1/2 (as
 * SciPy's binomtest), summed in logarithms so thousands of pairs do not
 * underflow. `stat` is onlyB - onlyA.
 */
export function mcnemarExact(onlyA: number, onlyB: number): TestResult {
  const n = onlyA + onlyB;
  if (n === 0) return { stat: 0, p: 1, significant: false };
  const k = Math.min(onlyA, onlyB);
  // log C(n, i) / 2^n for i = 0..k, added up with the largest term factored out.
  const logs: number[] = [];
  let logC = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log((n - i + 1) / i);
    logs.push(logC - n * Math.LN2);
  }
  const top = Math.max(...logs);
  const tail = Math.exp(top) * logs.reduce((a, l) => a + Math.exp(l - top), 0);
  const p = Math.min(1, 2 * tail);
  return { stat: onlyB - onlyA, p, significant: p < 0.05 };
}

/** The paired t-test on the differences of paired values (second minus first), given as their moments. */
export function pairedT(differences: Moments): TestResult & { df: number } {
  const { n, mean } = differences;
  if (n < 2) return { stat: 0, p: 1, significant: false, df: 0 };
  const se = Math.sqrt(variance(differences) / n);
  if (se === 0) return { stat: 0, p: mean === 0 ? 1 : 0, significant: mean !== 0, df: n - 1 };
  const t = mean / se;
  const p = studentTwoSidedP(t, n - 1);
  return { stat: t, p, significant: p < 0.05, df: n - 1 };
}

/** One more value into running moments (Welford): what `moments` computes over a list, one value at a time. */
export function addMoment(m: Moments, x: number): void {
  m.n++;
  const d = x - m.mean;
  m.mean += d / m.n;
  m.m2 += d * (x - m.mean);
}

export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

export function formatInterval(i: Interval): string {
  return `${pct(i.p)} [${pct(i.lo)}, ${pct(i.hi)}]`;
}

/**
 * Something that takes a run's records one at a time, in game order, and
 * gives what it gathered: how a simulation of any number of games reports in
 * constant memory (the records are never all kept).
 */
export interface RecordFold<R, S> {
  add(record: R): void;
  result(): S;
}
