/**
 * Night Market's part of scenario files (game/hooks.ts `ScenarioHooks`):
 * position fields laid over the real setup (hands, lanterns hung, closed
 * stalls, the deck, coins, whose turn), expectation keys (coins, hand,
 * leader, closed), what "Save as scenario" writes, and its golden
 * playthroughs. The same hooks Columbia fills, for a much smaller game.
 */
import { createRng } from '../core/index.ts';
import { miss, norm, ptr, type Check, type Found, type Reporter, type ScenarioHooks, type ScenarioNames } from '../game/index.ts';
import fields from '../../schemas/night-market/scenario-fields.schema.json' with { type: 'json' };
import { controllerOf, lanternOf } from './market.ts';
import { createNightMarketGame } from './rules.ts';
import type { LanternType, MarketG, MarketRules, Stall } from './types.ts';

type Schema = Record<string, unknown>;

interface RawPosition {
  hands?: Record<string, string[]>;
  hung?: Record<string, Record<string, string[]>>;
  closed?: string[];
  deck?: string[];
  coins?: Record<string, number>;
  turn?: string;
}

function lantern(rules: MarketRules, text: string): Found<LanternType> {
  const t = rules.lanterns.find((l) => norm(l.name) === norm(text) || l.id === text);
  return t !== undefined ? { ok: true, value: t } : miss('lantern', 'lantern', text, rules.lanterns.map((l) => l.name));
}

function stall(rules: MarketRules, text: string): Found<Stall> {
  const s = rules.stalls.find((x) => norm(x.name) === norm(text) || x.id === text);
  return s !== undefined ? { ok: true, value: s } : miss('stall', 'stall', text, rules.stalls.map((x) => x.name));
}

/** A looked-up name, or null once its miss is reported. */
function found<T>(f: Found<T>, report: Reporter, pointer: string, onKey = false): T | null {
  if (f.ok) return f.value;
  report.miss(f, pointer, onKey);
  return null;
}

/**
 * Takes one card of a lantern type out of wherever the setup dealt it: the
 * deck first, then the hands of players the position does not list.
 */
function takeCard(g: MarketG, type: LanternType, spare: readonly string[]): string | null {
  const fits = (c: string) => c.startsWith(`${type.id}-`) && /^\d+$/.test(c.slice(type.id.length + 1));
  const i = g.deck.findIndex(fits);
  if (i >= 0) return g.deck.splice(i, 1)[0]!;
  for (const p of spare) {
    const j = g.hands[p]!.findIndex(fits);
    if (j >= 0) return g.hands[p]!.splice(j, 1)[0]!;
  }
  return null;
}

function buildPosition(raw: RawPosition, rules: MarketRules, names: ScenarioNames, seed: string | number, report: Reporter): { g: MarketG; tasks: { t: string; p: string }[] } | null {
  const players = names.players;
  // The real setup for this seed: what the position does not say stays as dealt.
  const g = createNightMarketGame(rules, null).setup({ rules, players, rng: createRng(seed), push: () => {} });
  const listed = Object.keys(raw.hands ?? {}).map((text) => names.player(text));
  const listedIds = listed.flatMap((f) => (f.ok ? [f.value] : []));
  const spare = players.filter((p) => !listedIds.includes(p));
  const place = (text: string, pointer: string): string | null => {
    const type = found(lantern(rules, text), report, pointer);
    if (type === null) return null;
    const card = takeCard(g, type, spare);
    if (card === null) report.error('RW-SCENARIO-NOT-ENOUGH', report.at(pointer), `no ${type.name} left to place (the deck has ${type.count})`);
    return card;
  };
  // Listed hands are exactly what they say: the dealt cards go back under the deck.
  for (const [text, cards] of Object.entries(raw.hands ?? {})) {
    const p = found(names.player(text), report, ptr('/hands', text), true);
    if (p === null) continue;
    g.deck.unshift(...g.hands[p]!.splice(0));
    cards.forEach((c, i) => {
      const card = place(c, ptr('/hands', text, i));
      if (card !== null) g.hands[p]!.push(card);
    });
  }
  for (const [stallText, byPlayer] of Object.entries(raw.hung ?? {})) {
    const s = found(stall(rules, stallText), report, ptr('/hung', stallText), true);
    for (const [text, cards] of Object.entries(byPlayer)) {
      const p = found(names.player(text), report, ptr('/hung', stallText, text), true);
      cards.forEach((c, i) => {
        const card = place(c, ptr('/hung', stallText, text, i));
        if (card !== null && s !== null && p !== null) g.stalls[s.id]!.lanterns.push({ card, by: p });
      });
    }
  }
  (raw.closed ?? []).forEach((text, i) => {
    const s = found(stall(rules, text), report, ptr('/closed', i));
    if (s !== null) g.stalls[s.id]!.closed = true;
  });
  // The deck, top first, exactly as listed (the last element is the top); the cards it leaves out are out of play.
  if (raw.deck !== undefined) {
    const deck = raw.deck.map((c, i) => place(c, ptr('/deck', i))).filter((c): c is string => c !== null);
    g.discard.push(...g.deck.splice(0));
    g.deck.push(...deck.reverse());
  }
  for (const [text, n] of Object.entries(raw.coins ?? {})) {
    const p = found(names.player(text), report, ptr('/coins', text), true);
    if (p !== null) g.coins[p] = n;
  }
  const turn = raw.turn === undefined ? players[0]! : found(names.player(raw.turn), report, '/turn');
  if (report.failed || turn === null) return null;
  return { g, tasks: [{ t: 'nm/turn', p: turn }] };
}

function check(line: number, what: string, expected: unknown, actual: (g: MarketG) => unknown): Check<MarketG, MarketRules> {
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  return {
    line,
    what,
    run: (c) => {
      const a = actual(c.state.g);
      return { ok: show(a) === show(expected), expected: show(expected), actual: show(a) };
    },
  };
}

function compileExpect(key: string, value: unknown, pointer: string, rules: MarketRules, names: ScenarioNames, report: Reporter): Check<MarketG, MarketRules>[] {
  const out: Check<MarketG, MarketRules>[] = [];
  const byKey = (value ?? {}) as Record<string, unknown>;
  switch (key) {
    case 'coins':
      for (const [text, n] of Object.entries(byKey)) {
        const p = found(names.player(text), report, ptr(pointer, text), true);
        if (p !== null) out.push(check(report.line(ptr(pointer, text)), `coins of ${names.playerName(p)}`, n, (g) => g.coins[p] ?? 0));
      }
      return out;
    case 'hand':
      for (const [text, want] of Object.entries(byKey)) {
        const p = found(names.player(text), report, ptr(pointer, text), true);
        if (p === null) continue;
        const line = report.line(ptr(pointer, text));
        if (typeof want === 'number') out.push(check(line, `lanterns in ${names.playerName(p)}'s hand`, want, (g) => g.hands[p]!.length));
        else {
          const types = (want as string[]).map((c, i) => found(lantern(rules, c), report, ptr(pointer, text, i)));
          if (types.some((t) => t === null)) continue;
          const sorted = (xs: string[]) => [...xs].sort();
          out.push(check(line, `${names.playerName(p)}'s hand`, sorted(types.map((t) => t!.name)), (g) => sorted(g.hands[p]!.map((c) => lanternOf(rules, c).name))));
        }
      }
      return out;
    case 'leader':
      for (const [text, who] of Object.entries(byKey)) {
        const s = found(stall(rules, text), report, ptr(pointer, text), true);
        const p = names.isNobody(who) ? null : found(names.player(String(who)), report, ptr(pointer, text));
        if (s === null || (p === null && !names.isNobody(who))) continue;
        out.push(check(report.line(ptr(pointer, text)), `leader of ${s.name}`, p === null ? 'nobody' : names.playerName(p), (g) => {
          const l = controllerOf(g, rules, s.id);
          return l === null ? 'nobody' : names.playerName(l);
        }));
      }
      return out;
    case 'closed': {
      const stalls = (value as string[]).map((t, i) => found(stall(rules, t), report, ptr(pointer, i)));
      if (stalls.some((s) => s === null)) return out;
      const sorted = (xs: string[]) => [...xs].sort();
      out.push(check(report.line(pointer), 'closed stalls', sorted(stalls.map((s) => s!.name)), (g) => sorted(rules.stalls.filter((s) => g.stalls[s.id]!.closed).map((s) => s.name))));
      return out;
    }
    default:
      return out;
  }
}

const defs = fields.definitions as unknown as Record<string, Schema>;

export const nightMarketScenario: ScenarioHooks<MarketG, MarketRules> = {
  schema: {
    position: fields.properties as unknown as Record<string, Schema>,
    expect: ((defs['expect'] ?? {})['properties'] ?? {}) as Record<string, Schema>,
  },
  // An unknown lantern is a card type the pack does not have; an unknown stall, a place on its board.
  nameKinds: { lantern: 'RW-SCENARIO-UNKNOWN-CARD-TYPE', stall: 'RW-SCENARIO-UNKNOWN-LOCATION' },
  buildPosition: (raw, ctx) => buildPosition(raw as RawPosition, ctx.rules, ctx.names, ctx.seed, ctx.report),
  compileExpect: (key, value, pointer, ctx) => compileExpect(key, value, pointer, ctx.rules, ctx.names, ctx.report),
  snapshotExpect: (state) => [
    `coins: { ${Object.entries(state.g.coins).map(([p, n]) => `${p}: ${n}`).join(', ')} }`,
    `hand: { ${Object.entries(state.g.hands).map(([p, h]) => `${p}: ${h.length}`).join(', ')} }`,
  ],
  goldenGames: [
    { id: '2p-seed-11', players: 2, seed: 11, bot: 'random' },
    { id: '3p-seed-12', players: 3, seed: 12, bot: 'random' },
  ],
};
