/**
 * Cross-reference checks of a Baldur's Gate pack (after its schemas): every
 * district, space, type, card and location a file names must exist; ids are
 * unique; a Gate's two districts have a Gate space between them; the counts
 * the printed game has (9 districts, 36 plots, 60 Building cards...) are
 * warnings when a pack differs, so a variant may add or remove components.
 * Pure: problems come back with their file and JSON pointer.
 */

import type { LoaderCode } from '../../content/index.ts';
import { suggest } from '../../diagnostics/index.ts';

export interface Problem {
  code: LoaderCode;
  severity: 'error' | 'warning';
  stem: string;
  pointer: string;
  message: string;
  hint?: string;
}

type Y = Record<string, unknown>;
const arr = (v: unknown): Y[] => (Array.isArray(v) ? (v as Y[]) : []);
const obj = (v: unknown): Y => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Y) : {});

/** What the printed game has, for the count warnings. */
export const PRINTED_COUNTS: Readonly<Record<string, number>> = {
  districts: 9,
  plots: 36,
  buildingCards: 60,
  agendas: 20,
  hqCards: 9,
  gates: 9,
  specialLocations: 9,
  watchtowerSpaces: 15,
  keepSpaces: 9,
  factionTracks: 3,
};

export interface PackNamesBg {
  districts: string[];
  /** District names and the two cities, which effect strings may quote. */
  quotable: string[];
}

export function checkReferences(files: Readonly<Record<string, unknown>>): { problems: Problem[]; names: PackNamesBg } {
  const problems: Problem[] = [];
  const err = (stem: string, pointer: string, message: string, hint?: string, code: LoaderCode = 'RW-REF-UNKNOWN-LOCATION'): void => {
    problems.push({ code, severity: 'error', stem, pointer, message, ...(hint ? { hint } : {}) });
  };
  const unique = (stem: string, list: Y[], base: string, key = 'id'): Set<string> => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      const id = String(x[key]);
      if (seen.has(id)) err(stem, `${base}/${i}/${key}`, `"${id}" is defined twice`, undefined, 'RW-REF-DUPLICATE-ID');
      seen.add(id);
    });
    return seen;
  };
  /** The loader's code for an unknown name of each kind (a district is this game's territory, a space its location). */
  const CODES: Record<string, LoaderCode> = { district: 'RW-REF-UNKNOWN-TERRITORY', space: 'RW-REF-UNKNOWN-LOCATION', 'building type': 'RW-REF-UNKNOWN-CARD-TYPE' };
  const known = (stem: string, pointer: string, id: unknown, set: Set<string>, what: string): void => {
    if (set.has(String(id))) return;
    const near = suggest(String(id), [...set]);
    err(stem, pointer, `no ${what} "${String(id)}"`, near !== undefined ? `did you mean "${near}"?` : `${what}s: ${[...set].join(', ')}`, CODES[what]);
  };

  const board = obj(files.board);
  const districtsY = arr(board.districts);
  const districts = unique('board', districtsY, '/districts');
  const spaces = new Set<string>();
  const plotNumbers = new Set<number>();
  arr(board.plots).forEach((p, i) => {
    const n = Number(p.number);
    if (plotNumbers.has(n)) err('board', `/plots/${i}/number`, `plot ${n} is defined twice`, undefined, 'RW-REF-DUPLICATE-NUMBER');
    plotNumbers.add(n);
    spaces.add(`plot-${n}`);
    known('board', `/plots/${i}/district`, p.district, districts, 'district');
  });
  districtsY.forEach((d, i) => {
    for (const [j, n] of ((d.plots as number[]) ?? []).entries()) if (!plotNumbers.has(n)) err('board', `/districts/${i}/plots/${j}`, `no plot ${n} in plots:`);
  });
  const spacesY = arr(board.spaces);
  for (const id of unique('board', spacesY, '/spaces')) spaces.add(id);
  spacesY.forEach((s, i) => ((s.districts as string[]) ?? []).forEach((d, j) => known('board', `/spaces/${i}/districts/${j}`, d, districts, 'district')));
  arr(board.connections).forEach((c, i) => {
    const pair = c as unknown as string[];
    pair.forEach((s, j) => known('board', `/connections/${i}/${j}`, s, spaces, 'space'));
  });

  const buildings = obj(files.buildings);
  const types = unique('buildings', arr(buildings.types), '/types');
  unique('buildings', arr(buildings.cards), '/cards');
  arr(buildings.cards).forEach((c, i) => known('buildings', `/cards/${i}/type`, c.type, types, 'building type'));
  unique('agendas', arr(files.agendas), '');

  const hq = obj(files['hq-cards']);
  unique('hq-cards', arr(hq.cards), '/cards');
  arr(hq.cards).forEach((h, i) => {
    known('hq-cards', `/cards/${i}/district`, h.district, districts, 'district');
    if (!spaces.has(`hq-${String(h.district)}`)) err('hq-cards', `/cards/${i}/district`, `the board has no HQ space in "${String(h.district)}" (hq-${String(h.district)})`, undefined, 'RW-REF-UNKNOWN-LOCATION');
  });

  const gateSpaces = spacesY.filter((s) => s.kind === 'gate').map((s) => ((s.districts as string[]) ?? []).slice().sort().join('|'));
  const gates = obj(files.gates);
  unique('gates', arr(gates.cards), '/cards');
  arr(gates.cards).forEach((g, i) => {
    const ds = (g.districts as string[]) ?? [];
    ds.forEach((d, j) => known('gates', `/cards/${i}/districts/${j}`, d, districts, 'district'));
    if (ds.every((d) => districts.has(d)) && !gateSpaces.includes(ds.slice().sort().join('|'))) err('gates', `/cards/${i}/districts`, `the board has no Gate space between ${ds.join(' and ')}`, undefined, 'RW-REF-UNKNOWN-LOCATION');
  });

  const locations = arr(files['special-locations']);
  unique('special-locations', locations, '');
  const located = new Set<string>();
  locations.forEach((l, i) => {
    known('special-locations', `/${i}/district`, l.district, districts, 'district');
    if (located.has(String(l.district))) err('special-locations', `/${i}/district`, `"${String(l.district)}" already has a Special Location`, undefined, 'RW-REF-DUPLICATE-ID');
    located.add(String(l.district));
  });
  unique('factions', arr(obj(files.factions).tracks), '/tracks');

  const counts: Record<string, [number, string, string]> = {
    districts: [districts.size, 'board', '/districts'],
    plots: [plotNumbers.size, 'board', '/plots'],
    buildingCards: [arr(buildings.cards).length, 'buildings', '/cards'],
    agendas: [arr(files.agendas).length, 'agendas', ''],
    hqCards: [arr(hq.cards).length, 'hq-cards', '/cards'],
    gates: [arr(gates.cards).length, 'gates', '/cards'],
    specialLocations: [locations.length, 'special-locations', ''],
    watchtowerSpaces: [spacesY.filter((s) => s.kind === 'watchtower').length, 'board', '/spaces'],
    keepSpaces: [spacesY.filter((s) => s.kind === 'keep').length, 'board', '/spaces'],
    factionTracks: [arr(obj(files.factions).tracks).length, 'factions', '/tracks'],
  };
  for (const [k, [n, stem, pointer]] of Object.entries(counts)) {
    const printed = PRINTED_COUNTS[k]!;
    if (n !== printed) problems.push({ code: 'RW-COUNT-COMPONENTS', severity: 'warning', stem, pointer, message: `${n} ${k}: the printed game has ${printed}` });
  }
  const names = districtsY.map((d) => String(d.name));
  return { problems, names: { districts: [...districts], quotable: [...names, 'Upper City', 'Lower City'] } };
}
