/**
 * Expectations: the facts a scenario asserts after a step or at its end,
 * compiled once (names resolved, problems reported at their YAML position)
 * into checks that read the game state and log. The keys every game has are
 * here: `log`, `decision`, and through the module's outcome `over`,
 * `winner`, `reason`, `activePlayer`; the game's own keys go to its
 * `ScenarioHooks.compileExpect`, in the order written (the first that fails
 * is the one reported).
 */
import { equalCheck, listOf, ptr, type Check, type CheckContext, type CheckOutcome, type Reporter, type ScenarioNames } from '../game/index.ts';
import type { AnyGameModule } from '../games/index.ts';
import { matchingOptions, type Aliases } from './match.ts';

/** What compiling an expectation needs: the game, its names, where problems go. */
export interface ExpectContext {
  module: AnyGameModule;
  rules: unknown;
  names: ScenarioNames;
  report: Reporter;
  aliases: Aliases | null;
}

type Raw = Record<string, unknown>;

/** The keys every game's scenarios may expect. */
export const GENERIC_EXPECT_KEYS = ['log', 'decision', 'over', 'winner', 'reason', 'activePlayer'] as const;

/** An expectation that the state reads, as JSON, what was written. */
const eq = equalCheck;

/** Compiles `expect` at JSON pointer `at`; problems are reported, and their checks left out. */
export function compileExpect(raw: Raw, at: string, ctx: ExpectContext): Check[] {
  const out: Check[] = [];
  const { module, names, report: rep } = ctx;
  const line = (p: string) => rep.line(p);
  const outcome = (c: CheckContext) => module.outcome(c.state, c.engine.rules);
  for (const [key, value] of Object.entries(raw)) {
    const here = ptr(at, key);
    switch (key) {
      case 'activePlayer': {
        let p: string | null = null;
        if (!names.isNobody(value)) {
          const r = names.player(String(value));
          if (!r.ok) {
            rep.miss(r, here, false);
            break;
          }
          p = r.value;
        }
        out.push(eq('whose turn it is', line(here), p, (c) => outcome(c).active ?? null, (v) => (v === null ? 'nobody' : names.playerName(String(v)))));
        break;
      }
      case 'over':
        out.push(eq('whether the game is over', line(here), value, (c) => c.state.over !== null, String));
        break;
      case 'winner': {
        let side: string | null = null;
        if (!names.isNobody(value)) {
          const r = names.side(String(value));
          if (!r.ok) {
            rep.miss(r, here, false);
            break;
          }
          side = r.value;
        }
        const sname = (s: string | null) => (s === null ? 'nobody' : names.sideName(s));
        out.push({
          line: line(here),
          what: 'the winner',
          run(c) {
            const o = outcome(c);
            const actual = !o.over ? 'the game is not over' : o.winners.length === 0 ? 'nobody' : o.winners.map(sname).join(' and ');
            const ok = o.over && (side === null ? o.winners.length === 0 : o.winners.length === 1 && o.winners[0] === side);
            return { ok, expected: sname(side), actual };
          },
        });
        break;
      }
      case 'reason':
        out.push(eq('why the game ended', line(here), value, (c) => outcome(c).reason ?? 'the game is not over'));
        break;
      case 'log':
        out.push(...logChecks(value as { has?: unknown; lacks?: unknown }, here, rep));
        break;
      case 'decision':
        out.push(...decisionChecks(value as Raw | null, here, ctx));
        break;
      default:
        out.push(...(module.hooks.scenario?.compileExpect?.(key, value, here, { rules: ctx.rules, names, report: rep }) ?? []));
        break;
    }
  }
  return out;
}

/** `/regex/flags`, or a piece of text a line contains (case ignored). */
function linePattern(text: string): (line: string) => boolean {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(text);
  if (m) {
    const re = new RegExp(m[1]!, m[2]);
    return (l) => re.test(l);
  }
  const t = text.toLowerCase();
  return (l) => l.toLowerCase().includes(t);
}

function logChecks(raw: { has?: unknown; lacks?: unknown }, at: string, rep: Reporter): Check[] {
  const out: Check[] = [];
  for (const [field, must] of [['has', true], ['lacks', false]] as const) {
    const list = raw[field];
    if (list === undefined) continue;
    listOf(list).forEach((text, i) => {
      const p = Array.isArray(list) ? ptr(at, field, i) : ptr(at, field);
      let test: (l: string) => boolean;
      try {
        test = linePattern(text);
      } catch (e) {
        return rep.error('RW-SCENARIO-IMPOSSIBLE', rep.at(p), `not a regular expression: ${(e as Error).message}`);
      }
      out.push({
        line: rep.line(p),
        what: must ? `a log line with "${text}"` : `no log line with "${text}"`,
        run(c) {
          const hit = c.lines.find(test);
          return must
            ? { ok: hit !== undefined, expected: `a line matching ${text}`, actual: 'no such line' }
            : { ok: hit === undefined, expected: `no line matching ${text}`, actual: hit ?? '' };
        },
      });
    });
  }
  return out;
}

function decisionChecks(raw: Raw | null, at: string, ctx: ExpectContext): Check[] {
  const { names, report: rep, aliases } = ctx;
  const line = rep.line(at);
  const pending = (c: CheckContext) => c.engine.decision(c.state);
  const describe = (c: CheckContext) => {
    const d = pending(c);
    return d === null ? (c.state.over !== null ? 'none (the game is over)' : 'none') : `${names.playerName(d.player)}'s ${d.kind}: ${d.prompt}`;
  };
  if (raw === null || names.isNobody(raw)) return [{ line, what: 'the next decision', run: (c) => ({ ok: pending(c) === null, expected: 'none', actual: describe(c) }) }];
  const out: Check[] = [];
  const optionsText = (c: CheckContext) => pending(c)?.options.map((o) => o.label).join(' | ') ?? 'no decision';
  for (const [field, want] of Object.entries(raw)) {
    const fp = ptr(at, field);
    const l = rep.line(fp);
    switch (field) {
      case 'kind':
        out.push({ line: l, what: "the next decision's kind", run: (c) => ({ ok: pending(c)?.kind === want, expected: String(want), actual: describe(c) }) });
        break;
      case 'player': {
        const p = names.player(String(want));
        if (!p.ok) {
          rep.miss(p, fp);
          break;
        }
        out.push({ line: l, what: 'who makes the next decision', run: (c) => ({ ok: pending(c)?.player === p.value, expected: names.playerName(p.value), actual: describe(c) }) });
        break;
      }
      case 'prompt':
        out.push({ line: l, what: "the next decision's prompt", run: (c) => ({ ok: (pending(c)?.prompt ?? '').toLowerCase().includes(String(want).toLowerCase()), expected: `a prompt with "${String(want)}"`, actual: describe(c) }) });
        break;
      case 'count':
        out.push({ line: l, what: 'how many options the next decision has', run: (c) => ({ ok: pending(c)?.options.length === want, expected: String(want), actual: `${pending(c)?.options.length ?? 0}: ${optionsText(c)}` }) });
        break;
      case 'includes':
      case 'excludes':
      case 'options': {
        const texts = listOf(want);
        out.push({
          line: l,
          what: field === 'excludes' ? 'options the next decision must not offer' : field === 'includes' ? 'options the next decision must offer' : 'the options of the next decision',
          run(c): CheckOutcome {
            const d = pending(c);
            if (d === null) return { ok: false, expected: texts.join(' | '), actual: describe(c) };
            const matched = new Set<string>();
            for (const t of texts) {
              const m = matchingOptions(d, t, aliases);
              if (field === 'excludes' && m.length > 0) return { ok: false, expected: `no option like "${t}"`, actual: m.map((o) => o.label).join(' | ') };
              if (field !== 'excludes' && m.length === 0) return { ok: false, expected: `an option like "${t}"`, actual: optionsText(c) };
              for (const o of m) matched.add(o.id);
            }
            if (field === 'options') {
              const extra = d.options.filter((o) => !matched.has(o.id));
              if (extra.length > 0) return { ok: false, expected: texts.join(' | '), actual: `also ${extra.map((o) => o.label).join(' | ')}` };
            }
            return { ok: true, expected: '', actual: '' };
          },
        });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** Runs checks in order; the first that fails, or null. */
export function firstFailure(checks: readonly Check[], c: CheckContext): { check: Check; outcome: CheckOutcome } | null {
  for (const check of checks) {
    const outcome = check.run(c);
    if (!outcome.ok) return { check, outcome };
  }
  return null;
}
