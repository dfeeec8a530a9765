/**
 * `rulewright check` run in-process: what a designer sees, the exit codes CI
 * keys on, and the JSON shape tools read.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../interpreter/cli/main.ts';
import type { CliIO } from '../../interpreter/cli/main.ts';
import { PACK_DIR } from './helpers.ts';

const REPO = join(PACK_DIR, '..', '..');

async function run(argv: string[], cwd = REPO): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (t) => out.push(t), err: (t) => err.push(t), cwd, color: false };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const scratch = mkdtempSync(join(tmpdir(), 'rulewright-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the pack on disk with one file's text changed. */
function brokenPack(file: string, from: string, to: string): string {
  const dir = mkdtempSync(join(scratch, 'pack-'));
  cpSync(PACK_DIR, dir, { recursive: true });
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  writeFileSync(join(dir, file), text.replace(from, to));
  return dir;
}

describe('rulewright check', () => {
  it('passes the bundled pack (default folder) with exit 0 and a summary of its components', async () => {
    const { code, out } = await run(['check']);
    expect(code).toBe(0);
    expect(out).toBe(
      'content/columbia: 0 errors, 0 warnings (15 locations, 6 territories, 120 action cards, 15 world events, 15 victory cards, 8 leaders, 3 timelines, 16 territory tokens, ' +
        out.match(/(\d+ effect strings, \d+ YAML bots, \d+ scenarios)\)$/)![1] +
        ')',
    );
  });

  it('prints file:line:col: severity CODE message (hint) and exits 1 on an error', async () => {
    const dir = brokenPack('world-events.yaml', 'booker: Fink MFG', 'booker: Fink MGF');
    const { code, out } = await run(['check', dir], scratch);
    expect(code).toBe(1);
    const lines = out.split('\n');
    const text = readFileSync(join(dir, 'world-events.yaml'), 'utf8');
    const line = text.slice(0, text.indexOf('Fink MGF')).split('\n').length;
    expect(lines[0]).toBe(`${dir.slice(scratch.length + 1)}/world-events.yaml:${line}:13: error RW-REF-UNKNOWN-LOCATION unknown location "Fink MGF" (did you mean \`Fink MFG\`?)`);
    expect(lines.at(-1)).toMatch(/: 1 error, 0 warnings \(15 locations, /);
  });

  it('exits 0 when there are only warnings', async () => {
    const dir = brokenPack('board.yaml', '    victoryPoints: 3', '    victoryPoints: 0');
    const { code, out } = await run(['check', dir], scratch);
    expect(code).toBe(0);
    expect(out).toMatch(/warning RW-LINT-ZERO-VP-TERRITORY territory "Welcome Center" is worth 0 victory points/);
    expect(out).toMatch(/0 errors, 1 warning /);
  });

  it('--json prints the diagnostics and the counts', async () => {
    const ok = await run(['check', '--json']);
    expect(ok.code).toBe(0);
    const parsed = JSON.parse(ok.out) as { diagnostics: unknown[]; counts: Record<string, number> };
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.counts).toMatchObject({ locations: 15, territories: 6, actionCards: 120, worldEvents: 15, victoryCards: 15, leaders: 8, timelines: 3, territoryTokens: 16 });

    const dir = brokenPack('pack.yaml', 'handSize: 5', 'handSize: five');
    const bad = await run(['check', dir, '--json'], scratch);
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.out) as { diagnostics: Record<string, unknown>[] };
    expect(report.diagnostics).toHaveLength(1);
    expect(report.diagnostics[0]).toMatchObject({ severity: 'error', code: 'RW-SCHEMA-TYPE', path: '/rules/handSize', message: '"handSize" must be a whole number (got "five")' });
    expect(Object.keys(report.diagnostics[0]!).sort()).toEqual(['code', 'col', 'end', 'file', 'line', 'message', 'path', 'severity']);
  });

  it('takes the pack as DIR or as --content DIR, as simulate and play spell it, and refuses two different folders', async () => {
    const dir = brokenPack('world-events.yaml', 'booker: Fink MFG', 'booker: Fink MGF');
    const positional = await run(['check', dir], scratch);
    const named = await run(['check', '--content', dir], scratch);
    expect(named.code).toBe(1);
    expect(named.out).toBe(positional.out);
    expect((await run(['check', dir, '--content', dir], scratch)).out).toBe(positional.out);

    const both = await run(['check', dir, '--content', PACK_DIR], scratch);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/^rulewright check: DIR \(.+\) and --content \(.+\) name different folders: give one; see rulewright check --help$/);
    expect(both.out).toBe('');
  });

  it('reports a folder that is not there, and a file too large to read', async () => {
    // A folder that is not there is a usage mistake, told in one line (not a "file missing" per file).
    const missing = await run(['check', 'no/such/pack']);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe('rulewright check: no folder no/such/pack; see rulewright check --help');
    expect(missing.out).toBe('');

    const dir = brokenPack('dice.yaml', 'dice:', '# ' + 'x'.repeat(3 * 1024 * 1024) + '\ndice:');
    const big = await run(['check', dir], scratch);
    expect(big.code).toBe(1);
    expect(big.out).toMatch(/dice\.yaml:1:1: error RW-FILE-TOO-LARGE file is 307\d KB, more than the 2048 KB a content file may be/);
    expect(big.out).not.toMatch(/RW-FILE-MISSING/);
  });

  it('reports a file that is not UTF-8 text', async () => {
    const dir = brokenPack('leaders.yaml', 'leaders:', 'leaders:');
    writeFileSync(join(dir, 'leaders.yaml'), Buffer.concat([Buffer.from('# caf'), Buffer.from([0xe9]), Buffer.from('\n'), readFileSync(join(PACK_DIR, 'leaders.yaml'))]));
    const { code, out } = await run(['check', dir], scratch);
    expect(code).toBe(1);
    expect(out.split('\n')[0]).toMatch(/leaders\.yaml:1:1: error RW-FILE-NOT-UTF8 file is not valid UTF-8 text \(save it as UTF-8\)$/);
    expect(out).not.toMatch(/RW-FILE-MISSING/);
  });

  it('has --help, and unknown commands and options get help and a suggestion', async () => {
    const help = await run(['check', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: rulewright check \[DIR\] \[--content DIR\] \[--json\]/);

    const typo = await run(['chek']);
    expect(typo.code).toBe(2);
    expect(typo.err).toBe('rulewright: unknown command "chek" (did you mean `check`?); see rulewright --help');
    expect(typo.out).toBe('');

    const option = await run(['check', '--jsn']);
    expect(option.code).toBe(2);
    expect(option.err).toBe('rulewright check: unknown option --jsn (did you mean `--json`?); see rulewright check --help');

    const top = await run(['--help']);
    expect(top.code).toBe(0);
    for (const name of ['check', 'play', 'replay', 'scenario', 'simulate', 'bench', 'docs', 'editor']) expect(top.out).toMatch(new RegExp(`^  ${name} `, 'm'));
  });
});
