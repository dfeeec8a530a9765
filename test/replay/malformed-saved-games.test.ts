/**
 * `rulewright replay` reads a saved game as its author left it: a damaged or
 * hostile file is refused with the place of the problem, in a few lines,
 * never with a stack trace, never echoing a huge field, never passing the
 * file's control characters (terminal escape sequences) to the terminal.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { run as play } from '../../interpreter/cli/play.ts';
import { run as replay } from '../../interpreter/cli/replay.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function io(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: (t) => void lines.push(t), err: (t) => void errors.push(t), cwd: ROOT, color: false, lines, errors };
}

/** The terminal's own controls: ESC, BEL, CR, the C1 range, and other C0 characters (a line break between lines is ours). */
// eslint-disable-next-line no-control-regex -- the test looks for control characters
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

let dir: string;
let good: Record<string, unknown>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rw-malformed-'));
  const file = join(dir, 'good.json');
  expect(await play(['--seed', 'malformed', '--bots', 'random', '--save', file], io())).toBe(0);
  good = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Replays `text` (written to a file) and returns what it printed. */
async function replayText(name: string, text: string): Promise<{ code: number; err: string; out: string }> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, text);
  const o = io();
  const code = await replay([file], o);
  return { code, err: o.errors.join('\n'), out: o.lines.join('\n') };
}

function edited(edit: (g: Record<string, unknown>) => void): string {
  const g = structuredClone(good);
  edit(g);
  return JSON.stringify(g, null, 1);
}

const ESCAPES = '\u001b]0;pwned\u0007\u001b[2J\u001b[Hrulewright replay: all good, nothing to see\u009b31m';

const CASES: [string, () => string, RegExp][] = [
  ['content missing', () => edited((g) => delete g['content']), /lacks "content"/],
  ['content a number', () => edited((g) => (g['content'] = 7)), /"content" must be string/],
  ['a checkpoint that is null', () => edited((g) => (g['checkpoints'] = [null])), /must be object/],
  ['an empty choice', () => edited((g) => ((g['choices'] as unknown[])[0] = {})), /lacks "player"/],
  ['choices not a list', () => edited((g) => (g['choices'] = 'all of them')), /"choices" must be array/],
  ['a seed that is neither text nor a safe whole number', () => edited((g) => (g['seed'] = 2 ** 60)), /"seed" must be text/],
  ['a seed too large for a number (Infinity once parsed)', () => JSON.stringify(good).replace(/"seed":"malformed"/, '"seed":1' + '0'.repeat(400)), /"seed" must be text/],
  ['a 50 MB content hash', () => edited((g) => (g['contentHash'] = 'a'.repeat(50 * 1024 * 1024))), /"contentHash" is too long/],
  ['terminal escape sequences in the content hash', () => edited((g) => (g['contentHash'] = ESCAPES)), /"contentHash" has characters/],
  ['terminal escape sequences in a choice', () => edited((g) => ((g['choices'] as { player: string }[])[0]!.player = ESCAPES)), /is not one of the players/],
  ['terminal escape sequences in text that is not JSON', () => `{"format": "${ESCAPES}`, /not JSON/],
  ['a final count that is not the number of choices', () => edited((g) => ((g['final'] as { n: number }).n = 3)), /"final" counts 3 choices/],
  ['a checkpoint after the last choice', () => edited((g) => (g['checkpoints'] as unknown[]).push({ n: 100000, hash: 'abc' })), /checkpoint \d+ is after choice 100000/],
  ['a newer version', () => edited((g) => (g['version'] = 99)), /version 99 replay file, made by a newer rulewright/],
  ['not a saved game', () => JSON.stringify({ hello: 'world' }), /not a game saved by/],
  ['a list', () => '[1, 2, 3]', /not a game saved by/],
];

describe('replay refuses a malformed saved game', () => {
  it.each(CASES)('%s: a positioned refusal, no stack trace, no control characters, short', async (name, text, expected) => {
    const r = await replayText(name.replace(/\W+/g, '-'), text());
    expect(r.code).toBe(1);
    expect(r.err).toMatch(expected);
    expect(r.err).not.toMatch(/TypeError|RangeError|\n\s+at /);
    expect(r.err).not.toMatch(CONTROLS);
    expect(r.out).not.toMatch(CONTROLS);
    expect(r.err.length).toBeLessThan(4000);
  }, 120_000);

  it('places a problem on its line and column in the file', async () => {
    const r = await replayText('placed', edited((g) => ((g['choices'] as unknown[])[1] = { player: 'blue' })));
    // JSON.stringify(g, null, 1): the second choice's object opens on a line of its own.
    expect(r.err).toMatch(/placed\.json:\d+:\d+: item 2 of "choices" lacks "ids" \(at \/choices\/1\)/);
  });

  it('says in a line that a file is missing, or a folder, without the system call that found it', async () => {
    const missing = io();
    expect(await replay([join(dir, 'gone.json')], missing)).toBe(1);
    expect(missing.errors).toEqual([`rulewright replay: cannot read ${join(dir, 'gone.json')}: no such file`]);
    const folder = io();
    expect(await replay([dir], folder)).toBe(1);
    expect(folder.errors.join('\n')).toMatch(/cannot read .*: it is not a file$/);
  });

  it('still replays the file it was given untouched', async () => {
    const r = await replayText('untouched', JSON.stringify(good));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });
});
