/**
 * The pack's files (parsed YAML, already schema-checked) -> the Ruleset the
 * rules read. Pure: no I/O. Every effect string gets a key and a context
 * (`effectSites` lists the same ones with where they are written, for the
 * loader's diagnostics).
 */
import type {
  BgRules,
  BuildingCard,
  Cost,
  District,
  FactionTrack,
  GateCard,
  HqCard,
  HqSide,
  IncomeBenefit,
  SpecialLocation,
  Space,
  SpaceKind,
} from '../rules.ts';
import { plotSpace } from '../rules.ts';
import { SPACE_KIND_ORDER } from './files.ts';

/* The YAML shapes (as the schemas admit them). */
interface Y {
  [k: string]: unknown;
}
type Files = Record<string, unknown>;

const obj = (v: unknown): Y => (v && typeof v === 'object' ? (v as Y) : {});
const arr = (v: unknown): Y[] => (Array.isArray(v) ? (v as Y[]) : []);
const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
const num = (v: unknown, d = 0): number => (typeof v === 'number' ? v : d);

function cost(v: unknown): Cost {
  const c = obj(v);
  const out: Cost = {};
  for (const k of ['gold', 'supplies', 'favor', 'reserveTokens'] as const) if (typeof c[k] === 'number' && c[k] > 0) out[k] = c[k];
  return out;
}

/** Builds the Ruleset. `files` maps a file stem (`board`, `buildings`...) to its parsed content. */
export function buildRules(files: Files): BgRules {
  const effects: Record<string, string> = {};
  const contexts: Record<string, string> = {};
  const fx = (key: string, context: string, text: unknown): string => {
    effects[key] = str(text);
    contexts[key] = context;
    return key;
  };

  const pack = obj(files.pack);
  const board = obj(files.board);
  const locationsY = arr(files['special-locations']);

  const locationOfDistrict: Record<string, string> = {};
  const locations: Record<string, SpecialLocation> = {};
  for (const l of locationsY) {
    const id = str(l.id);
    locationOfDistrict[str(l.district)] = id;
    locations[id] = {
      id,
      name: str(l.name),
      district: str(l.district),
      at: (l.at as [number, number]) ?? [0, 0],
      deals: arr(l.deals).map((d, i) => ({ cost: num(d.cost), text: str(d.text), effect: fx(`deal:${id}:${i}`, 'deal', d.effect) })),
    };
  }

  const districts: District[] = arr(board.districts).map((d) => ({
    id: str(d.id),
    name: str(d.name),
    city: str(d.city) === 'upper' ? 'upper' : 'lower',
    colour: str(d.colour),
    plots: (d.plots as number[]) ?? [],
    area: (d.area as [number, number]) ?? [0, 0],
    location: locationOfDistrict[str(d.id)] ?? '',
  }));
  const districtById: Record<string, District> = {};
  for (const d of districts) districtById[d.id] = d;

  const spaces: Record<string, Space> = {};
  const plotDistrict: string[] = [''];
  for (const p of arr(board.plots)) {
    const n = num(p.number);
    spaces[plotSpace(n)] = { id: plotSpace(n), kind: 'plot', districts: [str(p.district)], at: (p.at as [number, number]) ?? [0, 0], prestige: 0, plot: n };
    plotDistrict[n] = str(p.district);
  }
  for (const s of arr(board.spaces)) {
    const id = str(s.id);
    spaces[id] = {
      id,
      kind: str(s.kind) as SpaceKind,
      districts: ((s.districts as string[]) ?? []).slice(),
      at: (s.at as [number, number]) ?? [0, 0],
      prestige: num(s.prestige),
      plot: 0,
    };
  }
  const spaceOrder = Object.keys(spaces).sort((a, b) => {
    const sa = spaces[a]!;
    const sb = spaces[b]!;
    return SPACE_KIND_ORDER.indexOf(sa.kind) - SPACE_KIND_ORDER.indexOf(sb.kind) || sa.plot - sb.plot;
  });
  // Keep the file's order among spaces of one kind (the sort above is stable).
  const neighbours: Record<string, string[]> = {};
  for (const id of spaceOrder) neighbours[id] = [];
  for (const c of (board.connections as string[][]) ?? []) {
    const [a, b] = c;
    if (!a || !b || !neighbours[a] || !neighbours[b]) continue;
    if (!neighbours[a].includes(b)) neighbours[a].push(b);
    if (!neighbours[b].includes(a)) neighbours[b].push(a);
  }
  for (const id of spaceOrder) neighbours[id]!.sort((a, b) => spaceOrder.indexOf(a) - spaceOrder.indexOf(b));

  const spacesOfKind = { plot: [], hq: [], keep: [], watchtower: [], gate: [] } as Record<SpaceKind, string[]>;
  for (const id of spaceOrder) spacesOfKind[spaces[id]!.kind].push(id);
  const defenders: Record<string, string[]> = {};
  for (const d of districts) defenders[d.id] = [...spacesOfKind.watchtower, ...spacesOfKind.keep].filter((s) => spaces[s]!.districts.includes(d.id));
  const plotLabels = plotDistrict.map((d, n) => (n === 0 ? '' : `Plot ${n} (${districtById[d]?.name ?? d})`));

  const buildings = obj(files.buildings);
  const buildingTypes: BgRules['buildingTypes'] = {};
  const typeOrder: string[] = [];
  for (const t of arr(buildings.types)) {
    const id = str(t.id);
    typeOrder.push(id);
    buildingTypes[id] = { id, name: str(t.name), tiles: num(t.tiles, 15), benefit: fx(`type:${id}:benefit`, 'connection-benefit', t.benefit) };
  }
  const cards: Record<string, BuildingCard> = {};
  const cardOrder: string[] = [];
  for (const c of arr(buildings.cards)) {
    const id = str(c.id);
    cardOrder.push(id);
    const income = c.income ? obj(c.income) : null;
    cards[id] = {
      id,
      name: str(c.name),
      type: str(c.type),
      cost: num(c.cost),
      whenBuilt: c.whenBuilt === undefined ? null : fx(`card:${id}:when-built`, 'building-when-built', c.whenBuilt),
      income: income ? { cost: cost(income.cost), effect: fx(`card:${id}:income`, 'building-income', income.effect), text: str(income.effect) } : null,
    };
  }

  const agendas: BgRules['agendas'] = {};
  const agendaOrder: string[] = [];
  for (const a of arr(files.agendas)) {
    const id = str(a.id);
    agendaOrder.push(id);
    agendas[id] = { id, name: str(a.name), score: fx(`agenda:${id}`, 'agenda', a.score) };
  }

  const hqY = obj(files['hq-cards']);
  const basicY = obj(hqY.basic);
  const options = (list: unknown, prefix: string): IncomeBenefit[] =>
    arr(list).map((o, i) => ({ cost: cost(o.cost), text: str(o.text), effect: fx(`${prefix}:option:${i}`, 'hq-income', o.effect) }));
  const basic: HqSide = {
    income: fx('hq:basic:income', 'hq-income', basicY.income),
    choose: str(basicY.choose) === 'each' ? 'each' : 'one',
    options: options(basicY.options, 'hq:basic'),
    ability: null,
    component: null,
  };
  const hqCards: Record<string, HqCard> = {};
  const hqOrder: string[] = [];
  for (const h of arr(hqY.cards)) {
    const id = str(h.id);
    hqOrder.push(id);
    const adv = obj(h.advanced);
    hqCards[id] = {
      id,
      name: str(h.name),
      district: str(h.district),
      basic,
      advanced: {
        income: fx(`hq:${id}:advanced:income`, 'hq-income', adv.income),
        choose: basic.choose,
        options: [...basic.options, ...options(adv.extraOptions, `hq:${id}:advanced`)],
        ability: adv.ability === undefined ? null : fx(`hq:${id}:ability`, 'hq-ability', adv.ability),
        component: typeof adv.component === 'string' ? adv.component : null,
      },
    };
  }

  const gatesY = obj(files.gates);
  const gateIncomeY = obj(gatesY.income);
  const gateIncome: IncomeBenefit = {
    cost: cost(gateIncomeY.cost),
    effect: fx('gate:income', 'gate-income', gateIncomeY.effect),
    text: str(gateIncomeY.text),
  };
  const gates: Record<string, GateCard> = {};
  const gateOrder: string[] = [];
  for (const g of arr(gatesY.cards)) {
    const id = str(g.id);
    gateOrder.push(id);
    const ds = ((g.districts as string[]) ?? []).slice(0, 2) as [string, string];
    const space = spaceOrder.find((s) => spaces[s]!.kind === 'gate' && sameDistricts(spaces[s]!.districts, ds)) ?? '';
    gates[id] = { id, name: str(g.name), districts: ds, prestigePerBuilding: num(g.prestigePerBuilding), space };
  }

  const factionsY = obj(files.factions);
  const tracks: FactionTrack[] = arr(factionsY.tracks).map((t) => ({
    id: str(t.id),
    name: str(t.name),
    spaces: ((t.spaces as string[]) ?? []).map((s, i) => fx(`track:${str(t.id)}:${i + 1}`, 'track-reward', s)),
  }));

  const attackY = obj(files.attack);
  const defenseY = obj(attackY.defense);
  const piecesY = obj(files.pieces);
  const benefitsY = obj(piecesY.benefits);
  const setupY = obj(files.setup);
  const adv = obj(setupY.advanced);
  const startY = obj(setupY.start);
  const scoringY = obj(files.scoring);
  const dealKeep = (v: unknown): { deal: number; keep: number } => ({ deal: num(obj(v).deal, 5), keep: num(obj(v).keep, 3) });

  return {
    game: 'baldurs-gate',
    name: str(pack.name, "Builders of Baldur's Gate"),
    version: str(pack.version, '0.0.0'),
    districts,
    districtById,
    spaces,
    spaceOrder,
    neighbours,
    plotDistrict,
    plotLabels,
    spacesOfKind,
    defenders,
    buildingTypes,
    typeOrder,
    cards,
    cardOrder,
    agendas,
    agendaOrder,
    hqCards,
    hqOrder,
    gates,
    gateOrder,
    gateIncome,
    locations,
    locationOrder: locationsY.map((l) => str(l.id)),
    tracks,
    agendaThreshold: num(factionsY.agendaThreshold, 4),
    attackStrength: ((attackY.strength as number[]) ?? [1]).slice(),
    defense: { watchtower: num(defenseY.watchtower, 1), keep: num(defenseY.keep, 2), gate: num(defenseY.gate, 0) },
    colours: arr(piecesY.colours).map((c) => ({ id: str(c.id), name: str(c.name) })),
    cubes: num(piecesY.cubes, 25),
    benefits: {
      hq: fx('benefit:hq', 'connection-benefit', benefitsY.hq),
      fortification: fx('benefit:fortification', 'connection-benefit', benefitsY.fortification),
    },
    setup: {
      players: ((setupY.players as number[]) ?? [2, 3, 4]).slice(),
      advancedSetup: setupY.advancedSetup === true,
      start: { gold: num(startY.gold, 6), supplies: num(startY.supplies, 1), favor: num(startY.favor, 1) },
      buildingCards: num(setupY.buildingCards, 3),
      agendas: num(setupY.agendas, 3),
      display: num(setupY.display, 4),
      availablePlots: num(setupY.availablePlots, 8),
      prohibited: { ...(obj(setupY.prohibited) as Record<string, number>) },
      advanced: { buildingCards: dealKeep(adv.buildingCards), agendas: dealKeep(adv.agendas) },
    },
    scoring: {
      groupPrestige: num(scoringY.groupPrestige, 2),
      districts: ((scoringY.districts as number[]) ?? []).slice(),
      leftoverDivisor: num(scoringY.leftoverDivisor, 3),
      tieBreakers: ((scoringY.tieBreakers as string[]) ?? []).slice(),
    },
    effects,
    effectContexts: contexts,
  };
}

function sameDistricts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === 2 && b.length === 2 && ((a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]));
}

