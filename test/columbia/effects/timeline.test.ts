/**
 * Elizabeth's timeline no. 1, its six steps as booker.ts runs them
 * (`we/timeline-effect`: owner the first player, lasting the round).
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../interpreter/core/index.ts';
import { END_OF_ROUND_EVENT } from '../../../interpreter/columbia/flow.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { answer, build, decision, entries, loc, passive, playUntil, put } from '../harness.ts';
import { emit, empty, patch, run, snap, snapshot, type Dice } from './helpers.ts';

const step = (k: number): Task => ({ t: 'we/timeline-effect', stepId: `timeline-1-step-${k}` });

const CEMETERY = loc(6);
const GARDEN = loc(9);
const HALL = loc(11);

function start(): ColumbiaG {
  const g = empty();
  g.firstPlayer = 'blue';
  g.timeline = { id: 'timeline-1', step: 0 };
  g.booker = CEMETERY;
  return g;
}

describe('Elizabeth timeline no. 1', () => {
  it('steps 1-6 in order: Elizabeth joins Booker, the Airship fights, an upgrade, Songbird changes hands, a tear, the escape', () => {
    const g = start();
    const [blueCommon] = put(g, 'blue', 'common', CEMETERY);
    const [airshipCommon] = put(g, 'red', 'common', CEMETERY);
    const [songbird] = put(g, 'blue', 'songbird', GARDEN);
    build(g, 'red', 'alarm', CEMETERY);
    const top5 = g.worldEvents.deck.slice(-5);
    const deckSize = g.worldEvents.deck.length;

    const t = run(
      g,
      [
        step(1),
        snap('1'),
        step(2),
        snap('2'),
        step(3),
        snap('3'),
        step(4),
        snap('4'),
        emit(END_OF_ROUND_EVENT),
        snap('round over'),
        step(5),
        snap('5'),
        step(6),
      ],
      {
        // Factions first: blue's common (white 1) attacks the Vox: Airship red 6, common white 4, alarm white 1 (+1 each).
        // Then Booker: 3 red (2, 2, 2) and a white for Elizabeth (1) = 7, against red 5 + 1, white 3 + 1, white 1 + 1 = 12.
        red: [6, 2, 2, 2, 5],
        white: [1, 4, 1, 1, 3, 1],
      },
    );

    // Step 1: Elizabeth comes into the game with Booker; he rolls 1 more white die while she is with him.
    const s1 = snapshot(t, '1');
    expect(s1.elizabeth).toEqual({ location: CEMETERY, withBooker: true });

    // Step 2: the Airship lands on her location; the factions fight first, then Booker attacks the Vox.
    playUntil(t, (x) => decision(x).kind === 'effect-may', { upgrade: ['none'] }, passive);
    const s2 = snapshot(t, '2');
    const airship = Object.values(s2.units).find((u) => u.pieceId === 'airship')!;
    expect(airship.location).toBe(CEMETERY);
    expect(s2.units[blueCommon!]!.location).toBe(null);
    const fights = entries(t, 'combat-start').map((e) => [e.values.attacker, e.values.defender]);
    expect(fights).toEqual([
      [
        { kind: 'player', player: 'blue' },
        { kind: 'player', player: 'red' },
      ],
      [{ kind: 'booker' }, { kind: 'player', player: 'red' }],
    ]);
    const bookerDice = entries(t, 'combat-dice').find((e) => e.values.side === 'attacker' && (e.values.dice as { from: string }[]).some((d) => d.from === 'booker'))!;
    expect((bookerDice.values.dice as { dieId: string }[]).map((d) => d.dieId)).toEqual(['red', 'red', 'red', 'white']);
    // Booker lost: off the board; Elizabeth stays, held by the Vox who control her location.
    expect(s2.booker).toBe(null);
    expect(s2.elizabeth).toEqual({ location: CEMETERY, withBooker: false });
    expect(s2.units[airshipCommon!]!.location).toBe(CEMETERY);

    // Step 3: the first player may upgrade the combat of 2 action cards.
    const may = decision(t);
    expect([may.player, may.kind]).toEqual(['blue', 'effect-may']);
    answer(t, 'effect-may', ['yes']);
    for (let i = 0; i < 2; i++) {
      const d = decision(t);
      expect([d.kind, d.prompt]).toEqual(['upgrade', 'You earned an upgrade: which one?']);
      expect(d.options.every((o) => o.id === 'none' || o.id.endsWith(':combat'))).toBe(true);
      answer(t, 'upgrade', ['boost:handyman:combat']);
    }
    playUntil(t, () => false, { upgrade: ['none'] }, passive);
    expect(snapshot(t, '3').factions.founders!.upgrades.handyman!.combat).toBe(2);

    // Step 4: the Vox Populi control Elizabeth, so Songbird is theirs for the rest of the round.
    expect(snapshot(t, '4').units[songbird!]!.owner).toBe('red');
    expect(snapshot(t, 'round over').units[songbird!]!.owner).toBe('blue');

    // Step 5: a destruction marker on Elizabeth's location; its structures are destroyed, its units stay.
    const s5 = snapshot(t, '5');
    expect(s5.locations[CEMETERY]!.destroyed).toBe(true);
    expect(Object.values(s5.structures).filter((s) => s.location === CEMETERY)).toEqual([]);
    expect(s5.units[airshipCommon!]!.location).toBe(CEMETERY);

    // Step 6: the top 5 world events leave the game.
    expect(t.state.g.worldEvents.deck).toHaveLength(deckSize - 5);
    expect(t.state.g.worldEvents.removed.slice().sort()).toEqual(top5.slice().sort());
    expect(t.state.over).toEqual({ stopped: true });
  });

  it('step 1 with Booker off the board: Elizabeth joins him and comes back with him', () => {
    const g = start();
    g.booker = null;
    const t = run(g, [step(1)]);
    expect(t.state.g.elizabeth).toEqual({ location: null, withBooker: true });
  });

  it("step 1's extra white die: only while Elizabeth travels with Booker", () => {
    const fight: Task = { t: 'combat/fight', location: CEMETERY, attacker: { kind: 'booker' }, defender: { kind: 'player', player: 'red' }, origin: 'booker' };
    const bookerDice = (before: Task[], dice: Dice) => {
      const g = start();
      put(g, 'red', 'common', CEMETERY);
      const t = run(g, [step(1), ...before, fight], dice);
      playUntil(t, () => false, {}, passive);
      return (entries(t, 'combat-dice')[0]!.values.dice as { dieId: string }[]).map((d) => d.dieId);
    };
    expect(bookerDice([], { red: [2, 2, 2], white: [1, 1] })).toEqual(['red', 'red', 'red', 'white']);
    // Standing on his location but held by the player who controls it: no extra die.
    expect(bookerDice([patch(['elizabeth', 'withBooker'], false)], { red: [2, 2, 2], white: [1] })).toEqual(['red', 'red', 'red']);
  });

  it('step 4 with the Founders holding Elizabeth: Songbird flies to the Airship, which is destroyed, and combat follows there', () => {
    const g = start();
    g.booker = null;
    g.elizabeth = { location: HALL, withBooker: false };
    put(g, 'blue', 'common', HALL);
    const [songbird] = put(g, 'blue', 'songbird', GARDEN);
    const [airship] = put(g, 'red', 'airship', CEMETERY);
    const [red] = put(g, 'red', 'common', CEMETERY);
    // Songbird (red die 6) attacks the red common left there (white 1).
    const t = run(g, [step(4)], { red: [6], white: [1] });
    playUntil(t, () => false, { upgrade: ['none'] }, passive);
    expect(t.state.g.units[airship!]!.location).toBe(null);
    expect(t.state.g.units[songbird!]!.location).toBe(CEMETERY);
    expect(t.state.g.units[red!]!.location).toBe(null);
    expect(entries(t, 'combat-start')).toHaveLength(1);
  });

  it('a combat resolved without "factions first": Booker attacks first, then the factions fight', () => {
    const g = start();
    g.elizabeth = { location: HALL, withBooker: false };
    put(g, 'blue', 'common', HALL);
    const [songbird] = put(g, 'blue', 'songbird', GARDEN);
    put(g, 'red', 'airship', CEMETERY);
    const [red] = put(g, 'red', 'common', CEMETERY);
    // Booker 2 + 2 + 2 against Songbird's 6: a tie, the defender wins. Then Songbird (6) attacks the red common (1).
    const t = run(g, [step(4)], { red: [2, 2, 2, 6, 6], white: [1] });
    playUntil(t, () => false, { upgrade: ['none'] }, passive);
    expect(entries(t, 'combat-start').map((e) => [e.values.attacker, e.values.defender])).toEqual([
      [{ kind: 'booker' }, { kind: 'player', player: 'blue' }],
      [
        { kind: 'player', player: 'blue' },
        { kind: 'player', player: 'red' },
      ],
    ]);
    expect(t.state.g.booker).toBe(null);
    expect(t.state.g.units[songbird!]!.location).toBe(CEMETERY);
    expect(t.state.g.units[red!]!.location).toBe(null);
  });
});
