/**
 * The content half of the Baldur's Gate module: a pack's twelve files and
 * their schemas (schemas/baldurs-gate/), the references between them, where
 * the effect strings live, the component counts, and the Ruleset. The
 * generic loader (interpreter/content/) runs these stages.
 */
import { schemaSet, type ContentSpec, type EffectSite, type JsonSchema, type PackData } from '../../content/index.ts';
import agendas from '../../../schemas/baldurs-gate/agendas.schema.json' with { type: 'json' };
import attack from '../../../schemas/baldurs-gate/attack.schema.json' with { type: 'json' };
import board from '../../../schemas/baldurs-gate/board.schema.json' with { type: 'json' };
import buildings from '../../../schemas/baldurs-gate/buildings.schema.json' with { type: 'json' };
import factions from '../../../schemas/baldurs-gate/factions.schema.json' with { type: 'json' };
import gates from '../../../schemas/baldurs-gate/gates.schema.json' with { type: 'json' };
import hqCards from '../../../schemas/baldurs-gate/hq-cards.schema.json' with { type: 'json' };
import pack from '../../../schemas/baldurs-gate/pack.schema.json' with { type: 'json' };
import pieces from '../../../schemas/baldurs-gate/pieces.schema.json' with { type: 'json' };
import scoring from '../../../schemas/baldurs-gate/scoring.schema.json' with { type: 'json' };
import setup from '../../../schemas/baldurs-gate/setup.schema.json' with { type: 'json' };
import specialLocations from '../../../schemas/baldurs-gate/special-locations.schema.json' with { type: 'json' };
import type { BgRules } from '../rules.ts';
import { buildRules } from './build.ts';
import { effectSites as sitesOf, PACK_FILES } from './files.ts';
import { checkReferences } from './references.ts';

/** Content file stem -> its schema, in the order files are checked. */
export const BG_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  pack,
  board,
  buildings,
  agendas,
  'hq-cards': hqCards,
  gates,
  'special-locations': specialLocations,
  factions,
  attack,
  pieces,
  setup,
  scoring,
};

/** The kinds of component that hold effect strings (an effect key's first part). */
export const BG_EFFECT_KINDS = ['type', 'card', 'agenda', 'hq', 'gate', 'deal', 'track', 'benefit'] as const;

/** The pack's files as plain data, for the checks that read them whole. */
function filesOf(data: PackData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const stem of PACK_FILES) if (data.has(stem)) out[stem] = data.files.get(stem)!.data;
  return out;
}

function pointerOf(path: readonly (string | number)[]): string {
  return path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export const baldursGateContent: ContentSpec<BgRules> = {
  schemas: BG_SCHEMAS,
  validators: schemaSet(BG_SCHEMAS),
  schemaDir: 'schemas/baldurs-gate',
  effectKinds: BG_EFFECT_KINDS,
  check(data) {
    const { problems, names } = checkReferences(filesOf(data));
    for (const p of problems) data.report(p.code, p.stem, p.pointer, p.message, p.hint);
    return { districts: names.quotable };
  },
  effectSites(data): EffectSite[] {
    return sitesOf(filesOf(data)).map((s) => ({
      kind: s.key.slice(0, s.key.indexOf(':')),
      id: s.key,
      role: 'effect',
      context: s.context,
      stem: s.file,
      pointer: pointerOf(s.path),
      text: s.text,
    }));
  },
  build: (files) => buildRules(files as Record<string, unknown>),
  counts(rules, data) {
    if (rules) {
      return {
        districts: rules.districts.length,
        plots: rules.plotDistrict.length - 1,
        buildingCards: rules.cardOrder.length,
        agendas: rules.agendaOrder.length,
        hqCards: rules.hqOrder.length,
        gates: rules.gateOrder.length,
        specialLocations: rules.locationOrder.length,
        factionTracks: rules.tracks.length,
      };
    }
    const n = (stem: string, key: string | null): number => {
      const root = data.files.get(stem)?.data as Record<string, unknown> | unknown[] | undefined;
      const list = key === null ? root : (root as Record<string, unknown> | undefined)?.[key];
      return Array.isArray(list) ? list.length : 0;
    };
    return {
      districts: n('board', 'districts'),
      plots: n('board', 'plots'),
      buildingCards: n('buildings', 'cards'),
      agendas: n('agendas', null),
      hqCards: n('hq-cards', 'cards'),
      gates: n('gates', 'cards'),
      specialLocations: n('special-locations', null),
      factionTracks: n('factions', 'tracks'),
    };
  },
  summary: [
    ['districts', 'district', 'districts'],
    ['plots', 'plot', 'plots'],
    ['buildingCards', 'building card', 'building cards'],
    ['agendas', 'agenda', 'agendas'],
    ['hqCards', 'HQ card', 'HQ cards'],
    ['gates', 'gate', 'gates'],
    ['specialLocations', 'special location', 'special locations'],
    ['factionTracks', 'faction track', 'faction tracks'],
    ['effects', 'effect string', 'effect strings'],
  ],
};
