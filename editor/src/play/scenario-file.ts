/**
 * A test-play game saved as a scenario (schemas/scenario.schema.json,
 * docs/SCENARIOS.md): the game's starting state as a saved `position` (so
 * the deal and every later die come out exactly as they did: `seededDice`
 * draws them from that state's generator), every choice so far as a script
 * step, and the current position's plainest facts as the final `expect`
 * (the game module's `snapshotExpect`; without it, the decision pending or
 * the game over), which the designer then edits into what the scenario is
 * meant to pin.
 *
 * Answers are written as option ids (exact: a replay picks the very same
 * card), each with its label as a comment so the file reads like the game.
 * The position is one line of JSON at the end, out of the way.
 */
import { stringify } from 'yaml';
import { packPath, type PlayableGame } from './rules.ts';
import type { PlaySession } from './session.ts';

export const SCENARIO_FOLDER = 'scenarios';

/** `Blue moves up!` -> `blue-moves-up`: a file name from what the designer typed. */
export function scenarioSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** Where a scenario of this name lives: `<pack>/scenarios/<slug>.yaml`. */
export function scenarioPath(pack: string, name: string): string | null {
  const slug = scenarioSlug(name);
  return slug ? packPath(pack, `${SCENARIO_FOLDER}/${slug}.yaml`) : null;
}

/** A YAML scalar on one line (quoted only when it must be). */
function scalar(v: string | number | boolean | null): string {
  return stringify(v, { lineWidth: 0 }).trimEnd();
}

function flowList(items: readonly string[]): string {
  return `[${items.map(scalar).join(', ')}]`;
}

/** One-line comment text (no line breaks). */
function comment(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface ScenarioDraft {
  name: string;
  /** The rule it checks; a placeholder the designer replaces when not given. */
  rule?: string;
}

export function scenarioText(session: PlaySession, game: PlayableGame, draft: ScenarioDraft): string {
  const { source } = session;
  const lines: string[] = [];
  lines.push('# yaml-language-server: $schema=../../../schemas/scenario.schema.json');
  lines.push(`# Saved from test-play (${comment(source.label)}) before decision ${session.n + 1}.`);
  lines.push('# The script replays the game so far from the saved start position; add `expect:` steps where a rule must show.');
  lines.push(`name: ${scalar(draft.name)}`);
  lines.push(`rule: ${scalar(draft.rule ?? 'Quote the rule this scenario checks, with where it is in the rulebook')}`);
  lines.push('seededDice: true');
  if (session.n === 0) {
    lines.push('script: []');
  } else {
    lines.push('script:');
    session.steps.slice(1).forEach((step, i) => {
      const c = step.choice!;
      if (step.injected && step.injected.rolls.length > 0) lines.push(`  - dice: ${JSON.stringify(step.injected.rolls)}`);
      if (step.injected && step.injected.picks.length > 0) lines.push(`  - picks: ${JSON.stringify(step.injected.picks)}`);
      const label = step.picked.length === 0 ? 'nothing' : step.picked.join('; ');
      lines.push(`  - ${scalar(c.player)}: ${flowList(c.ids)}  # ${i + 1}. ${comment(label)}`);
    });
  }
  // The position now, as facts the runner checks: a passing start the designer narrows down.
  lines.push('expect:');
  const snapshot = game.module.hooks.scenario?.snapshotExpect;
  const facts = snapshot ? snapshot(session.state, game.rules) : [];
  if (facts.length === 0) {
    const d = session.decision();
    facts.push(d ? `decision: ${scalar(d.kind)}` : 'over: true');
  }
  for (const line of facts) lines.push(`  ${line}`);
  lines.push('# The game as it stood before the first decision (a saved state: deal, tokens, dice generator).');
  const start = { ...session.steps[0]!.state, script: null };
  lines.push(`position: ${JSON.stringify(start)}`);
  return `${lines.join('\n')}\n`;
}
