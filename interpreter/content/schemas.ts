/**
 * The JSON Schemas of a content pack, one per file kind, as static JSON
 * imports so the same module works under Node (tsx, vitest) and in the
 * browser (Vite bundles them). The editor hands these to monaco-yaml; the
 * loader compiles them with ajv.
 */
import actionCards from '../../schemas/action-cards.schema.json' with { type: 'json' };
import board from '../../schemas/board.schema.json' with { type: 'json' };
import dice from '../../schemas/dice.schema.json' with { type: 'json' };
import leaders from '../../schemas/leaders.schema.json' with { type: 'json' };
import pack from '../../schemas/pack.schema.json' with { type: 'json' };
import pieces from '../../schemas/pieces.schema.json' with { type: 'json' };
import setup from '../../schemas/setup.schema.json' with { type: 'json' };
import territoryTokens from '../../schemas/territory-tokens.schema.json' with { type: 'json' };
import timelines from '../../schemas/timelines.schema.json' with { type: 'json' };
import victoryCards from '../../schemas/victory-cards.schema.json' with { type: 'json' };
import worldEvents from '../../schemas/world-events.schema.json' with { type: 'json' };

/** A JSON Schema document as read from disk; ajv checks its shape when compiling. */
export type JsonSchema = Record<string, unknown>;

/** Content file stem (`board` for `board.yaml`) -> its schema. The order is the order files are checked in. */
export const PACK_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  pack,
  board,
  pieces,
  dice,
  'action-cards': actionCards,
  'world-events': worldEvents,
  'victory-cards': victoryCards,
  leaders,
  timelines,
  'territory-tokens': territoryTokens,
  setup,
};

/** The file names a pack consists of, e.g. `board.yaml`. */
export const PACK_FILES: readonly string[] = Object.keys(PACK_SCHEMAS).map((stem) => `${stem}.yaml`);
