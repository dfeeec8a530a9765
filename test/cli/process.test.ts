/**
 * The real `rulewright` process, spawned as a person or a script runs it:
 * output that behaves in a pipe (`| head -1`: one line, status 0, nothing on
 * stderr), exit statuses (2 for a usage mistake in one line), player counts
 * from the pack's game module, colour never with NO_COLOR or off a terminal,
 * and a run that finds nothing to do failing.
 *
 * What the process boundary decides (a pipe closing, the exit status, the
 * streams, colour off a terminal, the folder it starts in) is pinned on
 * spawned processes, for every command here. The rest of what a test reads
 * (a refusal's words, the status `main` hands the process, a default found
 * from a folder) is `main` itself, called in this process as runProcess
 * (interpreter/cli/process.ts) calls it with the real streams (`inProcess`):
 * a spawn costs about a second of CPU, and its start-up pins nothing more.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, projectAround, defaultPack } from '../../interpreter/cli/places.ts';
import { COMMANDS } from '../../interpreter/cli/commands.ts';
import { main } from '../../interpreter/cli/main.ts';

const BIN = join(PROJECT_ROOT, 'interpreter', 'cli', 'rulewright.js');
const env = { ...process.env, NO_COLOR: '', FORCE_COLOR: '' };

function rulewright(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: options.cwd ?? PROJECT_ROOT, env: options.env ?? env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** `main` as the process runs it, each stream as the process would write it (a line a call). */
async function inProcess(args: string[], cwd: string = PROJECT_ROOT) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (t: string) => out.push(`${t}\n`), err: (t: string) => err.push(`${t}\n`), cwd, color: false };
  const code = await main(args, io);
  return { code, out: out.join(''), err: err.join('') };
}

/** `rulewright ARGS | head -1` in bash with pipefail: the pipeline's status is rulewright's (head's is 0). */
function headOne(args: string[]) {
  const quoted = [process.execPath, BIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const r = spawnSync('bash', ['-c', `set -o pipefail; ${quoted} | head -1`], { cwd: PROJECT_ROOT, env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const tmp: string[] = [];
afterAll(() => {
  for (const d of tmp) rmSync(d, { recursive: true, force: true });
});

describe('the rulewright process', () => {
  it('play --log | head -1: one line, status 0, nothing on stderr', () => {
    const r = headOne(['play', '--seed', '7', '--log']);
    expect(r.err).toBe('');
    expect(r.out.split('\n').filter(Boolean)).toHaveLength(1);
    expect(r.code).toBe(0);
  });

  it('scenario | head -1 and replay --log | head -1 end quietly too', async () => {
    const scenario = headOne(['scenario', '--log', 'content/columbia/scenarios/combat']);
    expect(scenario.err).toBe('');
    expect(scenario.out.split('\n').filter(Boolean)).toHaveLength(1);
    expect(scenario.code).toBe(0);

    const dir = mkdtempSync(join(tmpdir(), 'rw-cli-'));
    tmp.push(dir);
    const save = join(dir, 'game.json');
    expect((await inProcess(['play', '--seed', '7', '--save', save])).code).toBe(0);
    const replay = headOne(['replay', save, '--log']);
    expect(replay.err).toBe('');
    expect(replay.out.split('\n').filter(Boolean)).toHaveLength(1);
    expect(replay.code).toBe(0);
  }, 120_000);

  it('takes --players=4 as --players 4, and refuses a count the game does not offer in one line, status 2', async () => {
    const four = await inProcess(['play', '--players=4', '--seed', '1', '--json']);
    expect(four.code, four.err).toBe(0);
    expect((JSON.parse(four.out) as { players: string[] }).players).toHaveLength(4);

    const three = await inProcess(['play', '--players', '3']);
    expect(three.code).toBe(2);
    expect(three.out).toBe('');
    expect(three.err).toBe('rulewright play: The Siege of Columbia in this pack is for 2 or 4 players, not 3; see rulewright play --help\n');

    // Baldur's Gate is for 2 to 4: 3 is a game.
    const bg = await inProcess(['play', '--players', '3', '--seed', '1', '--json', '--content', 'content/baldurs-gate']);
    expect(bg.code, bg.err).toBe(0);
    expect((JSON.parse(bg.out) as { players: string[] }).players).toHaveLength(3);
  }, 120_000);

  it('tells a usage mistake in one line on stderr and exits 2; --help exits 0', async () => {
    // The first as a process (its exit status and streams), the others through main as the process calls it.
    for (const [k, args] of [['play', '--bogus'], ['simulate', '--games', 'many'], ['check', 'a', 'b'], ['nosuch'], ['replay']].entries()) {
      const r = k === 0 ? rulewright(args) : await inProcess(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out, args.join(' ')).toBe('');
      expect(r.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err).toMatch(/see rulewright( \w+)? --help\n$/);
    }
    // Every command answers --help (in-process: the page is the same text).
    for (const name of Object.keys(COMMANDS)) {
      const out: string[] = [];
      const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t), cwd: PROJECT_ROOT, color: false };
      expect(await main([name, '--help'], io), name).toBe(0);
      expect(out.join('\n'), name).toMatch(new RegExp(`^usage: rulewright ${name}`));
    }
  }, 120_000);

  it('never colours with NO_COLOR set or off a terminal', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-cli-'));
    tmp.push(dir);
    cpSync(join(PROJECT_ROOT, 'test/fixtures/packs/night-market'), join(dir, 'pack'), { recursive: true });
    writeFileSync(join(dir, 'pack', 'pack.yaml'), 'game: night-market\nname: broken\nnot-a-field: 1\n');
    for (const e of [{ ...env, NO_COLOR: '1', FORCE_COLOR: '1' }, env]) {
      const r = rulewright(['check', join(dir, 'pack')], { env: e });
      expect(r.out + r.err).not.toMatch(/\x1b\[/);
    }
  }, 60_000);

  it('fails a scenario run that finds nothing to run, saying so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-cli-'));
    tmp.push(dir);
    cpSync(join(PROJECT_ROOT, 'test/fixtures/packs/night-market'), join(dir, 'pack'), { recursive: true, filter: (src) => !src.includes('scenarios') });
    mkdirSync(join(dir, 'empty'));
    const pack = await inProcess(['scenario', '--content', 'pack'], dir);
    expect(pack.code).toBe(1);
    expect(pack.err).toMatch(/^rulewright scenario: found no scenario to run in pack\/scenarios /);
    const folder = await inProcess(['scenario', 'empty'], dir);
    expect(folder.code).toBe(1);
    expect(folder.err).toMatch(/^rulewright scenario: found no scenario to run in empty /);
  }, 60_000);

  it('finds its defaults from the project, not the current folder', async () => {
    // Outside any project: this one (`cd /tmp && npx --prefix <repo> rulewright scenario` runs its scenarios).
    expect(projectAround(tmpdir())).toBe(PROJECT_ROOT);
    expect(defaultPack(tmpdir())).toBe(join(PROJECT_ROOT, 'content/columbia'));
    // In a sub-folder of the project, or inside a pack: that pack, not <cwd>/content/columbia.
    expect(defaultPack(join(PROJECT_ROOT, 'content'))).toBe(join(PROJECT_ROOT, 'content/columbia'));
    expect(defaultPack(join(PROJECT_ROOT, 'content/baldurs-gate/scenarios'))).toBe(join(PROJECT_ROOT, 'content/baldurs-gate'));
    const docs = rulewright(['docs', '--check'], { cwd: join(PROJECT_ROOT, 'docs') });
    expect(docs.code, docs.err).toBe(0);
    const check = await inProcess(['check'], join(PROJECT_ROOT, 'content'));
    expect(check.code, check.err).toBe(0);
    expect(check.out).toMatch(/^columbia: 0 errors/);
  }, 120_000);

  it('names the right form for a wrong content folder, in one line', async () => {
    const r = await inProcess(['check', 'content']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^rulewright check: content is a folder of packs \(baldurs-gate, columbia\), not a pack: give one of them, e\.g\. rulewright check content\/columbia; see rulewright check --help\n$/);
    const sim = await inProcess(['simulate', '--against', 'content/columbia/leaders.yaml']);
    expect(sim.code).toBe(2);
    expect(sim.err.trimEnd().split('\n')).toHaveLength(1);
  }, 60_000);

  it('refuses an explicit --port that is taken, clearly, instead of moving to another', async () => {
    const server = createServer();
    await new Promise<void>((done) => server.listen({ host: '127.0.0.1', port: 0 }, done));
    const port = (server.address() as AddressInfo).port;
    try {
      const r = rulewright(['editor', '--port', String(port)]);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`rulewright editor: port ${port} on 127.0.0.1 is in use by another program (a running editor?); give another --port, or --port 0 for a free one\n`);
    } finally {
      server.close();
    }
  }, 60_000);
});
