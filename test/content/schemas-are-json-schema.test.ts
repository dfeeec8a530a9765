/**
 * Every schema the product ships is a valid JSON Schema. The loader compiles
 * them without checking them against the meta-schema (content/validate.ts
 * `compileSchemas`: that check cost each process a tenth of its pack
 * loading; the scenario runner compiles each game's scenario schema the
 * same way), so this is where a schema with a misspelt keyword or a wrong
 * type is caught.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../interpreter/games/index.ts';
import { scenarioSchemaFor } from '../../interpreter/scenario/index.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? schemaFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

const metaCheck = () => new Ajv({ strict: false, allowUnionTypes: true });

describe('the shipped schemas', () => {
  const files = schemaFiles(join(ROOT, 'schemas'));

  it('are found (every game has its own)', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('are each a valid JSON Schema', () => {
    const ajv = metaCheck();
    const invalid = files.filter((f) => !ajv.validateSchema(JSON.parse(readFileSync(f, 'utf8')))).map((f) => `${relative(ROOT, f)}: ${ajv.errorsText()}`);
    expect(invalid).toEqual([]);
  });

  it("are each, as a game's scenario schema (the generic one with the game's fields merged in), a valid JSON Schema", () => {
    const ajv = metaCheck();
    const invalid = GAMES.filter((g) => !ajv.validateSchema(scenarioSchemaFor(g))).map((g) => `${g.id}: ${ajv.errorsText()}`);
    expect(invalid).toEqual([]);
  });

  it('would be caught if one were not', () => {
    expect(metaCheck().validateSchema({ type: 'object', properties: { combat: { type: 'numbr' } } })).toBe(false);
  });
});
