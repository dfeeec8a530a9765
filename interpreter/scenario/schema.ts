/**
 * The scenario schema for one game: the generic fields every game's
 * scenarios have (schemas/scenario.schema.json: name, rule, setup's players
 * and seed, a saved position, the script, the generic expectations) with the
 * game's position, setup and expectation fields merged in
 * (`ScenarioHooks.schema`: each game's `schemas/<game>/scenario-fields.schema.json`).
 * Merged rather than referenced, so that a misspelt field of either part is
 * still an unknown field (`additionalProperties: false` sees one object).
 */
import { clone } from '../core/index.ts';
import type { JsonSchema } from '../content/index.ts';
import type { AnyGameModule } from '../games/index.ts';
import genericSchema from '../../schemas/scenario.schema.json' with { type: 'json' };

type Obj = Record<string, unknown>;

export function scenarioSchemaFor(module: AnyGameModule): JsonSchema {
  const s = clone(genericSchema) as unknown as Obj & { properties: Obj; definitions: Obj };
  const part = module.hooks.scenario?.schema;
  if (part === undefined) return s as JsonSchema;
  Object.assign(s.properties, part.position);
  Object.assign(((s.properties['setup'] as Obj)['properties'] as Obj), part.setup ?? {});
  Object.assign(((s.definitions['expect'] as Obj)['properties'] as Obj), part.expect);
  Object.assign(s.definitions, part.definitions ?? {});
  s['title'] = `Scenario (${module.title})`;
  return s as JsonSchema;
}
