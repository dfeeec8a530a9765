/**
 * `rulewright docs`: regenerates the reference pages that are derived from
 * code, so they can never drift: today docs/EFFECT-LANGUAGE.md, from the
 * effect language's registry and examples taken from the bundled pack.
 * `--check` only reports whether they are up to date (exit 1 if stale).
 */
import { resolve } from 'node:path';
import { currentEffectLanguageDoc, writeEffectLanguageDoc } from '../dsl/docs.ts';
import { existsSync, readFileSync } from 'node:fs';
import type { CliIO } from './main.ts';
import { processIO } from './main.ts';

const USAGE = `usage: rulewright docs [--check] [--root DIR]

Regenerate docs/EFFECT-LANGUAGE.md from the effect language's registry.

  --check       do not write; exit 1 when the page is out of date
  --root DIR    the repository root (default: the current folder)
  --help        show this help`;

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  const rootAt = argv.indexOf('--root');
  const root = resolve(io.cwd, rootAt >= 0 ? (argv[rootAt + 1] ?? '.') : '.');
  if (argv.includes('--check')) {
    const path = resolve(root, 'docs/EFFECT-LANGUAGE.md');
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const fresh = currentEffectLanguageDoc(root);
    io.out(current === fresh ? `${path} is up to date` : `${path} is out of date: run "rulewright docs"`);
    return current === fresh ? 0 : 1;
  }
  const { path, changed } = writeEffectLanguageDoc(root);
  io.out(changed ? `wrote ${path}` : `${path} is up to date`);
  return 0;
}
