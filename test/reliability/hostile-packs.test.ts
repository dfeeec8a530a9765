/**
 * Content that `check` passes cannot hang or crash a game (issue 27, finding
 * 3): the three packs that did are refused by `check` with a positioned
 * error, and `play` and `simulate` on them end within seconds with a clear
 * message. Each pack is a temporary copy of the bundled one with one change.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as check } from '../../interpreter/cli/check.ts';
import { run as play } from '../../interpreter/cli/play.ts';
import { run as simulate } from '../../interpreter/cli/simulate.ts';
import { compileGlob, globMatches } from '../../interpreter/columbia/bots/glob.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Generous: each command here ends in a second or two; a hang or a crash never ends. */
const WITHIN = 60_000;

function io(cwd: string): CliIO & { out: (t: string) => void; text: () => string } {
  const lines: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void lines.push(t), cwd, color: false, text: () => lines.join('\n') };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rw-hostile-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the bundled pack named `name`, with `change` applied to it. */
function pack(name: string, change: (packDir: string) => void): string {
  const p = join(dir, name);
  cpSync(join(ROOT, 'content/columbia'), p, { recursive: true });
  change(p);
  return p;
}

function bot(packDir: string, file: string, prefer: string): void {
  mkdirSync(join(packDir, 'bots'), { recursive: true });
  writeFileSync(join(packDir, 'bots', file), `name: Hostile\ndecisions:\n  move:\n    - prefer: ${prefer}\n`);
}

describe('a bot pattern of many stars (catastrophic backtracking as a RegExp)', () => {
  it('is refused by check at its position', async () => {
    const p = pack('stars', (d) => bot(d, 'stars.yaml', '{ option: "************************Z" }'));
    const o = io(dir);
    expect(await check([p], o)).toBe(1);
    expect(o.text()).toMatch(/stars\/bots\/stars\.yaml:4:\d+: error RW-BOT-PATTERN the pattern "\*{24}Z" has `\*` twice in a row/);
  }, WITHIN);

  it('matches in time linear in the id, where the RegExp it replaced never ended', () => {
    const id = `move:${'a'.repeat(5000)}`;
    const t0 = performance.now();
    expect(globMatches(compileGlob('************************Z'), id)).toBe(false);
    expect(globMatches(compileGlob(`${'*a'.repeat(200)}*Z`), id)).toBe(false);
    expect(globMatches(compileGlob(`${'*a'.repeat(200)}*`), id)).toBe(true);
    expect(performance.now() - t0).toBeLessThan(WITHIN);
  });

  it('a seated bot with a long single-star pattern passes check and plays its game to the end', async () => {
    const p = pack('single-stars', (d) => bot(d, 'crawl.yaml', `{ option: "${'*o'.repeat(30)}*Z" }`));
    const o = io(dir);
    expect(await check([p], o)).toBe(0);
    expect(await play(['--content', p, '--bots', 'crawl', '--seed', '1', '--json'], o)).toBe(0);
  }, WITHIN);
});

describe('skyLineDicePerSpace: 1000000000 (a V8 fatal error, 2 GB, in every game riding a Sky-Line)', () => {
  let p: string;
  beforeAll(() => {
    p = pack('sky', (d) => {
      const f = join(d, 'pack.yaml');
      writeFileSync(f, readFileSync(f, 'utf8').replace(/skyLineDicePerSpace: 3\b/, 'skyLineDicePerSpace: 1000000000'));
    });
  });

  it('is refused by check at its line', async () => {
    const o = io(dir);
    expect(await check([p], o)).toBe(1);
    const line = readFileSync(join(p, 'pack.yaml'), 'utf8').split('\n').findIndex((l) => l.includes('skyLineDicePerSpace')) + 1;
    expect(o.text()).toMatch(new RegExp(`sky/pack\\.yaml:${line}:\\d+: error RW-SCHEMA-\\S+ .*1000`));
  }, WITHIN);

  it('play refuses the content within seconds, saying to check it', async () => {
    const o = io(dir);
    expect(await play(['--content', p, '--seed', '1'], o)).toBe(1);
    expect(o.text()).toMatch(/has errors: run "rulewright check/);
  }, WITHIN);
});

describe('a 50,000-deep bot `by:` expression (a stack overflow in every simulation of the pack)', () => {
  let p: string;
  beforeAll(() => {
    p = pack('deep', (d) => bot(d, 'deep.yaml', `{ option: "move:*", by: "${'('.repeat(50_000)}odds${')'.repeat(50_000)}" }`));
  });

  it('is refused by check at its position', async () => {
    const o = io(dir);
    expect(await check([p], o)).toBe(1);
    expect(o.text()).toMatch(/deep\/bots\/deep\.yaml:4:\d+: error RW-BOT-EXPRESSION the expression is 100004 characters long/);
  }, WITHIN);

  it('the same nesting within the length limit is refused at the level past the limit', async () => {
    const q = pack('nested', (d) => bot(d, 'nested.yaml', `{ option: "move:*", by: "${'('.repeat(100)}odds${')'.repeat(100)}" }`));
    const o = io(dir);
    expect(await check([q], o)).toBe(1);
    expect(o.text()).toMatch(/nested\/bots\/nested\.yaml:4:\d+: error RW-BOT-EXPRESSION the expression nests more than 64 levels deep/);
  }, WITHIN);

  it('simulate on the pack, the bot not seated, plays its games', async () => {
    const o = io(dir);
    expect(await simulate(['--content', p, '--games', '2', '--workers', '0', '--bots', 'random', '--json'], o)).toBe(0);
    expect(o.text()).toMatch(/RW-BOT-EXPRESSION/);
  }, WITHIN);

  it('play with the bot seated refuses it, naming the problem', async () => {
    const o = io(dir);
    expect(await play(['--content', p, '--bots', 'deep', '--seed', '1'], o)).toBe(2);
    expect(o.text()).toMatch(/deep\.yaml:4:\d+: error RW-BOT-EXPRESSION[\s\S]*unknown bot "deep"/);
  }, WITHIN);
});

describe('numbers in effect strings', () => {
  it('an effect number past what a game can use is refused by check at the number', async () => {
    const p = pack('big-number', (d) => {
      const f = join(d, 'action-cards.yaml');
      writeFileSync(f, readFileSync(f, 'utf8').replace('        gain 2 eagles\n', '        gain 2000000000 eagles\n'));
    });
    const o = io(dir);
    expect(await check([p], o)).toBe(1);
    expect(o.text()).toMatch(/big-number\/action-cards\.yaml:\d+:14: error RW-DSL-NUMBER 2000000000 is more than 1000/);
  }, WITHIN);
});
