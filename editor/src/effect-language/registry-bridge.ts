/**
 * The effect language's registry of verbs (interpreter/dsl/registry.ts), seen
 * from the editor: each verb's name, inflections, one-line description and
 * example, for completion and hover. Looked up by file name so the editor
 * builds and runs (with names-only completion) before the registry exists.
 */

export interface VerbInfo {
  name: string;
  aliases: string[];
  description: string;
  example?: string;
  /** A one-line shape, e.g. `gain EXPR eagles`. */
  shape?: string;
  kind?: string;
}

const registryModules = import.meta.glob<Record<string, unknown>>('../../../interpreter/dsl/registry.ts');

function adaptEntry(raw: unknown): VerbInfo | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const name = typeof r.name === 'string' ? r.name : typeof r.verb === 'string' ? r.verb : undefined;
  if (!name) return undefined;
  const aliases = Array.isArray(r.aliases) ? r.aliases.filter((a): a is string => typeof a === 'string') : [];
  const examples = Array.isArray(r.examples) ? r.examples.filter((e): e is string => typeof e === 'string') : [];
  const info: VerbInfo = {
    name,
    aliases,
    description: typeof r.description === 'string' ? r.description : typeof r.summary === 'string' ? r.summary : '',
  };
  const example = typeof r.example === 'string' ? r.example : examples[0];
  if (example !== undefined) info.example = example;
  const shape = typeof r.shape === 'string' ? r.shape : typeof r.signature === 'string' ? r.signature : typeof r.usage === 'string' ? r.usage : undefined;
  if (shape !== undefined) info.shape = shape;
  if (typeof r.kind === 'string') info.kind = r.kind;
  return info;
}

/** Reads whatever collection of entries the registry module exports. */
export function adaptRegistry(mod: Record<string, unknown>): VerbInfo[] {
  const out: VerbInfo[] = [];
  for (const value of Object.values(mod)) {
    const list = Array.isArray(value) ? value : value && typeof value === 'object' && !('name' in value) ? Object.values(value) : [];
    for (const raw of list) {
      const v = adaptEntry(raw);
      if (v && (raw as Record<string, unknown>).description !== undefined) out.push(v);
    }
    if (out.length > 0) break;
  }
  return out;
}

let verbsPromise: Promise<VerbInfo[]> | undefined;

export function loadVerbs(): Promise<VerbInfo[]> {
  verbsPromise ??= (async () => {
    for (const importModule of Object.values(registryModules)) {
      try {
        return adaptRegistry(await importModule());
      } catch {
        return [];
      }
    }
    return [];
  })();
  return verbsPromise;
}
