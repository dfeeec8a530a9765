/**
 * `checkInvariants` finds what it promises to find: each deliberate break of
 * a real game state (a card duplicated or lost, a piece too many, a token
 * twice, a wrong score, a piece moved onto a destroyed location, a question
 * nobody can answer...) is reported in words that name the thing, and a
 * sound state reports nothing. Without this, the property tests that expect
 * an empty list would pass with a checker that checks nothing.
 */
import { describe, expect, it } from 'vitest';
import { clone, randomBot, type GameState } from '../../interpreter/core/index.ts';
import { checkInvariants, positionsOf } from '../../interpreter/columbia/invariants.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { createEngine } from '../../interpreter/core/index.ts';
import { createColumbiaGame } from '../../interpreter/columbia/game.ts';
import { redact } from '../../interpreter/columbia/view.ts';
import { effects } from '../columbia/harness.ts';
import { engine, rules, seatIds, viewLeaks } from './helpers.ts';

/** Breaks tried (docs/RELIABILITY.md counts them). */
export const BREAK_CASES = 22;

/** A 2-player game some way in: units on the board, cards in both hands, discards and decks, face-down tokens. */
function midGame(): GameState<ColumbiaG> {
  const e = engine();
  let state = e.start({ seed: 'invariants', players: seatIds(2) }, { log: false }).state;
  const bot = randomBot('invariants');
  const ready = (g: ColumbiaG) =>
    g.players.blue!.hand.length > 0 && g.players.red!.hand.length > 0 && g.players.blue!.discard.length > 0 && Object.values(g.locations).some((l) => l.token !== null && !l.token.faceUp);
  for (let n = 0; (n < 40 || !ready(state.g)) && state.over === null; n++) {
    const r = e.apply(state, bot.choose(e, state), { log: false });
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

const base = midGame();

/** A copy of the mid-game state with `breakIt` applied, and what the checker says. */
function broken(breakIt: (g: ColumbiaG, s: GameState<ColumbiaG>) => void, previous?: (g: ColumbiaG) => void, asPositions = false): string[] {
  const s = clone(base);
  let prev: ColumbiaG | null = null;
  if (previous) {
    prev = clone(s.g);
    previous(prev);
  }
  breakIt(s.g, s);
  // The fast playout's checks pass only the previous positions (checked-play.ts): they must find the same.
  return checkInvariants(s, rules, { previous: asPositions && prev !== null ? positionsOf(prev) : prev });
}

const BREAKS: [string, (g: ColumbiaG, s: GameState<ColumbiaG>) => void, RegExp][] = [
  ['a deck card copied into the discard pile', (g) => g.players.blue!.discard.push(g.players.blue!.deck[0]!), /action card \S+ is in 2 places/],
  ['a card dropped from a deck', (g) => void g.players.blue!.deck.shift(), /action card \S+ is nowhere \(lost\)/],
  ['a card in the other player\'s hand', (g) => g.players.red!.hand.push(g.players.blue!.deck.pop()!), /belongs to blue/],
  ['a card of a deck nobody uses', (g) => g.players.blue!.hand.push(rules.decks.find((d) => d.id === 'light-blue')!.cardIds[0]!), /should not be in this game/],
  ['a unit too many', (g) => (g.units['blue-common-99'] = { ...Object.values(g.units).find((u) => u.pieceId === 'common' && u.owner === 'blue')!, id: 'blue-common-99' }), /should have \d+ blue common units?, but has/],
  ['a unit on no location of the board', (g) => (Object.values(g.units)[0]!.location = 'atlantis'), /no location of the board/],
  ['a structure on a destroyed location', (g) => {
    const s = Object.values(g.structures).find((x) => x.location !== null)!;
    g.locations[s.location!]!.destroyed = true;
  }, /stands on the destroyed location/],
  ['two structures on one location', (g) => {
    const placed = Object.values(g.structures).find((x) => x.location !== null)!;
    Object.values(g.structures).find((x) => x.location === null)!.location = placed.location;
  }, /holds 2 structures/],
  ['a territory token both on the board and unused', (g) => g.territoryTokens.unused.push(Object.values(g.locations).find((l) => l.token !== null)!.token!.id), /territory token \S+ is in 2 places/],
  ['a world event lost', (g) => void g.worldEvents.deck.shift(), /world event \S+ is nowhere/],
  ['a card removed from the game and still in the hand', (g) => g.players.blue!.removed.push(g.players.blue!.hand[0]!), /action card \S+ is in 2 places: blue's hand, blue's removed cards/],
  ['a victory card removed unseen and still in the deck', (g) => g.victoryCards.removedUnseen.push(g.victoryCards.deck[0]!), /victory card \S+ is in 2 places: the victory deck, removed from the game \(unseen\)/],
  ['a victory card claimed for the wrong faction', (g) => {
    const id = g.victoryCards.deck.pop()!;
    g.victoryCards.claimed.push({ id, by: 'blue', factionId: g.players.red!.factionId });
  }, /claimed by blue but scores for/],
  ['negative Silver Eagles', (g) => (g.players.red!.eagles = -1), /red has -1 Silver Eagles/],
  ['a victory token where nobody holds the territory', (g) => {
    const t = rules.board.territories.find((x) => g.territoryHolders[x.id] === undefined)!;
    g.territoryHolders[t.id] = g.players.blue!.factionId;
  }, /victory token lies there but nobody holds it/],
  ['an upgrade marked without being counted', (g) => {
    const f = g.factions[g.players.blue!.factionId]!;
    Object.values(f.upgrades)[0]!.combat += 1;
  }, /show \d+ upgrades but their sheet holds/],
  ['Elizabeth "with Booker" away from him', (g) => {
    g.booker = rules.board.locations[0]!.id;
    g.elizabeth = { location: rules.board.locations[1]!.id, withBooker: true };
  }, /Elizabeth is with Booker but/],
  ['a decision with no options', (_g, s) => (s.decision = { ...s.decision!, options: [], min: 0, max: 0 }), /has no options/],
  ['a decision asking for more than it offers', (_g, s) => (s.decision = { ...s.decision!, min: s.decision!.options.length + 1, max: s.decision!.options.length + 1 }), /asks for \d+\.\.\d+ of \d+ options/],
  ['a game over that still asks', (g, s) => (s.over = { reason: 'deck-exhausted' }), /the game is over but/],
];

/** Cases that need the previous decision's state: moving onto a destroyed location. */
const MOVES: [string, (g: ColumbiaG) => void, (g: ColumbiaG) => void, RegExp][] = [
  [
    'a unit moved onto a destroyed location',
    (g) => {
      const u = Object.values(g.units).find((x) => x.location !== null)!;
      const to = rules.board.locations.find((l) => l.id !== u.location)!.id;
      u.location = to;
      g.locations[to]!.destroyed = true;
    },
    (prev) => void prev,
    /moved onto the destroyed location/,
  ],
  [
    'Booker moved onto a destroyed location',
    (g) => {
      g.booker = rules.board.locations[2]!.id;
      g.locations[g.booker]!.destroyed = true;
    },
    (prev) => (prev.booker = rules.board.locations[3]!.id),
    /Booker moved onto the destroyed location/,
  ],
];

describe('checkInvariants finds each kind of break', () => {
  it(`tries ${BREAK_CASES} breaks`, () => expect(BREAKS.length + MOVES.length).toBe(BREAK_CASES));

  it('a sound state, in the middle of a real game, has nothing to report', () => {
    expect(base.over).toBeNull();
    expect(base.g.round).toBeGreaterThan(0);
    expect(checkInvariants(base, rules)).toEqual([]);
  });

  for (const [what, breakIt, message] of BREAKS) {
    it(`reports ${what}`, () => {
      const found = broken(breakIt);
      expect(found.some((m) => message.test(m)), `expected ${message} among:\n${found.join('\n')}`).toBe(true);
    });
  }

  for (const [what, breakIt, prevIt, message] of MOVES) {
    it(`reports ${what} (comparing with the previous decision)`, () => {
      const found = broken(breakIt, prevIt);
      expect(found.some((m) => message.test(m)), `expected ${message} among:\n${found.join('\n')}`).toBe(true);
      expect(broken(breakIt, prevIt, true)).toEqual(found);
    });
  }

  it('leaves alone what the rules allow: Booker on a location destroyed under him, units that stay on one', () => {
    const s = clone(base);
    const loc = Object.values(s.g.units).find((u) => u.location !== null)!.location!;
    s.g.booker = loc;
    const prev = clone(s.g);
    s.g.locations[loc]!.destroyed = true;
    for (const st of Object.values(s.g.structures)) if (st.location === loc) st.location = null;
    const found = checkInvariants(s, rules, { previous: prev }).filter((m) => /destroyed/.test(m));
    expect(found).toEqual([]);
  });
});

describe('viewLeaks finds what a view shows but must hide', () => {
  const game = createColumbiaGame({ rules, effects });
  const seats = seatIds(2);

  it('the real views of a mid-game state leak nothing', () => {
    expect(viewLeaks(engine(), base, [...seats, null])).toEqual([]);
  });

  it('a view that hides nothing shows the other hand, every deck and the face-down tokens', () => {
    const open = createEngine({ ...game, redact: undefined }, rules);
    const found = viewLeaks(open, base, ['blue']).join('\n');
    expect(found).toMatch(/blue sees red's hand card/);
    expect(found).toMatch(/blue sees blue's deck card/);
    expect(found).toMatch(/blue sees the face-down token on/);
    expect(found).toMatch(/blue sees an unused territory token/);
    expect(found).toMatch(/blue sees a world event in the deck/);
  });

  it('a view that forgets one thing (the unused tokens) is caught on exactly that', () => {
    const leaky = createEngine({ ...game, redact: (g, viewer) => ({ ...(redact(g, viewer) as object), territoryTokens: g.territoryTokens }) as never }, rules);
    const found = viewLeaks(leaky, base, ['red']);
    expect(found.length).toBeGreaterThan(0);
    for (const m of found) expect(m).toMatch(/red sees an unused territory token/);
  });

  it('a Handyman figure named in the view is not taken for the Handyman card of the same id', () => {
    const s = clone(base);
    const card = rules.decks.find((d) => d.id === 'blue')!.cardIds.find((c) => s.g.units[c] !== undefined)!;
    expect(card).toMatch(/handyman/);
    // The card is in red's view only as blue's secret; the figure with its id is public.
    const where = s.g.players.blue!.hand.includes(card) ? 'hand' : s.g.players.blue!.deck.includes(card) ? 'deck' : 'elsewhere';
    expect(viewLeaks(engine(), s, ['red']).filter((m) => m.includes(`"${card}"`)), where).toEqual([]);
    // Shown where the card lies, it is a leak even though a figure shares the id.
    const open = createEngine({ ...game, redact: undefined }, rules);
    if (where !== 'elsewhere') expect(viewLeaks(open, s, ['red']).some((m) => m.includes(`"${card}"`))).toBe(true);
  });
});
