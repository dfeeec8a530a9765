/**
 * Which JSON Schema checks which content file. The rule is the loader's:
 * a game's `schemas/<game>/<stem>.schema.json` describes `<stem>.yaml` of its
 * packs, and a `scenario` schema describes every file under a pack's
 * `scenarios/` folder. The editor associates the product game's schemas by
 * file name (one game's packs today; per pack by its `game:` once the
 * editor serves several games). Pure, so it is unit-tested and shared by
 * monaco-yaml and the content tree.
 */

export interface SchemaAssociation {
  /** The schema's identity for monaco-yaml, also shown as the source in hovers. */
  uri: string;
  /** monaco-yaml globs (it prefixes each with `**∕`). */
  fileMatch: string[];
  schema: Record<string, unknown>;
  stem: string;
}

/** `../../../schemas/<game>/board.schema.json` -> `board`. */
export function schemaStem(schemaPath: string): string | undefined {
  const m = /([^/]+)\.schema\.json$/.exec(schemaPath);
  return m?.[1];
}

/**
 * `scenario`: the scenario schema with the game's fields merged in
 * (interpreter/scenario/schema.ts), used instead of the generic file; a
 * game's part of it (`<game>/scenario-fields.schema.json`) checks no file by itself.
 */
export function schemaAssociations(schemas: Record<string, unknown>, scenario: Record<string, unknown> | null = null): SchemaAssociation[] {
  const out: SchemaAssociation[] = [];
  for (const [file, schema] of Object.entries(schemas)) {
    const stem = schemaStem(file);
    if (stem === undefined || stem.endsWith('-fields') || typeof schema !== 'object' || schema === null) continue;
    const s = stem === 'scenario' && scenario !== null ? scenario : (schema as Record<string, unknown>);
    const isScenario = stem === 'scenario' || stem === 'scenarios';
    out.push({
      // The same URI a file's `# yaml-language-server: $schema=../../schemas/<game>/<stem>.schema.json` line
      // resolves to from `file:///content/<pack>/<file>`, so that line finds the bundled schema.
      uri: `file:///schemas/${/schemas\/(.+\.schema\.json)$/.exec(file)?.[1] ?? `${stem}.schema.json`}`,
      fileMatch: isScenario ? ['scenarios/*.yaml', 'scenarios/*.yml', 'scenarios/**/*.yaml'] : [`${stem}.yaml`, `${stem}.yml`],
      schema: s,
      stem,
    });
  }
  return out.sort((a, b) => a.stem.localeCompare(b.stem));
}

/** The schema stem for a content path, by the same rule (for labels and tests). */
export function stemForContentPath(path: string, stems: readonly string[]): string | undefined {
  const parts = path.split('/');
  if (parts.includes('scenarios')) return stems.find((s) => s === 'scenario' || s === 'scenarios');
  const base = parts[parts.length - 1]!.replace(/\.ya?ml$/i, '');
  return stems.includes(base) ? base : undefined;
}
