/**
 * This game's scenario expectations: each key checks one part of the game
 * data against what a scenario file says must hold. A count (`hands: {
 * yellow: 3 }`) checks how many; a list checks which (decks and the display
 * in order, hands and portfolios in any order).
 */
import type { Json } from '../../core/index.ts';
import { attackStrength } from '../attack.ts';
import type { BgRules } from '../rules.ts';
import type { BgG, Piece } from '../state.ts';
import { agendaId, cardId, districtId, gateId, locationId, spaceId, trackId } from './names.ts';

export type ExpectResult = null | { message: string; expected: string; actual: string };

export const EXPECT_KEYS = [
  'resources',
  'prestige',
  'gold',
  'supplies',
  'favor',
  'influence',
  'board',
  'hands',
  'agendas',
  'portfolio',
  'gateCards',
  'workers',
  'cubes',
  'damaged',
  'attackMarker',
  'attackStrength',
  'available',
  'prohibited',
  'tracks',
  'bag',
  'finalToken',
  'lastTurns',
  'phase',
  'final',
  'winners',
  'attacks',
  'display',
  'deck',
  'discard',
  'gateStack',
] as const;

const obj = (v: Json | undefined): Record<string, Json> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Json>) : {});
const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

function differ(message: string, expected: unknown, actual: unknown): ExpectResult {
  return { message, expected: show(expected), actual: show(actual) };
}

/** A pile against a count or a list of names (`ordered`: in that order). */
function pile(message: string, expected: Json, actual: readonly string[], resolve: (n: string) => string | undefined, ordered: boolean, label: (id: string) => string): ExpectResult {
  if (typeof expected === 'number') return expected === actual.length ? null : differ(`${message}: how many`, expected, actual.length);
  const want = (Array.isArray(expected) ? expected : [expected]).map((n) => resolve(String(n)) ?? `?${String(n)}`);
  const a = ordered ? actual.slice(0, want.length) : actual.slice().sort();
  const w = ordered ? want : want.slice().sort();
  const same = ordered ? a.length === w.length && a.every((x, i) => x === w[i]) : a.length === w.length && a.every((x, i) => x === w[i]);
  return same ? null : differ(message, want.map(label), (ordered ? a : actual).map(label));
}

function pieceText(rules: BgRules, p: Piece | undefined, available: boolean): string {
  if (p === undefined) return available ? 'available' : 'empty';
  if (p.kind === 'building') return p.damaged ? `damaged ${rules.cards[p.card]?.name ?? p.card} (built by ${p.builder})` : `${p.owner} ${rules.cards[p.card]?.name ?? p.card}`;
  return `${p.owner ?? 'nobody'} ${p.kind}`;
}

function boardFact(rules: BgRules, g: BgG, key: string, want: Json): ExpectResult {
  const space = spaceId(rules, key);
  if (space === undefined) return differ(`board: no space "${key}"`, key, 'none');
  const sp = rules.spaces[space]!;
  const p = g.board[space];
  const actual = pieceText(rules, p, sp.plot > 0 && g.available.includes(sp.plot));
  let ok: boolean;
  if (want === 'empty' || want === null) ok = p === undefined;
  else if (want === 'available') ok = p === undefined && g.available.includes(sp.plot);
  else if (want === 'prohibited') ok = p === undefined && g.prohibited.includes(sp.plot);
  else if (typeof want === 'string') ok = p !== undefined && p.owner === want;
  else {
    const o = obj(want);
    if (o.damaged !== undefined) {
      const c = cardId(rules, String(o.damaged));
      ok = p !== undefined && p.damaged && (c === undefined ? p.what === String(o.damaged).toLowerCase().replace(/ /g, '-') : p.card === c);
    } else {
      const [who, what] = Object.entries(o)[0] ?? ['', ''];
      const c = cardId(rules, String(what));
      const type = String(what).toLowerCase().replace(/ /g, '-');
      ok = p !== undefined && p.owner === who && (c !== undefined ? p.card === c : p.what === type || p.kind === type);
    }
  }
  return ok ? null : differ(`board: ${key}`, want, actual);
}

/** Checks one expectation key; null when it holds. */
export function expectKey(key: string, expected: Json, g: BgG, rules: BgRules): ExpectResult {
  const card = (id: string): string => rules.cards[id]?.name ?? id;
  switch (key) {
    case 'resources':
      for (const [p, r] of Object.entries(obj(expected))) {
        for (const [k, v] of Object.entries(obj(r))) {
          const field = (k === 'supply' ? 'supplies' : k) as keyof BgG['res'][string];
          const a = g.res[p]?.[field];
          if (a !== v) return differ(`${p}'s ${k}`, v, a);
        }
      }
      return null;
    case 'prestige':
    case 'gold':
    case 'supplies':
    case 'favor':
      for (const [p, v] of Object.entries(obj(expected))) {
        const a = g.res[p]?.[key];
        if (a !== v) return differ(`${p}'s ${key}`, v, a);
      }
      return null;
    case 'influence':
      for (const [p, tracks] of Object.entries(obj(expected))) {
        for (const [t, v] of Object.entries(obj(tracks))) {
          const i = rules.tracks.findIndex((x) => x.id === trackId(rules, t));
          const a = g.influence[p]?.[i];
          if (a !== v) return differ(`${p}'s Influence with the ${t}`, v, a);
        }
      }
      return null;
    case 'board':
      for (const [k, v] of Object.entries(obj(expected))) {
        const r = boardFact(rules, g, k, v);
        if (r) return r;
      }
      return null;
    case 'hands':
    case 'portfolio':
      for (const [p, v] of Object.entries(obj(expected))) {
        const r = pile(`${p}'s ${key === 'hands' ? 'hand' : 'portfolio'}`, v, (key === 'hands' ? g.hand : g.portfolio)[p] ?? [], (n) => cardId(rules, n), false, card);
        if (r) return r;
      }
      return null;
    case 'agendas':
      for (const [p, v] of Object.entries(obj(expected))) {
        const r = pile(`${p}'s agendas`, v, g.agendas[p] ?? [], (n) => agendaId(rules, n), false, (id) => rules.agendas[id]?.name ?? id);
        if (r) return r;
      }
      return null;
    case 'gateCards':
      for (const [p, v] of Object.entries(obj(expected))) {
        const r = pile(`${p}'s Gate cards`, v, g.gateCards[p] ?? [], (n) => gateId(rules, n), false, (id) => rules.gates[id]?.name ?? id);
        if (r) return r;
      }
      return null;
    case 'workers':
      for (const [p, v] of Object.entries(obj(expected))) {
        const want = (Array.isArray(v) ? v : [v]).map((x) => (x === null || x === 'home' ? null : locationId(rules, String(x)) ?? `?${String(x)}`));
        const a = g.workers[p] ?? [];
        if (want.length !== a.length || want.some((w, i) => w !== a[i])) return differ(`${p}'s worker`, want.map((w) => w ?? 'home'), a.map((w) => w ?? 'home'));
      }
      return null;
    case 'cubes':
      for (const [p, v] of Object.entries(obj(expected))) if (g.cubes[p] !== v) return differ(`${p}'s cubes in supply`, v, g.cubes[p]);
      return null;
    case 'damaged': {
      const want = (Array.isArray(expected) ? expected : [expected]).map((d) => districtId(rules, String(d)) ?? String(d)).sort();
      const a = g.damaged.slice().sort();
      return want.length === a.length && want.every((x, i) => x === a[i]) ? null : differ('damaged districts', want, a);
    }
    case 'attackMarker':
      return g.attackAt + 1 === expected ? null : differ('the Attack Marker\'s space', expected, g.attackAt + 1);
    case 'attackStrength':
      return attackStrength(g, rules) === expected ? null : differ('the attack strength', expected, attackStrength(g, rules));
    case 'available':
    case 'prohibited': {
      if (typeof expected === 'number') return g[key].length === expected ? null : differ(`${key} plots: how many`, expected, g[key].length);
      const want = (Array.isArray(expected) ? expected : [expected]).map(Number).sort((a, b) => a - b);
      const a = g[key].slice().sort((x, y) => x - y);
      return want.length === a.length && want.every((x, i) => x === a[i]) ? null : differ(`${key} plots`, want, a);
    }
    case 'tracks':
      for (const [d, v] of Object.entries(obj(expected))) {
        const id = districtId(rules, d) ?? d;
        const a = g.tracks[id] ?? [];
        if (typeof v === 'number' ? a.length !== v : show((v as number[]).slice().sort()) !== show(a.slice().sort())) return differ(`${d}'s Attack Track`, v, a);
      }
      return null;
    case 'bag':
      return typeof expected === 'number' && g.bag.length !== expected ? differ('tokens in the bag', expected, g.bag.length) : null;
    case 'finalToken': {
      const a = g.finalToken !== null ? 'hidden' : g.revealed;
      const want = expected === 'hidden' ? 'hidden' : expected;
      if (want === 'hidden') return g.finalToken !== null ? null : differ('the face-down token', 'hidden', g.revealed);
      return g.finalToken === want || g.revealed === want ? null : differ('the face-down token', want, a === 'hidden' ? g.finalToken : a);
    }
    case 'lastTurns':
      return g.lastTurns === expected ? null : differ('last turns left', expected, g.lastTurns);
    case 'phase':
      return g.phase === expected ? null : differ('phase', expected, g.phase);
    case 'final':
      for (const [p, v] of Object.entries(obj(expected))) {
        const f = g.final?.[p];
        for (const [k, want] of Object.entries(obj(v))) {
          const a = f?.[k as keyof typeof f];
          if (show(a) !== show(k === 'agendasScored' ? (want as string[]).map((n) => agendaId(rules, n) ?? n) : want)) return differ(`${p}'s final ${k}`, want, a);
        }
      }
      return null;
    case 'winners': {
      const want = (Array.isArray(expected) ? expected : [expected]).map(String).sort();
      const a = g.winners.slice().sort();
      return show(want) === show(a) ? null : differ('winners', want, a);
    }
    case 'attacks': {
      if (typeof expected === 'number') return g.attacks.length === expected ? null : differ('attacks so far', expected, g.attacks.length);
      const want = Array.isArray(expected) ? expected : [];
      for (let i = 0; i < want.length; i++) {
        const w = obj(want[i]);
        const a = g.attacks[i] as unknown as Record<string, Json> | undefined;
        for (const [k, v] of Object.entries(w)) {
          const actual = k === 'district' ? a?.district : a?.[k];
          const wanted = k === 'district' ? districtId(rules, String(v)) ?? v : v;
          if (show(actual) !== show(wanted)) return differ(`attack ${i + 1}'s ${k}`, wanted, actual);
        }
      }
      return null;
    }
    case 'display':
      return pile('the Building Display', expected, g.display, (n) => cardId(rules, n), false, card);
    case 'deck':
      return pile('the Building deck (top first)', expected, g.deck, (n) => cardId(rules, n), true, card);
    case 'discard':
      return pile('the discard pile', expected, g.discard, (n) => cardId(rules, n), false, card);
    case 'gateStack':
      return pile('the Gate cards left', expected, g.gateStack, (n) => gateId(rules, n), false, (id) => rules.gates[id]?.name ?? id);
    default:
      return differ(`unknown expectation "${key}"`, key, 'none');
  }
}
