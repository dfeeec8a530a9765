/**
 * Which JSON Schema checks which content file. The rule is the loader's:
 * a game's `schemas/<game>/<stem>.schema.json` describes `<stem>.yaml` of its
 * packs, a `scenario` schema (with the game's fields merged in) every file
 * under a pack's `scenarios/` folder, and `bot` every file under `bots/`.
 * Before the packs are known the product game's schemas go by file name
 * alone; once they are, each pack's files get its own game's schemas by the
 * pack's folder (`packSchemaAssociations`). Pure, so it is unit-tested.
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
    const isBot = stem === 'bot';
    out.push({
      // The same URI a file's `# yaml-language-server: $schema=../../schemas/<game>/<stem>.schema.json` line
      // resolves to from `file:///content/<pack>/<file>`, so that line finds the bundled schema.
      uri: `file:///schemas/${/schemas\/(.+\.schema\.json)$/.exec(file)?.[1] ?? `${stem}.schema.json`}`,
      fileMatch: isScenario
        ? ['scenarios/*.yaml', 'scenarios/*.yml', 'scenarios/**/*.yaml']
        : isBot
          ? ['bots/*.yaml', 'bots/*.yml', 'bots/**/*.yaml']
          : [`${stem}.yaml`, `${stem}.yml`],
      schema: s,
      stem,
    });
  }
  return out.sort((a, b) => a.stem.localeCompare(b.stem));
}

/** A pack as the check read it: its folder in the content folder ('' when the folder is the pack) and its game. */
export interface PackGame {
  root: string;
  game: string;
}

/** A schema file of no game (`schemas/bot.schema.json`), shared by every game's packs. */
const isGeneric = (schemaPath: string) => /\/schemas\/[^/]+\.schema\.json$/.test(schemaPath);

/**
 * Each pack's files with its own game's schemas: `<root>/board.yaml` of a
 * Baldur's Gate pack gets `schemas/baldurs-gate/board.schema.json`, the
 * Columbia pack beside it Columbia's. A schema several packs of one game
 * share is one association matching all their folders. The scenario schema
 * differs per game (its fields merged in), so each game's has its own URI;
 * the product game's keeps the plain one the scenario files' `$schema` lines
 * name.
 */
export function packSchemaAssociations(
  schemas: Record<string, unknown>,
  packs: readonly PackGame[],
  scenarioFor: (game: string) => Record<string, unknown> | null,
  productGame: string,
): SchemaAssociation[] {
  const byUri = new Map<string, SchemaAssociation>();
  for (const pack of packs) {
    const prefix = pack.root === '' ? '' : `${pack.root}/`;
    const own = Object.fromEntries(Object.entries(schemas).filter(([path]) => isGeneric(path) || path.includes(`/schemas/${pack.game}/`)));
    for (const a of schemaAssociations(own, scenarioFor(pack.game))) {
      const uri = a.stem === 'scenario' && pack.game !== productGame ? `file:///schemas/${pack.game}/scenario.schema.json` : a.uri;
      const fileMatch = a.fileMatch.map((glob) => prefix + glob);
      const known = byUri.get(uri);
      if (known) known.fileMatch.push(...fileMatch.filter((g) => !known.fileMatch.includes(g)));
      else byUri.set(uri, { ...a, uri, fileMatch });
    }
  }
  return [...byUri.values()].sort((a, b) => a.uri.localeCompare(b.uri));
}

/** The schema stem for a content path, by the same rule (for labels and tests). */
export function stemForContentPath(path: string, stems: readonly string[]): string | undefined {
  const parts = path.split('/');
  if (parts.includes('scenarios')) return stems.find((s) => s === 'scenario' || s === 'scenarios');
  const base = parts[parts.length - 1]!.replace(/\.ya?ml$/i, '');
  return stems.includes(base) ? base : undefined;
}
