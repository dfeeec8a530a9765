/**
 * The names an expectation writes, checked when a scenario is compiled: a
 * Building card, Agenda, Gate card, Special Location, district, space or
 * player the game does not have is a problem at its YAML place (rather than
 * a failure at run time that only says "?name").
 */
import type { Json } from '../../core/index.ts';
import type { BgRules } from '../rules.ts';
import type { PlayerId } from '../state.ts';
import { agendaId, cardId, districtId, gateId, locationId, spaceId, trackId } from './names.ts';
import type { ProblemKind } from './position.ts';

export interface NameProblem {
  pointer: string;
  message: string;
  hint?: string;
  kind: ProblemKind;
}

const obj = (v: Json | undefined): Record<string, Json> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Json>) : {});
const names = (v: Json): string[] => (typeof v === 'number' ? [] : Array.isArray(v) ? v.map(String) : v === null ? [] : [String(v)]);

/** The unknown names in one expectation key's value. */
export function expectProblems(key: string, value: Json, rules: BgRules, players: readonly PlayerId[], at: string): NameProblem[] {
  const out: NameProblem[] = [];
  const p = (pointer: string, message: string, kind: ProblemKind, hint?: string): void => {
    out.push({ pointer, message, kind, ...(hint ? { hint } : {}) });
  };
  const byPlayer = (f: (player: string, v: Json, pointer: string) => void): void => {
    for (const [who, v] of Object.entries(obj(value))) {
      if (!players.includes(who)) p(`${at}/${who}`, `no player "${who}" in this game`, 'player', `players: ${players.join(', ')}`);
      else f(who, v, `${at}/${who}`);
    }
  };
  const each = (v: Json, pointer: string, ok: (n: string) => boolean, what: string, kind: ProblemKind): void => {
    names(v).forEach((n, i) => {
      if (!ok(n)) p(Array.isArray(v) ? `${pointer}/${i}` : pointer, `no ${what} "${n}"`, kind);
    });
  };
  switch (key) {
    case 'hands':
    case 'portfolio':
      byPlayer((_w, v, ptr) => each(v, ptr, (n) => cardId(rules, n) !== undefined, 'Building card', 'card'));
      break;
    case 'agendas':
      byPlayer((_w, v, ptr) => each(v, ptr, (n) => agendaId(rules, n) !== undefined, 'Agenda', 'card'));
      break;
    case 'gateCards':
      byPlayer((_w, v, ptr) => each(v, ptr, (n) => gateId(rules, n) !== undefined, 'Gate card', 'card'));
      break;
    case 'workers':
      byPlayer((_w, v, ptr) => each(v, ptr, (n) => n === 'home' || locationId(rules, n) !== undefined, 'Special Location', 'space'));
      break;
    case 'resources':
    case 'prestige':
    case 'gold':
    case 'supplies':
    case 'favor':
    case 'cubes':
    case 'final':
      byPlayer(() => undefined);
      break;
    case 'influence':
      byPlayer((_w, v, ptr) => {
        for (const t of Object.keys(obj(v))) if (trackId(rules, t) === undefined) p(`${ptr}/${t}`, `no faction track "${t}"`, 'other', rules.tracks.map((x) => x.name).join(', '));
      });
      break;
    case 'board':
      for (const k of Object.keys(obj(value))) if (spaceId(rules, k) === undefined) p(`${at}/${k}`, `no space "${k}" on the board`, 'space', 'write `plot 24`, `keep The Steeps`, `hq The Wide`, `gate Sea Gate` or a space id');
      break;
    case 'damaged':
      each(value, at, (n) => districtId(rules, n) !== undefined, 'district', 'district');
      break;
    case 'tracks':
      for (const k of Object.keys(obj(value))) if (districtId(rules, k) === undefined) p(`${at}/${k}`, `no district "${k}"`, 'district');
      break;
    case 'display':
    case 'deck':
    case 'discard':
      each(value, at, (n) => cardId(rules, n) !== undefined, 'Building card', 'card');
      break;
    case 'gateStack':
      each(value, at, (n) => gateId(rules, n) !== undefined, 'Gate card', 'card');
      break;
    case 'winners':
      each(value, at, (n) => players.includes(n), 'player', 'player');
      break;
  }
  return out;
}
