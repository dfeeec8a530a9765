/**
 * The one argument layer (interpreter/cli/args.ts): `--flag=value` and
 * `--flag value` mean the same, a mistake is ONE line naming the command and
 * its help, the help page is generated from the spec the parser reads, and
 * every command's spec takes `--help`.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand, readArgs, usageText, type CommandSpec } from '../../interpreter/cli/args.ts';
import { COMMANDS } from '../../interpreter/cli/commands.ts';
import { main } from '../../interpreter/cli/main.ts';

const SPEC = {
  command: 'rulewright demo',
  summary: 'a demo',
  about: 'A command for the test.',
  positionals: [{ name: 'DIR', help: 'a folder' }],
  options: {
    players: { type: 'int', value: 'N', min: 1, max: 9, help: 'how many' },
    seed: { type: 'text', value: 'S', help: 'the seed' },
    bots: { type: 'list', value: 'LIST', help: 'bots' },
    mode: { type: 'choice', value: 'M', choices: ['fast', 'slow'], help: 'how' },
    json: { type: 'flag', help: 'JSON' },
  },
} as const satisfies CommandSpec;

function mistake(argv: string[]): string {
  const err: string[] = [];
  const code = readArgs(SPEC, argv, { out: () => undefined, err: (t) => err.push(t) });
  expect(code).toBe(2);
  expect(err).toHaveLength(1);
  return err[0]!;
}

describe('the argument layer', () => {
  it('reads --flag=value and --flag value alike', () => {
    for (const argv of [['--players=4', '--seed=x', '--bots=a, b'], ['--players', '4', '--seed', 'x', '--bots', 'a, b']]) {
      const p = parseCommand(SPEC, argv);
      expect(p.kind).toBe('run');
      if (p.kind !== 'run') continue;
      expect(p.values).toEqual({ players: 4, seed: 'x', bots: ['a', 'b'], mode: undefined, json: false });
      expect([...p.given].sort()).toEqual(['bots', 'players', 'seed']);
    }
  });

  it('tells each mistake in one line that points at the help', () => {
    expect(mistake(['--playrs', '2'])).toBe('rulewright demo: unknown option --playrs (did you mean `--players`?); see rulewright demo --help');
    expect(mistake(['--players', 'x'])).toBe('rulewright demo: --players takes a whole number from 1 to 9 (got "x"); see rulewright demo --help');
    expect(mistake(['--players', '12'])).toMatch(/--players takes a whole number from 1 to 9 \(got "12"\)/);
    expect(mistake(['--players', '2.5'])).toMatch(/--players takes a whole number/);
    expect(mistake(['--seed'])).toMatch(/--seed needs a value: --seed S;/);
    expect(mistake(['--seed', '--json'])).toMatch(/--seed needs a value before --json/);
    expect(mistake(['--json=yes'])).toMatch(/--json takes no value/);
    expect(mistake(['--mode', 'fsat'])).toMatch(/--mode takes fast, slow \(got "fsat"\) \(did you mean `fast`\?\)/);
    expect(mistake(['a', 'b'])).toMatch(/takes at most one DIR \(also got "b"\)/);
  });

  it('takes a value that starts with "-" when written --flag=-value, and negative numbers', () => {
    const p = parseCommand(SPEC, ['--seed=-x']);
    expect(p.kind === 'run' && p.values.seed).toBe('-x');
    const n = parseCommand(SPEC, ['--seed', '-5']);
    expect(n.kind === 'run' && n.values.seed).toBe('-5');
  });

  it('answers --help anywhere, even where a value was expected', () => {
    expect(parseCommand(SPEC, ['--players', '3', '--help']).kind).toBe('help');
    expect(parseCommand(SPEC, ['--seed', '--help']).kind).toBe('help');
    expect(parseCommand(SPEC, ['-h']).kind).toBe('help');
  });

  it('generates the help page from the spec: every option, its value, the synopsis', () => {
    const text = usageText(SPEC);
    const synopsis = text.split('\n\n')[0]!.replace(/\s+/g, ' ');
    expect(synopsis).toBe('usage: rulewright demo [DIR] [--players N] [--seed S] [--bots LIST] [--mode M] [--json]');
    for (const flag of ['--players N', '--seed S', '--bots LIST', '--mode M', '--json', '-h, --help']) expect(text).toContain(`  ${flag}`);
  });

  it('gives every command a spec whose help parses and lists each of its options', () => {
    for (const [name, { spec }] of Object.entries(COMMANDS)) {
      expect(spec.command).toBe(`rulewright ${name}`);
      expect(parseCommand(spec, ['--help']).kind).toBe('help');
      const text = usageText(spec);
      for (const option of Object.keys(spec.options)) expect(text, name).toContain(`--${option}`);
      expect(parseCommand(spec, ['--no-such-option']).kind).toBe('usage');
    }
  });

  it('fits every help page in an 80-column terminal', () => {
    for (const [name, { spec }] of Object.entries(COMMANDS)) expect(usageText(spec).split('\n').filter((l) => l.length > 80), name).toEqual([]);
  });

  it('fills an option\'s text beside it whatever line breaks the spec has; a blank line keeps paragraphs', () => {
    const spec: CommandSpec = { command: 'rulewright demo', summary: '', about: 'First\nparagraph.\n\nSecond.', options: { seed: { type: 'text', value: 'S', help: 'the\n   seed' } } };
    const lines = usageText(spec).split('\n');
    expect(lines).toContain('  --seed S    the seed');
    expect(lines.slice(2, 5)).toEqual(['First paragraph.', '', 'Second.']);
  });

  it('takes the content folder as --content DIR in every command that reads one, DIR or not', async () => {
    // docs writes the repository's own pages (its --root), no pack.
    for (const [name, { spec }] of Object.entries(COMMANDS)) if (name !== 'docs') expect(Object.keys(spec.options), name).toContain('content');
    // Where DIR is taken too, the two naming different folders is one line, before anything starts (the editor's server included).
    const err: string[] = [];
    const code = await main(['editor', 'content', '--content', 'content/columbia'], { out: () => undefined, err: (t) => err.push(t), cwd: process.cwd(), color: false });
    expect(code).toBe(2);
    expect(err).toEqual(['rulewright editor: DIR (content) and --content (content/columbia) name different folders: give one; see rulewright editor --help']);
    // A command that takes no DIR, given one as check takes it, says how to give it.
    const told: string[] = [];
    expect(await main(['play', 'content/my-variant'], { out: () => undefined, err: (t) => told.push(t), cwd: process.cwd(), color: false })).toBe(2);
    expect(told).toEqual(['rulewright play: takes no arguments (got "content/my-variant"); a pack folder is given as --content content/my-variant; see rulewright play --help']);
  });
});
