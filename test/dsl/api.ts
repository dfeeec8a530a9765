/**
 * The effect language as the tests use it: the public API, read in
 * Columbia's words unless a test passes another registry (the language
 * itself has no default registry: a string is always read in one game's
 * words). `registry` is the one the tests' strings are written in.
 */
import * as dsl from '../../interpreter/dsl/index.ts';
import { registryFor } from '../../interpreter/games/index.ts';

export * from '../../interpreter/dsl/index.ts';

export const registry: dsl.Registry = registryFor('columbia');

type Without<T> = Omit<T, 'registry'> & { registry?: dsl.Registry };

export function parseEffect(text: string, options: Without<dsl.ParseOptions> = {}): dsl.ParseResult {
  return dsl.parseEffect(text, { registry, ...options });
}

export function countParses(text: string, options: Without<dsl.ParseOptions> = {}): number {
  return dsl.countParses(text, { registry, ...options });
}

export function checkEffect(program: dsl.Program, options: Without<dsl.CheckOptions> = {}): dsl.CheckResult {
  return dsl.checkEffect(program, { registry, ...options });
}

export function analyzeEffect(text: string, options: Without<dsl.AnalyzeOptions> = {}): ReturnType<typeof dsl.analyzeEffect> {
  return dsl.analyzeEffect(text, { registry, ...options });
}

export function registryIds(r: dsl.Registry = registry, kinds?: readonly dsl.EntryKind[]): string[] {
  return dsl.registryIds(r, kinds);
}
