/**
 * Every example command in the README, docs/ and bench/README.md runs as
 * written: each `rulewright ...`, `npm run bench ...` and `npm run soak ...`
 * in a code block or a code span is read by its command's own parser (the
 * spec `--help` is generated from), every repository path it names exists,
 * and the cheap ones (`check`) are run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommand, type CommandSpec } from '../../interpreter/cli/args.ts';
import { COMMANDS } from '../../interpreter/cli/commands.ts';
import type { CliIO } from '../../interpreter/cli/io.ts';
import { main } from '../../interpreter/cli/main.ts';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';

const DOCS = ['README.md', 'bench/README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`), 'docs/design/GAME-MODULES.md'];

interface Example {
  doc: string;
  /** In a code block (a command to run), or a code span in a sentence (may name a command and a flag only). */
  block: boolean;
  text: string;
  /** The command's name (check, play ...; bench for `npm run bench`, soak for `npm run soak`). */
  name: string;
  args: string[];
}

/** Shell words, quotes removed; stops at a comment, a pipe or a redirection. */
function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) {
    const w = m[1] ?? m[2] ?? m[3]!;
    if (m[3] !== undefined && (w === '#' || w.startsWith('#') || w === '|' || w === '>' || w === '&&' || w === '2>&1')) break;
    out.push(w);
  }
  return out;
}

function examples(): Example[] {
  const found: Example[] = [];
  for (const doc of DOCS) {
    const text = readFileSync(join(PROJECT_ROOT, doc), 'utf8');
    const lines: { line: string; block: boolean }[] = [];
    let fenced = false;
    for (const line of text.split('\n')) {
      if (line.trimStart().startsWith('```')) fenced = !fenced;
      else if (fenced) lines.push({ line: line.trim(), block: true });
      if (!fenced) for (const m of line.matchAll(/`([^`]+)`/g)) lines.push({ line: m[1]!.trim(), block: false });
    }
    for (const { line, block } of lines) {
      const w = words(line);
      const at = w[0] === 'npx' ? 1 : 0;
      if (w[at] === 'rulewright' && w[at + 1] !== undefined && Object.hasOwn(COMMANDS, w[at + 1]!)) found.push({ doc, block, text: line, name: w[at + 1]!, args: w.slice(at + 2) });
      if (w[0] === 'npm' && w[1] === 'run' && (w[2] === 'bench' || w[2] === 'soak')) found.push({ doc, block, text: line, name: w[2], args: w.slice(w[3] === '--' ? 4 : 3) });
    }
  }
  return found;
}

/** A placeholder as docs write them (`[DIR]`, `PATHS...`, `<file>`, `N`): optional ones dropped, values given a sample. */
function concrete(spec: CommandSpec, args: string[]): string[] | null {
  const out: string[] = [];
  for (const a of args) {
    if (/^\[--[a-z-]+\]$/.test(a)) out.push(a.slice(1, -1));
    else if (/^\[.*\]$/.test(a)) continue;
    else if (/^(\.\.\.|…)$/.test(a)) return null;
    else if (/^[A-Z][A-Z0-9.]*$/.test(a) || /^<.*>$/.test(a)) {
      const flag = out.at(-1)?.replace(/^--/, '');
      const s = flag !== undefined && Object.hasOwn(spec.options, flag) ? spec.options[flag] : undefined;
      out.push(s !== undefined && (s.type === 'int' || s.type === 'number') ? '1' : s?.type === 'choice' ? s.choices[0]! : 'x');
    } else out.push(a);
  }
  return out;
}

const SOAK: CommandSpec = { command: 'npm run soak', summary: '', about: '', options: { games: { type: 'int', value: 'N', help: '' }, workers: { type: 'int', value: 'K', help: '' }, seed: { type: 'text', value: 'S', help: '' }, check: { type: 'int', value: 'M', help: '' }, max: { type: 'int', value: 'N', help: '' } } };

function specOf(name: string): CommandSpec {
  return name === 'soak' ? SOAK : COMMANDS[name]!.spec;
}

/** A path into this repository that the example names: it must exist (a glob: something must match). */
function missingPath(arg: string): boolean {
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : arg;
  // A designer's own pack (content/my-variant) or a placeholder (content/<pack>) is not the repository's.
  if (!/^(content|test|docs|bench|schemas)\//.test(value) || /<|my-/.test(value)) return false;
  if (!value.includes('*')) return !existsSync(join(PROJECT_ROOT, value));
  const dir = join(PROJECT_ROOT, dirname(value));
  const pattern = new RegExp(`^${basename(value).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
  return !existsSync(dir) || !readdirSync(dir).some((f) => pattern.test(f));
}

describe('the example commands in the docs', () => {
  const all = examples();

  it('are found (the README alone has a dozen)', () => {
    expect(all.filter((e) => e.doc === 'README.md').length).toBeGreaterThan(12);
  });

  it("parse with their command's own parser, and name paths that exist", () => {
    const problems: string[] = [];
    for (const e of all) {
      const spec = specOf(e.name);
      const args = concrete(spec, e.args);
      if (args === null) continue;
      const parsed = parseCommand(spec, args);
      // A sentence may name a flag without its value (`rulewright simulate --against`): its flags must exist.
      const mention = !e.block && parsed.kind === 'usage' && /needs a value|^which /.test(parsed.message);
      if (parsed.kind === 'usage' && !mention) problems.push(`${e.doc}: ${e.text}: ${parsed.message}`);
      for (const a of args) if (missingPath(a)) problems.push(`${e.doc}: ${e.text}: no ${a} in the repository`);
    }
    expect(problems).toEqual([]);
  });

  it('run as written when cheap: every check example', async () => {
    const checks = all
      .filter((e) => e.name === 'check' && !e.args.some((a) => /<|my-/.test(a)))
      .map((e) => concrete(specOf('check'), e.args))
      .filter((a): a is string[] => a !== null);
    expect(checks.length).toBeGreaterThan(0);
    const once = [...new Map(checks.map((a) => [a.join(' '), a])).values()];
    for (const args of once) {
      const out: string[] = [];
      const io: CliIO = { out: (t) => out.push(t), err: (t) => out.push(t), cwd: PROJECT_ROOT, color: false };
      expect(await main(['check', ...args], io), `rulewright check ${args.join(' ')}\n${out.join('\n')}`).toBe(0);
    }
  }, 120_000);
});
