/**
 * Every number a schema accepts is bounded on both sides, so no value in a
 * file can make the engine allocate or loop without end
 * (`skyLineDicePerSpace: 1000000000` once rolled a billion dice). Walks
 * every `*.json` schema under schemas/, in any sub-folder: a schema added
 * later is held to it too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url));

function schemaFiles(): string[] {
  return (readdirSync(SCHEMAS, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
}

/** JSON pointers of the subschemas that accept a number but leave it unbounded above or below. */
function unboundedNumbers(schema: unknown, at = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => unboundedNumbers(s, `${at}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  const types = Array.isArray(s['type']) ? (s['type'] as unknown[]) : [s['type']];
  if (types.includes('integer') || types.includes('number')) {
    const below = typeof s['minimum'] === 'number' || typeof s['exclusiveMinimum'] === 'number';
    const above = typeof s['maximum'] === 'number' || typeof s['exclusiveMaximum'] === 'number';
    if (!below || !above) out.push(at || '/');
  }
  for (const [k, v] of Object.entries(s)) {
    // `enum`, `const`, `default`, `examples` hold values, not subschemas.
    if (k === 'enum' || k === 'const' || k === 'default' || k === 'examples') continue;
    out.push(...unboundedNumbers(v, `${at}/${k}`));
  }
  return out;
}

describe('schema numbers', () => {
  it('the walk finds the schemas, nested folders included', () => {
    expect(schemaFiles().length).toBeGreaterThanOrEqual(13);
    expect(unboundedNumbers({ properties: { a: { type: 'integer', minimum: 0 }, b: { type: ['string', 'number'], minimum: 0, maximum: 1 } } })).toEqual(['/properties/a']);
  });

  it.each(schemaFiles())('every number in %s has a minimum and a maximum', (file) => {
    const schema = JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as unknown;
    expect(unboundedNumbers(schema)).toEqual([]);
  });
});
