/**
 * World event phase, steps 1-7 (rulebook "World Event Phase", "Example of a
 * Vote"): draw, face-down vote, reveal, signs, Booker's vote, pass at 0, the
 * first player token, the discard. One test per rule, dice scripted.
 */
import { describe, expect, it } from 'vitest';
import { tasks as worldEventTasks } from '../../../interpreter/columbia/world-event.ts';
import { redact } from '../../../interpreter/columbia/view.ts';
import type { Ctx, RunEffectOptions, Task } from '../../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import type { Ruleset } from '../../../interpreter/columbia/content/types.ts';
import { answer, cardsWithInfluence, deal, decision, entries, finished, g, holdTerritories, newGame, only, play, rules, topEvent, voteCards } from './helpers.ts';

// Events of the bundled pack and their vote types (Founders / Vox Populi):
const POWER_OUTAGE = 'power-outage'; //      - / +
const ZEPPELIN_CRASH = 'zeppelin-crash'; //  + / -
const RAFFLE_DAY = 'raffle-day'; //          + / +
const SOUND_THE_SIRENS = 'sound-the-sirens'; // ? / ?

describe('the vote', () => {
  it("the rulebook's vote example: Booker adds his 3 for the trailing Vox Populi and the light blue Founder who played 8 takes the token", () => {
    const game = newGame(4);
    game.firstPlayer = 'red';
    topEvent(game, POWER_OUTAGE);
    holdTerritories(game, { 'territory-a': 'founders' }); // Founders 3 VP, Vox Populi 0: the Vox trail
    const lightBlue = cardsWithInfluence('light-blue', [4, 4, 1]);
    const blue = cardsWithInfluence('blue', [3, 1]);
    const red = cardsWithInfluence('red', [3, 2, 1]);
    const darkRed = cardsWithInfluence('dark-red', [3, 2, 1]);
    deal(game, { 'light-blue': lightBlue, blue, red, 'dark-red': darkRed });

    const t = play(game, { dice: [3] });
    expect(only(t, 'we-draw')).toMatchObject({ actors: ['red'], values: { eventId: POWER_OUTAGE } });
    // Face down, starting with the first player, down the track's turn order.
    voteCards(t, [
      ['red', red.slice(0, 2)], // 5, adds
      ['blue', blue.slice(0, 1)], // 3, subtracts
      ['dark-red', darkRed.slice(0, 2)], // 5, adds
      ['light-blue', lightBlue.slice(0, 2)], // 8, subtracts
    ]);
    expect(finished(t)).toBe(true);
    expect(only(t, 'we-reveal').values.influence).toEqual({ red: 5, blue: 3, 'dark-red': 5, 'light-blue': 8 });
    expect(only(t, 'we-booker-vote').values).toMatchObject({ roll: 3, sign: 1, votes: 3, faction: 'vox-populi' });
    // Founders -11, Vox Populi +10, Booker +3: the Vox Populi win.
    expect(only(t, 'we-vote-result').values).toEqual({ eventId: POWER_OUTAGE, total: 2, passes: true, passesAt: 0 });
    expect(only(t, 'stub-event-effect').values).toEqual({ eventId: POWER_OUTAGE });
    expect(only(t, 'we-first-player').values).toMatchObject({ player: 'light-blue', previous: 'red', influence: 8, changed: true });
    expect(g(t).firstPlayer).toBe('light-blue');
    expect(t.dice).toEqual([]);
  });

  it('an event passes at 0', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, ZEPPELIN_CRASH);
    holdTerritories(game, { 'territory-e': 'vox-populi' }); // the Founders trail: Booker adds with them
    deal(game, { blue: cardsWithInfluence('blue', [2]), red: cardsWithInfluence('red', [3, 1]) });
    const t = play(game, { dice: [2] }); // +2 - 4 + 2 = 0
    voteCards(t, [
      ['blue', g(t).players.blue!.hand],
      ['red', g(t).players.red!.hand],
    ]);
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: 0, passes: true });
    expect(g(t).worldEvents.passed).toBe(true);
    expect(entries(t, 'stub-event-effect')).toHaveLength(1);
  });

  it('at -1 the event is ignored', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, ZEPPELIN_CRASH);
    deal(game, { blue: cardsWithInfluence('blue', [2]), red: cardsWithInfluence('red', [3]) });
    const t = play(game);
    voteCards(t, [
      ['blue', g(t).players.blue!.hand],
      ['red', g(t).players.red!.hand],
    ]);
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: -1, passes: false });
    expect(g(t).worldEvents.passed).toBe(false);
    expect(entries(t, 'stub-event-effect')).toHaveLength(0);
    expect(finished(t)).toBe(true);
  });

  it('Booker does not vote when the factions are tied', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, ZEPPELIN_CRASH);
    holdTerritories(game, { 'territory-a': 'founders', 'territory-e': 'vox-populi' }); // 3 VP each
    deal(game, { blue: cardsWithInfluence('blue', [2]), red: cardsWithInfluence('red', [3]) });
    const t = play(game, { dice: [] }); // any roll would fail the test
    voteCards(t, [
      ['blue', g(t).players.blue!.hand],
      ['red', g(t).players.red!.hand],
    ]);
    expect(only(t, 'we-booker-abstains').values).toMatchObject({ reason: 'tied', victoryPoints: { founders: 3, 'vox-populi': 3 } });
    expect(entries(t, 'we-booker-vote')).toHaveLength(0);
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: -1, passes: false });
  });

  it('Booker votes the way the trailing faction voted, against the event too', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, ZEPPELIN_CRASH); // Vox Populi subtract
    holdTerritories(game, { 'territory-a': 'founders' });
    deal(game, { blue: cardsWithInfluence('blue', [3]), red: cardsWithInfluence('red', [2]) });
    const t = play(game, { dice: [2] });
    voteCards(t, [
      ['blue', g(t).players.blue!.hand],
      ['red', g(t).players.red!.hand],
    ]);
    expect(only(t, 'we-booker-vote').values).toMatchObject({ roll: 2, sign: -1, votes: -2, faction: 'vox-populi' });
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: -1, passes: false });
  });

  it('Booker does not vote when the trailing faction played no cards (ruling)', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, ZEPPELIN_CRASH);
    holdTerritories(game, { 'territory-a': 'founders' });
    deal(game, { blue: cardsWithInfluence('blue', [1]), red: cardsWithInfluence('red', [2]) });
    const t = play(game, { dice: [] });
    voteCards(t, [
      ['blue', g(t).players.blue!.hand],
      ['red', []],
    ]);
    expect(only(t, 'we-booker-abstains').values).toMatchObject({ reason: 'faction-did-not-vote', faction: 'vox-populi' });
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: 1, passes: true });
  });

  it('a ? vote lets each player choose add or subtract in turn order', () => {
    const game = newGame(2);
    game.firstPlayer = 'red';
    topEvent(game, SOUND_THE_SIRENS);
    deal(game, { blue: cardsWithInfluence('blue', [2]), red: cardsWithInfluence('red', [3]) });
    const t = play(game);
    voteCards(t, [
      ['red', g(t).players.red!.hand],
      ['blue', g(t).players.blue!.hand],
    ]);
    // After the reveal, first player first.
    let d = decision(t);
    expect({ kind: d.kind, player: d.player, options: d.options.map((o) => o.id) }).toEqual({ kind: 'vote-sign', player: 'red', options: ['add', 'subtract'] });
    expect(g(t).vote!.revealed).toBe(true);
    answer(t, 'red', ['subtract']);
    d = decision(t);
    expect({ kind: d.kind, player: d.player }).toEqual({ kind: 'vote-sign', player: 'blue' });
    answer(t, 'blue', ['add']);
    expect(entries(t, 'we-vote-counted').map((e) => [e.actors[0], e.values.votes])).toEqual([
      ['red', -3],
      ['blue', 2],
    ]);
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: -1, passes: false });
  });

  it('a player who played no cards is not asked for a ? sign (ruling)', () => {
    const game = newGame(2);
    game.firstPlayer = 'red';
    topEvent(game, SOUND_THE_SIRENS);
    deal(game, { blue: cardsWithInfluence('blue', [2]), red: cardsWithInfluence('red', [3]) });
    const t = play(game);
    voteCards(t, [
      ['red', []],
      ['blue', g(t).players.blue!.hand],
    ]);
    const d = decision(t);
    expect({ kind: d.kind, player: d.player }).toEqual({ kind: 'vote-sign', player: 'blue' });
    answer(t, 'blue', ['subtract']);
    expect(finished(t)).toBe(true);
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: -2, passes: false });
  });

  it('influence counts after upgrades', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, RAFFLE_DAY);
    const card = cardsWithInfluence('blue', [2])[0]!;
    const type = card.replace(/^blue-/, '').replace(/-\d+$/, '');
    game.factions.founders!.upgrades[type]!.influence = 2;
    deal(game, { blue: [card], red: [] });
    const t = play(game);
    voteCards(t, [['blue', [card]]]);
    expect(only(t, 'we-reveal').values.influence).toEqual({ blue: 4, red: 0 });
  });

  it('cards voted face down stay hidden from the others until the reveal', () => {
    const game = newGame(2);
    game.firstPlayer = 'red';
    topEvent(game, RAFFLE_DAY);
    const red = cardsWithInfluence('red', [3, 1]);
    deal(game, { blue: cardsWithInfluence('blue', [2]), red });
    const t = play(game);
    answer(t, 'red', red);
    expect(decision(t)).toMatchObject({ kind: 'vote-cards', player: 'blue' });
    const seenByBlue = redact(g(t), 'blue') as { vote: { played: Record<string, unknown> } };
    expect(seenByBlue.vote.played.red).toEqual({ hidden: 2 });
    expect(g(t).players.red!.hand).toEqual([]); // they lie in front of him, not in his hand
    expect(entries(t, 'we-vote-played-cards')[0]!.to).toEqual(['red']);
  });
});

describe('the first player token', () => {
  it('ties for most influence are rolled off', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, RAFFLE_DAY);
    deal(game, { blue: cardsWithInfluence('blue', [3]), red: cardsWithInfluence('red', [3]) });
    // Factions tied on VP: Booker rolls nothing. Roll-off: 4-4 (still tied), then blue 2, red 3.
    const t = play(game, { dice: [4, 4, 2, 3] });
    voteCards(t, [
      ['blue', g(t).players.blue!.hand],
      ['red', g(t).players.red!.hand],
    ]);
    expect(entries(t, 'we-roll-off').map((e) => e.values)).toEqual([
      { round: 1, rolls: { blue: 4, red: 4 }, stillTied: ['blue', 'red'] },
      { round: 2, rolls: { blue: 2, red: 3 }, stillTied: [] },
    ]);
    expect(only(t, 'we-first-player').values).toMatchObject({ player: 'red', reason: 'roll-off', changed: true });
    expect(t.dice).toEqual([]);
  });

  it('becoming first player earns an upgrade', () => {
    const game = newGame(2);
    game.firstPlayer = 'red';
    topEvent(game, RAFFLE_DAY);
    deal(game, { blue: cardsWithInfluence('blue', [3]), red: cardsWithInfluence('red', [1]) });
    const t = play(game);
    voteCards(t, [
      ['red', g(t).players.red!.hand],
      ['blue', g(t).players.blue!.hand],
    ]);
    expect(g(t).firstPlayer).toBe('blue');
    expect(only(t, 'stub-upgrade-earn').values).toEqual({ player: 'blue', reason: 'first-player' });
  });

  it('keeping the first player token earns no upgrade (ruling)', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, RAFFLE_DAY);
    deal(game, { blue: cardsWithInfluence('blue', [3]), red: cardsWithInfluence('red', [1]) });
    const t = play(game);
    voteCards(t, [
      ['blue', g(t).players.blue!.hand],
      ['red', g(t).players.red!.hand],
    ]);
    expect(only(t, 'we-first-player').values).toMatchObject({ player: 'blue', changed: false, reason: 'most-influence' });
    expect(entries(t, 'stub-upgrade-earn')).toHaveLength(0);
  });

  it('when nobody plays a card the first player keeps the token (ruling)', () => {
    const game = newGame(2);
    game.firstPlayer = 'red';
    topEvent(game, RAFFLE_DAY);
    const t = play(game);
    voteCards(t, [
      ['red', []],
      ['blue', []],
    ]);
    expect(only(t, 'we-first-player').values).toMatchObject({ player: 'red', changed: false, reason: 'nobody-played' });
    // Nothing played, Booker tied out: a total of 0 still passes.
    expect(only(t, 'we-vote-result').values).toMatchObject({ total: 0, passes: true });
  });
});

describe('after the vote', () => {
  it('voted cards are discarded', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    topEvent(game, RAFFLE_DAY);
    const blue = cardsWithInfluence('blue', [3, 2, 1]);
    const red = cardsWithInfluence('red', [3, 2]);
    deal(game, { blue, red });
    const t = play(game);
    voteCards(t, [
      ['blue', [blue[0]!, blue[2]!]],
      ['red', [red[1]!]],
    ]);
    expect(finished(t)).toBe(true);
    expect(g(t).players.blue!.discard).toEqual([blue[0], blue[2]]);
    expect(g(t).players.blue!.hand).toEqual([blue[1]]);
    expect(g(t).players.red!.discard).toEqual([red[1]]);
    expect(g(t).players.red!.hand).toEqual([red[0]]);
    expect(g(t).vote).toBeNull();
    expect(only(t, 'we-votes-discarded').values.cards).toEqual({ blue: [blue[0], blue[2]], red: [red[1]] });
  });

  it('the event resolves before the token moves, as the first player who drew it', () => {
    const game = newGame(2);
    game.firstPlayer = 'red';
    topEvent(game, RAFFLE_DAY);
    deal(game, { blue: cardsWithInfluence('blue', [3]), red: [] });
    const t = play(game);
    // Red has no card to play: he is not asked.
    voteCards(t, [['blue', g(t).players.blue!.hand]]);
    const kinds = t.log.map((e) => e.kind);
    expect(kinds.indexOf('stub-event-effect')).toBeLessThan(kinds.indexOf('we-first-player'));
    expect(only(t, 'stub-event-effect-owner').actors).toEqual(['red']);
    expect(g(t).firstPlayer).toBe('blue');
  });

  it("the event's effect runs as event:<id>, owned by the first player, for the round", () => {
    const runs: { src: string; options: RunEffectOptions }[] = [];
    const game = newGame(2);
    game.firstPlayer = 'red';
    const ctx = { g: game, rules, runEffect: (src: string, options: RunEffectOptions) => void runs.push({ src, options }), log: () => {} };
    const task: Task = { t: 'we/event-effect', eventId: POWER_OUTAGE };
    worldEventTasks['we/event-effect']!(ctx as unknown as Ctx<ColumbiaG, Ruleset>, task);
    expect(runs).toEqual([{ src: 'event:power-outage', options: { owner: 'red', scope: 'round', env: { event: POWER_OUTAGE } } }]);
  });

  it('the previous event goes to the discard pile when the next is drawn', () => {
    const game = newGame(2);
    game.firstPlayer = 'blue';
    game.worldEvents.current = ZEPPELIN_CRASH;
    game.worldEvents.deck = game.worldEvents.deck.filter((e) => e !== ZEPPELIN_CRASH);
    topEvent(game, RAFFLE_DAY);
    const t = play(game);
    expect(g(t).worldEvents.current).toBe(RAFFLE_DAY);
    expect(g(t).worldEvents.discard).toEqual([ZEPPELIN_CRASH]);
  });
});

describe('the end of the deck', () => {
  it('an empty world event deck ends the game with the hollow victory', () => {
    const game = newGame(2);
    game.worldEvents.deck = [];
    holdTerritories(game, { 'territory-c': 'vox-populi' });
    const t = play(game);
    expect(t.engine.decision(t.state)).toBeNull();
    expect(entries(t, 'we-deck-exhausted')).toHaveLength(1);
    expect(g(t).result).toMatchObject({ reason: 'deck-exhausted', winner: 'vox-populi' });
    expect(finished(t)).toBe(false); // the game ended; the rest of the phase never ran
    expect(entries(t, 'we-draw')).toHaveLength(0);
  });
});
