/**
 * The names a scenario of a game without its own (`ScenarioHooks.names`)
 * writes: players by id or by name, sides by id or name (a side with one
 * player also names that player), and "nobody". The module's seats say what
 * the players and sides are called.
 */
import type { PlayerId } from '../core/index.ts';
import { miss, norm, type Found, type ScenarioNames } from '../game/index.ts';
import type { AnyGameModule } from '../games/index.ts';

const NOBODY = ['nobody', 'none', 'no one', 'noone', 'nothing', 'nowhere'];

export function seatNames(module: AnyGameModule, rules: unknown, players: readonly PlayerId[]): ScenarioNames {
  const sideOf = (p: PlayerId) => module.seats.sideOf(rules, p);
  const sides = [...new Set(players.map(sideOf))];
  const sideName = (s: string) => module.seats.nameOf(rules, s);
  const byName = new Map<string, PlayerId>();
  for (const p of players) byName.set(norm(p), p).set(norm(sideName(p)), p);
  const sideBy = new Map<string, string>();
  for (const s of sides) sideBy.set(norm(s), s).set(norm(sideName(s)), s);
  return {
    players,
    player(text) {
      const n = norm(text);
      const p = byName.get(n);
      if (p !== undefined) return { ok: true, value: p };
      const s = sideBy.get(n);
      const of = s === undefined ? [] : players.filter((q) => sideOf(q) === s);
      if (of.length === 1) return { ok: true, value: of[0]! };
      return miss('player', 'player', text, players, `the players are ${players.join(', ')}`);
    },
    side(text): Found<string> {
      const s = sideBy.get(norm(text));
      if (s !== undefined) return { ok: true, value: s };
      const p = byName.get(norm(text));
      if (p !== undefined) return { ok: true, value: sideOf(p) };
      return miss('player', 'side', text, sides.map(sideName));
    },
    playerName: (p) => p,
    sideName,
    isNobody: (text) => text === null || (typeof text === 'string' && NOBODY.includes(norm(text))),
  };
}
