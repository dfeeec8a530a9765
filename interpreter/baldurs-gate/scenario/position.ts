/**
 * A scenario's starting position: the real setup for the seats (from the
 * scenario's seed), then the file's overrides. Without board fields the Plot
 * Tokens are drawn as in a real setup (a script's `picks` can choose them);
 * with any of `board`, `available`, `prohibited`, `tracks`, `bag`,
 * `finalToken`, `attackMarker`, `damaged`, `start` the city is laid out as
 * written and play starts at `start`'s turn. Tokens not written are derived:
 * every built, available or prohibited plot has its token on its district's
 * Attack Track; the bag holds the rest but the face-down token.
 */
import type { Json, Task } from '../../core/index.ts';
import { createRng } from '../../core/index.ts';
import { districtOfPlot } from '../board.ts';
import type { BgRules } from '../rules.ts';
import { plotSpace } from '../rules.ts';
import { initialState, placeHq } from '../setup.ts';
import type { BgG, PlayerId } from '../state.ts';
import { agendaId, cardId, districtId, gateId, hqId, locationId, spaceId, trackId } from './names.ts';

/** What kind of name a position problem is about (for the scenario code). */
export type ProblemKind = 'player' | 'card' | 'space' | 'district' | 'other';

export interface PositionReporter {
  error(pointer: string, message: string, hint?: string, kind?: ProblemKind): void;
}

export interface Prepared {
  g: BgG;
  tasks: Task[];
}

type Raw = Readonly<Record<string, Json>>;

/** The fields that lay out the city (and so start play at a turn rather than at the Plot Token draws). */
export const BOARD_KEYS = ['board', 'cubes', 'available', 'prohibited', 'tracks', 'bag', 'finalToken', 'attackMarker', 'damaged', 'start', 'lastTurns'] as const;

/** Every top-level position field this game reads. */
export const POSITION_KEYS = [
  'hq',
  'resources',
  'hands',
  'agendas',
  'display',
  'deck',
  'discard',
  'agendaDeck',
  'hqOffer',
  'portfolio',
  'gateCards',
  'influence',
  'workers',
  ...BOARD_KEYS,
] as const;

const obj = (v: Json | undefined): Record<string, Json> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Json>) : {});
const list = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** Takes a Building card out of the deck, display, discards or a hand; false when it is nowhere there. */
function takeCard(g: BgG, card: string): boolean {
  for (const pile of [g.deck, g.display, g.discard, ...Object.values(g.hand)]) {
    const i = pile.indexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      return true;
    }
  }
  return Object.values(g.portfolio).some((p) => p.includes(card));
}

function takeAgenda(g: BgG, agenda: string): void {
  for (const pile of [g.agendaDeck, ...Object.values(g.agendas)]) {
    const i = pile.indexOf(agenda);
    if (i >= 0) pile.splice(i, 1);
  }
}

export function buildPosition(raw: Raw, rules: BgRules, players: readonly PlayerId[], report: PositionReporter, seedGiven?: string | number): Prepared | null {
  const setup = obj(raw.setup);
  const seed = seedGiven ?? (typeof setup.seed === 'string' || typeof setup.seed === 'number' ? setup.seed : typeof raw.name === 'string' ? raw.name : 'scenario');
  const advanced = setup.advanced === true;
  const g = initialState({ rules, players, rng: createRng(seed), push: () => undefined }, { advanced });
  let ok = true;
  const fail = (pointer: string, message: string, hint?: string, kind: ProblemKind = 'other'): void => {
    ok = false;
    report.error(pointer, message, hint, kind);
  };
  const player = (pointer: string, p: string): PlayerId | null => {
    if (players.includes(p)) return p;
    fail(pointer, `no player "${p}" in this game`, `players: ${players.join(', ')}`, 'player');
    return null;
  };
  const card = (pointer: string, name: Json): string | null => {
    const id = cardId(rules, String(name));
    if (id === undefined) fail(pointer, `no Building card "${String(name)}"`, undefined, 'card');
    return id ?? null;
  };

  // HQ cards: every old tile of a player named comes off first, so a card another player had is free to take.
  const hqs: [PlayerId, string][] = [];
  for (const [p, h] of Object.entries(obj(raw.hq))) {
    if (!player(`/hq/${p}`, p)) continue;
    const id = hqId(rules, String(h));
    if (id === undefined) fail(`/hq/${p}`, `no HQ card "${String(h)}"`, undefined, 'card');
    else if (hqs.some(([, x]) => x === id)) fail(`/hq/${p}`, `two players have the ${rules.hqCards[id]!.name} card`);
    else hqs.push([p, id]);
  }
  for (const [p] of hqs) {
    const old = g.hq[p];
    if (old) delete g.board[`hq-${rules.hqCards[old]!.district}`];
  }
  for (const [p, id] of hqs) {
    // A player not named who held this card gives it up (their tile with it).
    for (const q of players) {
      if (g.hq[q] === id && !hqs.some(([x]) => x === q)) {
        delete g.board[`hq-${rules.hqCards[id]!.district}`];
        g.hq[q] = '';
      }
    }
    placeHq(g, rules, p, id);
  }
  for (const [p, r] of Object.entries(obj(raw.resources))) {
    if (!player(`/resources/${p}`, p)) continue;
    for (const [k, v] of Object.entries(obj(r))) {
      const key = k === 'supply' ? 'supplies' : k === 'reserve' ? 'reserveTokens' : k;
      if (!(key in g.res[p]!) || typeof v !== 'number') fail(`/resources/${p}/${k}`, `unknown resource "${k}"`, 'gold, supplies, favor, prestige, reserveTokens');
      else g.res[p]![key as 'gold'] = v;
    }
  }
  for (const [p, cards] of Object.entries(obj(raw.hands))) {
    if (!player(`/hands/${p}`, p)) continue;
    const ids = list(cards).map((c, i) => card(`/hands/${p}/${i}`, c)).filter((c): c is string => c !== null);
    g.deck.push(...g.hand[p]!);
    g.hand[p] = [];
    for (const c of ids) takeCard(g, c);
    g.hand[p] = ids;
  }
  for (const [p, as] of Object.entries(obj(raw.agendas))) {
    if (!player(`/agendas/${p}`, p)) continue;
    g.agendaDeck.push(...g.agendas[p]!);
    g.agendas[p] = [];
    const ids: string[] = [];
    list(as).forEach((a, i) => {
      const id = agendaId(rules, String(a));
      if (id === undefined) fail(`/agendas/${p}/${i}`, `no Agenda "${String(a)}"`, undefined, 'card');
      else ids.push(id);
    });
    for (const a of ids) takeAgenda(g, a);
    g.agendas[p] = ids;
  }
  if (raw.display !== undefined) {
    const ids = list(raw.display).map((c, i) => card(`/display/${i}`, c)).filter((c): c is string => c !== null);
    g.deck.push(...g.display);
    g.display = [];
    for (const c of ids) takeCard(g, c);
    g.display = ids;
  }
  if (raw.discard !== undefined) {
    const ids = list(raw.discard).map((c, i) => card(`/discard/${i}`, c)).filter((c): c is string => c !== null);
    for (const c of ids) takeCard(g, c);
    g.discard = ids;
  }
  if (raw.deck !== undefined) {
    // The deck exactly, top first; the cards it held before go to the discard pile (out of the game when `discard` is written).
    const ids = list(raw.deck).map((c, i) => card(`/deck/${i}`, c)).filter((c): c is string => c !== null);
    for (const c of ids) takeCard(g, c);
    if (raw.discard === undefined) g.discard.push(...g.deck);
    g.deck = ids;
  }
  for (const [p, cards] of Object.entries(obj(raw.portfolio))) {
    if (!player(`/portfolio/${p}`, p)) continue;
    list(cards).forEach((c, i) => {
      const id = card(`/portfolio/${p}/${i}`, c);
      if (id === null || g.portfolio[p]!.includes(id)) return;
      takeCard(g, id);
      g.portfolio[p]!.push(id);
    });
  }
  for (const [p, gates] of Object.entries(obj(raw.gateCards))) {
    if (!player(`/gateCards/${p}`, p)) continue;
    list(gates).forEach((x, i) => {
      const id = gateId(rules, String(x));
      if (id === undefined) return fail(`/gateCards/${p}/${i}`, `no Gate card "${String(x)}"`, undefined, 'card');
      g.gateStack = g.gateStack.filter((s) => s !== id);
      if (!g.gateCards[p]!.includes(id)) g.gateCards[p]!.push(id);
    });
  }
  if (raw.agendaDeck !== undefined) {
    // The Agenda deck exactly, top first (the agendas it held before are out of the game).
    const ids: string[] = [];
    list(raw.agendaDeck).forEach((a, i) => {
      const id = agendaId(rules, String(a));
      if (id === undefined) fail(`/agendaDeck/${i}`, `no Agenda "${String(a)}"`, undefined, 'card');
      else ids.push(id);
    });
    for (const a of ids) takeAgenda(g, a);
    g.agendaDeck = ids;
  }
  if (raw.hqOffer !== undefined) {
    // Advanced setup: the HQ cards dealt face up to choose from.
    const ids: string[] = [];
    list(raw.hqOffer).forEach((h, i) => {
      const id = hqId(rules, String(h));
      if (id === undefined) fail(`/hqOffer/${i}`, `no HQ card "${String(h)}"`, undefined, 'card');
      else ids.push(id);
    });
    g.hqOffer = ids;
  }
  for (const [p, tracks] of Object.entries(obj(raw.influence))) {
    if (!player(`/influence/${p}`, p)) continue;
    for (const [t, n] of Object.entries(obj(tracks))) {
      const id = trackId(rules, t);
      const i = rules.tracks.findIndex((x) => x.id === id);
      if (i < 0 || typeof n !== 'number') fail(`/influence/${p}/${t}`, `no faction track "${t}"`, rules.tracks.map((x) => x.name).join(', '));
      else g.influence[p]![i] = n;
    }
  }
  for (const [p, w] of Object.entries(obj(raw.workers))) {
    if (!player(`/workers/${p}`, p)) continue;
    const places = list(w).map((x, i) => {
      if (x === null || x === 'home' || x === 'none') return null;
      const id = locationId(rules, String(x));
      if (id === undefined) fail(`/workers/${p}/${i}`, `no Special Location "${String(x)}"`, undefined, 'space');
      return id ?? null;
    });
    g.workers[p] = places.length === 0 ? [null] : places;
  }

  const laidOut = BOARD_KEYS.some((k) => raw[k] !== undefined);
  if (!laidOut) return ok ? { g, tasks: [{ t: 'setup/plots' }] } : null;

  layOutBoard(raw, rules, players, g, fail, card, player);
  if (!ok) return null;
  const start = typeof raw.start === 'string' ? raw.start : typeof obj(raw.start).player === 'string' ? (obj(raw.start).player as string) : players[0]!;
  if (!players.includes(start)) {
    fail('/start', `no player "${start}" in this game`, undefined, 'player');
    return null;
  }
  return { g, tasks: [{ t: 'game/start', p: start }] };
}

function layOutBoard(
  raw: Raw,
  rules: BgRules,
  players: readonly PlayerId[],
  g: BgG,
  fail: (pointer: string, message: string, hint?: string, kind?: ProblemKind) => void,
  card: (pointer: string, name: Json) => string | null,
  player: (pointer: string, p: string) => PlayerId | null,
): void {
  const available = new Set<number>(list(raw.available).map(Number));
  const prohibited = new Set<number>(list(raw.prohibited).map(Number));
  for (const [key, v] of Object.entries(obj(raw.board))) {
    const ptr = `/board/${key}`;
    const space = spaceId(rules, key);
    if (space === undefined) {
      fail(ptr, `no space "${key}" on the board`, 'write `plot 24`, `keep The Steeps`, `hq The Wide`, `gate Sea Gate` or a space id', 'space');
      continue;
    }
    const sp = rules.spaces[space]!;
    if (v === 'available' || v === 'prohibited' || v === 'empty' || v === null) {
      delete g.board[space];
      if (v === 'available') available.add(sp.plot);
      if (v === 'prohibited') prohibited.add(sp.plot);
      continue;
    }
    if (sp.kind === 'plot') {
      const o = obj(v);
      const damaged = o.damaged !== undefined;
      const who = damaged ? String(o.builder ?? o.builtBy ?? '') : Object.keys(o)[0] ?? '';
      const p = player(ptr, who);
      const what = damaged ? o.damaged : o[who];
      if (p === null || what === undefined) continue;
      let c = cardId(rules, String(what));
      if (c === undefined && rules.buildingTypes[String(what).toLowerCase().replace(/ /g, '-')]) {
        const type = String(what).toLowerCase().replace(/ /g, '-');
        c = g.deck.find((x) => rules.cards[x]!.type === type);
      }
      if (c === undefined) {
        card(ptr, what);
        continue;
      }
      takeCard(g, c);
      if (!g.portfolio[p]!.includes(c)) g.portfolio[p]!.push(c);
      g.board[space] = { kind: 'building', owner: damaged ? null : p, builder: p, what: rules.cards[c]!.type, card: c, damaged };
      continue;
    }
    const p = player(ptr, typeof v === 'string' ? v : String(obj(v).player ?? ''));
    if (p === null) continue;
    if (sp.kind === 'gate') {
      const gate = Object.values(rules.gates).find((x) => x.space === space)!;
      g.gateStack = g.gateStack.filter((s) => s !== gate.id);
      if (!g.gateCards[p]!.includes(gate.id)) g.gateCards[p]!.push(gate.id);
      g.board[space] = { kind: 'gate', owner: p, builder: p, what: gate.id, card: '', damaged: false };
    } else if (sp.kind === 'hq') {
      if (g.board[space]?.kind === 'hq' && g.board[space]!.what !== '') continue;
      g.board[space] = { kind: 'hq', owner: p, builder: p, what: '', card: '', damaged: false };
    } else {
      g.board[space] = { kind: sp.kind, owner: p, builder: p, what: sp.kind, card: '', damaged: false };
    }
  }
  g.available = [...available].sort((a, b) => a - b);
  g.prohibited = [...prohibited].sort((a, b) => a - b);
  for (const n of g.available) if (g.board[plotSpace(n)]) fail('/available', `plot ${n} has a building: it cannot be available`);

  // Attack tracks: every built, available or prohibited plot's token, unless a district's track is written.
  const written = obj(raw.tracks);
  const onTrack = new Set<number>();
  for (const d of rules.districts) {
    const w = written[d.name] ?? written[d.id];
    let tokens: number[];
    if (Array.isArray(w)) tokens = w.map(Number);
    else {
      tokens = d.plots.filter((n) => g.board[plotSpace(n)]?.kind === 'building' || available.has(n) || prohibited.has(n));
      if (typeof w === 'number') {
        for (const n of d.plots) if (tokens.length < w && !tokens.includes(n) && n !== raw.finalToken) tokens.push(n);
        tokens = tokens.slice(0, w);
      }
    }
    g.tracks[d.id] = tokens;
    for (const t of tokens) onTrack.add(t);
  }
  for (const key of Object.keys(written)) {
    if (districtId(rules, key) === undefined) fail(`/tracks/${key}`, `no district "${key}"`, undefined, 'district');
  }
  // The face-down token: as written, else the lowest token nowhere else.
  const all: number[] = [];
  for (let n = 1; n < rules.plotDistrict.length; n++) all.push(n);
  const final = typeof raw.finalToken === 'number' ? raw.finalToken : raw.finalToken === null ? null : all.find((n) => !onTrack.has(n)) ?? null;
  g.finalToken = final;
  if (final !== null && onTrack.has(final)) fail('/finalToken', `token ${final} is already on ${districtOfPlot(rules, final)}'s Attack Track`);
  g.bag = raw.bag !== undefined ? list(raw.bag).map(Number) : all.filter((n) => !onTrack.has(n) && n !== final);
  if (typeof raw.attackMarker === 'number') g.attackAt = Math.max(0, Math.min(rules.attackStrength.length, raw.attackMarker - 1));
  for (const [i, d] of list(raw.damaged).entries()) {
    const id = districtId(rules, String(d));
    if (id === undefined) fail(`/damaged/${i}`, `no district "${String(d)}"`, undefined, 'district');
    else if (!g.damaged.includes(id)) g.damaged.push(id);
  }
  if (typeof raw.lastTurns === 'number') {
    g.lastTurns = raw.lastTurns;
    g.phase = 'last-turns';
  }
  // Cubes: 25 less one per faction track and one per piece a cube marks (HQ tiles have none).
  for (const p of players) {
    let used = rules.tracks.length;
    for (const s in g.board) {
      const piece = g.board[s]!;
      if (piece.owner === p && !(piece.kind === 'hq' && piece.what !== '')) used++;
    }
    g.cubes[p] = rules.cubes - used;
  }
  for (const [p, n] of Object.entries(obj(raw.cubes))) {
    if (player(`/cubes/${p}`, p) && typeof n === 'number') g.cubes[p] = n;
  }
}
