/**
 * A test-play game saved as a scenario is a scenario the runner passes, and
 * starting test-play from it brings back the very same game; a scenario
 * whose expectation no longer holds fails with what was expected and what is.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { randomBot, canonicalJson } from '../../interpreter/core/index.ts';
import { PlaySession, seededGame } from '../../editor/src/play/session.ts';
import { scenarioPath, scenarioSlug, scenarioText } from '../../editor/src/play/scenario-file.ts';
import { chosenSetupText, compileForPlay, playScript, runScenarioText, scenarioPaths, scenarioSource, scenarioTitle } from '../../editor/src/play/scenarios.ts';
import { columbiaG, playable } from './play-helpers.ts';

const game = playable();

function played(n: number, seed: number, players = ['blue', 'red']): PlaySession {
  const s = PlaySession.begin(seededGame(seed, players), game);
  const bot = randomBot(`scenario:${seed}`);
  for (let i = 0; i < n && s.decision(); i++) expect(s.answer(bot.choose(s.engine, s.state)).ok).toBe(true);
  return s;
}

describe('saving test-play as a scenario', () => {
  it('names the file after the scenario, inside the pack\'s scenarios folder', () => {
    expect(scenarioSlug("Booker's first fight!")).toBe('bookers-first-fight');
    expect(scenarioPath('columbia', 'Vote: ties go to Booker')).toBe('columbia/scenarios/vote-ties-go-to-booker.yaml');
    expect(scenarioPath('columbia', '  !!  ')).toBeNull();
    // Scenarios filed in sub-folders at any depth are listed by path; golden/ right under scenarios/ holds records, not scenarios.
    expect(
      scenarioPaths(
        ['columbia/board.yaml', 'columbia/scenarios/a.yaml', 'columbia/scenarios/golden/x.yaml', 'columbia/scenarios/b.yml', 'columbia/scenarios/combat/retreat/c.yaml', 'columbia/scenarios/combat/golden/d.yaml', 'other/scenarios/e.yaml'],
        'columbia',
      ),
    ).toEqual(['columbia/scenarios/a.yaml', 'columbia/scenarios/b.yml', 'columbia/scenarios/combat/golden/d.yaml', 'columbia/scenarios/combat/retreat/c.yaml']);
  });

  it('writes a scenario the runner passes: the script replays the game, the final facts hold', () => {
    const s = played(45, 3);
    const text = scenarioText(s, game, { name: 'Saved at decision 46' });
    const doc = parse(text) as { name: string; script: unknown[]; expect: { eagles: Record<string, number> }; position: { n: number } };
    expect(doc.name).toBe('Saved at decision 46');
    expect(doc.script).toHaveLength(45);
    expect(doc.position.n).toBe(0);
    expect(doc.expect.eagles).toEqual({ blue: columbiaG(s).players['blue']!.eagles, red: columbiaG(s).players['red']!.eagles });
    expect(scenarioTitle('columbia/scenarios/x.yaml', text)).toBe('Saved at decision 46');
    const result = runScenarioText('columbia/scenarios/saved.yaml', text, game);
    expect(result.diagnostics).toEqual([]);
    expect(result.failure).toBeNull();
    expect(result.status).toBe('passed');
    expect(result.decisions).toBe(45);
  });

  it('a 4-player game saves and passes too', () => {
    const s = played(30, 8, ['blue', 'light-blue', 'red', 'dark-red']);
    const result = runScenarioText('columbia/scenarios/four.yaml', scenarioText(s, game, { name: 'Four players' }), game);
    expect(result.status).toBe('passed');
  });

  it('fails at the expectation that no longer holds, saying what was expected and what is', () => {
    const s = played(25, 4);
    const blue = columbiaG(s).players['blue']!.eagles;
    const text = scenarioText(s, game, { name: 'Wrong eagles' }).replace(`    blue: ${blue}\n`, `    blue: ${blue + 7}\n`);
    const result = runScenarioText('columbia/scenarios/wrong.yaml', text, game);
    expect(result.status).toBe('failed');
    expect(result.failure!.message).toContain('Silver Eagles');
    expect(result.failure!.expected).toContain(String(blue + 7));
    expect(result.failure!.actual).toContain(String(blue));
    expect(result.failure!.line).toBe(text.split('\n').findIndex((l) => l === `    blue: ${blue + 7}`) + 1);
  });

  it('a broken scenario file fails with its diagnostics, positioned in the file', () => {
    const result = runScenarioText('columbia/scenarios/broken.yaml', 'name: x\nrule: y\nsetup: { players: 3 }\n', game);
    expect(result.status).toBe('failed');
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics[0]!.file).toBe('columbia/scenarios/broken.yaml');
  });

  it('starting test-play from the saved scenario brings back the same game, choice by choice', () => {
    const s = played(35, 5);
    const path = 'columbia/scenarios/again.yaml';
    const text = scenarioText(s, game, { name: 'Again' });
    const compiled = compileForPlay(path, text, game.pack);
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const again = PlaySession.begin(scenarioSource(path, text, compiled.scenario), game);
    const r = playScript(again, compiled.scenario, game.pack);
    expect(r).toEqual({ played: 35, stopped: null });
    expect(canonicalJson(columbiaG(again))).toBe(canonicalJson(columbiaG(s)));
    expect(again.choices).toEqual(s.choices);
  });

  it('test-play from a position past a timeline step has the step\'s lasting effects, as the runner has', () => {
    // The shipped scenario: the marker past step 1 of timeline no. 1, Booker (with Elizabeth) attacks at once.
    const path = 'columbia/scenarios/elizabeth/elizabeth-lasting-die-in-a-later-position.yaml';
    const text = readFileSync(new URL(`../../content/${path}`, import.meta.url), 'utf8');
    expect(runScenarioText(path, text, game).status).toBe('passed');
    const compiled = compileForPlay(path, text, game.pack);
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const s = PlaySession.begin(scenarioSource(path, text, compiled.scenario), game);
    const lines = s.logFor(null).map((l) => l.text);
    expect(lines).toContain('The attacker rolls 4 dice: 2 (red), 2 (red), 2 (red), 1 (white) = 7');
  });

  it('a new game can fix the leaders and the timeline the setup would draw (through the position builder)', () => {
    const founders = game.rules.leaders.filter((l) => l.factionId === 'founders');
    const vox = game.rules.leaders.filter((l) => l.factionId === 'vox-populi');
    const timeline = game.rules.timelines[game.rules.timelines.length - 1]!;
    const text = chosenSetupText(2, 9, game.module.hooks.editor!.newGameScenario!(game.rules, { 'leader:blue': founders[1]!.name, 'leader:red': vox[2]!.name, timeline: timeline.name }));
    const compiled = compileForPlay('columbia/scenarios/(new game).yaml', text, game.pack);
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const s = PlaySession.begin(scenarioSource('columbia/scenarios/(new game).yaml', text, compiled.scenario, 'chosen'), game);
    expect(columbiaG(s).players['blue']!.leaderId).toBe(founders[1]!.id);
    expect(columbiaG(s).players['red']!.leaderId).toBe(vox[2]!.id);
    expect(columbiaG(s).timeline.id).toBe(timeline.id);
    // Play starts as a new game does: the first round's vote.
    expect(s.decision()?.kind).toBe('vote-cards');
    expect(s.logFor(null).some((l) => l.text.includes(founders[1]!.name))).toBe(true);
  });
});
