/**
 * Runs the project's own content loader (interpreter/content, the same code
 * the CLI uses) over the texts in the editor, unsaved edits included, and
 * returns its diagnostics with content paths (`columbia/board.yaml`).
 *
 * The loader is pure (no file system), so it runs in the browser; the editor
 * runs this in a worker (pack-check.worker.ts) so typing never waits for it.
 */
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { compareDiagnostics } from '../../../interpreter/diagnostics/index.ts';
import { loadGamePack as loadPack } from '../../../interpreter/games/index.ts';

export interface PackCheck {
  diagnostics: Diagnostic[];
  /** Component counts per pack, from the loader. */
  counts: Record<string, Record<string, number>>;
  millis: number;
}

/**
 * Maps whatever the loader calls a file back to the editor's content path:
 * `content/columbia/board.yaml`, `columbia/board.yaml` and `board.yaml`
 * (inside pack `columbia`) all become `columbia/board.yaml`.
 */
export function contentPath(file: string, pack: string, known: ReadonlySet<string>): string {
  let f = file.replace(/\\/g, '/').replace(/^\.\//, '');
  const at = f.lastIndexOf(`content/${pack}/`);
  if (at !== -1) f = f.slice(at + 'content/'.length);
  if (known.has(f)) return f;
  if (known.has(`${pack}/${f}`)) return `${pack}/${f}`;
  return f.startsWith(`${pack}/`) ? f : `${pack}/${f}`;
}

/** Groups content paths by pack (their top-level folder). */
export function packsOf(paths: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of paths) {
    const slash = p.indexOf('/');
    if (slash === -1) continue;
    const pack = p.slice(0, slash);
    const list = out.get(pack) ?? [];
    list.push(p);
    out.set(pack, list);
  }
  return out;
}

export function checkPacks(texts: ReadonlyMap<string, string>): PackCheck {
  const started = performance.now();
  const known = new Set(texts.keys());
  const diagnostics: Diagnostic[] = [];
  const counts: Record<string, Record<string, number>> = {};
  for (const [pack, paths] of packsOf(texts.keys())) {
    // The loader reads a pack's files by their names inside the pack folder (`board.yaml`).
    const files: Record<string, string> = {};
    for (const p of paths) files[p.slice(pack.length + 1)] = texts.get(p)!;
    try {
      const result = loadPack(files, { label: (p) => `${pack}/${p}` });
      for (const d of result.diagnostics) diagnostics.push({ ...d, file: contentPath(d.file, pack, known) });
      counts[pack] = { ...result.counts };
    } catch (error) {
      // The loader promises never to throw; if it does anyway, the designer keeps editing and sees why.
      diagnostics.push({
        file: paths[0]!,
        line: 1,
        col: 1,
        end: { line: 1, col: 1 },
        severity: 'error',
        code: 'RW-INTERNAL',
        message: `the content loader failed on pack "${pack}": ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  diagnostics.sort(compareDiagnostics);
  return { diagnostics, counts, millis: Math.round(performance.now() - started) };
}
