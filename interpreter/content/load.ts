/**
 * Loading a content pack: YAML -> schema -> references -> effect strings ->
 * typed Ruleset. Pure (no file system), so the editor runs the very same
 * code in the browser. It never throws on bad content: every problem is a
 * Diagnostic, and a bug of ours becomes an `RW-INTERNAL` one.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { compareDiagnostics, hasErrors } from '../diagnostics/diagnostic.ts';
import type { ValidatedFiles } from './build.ts';
import { buildRuleset } from './build.ts';
import { diagnose } from './codes.ts';
import type { PackEffects } from './effects.ts';
import { checkEffects } from './effects.ts';
import type { LoadLimits } from './limits.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { fields, int, list, PackData } from './pack-data.ts';
import { checkReferences, collectNames } from './references.ts';
import { PACK_FILES, PACK_SCHEMAS } from './schemas.ts';
import type { Ruleset } from './types.ts';
import { validateFile } from './validate.ts';
import type { SourceFile } from './yaml-file.ts';
import { parseYamlFile } from './yaml-file.ts';

export interface LoadOptions {
  limits?: Partial<LoadLimits>;
  /** How a file is named in diagnostics (default: the key it was given under, e.g. `board.yaml`). */
  label?: (path: string) => string;
  /** Reuse effect-string results from earlier loads in this process for unchanged strings (default true). */
  effectCache?: boolean;
}

/** How many of each component the pack has; what `rulewright check` summarises. */
export interface PackCounts {
  locations: number;
  territories: number;
  adjacencies: number;
  skyLines: number;
  figures: number;
  cardTypes: number;
  decks: number;
  actionCards: number;
  worldEvents: number;
  victoryCards: number;
  leaders: number;
  timelines: number;
  timelineSteps: number;
  territoryTokens: number;
  setups: number;
  effects: number;
  [kind: string]: number;
}

export interface LoadResult {
  /** Present only when the pack has no errors (warnings are fine). */
  ruleset?: Ruleset;
  /** Every effect string, with its AST when it parsed; present whenever the files could be read. */
  effects?: PackEffects;
  diagnostics: Diagnostic[];
  counts: PackCounts;
  /** The parsed files by stem, for tools that map positions (the editor). */
  files: Map<string, SourceFile>;
}

/**
 * Load a pack from its files' texts, keyed by path relative to the pack
 * folder (`board.yaml`). Files in subfolders (scenarios, bots) are not part
 * of the pack proper and are ignored here.
 */
export function loadPack(files: Readonly<Record<string, string>>, options: LoadOptions = {}): LoadResult {
  const limits: LoadLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const label = options.label ?? ((p: string) => p);
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, SourceFile>();
  const result: LoadResult = { diagnostics, counts: emptyCounts(), files: sources };
  const internal = (stage: string, e: unknown) =>
    diagnostics.push(
      diagnose(
        'RW-INTERNAL',
        { file: label('pack.yaml'), line: 1, col: 1, end: { line: 1, col: 1 } },
        `rulewright failed while ${stage}: ${e instanceof Error ? e.message : String(e)}`,
        'this is a bug in rulewright, not in your content: please report it with the pack',
      ),
    );

  // 1. YAML, file by file, then 2. each sound file against its schema.
  let schemaValid = true;
  try {
    for (const path of Object.keys(files)) {
      if (path.includes('/') || !/\.ya?ml$/.test(path)) continue;
      if (!PACK_FILES.includes(path))
        diagnostics.push(
          diagnose('RW-FILE-UNKNOWN', { file: label(path), line: 1, col: 1, end: { line: 1, col: 1 } }, `"${path}" is not a file of a content pack`, `a pack has: ${PACK_FILES.join(', ')}`),
        );
    }
    for (const stem of Object.keys(PACK_SCHEMAS)) {
      const path = `${stem}.yaml`;
      const text = files[path];
      if (typeof text !== 'string') {
        diagnostics.push(
          diagnose('RW-FILE-MISSING', { file: label(path), line: 1, col: 1, end: { line: 1, col: 1 } }, `the pack has no ${path}`, `create it: schemas/${stem}.schema.json lists its fields`),
        );
        schemaValid = false;
        continue;
      }
      const file = parseYamlFile(path, label(path), text, limits, diagnostics);
      if (!file.ok) {
        schemaValid = false;
        continue;
      }
      sources.set(stem, file);
      if (!validateFile(file, stem, diagnostics)) schemaValid = false;
    }
  } catch (e) {
    internal('reading the YAML files', e);
  }

  // 3. References and counts, 4. effect strings: on whatever is readable.
  const flagged = new Set<string>();
  const stemOf = new Map([...sources].map(([stem, f]) => [f.label, stem]));
  for (const d of diagnostics) if (d.path !== undefined && stemOf.has(d.file)) flagged.add(`${stemOf.get(d.file)}#${d.path}`);
  const data = new PackData(sources, diagnostics, flagged);
  try {
    const names = collectNames(data);
    checkReferences(data, names);
    result.effects = checkEffects(data, names, diagnostics, { cache: options.effectCache ?? true });
  } catch (e) {
    internal('checking references and effects', e);
  }

  // 5. The Ruleset, when nothing is wrong.
  try {
    if (schemaValid && !hasErrors(diagnostics)) {
      const validated = Object.fromEntries([...sources].map(([stem, f]) => [stem, f.data])) as unknown as ValidatedFiles;
      result.ruleset = buildRuleset(validated, (stem) => label(`${stem}.yaml`));
    }
  } catch (e) {
    internal('building the ruleset', e);
  }

  try {
    result.counts = result.ruleset ? countRuleset(result.ruleset, result.effects) : countData(data, result.effects);
  } catch (e) {
    internal('counting components', e);
  }
  diagnostics.sort(compareDiagnostics);
  return result;
}

function emptyCounts(): PackCounts {
  return {
    locations: 0,
    territories: 0,
    adjacencies: 0,
    skyLines: 0,
    figures: 0,
    cardTypes: 0,
    decks: 0,
    actionCards: 0,
    worldEvents: 0,
    victoryCards: 0,
    leaders: 0,
    timelines: 0,
    timelineSteps: 0,
    territoryTokens: 0,
    setups: 0,
    effects: 0,
  };
}

function effectCount(effects: PackEffects | undefined): number {
  return effects ? Object.values(effects).reduce((n, byId) => n + Object.keys(byId).length, 0) : 0;
}

function countRuleset(r: Ruleset, effects: PackEffects | undefined): PackCounts {
  return {
    locations: r.board.locations.length,
    territories: r.board.territories.length,
    adjacencies: r.board.locations.reduce((n, l) => n + l.adjacentIds.length, 0) / 2,
    skyLines: r.board.skyLines.length,
    figures: r.pieces.figures.length,
    cardTypes: r.cardTypes.length,
    decks: r.decks.length,
    actionCards: r.actionCards.length,
    worldEvents: r.worldEvents.length,
    victoryCards: r.victoryCards.length,
    leaders: r.leaders.length,
    timelines: r.timelines.length,
    timelineSteps: r.timelines.reduce((n, t) => n + t.steps.length, 0),
    territoryTokens: r.territoryTokens.length,
    setups: r.setups.length,
    effects: effectCount(effects),
  };
}

/** Best-effort counts of a pack with errors, so `check --json` always says what it saw. */
function countData(data: PackData, effects: PackEffects | undefined): PackCounts {
  const n = (stem: string, key: string) => data.entries(stem, key).length;
  const sum = (stem: string, key: string, inner: string | undefined) =>
    data.entries(stem, key).reduce((total, { entry }) => {
      const items = inner === undefined ? [entry] : list(entry[inner]).map(fields);
      return total + items.reduce((t, item) => t + (int(item['count']) ?? 0), 0);
    }, 0);
  return {
    locations: n('board', 'locations'),
    territories: n('board', 'territories'),
    adjacencies: n('board', 'adjacency'),
    skyLines: n('board', 'skyLines'),
    figures: n('pieces', 'figures'),
    cardTypes: n('action-cards', 'cardTypes'),
    decks: n('action-cards', 'decks'),
    actionCards: sum('action-cards', 'decks', 'cards'),
    worldEvents: n('world-events', 'events'),
    victoryCards: n('victory-cards', 'cards'),
    leaders: n('leaders', 'leaders'),
    timelines: n('timelines', 'timelines'),
    timelineSteps: data.entries('timelines', 'timelines').reduce((t, { entry }) => t + list(entry['steps']).length, 0),
    territoryTokens: sum('territory-tokens', 'tokens', undefined),
    setups: n('setup', 'setups'),
    effects: effectCount(effects),
  };
}
