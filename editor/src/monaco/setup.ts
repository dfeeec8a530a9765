/**
 * One-time Monaco setup: workers, monaco-yaml over the project's schemas,
 * and the theme. Imported once by main.ts before any editor is created.
 */
import './environment.ts';
import * as monaco from 'monaco-editor';
import { configureMonacoYaml, type JSONSchema } from 'monaco-yaml';
import { schemaAssociations } from './schema-associations.ts';
import { FALLBACK_GAME, gameModule } from '../../../interpreter/games/index.ts';
import { scenarioSchemaFor } from '../../../interpreter/scenario/index.ts';

// The same files ajv uses in the loader, bundled so the editor needs no request to show them: the generic
// ones and the product game's (its folder is the registry's FALLBACK_GAME). monaco-yaml matches files by
// name, and games share names (board.yaml), so only one game's schemas give hovers and completion; the
// pack check (the loader, in a worker) checks every game's files against their own.
const everySchema = import.meta.glob(['../../../schemas/*.schema.json', '../../../schemas/*/*.schema.json'], { eager: true, import: 'default' });
const schemaModules = Object.fromEntries(
  Object.entries(everySchema).filter(([path]) => /\/schemas\/[^/]+\.schema\.json$/.test(path) || path.includes(`/schemas/${FALLBACK_GAME}/`)),
);

// Scenario files get the product game's fields merged in (per pack by its game: once the editor serves several games).
export const associations = schemaAssociations(schemaModules, scenarioSchemaFor(gameModule(FALLBACK_GAME)!) as Record<string, unknown>);

export const monacoYaml = configureMonacoYaml(monaco, {
  enableSchemaRequest: false,
  hover: true,
  completion: true,
  // The pack check (the loader, in a worker) is the one voice on problems: one YAML slip, told once, in plain words.
  validate: false,
  format: { enable: false },
  schemas: associations.map((a) => ({ uri: a.uri, fileMatch: a.fileMatch, schema: a.schema as JSONSchema })),
});

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
