/**
 * One-time Monaco setup: workers, monaco-yaml over the project's schemas,
 * and the theme. Imported once by main.ts before any editor is created.
 */
import './environment.ts';
import * as monaco from 'monaco-editor';
import { configureMonacoYaml, type JSONSchema } from 'monaco-yaml';
import { packSchemaAssociations, schemaAssociations, type PackGame, type SchemaAssociation } from './schema-associations.ts';
import { FALLBACK_GAME, gameModule } from '../../../interpreter/games/index.ts';
import { scenarioSchemaFor } from '../../../interpreter/scenario/index.ts';

// The same files ajv uses in the loader, bundled so the editor needs no request to show them. Until the
// packs are known (the first check says which game each is), the generic ones and the product game's
// (the registry's FALLBACK_GAME) go by file name; then `associatePackSchemas` gives each pack its own game's.
const everySchema = import.meta.glob(['../../../schemas/*.schema.json', '../../../schemas/*/*.schema.json'], { eager: true, import: 'default' });
const productSchemas = Object.fromEntries(
  Object.entries(everySchema).filter(([path]) => /\/schemas\/[^/]+\.schema\.json$/.test(path) || path.includes(`/schemas/${FALLBACK_GAME}/`)),
);

/** A game's scenario schema: the generic one with the game's fields merged in (interpreter/scenario/schema.ts). */
function scenarioSchemaOf(game: string): Record<string, unknown> | null {
  const module = gameModule(game);
  return module ? (scenarioSchemaFor(module) as Record<string, unknown>) : null;
}

const associations = schemaAssociations(productSchemas, scenarioSchemaOf(FALLBACK_GAME));
const asMonacoYaml = (list: readonly SchemaAssociation[]) => list.map((a) => ({ uri: a.uri, fileMatch: a.fileMatch, schema: a.schema as JSONSchema }));

export const monacoYaml = configureMonacoYaml(monaco, {
  enableSchemaRequest: false,
  hover: true,
  completion: true,
  // The pack check (the loader, in a worker) is the one voice on problems: one YAML slip, told once, in plain words.
  validate: false,
  format: { enable: false },
  schemas: asMonacoYaml(associations),
});

/** Each pack's files with its own game's schemas (completion and hover follow the pack's game). */
export function associatePackSchemas(packs: readonly PackGame[]): void {
  if (packs.length === 0) return;
  // A newer update (the next pack's game learnt) cancels this one's revalidation: that rejection is expected, not an error.
  monacoYaml.update({ schemas: asMonacoYaml(packSchemaAssociations(everySchema, packs, scenarioSchemaOf, FALLBACK_GAME)) }).catch((error: unknown) => {
    if (!(error instanceof Error && (error.name === 'Canceled' || error.message === 'Canceled'))) throw error;
  });
}

monaco.editor.defineTheme('rulewright', {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'effect.verb', foreground: '7a3e9d', fontStyle: 'bold' },
    { token: 'effect.keyword', foreground: '0b5cad' },
    { token: 'effect.name', foreground: 'a0522d' },
    { token: 'effect.number', foreground: '098658' },
    { token: 'effect.timing', foreground: 'b35900', fontStyle: 'italic' },
  ],
  colors: {},
});

export { monaco };
