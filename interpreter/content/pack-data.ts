/**
 * The parsed files of a pack, as the reference checks and the effect checks
 * see them: plain data that may still be malformed where the schema found
 * fault, so every read here is defensive, and a file whose YAML was unusable
 * is simply absent (checks that need it are skipped rather than guessed).
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { diagnose } from './codes.ts';
import type { LoaderCode } from './codes.ts';
import { keySpan, valueSpan } from './locate.ts';
import type { SourceFile, Span } from './yaml-file.ts';

/** A mapping read from YAML: unknown values until checked. */
export type Fields = Readonly<Record<string, unknown>>;

export function list(v: unknown): readonly unknown[] {
  return Array.isArray(v) ? v : [];
}

export function fields(v: unknown): Fields {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : {};
}

export function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function int(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export class PackData {
  constructor(
    /** File stem (`board`) -> its parsed file, for files whose YAML is sound. */
    readonly files: ReadonlyMap<string, SourceFile>,
    readonly out: Diagnostic[],
    /** `stem#pointer` of values an earlier stage already reported. */
    private readonly flagged: ReadonlySet<string> = new Set(),
  ) {}

  has(stem: string): boolean {
    return this.files.has(stem);
  }

  /** The top-level mapping of a file (empty when the file is absent or not a mapping). */
  root(stem: string): Fields {
    return fields(this.files.get(stem)?.data);
  }

  /** Whether a file has this top-level list (counting a list the schema rejected would only add noise). */
  hasList(stem: string, key: string): boolean {
    return Array.isArray(this.root(stem)[key]);
  }

  /** Entries of a top-level list, e.g. `entries('board', 'locations')`, each with its JSON pointer. */
  entries(stem: string, key: string): { entry: Fields; at: string; index: number }[] {
    return list(this.root(stem)[key]).map((e, index) => ({ entry: fields(e), at: `/${key}/${index}`, index }));
  }

  span(stem: string, pointer: string, part: 'key' | 'value' = 'value'): Span {
    const file = this.files.get(stem);
    if (!file) return { file: `${stem}.yaml`, line: 1, col: 1, end: { line: 1, col: 1 } };
    return part === 'key' ? keySpan(file, pointer) : valueSpan(file, pointer);
  }

  report(code: LoaderCode, stem: string, pointer: string, message: string, hint?: string, part: 'key' | 'value' = 'value'): void {
    // One problem per value: a value the schema already rejected is not also an unknown reference.
    if (this.flagged.has(`${stem}#${pointer}`)) return;
    this.out.push(diagnose(code, { ...this.span(stem, pointer, part), path: pointer }, message, hint));
  }
}
