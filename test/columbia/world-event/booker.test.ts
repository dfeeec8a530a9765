/**
 * World event phase, steps 8-11 (rulebook "World Event Phase", "Combating
 * Booker", the Elizabeth timeline, Destruction Markers): the timeline step,
 * Booker's move (rescue, destroyed locations in descending order), his
 * attacks, and who holds Elizabeth afterwards. Combat itself is stood in for:
 * each test scripts whether Booker wins.
 *
 * Start spaces (setup.yaml): Founders on Garden of New Eden (#9) and Hall of
 * Heroes (#11); Vox Populi on Fink MFG (#14) and Bank of the Prophet (#5).
 */
import { describe, expect, it } from 'vitest';
import { elizabethController, placeElizabeth, tasks as bookerTasks } from '../../../interpreter/columbia/booker.ts';
import { freshBoard } from '../../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import type { Ctx, RunEffectOptions, Task } from '../../../interpreter/core/index.ts';
import type { Ruleset } from '../../../interpreter/columbia/content/types.ts';
import { entries, finished, g, newGame, only, play, rules, type CombatOutcome } from './helpers.ts';

const STEPS_8_TO_11: Task[] = [{ t: 'we/elizabeth' }, { t: 'we/booker' }];

/** A game whose round's event is `eventId`, about to run steps 8-11. */
function afterVote(eventId: string, players: 2 | 4 = 2): ColumbiaG {
  const game = newGame(players);
  game.worldEvents.current = eventId;
  game.worldEvents.deck = game.worldEvents.deck.filter((e) => e !== eventId);
  game.firstPlayer = game.turnOrder[0]!;
  return game;
}

function run(game: ColumbiaG, combat: CombatOutcome[] = []) {
  const t = play(game, { tasks: STEPS_8_TO_11, combat });
  expect(finished(t)).toBe(true);
  return t;
}

function addCommons(game: ColumbiaG, owner: string, location: string, count: number): void {
  for (const u of Object.values(game.units)) {
    if (count === 0) return;
    if (u.owner === owner && u.pieceId === 'common' && u.location === null) {
      freshBoard(game, rules).placeUnit(u, location);
      count--;
    }
  }
  if (count > 0) throw new Error(`${owner} has not enough commons in his pool`);
}

describe("Booker's move", () => {
  it('Booker goes to the location on the event', () => {
    const t = run(afterVote('tax-day')); // Comstock Center, not aggressive
    expect(g(t).booker).toBe('comstock-center');
    expect(only(t, 'we-booker-placed').values).toMatchObject({ location: 'comstock-center', reason: 'event', skipped: [] });
  });

  it('Booker moves to the next lower undestroyed location', () => {
    const game = afterVote('riot-at-the-bank'); // Shanty Town, #15
    game.locations['shanty-town']!.destroyed = true;
    game.locations['fink-mfg']!.destroyed = true; // #14
    const t = run(game);
    expect(g(t).booker).toBe('battleship-bay'); // #13
    expect(only(t, 'we-booker-placed').values).toMatchObject({ intended: 'shanty-town', skipped: ['shanty-town', 'fink-mfg'] });
  });

  it('below location 1 Booker wraps round to location 15 (ruling)', () => {
    const game = afterVote('forced-march'); // Order of the Raven, #1
    game.locations['order-of-the-raven']!.destroyed = true;
    const t = run(game);
    expect(g(t).booker).toBe('shanty-town');
  });
});

describe("Booker's attack", () => {
  it('an aggressive Booker attacks the units where he lands', () => {
    const t = run(afterVote('conscription'), ['booker-wins']); // Hall of Heroes, aggressive; Founders there
    expect(only(t, 'stub-combat-fight').values).toEqual({
      location: 'hall-of-heroes',
      attacker: { kind: 'booker' },
      defender: { kind: 'player', player: 'blue' },
      origin: 'booker',
    });
    expect(only(t, 'we-booker-attacks')).toMatchObject({ actors: ['blue'], values: { location: 'hall-of-heroes', rescue: false } });
  });

  it('a Booker who is not aggressive leaves the units where he lands alone', () => {
    const t = run(afterVote('power-outage')); // Fink MFG, Vox Populi there, not aggressive
    expect(g(t).booker).toBe('fink-mfg');
    expect(entries(t, 'stub-combat-fight')).toHaveLength(0);
  });

  it('an aggressive Booker with nobody where he lands fights nobody', () => {
    const t = run(afterVote('ration-cuts')); // Our Lady Cemetery: no units at the start
    expect(g(t).booker).toBe('our-lady-cemetery');
    expect(entries(t, 'stub-combat-fight')).toHaveLength(0);
  });

  it('in a 4-player game the player controlling the location defends it for his faction', () => {
    const game = afterVote('conscription', 4); // Hall of Heroes: the light blue start space
    // Light blue keeps his stronghold, Saltonstall and Handyman there (3); blue brings 4 commons.
    for (const u of Object.values(game.units)) if (u.owner === 'light-blue' && u.pieceId === 'common') freshBoard(game, rules).placeUnit(u, null);
    addCommons(game, 'blue', 'hall-of-heroes', 4);
    const t = run(game, ['booker-wins']);
    expect(entries(t, 'stub-combat-fight')).toHaveLength(1);
    expect(only(t, 'stub-combat-fight').values.defender).toEqual({ kind: 'player', player: 'blue' });
  });

  it('with both factions there Booker fights each in turn order until he falls (ruling)', () => {
    const game = afterVote('conscription');
    game.firstPlayer = 'red';
    addCommons(game, 'red', 'hall-of-heroes', 1);
    const t = run(game, ['booker-wins', 'booker-loses']);
    expect(entries(t, 'stub-combat-fight').map((e) => (e.values.defender as { player: string }).player)).toEqual(['red', 'blue']);
    expect(g(t).booker).toBeNull();
  });
});

describe('Elizabeth', () => {
  it("the Elizabeth symbol moves the timeline marker one step and resolves that step's effect", () => {
    const game = afterVote('power-outage'); // Elizabeth symbol
    game.timeline = { id: 'timeline-1', step: 0 };
    const t = run(game);
    expect(g(t).timeline.step).toBe(1);
    expect(only(t, 'stub-timeline-effect').values).toEqual({ stepId: 'timeline-1-step-1' });
  });

  it('an event without the symbol leaves the timeline alone', () => {
    const game = afterVote('raffle-day');
    game.timeline = { id: 'timeline-1', step: 2 };
    const t = run(game);
    expect(g(t).timeline.step).toBe(2);
    expect(entries(t, 'stub-timeline-effect')).toHaveLength(0);
  });

  it('with the marker on the last step the symbol does nothing (ruling)', () => {
    const game = afterVote('power-outage');
    game.timeline = { id: 'timeline-1', step: 6 };
    const t = run(game);
    expect(g(t).timeline.step).toBe(6);
    expect(entries(t, 'stub-timeline-effect')).toHaveLength(0);
    expect(only(t, 'we-timeline-finished').values).toEqual({ timelineId: 'timeline-1', step: 6 });
  });

  it('a timeline step runs as timeline:<step id>, owned by the first player, for the round', () => {
    const runs: { src: string; options: RunEffectOptions }[] = [];
    const game = newGame(2);
    game.firstPlayer = 'blue';
    const ctx = { g: game, rules, runEffect: (src: string, options: RunEffectOptions) => void runs.push({ src, options }) };
    bookerTasks['we/timeline-effect']!(ctx as unknown as Ctx<ColumbiaG, Ruleset>, { t: 'we/timeline-effect', stepId: 'timeline-1-step-5' });
    expect(runs).toEqual([{ src: 'timeline:timeline-1-step-5', options: { owner: 'blue', scope: 'round', env: { step: 'timeline-1-step-5' } } }]);
  });

  it('Elizabeth with Booker moves with him', () => {
    const game = afterVote('tax-day'); // Comstock Center
    game.booker = 'raffle-square';
    game.elizabeth = { location: 'raffle-square', withBooker: true };
    const t = run(game);
    expect(g(t).booker).toBe('comstock-center');
    expect(g(t).elizabeth).toEqual({ location: 'comstock-center', withBooker: true });
    expect(only(t, 'we-booker-placed').values).toMatchObject({ reason: 'event', withElizabeth: true });
  });

  it('Booker rescues Elizabeth', () => {
    const game = afterVote('raffle-day'); // not aggressive; its location is Raffle Square
    game.booker = 'raffle-square';
    game.elizabeth = { location: 'hall-of-heroes', withBooker: false }; // held by the Founders there
    expect(elizabethController(freshBoard(game, rules))).toBe('blue');
    const t = run(game, ['booker-wins']);
    expect(g(t).booker).toBe('hall-of-heroes');
    expect(only(t, 'we-booker-placed').values).toMatchObject({ location: 'hall-of-heroes', intended: 'hall-of-heroes', reason: 'rescue' });
    expect(only(t, 'we-booker-attacks').values).toMatchObject({ location: 'hall-of-heroes', rescue: true });
    // He beat the units holding her: she is his again, and nobody's.
    expect(g(t).elizabeth).toEqual({ location: 'hall-of-heroes', withBooker: true });
    expect(elizabethController(freshBoard(g(t), rules))).toBeNull();
    expect(entries(t, 'we-elizabeth-rejoins')).toHaveLength(1);
  });

  it("a Booker defeated trying to rescue her leaves Elizabeth with her location's controller", () => {
    const game = afterVote('raffle-day');
    game.booker = null; // beaten last round
    game.elizabeth = { location: 'hall-of-heroes', withBooker: false };
    const t = run(game, ['booker-loses']);
    expect(g(t).booker).toBeNull();
    expect(g(t).elizabeth).toEqual({ location: 'hall-of-heroes', withBooker: false });
    expect(elizabethController(freshBoard(g(t), rules))).toBe('blue');
    expect(only(t, 'we-elizabeth-stays').values).toEqual({ location: 'hall-of-heroes', controller: 'blue' });
  });

  it('a Booker defeated with Elizabeth leaves her behind, held by whoever controls the location', () => {
    const game = afterVote('conscription'); // aggressive, Hall of Heroes
    game.booker = 'raffle-square';
    game.elizabeth = { location: 'raffle-square', withBooker: true };
    const t = run(game, ['booker-loses']);
    expect(g(t).booker).toBeNull();
    expect(g(t).elizabeth).toEqual({ location: 'hall-of-heroes', withBooker: false });
    expect(elizabethController(freshBoard(g(t), rules))).toBe('blue');
  });

  it('Booker takes Elizabeth back without a fight where no units hold her (ruling)', () => {
    const game = afterVote('raffle-day');
    game.booker = null;
    game.elizabeth = { location: 'monument-island', withBooker: false }; // no units there at the start
    const t = run(game);
    expect(g(t).booker).toBe('monument-island');
    expect(entries(t, 'stub-combat-fight')).toHaveLength(0);
    expect(g(t).elizabeth).toEqual({ location: 'monument-island', withBooker: true });
  });

  it('Elizabeth on a destroyed location is held by nobody: Booker takes her to the next lower location (ruling)', () => {
    const game = afterVote('raffle-day'); // not aggressive
    game.booker = 'raffle-square';
    game.elizabeth = { location: 'bank-of-the-prophet', withBooker: false }; // #5
    game.locations['bank-of-the-prophet']!.destroyed = true;
    const t = run(game);
    expect(g(t).booker).toBe('monument-island'); // #4
    expect(g(t).elizabeth).toEqual({ location: 'monument-island', withBooker: true });
    expect(entries(t, 'stub-combat-fight')).toHaveLength(0);
  });

  it('Elizabeth put with Booker while he is off the board comes onto the board with him (ruling)', () => {
    const game = afterVote('tax-day');
    game.booker = null;
    placeElizabeth(game, game.booker);
    expect(game.elizabeth).toEqual({ location: null, withBooker: true });
    const t = run(game);
    expect(g(t).elizabeth).toEqual({ location: 'comstock-center', withBooker: true });
  });
});
