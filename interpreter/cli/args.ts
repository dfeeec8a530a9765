/**
 * The one argument layer of every `rulewright` command and every script in
 * bench/: a command declares its options once (a CommandSpec), and gets from
 * that declaration both its parser (node:util `parseArgs`: `--flag=value` and
 * `--flag value`, `--` ends the options) and its `--help` text, so the two
 * cannot drift apart.
 *
 * A usage mistake is told in ONE line that names the command and points at
 * its help (`rulewright play: --players takes a whole number (got "x"); see
 * rulewright play --help`); the caller exits 2 (EXIT.usage). The whole help
 * page is printed only when asked for.
 *
 * A value that starts with "-" after a separate flag is taken as a forgotten
 * value (`--seed --json`), not as the value: written `--seed=-x` it is one.
 * Negative numbers (`--seed -5`) are values.
 */
import { parseArgs } from 'node:util';
import { didYouMean, fillWords } from '../diagnostics/index.ts';

/** Exit statuses every command uses. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

interface Common {
  /** The help text; several lines are joined as they are written. */
  help: string;
}

export type OptionSpec =
  | (Common & { type: 'flag' })
  /** Any text (never empty unless `empty`). */
  | (Common & { type: 'text'; value: string; empty?: boolean; maxLength?: number })
  /** A whole number in [min, max]. */
  | (Common & { type: 'int'; value: string; min?: number; max?: number })
  /** A number in [min, max]. */
  | (Common & { type: 'number'; value: string; min?: number; max?: number })
  /** A comma-separated list (items trimmed, empty items dropped). */
  | (Common & { type: 'list'; value: string })
  /** One of a few words. */
  | (Common & { type: 'choice'; value: string; choices: readonly string[] });

export interface PositionalSpec {
  /** As the help shows it: `DIR`, `PATHS...`. */
  name: string;
  help: string;
  /** How many at least (default 0) and at most (default 1; Infinity for a list). */
  min?: number;
  max?: number;
}

export interface CommandSpec<O extends Readonly<Record<string, OptionSpec>> = Readonly<Record<string, OptionSpec>>> {
  /** How the command is typed: `rulewright play`, `npm run soak --`. */
  command: string;
  /** One line for `rulewright --help`. */
  summary: string;
  /** What the command does: paragraphs of the help page. */
  about: string;
  positionals?: readonly PositionalSpec[];
  /** By flag name without the dashes. */
  options: O;
  /** The help page's last paragraph (exit statuses). */
  exit?: string;
}

type ValueOf<S extends OptionSpec> = S extends { type: 'flag' } ? boolean : S extends { type: 'int' | 'number' } ? number : S extends { type: 'list' } ? string[] : string;

/** The parsed options: a flag is true or false, any other option its value or undefined when not given. */
export type Values<O extends Readonly<Record<string, OptionSpec>>> = { -readonly [K in keyof O]: O[K] extends { type: 'flag' } ? boolean : ValueOf<O[K]> | undefined };

export type Parsed<O extends Readonly<Record<string, OptionSpec>>> =
  | { kind: 'run'; values: Values<O>; positionals: string[]; given: ReadonlySet<keyof O & string> }
  | { kind: 'help' }
  | { kind: 'usage'; message: string };

/** How the command is typed with its options: an npm script takes them after `--`. */
function invocation(spec: CommandSpec): string {
  return spec.command.startsWith('npm run ') ? `${spec.command} --` : spec.command;
}

/** How the help is reached from a mistake: `rulewright play --help`, `npm run soak -- --help`. */
export function helpCommand(spec: CommandSpec): string {
  return `${invocation(spec)} --help`;
}

/** A usage mistake as the one line a command prints. */
export function usageLine(spec: CommandSpec, message: string): string {
  return `${spec.command}: ${message}; see ${helpCommand(spec)}`;
}

function flagOf(name: string, s: OptionSpec): string {
  return s.type === 'flag' ? `--${name}` : `--${name} ${s.value}`;
}

function isNegativeNumber(v: string): boolean {
  return /^-\d/.test(v);
}

function valueOf(name: string, s: OptionSpec, raw: string): unknown {
  const got = `(got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}...` : raw)})`;
  switch (s.type) {
    case 'flag':
      return true;
    case 'text':
      if (raw === '' && !s.empty) return new Problem(`--${name} needs a value (got an empty one): --${name} ${s.value}`);
      if (s.maxLength !== undefined && raw.length > s.maxLength) return new Problem(`--${name} takes at most ${s.maxLength} characters (got ${raw.length})`);
      return raw;
    case 'int':
    case 'number': {
      const n = raw.trim() === '' ? NaN : Number(raw);
      const whole = s.type === 'int';
      const range = rangeText(s.min, s.max);
      const what = `${whole ? 'a whole number' : 'a number'}${range}`;
      if (!Number.isFinite(n) || (whole && !Number.isSafeInteger(n))) return new Problem(`--${name} takes ${what} ${got}`);
      if ((s.min !== undefined && n < s.min) || (s.max !== undefined && n > s.max)) return new Problem(`--${name} takes ${what} ${got}`);
      return n;
    }
    case 'list': {
      const items = raw.split(',').map((x) => x.trim()).filter((x) => x !== '');
      if (items.length === 0) return new Problem(`--${name} takes a comma-separated list ${got}`);
      return items;
    }
    case 'choice':
      if (!s.choices.includes(raw)) {
        const hint = didYouMean(raw, s.choices);
        return new Problem(`--${name} takes ${s.choices.join(', ')} ${got}${hint ? ` (${hint})` : ''}`);
      }
      return raw;
  }
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  if (max !== undefined) return ` of at most ${max}`;
  return '';
}

/** A problem with one argument, told as one line. */
class Problem {
  constructor(readonly message: string) {}
}

/** Reads `argv` against the spec: typed values, the positionals, or help, or the one-line mistake. */
export function parseCommand<O extends Readonly<Record<string, OptionSpec>>>(spec: CommandSpec<O>, argv: readonly string[]): Parsed<O> {
  const options: Record<string, { type: 'boolean' | 'string'; short?: string }> = { help: { type: 'boolean', short: 'h' } };
  for (const [name, s] of Object.entries(spec.options)) options[name] = { type: s.type === 'flag' ? 'boolean' : 'string' };
  // Not strict: every token comes back, so each mistake is worded here, in one line, with a did-you-mean.
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  // `--seed --help` asks for help too (the flag is not taken as the seed).
  const asksHelp = (t: (typeof tokens)[number]) => t.kind === 'option' && (t.name === 'help' || (!t.inlineValue && (t.value === '--help' || t.value === '-h')));
  if (tokens.some(asksHelp)) return { kind: 'help' };
  const values: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(spec.options)) values[name] = s.type === 'flag' ? false : undefined;
  const given = new Set<string>();
  const positionals: string[] = [];
  const known = Object.keys(spec.options).map((n) => `--${n}`);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'option-terminator') continue;
    if (t.kind === 'positional') {
      positionals.push(t.value);
      continue;
    }
    const s = Object.hasOwn(spec.options, t.name) ? spec.options[t.name] : undefined;
    if (s === undefined) {
      const hint = t.rawName.startsWith('--') ? didYouMean(t.rawName, known) : undefined;
      return { kind: 'usage', message: `unknown option ${t.rawName}${hint ? ` (${hint})` : ''}` };
    }
    if (s.type === 'flag') {
      if (t.inlineValue) return { kind: 'usage', message: `--${t.name} takes no value (got "${t.rawName}=${t.value ?? ''}")` };
      values[t.name] = true;
      given.add(t.name);
      continue;
    }
    const raw = t.value;
    if (raw === undefined) return { kind: 'usage', message: `--${t.name} needs a value: ${flagOf(t.name, s)}` };
    if (!t.inlineValue && raw.startsWith('-') && !isNegativeNumber(raw) && raw !== '-') {
      return { kind: 'usage', message: `--${t.name} needs a value before ${raw} (a value that starts with "-" is written --${t.name}=${raw})` };
    }
    const v = valueOf(t.name, s, raw);
    if (v instanceof Problem) return { kind: 'usage', message: v.message };
    values[t.name] = v;
    given.add(t.name);
  }
  const slots = spec.positionals ?? [];
  const most = slots.reduce((n, p) => n + (p.max ?? 1), 0);
  const least = slots.reduce((n, p) => n + (p.min ?? 0), 0);
  if (positionals.length > most) {
    const extra = positionals.slice(most);
    const names = slots.map((p) => p.name).join(' ');
    // `play content/x` as `check content/x` is written: the command takes its pack by --content, so say so.
    const packHint = most === 0 && Object.hasOwn(spec.options, 'content') ? `; a pack folder is given as --content ${extra[0]}` : '';
    return { kind: 'usage', message: most === 0 ? `takes no arguments (got ${JSON.stringify(extra[0])})${packHint}` : `takes at most ${most === 1 ? `one ${names}` : `${most} arguments`} (also got ${JSON.stringify(extra[0])})` };
  }
  if (positionals.length < least) return { kind: 'usage', message: `which ${slots.find((p) => (p.min ?? 0) > 0)?.name ?? 'argument'}?` };
  return { kind: 'run', values: values as Values<O>, positionals, given: given as Set<keyof O & string> };
}

/**
 * A help text's paragraphs as words: the spec's own line breaks are not
 * kept (each text is filled to the page's width), a blank line keeps
 * paragraphs apart.
 */
function paragraphs(text: string): string[][] {
  return text.trim().split(/\n\s*\n/).map((p) => p.split(/\s+/).filter((w) => w !== ''));
}

/** The one-line synopsis: the command, its positionals, its options. */
export function synopsis(spec: CommandSpec): string[] {
  const parts: string[] = [];
  for (const p of spec.positionals ?? []) parts.push((p.min ?? 0) > 0 ? p.name : `[${p.name}]`);
  for (const [name, s] of Object.entries(spec.options)) parts.push(`[${flagOf(name, s)}]`);
  const head = `usage: ${invocation(spec)} `;
  return fillWords(parts, head, ' '.repeat(head.length));
}

/** Paragraphs filled flush left, a blank line between them. */
function prose(text: string): string[] {
  return paragraphs(text).flatMap((words, i) => [...(i > 0 ? [''] : []), ...fillWords(words, '', '')]);
}

/** The `--help` page, generated from the spec the parser reads, filled to a terminal's width. */
export function usageText(spec: CommandSpec): string {
  const rows: [string, string][] = [];
  for (const p of spec.positionals ?? []) rows.push([p.name, p.help]);
  for (const [name, s] of Object.entries(spec.options)) rows.push([flagOf(name, s), s.help]);
  rows.push(['-h, --help', 'show this help']);
  const width = Math.min(22, Math.max(...rows.map(([l]) => l.length))) + 2;
  const pad = ' '.repeat(width + 2);
  const lines: string[] = [...synopsis(spec), '', ...prose(spec.about), ''];
  for (const [left, help] of rows) {
    const words = paragraphs(help).flat();
    if (left.length + 2 > width) lines.push(`  ${left}`, ...fillWords(words, pad, pad));
    else lines.push(...fillWords(words, `  ${left.padEnd(width)}`, pad));
  }
  if (spec.exit !== undefined) lines.push('', ...prose(spec.exit));
  return lines.join('\n');
}

export type Run<O extends Readonly<Record<string, OptionSpec>>> = Extract<Parsed<O>, { kind: 'run' }>;

/**
 * A command's arguments read, or the exit status when there is nothing to
 * run: the help printed (0), or the mistake told in one line (2).
 */
export function readArgs<O extends Readonly<Record<string, OptionSpec>>>(
  spec: CommandSpec<O>,
  argv: readonly string[],
  io: { out: (t: string) => void; err: (t: string) => void },
): Run<O> | number {
  const parsed = parseCommand(spec, argv);
  if (parsed.kind === 'help') {
    io.out(usageText(spec));
    return EXIT.ok;
  }
  if (parsed.kind === 'usage') {
    io.err(usageLine(spec, parsed.message));
    return EXIT.usage;
  }
  return parsed;
}

/**
 * A script's arguments (bench/*.ts, `npm run soak`): the values, or the help
 * printed and exit 0, or the mistake in one line and exit 2.
 */
export function scriptArgs<O extends Readonly<Record<string, OptionSpec>>>(spec: CommandSpec<O>, argv: readonly string[] = process.argv.slice(2)): Run<O> {
  const parsed = readArgs(spec, argv, { out: (t) => process.stdout.write(t + '\n'), err: (t) => process.stderr.write(t + '\n') });
  if (typeof parsed === 'number') process.exit(parsed);
  return parsed;
}
