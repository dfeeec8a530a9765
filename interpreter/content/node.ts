/**
 * The Node shell around `loadPack`: read a pack folder from disk. Files too
 * large to be content are refused before they are read, and files that are
 * not UTF-8 are reported rather than decoded into garbage.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { Diagnostic } from '../diagnostics/index.ts';
import { compareDiagnostics } from '../diagnostics/index.ts';
import { diagnose } from './codes.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import type { LoadOptions, LoadResult } from './load.ts';
import { loadPack } from './load.ts';
import { keptValidators } from './schema-store.ts';

export { keptValidators } from './schema-store.ts';

export interface DirLoadOptions extends LoadOptions {
  /** Show files relative to this folder (default: `<pack folder name>/board.yaml`, as Diagnostic.file documents). */
  relativeTo?: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function loadPackFromDir<R = unknown>(dir: string, given: DirLoadOptions): Promise<LoadResult<R>> {
  // Validators compiled by an earlier process, unless the caller says where else (schema-store.ts says why).
  const store = given.schemaStore ?? keptValidators();
  const options: DirLoadOptions = store !== undefined ? { ...given, schemaStore: store } : given;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const label =
    options.label ?? (options.relativeTo !== undefined ? (p: string) => relative(options.relativeTo!, join(dir, p)) || p : (p: string) => `${basename(dir)}/${p}`);
  const at = (path: string) => ({ file: path ? label(path) : options.relativeTo !== undefined ? relative(options.relativeTo, dir) || '.' : dir, line: 1, col: 1, end: { line: 1, col: 1 } });
  const early: Diagnostic[] = [];
  const files: Record<string, string> = {};

  let names: string[] = [];
  try {
    const info = await stat(dir);
    if (!info.isDirectory()) throw new Error('not a folder');
    names = (await readdir(dir)).filter((n) => /\.ya?ml$/.test(n)).sort();
  } catch (e) {
    // Nothing else can be said about a folder that is not there: no "missing file" flood.
    const result = loadPack<R>({}, { ...options, label });
    result.diagnostics = [diagnose('RW-PACK-NOT-FOUND', at(''), `cannot read the pack folder "${dir}": ${(e as Error).message}`, 'pass the folder that holds pack.yaml')];
    return result;
  }

  for (const name of names) {
    const path = join(dir, name);
    try {
      const info = await stat(path);
      if (!info.isFile()) continue;
      if (info.size > limits.maxFileChars) {
        early.push(
          diagnose('RW-FILE-TOO-LARGE', at(name), `file is ${Math.ceil(info.size / 1024)} KB, more than the ${Math.ceil(limits.maxFileChars / 1024)} KB a content file may be`, 'split it into smaller files or remove generated data'),
        );
        // Keep the file present (empty) out of the YAML checks, but not reported missing.
        continue;
      }
      const bytes = await readFile(path);
      try {
        files[name] = utf8.decode(bytes);
      } catch {
        early.push(diagnose('RW-FILE-NOT-UTF8', at(name), 'file is not valid UTF-8 text', 'save it as UTF-8'));
      }
    } catch (e) {
      early.push(diagnose('RW-FILE-UNREADABLE', at(name), `cannot read the file: ${(e as Error).message}`));
    }
  }

  const result = loadPack<R>(files, { ...options, label });
  // A file refused here is not also "missing".
  const refused = new Set(early.map((d) => d.file));
  result.diagnostics = [...early, ...result.diagnostics.filter((d) => !(d.code === 'RW-FILE-MISSING' && refused.has(d.file)))].sort(compareDiagnostics);
  if (early.some((d) => d.severity === 'error')) delete result.ruleset;
  return result;
}
