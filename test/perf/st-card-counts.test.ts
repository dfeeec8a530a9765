/**
 * The simulator's statistics count into flat arrays by card type number
 * (collector.ts `GameStats`), numbers shared by every game of a Ruleset. They
 * must give exactly what counting by name into records gave: checked against
 * that plain counting here, over played games and over made-up entries that
 * reach the corners (a card the rules do not know, a type numbered by another
 * game while this one runs, a read in mid-game followed by more entries).
 */
import { describe, expect, it } from 'vitest';
import type { GameState, LogEntry } from '../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { GameStats } from '../../interpreter/sim/collector.ts';
import { emptyCardUse, type CardUse, type EventUse } from '../../interpreter/sim/stats.ts';
import { makeBot } from '../../interpreter/sim/bots/index.ts';
import { pack } from '../sim/helpers.ts';

/** Counting as the collector did before it numbered card types: records keyed by name, built as entries come. */
class ByName {
  readonly cards: Record<string, CardUse> = {};
  readonly events: Record<string, EventUse> = {};
  private readonly typeOf: Record<string, string> = {};
  private combatTypes: { attacker: string[]; defender: string[] } | null = null;

  constructor(rules: Ruleset) {
    for (const c of rules.actionCards) this.typeOf[c.id] = c.cardTypeId;
  }

  private count(cards: unknown, what: keyof CardUse): void {
    if (!Array.isArray(cards)) return;
    for (const c of cards) if (typeof c === 'string') (this.cards[this.typeOf[c] ?? c] ??= emptyCardUse())[what]++;
  }

  begin(state: GameState<ColumbiaG>): void {
    for (const p of Object.values(state.g.players)) this.count(p.hand, 'drawn');
  }

  feed(entries: readonly LogEntry[]): void {
    for (const e of entries) {
      const v = e.values;
      if (e.kind === 'cards-drawn-private') this.count(v.cards, 'drawn');
      else if (e.kind === 'produced') this.count(v.cards, 'eagles');
      else if (e.kind === 'we-vote-played-cards') this.count(v.cards, 'influence');
      else if (e.kind === 'discard-effect' && typeof v.card === 'string') (this.cards[this.typeOf[v.card] ?? v.card] ??= emptyCardUse()).discardEffect++;
      else if (e.kind === 'combat-cards-revealed') {
        this.count(v.attacker, 'combat');
        this.count(v.defender, 'combat');
        const types = (x: unknown) => [...new Set((Array.isArray(x) ? x : []).map((c) => this.typeOf[c as string] ?? String(c)))];
        this.combatTypes = { attacker: types(v.attacker), defender: types(v.defender) };
      } else if (e.kind === 'combat-totals') {
        const played = this.combatTypes;
        this.combatTypes = null;
        if (played === null) continue;
        for (const side of ['attacker', 'defender'] as const) {
          for (const t of played[side]) {
            const u = (this.cards[t] ??= emptyCardUse());
            u.combats++;
            if (v.winner === side) u.combatsWon++;
          }
        }
      } else if (e.kind === 'we-draw' && typeof v.eventId === 'string') (this.events[v.eventId] ??= { drawn: 0, passed: 0 }).drawn++;
      else if (e.kind === 'we-vote-result' && v.passes === true && typeof v.eventId === 'string') (this.events[v.eventId] ??= { drawn: 0, passed: 0 }).passed++;
    }
  }
}

const entry = (kind: string, values: LogEntry['values']): LogEntry => ({ kind, actors: [], values, to: null });

describe('statistics counted by card type number', () => {
  it('match counting by name over whole played games (2 and 4 players, random and heuristic bots)', async () => {
    const p = await pack();
    for (let i = 0; i < 8; i++) {
      const players = i % 2 === 0 ? p.two : p.four;
      const bots = i % 3 === 0 ? ['heuristic', 'aggressive'] : ['random'];
      const seed = `st-counts-${i}`;
      const seats = Object.fromEntries(players.map((pl, s) => [pl, makeBot(bots[s % bots.length]!, seed, pl, p.library)]));
      const stats = new GameStats(p.engine.rules);
      const plain = new ByName(p.engine.rules);
      const first = p.engine.start({ seed, players }, { log: true });
      let state = first.state;
      stats.begin(state);
      plain.begin(state);
      stats.feed(first.log);
      plain.feed(first.log);
      while (state.over === null && state.decision !== null) {
        const r = p.engine.apply(state, seats[state.decision.player]!.choose(p.engine, state), { mutate: true, log: true });
        if (!r.ok) throw new Error(r.reason);
        state = r.state;
        stats.feed(r.log);
        plain.feed(r.log);
      }
      expect(stats.cards, seed).toEqual(plain.cards);
      expect(stats.events, seed).toEqual(plain.events);
      expect(Object.keys(stats.cards).length, seed).toBeGreaterThan(3);
    }
  });

  it('match counting by name on entries that reach the corners, read in mid-game and again after more entries', async () => {
    const p = await pack();
    const rules = p.engine.rules;
    const [a, b] = rules.actionCards.filter((c, i, all) => all.findIndex((x) => x.cardTypeId === c.cardTypeId) === i);
    const sameTypeAsA = rules.actionCards.find((c) => c.cardTypeId === a!.cardTypeId && c.id !== a!.id) ?? a!;
    const stats = new GameStats(rules);
    const plain = new ByName(rules);
    const both = (entries: LogEntry[]) => {
      stats.feed(entries);
      plain.feed(entries);
    };
    both([
      entry('cards-drawn-private', { cards: [a!.id, b!.id, 'no-such-card', 7] }),
      entry('combat-totals', { winner: 'attacker' }), // no reveal before it: counts nothing
      entry('combat-cards-revealed', { attacker: [a!.id, sameTypeAsA.id], defender: [b!.id, 'no-such-card'] }),
      entry('combat-totals', { winner: 'defender' }),
      entry('combat-totals', { winner: 'attacker' }), // the combat's cards counted once: a second total counts nothing
      entry('we-vote-result', { eventId: 'passed-never-drawn', passes: true }),
    ]);
    expect(stats.cards).toEqual(plain.cards);
    expect(stats.events).toEqual(plain.events);
    expect(stats.cards[a!.cardTypeId]!.combats).toBe(1); // two cards of one type: one combat for the type

    // Another game of the same Ruleset numbers new names while this one runs; this one then counts them too.
    const other = new GameStats(rules);
    other.feed([entry('produced', { cards: ['only-in-the-other-game', 'and-another'] }), entry('we-draw', { eventId: 'another-event' })]);
    both([
      entry('produced', { cards: ['and-another', a!.id] }),
      entry('we-vote-played-cards', { cards: [b!.id] }),
      entry('discard-effect', { card: 'only-in-the-other-game' }),
      entry('we-draw', { eventId: 'another-event' }),
      entry('we-vote-result', { eventId: 'another-event', passes: false }),
      entry('combat-cards-revealed', { attacker: [3], defender: [] }),
      entry('combat-totals', { winner: 'attacker' }),
    ]);
    expect(stats.cards).toEqual(plain.cards);
    expect(stats.events).toEqual(plain.events);
    // Counts are the game's own: the other game's stay apart.
    expect(other.cards).toEqual({ 'only-in-the-other-game': { ...emptyCardUse(), eagles: 1 }, 'and-another': { ...emptyCardUse(), eagles: 1 } });
    expect(new GameStats(rules).cards).toEqual({});
  });
});
