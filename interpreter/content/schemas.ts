/**
 * The schema every pack's `pack.yaml` header follows, whatever its game
 * (`game`, `id`, `name`, `version`, `description`). Each game's own schemas
 * (schemas/<game>/*.schema.json) come with its module's content spec. Static
 * JSON imports, so the same module works under Node (tsx, vitest) and in the
 * browser (Vite bundles them).
 */
import packHeader from '../../schemas/pack-header.schema.json' with { type: 'json' };

/** A JSON Schema document as read from disk; ajv checks its shape when compiling. */
export type JsonSchema = Record<string, unknown>;

/** The pack.yaml fields every game's pack has. */
export const PACK_HEADER_SCHEMA: JsonSchema = packHeader;
