/**
 * The content a scenario runs on: a pack loaded as its game (the module,
 * the Ruleset, the effects with their checked ASTs), and what every scenario
 * of the pack shares, built once per pack when first needed: the schema
 * validator with the game's fields merged in, the game's rules as a GameDef,
 * the aliases answers may use. Kept on the pack object, not in module-level
 * caches, so a pack reloaded under new content starts afresh.
 */
import type { ValidateFunction } from 'ajv';
import { compileSchemas, type PackEffects, type SchemaStore } from '../content/index.ts';
import { createEngine, type AnyGameDef, type Engine, type PlayerId } from '../core/index.ts';
import type { ScenarioNames } from '../game/index.ts';
import type { AnyGameModule } from '../games/index.ts';
import type { Aliases } from './match.ts';
import { seatNames } from './names.ts';
import { scenarioSchemaFor } from './schema.ts';

export class ScenarioPack {
  private validatorMade: ValidateFunction | null = null;
  private gameMade: AnyGameDef | null = null;
  private aliasesMade: Aliases | null | undefined = undefined;

  constructor(
    readonly module: AnyGameModule,
    readonly rules: unknown,
    readonly effects: PackEffects | null,
    /** Where validators compiled by an earlier process are kept (Node: `keptValidators()`); none: compiled here. */
    private readonly schemaStore?: SchemaStore,
  ) {}

  /** The scenario schema for this pack's game, compiled once (with the content schemas' options), or loaded as kept. */
  validator(): ValidateFunction {
    this.validatorMade ??= compileSchemas({ scenario: scenarioSchemaFor(this.module) }, this.schemaStore).get('scenario')!;
    return this.validatorMade;
  }

  /** The game's rules for this pack, as the core runs them (built once: scenario engines derive from it). */
  game(): AnyGameDef {
    this.gameMade ??= this.module.createGame(this.rules, this.effects);
    return this.gameMade;
  }

  /** An engine of the real rules, set up as a new game. */
  engine(): Engine<unknown, unknown> {
    return createEngine(this.game(), this.rules);
  }

  /** Extra names answers may use for options (the game's), or null. */
  aliases(): Aliases | null {
    if (this.aliasesMade === undefined) this.aliasesMade = this.module.hooks.scenario?.aliases?.(this.rules) ?? null;
    return this.aliasesMade;
  }

  /** The names a scenario of this pack writes, for these seats. */
  names(players: readonly PlayerId[]): ScenarioNames {
    return this.module.hooks.scenario?.names?.(this.rules, players) ?? seatNames(this.module, this.rules, players);
  }
}
