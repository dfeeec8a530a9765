/**
 * `rulewright check` reads a whole pack: a bot file with a schema error and a
 * scenario that no longer compiles against the pack are errors at their file
 * and line (exit 1), not "0 errors".
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../interpreter/cli/io.ts';
import { main } from '../../interpreter/cli/main.ts';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';

const scratch = mkdtempSync(join(tmpdir(), 'rw-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function check(dir: string): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const io: CliIO = { out: (t) => out.push(t), err: (t) => out.push(t), cwd: scratch, color: false };
  const code = await main(['check', dir], io);
  return { code, out: out.join('\n') };
}

function copyWith(pack: string, file: string, from: string, to: string): string {
  const dir = mkdtempSync(join(scratch, 'pack-'));
  cpSync(join(PROJECT_ROOT, pack), dir, { recursive: true });
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  writeFileSync(join(dir, file), text.replace(from, to));
  return dir;
}

function lineOf(dir: string, file: string, text: string): number {
  const all = readFileSync(join(dir, file), 'utf8');
  return all.slice(0, all.indexOf(text)).split('\n').length;
}

describe('rulewright check reads the whole pack', () => {
  it('a bot file with a schema error: exit 1, its file and line', async () => {
    const dir = copyWith('content/columbia', 'bots/aggressive.yaml', 'fallback: heuristic', 'fallback: heuristic\nfavourite: colour');
    const r = await check(dir);
    expect(r.code).toBe(1);
    const line = lineOf(dir, 'bots/aggressive.yaml', 'favourite');
    expect(r.out).toMatch(new RegExp(`^pack-\\w+/bots/aggressive\\.yaml:${line}:\\d+: error RW-`, 'm'));
  }, 60_000);

  it('a scenario that no longer compiles against the pack: exit 1, its file and line', async () => {
    const file = 'scenarios/bargain-hunter-may-discard.yaml';
    const dir = copyWith('test/fixtures/packs/night-market', file, 'setup: { players: 2, seed: 7 }', 'setup: { players: 9, seed: 7 }');
    const r = await check(dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`^pack-\\w+/scenarios/bargain-hunter-may-discard\\.yaml:${lineOf(dir, file, 'players: 9')}:\\d+: error RW-SCENARIO-BAD-POSITION .*not 9`, 'm'));
    expect(r.out).toMatch(/: 1 error, 0 warnings \(.*7 scenarios\)$/);
  }, 60_000);
});
