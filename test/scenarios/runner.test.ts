/**
 * The scenario runner and the `rulewright scenario` command: what a designer
 * sees when a scenario is wrong (an unanswered decision, a misspelt unit, an
 * unscripted die), how answers pick options, and the command's summary line
 * and exit code.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../interpreter/core/index.ts';
import { createColumbiaGame } from '../../interpreter/columbia/game.ts';
import { createEngine } from '../../interpreter/core/index.ts';
import { run } from '../../interpreter/cli/scenario.ts';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { matchAnswer, compareGolden, type ScenarioResult } from '../../interpreter/scenario/index.ts';
import { gameModule } from '../../interpreter/games/index.ts';
import type { Ruleset } from '../../interpreter/columbia/index.ts';
import { COLUMBIA_PACK_DIR as PACK_DIR, columbiaPack, DUEL, runInline } from './inline.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const pack = await columbiaPack();

const tmp = mkdtempSync(join(tmpdir(), 'rulewright-scenarios-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const scenario = (text: string, name?: string): ScenarioResult => runInline(pack, text, name);

describe('a scenario that does not fit the game fails, and says why', () => {
  it('a decision the script does not answer fails, naming the decision and listing its options', () => {
    const r = scenario(`${DUEL}script:\n  - red: done\n`);
    expect(r.status).toBe('failed');
    expect(r.failure!.line).toBe(14);
    expect(r.failure!.message).toContain(`the script answers red, but the pending decision is blue's "move" decision`);
    expect(r.failure!.message).toContain('Move common unit from Hall of Heroes to Battleship Bay [move:blue-common-1:battleship-bay]');
    expect(r.failure!.message).toContain('Done [done]');
    expect(r.log.some((l) => l.includes('Blue Founders begins his turn'))).toBe(true);
  });

  it('an answer that picks nothing lists the options it could have picked', () => {
    const r = scenario(`${DUEL}script:\n  - blue: move common Hall of Heroes -> Fink MFG\n`);
    expect(r.failure!.message).toMatch(/"move common Hall of Heroes -> Fink MFG" is not one of the options/);
    expect(r.failure!.message).toContain('Move common unit from Hall of Heroes to Soldier');
  });

  it('a misspelt unit is a diagnostic at its line and column, with a did-you-mean', () => {
    const r = scenario(DUEL.replace('Hall of Heroes: { blue: [common] }', 'Hall of Heroes: { blue: [comon, Handyman] }'), 'content/x.yaml');
    expect(r.status).toBe('failed');
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0]!;
    expect(d).toMatchObject({ file: 'content/x.yaml', line: 7, col: 28, code: 'RW-SCENARIO-UNKNOWN-UNIT', severity: 'error' });
    expect(d.message).toBe('unknown unit or structure "comon"');
    expect(d.hint).toBe('did you mean "common"?');
  });

  it('a misspelt location in the board is a diagnostic on the key', () => {
    const r = scenario(DUEL.replace('  Battleship Bay: { red', '  Batleship Bay: { red'));
    expect(r.diagnostics[0]).toMatchObject({ line: 9, col: 3, code: 'RW-SCENARIO-UNKNOWN-LOCATION', hint: 'did you mean "Battleship Bay"?' });
  });

  it('a schema mistake is told the way the content loader tells it', () => {
    const r = scenario(`${DUEL}expect:\n  controler: { Hall of Heroes: blue }\n`);
    expect(r.diagnostics[0]).toMatchObject({ line: 14, code: 'RW-SCHEMA-UNKNOWN-FIELD', hint: 'did you mean "controller"?' });
  });

  it('a die face no die has is an impossible script, found before anything runs', () => {
    const r = scenario(`${DUEL}script:\n  - dice: [4, 7]\n`);
    expect(r.diagnostics[0]).toMatchObject({ line: 14, code: 'RW-SCENARIO-IMPOSSIBLE', message: 'no die has a face 7' });
  });

  it('in strict mode (the default) a die the script did not give fails the scenario, naming the die', () => {
    const r = scenario(`${DUEL}script:\n  - blue: move common Hall of Heroes -> Battleship Bay\n`);
    expect(r.status).toBe('failed');
    expect(r.failure!.message).toBe('RW-SCRIPT-UNSCRIPTED-DICE: a die was rolled that the scenario did not script: a white die (faces 1, 1, 2, 2, 3, 4)');
  });

  it('with seededDice the same scenario rolls from the seed instead', () => {
    const r = scenario(`${DUEL}seededDice: true\nscript:\n  - blue: move common Hall of Heroes -> Battleship Bay\nexpect:\n  combat: { location: Battleship Bay }\n`);
    expect(r.failure).toBeNull();
    expect(r.status).toBe('passed');
  });

  it('a scripted roll that is not a face of the die rolled fails, naming both', () => {
    const r = scenario(`${DUEL}script:\n  - dice: [5, 1]\n  - blue: move common Hall of Heroes -> Battleship Bay\n`);
    expect(r.failure!.message).toContain('RW-SCRIPT-BAD-ROLL: the scripted roll 5 is not a face of a white die');
  });

  it('scripted dice never rolled fail the scenario', () => {
    const r = scenario(`${DUEL}script:\n  - dice: [3]\n  - blue: done\n`);
    expect(r.failure!.message).toBe('scripted dice or picks were never used: 3');
  });

  it('the first expectation that differs is reported with expected and actual', () => {
    const r = scenario(`${DUEL}script:\n  - dice: [4, 1]\n  - blue: move common Hall of Heroes -> Battleship Bay\nexpect:\n  controller: { Battleship Bay: red }\n`);
    expect(r.failure).toMatchObject({ line: 17, message: expect.stringContaining('expected controller of Battleship Bay'), expected: 'red', actual: 'blue' });
  });

  it('an illegal step passes only when the answer is refused for the reason given', () => {
    const ok = scenario(`${DUEL}script:\n  - illegal: { blue: move common Hall of Heroes -> Town Center, because: not one of the options }\n  - illegal: { red: done, because: "it is blue's decision" }\n`);
    expect(ok.failure).toBeNull();
    const accepted = scenario(`${DUEL}script:\n  - illegal: { blue: done, because: anything }\n`);
    expect(accepted.failure).toMatchObject({ expected: 'refused: anything', actual: 'accepted' });
  });

  it('a pending scenario is reported as pending, even when it would pass', () => {
    const r = scenario(`${DUEL.replace('rule: test', 'rule: test\npending: waiting for a fix')}script:\n  - blue: done\n`);
    expect(r.status).toBe('pending');
    expect(r.passesAnyway).toBe(true);
  });
});

describe('starting points', () => {
  it('a scenario can start from a full saved position (a game state as JSON)', () => {
    const e = createEngine(createColumbiaGame({ rules: pack.rules as Ruleset, effects: pack.effects }), pack.rules as Ruleset);
    const { state } = e.start({ seed: 5, players: ['blue', 'red'] });
    const first = state.decision!.player;
    const other = first === 'blue' ? 'red' : 'blue';
    const r = scenario(`name: saved\nrule: test\nposition: ${JSON.stringify(state)}\nscript:\n  - ${first}: nothing\nexpect:\n  decision: { kind: vote-cards, player: ${other} }\n  round: 1\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.failure).toBeNull();
  });

  it('a faction with two players cannot stand for one of them in a 4-player game', () => {
    const r = scenario('name: x\nrule: y\nsetup: { players: 4 }\neagles: { Founders: 3 }\n');
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-SCENARIO-UNKNOWN-PLAYER', message: '"Founders" has 2 players in a 4-player game', hint: 'name one of them: blue or light blue' });
  });

  it('more pieces than the pool holds is a diagnostic on that entry', () => {
    const r = scenario(DUEL.replace('Hall of Heroes: { blue: [common] }', 'Hall of Heroes: { blue: [2 Comstock] }'));
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-SCENARIO-NOT-ENOUGH', line: 7 });
    expect(r.diagnostics[0]!.message).toMatch(/only 1 more "comstock"/);
  });
});

describe('how an answer picks options', () => {
  const d = (options: [string, string][], min = 1, max = 1): Decision => ({ player: 'blue', kind: 'k', prompt: 'p', options: options.map(([id, label]) => ({ id, label })), min, max, check: null, data: null });
  const move = d([
    ['move:blue-common-1:battleship-bay', 'Move common unit from Hall of Heroes to Battleship Bay'],
    ['move:blue-handyman-1:battleship-bay', 'Move Handyman from Hall of Heroes to Battleship Bay'],
    ['done', 'Done'],
  ]);

  it('by id, by the words of a label in order (-> reads "to"), and ambiguity is an error', () => {
    expect(matchAnswer(move, 'done')).toEqual({ ok: true, ids: ['done'] });
    expect(matchAnswer(move, 'move common Hall of Heroes -> Battleship Bay')).toEqual({ ok: true, ids: ['move:blue-common-1:battleship-bay'] });
    const amb = matchAnswer(move, 'move Hall of Heroes -> Battleship Bay');
    expect(amb.ok).toBe(false);
    expect(!amb.ok && amb.error).toMatch(/ambiguous: it matches 2 options/);
  });

  it('several items from a list or a comma-separated text; options with the same label are interchangeable', () => {
    const cards = d([['c1', 'Handyman (influence 1)'], ['c2', 'Handyman (influence 1)'], ['c3', 'Rebel (influence 3)']], 0, 3);
    expect(matchAnswer(cards, 'Handyman, Handyman')).toEqual({ ok: true, ids: ['c1', 'c2'] });
    expect(matchAnswer(cards, ['play Rebel'])).toEqual({ ok: true, ids: ['c3'] });
    expect(matchAnswer(cards, 'nothing')).toEqual({ ok: true, ids: [] });
    expect(matchAnswer(cards, 'Handyman, Handyman, Handyman').ok).toBe(false);
  });
});

describe('golden playthroughs', () => {
  it('a view that leaks hidden information shows as a diff at the first step it differs', () => {
    const base = createColumbiaGame({ rules: pack.rules as Ruleset, effects: pack.effects });
    const leaky = createEngine({ ...base, redact: (g) => g as never }, pack.rules as Ruleset);
    const game = gameModule('columbia')!.hooks.scenario!.goldenGames![0]!;
    const stored = Object.fromEntries(['blue', 'red'].map((p) => [p, readFileSync(join(PACK_DIR, 'scenarios/golden', `${game.id}.${p}.jsonl`), 'utf8')]));
    const r = compareGolden(leaky as never, ['blue', 'red'], game, stored);
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/^blue's view differs at step 0/);
    // Face-down territory tokens are the first hidden thing it shows (paths are compared in key order).
    expect(r.message).toMatch(/\n {2}view\.g\.locations\.[a-z-]+\.token\.id\n {4}recorded: null\n {4}now: {6}"territory-token-/);
  });

  describe('a record that no longer fits the game says where, and how long the game now is', () => {
    const engine = createEngine(createColumbiaGame({ rules: pack.rules as Ruleset, effects: pack.effects }), pack.rules as Ruleset);
    const game = gameModule('columbia')!.hooks.scenario!.goldenGames![0]!;
    const read = (p: string) => readFileSync(join(PACK_DIR, 'scenarios/golden', `${game.id}.${p}.jsonl`), 'utf8').trim().split('\n');
    const blue = read('blue');
    const red = read('red');
    const check = (blueLines: string[]) => compareGolden(engine as never, ['blue', 'red'], game, { blue: blueLines.join('\n'), red: red.join('\n') });

    it('as recorded: every step alike', () => {
      const r = check(blue);
      expect(r).toEqual({ ok: true, message: '', steps: blue.length });
    });

    it('a step whose hash differs is taken apart at that step, the recorded view rebuilt from the patches before it', () => {
      const k = 40;
      const line = JSON.parse(blue[k]!) as { n: number; at: string; hash: string; p: unknown[] };
      // The recorded view at step k says Blue holds one more Silver Eagle than the game gives him.
      const eagles = JSON.parse(blue[0]!).view.g.players.blue.eagles as number;
      const tampered = [...blue.slice(0, k), JSON.stringify({ ...line, hash: '0000000000000000', p: [...line.p, ['g/players/blue/eagles', 1000 + eagles]] }), ...blue.slice(k + 1)];
      const r = check(tampered);
      expect(r.ok).toBe(false);
      expect(r.steps).toBe(blue.length);
      expect(r.message).toMatch(new RegExp(`^blue's view differs at step ${line.n} \\(recorded: ${line.at}, now: ${line.at}\\)\\n {2}view\\.g\\.players\\.blue\\.eagles\\n {4}recorded: ${1000 + eagles}\\n`));
    });

    it('a shorter record: the game now goes on past its last step', () => {
      const r = check(blue.slice(0, 100));
      const last = JSON.parse(blue[99]!) as { n: number };
      expect(r).toEqual({ ok: false, message: `blue's view: the game now goes on past step ${last.n} (recorded: 100 steps, now ${blue.length})`, steps: blue.length });
    });

    it('a longer record: the game now ends before it does', () => {
      const r = check([...blue, blue.at(-1)!]);
      const last = JSON.parse(blue.at(-1)!) as { n: number };
      expect(r).toEqual({ ok: false, message: `blue's view: the game now ends after step ${last.n} (recorded: ${blue.length + 1} steps, now ${blue.length})`, steps: blue.length });
    });
  });
});

describe('rulewright scenario', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    const cli: CliIO = { out: (t) => out.push(...t.split('\n')), err: (t) => err.push(t), cwd: ROOT, color: false };
    return { cli, out, err };
  };
  const pass = join(tmp, 'pass.yaml');
  const fail = join(tmp, 'fail.yaml');
  writeFileSync(pass, `${DUEL}script:\n  - blue: done\n`);
  writeFileSync(fail, `${DUEL}script:\n  - dice: [4, 1]\n  - blue: move common Hall of Heroes -> Battleship Bay\nexpect:\n  eagles: { blue: 7 }\n`);

  it('prints one line per scenario and ends with "N passed, N failed"; exit 1 when one failed', async () => {
    const { cli, out } = io();
    const code = await run([pass, fail], cli);
    expect(code).toBe(1);
    expect(out.at(-1)).toBe('1 passed, 1 failed');
    expect(out.filter((l) => /^(PASS|FAIL)/.test(l))).toHaveLength(2);
    const i = out.findIndex((l) => l.startsWith('FAIL'));
    expect(out.slice(i + 1, i + 6).join('\n')).toMatch(/expected blue's Silver Eagles[\s\S]*expected: 7[\s\S]*actual: {3}0/);
    expect(out.some((l) => l.includes('Combat at Battleship Bay: Blue Founders attacks Red Vox Populi'))).toBe(true);
  });

  it('exits 0 when everything passed', async () => {
    const { cli, out } = io();
    expect(await run([pass], cli)).toBe(0);
    expect(out.at(-1)).toBe('1 passed, 0 failed');
  });

  it('rejects an unknown option with exit 2', async () => {
    const { cli, err } = io();
    expect(await run(['--nope'], cli)).toBe(2);
    expect(err[0]).toMatch(/^rulewright scenario: unknown option --nope; see rulewright scenario --help$/);
  });
});
