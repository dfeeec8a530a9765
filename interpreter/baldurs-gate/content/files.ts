/**
 * The pack's files and where its effect strings are written: what the
 * generic content loader needs from this game (file stems, and for each
 * effect string its file, its YAML path, its context and its key).
 */
import type { SpaceKind } from '../rules.ts';

/** Every file of a Baldur's Gate pack (all required). */
export const PACK_FILES = [
  'pack',
  'board',
  'buildings',
  'agendas',
  'hq-cards',
  'gates',
  'special-locations',
  'factions',
  'attack',
  'pieces',
  'setup',
  'scoring',
] as const;

export type PackFile = (typeof PACK_FILES)[number];

/** Board order of spaces by kind. */
export const SPACE_KIND_ORDER: readonly SpaceKind[] = ['plot', 'hq', 'keep', 'watchtower', 'gate'];

/** One effect string of the pack: where it is written, where it lives, its key. */
export interface EffectSite {
  /** The effect's key in the Ruleset (`card:factory:income`). */
  key: string;
  context: string;
  file: PackFile;
  /** The YAML path to the string inside the file. */
  path: (string | number)[];
  text: string;
}

type Y = Record<string, unknown>;
const arr = (v: unknown): Y[] => (Array.isArray(v) ? (v as Y[]) : []);
const obj = (v: unknown): Y => (v && typeof v === 'object' ? (v as Y) : {});

/** Every effect string of the pack's files (the same keys `buildRules` gives them), in file order. */
export function effectSites(files: Record<string, unknown>): EffectSite[] {
  const out: EffectSite[] = [];
  const add = (key: string, context: string, file: PackFile, path: (string | number)[], text: unknown): void => {
    if (typeof text === 'string') out.push({ key, context, file, path, text });
  };
  const b = obj(files.buildings);
  arr(b.types).forEach((t, i) => add(`type:${String(t.id)}:benefit`, 'connection-benefit', 'buildings', ['types', i, 'benefit'], t.benefit));
  arr(b.cards).forEach((c, i) => {
    add(`card:${String(c.id)}:when-built`, 'building-when-built', 'buildings', ['cards', i, 'whenBuilt'], c.whenBuilt);
    add(`card:${String(c.id)}:income`, 'building-income', 'buildings', ['cards', i, 'income', 'effect'], obj(c.income).effect);
  });
  arr(files.agendas).forEach((a, i) => add(`agenda:${String(a.id)}`, 'agenda', 'agendas', [i, 'score'], a.score));
  const hq = obj(files['hq-cards']);
  const basic = obj(hq.basic);
  add('hq:basic:income', 'hq-income', 'hq-cards', ['basic', 'income'], basic.income);
  arr(basic.options).forEach((o, i) => add(`hq:basic:option:${i}`, 'hq-income', 'hq-cards', ['basic', 'options', i, 'effect'], o.effect));
  arr(hq.cards).forEach((h, i) => {
    const adv = obj(h.advanced);
    const id = String(h.id);
    add(`hq:${id}:advanced:income`, 'hq-income', 'hq-cards', ['cards', i, 'advanced', 'income'], adv.income);
    add(`hq:${id}:ability`, 'hq-ability', 'hq-cards', ['cards', i, 'advanced', 'ability'], adv.ability);
    arr(adv.extraOptions).forEach((o, j) =>
      add(`hq:${id}:advanced:option:${j}`, 'hq-income', 'hq-cards', ['cards', i, 'advanced', 'extraOptions', j, 'effect'], o.effect),
    );
  });
  add('gate:income', 'gate-income', 'gates', ['income', 'effect'], obj(obj(files.gates).income).effect);
  arr(files['special-locations']).forEach((l, i) =>
    arr(l.deals).forEach((d, j) => add(`deal:${String(l.id)}:${j}`, 'deal', 'special-locations', [i, 'deals', j, 'effect'], d.effect)),
  );
  arr(obj(files.factions).tracks).forEach((t, i) =>
    ((t.spaces as unknown[]) ?? []).forEach((s, j) => add(`track:${String(t.id)}:${j + 1}`, 'track-reward', 'factions', ['tracks', i, 'spaces', j], s)),
  );
  const p = obj(obj(files.pieces).benefits);
  add('benefit:hq', 'connection-benefit', 'pieces', ['benefits', 'hq'], p.hq);
  add('benefit:fortification', 'connection-benefit', 'pieces', ['benefits', 'fortification'], p.fortification);
  return out;
}
